// The queue journal on its own: a torn last line (kill -9 in the middle of an append) is cut off
// on open, compaction leaves only the live items, and a sale never keeps a discount flag.
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { mensagemDivergente, reais } from '../src/desconto';
import { FilaDuravel } from '../src/fila';

const dir = mkdtempSync(path.join(tmpdir(), 'fid-fila-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('cuts the incomplete last line on open and keeps appending after it', async () => {
  const arquivo = path.join(dir, 'rasgada.jsonl');
  const f = await FilaDuravel.abrir(arquivo);
  await f.adicionar('venda', { documentoExterno: 'A', valorVenda: 1 }, null);
  await f.fechar();
  appendFileSync(arquivo, '{"t":"item","id":"x","tipo":"venda","corpo":{"documentoEx');
  const g = await FilaDuravel.abrir(arquivo);
  expect(g.listar().map((i) => i.documentoExterno)).toEqual(['A']);
  await g.adicionar('venda', { documentoExterno: 'B', valorVenda: 2 }, null);
  await g.fechar();
  const linhas = readFileSync(arquivo, 'utf8').split('\n');
  expect(linhas.at(-1)).toBe('');
  expect(linhas.slice(0, -1).map((l) => JSON.parse(l).documentoExterno)).toEqual(['A', 'B']);
});

it('compacts to the live items only, with the rejected ones and their reasons, leaving no temporary file', async () => {
  const arquivo = path.join(dir, 'compactar.jsonl');
  writeFileSync(arquivo, '');
  const f = await FilaDuravel.abrir(arquivo);
  const a = await f.adicionar('venda', { documentoExterno: 'A' }, null);
  const b = await f.adicionar('venda', { documentoExterno: 'B' }, null);
  await f.adicionar('cancelamento', { documentoExterno: 'A' }, null);
  await f.concluir(a.id);
  await f.rejeitar(b.id, 422, 'Loja não encontrada ou inativa.');
  await f.compactar(true);
  await f.fechar();
  expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  expect(readFileSync(arquivo, 'utf8').trim().split('\n')).toHaveLength(3);
  const g = await FilaDuravel.abrir(arquivo);
  expect(g.listar().map((i) => [i.tipo, i.documentoExterno, i.situacao, i.status, i.motivo])).toEqual([
    ['venda', 'B', 'rejeitada', 422, 'Loja não encontrada ou inativa.'],
    ['cancelamento', 'A', 'pendente', null, null],
  ]);
  await g.fechar();
  expect(existsSync(arquivo)).toBe(true);
});

it("creates the queue's folder when it does not exist yet (a fresh PDV install), instead of failing every sale with ENOENT", async () => {
  const arquivo = path.join(dir, 'instalacao-nova', 'dados', 'fila-fidelidade.jsonl');
  const f = await FilaDuravel.abrir(arquivo);
  await f.adicionar('venda', { documentoExterno: 'N1', valorVenda: 1 }, null);
  await f.fechar();
  expect(
    readFileSync(arquivo, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l).documentoExterno),
  ).toEqual(['N1']);
});

it('a sale with a discount is kept without its flags, and so is one an older SDK queued with them', async () => {
  // Before: the body was queued as asked, and the replay spent the balance of that moment on a
  // discount the cashier, offline, never gave.
  const arquivo = path.join(dir, 'desconto.jsonl');
  writeFileSync(
    arquivo,
    `${JSON.stringify({
      t: 'item',
      id: 'antigo',
      tipo: 'venda',
      corpo: { documentoExterno: 'OLD', valorVenda: 50, usarCashbackDisponivel: true, usarCashbackGerado: false },
      documentoExterno: 'OLD',
      criadoEm: '2026-11-01T10:00:00.000Z',
      motivo: null,
    })}\n`,
  );
  const f = await FilaDuravel.abrir(arquivo);
  await f.adicionar('venda', { documentoExterno: 'M3', valorVenda: 40, usarCashbackGerado: true }, null);
  await f.adicionar('venda', { documentoExterno: 'M1', valorVenda: 30, usarCashbackDisponivel: false }, null);
  const esperado = [
    ['OLD', { documentoExterno: 'OLD', valorVenda: 50 }, { usarCashbackDisponivel: true }],
    ['M3', { documentoExterno: 'M3', valorVenda: 40 }, { usarCashbackGerado: true }],
    ['M1', { documentoExterno: 'M1', valorVenda: 30 }, null],
  ];
  expect(f.listar().map((i) => [i.documentoExterno, i.corpo, i.descontoPedido])).toEqual(esperado);
  await f.compactar(true);
  await f.fechar();
  expect(readFileSync(arquivo, 'utf8')).not.toMatch(/"corpo":\{[^}]*usarCashback/);
  const g = await FilaDuravel.abrir(arquivo);
  expect(g.listar().map((i) => [i.documentoExterno, i.corpo, i.descontoPedido])).toEqual(esperado);
  await g.fechar();
});

it('keeps a "divergente" sale, with its reason, through compaction and reopening, until it is discarded', async () => {
  const arquivo = path.join(dir, 'divergente.jsonl');
  const f = await FilaDuravel.abrir(arquivo);
  const a = await f.adicionar('venda', { documentoExterno: 'D', valorVenda: 50, usarCashbackDisponivel: true }, null);
  const motivo = mensagemDivergente(1234.5);
  expect(motivo).toBe(
    'Registrada com desconto de R$ 1.234,50 que o caixa não deu: cancele a venda e registre-a de novo sem desconto, com um novo documentoExterno.',
  );
  await f.marcarDivergente(a.id, 200, motivo);
  // Not pending: a cancellation of it goes straight to the service, where the sale is.
  expect(f.temVendaPendente('D')).toBe(false);
  await f.compactar(true);
  await f.fechar();
  const g = await FilaDuravel.abrir(arquivo);
  expect(g.listar().map((i) => [i.documentoExterno, i.situacao, i.status, i.motivo])).toEqual([['D', 'divergente', 200, motivo]]);
  await g.descartar(a.id);
  expect(g.listar()).toEqual([]);
  await g.fechar();
});

it('writes amounts as the cashier reads them', () => {
  expect([reais(10), reais(0.05), reais(4), reais(1234567.891)]).toEqual(['R$ 10,00', 'R$ 0,05', 'R$ 4,00', 'R$ 1.234.567,89']);
});

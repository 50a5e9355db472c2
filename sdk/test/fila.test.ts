// The queue journal on its own: a torn last line (kill -9 in the middle of an append) is cut off
// on open, and compaction leaves only the live items.
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
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

// The client's life cycle without the service (nothing to reach: fetch refuses port 9 at once).
// fechar() closes the queue's file; a PDV that goes on selling with the same client afterwards
// (the end of a shift, a reconnect) must still queue its sales. Before, the next sale failed
// with "Cannot read properties of null (reading 'appendFile')" and was neither sent nor queued.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { criarClientePdv } from '../src/index';

const dir = mkdtempSync(path.join(tmpdir(), 'fid-cliente-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('queues sales after fechar(), reopening the same file', async () => {
  const arquivo = path.join(dir, 'fila.jsonl');
  const pdv = criarClientePdv({ baseUrl: 'http://127.0.0.1:9', apiKey: 'fid_test_x', fila: { arquivo } });
  const venda = (documentoExterno: string) =>
    pdv.venda({ cnpjLoja: '11222333000181', cpfCliente: '52998224725', valorVenda: 10, documentoExterno });
  expect(await venda('ANTES')).toMatchObject({ enfileirada: true, documentoExterno: 'ANTES' });
  await pdv.fechar();
  expect(await venda('DEPOIS')).toMatchObject({ enfileirada: true, documentoExterno: 'DEPOIS' });
  expect((await pdv.pendentes()).map((i) => [i.documentoExterno, i.situacao])).toEqual([
    ['ANTES', 'pendente'],
    ['DEPOIS', 'pendente'],
  ]);
  await pdv.fechar();
  await pdv.fechar(); // twice: nothing to close
  const linhas = readFileSync(arquivo, 'utf8').trim().split('\n');
  expect(linhas.map((l) => JSON.parse(l).documentoExterno)).toEqual(['ANTES', 'DEPOIS']);
});

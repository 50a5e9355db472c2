// tenant_id of campanha_loja and consumo_lote (migration 20261126023552_tenant_id_filhas,
// docs/escala.md "Citus"): filled from the parent row by the database, whatever the writer sends,
// on every path that writes them (campaign creation, a redemption's debit, a cancellation's
// give-back).
import { describe, expect, it } from 'vitest';
import { pool } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarTenant } from '@/lib/testing/cenario';

describe('tenant_id of the child tables', () => {
  it('is the campaign’s in campanha_loja and the lot’s in consumo_lote, never another', async () => {
    const c = await cenarioPadrao({ cashback: { percentualCashback: '10' }, pontos: null });
    const cpf = cpfAleatorio();
    const venda = await chamar('POST', '/api/v1/venda', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, valorVenda: 100 },
    });
    expect(venda.status, JSON.stringify(venda.corpo)).toBe(200);
    const resgate = await chamar('POST', '/api/v1/resgate', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 4 },
    });
    expect(resgate.status, JSON.stringify(resgate.corpo)).toBe(200);

    const { rows: cl } = await pool.query<{ tenant_id: string }>('SELECT tenant_id FROM campanha_loja WHERE campanha_id = $1', [
      c.cashback!.id,
    ]);
    expect(cl).toEqual([{ tenant_id: c.tenantId }]);
    const { rows: consumos } = await pool.query<{ tenant_id: string }>(
      `SELECT cl.tenant_id FROM consumo_lote cl JOIN lote l ON l.id = cl.lote_id WHERE l.venda_id = $1`,
      [venda.corpo.dados.vendaId],
    );
    expect(consumos).toEqual([{ tenant_id: c.tenantId }]);

    // A writer that sends another tenant is overruled by the parent row (rolled back: no stray row).
    const outro = await criarTenant('Outro');
    const cliente = await pool.connect();
    try {
      await cliente.query('BEGIN');
      const { rows: forcado } = await cliente.query<{ tenant_id: string }>(
        `INSERT INTO consumo_lote (lote_id, movimentacao_id, valor, tenant_id)
         SELECT l.id, gen_random_uuid(), 0.01, $2 FROM lote l WHERE l.venda_id = $1 LIMIT 1 RETURNING tenant_id`,
        [venda.corpo.dados.vendaId, outro.tenantId],
      );
      expect(forcado).toEqual([{ tenant_id: c.tenantId }]);
    } finally {
      await cliente.query('ROLLBACK');
      cliente.release();
    }
  });
});

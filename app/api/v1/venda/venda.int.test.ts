import { describe, expect, it } from 'vitest';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio } from '@/lib/testing/cenario';

describe('POST /api/v1/venda', () => {
  it('credits cashback and points of a plain sale', async () => {
    const c = await cenarioPadrao();
    const cpf = cpfAleatorio();
    const r = await chamar('POST', '/api/v1/venda', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, valorVenda: 100.55 },
    });
    expect(r.status).toBe(200);
    expect(r.corpo.sucesso).toBe(true);
    expect(r.corpo.dados.cashbackCreditado).toBe(10.06);
    expect(r.corpo.dados.pontosCreditados).toBe(100);
    expect(r.corpo.dados.saldoAtual).toEqual({ saldoPontos: 100, saldoCashback: 10.06, saldoPendente: 0 });
  });
});

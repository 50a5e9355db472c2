import { describe, expect, it } from 'vitest';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, criarLoja, criarTenant } from '@/lib/testing/cenario';
import { formatarCnpj } from '@/lib/documentos/cnpj';
import { CONFIGURACAO_EXEMPLO } from './openapi';

describe('GET /api/v1/configuracao', () => {
  it('describes a store with both campaigns: Cashback named first, points rules from the Pontos campaign', async () => {
    const c = await cenarioPadrao({
      cashback: { permiteCheckoutCashbackNaVenda: true, permiteDescontoSobreCashbackGerado: true },
      pontos: { pontosMinimosParaResgate: 100, permiteUsoParcialDePontos: false },
    });
    const r = await chamar('GET', '/api/v1/configuracao', { chave: c.chave, query: { cnpjLoja: formatarCnpj(c.loja.cnpj) } });
    expect(r.status).toBe(200);
    // The documented example, but for the scenario's CNPJ and its campaign's refusal of partial use.
    expect(r.corpo.dados).toEqual({ ...CONFIGURACAO_EXEMPLO, cnpjLoja: c.loja.cnpj, permiteUsoParcialDePontos: false });
  });

  it('turns model 3 off for deferred cashback and reports a Pontos-only store', async () => {
    const d = await cenarioPadrao({
      cashback: {
        modoCashback: 'Diferido',
        diasLiberacao: 5,
        permiteDescontoSobreCashbackGerado: true,
        permiteCheckoutCashbackNaVenda: true,
      },
      pontos: null,
    });
    const r = await chamar('GET', '/api/v1/configuracao', { chave: d.chave, query: { cnpjLoja: d.loja.cnpj } });
    expect(r.corpo.dados).toMatchObject({
      tipoCampanha: 'Cashback',
      permiteCheckoutCashbackNaVenda: false,
      permiteDescontoSobreGerado: false,
      pontosMinimosParaResgate: null,
      permiteUsoParcialDePontos: null,
    });
    const p = await cenarioPadrao({ cashback: null, pontos: { pontosMinimosParaResgate: 10 } });
    const rp = await chamar('GET', '/api/v1/configuracao', { chave: p.chave, query: { cnpjLoja: p.loja.cnpj } });
    expect(rp.corpo.dados).toMatchObject({ tipoCampanha: 'Pontos', pontosMinimosParaResgate: 10, permiteUsoParcialDePontos: true });
  });

  it('answers a store without campaigns with everything off', async () => {
    const { tenantId, chave } = await criarTenant();
    const loja = await criarLoja(tenantId, { nome: 'Sem Campanha' });
    const r = await chamar('GET', '/api/v1/configuracao', { chave, query: { cnpjLoja: loja.cnpj } });
    expect(r.corpo.dados).toEqual({
      cnpjLoja: loja.cnpj,
      nomeLoja: 'Sem Campanha',
      campanhaAtiva: false,
      tipoCampanha: null,
      permiteCheckoutCashbackNaVenda: false,
      permiteDescontoSobreGerado: false,
      pontosMinimosParaResgate: null,
      permiteUsoParcialDePontos: null,
    });
  });

  it.each([
    [{}, 400, 'O campo CnpjLoja é obrigatório.'],
    [{ cnpjLoja: '1122233300018' }, 422, 'CNPJ inválido. Informe 14 dígitos.'],
    [{ cnpjLoja: '11.222.333/0001-81' }, 422, 'Loja não encontrada ou inativa.'],
  ])('answers %j with %i', async (query, status, msg) => {
    const { chave } = await criarTenant();
    const r = await chamar('GET', '/api/v1/configuracao', { chave, query });
    expect(r.status).toBe(status);
    expect(r.corpo.erros).toEqual([msg]);
  });
});

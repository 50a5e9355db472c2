// The demo data set: one tenant, two stores, three campaigns, two API keys and three panel
// logins. The seed (prisma/seed.ts), the start-up banner, the README and the tests all read the
// values from here, so a changed password or key cannot drift between them.
//
// Fixed identifiers make the seed idempotent: a second run finds the same rows instead of
// creating new ones. They are valid UUIDs (version 4, RFC variant) with a readable tail.

export const TENANT_DEMO = {
  id: 'd0000000-0000-4000-8000-000000000001',
  nome: 'Demo Fidelidade',
} as const;

/** Plain values are public on purpose: this is demo data, documented in the README. */
export const CHAVES_DEMO = {
  producao: {
    id: 'd0000000-0000-4000-8000-000000000301',
    nome: 'PDV demo',
    valor: 'fid_live_demoDEMOdemoDEMOdemoDEMOdemo0001',
    ambiente: 'Producao',
  },
  teste: {
    id: 'd0000000-0000-4000-8000-000000000302',
    nome: 'PDV demo (teste)',
    valor: 'fid_test_demoDEMOdemoDEMOdemoDEMOdemo0001',
    ambiente: 'Teste',
  },
} as const;

/** Same length as lib/domain/acesso/chave-api.ts `gerarChave` uses for the list prefix. */
export function prefixoDaChave(valor: string): string {
  return valor.slice(0, 17);
}

export const LOJAS_DEMO = {
  centro: {
    id: 'd0000000-0000-4000-8000-000000000101',
    nome: 'Demo Centro',
    cnpj: '11222333000181',
    fusoHorario: 'America/Sao_Paulo',
  },
  /** Alphanumeric CNPJ (IN RFB 2.229/2024), so the demo exercises both formats. */
  shopping: {
    id: 'd0000000-0000-4000-8000-000000000102',
    nome: 'Demo Shopping',
    cnpj: '12ABC34501DE35',
    fusoHorario: 'America/Sao_Paulo',
  },
} as const;

/** Column values as PostgreSQL receives them (numeric as text, never floats). */
export const CAMPANHAS_DEMO = {
  cashbackCentro: {
    id: 'd0000000-0000-4000-8000-000000000201',
    lojaId: LOJAS_DEMO.centro.id,
    nome: 'Cashback 5%',
    tipo: 'Cashback',
    status: 'Ativa',
    percentualCashback: '5.00',
    pontosPorReal: null,
    compraMinima: '10.00',
    validadeDias: 90,
    modoCashback: 'Imediato',
    diasLiberacao: 0,
    resgateMinimo: '5.00',
    percentualMaximoResgate: '50.00',
    pontosMinimosParaResgate: null,
    permiteUsoParcialDePontos: true,
    permiteCheckoutCashbackNaVenda: true,
    permiteDescontoSobreCashbackGerado: true,
    permiteCashbackEmResgate: false,
  },
  pontosCentro: {
    id: 'd0000000-0000-4000-8000-000000000202',
    lojaId: LOJAS_DEMO.centro.id,
    nome: 'Pontos 1 por real',
    tipo: 'Pontos',
    status: 'Ativa',
    percentualCashback: null,
    pontosPorReal: '1',
    compraMinima: '0',
    validadeDias: 365,
    modoCashback: 'Imediato',
    diasLiberacao: 0,
    resgateMinimo: '0',
    percentualMaximoResgate: null,
    pontosMinimosParaResgate: 100,
    permiteUsoParcialDePontos: true,
    permiteCheckoutCashbackNaVenda: false,
    permiteDescontoSobreCashbackGerado: false,
    permiteCashbackEmResgate: false,
  },
  cashbackShopping: {
    id: 'd0000000-0000-4000-8000-000000000203',
    lojaId: LOJAS_DEMO.shopping.id,
    nome: 'Cashback 10% liberado em 7 dias',
    tipo: 'Cashback',
    status: 'Ativa',
    percentualCashback: '10.00',
    pontosPorReal: null,
    compraMinima: '0',
    validadeDias: 60,
    modoCashback: 'Diferido',
    diasLiberacao: 7,
    resgateMinimo: '0',
    percentualMaximoResgate: null,
    pontosMinimosParaResgate: null,
    permiteUsoParcialDePontos: true,
    permiteCheckoutCashbackNaVenda: false,
    permiteDescontoSobreCashbackGerado: false,
    permiteCashbackEmResgate: false,
  },
} as const;

export const USUARIOS_DEMO = {
  superAdmin: {
    id: 'd0000000-0000-4000-8000-000000000401',
    email: 'admin@fidelidade.dev',
    senha: 'Admin@123456',
    nome: 'Equipe Fidelidade',
    perfil: 'SuperAdmin',
    tenantId: null,
  },
  gerente: {
    id: 'd0000000-0000-4000-8000-000000000402',
    email: 'gerente@demo.dev',
    senha: 'Gerente@123456',
    nome: 'Gerente Demo',
    perfil: 'AdminTenant',
    tenantId: TENANT_DEMO.id,
  },
  caixa: {
    id: 'd0000000-0000-4000-8000-000000000403',
    email: 'caixa@demo.dev',
    senha: 'Caixa@123456',
    nome: 'Caixa Demo',
    perfil: 'Operador',
    tenantId: TENANT_DEMO.id,
  },
} as const;

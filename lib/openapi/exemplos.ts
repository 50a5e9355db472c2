// Example values shared by the operations' declarations. They are placeholders, but valid
// ones (CPF and CNPJ check digits, RFC 4122 UUIDs), because the tests parse every example with
// the schema the route validates with. One coherent story across endpoints: the store sells
// R$ 150,00 to a customer, crediting 5% cashback and 1 point per real.

export const CNPJ = '11.222.333/0001-81';
export const CNPJ_DIGITOS = '11222333000181';
export const CPF = '529.982.247-25';
export const CPF_DIGITOS = '52998224725';

export const ID = {
  venda: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
  cliente: '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
  campanhaCashback: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  campanhaPontos: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  movimentacaoCashback: '3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a',
  movimentacaoPontos: '4e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b',
  movimentacaoResgate: '5f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c',
  loteCashback: '7a8b9c0d-1e2f-4a3b-9c4d-5e6f7a8b9c0d',
  lotePontos: '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e',
  qr: '9c0d1e2f-3a4b-4c5d-9e6f-7a8b9c0d1e2f',
  /** The programme (tenant) the customer belongs to, in the club's answers and the panel's customer pages. */
  programa: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
} as const;

export const NOME = 'Maria da Silva';
export const EMAIL = 'maria@example.com';
export const TELEFONE = '(11) 98765-4321';
export const TELEFONE_DIGITOS = '11987654321';

/**
 * `criadoEm` and `atualizadoEm` (`criadoEAtualizado`) of a panel record as created and not edited
 * since (a store, a tenant, a user, a webhook, a campaign).
 */
export const RECEM_CRIADO = { criadoEm: '2026-05-21T14:30:00Z', atualizadoEm: '2026-05-21T14:30:00Z' };

/** A panel user as created (a tenant's first manager, a new operator): active, first access pending, never signed in. */
export const USUARIO_RECEM_CRIADO = {
  ativo: true,
  primeiroAcessoPendente: true,
  ultimoLoginEm: null,
  doisFatoresAtivo: false,
  ...RECEM_CRIADO,
};

/** When the customer registered, at the PDV: the registration, its QR and its LGPD consent. */
export const CADASTRO_EM = '2026-03-29T12:00:00Z';

/** The customer's registration as the answers show it (phone in digits). */
export const PESSOA = { cpf: CPF, nome: NOME, email: EMAIL, telefone: TELEFONE_DIGITOS, dataNascimento: '1990-04-15' };

/** The customer's two active lots: R$ 7,50 of cashback and 150 points, both available. */
export const LOTES_ATIVOS = [
  {
    id: ID.loteCashback,
    tipoBeneficio: 'Cashback' as const,
    valorOriginal: 7.5,
    valorDisponivel: 7.5,
    status: 'Disponivel' as const,
    dataLiberacao: null,
    dataExpiracao: '2026-11-20',
  },
  {
    id: ID.lotePontos,
    tipoBeneficio: 'Pontos' as const,
    valorOriginal: 150,
    valorDisponivel: 150,
    status: 'Disponivel' as const,
    dataLiberacao: null,
    dataExpiracao: null,
  },
];

/** The customer's balance after the R$ 150,00 sale (`saldoAtual`): LOTES_ATIVOS. */
export const SALDO_APOS_VENDA = { saldoPontos: 150, saldoCashback: 7.5, saldoPendente: 0 };

/** `ClienteSaldoResponse` of the customer holding LOTES_ATIVOS. */
export const SALDO_CLIENTE = { clienteId: ID.cliente, clienteNome: NOME, ...SALDO_APOS_VENDA, lotesAtivos: LOTES_ATIVOS };
const SALDO_ZERADO = { saldoPontos: 0, saldoCashback: 0, saldoPendente: 0 };

/** The credits of the sale, one per campaign (`beneficiosAplicados`). */
const BENEFICIOS_DA_VENDA = [
  {
    movimentacaoId: ID.movimentacaoCashback,
    campanhaId: ID.campanhaCashback,
    campanhaDescricao: 'Cashback 5%',
    tipoBeneficio: 'Cashback' as const,
    pontosCreditados: 0,
    cashbackCreditado: 7.5,
    statusBeneficio: 'Disponivel' as const,
    dataLiberacao: null,
    dataExpiracao: '2026-11-20',
  },
  {
    movimentacaoId: ID.movimentacaoPontos,
    campanhaId: ID.campanhaPontos,
    campanhaDescricao: '1 ponto por real',
    tipoBeneficio: 'Pontos' as const,
    pontosCreditados: 150,
    cashbackCreditado: 0,
    statusBeneficio: 'Disponivel' as const,
    dataLiberacao: null,
    dataExpiracao: null,
  },
];

/** `VendaResponse` of the sale (POST /venda and the panel's cashier). */
export const VENDA_REGISTRADA = {
  vendaId: ID.venda,
  clienteId: ID.cliente,
  clienteNome: NOME,
  valorVenda: 150,
  beneficiosAplicados: BENEFICIOS_DA_VENDA,
  pontosCreditados: 150,
  cashbackCreditado: 7.5,
  cashbackUsado: 0,
  descontoGerado: 0,
  valorFinal: 150,
  saldoAtual: SALDO_APOS_VENDA,
};

/** `ResgateResponse` of R$ 5,00 of cashback (POST /resgate and the cashier). */
export const RESGATE_REGISTRADO = {
  movimentacaoId: ID.movimentacaoResgate,
  clienteId: ID.cliente,
  clienteNome: NOME,
  tipoBeneficio: 'Cashback' as const,
  pontosResgatados: 0,
  cashbackResgatado: 5,
  saldoAtual: { saldoPontos: 150, saldoCashback: 2.5, saldoPendente: 0 },
};

/** The credits of the sale, reversed by its cancellation (`movimentacoesCanceladas`). */
const MOVIMENTACOES_CANCELADAS = [
  { movimentacaoId: ID.movimentacaoCashback, tipoBeneficio: 'Cashback' as const, valorCreditado: 7.5, valorEstornado: 7.5 },
  { movimentacaoId: ID.movimentacaoPontos, tipoBeneficio: 'Pontos' as const, valorCreditado: 150, valorEstornado: 150 },
];

/** What cancelling the sale reverses (the cancellation and its previews). */
const ESTORNO = { movimentacoesCanceladas: MOVIMENTACOES_CANCELADAS, pontosEstornados: 150, cashbackEstornado: 7.5, cashbackDevolvido: 0 };

/** The previews of the cancellation: the balance before and after, and the reversal. */
export const PREVIA_ESTORNO = { saldoAntes: SALDO_APOS_VENDA, saldoDepois: SALDO_ZERADO, ...ESTORNO };

/** `CancelamentoVendaResponse` of the sale (POST /venda/cancelar, the cashier, the panel). */
export const VENDA_CANCELADA = {
  vendaId: ID.venda,
  clienteId: ID.cliente,
  status: 'Cancelada' as const,
  canceladaEm: '2026-05-21T14:30:00Z',
  ...ESTORNO,
  saldoAtual: SALDO_ZERADO,
};

/** The amounts of the sale as the panel's lists and the LGPD export show them. */
export const VALORES_DA_VENDA = {
  valorVenda: 150,
  cashbackUsado: 0,
  descontoGerado: 0,
  valorFinal: 150,
  cashbackCreditado: 7.5,
  pontosCreditados: 150,
};

/**
 * A group of a results window (campaigns and automations) from its counts, with the ratios derived
 * as the answer derives them (R$ with 2 places, the others with 4).
 */
export const grupoResultados = (clientes: number, compradores: number, compras: number, receita: number) => ({
  clientes,
  compradores,
  compras,
  receita: receita.toFixed(2),
  receitaPorCliente: (receita / clientes).toFixed(2),
  comprasPorCliente: (compras / clientes).toFixed(4),
  taxaConversao: (compradores / clientes).toFixed(4),
});

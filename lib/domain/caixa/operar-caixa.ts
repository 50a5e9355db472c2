// The cashier's counter in the panel (/painel/caixa): a sale, its preview, a redemption and a
// cancellation made by an operator. Each write goes through the very function the PDV API calls
// (registrarVenda, resgatarSaldo, cancelarVenda): same rules, same messages, same idempotency on
// `documentoExterno`. What the counter adds is who did it: one audit row per action with the
// operator's identity (docs/caixa.md).
//
// The audit row is written right after the write commits (the PDV functions run on the SQL pool,
// the audit on Prisma): a replay of the same documentoExterno is audited too, flagged
// `retransmissao`, so the log shows every click and the ledger shows one sale.
import 'server-only';
import { consulta, prisma, sql } from '@/lib/db';
import { type Decimal, ZERO, formatarReais, paraNumero } from '@/lib/dinheiro';
import { MENSAGENS, regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { cnpjOuErro } from '@/lib/domain/loja/loja-do-tenant';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditar } from '@/lib/domain/auditoria/auditar';
import { lerCampanhas, permiteCheckoutCashback, sqlCampanhasAtivas, type TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import { calcularVenda, campanhasElegiveis, ehDiferida, type Modelo } from '@/lib/domain/venda/calcular-beneficios';
import { registrarVenda, type VendaResponse } from '@/lib/domain/venda/registrar-venda';
import { MOTIVOS_BLOQUEIO } from '@/lib/domain/venda/simular-venda';
import { cancelarVenda, simularCancelamentoVenda, type CancelamentoVendaResponse } from '@/lib/domain/venda/cancelar-venda';
import { reversaoDaPrevia, type PreviaCancelamentoResponse } from '@/lib/domain/venda/admin-venda';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { resgatarSaldo, type ResgateResponse } from '@/lib/domain/resgate/resgatar-saldo';
import { Q_SALDO } from '@/lib/domain/lote/status-efetivo-sql';
import { lerSaldo, saldoResponse, type LinhaSaldo } from '@/lib/domain/lote/serializar-saldo';
import { cpfDoClienteCaixa } from '@/lib/domain/caixa/buscar-cliente-caixa';
import { exigirLimiteDoOperador } from '@/lib/domain/caixa/limite-caixa';
import type { AcaoAuditoria, EntidadeAuditoria } from '@/lib/domain/auditoria/acoes';

/** Audit of one counter action, after its write committed. */
async function auditarCaixa(
  principal: PrincipalAdmin,
  tenantId: string,
  acao: AcaoAuditoria,
  entidade: EntidadeAuditoria,
  entidadeId: string,
  depois: Record<string, unknown>,
) {
  await prisma.$transaction((tx) => auditar(tx, { principal, tenantId, acao, entidade, entidadeId, depois }));
}

// ---------------------------------------------------------------------------------------------
// Preview

export const MOTIVOS_MODELO_2 = {
  naoPermite: 'A campanha de cashback desta loja não permite usar o saldo como desconto na venda.',
  semSaldo: 'O cliente não tem cashback disponível.',
  resgateMinimo: (v: Decimal) => `O cashback disponível está abaixo do mínimo para uso da campanha (${formatarReais(v)}).`,
} as const;

export type OpcaoVendaCaixa = {
  /** 1: no discount; 2: the available balance as discount; 3: this sale's cashback as discount. */
  modelo: Modelo;
  disponivel: boolean;
  motivoBloqueio: string | null;
  cashbackUsado: number;
  descontoGerado: number;
  valorFinal: number;
  cashbackCreditado: number;
  /** true when the cashback credited waits as Pendente (deferred campaign). */
  cashbackPendente: boolean;
  pontosCreditados: number;
};

export type PreviewVendaCaixaResponse = {
  valorVenda: number;
  saldoCashback: number;
  opcoes: OpcaoVendaCaixa[];
};

const Q_CAMPANHAS = consulta(`SELECT l.ativo, ${sqlCampanhasAtivas('$3')} AS campanhas FROM loja l WHERE l.tenant_id = $1 AND l.cnpj = $2`);

/**
 * What the sale would give under each model, computed by calcularVenda — the arithmetic the sale
 * itself runs — with the campaigns and the customer's balance of this instant. Model 2 is
 * recomputed under the customer's lock at confirmation, so a balance that moves in between
 * changes the discount (never the rule). Writes nothing.
 */
export async function simularVendaCaixa(
  principal: PrincipalAdmin,
  tenantId: string,
  e: { cnpjLoja: string; clienteId: string; valorVenda: Decimal },
): Promise<PreviewVendaCaixaResponse> {
  // The cashier learns of the programme's limit before confirming: the sale's own refusal, first.
  await exigirLimiteDoOperador(principal, tenantId, e.valorVenda);
  const cnpj = cnpjOuErro(e.cnpjLoja);
  const agora = relogio();
  const [l] = await sql.query<{ ativo: boolean; campanhas: unknown }>(Q_CAMPANHAS, [tenantId, cnpj, agora]);
  if (!l || !l.ativo) throw regraDeNegocio(MENSAGENS.lojaNaoEncontrada);
  await cpfDoClienteCaixa(tenantId, e.clienteId);
  const [s] = await sql.query<LinhaSaldo>(Q_SALDO, [tenantId, e.clienteId.toLowerCase(), agora]);
  const saldo = lerSaldo(s).cashback;

  // Rule 7 of POST /venda: without an eligible campaign the sale is refused; say it now.
  const elegiveis = campanhasElegiveis(lerCampanhas(l.campanhas), e.valorVenda);
  if (elegiveis.length === 0) throw regraDeNegocio(MENSAGENS_VENDA.semCampanha);
  const cb = elegiveis.find((c) => c.tipo === 'Cashback');
  const todas = lerCampanhas(l.campanhas).find((c) => c.tipo === 'Cashback');

  const opcao = (modelo: Modelo, motivo: string | null): OpcaoVendaCaixa => {
    const calc = calcularVenda({ valorVenda: e.valorVenda, elegiveis, modelo: motivo ? 1 : modelo, saldoDisponivel: saldo });
    const cashback = calc.beneficios.reduce((t, b) => t.add(b.cashback), ZERO as Decimal);
    const pontos = calc.beneficios.reduce((t, b) => t.add(b.pontos), ZERO as Decimal);
    return {
      modelo,
      disponivel: motivo === null,
      motivoBloqueio: motivo,
      cashbackUsado: paraNumero(calc.cashbackUsado),
      descontoGerado: paraNumero(calc.descontoGerado),
      valorFinal: paraNumero(calc.valorFinal),
      cashbackCreditado: paraNumero(cashback),
      cashbackPendente: !!cb && ehDiferida(cb) && cashback.gt(0),
      pontosCreditados: paraNumero(pontos),
    };
  };

  let motivo2: string | null = null;
  if (!permiteCheckoutCashback(cb)) motivo2 = MOTIVOS_MODELO_2.naoPermite;
  else if (saldo.lte(0)) motivo2 = MOTIVOS_MODELO_2.semSaldo;
  else if (saldo.lt(cb!.resgateMinimo)) motivo2 = MOTIVOS_MODELO_2.resgateMinimo(cb!.resgateMinimo);

  // The reasons of POST /venda/preview, in its order.
  let motivo3: string | null = null;
  if (!todas) motivo3 = MOTIVOS_BLOQUEIO.semCampanha;
  else if (todas.modoCashback !== 'Imediato') motivo3 = MOTIVOS_BLOQUEIO.diferido;
  else if (!todas.permiteDescontoSobreCashbackGerado) motivo3 = MOTIVOS_BLOQUEIO.naoPermite;
  else if (!cb) motivo3 = MOTIVOS_BLOQUEIO.compraMinima(todas.compraMinima);

  return {
    valorVenda: paraNumero(e.valorVenda),
    saldoCashback: paraNumero(saldo),
    opcoes: [opcao(1, null), opcao(2, motivo2), opcao(3, motivo3)],
  };
}

// ---------------------------------------------------------------------------------------------
// Writes

export type EntradaVendaCaixa = {
  cnpjLoja: string;
  clienteId: string;
  valorVenda: Decimal;
  documentoExterno: string;
  observacao?: string;
  usarCashbackDisponivel: boolean;
  usarCashbackGerado: boolean;
};

/** The PDV's entry from the counter's: the customer the counter identified, named by CPF as the PDV names it. */
async function comCpf<E extends { clienteId: string }>(tenantId: string, e: E): Promise<Omit<E, 'clienteId'> & { cpf: string }> {
  const { clienteId, ...pdv } = e;
  return { ...pdv, cpf: await cpfDoClienteCaixa(tenantId, clienteId) };
}

export async function venderNoCaixa(principal: PrincipalAdmin, tenantId: string, e: EntradaVendaCaixa) {
  await exigirLimiteDoOperador(principal, tenantId, e.valorVenda, e);
  const r: { venda: VendaResponse; retransmissao: boolean } = await registrarVenda(tenantId, await comCpf(tenantId, e));
  const v = r.venda;
  await auditarCaixa(principal, tenantId, 'CaixaRegistrarVenda', 'Venda', v.vendaId, {
    clienteId: v.clienteId,
    cnpjLoja: cnpjOuErro(e.cnpjLoja),
    documentoExterno: e.documentoExterno,
    valorVenda: v.valorVenda,
    cashbackUsado: v.cashbackUsado,
    descontoGerado: v.descontoGerado,
    valorFinal: v.valorFinal,
    cashbackCreditado: v.cashbackCreditado,
    pontosCreditados: v.pontosCreditados,
    retransmissao: r.retransmissao,
  });
  return r;
}

export type EntradaResgateCaixa = {
  cnpjLoja: string;
  clienteId: string;
  tipoBeneficio: TipoBeneficio;
  valorResgate?: Decimal | null;
  pontosResgate?: number | null;
  documentoExterno: string;
  observacao?: string;
  descricaoTroca?: string;
};

export async function resgatarNoCaixa(principal: PrincipalAdmin, tenantId: string, e: EntradaResgateCaixa) {
  const r: { resgate: ResgateResponse; retransmissao: boolean } = await resgatarSaldo(tenantId, await comCpf(tenantId, e));
  const g = r.resgate;
  await auditarCaixa(principal, tenantId, 'CaixaResgatar', 'Resgate', g.movimentacaoId, {
    clienteId: g.clienteId,
    cnpjLoja: cnpjOuErro(e.cnpjLoja),
    documentoExterno: e.documentoExterno,
    tipoBeneficio: g.tipoBeneficio,
    cashbackResgatado: g.cashbackResgatado,
    pontosResgatados: g.pontosResgatados,
    descricaoTroca: e.tipoBeneficio === 'Pontos' ? (e.descricaoTroca ?? null) : null,
    retransmissao: r.retransmissao,
  });
  return r;
}

export type EntradaCancelamentoCaixa = { cnpjLoja: string; vendaId?: string; documentoExterno?: string; motivo?: string };

export async function cancelarNoCaixa(principal: PrincipalAdmin, tenantId: string, e: EntradaCancelamentoCaixa) {
  const r: { cancelamento: CancelamentoVendaResponse; jaCancelada: boolean } = await cancelarVenda(tenantId, e);
  const c = r.cancelamento;
  await auditarCaixa(principal, tenantId, 'CaixaCancelarVenda', 'Venda', c.vendaId, {
    clienteId: c.clienteId,
    cnpjLoja: cnpjOuErro(e.cnpjLoja),
    motivo: e.motivo ?? null,
    cashbackEstornado: c.cashbackEstornado,
    pontosEstornados: c.pontosEstornados,
    cashbackDevolvido: c.cashbackDevolvido,
    jaCancelada: r.jaCancelada,
  });
  return r;
}

/** The Vendas page's preview (PreviaCancelamentoResponse) plus what the counter names the sale by. */
export type PreviaCancelamentoCaixaResponse = PreviaCancelamentoResponse & {
  clienteId: string;
  documentoExterno: string | null;
  valorVenda: number;
};

const Q_VENDA_PREVIA = consulta(`SELECT documento_externo, valor_venda::text AS valor_venda FROM venda WHERE tenant_id = $1 AND id = $2`);

/**
 * The exact reversal the counter's cancellation would apply now, with the same body as the
 * cancellation: the real cancelarVenda run as a dry run (simularCancelamentoVenda: its
 * transaction is rolled back), so the numbers are the ones the cancellation then applies — unless
 * the balance moves in between. The same refusals (404, 422 without balance). Writes nothing, not
 * even an audit row (docs/caixa.md).
 */
export async function simularCancelamentoNoCaixa(tenantId: string, e: EntradaCancelamentoCaixa): Promise<PreviaCancelamentoCaixaResponse> {
  const { cancelamento: c, jaCancelada } = await simularCancelamentoVenda(tenantId, { ...e, motivo: undefined });
  const [s] = await sql.query<LinhaSaldo>(Q_SALDO, [tenantId, c.clienteId, relogio()]);
  const [v] = await sql.query<{ documento_externo: string | null; valor_venda: string }>(Q_VENDA_PREVIA, [tenantId, c.vendaId]);
  return {
    vendaId: c.vendaId,
    clienteId: c.clienteId,
    documentoExterno: v?.documento_externo ?? null,
    valorVenda: paraNumero(v?.valor_venda ?? '0'),
    ...reversaoDaPrevia(c, jaCancelada, saldoResponse(lerSaldo(s))),
  };
}

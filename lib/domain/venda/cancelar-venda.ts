// POST /api/v1/venda/cancelar: cancels ALL movements of a sale (its `vendaId`), never one
// (spec 1.6.0, "bulk-forced cancellation"). Request and response are ours
// (docs/regras-de-negocio.md, "Cancelling a sale", with worked examples).
//
// What the sale did is reversed exactly, in one transaction, under the customer's lock:
// 1. balance the sale consumed as a discount (model 2) goes back to the lots it came from;
// 2. each lot the sale credited is cancelled; what is left of it disappears with it;
// 3. what the customer already spent of those lots is taken back from the customer's other
//    balance of the same kind (available first, oldest first, then pending cashback). If that
//    balance cannot cover it, the cancellation is refused (422) and nothing changes: no credit
//    survives a cancellation and no balance ever goes negative.
// A second cancellation of the same sale answers the first one's result (idempotent).
import 'server-only';
import { randomUUID } from 'node:crypto';
import { consulta, sql, transacao, type Executor } from '@/lib/db';
import { instrucao } from '@/lib/sql';
import { Decimal, ZERO, minimo, paraNumero } from '@/lib/dinheiro';
import { isoUtc } from '@/lib/datas';
import { ErroDeNegocio, regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { cnpjOuErro, lojaAtivaDoTenant } from '@/lib/domain/loja/loja-do-tenant';
import { Q_SALDO, Q_TRAVAR_VINCULO } from '@/lib/domain/lote/status-efetivo-sql';
import { lotesParaDebito, type Consumo } from '@/lib/domain/lote/debitar-lotes-fifo';
import { materializarLotesDoCliente } from '@/lib/domain/lote/liberar-e-expirar-lotes';
import { lerSaldo, saldoResponse, type LinhaSaldo, type SaldoResponse } from '@/lib/domain/lote/serializar-saldo';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { registrarEventoWebhook, temWebhook } from '@/lib/domain/webhooks/registrar-evento';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { ordenarComo } from '@/lib/json/ordenar-como';
import { cancelamentoVendaResponseSchema } from '@/lib/openapi/respostas';

export type EntradaCancelamento = {
  cnpjLoja: string;
  vendaId?: string;
  documentoExterno?: string;
  motivo?: string;
};

export type MovimentacaoCancelada = {
  movimentacaoId: string;
  tipoBeneficio: 'Cashback' | 'Pontos';
  valorCreditado: number;
  valorEstornado: number;
};

export type CancelamentoVendaResponse = {
  vendaId: string;
  clienteId: string;
  status: 'Cancelada';
  canceladaEm: string;
  movimentacoesCanceladas: MovimentacaoCancelada[];
  pontosEstornados: number;
  cashbackEstornado: number;
  cashbackDevolvido: number;
  saldoAtual: SaldoResponse;
};

const Q_VENDA_POR_ID = consulta(`SELECT id FROM venda WHERE tenant_id = $1 AND loja_id = $2 AND id = $3`);
const Q_VENDA_POR_DOCUMENTO = consulta(`SELECT id FROM venda WHERE tenant_id = $1 AND loja_id = $2 AND documento_externo = $3`);
const Q_TRAVAR_VENDA = consulta(
  `SELECT id, cliente_id, status, documento_externo, resposta_cancelamento FROM venda WHERE id = $1 FOR UPDATE`,
);

/** What a model-2 sale consumed, lot by lot, with each lot's current state. */
const Q_CONSUMOS_DA_VENDA = consulta(`
  SELECT cl.lote_id, cl.valor::text AS valor, lo.status, lo.tipo_beneficio, lo.loja_id, lo.campanha_id,
         lo.data_expiracao, lo.expira_em
    FROM movimentacao m
    JOIN consumo_lote cl ON cl.movimentacao_id = m.id
    JOIN lote lo ON lo.id = cl.lote_id
   WHERE m.venda_id = $1 AND m.tipo = 'UsoCashbackVenda'
   ORDER BY lo.criado_em, lo.id
     FOR UPDATE OF lo`);

/** The lots the sale credited, locked. */
const Q_LOTES_DA_VENDA = consulta(`
  SELECT id, movimentacao_id, tipo_beneficio, valor_original::text AS valor_original,
         valor_disponivel::text AS valor_disponivel, status
    FROM lote WHERE venda_id = $1 AND status <> 'Cancelado'
   ORDER BY tipo_beneficio
     FOR UPDATE`);

const S_DEVOLVER_A_LOTE = consulta(`
  UPDATE lote SET valor_disponivel = valor_disponivel + $2,
         status = CASE WHEN status = 'Expirado' THEN 'Expirado'::"StatusLote" ELSE 'Disponivel'::"StatusLote" END,
         atualizado_em = $3
   WHERE id = $1`);

/** A ledger row of the cancellation; `valor` is the amount as text (numeric), exact. */
export type MovimentoDoCancelamento = {
  id: string;
  tenantId: string;
  clienteId: string;
  lojaId: string;
  campanhaId: string | null;
  vendaId: string;
  loteId: string | null;
  tipo: 'DevolucaoCashbackVenda' | 'ExpiracaoCashback' | 'CancelamentoCashback' | 'CancelamentoPontos';
  tipoBeneficio: 'Cashback' | 'Pontos';
  valor: string;
  descricao: string;
  agora: Date;
};

export const S_MOVIMENTO = instrucao<MovimentoDoCancelamento>(
  (p) => `
  INSERT INTO movimentacao (id, tenant_id, cliente_id, loja_id, campanha_id, venda_id, lote_id, tipo, tipo_beneficio, valor, descricao, criado_em)
  VALUES (${p.id}, ${p.tenantId}, ${p.clienteId}, ${p.lojaId}, ${p.campanhaId}, ${p.vendaId}, ${p.loteId}, ${p.tipo}::"TipoMovimentacao",
          ${p.tipoBeneficio}::"TipoBeneficio", ${p.valor}, ${p.descricao}, ${p.agora})`,
);

/** The new Cashback lot that takes back a discount whose own lot was cancelled since. */
export type LoteDeDevolucao = {
  id: string;
  tenantId: string;
  clienteId: string;
  lojaId: string;
  campanhaId: string | null;
  movimentacaoId: string;
  valor: string;
  dataExpiracao: string | null;
  expiraEm: Date | null;
  agora: Date;
};

export const S_LOTE_DEVOLUCAO = instrucao<LoteDeDevolucao>(
  (p) => `
  INSERT INTO lote (id, tenant_id, cliente_id, loja_id, campanha_id, venda_id, movimentacao_id, tipo_beneficio,
                    valor_original, valor_disponivel, status, data_expiracao, expira_em, criado_em, atualizado_em)
  VALUES (${p.id}, ${p.tenantId}, ${p.clienteId}, ${p.lojaId}, ${p.campanhaId}, NULL, ${p.movimentacaoId}, 'Cashback', ${p.valor}, ${p.valor},
          'Disponivel', ${p.dataExpiracao}, ${p.expiraEm}, ${p.agora}, ${p.agora})`,
);

const S_CANCELAR_LOTE = consulta(`UPDATE lote SET status = 'Cancelado', valor_disponivel = 0, atualizado_em = $2 WHERE id = $1`);

const S_DEBITAR_LOTES = consulta(`
  WITH c AS (SELECT * FROM unnest($1::uuid[], $2::numeric[]) AS c(lote_id, valor)),
  upd AS (
    UPDATE lote SET valor_disponivel = lote.valor_disponivel - c.valor,
           status = CASE WHEN lote.valor_disponivel - c.valor = 0 THEN 'Resgatado'::"StatusLote" ELSE lote.status END,
           atualizado_em = $4
      FROM c WHERE lote.id = c.lote_id RETURNING lote.id)
  INSERT INTO consumo_lote (lote_id, movimentacao_id, valor, criado_em) SELECT c.lote_id, $3, c.valor, $4 FROM c`);

const S_MARCAR_CANCELADA = consulta(`
  UPDATE venda SET status = 'Cancelada', cancelada_em = $2, motivo_cancelamento = $3, resposta_cancelamento = $4 WHERE id = $1`);

type LinhaConsumo = {
  lote_id: string;
  valor: string;
  status: string;
  tipo_beneficio: string;
  loja_id: string;
  campanha_id: string | null;
  data_expiracao: string | null;
  expira_em: Date | null;
};
type LinhaLoteVenda = {
  id: string;
  movimentacao_id: string;
  tipo_beneficio: 'Cashback' | 'Pontos';
  valor_original: string;
  valor_disponivel: string;
  status: string;
};

/**
 * Takes back what the customer already spent of a cancelled credit: from the usable lots first,
 * then from the pending ones, oldest first, never from the sale's own lots
 * (docs/regras-de-negocio.md, "Cancelling a sale").
 */
async function debitarEstorno(
  tx: Executor,
  p: { tenantId: string; clienteId: string; tipo: 'Cashback' | 'Pontos'; agora: Date; excluir: string[] },
  gasto: Decimal,
): Promise<Consumo[]> {
  const disponiveis = await lotesParaDebito(tx, { ...p, fase: 'disponiveis' });
  const doDisponivel = minimo(disponiveis.total, gasto);
  const dosPendentes = gasto.sub(doDisponivel);
  const pendentes = dosPendentes.gt(0) ? await lotesParaDebito(tx, { ...p, fase: 'pendentes' }) : null;
  if (pendentes && pendentes.total.lt(dosPendentes)) throw regraDeNegocio(MENSAGENS_VENDA.cancelamentoSemSaldo);
  const a = doDisponivel.gt(0) ? await disponiveis.consumir(doDisponivel) : [];
  const b = pendentes ? await pendentes.consumir(dosPendentes) : [];
  if (!a || !b) throw regraDeNegocio(MENSAGENS_VENDA.cancelamentoSemSaldo);
  return [...a, ...b];
}

/**
 * What a dry run hands back: the answer the cancellation WOULD give, computed by the very code
 * below inside a transaction that is then rolled back (nothing is written, no lock outlives it).
 */
class SimulacaoConcluida extends Error {
  constructor(readonly resultado: { cancelamento: CancelamentoVendaResponse; jaCancelada: boolean }) {
    super('simulação de cancelamento');
  }
}

/**
 * Options of a cancellation. `simular`: compute the exact reversal and roll it back (the panel's
 * confirmation shows it: docs/vendas-painel.md). `aoConcluir`: one more write in the same
 * transaction (the panel's audit row), only when the sale is really cancelled now.
 */
export type OpcoesCancelamento = {
  simular?: boolean;
  aoConcluir?: (tx: Executor, r: CancelamentoVendaResponse) => Promise<void>;
};

/** The cancellation's answer without writing anything: same rules, same refusals (422 when the balance cannot cover it). */
export async function simularCancelamentoVenda(
  tenantId: string,
  e: EntradaCancelamento,
): Promise<{ cancelamento: CancelamentoVendaResponse; jaCancelada: boolean }> {
  try {
    return await cancelarVenda(tenantId, e, { simular: true });
  } catch (x) {
    if (x instanceof SimulacaoConcluida) return x.resultado;
    throw x;
  }
}

export async function cancelarVenda(
  tenantId: string,
  e: EntradaCancelamento,
  opcoes: OpcoesCancelamento = {},
): Promise<{ cancelamento: CancelamentoVendaResponse; jaCancelada: boolean }> {
  const loja = await lojaAtivaDoTenant(tenantId, e.cnpjLoja);
  const [achada] = e.vendaId
    ? await sql.query<{ id: string }>(Q_VENDA_POR_ID, [tenantId, loja.id, e.vendaId])
    : await sql.query<{ id: string }>(Q_VENDA_POR_DOCUMENTO, [tenantId, loja.id, e.documentoExterno]);
  if (!achada) throw new ErroDeNegocio(404, MENSAGENS_VENDA.vendaNaoEncontrada);
  const agora = relogio();
  const webhook = await temWebhook(tenantId, 'venda.cancelada');
  let webhookGravado = false;

  const r = await transacao(async (tx) => {
    const [venda] = await tx.query<{
      id: string;
      cliente_id: string;
      status: string;
      documento_externo: string | null;
      resposta_cancelamento: CancelamentoVendaResponse | null;
    }>(Q_TRAVAR_VENDA, [achada.id]);
    if (!venda) throw new ErroDeNegocio(404, MENSAGENS_VENDA.vendaNaoEncontrada);
    const clienteId = venda.cliente_id;
    if (venda.status === 'Cancelada' && venda.resposta_cancelamento) {
      const [s] = await tx.query<LinhaSaldo>(Q_SALDO, [tenantId, clienteId, agora]);
      // The first answer's JSON text: jsonb gave the stored one back in its own key order.
      const cancelamento = ordenarComo(cancelamentoVendaResponseSchema, {
        ...venda.resposta_cancelamento,
        saldoAtual: saldoResponse(lerSaldo(s)),
      });
      const r = { cancelamento, jaCancelada: true };
      if (opcoes.simular) throw new SimulacaoConcluida(r);
      return r;
    }
    await tx.query(Q_TRAVAR_VINCULO, [tenantId, clienteId]);
    await materializarLotesDoCliente(tx, agora, tenantId, clienteId);

    // 1. Model 2: give the consumed balance back to the lots it came from.
    let devolvido: Decimal = ZERO;
    const consumos = await tx.query<LinhaConsumo>(Q_CONSUMOS_DA_VENDA, [venda.id]);
    if (consumos.length > 0) {
      const movDevolucao = randomUUID();
      const total = consumos.reduce((s, c) => s.add(c.valor), ZERO as Decimal);
      await tx.query(
        S_MOVIMENTO,
        S_MOVIMENTO.valores({
          id: movDevolucao,
          tenantId,
          clienteId,
          lojaId: loja.id,
          campanhaId: null,
          vendaId: venda.id,
          loteId: null,
          tipo: 'DevolucaoCashbackVenda',
          tipoBeneficio: 'Cashback',
          valor: total.toFixed(2),
          descricao: 'Cashback usado na compra devolvido pelo cancelamento',
          agora,
        }),
      );
      for (const c of consumos) {
        if (c.status === 'Cancelado') {
          // The lot itself was cancelled since (its sale was cancelled and its use taken back from
          // the customer): the balance returns as a new lot with the same expiry.
          await tx.query(
            S_LOTE_DEVOLUCAO,
            S_LOTE_DEVOLUCAO.valores({
              id: randomUUID(),
              tenantId,
              clienteId,
              lojaId: c.loja_id,
              campanhaId: c.campanha_id,
              movimentacaoId: movDevolucao,
              valor: c.valor,
              dataExpiracao: c.data_expiracao,
              expiraEm: c.expira_em,
              agora,
            }),
          );
          continue;
        }
        await tx.query(S_DEVOLVER_A_LOTE, [c.lote_id, c.valor, agora]);
        if (c.status === 'Expirado') {
          // Returned to a lot whose validity has ended: it expires at once, and the ledger says so.
          await tx.query(
            S_MOVIMENTO,
            S_MOVIMENTO.valores({
              id: randomUUID(),
              tenantId,
              clienteId,
              lojaId: c.loja_id,
              campanhaId: c.campanha_id,
              vendaId: venda.id,
              loteId: c.lote_id,
              tipo: 'ExpiracaoCashback',
              tipoBeneficio: 'Cashback',
              valor: c.valor,
              descricao: 'Cashback devolvido por cancelamento já estava expirado',
              agora,
            }),
          );
        }
      }
      devolvido = total;
    }

    // 2 and 3. Cancel the credited lots; take back what was already spent of them.
    const lotes = await tx.query<LinhaLoteVenda>(Q_LOTES_DA_VENDA, [venda.id]);
    const idsDaVenda = new Set(lotes.map((l) => l.id));
    const canceladas: MovimentacaoCancelada[] = [];
    let pontosEstornados: Decimal = ZERO;
    let cashbackEstornado: Decimal = ZERO;
    for (const lote of lotes) {
      const original = new Decimal(lote.valor_original);
      const disponivel = new Decimal(lote.valor_disponivel);
      const restante = lote.status === 'Pendente' || lote.status === 'Disponivel' ? disponivel : ZERO;
      const gasto = original.sub(disponivel);
      const movCancelamento = randomUUID();
      let estornoExtra: Decimal = ZERO;
      let debitos: { loteId: string; valor: Decimal }[] = [];
      if (gasto.gt(0)) {
        debitos = await debitarEstorno(tx, { tenantId, clienteId, tipo: lote.tipo_beneficio, agora, excluir: [...idsDaVenda] }, gasto);
        estornoExtra = gasto;
      }
      const estornado = restante.add(estornoExtra);
      await tx.query(S_CANCELAR_LOTE, [lote.id, agora]);
      await tx.query(
        S_MOVIMENTO,
        S_MOVIMENTO.valores({
          id: movCancelamento,
          tenantId,
          clienteId,
          lojaId: loja.id,
          campanhaId: null,
          vendaId: venda.id,
          loteId: lote.id,
          tipo: lote.tipo_beneficio === 'Cashback' ? 'CancelamentoCashback' : 'CancelamentoPontos',
          tipoBeneficio: lote.tipo_beneficio,
          valor: estornado.toFixed(2),
          descricao: `Estorno por cancelamento da venda${e.motivo ? `: ${e.motivo}`.slice(0, 250) : ''}`,
          agora,
        }),
      );
      if (debitos.length > 0) {
        await tx.query(S_DEBITAR_LOTES, [debitos.map((d) => d.loteId), debitos.map((d) => d.valor.toFixed(2)), movCancelamento, agora]);
      }
      canceladas.push({
        movimentacaoId: lote.movimentacao_id,
        tipoBeneficio: lote.tipo_beneficio,
        valorCreditado: paraNumero(original),
        valorEstornado: paraNumero(estornado),
      });
      if (lote.tipo_beneficio === 'Pontos') pontosEstornados = pontosEstornados.add(estornado);
      else cashbackEstornado = cashbackEstornado.add(estornado);
    }

    const [s] = await tx.query<LinhaSaldo>(Q_SALDO, [tenantId, clienteId, agora]);
    const resposta: CancelamentoVendaResponse = {
      vendaId: venda.id,
      clienteId,
      status: 'Cancelada',
      canceladaEm: isoUtc(agora),
      movimentacoesCanceladas: canceladas,
      pontosEstornados: paraNumero(pontosEstornados),
      cashbackEstornado: paraNumero(cashbackEstornado),
      cashbackDevolvido: paraNumero(devolvido),
      saldoAtual: saldoResponse(lerSaldo(s)),
    };
    await tx.query(S_MARCAR_CANCELADA, [venda.id, agora, e.motivo ?? null, JSON.stringify(resposta)]);
    // A dry run ends here: the error rolls the whole transaction back and carries the answer out.
    if (opcoes.simular) throw new SimulacaoConcluida({ cancelamento: resposta, jaCancelada: false });
    if (webhook) {
      const { saldoAtual: _saldo, ...fato } = resposta;
      const dados = { ...fato, cnpjLoja: cnpjOuErro(e.cnpjLoja), documentoExterno: venda.documento_externo, motivo: e.motivo ?? null };
      webhookGravado = await registrarEventoWebhook(tx, tenantId, 'venda.cancelada', `cancelamento:${venda.id}`, dados, agora);
    }
    if (opcoes.aoConcluir) await opcoes.aoConcluir(tx, resposta);
    return { cancelamento: resposta, jaCancelada: false };
  });
  // Webhooks: the event left with the commit; nudge the dispatcher (lib/notificacoes/aviso-outbox.ts).
  if (webhookGravado) avisarOutbox();
  return r;
}

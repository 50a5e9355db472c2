// POST /api/v1/admin/ClienteAdmin/{id}/ajuste: a manager's manual credit (bonus) or debit of a
// customer's cashback or points, with a reason (issue 11, item 4; docs/regras-de-negocio.md,
// "Ajuste manual de saldo").
//
// A credit is a real lot (status Disponivel, its own validity) and an `AjusteCredito` movement; a
// debit consumes lots oldest first with the redemption's FIFO code and writes an `AjusteDebito`
// movement. In one transaction: lock the membership row (every debit and credit of this customer
// takes it, so simultaneous debits run one after the other), write the lot transitions that are
// due, check the balance, then one statement writes the adjustment, its movement, the lot or lot
// debits and the audit row. The running balance (saldo_participacao) follows by its triggers and
// its CHECK refuses a negative balance whatever happens above.
//
// Idempotent on retransmission: `chaveIdempotencia` is client-generated and unique per tenant; a
// second request with the same key answers the first adjustment (same data) or 422 (other data).
import 'server-only';
import type { z } from 'zod';
import { createHash, randomUUID } from 'node:crypto';
import { consulta, sql, transacao, type Executor } from '@/lib/db';
import { instrucao } from '@/lib/sql';
import { Decimal, paraNumero } from '@/lib/dinheiro';
import { dataLocal, inicioDoDia, somarDias } from '@/lib/datas';
import { ErroDeNegocio, regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { contextoRequisicao } from '@/lib/log';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { lerCampanhas, sqlCampanhasAtivas, type TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import { Q_SALDO, Q_TRAVAR_VINCULO, sqlConsumir } from '@/lib/domain/lote/status-efetivo-sql';
import { lotesParaDebito, type Consumo } from '@/lib/domain/lote/debitar-lotes-fifo';
import { materializarLotesDoCliente } from '@/lib/domain/lote/liberar-e-expirar-lotes';
import { lerSaldo, saldoResponse, type LinhaSaldo } from '@/lib/domain/lote/serializar-saldo';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { MENSAGENS_AJUSTE, type OperacaoAjuste } from '@/lib/domain/ajuste/mensagens';
import { responderRetransmissao, type Retransmissao } from '@/lib/domain/lote/responder-retransmissao';
import { ajusteSaldoResponseSchema } from '@/lib/openapi/respostas-clientes';

export { MENSAGENS_AJUSTE };

export type EntradaAjuste = {
  operacao: OperacaoAjuste;
  tipoBeneficio: TipoBeneficio;
  lojaId: string;
  /** R$ (2 decimals) for cashback, whole points for points; > 0. */
  valor: Decimal;
  motivo: string;
  /** Credit only: days the lot is valid; absent = the store's active campaign's, else no expiry. */
  validadeDias?: number | null;
  chaveIdempotencia: string;
};

/**
 * The answer is the API document's schema: its type, and the key order a replay is put back in
 * (`responderRetransmissao`). Credit: `loteId` and `dataExpiracao` of the lot created, `lotesConsumidos` empty;
 * debit: the reverse.
 */
export type AjusteResponse = z.output<typeof ajusteSaldoResponseSchema>;

type RespostaGuardada = Omit<AjusteResponse, 'saldoAtual'>;

/** What the customer reads in the club's history; the reason stays internal (audit, panel). */
export const DESCRICAO_AJUSTE = { Credito: 'Bônus concedido pela loja', Debito: 'Ajuste de saldo pela loja' } as const;

const Q_CONTEXTO = consulta(`
  SELECT ct.ativo AS vinculo_ativo,
         l.id AS loja_id, l.ativo AS loja_ativa, l.fuso_horario, ${sqlCampanhasAtivas('$5')} AS campanhas,
         a.hash_requisicao, a.resposta
    FROM (SELECT 1) um
    LEFT JOIN cliente_tenant ct ON ct.tenant_id = $1 AND ct.cliente_id = $2
    LEFT JOIN loja l ON l.tenant_id = $1 AND l.id = $3
    LEFT JOIN ajuste_saldo a ON a.tenant_id = $1 AND a.chave_idempotencia = $4`);

const Q_AJUSTE_POR_CHAVE = consulta(`SELECT hash_requisicao, resposta FROM ajuste_saldo WHERE tenant_id = $1 AND chave_idempotencia = $2`);

type ParametrosAjuste = {
  ajusteId: string;
  movimentacaoId: string;
  tenantId: string;
  clienteId: string;
  lojaId: string;
  operacao: OperacaoAjuste;
  tipoBeneficio: TipoBeneficio;
  tipoMovimentacao: 'AjusteCredito' | 'AjusteDebito';
  valor: string;
  motivo: string;
  descricao: string;
  chave: string;
  hash: string;
  /** Null for an automation's bonus (no person made it; the audit names the automation). */
  usuarioId: string | null;
  usuarioEmail: string | null;
  resposta: string;
  auditoriaDepois: string;
  requestId: string | null;
  loteId: string | null;
  dataExpiracao: string | null;
  expiraEm: Date | null;
  consumoLoteId: string[];
  consumoValor: string[];
  agora: Date;
};

/** The adjustment, its movement, the credit lot or the lot debits, and the audit row; a retransmission that loses the race writes nothing. */
const S_AJUSTE = instrucao<ParametrosAjuste>(
  (p) => `
  WITH a AS (
    INSERT INTO ajuste_saldo (id, tenant_id, cliente_id, loja_id, movimentacao_id, operacao, tipo_beneficio, valor, motivo,
                              chave_idempotencia, hash_requisicao, usuario_id, resposta, criado_em)
    VALUES (${p.ajusteId}, ${p.tenantId}, ${p.clienteId}, ${p.lojaId}, ${p.movimentacaoId}, ${p.operacao}, ${p.tipoBeneficio}::"TipoBeneficio",
            ${p.valor}::numeric, ${p.motivo}, ${p.chave}, ${p.hash}, ${p.usuarioId}, ${p.resposta}::jsonb, ${p.agora})
    ON CONFLICT (tenant_id, chave_idempotencia) DO NOTHING
    RETURNING id),
  m AS (
    INSERT INTO movimentacao (id, tenant_id, cliente_id, loja_id, lote_id, tipo, tipo_beneficio, valor, descricao, criado_em)
    SELECT ${p.movimentacaoId}, ${p.tenantId}, ${p.clienteId}, ${p.lojaId}, ${p.loteId}::uuid, ${p.tipoMovimentacao}::"TipoMovimentacao",
           ${p.tipoBeneficio}::"TipoBeneficio", ${p.valor}::numeric, ${p.descricao}, ${p.agora} FROM a),
  lt AS (
    INSERT INTO lote (id, tenant_id, cliente_id, loja_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel, status,
                      data_expiracao, expira_em, criado_em, atualizado_em)
    SELECT ${p.loteId}::uuid, ${p.tenantId}, ${p.clienteId}, ${p.lojaId}, ${p.movimentacaoId}, ${p.tipoBeneficio}::"TipoBeneficio",
           ${p.valor}::numeric, ${p.valor}::numeric, 'Disponivel', ${p.dataExpiracao}::date, ${p.expiraEm}::timestamptz, ${p.agora}, ${p.agora}
      FROM a WHERE ${p.loteId}::uuid IS NOT NULL),
  ${sqlConsumir({ lotes: p.consumoLoteId, valores: p.consumoValor, movimentacao: `${p.movimentacaoId}::uuid`, agora: p.agora, guarda: 'a' })},
  au AS (
    INSERT INTO auditoria_admin (id, tenant_id, usuario_id, usuario_email, acao, entidade, entidade_id, antes, depois, request_id, criado_em)
    SELECT gen_random_uuid(), ${p.tenantId}, ${p.usuarioId}, ${p.usuarioEmail}, 'AjustarSaldo', 'Cliente', ${p.clienteId}::text, NULL,
           ${p.auditoriaDepois}::jsonb, ${p.requestId}, ${p.agora} FROM a)
  SELECT count(*)::int AS inserido FROM a`,
);

class AjusteJaRegistrado extends Error {}

function hashRequisicao(clienteId: string, e: EntradaAjuste): string {
  const partes = [clienteId, e.operacao, e.tipoBeneficio, e.lojaId, e.valor.toFixed(2), e.motivo, e.validadeDias ?? ''];
  return createHash('sha256').update(partes.join('|')).digest('hex');
}

type Contexto = {
  vinculo_ativo: boolean | null;
  loja_id: string | null;
  loja_ativa: boolean | null;
  fuso_horario: string | null;
  campanhas: unknown;
  hash_requisicao: string | null;
  resposta: RespostaGuardada | null;
};

/**
 * Validity of a credit lot, in days: the explicit `validadeDias`, else the validity of the store's
 * active campaign of that benefit (the bonus then lasts like the store's usual credit), else none.
 */
export function validadeDoCredito(explicita: number | null | undefined, campanhas: unknown, tipo: TipoBeneficio): number | null {
  if (explicita != null) return explicita;
  return lerCampanhas(campanhas).find((c) => c.tipo === tipo)?.validadeDias ?? null;
}

export async function ajustarSaldo(
  principal: PrincipalAdmin,
  tenantId: string,
  clienteId: string,
  e: EntradaAjuste,
): Promise<{ ajuste: AjusteResponse; retransmissao: boolean }> {
  const agora = relogio();
  const hash = hashRequisicao(clienteId, e);
  const [ctx] = await sql.query<Contexto>(Q_CONTEXTO, [tenantId, clienteId, e.lojaId, e.chaveIdempotencia, agora]);
  if (ctx?.resposta) return reproduzir({ tenantId, hash, agora, hashOriginal: ctx.hash_requisicao!, resposta: ctx.resposta });
  if (!ctx || ctx.vinculo_ativo === null) throw new ErroDeNegocio(404, MENSAGENS_CLIENTE.naoEncontrado);
  if (!ctx.vinculo_ativo) throw regraDeNegocio(MENSAGENS_VENDA.clienteInativo);
  if (!ctx.loja_id) throw regraDeNegocio(MENSAGENS_AJUSTE.lojaNaoEncontrada);
  if (!ctx.loja_ativa) throw regraDeNegocio(MENSAGENS_AJUSTE.lojaInativa);
  const fuso = ctx.fuso_horario!;

  const ajusteId = randomUUID();
  const movimentacaoId = randomUUID();
  const credito = e.operacao === 'Credito';
  const loteId = credito ? randomUUID() : null;
  const validade = credito ? validadeDoCredito(e.validadeDias, ctx.campanhas, e.tipoBeneficio) : null;
  // Same calendar as a sale's lot: usable through the last day, in the store's time zone.
  const dataExpiracao = validade === null ? null : somarDias(dataLocal(agora, fuso), validade);
  const expiraEm = dataExpiracao ? inicioDoDia(somarDias(dataExpiracao, 1), fuso) : null;

  try {
    const resposta = await transacao(async (tx) => {
      const [vinculo] = await tx.query<{ ativo: boolean }>(Q_TRAVAR_VINCULO, [tenantId, clienteId]);
      if (!vinculo) throw new ErroDeNegocio(404, MENSAGENS_CLIENTE.naoEncontrado);
      if (!vinculo.ativo) throw regraDeNegocio(MENSAGENS_VENDA.clienteInativo);
      await materializarLotesDoCliente(tx, agora, tenantId, clienteId);

      let consumos: Consumo[] = [];
      if (!credito) {
        // Every usable lot of the programme, oldest first, whatever its store: like a redemption,
        // the balance belongs to the membership (spec concept 3); the store only records where.
        const lotes = await lotesParaDebito(tx, { tenantId, clienteId, tipo: e.tipoBeneficio, agora });
        if (e.valor.gt(lotes.total)) throw regraDeNegocio(MENSAGENS_AJUSTE.saldoInsuficiente);
        const c = await lotes.consumir(e.valor);
        if (!c) throw regraDeNegocio(MENSAGENS_AJUSTE.saldoInsuficiente);
        consumos = c;
      }
      const guardada: RespostaGuardada = {
        ajusteId,
        movimentacaoId,
        clienteId,
        lojaId: ctx.loja_id!,
        operacao: e.operacao,
        tipoBeneficio: e.tipoBeneficio,
        valor: paraNumero(e.valor),
        motivo: e.motivo,
        loteId,
        dataExpiracao,
        lotesConsumidos: consumos.map((c) => ({ loteId: c.loteId, valor: paraNumero(c.valor) })),
        criadoEm: agora.toISOString(),
      };
      const [r] = await tx.query<{ inserido: number }>(
        S_AJUSTE,
        S_AJUSTE.valores({
          ajusteId,
          movimentacaoId,
          tenantId,
          clienteId,
          lojaId: ctx.loja_id!,
          operacao: e.operacao,
          tipoBeneficio: e.tipoBeneficio,
          tipoMovimentacao: credito ? 'AjusteCredito' : 'AjusteDebito',
          valor: e.valor.toFixed(2),
          motivo: e.motivo,
          descricao: DESCRICAO_AJUSTE[e.operacao],
          chave: e.chaveIdempotencia,
          hash,
          usuarioId: principal.usuarioId,
          usuarioEmail: principal.email,
          resposta: JSON.stringify(guardada),
          // Ids and amounts only: no personal data of the customer in the audit.
          auditoriaDepois: JSON.stringify({
            ajusteId,
            movimentacaoId,
            operacao: e.operacao,
            tipoBeneficio: e.tipoBeneficio,
            valor: guardada.valor,
            lojaId: ctx.loja_id,
            motivo: e.motivo,
            loteId,
            dataExpiracao,
            lotesConsumidos: guardada.lotesConsumidos,
          }),
          requestId: contextoRequisicao.getStore()?.requestId ?? null,
          loteId,
          dataExpiracao,
          expiraEm,
          consumoLoteId: consumos.map((c) => c.loteId),
          consumoValor: consumos.map((c) => c.valor.toFixed(2)),
          agora,
        }),
      );
      if (!r || r.inserido === 0) throw new AjusteJaRegistrado();
      const [depois] = await tx.query<LinhaSaldo>(Q_SALDO, [tenantId, clienteId, agora]);
      return { ...guardada, saldoAtual: saldoResponse(lerSaldo(depois)) };
    });
    return { ajuste: resposta, retransmissao: false };
  } catch (erro) {
    if (!(erro instanceof AjusteJaRegistrado)) throw erro;
    const [r] = await sql.query<{ hash_requisicao: string; resposta: RespostaGuardada }>(Q_AJUSTE_POR_CHAVE, [
      tenantId,
      e.chaveIdempotencia,
    ]);
    if (!r) throw erro;
    return reproduzir({ tenantId, hash, agora, hashOriginal: r.hash_requisicao, resposta: r.resposta });
  }
}

async function reproduzir(r: Retransmissao<AjusteResponse>) {
  return { ajuste: await responderRetransmissao(ajusteSaldoResponseSchema, MENSAGENS_AJUSTE.chaveReutilizada, r), retransmissao: true };
}

/**
 * A credit no manager typed, inside the caller's transaction: an automation's bonus (issue 11 §3;
 * docs/automacoes.md) or a balance brought from the shop's previous programme by the customer
 * import (docs/api-admin-clientes.md §4a).
 */
export type BonusAutomacao = {
  tenantId: string;
  clienteId: string;
  lojaId: string;
  fuso: string;
  tipoBeneficio: TipoBeneficio;
  valor: Decimal;
  validadeDias: number | null;
  /** The last day the lot can be used (`aaaa-mm-dd`), when the caller knows it: wins over `validadeDias`. */
  dataExpiracao?: string | null;
  /** What the panel's audit and the adjustment list show, e.g. "Bônus de aniversário (automação)". */
  motivo: string;
  /** What the customer reads in the club's history; default the manager's credit's. */
  descricao?: string;
  /** Unique per tenant: the recipient it is given with (`auto:<destinatarioId>`), so it is given once. */
  chave: string;
  /** The manager whose action it is (the import); none for an automation. */
  usuario?: { usuarioId: string; email: string } | null;
  agora: Date;
};

/**
 * Credits an automation's bonus: the same rows as a manager's credit adjustment (a real lot, an
 * `AjusteCredito` movement, the adjustment and an audit row) written by the same statement, with
 * no user. Returns false when the key was already used (the bonus was given before).
 */
export async function creditarBonusAutomacao(tx: Executor, b: BonusAutomacao): Promise<boolean> {
  const ajusteId = randomUUID();
  const movimentacaoId = randomUUID();
  const loteId = randomUUID();
  const dataExpiracao = b.dataExpiracao ?? (b.validadeDias === null ? null : somarDias(dataLocal(b.agora, b.fuso), b.validadeDias));
  const expiraEm = dataExpiracao ? inicioDoDia(somarDias(dataExpiracao, 1), b.fuso) : null;
  const entrada: EntradaAjuste = {
    operacao: 'Credito',
    tipoBeneficio: b.tipoBeneficio,
    lojaId: b.lojaId,
    valor: b.valor,
    motivo: b.motivo,
    validadeDias: b.validadeDias,
    chaveIdempotencia: b.chave,
  };
  const guardada: RespostaGuardada = {
    ajusteId,
    movimentacaoId,
    clienteId: b.clienteId,
    lojaId: b.lojaId,
    operacao: 'Credito',
    tipoBeneficio: b.tipoBeneficio,
    valor: paraNumero(b.valor),
    motivo: b.motivo,
    loteId,
    dataExpiracao,
    lotesConsumidos: [],
    criadoEm: b.agora.toISOString(),
  };
  const [r] = await tx.query<{ inserido: number }>(
    S_AJUSTE,
    S_AJUSTE.valores({
      ajusteId,
      movimentacaoId,
      tenantId: b.tenantId,
      clienteId: b.clienteId,
      lojaId: b.lojaId,
      operacao: 'Credito',
      tipoBeneficio: b.tipoBeneficio,
      tipoMovimentacao: 'AjusteCredito',
      valor: b.valor.toFixed(2),
      motivo: b.motivo,
      descricao: b.descricao ?? DESCRICAO_AJUSTE.Credito,
      chave: b.chave,
      hash: hashRequisicao(b.clienteId, entrada),
      usuarioId: b.usuario?.usuarioId ?? null,
      usuarioEmail: b.usuario?.email ?? null,
      resposta: JSON.stringify(guardada),
      auditoriaDepois: JSON.stringify({
        ajusteId,
        movimentacaoId,
        operacao: 'Credito',
        tipoBeneficio: b.tipoBeneficio,
        valor: guardada.valor,
        lojaId: b.lojaId,
        motivo: b.motivo,
        loteId,
        dataExpiracao,
        lotesConsumidos: [],
      }),
      requestId: null,
      loteId,
      dataExpiracao,
      expiraEm,
      consumoLoteId: [],
      consumoValor: [],
      agora: b.agora,
    }),
  );
  return (r?.inserido ?? 0) > 0;
}

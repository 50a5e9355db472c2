// SQL of the sale path (POST /api/v1/venda). Pure: SQL texts and the builder of their parameters,
// no pool, so the benchmark's pgbench floor (scripts/bench/pgbench.ts) runs exactly the
// statements the app runs.
import { consulta, instrucao, type Instrucao } from '@/lib/sql';
import type { Decimal } from '@/lib/dinheiro';
import { sqlCampanhasAtivas, type TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import { LOJA_E_CLIENTE_PDV } from '@/lib/domain/loja/sql-loja-pdv';
import { SOMAS_SALDO_CORRENTE, sqlConsumir, sqlSaldoCorrente } from '@/lib/domain/lote/status-efetivo-sql';

/** Store, its active campaigns, the customer, membership and an earlier sale with the same document.
 * $1 tenant, $2 CNPJ, $3 CPF, $4 documentoExterno, $5 instant. */
export const Q_CONTEXTO = consulta(`
  SELECT l.id AS loja_id, l.nome AS loja_nome, l.ativo AS loja_ativa, l.fuso_horario,
         ${sqlCampanhasAtivas('$5')} AS campanhas,
         cli.id AS cliente_id, cli.nome AS cliente_nome,
         (coalesce(cli.email, '') <> '' OR coalesce(cli.telefone, '') <> '') AS cliente_contato,
         ct.ativo AS vinculo_ativo,
         v.id AS venda_id, v.hash_requisicao, v.resposta
    FROM ${LOJA_E_CLIENTE_PDV}
    LEFT JOIN venda v ON v.loja_id = l.id AND v.documento_externo = $4
   WHERE l.cnpj = $2 AND l.tenant_id = $1`);

export const Q_VENDA_POR_DOCUMENTO = consulta(`
  SELECT v.id AS venda_id, v.hash_requisicao, v.resposta, v.cliente_id
    FROM venda v WHERE v.loja_id = $1 AND v.documento_externo = $2`);

/** A movement the sale writes (credit, balance-neutral discount record, use of the balance). */
export type MovimentoDaVenda = {
  id: string;
  campanhaId: string | null;
  loteId: string | null;
  tipo: 'CreditoCashback' | 'CreditoCashbackPendente' | 'CreditoPontos' | 'DescontoCashbackGerado' | 'UsoCashbackVenda';
  tipoBeneficio: TipoBeneficio;
  valor: Decimal;
  descricao: string;
};

/** A lot the sale credits. Dates are store-local (YYYY-MM-DD); the instants are when they take effect. */
export type LoteDaVenda = {
  id: string;
  campanhaId: string;
  movimentacaoId: string;
  tipoBeneficio: TipoBeneficio;
  valor: Decimal;
  status: 'Disponivel' | 'Pendente';
  dataLiberacao: string | null;
  liberaEm: Date | null;
  dataExpiracao: string | null;
  expiraEm: Date | null;
};

/** Everything S_VENDA writes, by name. */
export type GravacaoVenda = {
  vendaId: string;
  tenantId: string;
  lojaId: string;
  clienteId: string;
  valorVenda: Decimal;
  cashbackUsado: Decimal;
  descontoGerado: Decimal;
  valorFinal: Decimal;
  cashbackCreditado: Decimal;
  pontosCreditados: Decimal;
  modelo: 1 | 2 | 3;
  documentoExterno: string | null;
  hashRequisicao: string;
  observacao: string | null;
  /** The response without the balance, stored for retransmissions (rule 8). */
  resposta: object;
  agora: Date;
  movimentos: MovimentoDaVenda[];
  lotes: LoteDaVenda[];
  /** Model 2: what the discount takes from each lot (FIFO), recorded under `usoMovimentacaoId`. */
  consumos: { loteId: string; valor: Decimal }[];
  usoMovimentacaoId: string | null;
  /** The customer's notification, queued in the outbox with the sale; null = none. */
  evento: { tipo: string; payload: object } | null;
};

/** S_VENDA's parameters as the statement takes them: amounts as text, records as columns for unnest. */
export type ParametrosVenda = {
  vendaId: string;
  tenantId: string;
  lojaId: string;
  clienteId: string;
  valorVenda: string;
  cashbackUsado: string;
  descontoGerado: string;
  valorFinal: string;
  cashbackCreditado: string;
  pontosCreditados: string;
  modelo: number;
  documentoExterno: string | null;
  hashRequisicao: string;
  observacao: string | null;
  resposta: string;
  /**
   * Instants as ISO text (`…Z`), not Date: pg's own Date formatting (local-time getters, padding)
   * was 1.6 % of the server's CPU on the sale's profile, `toISOString` is native. Every use in
   * S_VENDA is a timestamptz, for which the two texts are the same instant.
   */
  agora: string;
  movId: string[];
  movCampanhaId: (string | null)[];
  movLoteId: (string | null)[];
  movTipo: string[];
  movTipoBeneficio: string[];
  movValor: string[];
  movDescricao: string[];
  loteId: string[];
  loteCampanhaId: string[];
  loteMovimentacaoId: string[];
  loteTipoBeneficio: string[];
  loteValor: string[];
  loteStatus: string[];
  loteDataLiberacao: (string | null)[];
  loteLiberaEm: (string | null)[];
  loteDataExpiracao: (string | null)[];
  loteExpiraEm: (string | null)[];
  consumoLoteId: string[];
  consumoValor: string[];
  usoMovimentacaoId: string | null;
  eventoTipo: string | null;
  eventoPayload: string | null;
};

/**
 * The whole sale in one statement. The sale row is inserted first with ON CONFLICT DO NOTHING on
 * (loja, documentoExterno); every other write selects FROM that CTE, so a retransmission that
 * loses the race writes nothing at all. The final SELECT reads the running balance as it was before
 * this statement (one snapshot; the triggers on `lote` move it at the end of the statement); the
 * caller adds this sale's own deltas.
 */
function montarVenda(comConsumo: boolean) {
  return instrucao<ParametrosVenda>(
    (p) => `
  WITH v AS (
    INSERT INTO venda (id, tenant_id, loja_id, cliente_id, valor_venda, cashback_usado, desconto_gerado, valor_final,
                       cashback_creditado, pontos_creditados, modelo, documento_externo, hash_requisicao, observacao,
                       resposta, criado_em)
    VALUES (${p.vendaId}, ${p.tenantId}, ${p.lojaId}, ${p.clienteId}, ${p.valorVenda}, ${p.cashbackUsado}, ${p.descontoGerado},
            ${p.valorFinal}, ${p.cashbackCreditado}, ${p.pontosCreditados}, ${p.modelo}, ${p.documentoExterno},
            ${p.hashRequisicao}, ${p.observacao}, ${p.resposta}, ${p.agora})
    ON CONFLICT (loja_id, documento_externo) DO NOTHING
    RETURNING id),
  m AS (
    INSERT INTO movimentacao (id, tenant_id, cliente_id, loja_id, campanha_id, venda_id, lote_id, tipo, tipo_beneficio, valor, descricao, criado_em)
    SELECT x.id, ${p.tenantId}, ${p.clienteId}, ${p.lojaId}, x.campanha_id, v.id, x.lote_id, x.tipo::"TipoMovimentacao", x.tipo_beneficio::"TipoBeneficio", x.valor, x.descricao, ${p.agora}
      FROM v, unnest(${p.movId}::uuid[], ${p.movCampanhaId}::uuid[], ${p.movLoteId}::uuid[], ${p.movTipo}::text[], ${p.movTipoBeneficio}::text[], ${p.movValor}::numeric[], ${p.movDescricao}::text[])
           AS x(id, campanha_id, lote_id, tipo, tipo_beneficio, valor, descricao)),
  lt AS (
    INSERT INTO lote (id, tenant_id, cliente_id, loja_id, campanha_id, venda_id, movimentacao_id, tipo_beneficio,
                      valor_original, valor_disponivel, status, data_liberacao, libera_em, data_expiracao, expira_em,
                      criado_em, atualizado_em)
    SELECT x.id, ${p.tenantId}, ${p.clienteId}, ${p.lojaId}, x.campanha_id, v.id, x.movimentacao_id, x.tipo_beneficio::"TipoBeneficio",
           x.valor, x.valor, x.status::"StatusLote", x.data_liberacao, x.libera_em, x.data_expiracao, x.expira_em, ${p.agora}, ${p.agora}
      FROM v, unnest(${p.loteId}::uuid[], ${p.loteCampanhaId}::uuid[], ${p.loteMovimentacaoId}::uuid[], ${p.loteTipoBeneficio}::text[], ${p.loteValor}::numeric[], ${p.loteStatus}::text[], ${p.loteDataLiberacao}::date[],
                     ${p.loteLiberaEm}::timestamptz[], ${p.loteDataExpiracao}::date[], ${p.loteExpiraEm}::timestamptz[])
           AS x(id, campanha_id, movimentacao_id, tipo_beneficio, valor, status, data_liberacao, libera_em, data_expiracao, expira_em)),
  ${comConsumo ? `${sqlConsumir({ lotes: p.consumoLoteId, valores: p.consumoValor, movimentacao: `${p.usoMovimentacaoId}::uuid`, agora: p.agora, guarda: 'v' })},` : ''}
  ob AS (
    INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, criado_em, proxima_tentativa_em)
    SELECT ${p.tenantId}, ${p.eventoTipo}::text, 'venda:' || v.id, ${p.eventoPayload}::jsonb, ${p.agora}, ${p.agora} FROM v WHERE ${p.eventoTipo}::text IS NOT NULL)
  SELECT (SELECT count(*) FROM v)::int AS inserida, ${SOMAS_SALDO_CORRENTE}
    FROM (${sqlSaldoCorrente({ tenant: `${p.tenantId}::uuid`, cliente: `${p.clienteId}::uuid`, agora: `${p.agora}::timestamptz` })}) x`,
  );
}

/**
 * The sale that uses the customer's balance (model 2): it also consumes lots, FIFO (`consumos`).
 */
export const S_VENDA = montarVenda(true);

/**
 * Every other sale (models 1 and 3, and model 2 with nothing to use): the same statement without
 * the consumption. Why two: PostgreSQL keeps one plan per prepared statement for all executions
 * (a generic plan) only when it estimates that plan no costlier than planning each execution
 * afresh. With the consumption's arrays as parameters of unknown length it did not, and planned
 * the whole statement on every sale: 1.3 ms of the database's CPU per sale, as much as executing
 * it (pg_stat_statements, docs/benchmarks.md, "Planning the sale on every execution").
 */
export const S_VENDA_SEM_CONSUMO = montarVenda(false);

const dinheiro = (v: Decimal) => v.toFixed(2);

/** S_VENDA's parameters, named; every record field goes to the unnest column of the same name. */
export function camposVenda(g: GravacaoVenda): ParametrosVenda {
  const M = g.movimentos;
  const L = g.lotes;
  return {
    vendaId: g.vendaId,
    tenantId: g.tenantId,
    lojaId: g.lojaId,
    clienteId: g.clienteId,
    valorVenda: dinheiro(g.valorVenda),
    cashbackUsado: dinheiro(g.cashbackUsado),
    descontoGerado: dinheiro(g.descontoGerado),
    valorFinal: dinheiro(g.valorFinal),
    cashbackCreditado: dinheiro(g.cashbackCreditado),
    pontosCreditados: dinheiro(g.pontosCreditados),
    modelo: g.modelo,
    documentoExterno: g.documentoExterno,
    hashRequisicao: g.hashRequisicao,
    observacao: g.observacao,
    resposta: JSON.stringify(g.resposta),
    agora: g.agora.toISOString(),
    movId: M.map((m) => m.id),
    movCampanhaId: M.map((m) => m.campanhaId),
    movLoteId: M.map((m) => m.loteId),
    movTipo: M.map((m) => m.tipo),
    movTipoBeneficio: M.map((m) => m.tipoBeneficio),
    movValor: M.map((m) => dinheiro(m.valor)),
    movDescricao: M.map((m) => m.descricao),
    loteId: L.map((l) => l.id),
    loteCampanhaId: L.map((l) => l.campanhaId),
    loteMovimentacaoId: L.map((l) => l.movimentacaoId),
    loteTipoBeneficio: L.map((l) => l.tipoBeneficio),
    loteValor: L.map((l) => dinheiro(l.valor)),
    loteStatus: L.map((l) => l.status),
    loteDataLiberacao: L.map((l) => l.dataLiberacao),
    loteLiberaEm: L.map((l) => l.liberaEm?.toISOString() ?? null),
    loteDataExpiracao: L.map((l) => l.dataExpiracao),
    loteExpiraEm: L.map((l) => l.expiraEm?.toISOString() ?? null),
    consumoLoteId: g.consumos.map((c) => c.loteId),
    consumoValor: g.consumos.map((c) => dinheiro(c.valor)),
    usoMovimentacaoId: g.usoMovimentacaoId,
    eventoTipo: g.evento?.tipo ?? null,
    eventoPayload: g.evento ? JSON.stringify({ tipo: g.evento.tipo, ...g.evento.payload }) : null,
  };
}

/** The statement of one sale (with or without consumption) and its positional values. */
export function instrucaoDaVenda(g: GravacaoVenda): { instrucao: Instrucao<ParametrosVenda>; valores: unknown[] } {
  const instrucao = g.consumos.length ? S_VENDA : S_VENDA_SEM_CONSUMO;
  return { instrucao, valores: instrucao.valores(camposVenda(g)) };
}

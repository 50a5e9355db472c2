// POST /api/v1/resgate: redeems cashback (R$) or points, debiting the balance at once and
// consuming lots FIFO (spec "POST /api/v1/resgate"; docs/regras-de-negocio.md, "Redemption").
//
// In one transaction: lock the customer's membership row, write the lot transitions that are
// due, lock the usable lots oldest first, check the balance and the campaign's minimums, then
// one statement writes the redemption, its movement and the lot debits. Fifty simultaneous
// redemptions of one customer therefore run one after the other and can never overdraw.
import 'server-only';
import type { z } from 'zod';
import { createHash, randomUUID } from 'node:crypto';
import { consulta, sql, transacao } from '@/lib/db';
import { instrucao } from '@/lib/sql';
import { Decimal, paraNumero } from '@/lib/dinheiro';
import { MENSAGENS, regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { cnpjOuErro } from '@/lib/domain/loja/loja-do-tenant';
import { LOJA_E_CLIENTE_PDV } from '@/lib/domain/loja/sql-loja-pdv';
import { clienteAtivoDoContexto, contextoNaLojaAtiva } from '@/lib/domain/loja/contexto-pdv';
import { lerCampanhas, sqlCampanhasAtivas, type TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import { Q_SALDO, Q_TRAVAR_VINCULO, sqlConsumir } from '@/lib/domain/lote/status-efetivo-sql';
import { lotesParaDebito } from '@/lib/domain/lote/debitar-lotes-fifo';
import { materializarLotesDoCliente } from '@/lib/domain/lote/liberar-e-expirar-lotes';
import { lerSaldo, saldoResponse, type LinhaSaldo } from '@/lib/domain/lote/serializar-saldo';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { MENSAGENS_RESGATE } from '@/lib/domain/resgate/mensagens';
import { registrarEventoWebhook, temWebhook } from '@/lib/domain/webhooks/registrar-evento';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { isoUtc } from '@/lib/datas';
import { resgateResponseSchema } from '@/lib/openapi/respostas';
import { responderRetransmissao, type Retransmissao } from '@/lib/domain/lote/responder-retransmissao';

// In a pure module: the panel's counter shows them too.
export { MENSAGENS_RESGATE };

export type EntradaResgate = {
  cnpjLoja: string;
  cpf: string;
  tipoBeneficio: TipoBeneficio;
  /** Cashback: R$ to redeem; undefined/null = everything available. */
  valorResgate?: Decimal | null;
  /** Pontos: points to redeem; undefined/null = everything available. */
  pontosResgate?: number | null;
  documentoExterno?: string;
  observacao?: string;
  descricaoTroca?: string;
};

/** The answer is the API document's schema: its type, and the key order a replay is put back in (`responderRetransmissao`). */
export type ResgateResponse = z.output<typeof resgateResponseSchema>;

const Q_CONTEXTO = consulta(`
  SELECT l.id AS loja_id, l.ativo AS loja_ativa, ${sqlCampanhasAtivas('$5')} AS campanhas,
         cli.id AS cliente_id, cli.nome AS cliente_nome, ct.ativo AS vinculo_ativo,
         r.id AS resgate_id, r.hash_requisicao, r.resposta
    FROM ${LOJA_E_CLIENTE_PDV}
    LEFT JOIN resgate r ON r.loja_id = l.id AND r.documento_externo = $4
   WHERE l.tenant_id = $1 AND l.cnpj = $2`);

const Q_RESGATE_POR_DOCUMENTO = consulta(`SELECT hash_requisicao, resposta FROM resgate WHERE loja_id = $1 AND documento_externo = $2`);

/** Everything S_RESGATE writes, by name. */
export type GravacaoResgate = {
  resgateId: string;
  movimentacaoId: string;
  tenantId: string;
  lojaId: string;
  clienteId: string;
  tipoBeneficio: TipoBeneficio;
  valor: Decimal;
  documentoExterno: string | null;
  hashRequisicao: string;
  observacao: string | null;
  descricaoTroca: string | null;
  /** The response without the balance, stored for retransmissions. */
  resposta: object;
  descricao: string;
  agora: Date;
  /** What the redemption takes from each lot (FIFO). */
  consumos: { loteId: string; valor: Decimal }[];
};

export type ParametrosResgate = Omit<GravacaoResgate, 'valor' | 'resposta' | 'consumos'> & {
  valor: string;
  resposta: string;
  tipoMovimentacao: 'ResgateCashback' | 'ResgatePontos';
  consumoLoteId: string[];
  consumoValor: string[];
};

/** The redemption, its movement and the lot debits; a retransmission that loses the race writes nothing. */
export const S_RESGATE = instrucao<ParametrosResgate>(
  (p) => `
  WITH r AS (
    INSERT INTO resgate (id, tenant_id, loja_id, cliente_id, tipo_beneficio, valor, documento_externo, hash_requisicao,
                         observacao, descricao_troca, resposta, criado_em)
    VALUES (${p.resgateId}, ${p.tenantId}, ${p.lojaId}, ${p.clienteId}, ${p.tipoBeneficio}::"TipoBeneficio", ${p.valor}, ${p.documentoExterno},
            ${p.hashRequisicao}, ${p.observacao}, ${p.descricaoTroca}, ${p.resposta}, ${p.agora})
    ON CONFLICT (loja_id, documento_externo) DO NOTHING
    RETURNING id),
  m AS (
    INSERT INTO movimentacao (id, tenant_id, cliente_id, loja_id, resgate_id, tipo, tipo_beneficio, valor, descricao, criado_em)
    SELECT ${p.movimentacaoId}, ${p.tenantId}, ${p.clienteId}, ${p.lojaId}, r.id, ${p.tipoMovimentacao}::"TipoMovimentacao",
           ${p.tipoBeneficio}::"TipoBeneficio", ${p.valor}, ${p.descricao}, ${p.agora} FROM r),
  ${sqlConsumir({ lotes: p.consumoLoteId, valores: p.consumoValor, movimentacao: `${p.movimentacaoId}::uuid`, agora: p.agora, guarda: 'r' })}
  SELECT count(*)::int AS inserido FROM r`,
);

/** S_RESGATE's parameters, named. */
export function camposResgate(g: GravacaoResgate): ParametrosResgate {
  return {
    resgateId: g.resgateId,
    movimentacaoId: g.movimentacaoId,
    tenantId: g.tenantId,
    lojaId: g.lojaId,
    clienteId: g.clienteId,
    tipoBeneficio: g.tipoBeneficio,
    valor: g.valor.toFixed(2),
    documentoExterno: g.documentoExterno,
    hashRequisicao: g.hashRequisicao,
    observacao: g.observacao,
    descricaoTroca: g.descricaoTroca,
    resposta: JSON.stringify(g.resposta),
    descricao: g.descricao,
    agora: g.agora,
    tipoMovimentacao: g.tipoBeneficio === 'Cashback' ? 'ResgateCashback' : 'ResgatePontos',
    consumoLoteId: g.consumos.map((c) => c.loteId),
    consumoValor: g.consumos.map((c) => c.valor.toFixed(2)),
  };
}

/** The positional values of S_RESGATE for one redemption. */
export function parametrosResgate(g: GravacaoResgate): unknown[] {
  return S_RESGATE.valores(camposResgate(g));
}

class ResgateJaRegistrado extends Error {}

function hashRequisicao(e: EntradaResgate, cnpj: string): string {
  const quanto = e.tipoBeneficio === 'Cashback' ? (e.valorResgate?.toFixed(2) ?? 'tudo') : (e.pontosResgate?.toString() ?? 'tudo');
  return createHash('sha256').update([cnpj, e.cpf, e.tipoBeneficio, quanto].join('|')).digest('hex');
}

type Contexto = {
  loja_id: string;
  loja_ativa: boolean;
  campanhas: unknown;
  cliente_id: string | null;
  cliente_nome: string | null;
  vinculo_ativo: boolean | null;
  resgate_id: string | null;
  hash_requisicao: string | null;
  resposta: Omit<ResgateResponse, 'saldoAtual'> | null;
};

export async function resgatarSaldo(tenantId: string, e: EntradaResgate): Promise<{ resgate: ResgateResponse; retransmissao: boolean }> {
  const cnpj = cnpjOuErro(e.cnpjLoja);
  const agora = relogio();
  const hash = hashRequisicao(e, cnpj);
  const ctx = await contextoNaLojaAtiva<Contexto>(Q_CONTEXTO, [tenantId, cnpj, e.cpf, e.documentoExterno ?? null, agora]);
  if (ctx.resgate_id) return reproduzir({ tenantId, hash, agora, hashOriginal: ctx.hash_requisicao!, resposta: ctx.resposta! });
  const clienteId = clienteAtivoDoContexto(ctx);

  // The redemption rule of the store's active campaign of that type, if any; a balance earned
  // under a campaign that has since ended can still be redeemed, without a minimum.
  const campanha = lerCampanhas(ctx.campanhas).find((c) => c.tipo === e.tipoBeneficio);
  const movimentacaoId = randomUUID();
  const resgateId = randomUUID();

  const webhook = await temWebhook(tenantId, 'resgate.realizado');
  let webhookGravado = false;
  try {
    const resposta = await transacao(async (tx) => {
      const [vinculo] = await tx.query<{ ativo: boolean }>(Q_TRAVAR_VINCULO, [tenantId, clienteId]);
      if (!vinculo?.ativo) throw regraDeNegocio(MENSAGENS_VENDA.clienteInativo);
      await materializarLotesDoCliente(tx, agora, tenantId, clienteId);
      const lotes = await lotesParaDebito(tx, { tenantId, clienteId, tipo: e.tipoBeneficio, agora });
      const saldo = lotes.total;

      let valor: Decimal;
      if (e.tipoBeneficio === 'Cashback') {
        valor = e.valorResgate ?? saldo;
        // Only released cashback is redeemable; pending cashback is not in `saldo` (spec: 422).
        if (saldo.lte(0) || valor.gt(saldo)) throw regraDeNegocio(MENSAGENS.saldoInsuficiente);
        if (campanha && valor.lt(campanha.resgateMinimo)) throw regraDeNegocio(MENSAGENS.cashbackMinimo);
      } else {
        valor = e.pontosResgate != null ? new Decimal(e.pontosResgate) : saldo;
        if (saldo.lte(0) || valor.gt(saldo)) throw regraDeNegocio(MENSAGENS.saldoInsuficiente);
        if (campanha?.pontosMinimosParaResgate && valor.lt(campanha.pontosMinimosParaResgate)) {
          throw regraDeNegocio(MENSAGENS_RESGATE.pontosMinimos);
        }
        if (campanha && !campanha.permiteUsoParcialDePontos && !valor.eq(saldo)) {
          throw regraDeNegocio(MENSAGENS_RESGATE.parcialNaoPermitido);
        }
      }
      const consumos = await lotes.consumir(valor);
      if (!consumos) throw regraDeNegocio(MENSAGENS.saldoInsuficiente);
      // descricaoTroca is only for points; for cashback it is discarded without error (spec).
      const descricaoTroca = e.tipoBeneficio === 'Pontos' ? (e.descricaoTroca ?? null) : null;
      const resposta: Omit<ResgateResponse, 'saldoAtual'> = {
        movimentacaoId,
        clienteId,
        clienteNome: ctx.cliente_nome,
        tipoBeneficio: e.tipoBeneficio,
        pontosResgatados: e.tipoBeneficio === 'Pontos' ? paraNumero(valor) : 0,
        cashbackResgatado: e.tipoBeneficio === 'Cashback' ? paraNumero(valor) : 0,
      };
      const descricao = e.tipoBeneficio === 'Pontos' ? (descricaoTroca ?? 'Troca de pontos') : 'Resgate de cashback';
      const [r] = await tx.query<{ inserido: number }>(
        S_RESGATE,
        parametrosResgate({
          resgateId,
          movimentacaoId,
          tenantId,
          lojaId: ctx.loja_id,
          clienteId,
          tipoBeneficio: e.tipoBeneficio,
          valor,
          documentoExterno: e.documentoExterno ?? null,
          hashRequisicao: hash,
          observacao: e.observacao ?? null,
          descricaoTroca,
          resposta,
          descricao,
          agora,
          consumos,
        }),
      );
      if (!r || r.inserido === 0) throw new ResgateJaRegistrado();
      if (webhook) {
        const { clienteNome: _nome, ...fato } = resposta;
        const dados = { ...fato, cnpjLoja: cnpj, documentoExterno: e.documentoExterno ?? null, realizadoEm: isoUtc(agora) };
        webhookGravado = await registrarEventoWebhook(tx, tenantId, 'resgate.realizado', `resgate:${resgateId}`, dados, agora);
      }
      const [depois] = await tx.query<LinhaSaldo>(Q_SALDO, [tenantId, clienteId, agora]);
      return { ...resposta, saldoAtual: saldoResponse(lerSaldo(depois)) };
    });
    if (webhookGravado) avisarOutbox();
    return { resgate: resposta, retransmissao: false };
  } catch (erro) {
    if (!(erro instanceof ResgateJaRegistrado)) throw erro;
    const [r] = await sql.query<{ hash_requisicao: string; resposta: Omit<ResgateResponse, 'saldoAtual'> }>(Q_RESGATE_POR_DOCUMENTO, [
      ctx.loja_id,
      e.documentoExterno,
    ]);
    if (!r) throw erro;
    return reproduzir({ tenantId, hash, agora, hashOriginal: r.hash_requisicao, resposta: r.resposta });
  }
}

async function reproduzir(r: Retransmissao<ResgateResponse>) {
  return { resgate: await responderRetransmissao(resgateResponseSchema, MENSAGENS_RESGATE.documentoDivergente, r), retransmissao: true };
}

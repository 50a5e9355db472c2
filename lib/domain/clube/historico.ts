// GET /api/v1/clube/historico (spec "Club endpoints"): the customer's ledger movements in every
// programme, newest first, paged. `tipo` is the movement kind (TipoMovimentacao,
// docs/regras-de-negocio.md §11, listed in docs/clube.md); `valor` is always positive, in R$ for
// cashback and in points for points (`tipoBeneficio` says which); the kind gives the direction.
//
// Movements of zero are not shown (e.g. the points of a R$ 0,50 sale truncate to 0): they tell
// the customer nothing and move no balance. Movements of a deactivated membership are shown: the
// history is the customer's own record, whatever the programme decided since.
//
// `fusoHorario` (ours, added after the spec's fields) is the clock the item is written at: the
// zone of the store where it happened, as the panel writes it (docs/vendas-painel.md §1); without
// a store, the programme's (its active stores' zone when they share one, else FUSO_HORARIO_PADRAO,
// lib/domain/tenant/fuso-do-programa.ts). `data` stays the UTC instant.
import 'server-only';
import { consulta, sqlLeitura } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { paraNumero } from '@/lib/dinheiro';
import { env } from '@/lib/env';
import { sqlFusoDasLojasAtivas } from '@/lib/domain/tenant/fuso-do-programa';
import type { TipoMovimentacao } from '@/lib/generated/prisma/client';

export type ItemHistorico = {
  movimentacaoId: string;
  tipo: TipoMovimentacao;
  descricao: string;
  valor: number;
  data: string;
  tipoBeneficio: 'Cashback' | 'Pontos';
  lojaNome: string | null;
  tenantNome: string;
  fusoHorario: string;
};

export type HistoricoClubeResponse = {
  paginacao: { pagina: number; tamanho: number; totalRegistros: number };
  data: ItemHistorico[];
};

/** Text for movements written without a description (the ledger's `descricao` is optional). */
export const DESCRICAO_PADRAO: Record<TipoMovimentacao, string> = {
  CreditoCashback: 'Cashback da compra',
  CreditoCashbackPendente: 'Cashback pendente da compra',
  LiberacaoCashback: 'Cashback liberado para uso',
  CreditoPontos: 'Pontos da compra',
  ResgateCashback: 'Resgate de cashback',
  ResgatePontos: 'Troca de pontos',
  UsoCashbackVenda: 'Cashback usado como desconto na compra',
  DescontoCashbackGerado: 'Desconto imediato com o cashback da compra',
  ExpiracaoCashback: 'Cashback expirado',
  ExpiracaoPontos: 'Pontos expirados',
  CancelamentoCashback: 'Estorno de cashback por cancelamento da venda',
  CancelamentoPontos: 'Estorno de pontos por cancelamento da venda',
  DevolucaoCashbackVenda: 'Cashback usado na compra devolvido pelo cancelamento',
  AjusteCredito: 'Bônus concedido pela loja',
  AjusteDebito: 'Ajuste de saldo pela loja',
};

// One round trip: the total and the page. Both walk the (cliente_id, criado_em) index; the id
// breaks ties between movements written at the same instant (those of one sale), so pages are
// stable. $1 customer, $2 page size, $3 offset, $4 FUSO_HORARIO_PADRAO. The programme's zone is
// read only for a movement without a store (coalesce stops at the first value).
const Q_HISTORICO = consulta(`
  SELECT (SELECT count(*) FROM movimentacao WHERE cliente_id = $1 AND valor > 0)::int AS total,
         (SELECT coalesce(json_agg(p ORDER BY p.criado_em DESC, p.id DESC), '[]'::json) FROM (
            SELECT m.id, m.tipo, m.tipo_beneficio, m.valor::text AS valor, m.descricao, m.criado_em,
                   lj.nome AS loja_nome, t.nome AS tenant_nome,
                   coalesce(lj.fuso_horario, ${sqlFusoDasLojasAtivas('m.tenant_id')}, $4::text) AS fuso_horario
              FROM movimentacao m
              JOIN tenant t ON t.id = m.tenant_id
              LEFT JOIN loja lj ON lj.id = m.loja_id
             WHERE m.cliente_id = $1 AND m.valor > 0
             ORDER BY m.criado_em DESC, m.id DESC
             LIMIT $2 OFFSET $3) p) AS itens`);

/** A ledger movement as the history queries read it (the club's and the panel's). */
export type LinhaMovimentacao = {
  id: string;
  tipo: TipoMovimentacao;
  tipo_beneficio: 'Cashback' | 'Pontos';
  valor: string;
  descricao: string | null;
  criado_em: string;
  loja_nome: string | null;
};

type LinhaItem = LinhaMovimentacao & { tenant_nome: string; fuso_horario: string };

/**
 * A ledger movement as every history shows it: the club's, and the panel's customer history and
 * sale detail. `criado_em` is a Date from a plain query or text from json_agg (written in the
 * session's zone with an offset): both are re-read as UTC.
 */
export function movimentacaoDoHistorico(m: Omit<LinhaMovimentacao, 'criado_em' | 'loja_nome'> & { criado_em: string | Date }) {
  return {
    movimentacaoId: m.id,
    tipo: m.tipo,
    tipoBeneficio: m.tipo_beneficio,
    descricao: m.descricao || DESCRICAO_PADRAO[m.tipo],
    valor: paraNumero(m.valor),
    data: isoUtc(new Date(m.criado_em)),
  };
}

export async function historicoDoClube(clienteId: string, p: { pagina: number; tamanho: number }): Promise<HistoricoClubeResponse> {
  const deslocamento = (p.pagina - 1) * p.tamanho;
  const [r] = await sqlLeitura.query<{ total: number; itens: LinhaItem[] }>(Q_HISTORICO, [
    clienteId,
    p.tamanho,
    deslocamento,
    env().FUSO_HORARIO_PADRAO,
  ]);
  return {
    paginacao: { pagina: p.pagina, tamanho: p.tamanho, totalRegistros: r?.total ?? 0 },
    data: (r?.itens ?? []).map((m) => {
      // The club's items have always listed tipoBeneficio after data (the panel's, after tipo):
      // the same fields, in the order integrators have seen since the club's first release.
      const { tipoBeneficio, ...movimentacao } = movimentacaoDoHistorico(m);
      return { ...movimentacao, tipoBeneficio, lojaNome: m.loja_nome, tenantNome: m.tenant_nome, fusoHorario: m.fuso_horario };
    }),
  };
}

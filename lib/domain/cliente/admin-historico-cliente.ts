// GET /api/v1/admin/ClienteAdmin/{id}/historico: the ledger movements of one customer in ONE
// programme (the tenant the request acts on), newest first, paged — the panel's view of what the
// club shows the customer across all programmes (lib/domain/clube/historico.ts). A programme sees
// only its own movements: another programme's purchases are not its business (spec concept 3,
// balances per customer per tenant), and a customer without a membership here is "not found"
// (docs/api-admin-clientes.md §1).
//
// `tipo` is the movement kind (TipoMovimentacao, docs/regras-de-negocio.md §11); `valor` is always
// positive, in R$ for cashback and in points for points (`tipoBeneficio` says which), the kind
// gives the direction. Unlike the club, movements of zero are listed too (e.g. the points of a
// R$ 0,50 sale, truncated to 0): the panel is the programme's full record of what happened.
import 'server-only';
import { consulta, sqlLeitura } from '@/lib/db';
import { movimentacaoDoHistorico, type LinhaMovimentacao } from '@/lib/domain/clube/historico';
import { naoEncontrado } from '@/lib/domain/cliente/admin-obter-cliente';
import type { Paginacao } from '@/lib/domain/cliente/serializar-cliente-admin';
import type { MovimentacaoDaVenda } from '@/lib/domain/venda/admin-venda';

/**
 * A movement as the sale's detail shows it, with the store it happened at: its id too, so the
 * panel writes the time in that store's zone, as the sales pages do (docs/painel.md, "Times").
 */
export type ItemHistoricoClienteAdmin = MovimentacaoDaVenda & { lojaId: string | null; lojaNome: string | null };

export type HistoricoClienteAdmin = { itens: ItemHistoricoClienteAdmin[]; paginacao: Paginacao };

// One round trip: membership, total and page. Total and page walk the (cliente_id, criado_em)
// index; the id breaks ties between the movements one sale writes at the same instant, so pages
// are stable. A manual adjustment shows its reason to the panel (the club shows only
// the movement's own description). $1 tenant, $2 customer, $3 page size, $4 offset.
const Q_HISTORICO_ADMIN = consulta(`
  SELECT EXISTS (SELECT 1 FROM cliente_tenant WHERE tenant_id = $1 AND cliente_id = $2) AS membro,
         (SELECT count(*) FROM movimentacao WHERE tenant_id = $1 AND cliente_id = $2)::int AS total,
         (SELECT coalesce(json_agg(p ORDER BY p.criado_em DESC, p.id DESC), '[]'::json) FROM (
            SELECT m.id, m.tipo, m.tipo_beneficio, m.valor::text AS valor,
                   coalesce('Motivo: ' || aj.motivo, m.descricao) AS descricao, m.criado_em, m.loja_id, lj.nome AS loja_nome
              FROM movimentacao m
              LEFT JOIN loja lj ON lj.id = m.loja_id
              LEFT JOIN ajuste_saldo aj ON aj.movimentacao_id = m.id
             WHERE m.tenant_id = $1 AND m.cliente_id = $2
             ORDER BY m.criado_em DESC, m.id DESC
             LIMIT $3 OFFSET $4) p) AS itens`);

export async function historicoClienteAdmin(
  tenantId: string,
  clienteId: string,
  p: { pagina: number; tamanho: number },
): Promise<HistoricoClienteAdmin> {
  const [r] = await sqlLeitura.query<{ membro: boolean; total: number; itens: (LinhaMovimentacao & { loja_id: string | null })[] }>(
    Q_HISTORICO_ADMIN,
    [tenantId, clienteId, p.tamanho, (p.pagina - 1) * p.tamanho],
  );
  if (!r?.membro) throw naoEncontrado();
  return {
    itens: r.itens.map((m) => ({ ...movimentacaoDoHistorico(m), lojaId: m.loja_id, lojaNome: m.loja_nome })),
    paginacao: { pagina: p.pagina, tamanho: p.tamanho, totalRegistros: r.total },
  };
}

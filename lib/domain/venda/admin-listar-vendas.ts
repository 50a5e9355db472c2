// GET /api/v1/admin/VendaAdmin: the sales of one programme (tenant), searched by period, store,
// document number, customer (CPF or id) and status, newest first, paged like the panel's other lists
// (docs/vendas-painel.md). The CSV export (lib/domain/exportacao/vendas.ts) walks the very same
// filter with keyset pages instead of OFFSET, so the list and the file never disagree.
//
// The period is made of LOCAL dates of each sale's store (its time zone, `loja.fuso_horario`):
// "sales of 25/11" are the ones a cashier made on that calendar day, wherever the store is. A
// coarse bound on `criado_em` (one day either side, more than any time zone offset) keeps the
// (tenant_id, criado_em) index in use; the exact local-date test then applies to those rows only.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { paraNumero } from '@/lib/dinheiro';
import { mascararCpf } from '@/lib/documentos/cpf';
import type { StatusVenda } from '@/lib/domain/venda/status-venda';
import type { Paginacao } from '@/lib/domain/cliente/serializar-cliente-admin';

export type FiltroVendas = {
  lojaId?: string | null;
  dataInicio?: string | null;
  dataFim?: string | null;
  documento?: string | null;
  /** 11 digits. */
  cpf?: string | null;
  clienteId?: string | null;
  status?: StatusVenda | null;
};

export type VendaAdminItem = {
  vendaId: string;
  criadoEm: string;
  lojaId: string;
  lojaNome: string;
  clienteId: string;
  clienteNome: string | null;
  cpfMascarado: string | null;
  documentoExterno: string | null;
  modelo: number;
  valorVenda: number;
  cashbackUsado: number;
  descontoGerado: number;
  valorFinal: number;
  cashbackCreditado: number;
  pontosCreditados: number;
  status: StatusVenda;
  canceladaEm: string | null;
};

export type ListaVendasAdmin = { itens: VendaAdminItem[]; paginacao: Paginacao };

/**
 * The conditions of a period of LOCAL dates (header) on the instant `coluna`, whose day is read in
 * the zone `fuso` (an SQL expression): the coarse UTC bound, then the exact local-date test. Sales
 * and ledger movements (lib/domain/exportacao/movimentacoes.ts) are filtered by this one rule.
 * `p` adds a parameter to the statement and gives its placeholder.
 */
export function condicoesDoPeriodoLocal(
  coluna: string,
  fuso: string,
  f: { dataInicio?: string | null; dataFim?: string | null },
  p: (valor: unknown) => string,
): string[] {
  const condicoes: string[] = [];
  if (f.dataInicio) {
    const d = p(f.dataInicio);
    condicoes.push(`${coluna} >= (${d}::date - 1)::timestamp AT TIME ZONE 'UTC'`, `(${coluna} AT TIME ZONE ${fuso})::date >= ${d}::date`);
  }
  if (f.dataFim) {
    const d = p(f.dataFim);
    condicoes.push(`${coluna} < (${d}::date + 2)::timestamp AT TIME ZONE 'UTC'`, `(${coluna} AT TIME ZONE ${fuso})::date <= ${d}::date`);
  }
  return condicoes;
}

/**
 * The WHERE clause of every sales read of the panel (list, export), with only the filters in use:
 * a condition like `($2 IS NULL OR v.loja_id = $2)` would keep a prepared statement's generic plan
 * from using the (tenant_id, criado_em) index, so each combination of filters is its own statement
 * (a few dozen at most). Aliases: `v` venda, `lj` loja, `c` cliente. Parameters from $1.
 */
export function filtroVendas(tenantId: string, f: FiltroVendas): { where: string; valores: unknown[] } {
  const valores: unknown[] = [tenantId];
  const p = (v: unknown) => {
    valores.push(v);
    return `$${valores.length}`;
  };
  const condicoes = ['v.tenant_id = $1'];
  if (f.lojaId) condicoes.push(`v.loja_id = ${p(f.lojaId)}::uuid`);
  condicoes.push(...condicoesDoPeriodoLocal('v.criado_em', 'lj.fuso_horario', f, p));
  const documento = f.documento?.trim();
  if (documento) condicoes.push(`strpos(lower(coalesce(v.documento_externo, '')), lower(${p(documento)}::text)) > 0`);
  if (f.cpf) condicoes.push(`c.cpf = ${p(f.cpf)}::text`);
  if (f.clienteId) condicoes.push(`v.cliente_id = ${p(f.clienteId)}::uuid`);
  if (f.status) condicoes.push(`v.status::text = ${p(f.status)}::text`);
  return { where: condicoes.join('\n     AND '), valores };
}

export const COLUNAS_VENDA = `
  v.id, v.criado_em, v.loja_id, lj.nome AS loja_nome, lj.fuso_horario, v.cliente_id, c.nome AS cliente_nome, c.cpf,
  v.documento_externo, v.modelo, v.valor_venda::text AS valor_venda, v.cashback_usado::text AS cashback_usado,
  v.desconto_gerado::text AS desconto_gerado, v.valor_final::text AS valor_final,
  v.cashback_creditado::text AS cashback_creditado, v.pontos_creditados::text AS pontos_creditados,
  v.status::text AS status, v.cancelada_em`;

export const DE_VENDAS = `FROM venda v JOIN loja lj ON lj.id = v.loja_id JOIN cliente c ON c.id = v.cliente_id`;

export type LinhaVenda = {
  id: string;
  criado_em: Date;
  loja_id: string;
  loja_nome: string;
  fuso_horario: string;
  cliente_id: string;
  cliente_nome: string | null;
  cpf: string | null;
  documento_externo: string | null;
  modelo: number;
  valor_venda: string;
  cashback_usado: string;
  desconto_gerado: string;
  valor_final: string;
  cashback_creditado: string;
  pontos_creditados: string;
  status: StatusVenda;
  cancelada_em: Date | null;
};

export function vendaAdminItem(l: LinhaVenda): VendaAdminItem {
  return {
    vendaId: l.id,
    criadoEm: isoUtc(l.criado_em),
    lojaId: l.loja_id,
    lojaNome: l.loja_nome,
    clienteId: l.cliente_id,
    clienteNome: l.cliente_nome,
    // Lists carry the masked CPF only, as the customer list (serializar-cliente-admin.ts).
    cpfMascarado: l.cpf ? mascararCpf(l.cpf) : null,
    documentoExterno: l.documento_externo,
    modelo: l.modelo,
    valorVenda: paraNumero(l.valor_venda),
    cashbackUsado: paraNumero(l.cashback_usado),
    descontoGerado: paraNumero(l.desconto_gerado),
    valorFinal: paraNumero(l.valor_final),
    cashbackCreditado: paraNumero(l.cashback_creditado),
    pontosCreditados: paraNumero(l.pontos_creditados),
    status: l.status,
    canceladaEm: l.cancelada_em ? isoUtc(l.cancelada_em) : null,
  };
}

export async function listarVendasAdmin(
  tenantId: string,
  f: FiltroVendas & { pagina: number; tamanho: number },
): Promise<ListaVendasAdmin> {
  const { where, valores } = filtroVendas(tenantId, f);
  const n = valores.length;
  const [[t], linhas] = await Promise.all([
    sql.query<{ total: number }>(consulta(`SELECT count(*)::int AS total ${DE_VENDAS} WHERE ${where}`), valores),
    sql.query<LinhaVenda>(
      consulta(`SELECT ${COLUNAS_VENDA} ${DE_VENDAS} WHERE ${where} ORDER BY v.criado_em DESC, v.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`),
      [...valores, f.tamanho, (f.pagina - 1) * f.tamanho],
    ),
  ]);
  return {
    itens: linhas.map(vendaAdminItem),
    paginacao: { pagina: f.pagina, tamanho: f.tamanho, totalRegistros: t?.total ?? 0 },
  };
}

// GET /api/v1/admin/VendaAdmin: the sales of one programme (tenant), searched by period, store,
// document number, customer CPF and status, newest first, paged like the panel's other lists
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
import type { Paginacao } from '@/lib/domain/cliente/serializar-cliente-admin';

export type StatusVenda = 'Registrada' | 'Cancelada';

export type FiltroVendas = {
  lojaId?: string | null;
  dataInicio?: string | null;
  dataFim?: string | null;
  documento?: string | null;
  /** 11 digits. */
  cpf?: string | null;
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
 * The WHERE clause of every sales read of the panel (list, export): $1 tenant, $2 store, $3 first
 * local date, $4 last local date, $5 document (part of it, any case), $6 CPF digits, $7 status;
 * a null parameter means "no filter". Aliases: `v` venda, `lj` loja, `c` cliente.
 */
export const FILTRO_VENDAS = `
       v.tenant_id = $1
   AND ($2::uuid IS NULL OR v.loja_id = $2::uuid)
   AND ($3::date IS NULL OR (v.criado_em >= ($3::date - 1)::timestamp AT TIME ZONE 'UTC'
                             AND (v.criado_em AT TIME ZONE lj.fuso_horario)::date >= $3::date))
   AND ($4::date IS NULL OR (v.criado_em < ($4::date + 2)::timestamp AT TIME ZONE 'UTC'
                             AND (v.criado_em AT TIME ZONE lj.fuso_horario)::date <= $4::date))
   AND ($5::text IS NULL OR strpos(lower(coalesce(v.documento_externo, '')), lower($5::text)) > 0)
   AND ($6::text IS NULL OR c.cpf = $6::text)
   AND ($7::text IS NULL OR v.status::text = $7::text)`;

export const COLUNAS_VENDA = `
  v.id, v.criado_em, v.loja_id, lj.nome AS loja_nome, lj.fuso_horario, v.cliente_id, c.nome AS cliente_nome, c.cpf,
  v.documento_externo, v.modelo, v.valor_venda::text AS valor_venda, v.cashback_usado::text AS cashback_usado,
  v.desconto_gerado::text AS desconto_gerado, v.valor_final::text AS valor_final,
  v.cashback_creditado::text AS cashback_creditado, v.pontos_creditados::text AS pontos_creditados,
  v.status::text AS status, v.cancelada_em`;

export const DE_VENDAS = `FROM venda v JOIN loja lj ON lj.id = v.loja_id JOIN cliente c ON c.id = v.cliente_id`;

const Q_TOTAL = consulta(`SELECT count(*)::int AS total ${DE_VENDAS} WHERE ${FILTRO_VENDAS}`);
const Q_PAGINA = consulta(`
  SELECT ${COLUNAS_VENDA} ${DE_VENDAS} WHERE ${FILTRO_VENDAS}
   ORDER BY v.criado_em DESC, v.id DESC LIMIT $8 OFFSET $9`);

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

/** The positional values $1…$7 of FILTRO_VENDAS. */
export function valoresFiltroVendas(tenantId: string, f: FiltroVendas): unknown[] {
  return [
    tenantId,
    f.lojaId ?? null,
    f.dataInicio ?? null,
    f.dataFim ?? null,
    f.documento?.trim() || null,
    f.cpf ?? null,
    f.status ?? null,
  ];
}

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
  const valores = valoresFiltroVendas(tenantId, f);
  const [[t], linhas] = await Promise.all([
    sql.query<{ total: number }>(Q_TOTAL, valores),
    sql.query<LinhaVenda>(Q_PAGINA, [...valores, f.tamanho, (f.pagina - 1) * f.tamanho]),
  ]);
  return {
    itens: linhas.map(vendaAdminItem),
    paginacao: { pagina: f.pagina, tamanho: f.tamanho, totalRegistros: t?.total ?? 0 },
  };
}

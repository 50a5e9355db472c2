// GET /api/v1/admin/ClienteAdmin: the customers of one tenant's programme (those with a
// membership in `cliente_tenant`), searched, filtered and paged, with each one's balance in that
// tenant. One statement: the page is chosen first and only its rows get their balances summed
// (LATERAL over their lots), so the cost does not grow with the size of the programme's ledger.
import 'server-only';
import { consulta, sqlLeitura } from '@/lib/db';
import { agora as relogio } from '@/lib/relogio';
import { somasSaldo } from '@/lib/domain/lote/status-efetivo-sql';
import { clienteAdminItem, type LinhaClienteAdmin, type ListaClientesAdmin } from '@/lib/domain/cliente/serializar-cliente-admin';

// Accent folding without the `unaccent` extension (not installed): the Portuguese accented
// letters mapped one to one onto their base letters, then lower(). Applied to the column and
// to the term alike, so both sides always fold the same way.
const COM_ACENTO = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const SEM_ACENTO = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';
if ([...COM_ACENTO].length !== [...SEM_ACENTO].length) throw new Error('admin-listar-clientes: tabela de acentos desalinhada');

/** SQL: `expr` without accents, in lower case. */
export function semAcento(expr: string): string {
  return `lower(translate(${expr}, '${COM_ACENTO}', '${SEM_ACENTO}'))`;
}

// $1 tenant, $2 ativo (null = all), $3 term for name and e-mail (null = no search), $4 CPF digits
// (null = the term is not CPF-shaped), $5 limit, $6 offset, $7 instant.
const Q_LISTAR = consulta(`
  WITH filtrados AS (
    SELECT c.id, c.nome, c.cpf, c.email, c.telefone, ct.ativo, ct.criado_em AS cadastrado_em,
           ${semAcento('c.nome')} AS ordem
      FROM cliente_tenant ct
      JOIN cliente c ON c.id = ct.cliente_id
     WHERE ct.tenant_id = $1
       AND ($2::boolean IS NULL OR ct.ativo = $2::boolean)
       AND ($3::text IS NULL
            OR strpos(${semAcento("coalesce(c.nome, '')")}, ${semAcento('$3::text')}) > 0
            OR strpos(lower(coalesce(c.email, '')), lower($3::text)) > 0
            OR ($4::text IS NOT NULL AND strpos(coalesce(c.cpf, ''), $4::text) > 0))),
  pagina AS (
    SELECT * FROM filtrados ORDER BY ordem NULLS LAST, id LIMIT $5 OFFSET $6)
  SELECT t.total, p.*
    FROM (SELECT count(*) AS total FROM filtrados) t
    LEFT JOIN LATERAL (
      SELECT pg.*, s.*
        FROM pagina pg
        LEFT JOIN LATERAL (
          SELECT ${somasSaldo('$7', 'l')}
            FROM lote l
           WHERE l.tenant_id = $1 AND l.cliente_id = pg.id AND l.status IN ('Pendente','Disponivel')) s ON true) p ON true
   ORDER BY p.ordem NULLS LAST, p.id`);

export type FiltroClientesAdmin = { busca?: string; ativo?: boolean; pagina: number; tamanho: number };

/** The CPF digits a search term stands for, when it looks like (part of) a CPF: digits, dots, dashes. */
export function digitosDeCpf(busca: string): string | null {
  if (!/^[\d.\-\s]+$/.test(busca)) return null;
  const d = busca.replace(/\D/g, '');
  return d.length > 0 && d.length <= 11 ? d : null;
}

type Linha = Partial<LinhaClienteAdmin> & { total: number };

export async function listarClientesAdmin(tenantId: string, f: FiltroClientesAdmin): Promise<ListaClientesAdmin> {
  const busca = f.busca?.trim() || null;
  const linhas = await sqlLeitura.query<Linha>(Q_LISTAR, [
    tenantId,
    f.ativo ?? null,
    busca,
    busca ? digitosDeCpf(busca) : null,
    f.tamanho,
    (f.pagina - 1) * f.tamanho,
    relogio(),
  ]);
  // A page past the end still yields one row (the count) with no customer in it.
  const itens = linhas.filter((l) => l.id).map((l) => clienteAdminItem(l as LinhaClienteAdmin));
  return { itens, paginacao: { pagina: f.pagina, tamanho: f.tamanho, totalRegistros: linhas[0]?.total ?? 0 } };
}

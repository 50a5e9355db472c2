// Counting and listing the members of a segment: one statement from sql-segmento.ts, run in a
// short read transaction (one snapshot) with AJUSTES_SEGMENTO.
import 'server-only';
import { consulta, transacao, type Consulta } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { mascararCpf } from '@/lib/documentos/cpf';
import { pagina, type Pagina, type Paginacao } from '@/lib/api/consulta';
import { somasSaldo } from '@/lib/domain/lote/status-efetivo-sql';
import { lerSaldo, saldoResponse, type LinhaSaldo } from '@/lib/domain/lote/serializar-saldo';
import { AJUSTES_SEGMENTO, instrucaoSegmento, parametrosSegmento } from './sql-segmento';
import type { FiltroSegmento } from './filtro';

function consultarRelatorio<T extends Record<string, unknown>>(c: Consulta, valores: unknown[]): Promise<T[]> {
  return transacao(async (tx) => {
    await tx.query(AJUSTES_SEGMENTO);
    return tx.query<T>(c, valores);
  });
}

export async function contarSegmento(tenantId: string, f: FiltroSegmento, agora: Date): Promise<number> {
  const q = instrucaoSegmento(f, 'contagem');
  const [r] = await consultarRelatorio<{ total: number }>(q, q.valores(parametrosSegmento(f, tenantId, agora)));
  return r?.total ?? 0;
}

/** The customer ids of the segment, in id order. */
export async function membrosSegmento(tenantId: string, f: FiltroSegmento, agora: Date): Promise<string[]> {
  const q = instrucaoSegmento(f, 'membros');
  const linhas = await consultarRelatorio<{ cliente_id: string }>(q, q.valores(parametrosSegmento(f, tenantId, agora)));
  return linhas.map((l) => l.cliente_id);
}

/**
 * One member in the segment's list. The CPF is masked as in every list of the panel (the
 * customers list: `***.456.789-**`, whatever the profile); the balances are the customers list's
 * own sums (effective status now), in this programme.
 */
export type MembroSegmentoItem = {
  id: string;
  nome: string | null;
  cpfMascarado: string | null;
  /** The latest registered purchase in the programme (any store), UTC; null: never bought. */
  ultimaCompraEm: string | null;
  saldoCashback: number;
  saldoPontos: number;
};

// The person and the balances of the page's members only ($2, at most 100 ids, in the page's
// order): primary-key reads of `cliente` and, per member, its live lots (index lote_ativo_fifo),
// as the customers list reads them.
const Q_PESSOAS = consulta(`
  SELECT u.id, c.nome, c.cpf, s.*
    FROM unnest($2::uuid[]) WITH ORDINALITY u(id, ordem)
    JOIN cliente c ON c.id = u.id
    LEFT JOIN LATERAL (
      SELECT ${somasSaldo('$3::timestamptz', 'l')}
        FROM lote l
       WHERE l.tenant_id = $1::uuid AND l.cliente_id = u.id AND l.status IN ('Pendente', 'Disponivel')) s ON true
   ORDER BY u.ordem`);

type LinhaPagina = { total: number; cliente_id: string | null; ultima_compra_em: Date | null };
type LinhaPessoa = LinhaSaldo & { id: string; nome: string | null; cpf: string | null };

/**
 * A page of the segment's members, the latest buyers first (sql-segmento.ts, `pagina`): the same
 * single scan of the summary as the count, then only the page's people are read. Both statements
 * run in one read transaction.
 */
export async function paginaDeMembros(tenantId: string, f: FiltroSegmento, p: Paginacao, agora: Date): Promise<Pagina<MembroSegmentoItem>> {
  const q = instrucaoSegmento(f, 'pagina');
  const valores = q.valores({ ...parametrosSegmento(f, tenantId, agora), limite: p.tamanho, deslocamento: (p.pagina - 1) * p.tamanho });
  const { linhas, pessoas } = await transacao(async (tx) => {
    await tx.query(AJUSTES_SEGMENTO);
    const linhas = await tx.query<LinhaPagina>(q, valores);
    const ids = linhas.flatMap((l) => (l.cliente_id ? [l.cliente_id] : []));
    const pessoas = ids.length ? await tx.query<LinhaPessoa>(Q_PESSOAS, [tenantId, ids, agora]) : [];
    return { linhas, pessoas };
  });
  const porId = new Map(pessoas.map((x) => [x.id, x]));
  const itens = linhas.flatMap((l) => {
    const x = l.cliente_id ? porId.get(l.cliente_id) : undefined;
    if (!x) return [];
    const saldo = saldoResponse(lerSaldo(x));
    return [
      {
        id: x.id,
        nome: x.nome,
        // An LGPD-anonymised person has no CPF (and is never a member: docs/segmentos.md).
        cpfMascarado: x.cpf ? mascararCpf(x.cpf) : null,
        ultimaCompraEm: l.ultima_compra_em ? isoUtc(l.ultima_compra_em) : null,
        saldoCashback: saldo.saldoCashback,
        saldoPontos: saldo.saldoPontos,
      },
    ];
  });
  return pagina(itens, p, linhas[0]?.total ?? 0);
}

// The daily checks of a table the triggers keep (the running balance, the membership summary)
// against its sources. Each check is one statement, one snapshot: the divergent rows, then a last
// row with tenant_id NULL holding how many rows were compared. Any difference is a bug in the
// triggers or a write that went around them: it is logged as an error with the keys (ids only, no
// personal data), and the job fails, so the scheduler's metrics and the cron caller see it.
import 'server-only';
import { sql, type Consulta } from '@/lib/db';
import { log } from '@/lib/log';

export type ResultadoConferencia<D> = { participacoes: number; divergencias: number; exemplos: D[] };

/** The check's statement for one tenant (or all, `tenantId` absent); the divergences logged as `aviso`. */
export async function conferirDivergencias<D extends { tenant_id: string | null }>(
  consulta: Consulta,
  tenantId: string | undefined,
  aviso: string,
): Promise<ResultadoConferencia<D>> {
  const linhas = await sql.query<D & { participacoes: number | null }>(consulta, [tenantId ?? null]);
  const divergentes = linhas.filter((l) => l.tenant_id !== null);
  const participacoes = linhas.at(-1)?.participacoes ?? 0;
  const exemplos = divergentes.slice(0, 20).map(({ participacoes: _, ...d }) => d as unknown as D);
  if (divergentes.length > 0) log.error(aviso, { divergencias: divergentes.length, participacoes, exemplos });
  return { participacoes, divergencias: divergentes.length, exemplos };
}

/** The daily job's answer: the counts, or an error (after the log line) when anything differs. */
export function exigirSemDivergencias(r: ResultadoConferencia<unknown>, erro: string): { participacoes: number; divergencias: number } {
  if (r.divergencias > 0) throw new Error(erro);
  return { participacoes: r.participacoes, divergencias: 0 };
}

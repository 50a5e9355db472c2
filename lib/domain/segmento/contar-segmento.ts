// Counting and listing the members of a segment: one statement from sql-segmento.ts, run in a
// short read transaction with the analytics settings (no JIT, memory to hash a window of sales).
import 'server-only';
import { consultarRelatorio } from '@/lib/domain/analytics/escopo-sql';
import { instrucaoSegmento, parametrosSegmento } from './sql-segmento';
import type { FiltroSegmento } from './filtro';

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

// Counting and listing the members of a segment: one statement from sql-segmento.ts, run in a
// short read transaction (one snapshot) with AJUSTES_SEGMENTO.
import 'server-only';
import { transacao, type Consulta } from '@/lib/db';
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

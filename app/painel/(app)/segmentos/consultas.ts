// Reads of the segments pages: the same domain functions, query schema and scope as the
// /api/v1/admin/segmentos routes.
import { prisma } from '@/lib/db';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { listarSegmentos } from '@/lib/domain/segmento/admin-segmentos';
import { listarSegmentosQuerySchema } from '@/app/api/v1/admin/segmentos/schemas';
import { consultarComTenants } from '@/app/painel/(app)/consulta-pagina';

export async function consultarSegmentos(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarComTenants(p, listarSegmentosQuerySchema, parametros, (q) => listarSegmentos(p, q));
}

/** Names of the stores of the tenants shown (the filter's store is shown by name). */
export async function nomesDasLojas(tenantIds: string[]): Promise<Record<string, string>> {
  if (tenantIds.length === 0) return {};
  const lojas = await prisma.loja.findMany({ where: { tenantId: { in: [...new Set(tenantIds)] } }, select: { id: true, nome: true } });
  return Object.fromEntries(lojas.map((l) => [l.id, l.nome]));
}

// Reads of the communication pages: the same domain functions, query schema and scope as the
// /api/v1/admin/comunicacao routes.
import { prisma } from '@/lib/db';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { listarCampanhasComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';
import { listarCampanhasComunicacaoQuerySchema } from '@/app/api/v1/admin/comunicacao/schemas';
import { consultarComTenants } from '@/app/painel/(app)/consulta-pagina';

export async function consultarCampanhasComunicacao(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarComTenants(p, listarCampanhasComunicacaoQuerySchema, parametros, (q) => listarCampanhasComunicacao(p, q));
}

/** The name a campaign's confirmation quotes (the campaign was read through its scope first). */
export async function nomeDoSegmento(id: string): Promise<string | null> {
  return (await prisma.segmento.findUnique({ where: { id }, select: { nome: true } }))?.nome ?? null;
}

export async function segmentosDoTenant(tenantId: string) {
  return prisma.segmento.findMany({ where: { tenantId }, orderBy: { nome: 'asc' }, select: { id: true, nome: true } });
}

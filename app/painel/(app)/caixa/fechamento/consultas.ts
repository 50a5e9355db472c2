// Server-side reads of /painel/caixa/fechamento: the URL's filters through the API's own query
// schema (same messages), then the same domain function and scope as GET /api/v1/admin/caixa/fechamento.
import 'server-only';
import { prisma } from '@/lib/db';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { fechamentoDoCaixa, type FechamentoCaixa } from '@/lib/domain/caixa/fechamento-caixa';
import { fechamentoCaixaQuerySchema } from '@/app/api/v1/admin/caixa/schemas';

export type FiltroFechamentoUrl = { data?: string; lojaId?: string; usuarioId?: string };

/** The day of the URL's filters; an invalid filter gives the API's message and today's report for everyone the principal may see. */
export async function fechamentoDaPagina(
  p: PrincipalAdmin,
  tenantId: string,
  url: FiltroFechamentoUrl,
): Promise<{ fechamento: FechamentoCaixa; erros: string[] }> {
  const q = fechamentoCaixaQuerySchema.safeParse(url);
  const erros = q.success ? [] : [...new Set(q.error.issues.map((i) => i.message))];
  return { fechamento: await fechamentoDoCaixa(p, tenantId, q.success ? q.data : {}), erros };
}

/** The programme's panel users who may work the counter (the manager's operator filter). */
export function usuariosDoPrograma(tenantId: string) {
  return prisma.usuarioAdmin.findMany({
    where: { tenantId, perfil: { in: ['Operador', 'AdminTenant'] } },
    select: { id: true, nome: true, ativo: true },
    orderBy: { nome: 'asc' },
  });
}

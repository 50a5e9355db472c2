// Reads of the audit log page: the same query schema, scope and domain function as
// GET /api/v1/admin/auditoria (lib/domain/auditoria/listar-auditoria.ts).
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { listarAuditoria } from '@/lib/domain/auditoria/listar-auditoria';
import { listarAuditoriaQuerySchema } from '@/app/api/v1/admin/auditoria/schemas';
import { consultarPagina, nomesDosTenants } from '@/app/painel/(app)/consulta-pagina';

export async function consultarAuditoria(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarPagina(listarAuditoriaQuerySchema, parametros, async (q) => {
    const { tenantId, ...filtro } = q;
    const escopo = tenantDoEscopo(p, tenantId);
    const pagina = await listarAuditoria(escopo, filtro);
    const tenants = escopo === null ? await nomesDosTenants(pagina.itens.map((a) => a.tenantId)) : null;
    return { pagina, tenants };
  });
}

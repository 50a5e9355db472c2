// Reads of the audit log page: the same query schema, scope and domain function as
// GET /api/v1/admin/auditoria (lib/domain/auditoria/listar-auditoria.ts).
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { listarAuditoria } from '@/lib/domain/auditoria/listar-auditoria';
import { listarAuditoriaQuerySchema } from '@/app/api/v1/admin/auditoria/schemas';
import { consultarComTenants } from '@/app/painel/(app)/consulta-pagina';

export async function consultarAuditoria(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarComTenants(p, listarAuditoriaQuerySchema, parametros, ({ tenantId: _, ...filtro }, escopo) =>
    listarAuditoria(escopo, filtro),
  );
}

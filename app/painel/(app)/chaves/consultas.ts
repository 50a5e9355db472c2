// Reads of the API keys page: the same query schema, scope and domain function as
// GET /api/v1/admin/chaves (lib/domain/acesso/admin-chaves.ts `listarChaves`). Never the secret.
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { listarChaves } from '@/lib/domain/acesso/admin-chaves';
import { listarChavesQuerySchema } from '@/app/api/v1/admin/chaves/schemas';
import { consultarComTenants } from '@/app/painel/(app)/consulta-pagina';

export async function consultarChaves(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarComTenants(p, listarChavesQuerySchema, parametros, ({ tenantId: _, ...filtro }, escopo) => listarChaves(escopo, filtro));
}

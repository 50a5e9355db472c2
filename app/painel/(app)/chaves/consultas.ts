// Reads of the API keys page: the same query schema, scope and domain function as
// GET /api/v1/admin/chaves (lib/domain/acesso/admin-chaves.ts `listarChaves`). Never the secret.
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { listarChaves } from '@/lib/domain/acesso/admin-chaves';
import { listarChavesQuerySchema } from '@/app/api/v1/admin/chaves/schemas';
import { consultarPagina, nomesDosTenants } from '@/app/painel/(app)/consulta-pagina';

export async function consultarChaves(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarPagina(listarChavesQuerySchema, parametros, async (q) => {
    const { tenantId, ...filtro } = q;
    const escopo = tenantDoEscopo(p, tenantId);
    const pagina = await listarChaves(escopo, filtro);
    const tenants = escopo === null ? await nomesDosTenants(pagina.itens.map((k) => k.tenantId)) : null;
    return { pagina, tenants };
  });
}

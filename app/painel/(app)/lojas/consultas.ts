// Reads of the stores page: the same domain function, query schema and scope as
// GET /api/v1/admin/lojas (lib/domain/loja/admin-lojas.ts `listarLojas`).
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { listarLojas } from '@/lib/domain/loja/admin-lojas';
import { listarLojasQuerySchema } from '@/app/api/v1/admin/lojas/schemas';
import { consultarPagina, nomesDosTenants } from '@/app/painel/(app)/consulta-pagina';

export async function consultarLojas(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarPagina(listarLojasQuerySchema, parametros, async (q) => {
    const pagina = await listarLojas(p, q);
    // SuperAdmin looking at every tenant: each row says whose store it is.
    const tenants = p.perfil === 'SuperAdmin' && !q.tenantId ? await nomesDosTenants(pagina.itens.map((l) => l.tenantId)) : null;
    return { pagina, filtro: q, tenants };
  });
}

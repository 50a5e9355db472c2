// Reads of the stores page: the same domain function, query schema and scope as
// GET /api/v1/admin/lojas (lib/domain/loja/admin-lojas.ts `listarLojas`).
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { listarLojas } from '@/lib/domain/loja/admin-lojas';
import { listarLojasQuerySchema } from '@/app/api/v1/admin/lojas/schemas';
import { consultarComTenants } from '@/app/painel/(app)/consulta-pagina';

export async function consultarLojas(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarComTenants(p, listarLojasQuerySchema, parametros, (q) => listarLojas(p, q));
}

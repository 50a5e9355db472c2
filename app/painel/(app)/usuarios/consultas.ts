// Reads of the users page: the same query schema, scope and domain function as
// GET /api/v1/admin/usuarios (lib/domain/acesso/admin-usuarios.ts `listarUsuarios`).
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { listarUsuarios } from '@/lib/domain/acesso/admin-usuarios';
import { listarUsuariosQuerySchema } from '@/app/api/v1/admin/usuarios/schemas';
import { consultarComTenants } from '@/app/painel/(app)/consulta-pagina';

export async function consultarUsuarios(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarComTenants(p, listarUsuariosQuerySchema, parametros, (q) => listarUsuarios(p, q));
}

// Which tenant an admin request acts on. SuperAdmin acts on any tenant (the `tenantId` it
// passes, or all of them where a listing allows it); everyone else only on their own: a
// `tenantId` of another tenant in a path, query or body is refused with 403 and nothing else.
import { ErroDeNegocio, MENSAGENS } from '@/lib/erros';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';

/** The tenant to act on, or null (SuperAdmin without a tenantId: every tenant). */
export function tenantDoEscopo(p: PrincipalAdmin, informado?: string | null): string | null {
  if (p.perfil === 'SuperAdmin') return informado ?? null;
  if (informado && informado.toLowerCase() !== p.tenantId) throw new ErroDeNegocio(403, MENSAGENS.acessoNegado);
  return p.tenantId;
}

/** Same, for operations that need one tenant: SuperAdmin must name it. */
export function tenantObrigatorio(p: PrincipalAdmin, informado?: string | null): string {
  const t = tenantDoEscopo(p, informado);
  if (!t) throw new ErroDeNegocio(400, 'O campo TenantId é obrigatório.');
  return t;
}

/**
 * Whether an object of `tenantId` is in the principal's scope (else: answer 404). A record loaded
 * by its id goes through `podeVerRegistro` (lib/domain/sandbox/tenant-sombra.ts), which adds that
 * a sandbox's record is never one.
 */
export function podeVer(p: PrincipalAdmin, tenantId: string | null): boolean {
  return p.perfil === 'SuperAdmin' || (tenantId !== null && tenantId === p.tenantId);
}

// The reads a panel page (server component) starts with, where the API would answer 403 or 404:
// the page sends the person to "sem acesso" or to the not-found page instead of crashing.
import { notFound, redirect } from 'next/navigation';
import { ErroDeNegocio } from '@/lib/erros';
import { prisma } from '@/lib/db';
import { exigirPainel } from '@/lib/auth/sessao';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { uuidOuNulo } from './campanhas/consultas';

/** The tenant of the URL's `tenantId` in the caller's scope (null: SuperAdmin on every tenant). */
export function tenantDaPagina(p: PrincipalAdmin, tenantId: string | undefined): string | null {
  try {
    return tenantDoEscopo(p, uuidOuNulo(tenantId));
  } catch (e) {
    if (e instanceof ErroDeNegocio && e.status === 403) redirect('/painel/sem-acesso');
    throw e;
  }
}

/**
 * The tenant a page creates things in (an AdminTenant's own, or the one a SuperAdmin picked), if
 * any: never a sandbox's shadow tenant, which is not found, as an id no tenant has (docs/sandbox.md).
 */
export async function tenantEscolhido(p: PrincipalAdmin, tenantId: string | undefined) {
  const id = tenantDaPagina(p, tenantId);
  return id ? prisma.tenant.findFirst({ where: { id, sandboxDe: null }, select: { id: true, nome: true } }) : null;
}

/**
 * A record read with the API's own function: "not found" (another tenant's, or none) is the
 * not-found page; with `semAcesso`, a 403 goes to the "sem acesso" page.
 */
export async function lerOuNaoEncontrado<T>(ler: () => Promise<T>, { semAcesso = false } = {}): Promise<T> {
  try {
    return await ler();
  } catch (e) {
    if (e instanceof ErroDeNegocio && e.status === 404) notFound();
    if (semAcesso && e instanceof ErroDeNegocio && e.status === 403) redirect('/painel/sem-acesso');
    throw e;
  }
}

/**
 * A managers' page that creates something in one tenant (a segment, a communication campaign): the
 * tenant of the URL in the caller's scope; with none (a SuperAdmin on every tenant), back to `lista`.
 */
export async function tenantDaCriacao(searchParams: Promise<Record<string, string | undefined>>, lista: string) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const tenant = await tenantEscolhido(p, (await searchParams).tenantId);
  if (!tenant) redirect(lista);
  return { p, tenant };
}

/**
 * A managers' page about one record (a campaign, a segment): read with the API's own function, an
 * `[id]` that is no UUID, or another tenant's record, is the not-found page.
 */
export async function lerDoId<T>(params: Promise<{ id: string }>, ler: (p: PrincipalAdmin, id: string) => Promise<T>) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const id = uuidOuNulo((await params).id);
  if (!id) notFound();
  return { p, registro: await lerOuNaoEncontrado(() => ler(p, id)) };
}

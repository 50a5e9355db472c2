// How a panel page (server component) reads a list: the URL's parameters go through the route's
// own query schema (same defaults, same messages), then the same domain function and scope rules
// the API route calls. A rule the API answers with 400/403/404 becomes a message on the page
// instead of a crash (e.g. an AdminTenant editing `tenantId` in the URL gets `Acesso negado.`).
import type { z } from 'zod';
import { validar } from '@/lib/api/binding';
import { ErroDeNegocio } from '@/lib/erros';
import { prisma } from '@/lib/db';
import type { Pagina } from '@/lib/api/consulta';
import type { Perfil, PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { tenantDeLeitura } from '@/lib/domain/sandbox/tenant-sombra';
import { exigirPainel } from '@/lib/auth/sessao';

export type ParametrosPagina = Record<string, string | string[] | undefined>;

/** What Next.js gives a page of a dynamic route: its segments (`[id]`…) and the URL's parameters. */
export type PropsDaPagina<Segmentos> = { params: Promise<Segmentos>; searchParams: Promise<ParametrosPagina> };

/** The URL's parameters as the API's query binder sees them: one value each, blanks dropped. */
export function parametrosDaUrl(q: ParametrosPagina): Record<string, string> {
  const r: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) {
    const valor = Array.isArray(v) ? v[0] : v;
    if (valor !== undefined && valor.trim() !== '') r[k] = valor.trim();
  }
  return r;
}

/**
 * The URL's parameters as a page reads with them: a sandbox's shadow tenant named by a SuperAdmin
 * is read as an id no tenant has (docs/sandbox.md), so the page shows what an unknown tenant
 * shows, as the API answers it (lib/api/admin.ts). The page keeps the URL's own parameters for
 * its links and filters.
 */
export async function parametrosDeLeitura(p: PrincipalAdmin, q: Record<string, string>): Promise<Record<string, string>> {
  const tenantId = await tenantDeLeitura(p, q.tenantId);
  return tenantId === q.tenantId ? q : { ...q, tenantId: tenantId! };
}

export type ResultadoConsulta<T> = { ok: true; dados: T } | { ok: false; status: number; mensagem: string };

export async function consultarPagina<S extends z.ZodType, T>(
  schema: S,
  parametros: Record<string, string>,
  ler: (q: z.output<S>) => Promise<T>,
): Promise<ResultadoConsulta<T>> {
  try {
    return { ok: true, dados: await ler(validar(schema, parametros)) };
  } catch (e) {
    if (e instanceof ErroDeNegocio) return { ok: false, status: e.status, mensagem: e.erros.join(' ') };
    throw e;
  }
}

/**
 * A list whose rows belong to tenants: read in the API's scope (an AdminTenant's own tenant, or the
 * one a SuperAdmin picked), and for the SuperAdmin's "every tenant" view the names of the rows'
 * tenants, so that each row says whose it is.
 */
export async function consultarComTenants<S extends z.ZodType<{ tenantId?: string }>, T extends { tenantId: string | null }>(
  p: PrincipalAdmin,
  schema: S,
  parametros: Record<string, string>,
  listar: (q: z.output<S>, escopo: string | null) => Promise<Pagina<T>>,
) {
  return consultarPagina(schema, parametros, async (q) => {
    const escopo = tenantDoEscopo(p, q.tenantId);
    const pagina = await listar(q, escopo);
    const tenants = escopo === null ? await nomesDosTenants(pagina.itens.map((i) => i.tenantId)) : null;
    return { pagina, tenants };
  });
}

/** Names of the tenants of a page of rows, for the SuperAdmin's "every tenant" views. */
export async function nomesDosTenants(ids: (string | null)[]): Promise<Record<string, string>> {
  const unicos = [...new Set(ids.filter((i): i is string => !!i))];
  if (unicos.length === 0) return {};
  const linhas = await prisma.tenant.findMany({ where: { id: { in: unicos } }, select: { id: true, nome: true } });
  return Object.fromEntries(linhas.map((t) => [t.id, t.nome]));
}

/**
 * The start of every list page: who may see it, the URL's filters, the read (`parametrosDeLeitura`:
 * a sandbox's shadow tenant is an unknown one), and the tenant the page creates things in (a SuperAdmin's pick, or an AdminTenant's own). A list an AdminTenant
 * may see holds tenants' rows (`porTenant`): it keeps the tenant picked in the panel's header in
 * its filters and paging (components/painel/lista-da-url.tsx); the platform's own lists do not.
 */
export async function lerPaginaDeLista<T>(
  searchParams: Promise<ParametrosPagina>,
  consultar: (p: PrincipalAdmin, q: Record<string, string>) => Promise<T>,
  perfis: Perfil[] = ['SuperAdmin', 'AdminTenant'],
) {
  const p = await exigirPainel(perfis);
  const q = parametrosDaUrl(await searchParams);
  const superAdmin = p.perfil === 'SuperAdmin';
  const tenantId = superAdmin ? (q.tenantId ?? null) : p.tenantId;
  return { p, q, r: await consultar(p, await parametrosDeLeitura(p, q)), superAdmin, tenantId, porTenant: perfis.includes('AdminTenant') };
}

// How a panel page (server component) reads a list: the URL's parameters go through the route's
// own query schema (same defaults, same messages), then the same domain function and scope rules
// the API route calls. A rule the API answers with 400/403/404 becomes a message on the page
// instead of a crash (e.g. an AdminTenant editing `tenantId` in the URL gets `Acesso negado.`).
import type { z } from 'zod';
import { validar } from '@/lib/api/binding';
import { ErroDeNegocio } from '@/lib/erros';
import { prisma } from '@/lib/db';

export type ParametrosPagina = Record<string, string | string[] | undefined>;

/** The URL's parameters as the API's query binder sees them: one value each, blanks dropped. */
export function parametrosDaUrl(q: ParametrosPagina): Record<string, string> {
  const r: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) {
    const valor = Array.isArray(v) ? v[0] : v;
    if (valor !== undefined && valor.trim() !== '') r[k] = valor.trim();
  }
  return r;
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

/** Names of the tenants of a page of rows, for the SuperAdmin's "every tenant" views. */
export async function nomesDosTenants(ids: (string | null)[]): Promise<Record<string, string>> {
  const unicos = [...new Set(ids.filter((i): i is string => !!i))];
  if (unicos.length === 0) return {};
  const linhas = await prisma.tenant.findMany({ where: { id: { in: unicos } }, select: { id: true, nome: true } });
  return Object.fromEntries(linhas.map((t) => [t.id, t.nome]));
}

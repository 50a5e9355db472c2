// Wrapper of the panel endpoints: `Authorization: Bearer <token of the admin login>` (or the
// panel's browser session, which carries that same token), then the
// profile check (403 `Acesso negado.`), then body/query binding, then the tenant (a sandbox's
// shadow tenant named by SuperAdmin is an unknown one). Club tokens and API keys are
// refused here (401): they are signed with other keys and for another audience.
import 'server-only';
import type { z } from 'zod';
import { verificarTokenAdmin, type Perfil, type PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { ErroDeNegocio, MENSAGENS, naoAutorizado } from '@/lib/erros';
import { lerEntrada, validar, type Dados, type LimiteCorpo } from '@/lib/api/binding';
import { rota, type ContextoRota } from '@/lib/api/rota';
import { UUID, campoUuid, mensagemAtivo, statusAtivoQuerySchema } from '@/lib/api/consulta';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo, tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { lerSessao, mesmaOrigem, type TipoSessao } from '@/lib/auth/sessao-navegador';
import { TENANT_INEXISTENTE, tenantsSombra } from '@/lib/domain/sandbox/tenant-sombra';

export function tokenBearer(req: Request): string | null {
  const h = req.headers.get('authorization') ?? '';
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1]! : null;
}

/**
 * The API token inside the browser session cookie (pages calling the API). Writes must come from
 * this app's own pages (Origin check): a cookie is sent by the browser on its own, a bearer
 * token is not.
 */
async function tokenDaSessao(req: Request, tipo: TipoSessao): Promise<string | null> {
  const sessao = await lerSessao(req.headers.get('cookie'), tipo);
  if (!sessao?.tokenApi) return null;
  if (req.method !== 'GET' && req.method !== 'HEAD' && !mesmaOrigem(req)) return null;
  return sessao.tokenApi;
}

/**
 * Who calls: the principal of the bearer token or, without one, of the browser session's token
 * (the panel's or the club's). No token, or one `verificar` does not accept: 401.
 */
export async function principalDoPedido<P>(req: Request, sessao: TipoSessao, verificar: (token: string) => Promise<P | null>): Promise<P> {
  const token = tokenBearer(req) ?? (await tokenDaSessao(req, sessao));
  const principal = token ? await verificar(token) : null;
  if (!principal) throw naoAutorizado();
  return principal;
}

/** The `tenantId` of a query, body or path, lower-cased, when it has one that is a UUID (a path's is not checked yet). */
function tenantNomeado(entrada: unknown): string | null {
  const t = typeof entrada === 'object' && entrada !== null ? (entrada as { tenantId?: unknown }).tenantId : undefined;
  return typeof t === 'string' && UUID.test(t) ? t.toLowerCase() : null;
}

/**
 * The sandboxes' shadow tenants a SuperAdmin names in the query, body or path: the wrapper
 * replaces each by an id no tenant has (lib/domain/sandbox/tenant-sombra.ts, docs/sandbox.md), so
 * every route answers as it answers an unknown tenant and nothing of a sandbox is read or written
 * through the panel. One primary-key read when a tenant is named; the other profiles can only name
 * their own tenant (anything else is 403) and skip it.
 */
async function sombrasNomeadas(principal: PrincipalAdmin, entradas: unknown[]): Promise<Set<string>> {
  if (principal.perfil !== 'SuperAdmin') return new Set();
  return tenantsSombra([...new Set(entradas.map(tenantNomeado).filter((t) => t !== null))]);
}

export const TODOS_OS_PERFIS: Perfil[] = ['SuperAdmin', 'AdminTenant', 'Operador'];
export const ADMINISTRADORES: Perfil[] = ['SuperAdmin', 'AdminTenant'];
export const SO_SUPERADMIN: Perfil[] = ['SuperAdmin'];

/**
 * Which tenant the route acts on, resolved by the wrapper from the `tenantId` of the query (or, for
 * a route without a query, of the body): `escopo` lets SuperAdmin act on every tenant (null),
 * `obrigatorio` makes SuperAdmin name one. The field is taken out of what the handler receives.
 */
export type EscopoTenant = 'escopo' | 'obrigatorio';
type TenantDo<E> = E extends 'obrigatorio' ? string : E extends 'escopo' ? string | null : undefined;
type SemTenant<T, E> = E extends EscopoTenant ? (T extends object ? Omit<T, 'tenantId'> : T) : T;

export function rotaAdmin<
  C extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends Response = Response,
  E extends EscopoTenant | undefined = undefined,
  I extends true | undefined = undefined,
>(
  nome: string,
  entrada: { perfis: Perfil[]; corpo?: C; query?: Q; tenant?: E; id?: I } & LimiteCorpo,
  fn: (a: {
    principal: PrincipalAdmin;
    corpo: Q extends z.ZodType ? Dados<C> : SemTenant<Dados<C>, E>;
    query: SemTenant<Dados<Q>, E>;
    tenantId: TenantDo<E>;
    /**
     * The tenant the request is about, for an answer that repeats it: `tenantId`, except that a
     * sandbox's shadow tenant named by SuperAdmin stays itself here while `tenantId` (what the
     * route acts on) is an id no tenant has.
     */
    tenantDoPedido: TenantDo<E>;
    /** The `{id}` of the path (`id: true`), checked after the body and the query. */
    id: I extends true ? string : undefined;
    ctx: ContextoRota;
  }) => Promise<R>,
) {
  const esquemaQuery = entrada.query;
  return rota(
    nome,
    async (ctx) => {
      const principal = await principalDoPedido(ctx.req, 'painel', verificarTokenAdmin);
      if (!entrada.perfis.includes(principal.perfil)) throw new ErroDeNegocio(403, MENSAGENS.acessoNegado);
      let { corpo, query }: { corpo: unknown; query: unknown } = await lerEntrada(ctx.req, entrada);
      const sombras = await sombrasNomeadas(principal, [corpo, query, ctx.params]);
      const semSombra = <T>(e: T): T => (sombras.has(tenantNomeado(e) ?? '') ? { ...e, tenantId: TENANT_INEXISTENTE } : e);
      let tenantDoPedido: string | null | undefined;
      if (entrada.tenant) {
        const { tenantId: informado, ...resto } = ((esquemaQuery ? query : corpo) ?? {}) as { tenantId?: string | null };
        tenantDoPedido = entrada.tenant === 'obrigatorio' ? tenantObrigatorio(principal, informado) : tenantDoEscopo(principal, informado);
        if (esquemaQuery) query = resto;
        else corpo = resto;
      }
      const tenantId = sombras.has(tenantDoPedido?.toLowerCase() ?? '') ? TENANT_INEXISTENTE : tenantDoPedido;
      const id = entrada.id ? validar(campoUuid('Id'), ctx.params.id) : undefined;
      return fn({
        principal,
        corpo: semSombra(corpo),
        query: semSombra(query),
        tenantId,
        tenantDoPedido,
        id,
        ctx: { ...ctx, params: semSombra(ctx.params) },
      } as Parameters<typeof fn>[0]);
    },
    entrada,
  );
}

/**
 * `PATCH …/{id}/status?ativo=` of a resource: the domain's toggle of the path's record, answered
 * with the record and the message of what was done.
 */
export function rotaStatusAdmin<T extends { ativo: boolean }>(
  nome: string,
  perfis: Perfil[],
  alterar: (principal: PrincipalAdmin, id: string, ativo: boolean) => Promise<T>,
  [recurso, genero]: [string, 'o' | 'a'],
) {
  return rotaAdmin(nome, { perfis, query: statusAtivoQuerySchema, id: true }, async ({ principal, query, id }) => {
    const r = await alterar(principal, id, query.ativo);
    return respostaOk(r, { mensagem: mensagemAtivo(recurso, genero, r.ativo) });
  });
}

/**
 * A write of the cashier's counter (`POST /api/v1/admin/caixa/…`, docs/caixa.md): every profile, in
 * one tenant (SuperAdmin names it), the body checked by `corpo`. `operar` answers the data and
 * the message of what it did (a replay of the same `documentoExterno` has its own).
 */
export function rotaEscritaCaixa<C extends z.ZodType, T>(
  nome: string,
  corpo: C,
  operar: (
    principal: PrincipalAdmin,
    tenantId: string,
    corpo: SemTenant<Dados<C>, 'obrigatorio'>,
  ) => Promise<{ dados: T; mensagem: string }>,
) {
  return rotaAdmin(nome, { perfis: TODOS_OS_PERFIS, corpo, tenant: 'obrigatorio' }, async ({ principal, tenantId, corpo: entrada }) => {
    const { dados, mensagem } = await operar(principal, tenantId, entrada);
    return respostaOk(dados, { mensagem });
  });
}

type Registro<T> = (principal: PrincipalAdmin, id: string) => Promise<T>;

/**
 * The routes of one record of a collection (`…/{id}`) that only call the domain: read it (GET),
 * replace it (PUT, with the success message) and delete it (DELETE, likewise). The path's id is
 * checked by rotaAdmin (`id: true`), after the body.
 */
export function rotasDoRegistroAdmin(caminho: string) {
  return {
    obter: <T>(perfis: Perfil[], obter: Registro<T>) =>
      rotaAdmin(`GET ${caminho}`, { perfis, id: true }, async ({ principal, id }) => respostaOk(await obter(principal, id))),
    atualizar: <C extends z.ZodType, T>(
      perfis: Perfil[],
      corpo: C,
      atualizar: (principal: PrincipalAdmin, id: string, dados: z.output<C>) => Promise<T>,
      mensagem: string,
    ) =>
      rotaAdmin(`PUT ${caminho}`, { perfis, corpo, id: true }, async ({ principal, corpo: dados, id }) =>
        respostaOk(await atualizar(principal, id, dados as z.output<C>), { mensagem }),
      ),
    /** PUT of a record whose tenant never changes: a `tenantId` in the body is only checked against the scope. */
    atualizarNoEscopo: <C extends z.ZodType<{ tenantId?: string | null }>, T>(
      perfis: Perfil[],
      corpo: C,
      atualizar: (principal: PrincipalAdmin, id: string, dados: Omit<z.output<C>, 'tenantId'>) => Promise<T>,
      mensagem: string,
    ) =>
      rotaAdmin(`PUT ${caminho}`, { perfis, corpo, id: true }, async ({ principal, corpo: entrada, id }) => {
        const { tenantId, ...dados } = entrada as z.output<C>;
        tenantDoEscopo(principal, tenantId);
        return respostaOk(await atualizar(principal, id, dados), { mensagem });
      }),
    excluir: <T>(perfis: Perfil[], excluir: Registro<T>, mensagem: string) =>
      rotaAdmin(`DELETE ${caminho}`, { perfis, id: true }, async ({ principal, id }) =>
        respostaOk(await excluir(principal, id), { mensagem }),
      ),
  };
}

/**
 * The routes of a collection that only call the domain: its list (GET, filtered by the query in the
 * caller's scope) and the creation of a record (POST; `criarNoTenant`: in a tenant, which SuperAdmin
 * names and the others take as their own), answered 201 with the success message.
 */
export function rotasDaColecaoAdmin(caminho: string) {
  return {
    listar: <Q extends z.ZodType, T>(perfis: Perfil[], query: Q, listar: (principal: PrincipalAdmin, filtro: z.output<Q>) => Promise<T>) =>
      rotaAdmin(`GET ${caminho}`, { perfis, query }, async ({ principal, query: filtro }) =>
        respostaOk(await listar(principal, filtro as z.output<Q>)),
      ),
    criar: <C extends z.ZodType, T>(
      perfis: Perfil[],
      corpo: C,
      criar: (principal: PrincipalAdmin, dados: z.output<C>) => Promise<T>,
      mensagem: string,
    ) =>
      rotaAdmin(`POST ${caminho}`, { perfis, corpo }, async ({ principal, corpo: dados }) =>
        respostaOk(await criar(principal, dados as z.output<C>), { status: 201, mensagem }),
      ),
    criarNoTenant: <C extends z.ZodType, T>(
      perfis: Perfil[],
      corpo: C,
      criar: (principal: PrincipalAdmin, tenantId: string, dados: Omit<z.output<C>, 'tenantId'>) => Promise<T>,
      mensagem: string,
      cabecalhos?: Record<string, string>,
    ) =>
      rotaAdmin(`POST ${caminho}`, { perfis, corpo, tenant: 'obrigatorio' }, async ({ principal, tenantId, corpo: dados }) =>
        respostaOk(await criar(principal, tenantId, dados as Omit<z.output<C>, 'tenantId'>), { status: 201, mensagem, cabecalhos }),
      ),
  };
}

/** The answer that carries a secret once: never kept by a cache. */
export const SEM_CACHE = { 'Cache-Control': 'no-store' };

/**
 * `POST …/{id}/…` that replaces a record's secret (an API key's rotation, a webhook's signing
 * secret): administrators only; the new secret is answered once, never cached.
 */
export function rotaNovoSegredoAdmin<T>(nome: string, gerar: Registro<T>, resposta: { status?: number; mensagem: string }) {
  return rotaAdmin(nome, { perfis: ADMINISTRADORES, id: true }, async ({ principal, id }) =>
    respostaOk(await gerar(principal, id), { ...resposta, cabecalhos: SEM_CACHE }),
  );
}

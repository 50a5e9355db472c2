// Building blocks of the admin requests (docs/api-admin-plataforma.md, "Convenções"): uuid path
// parameters, query
// booleans and dates, and paging as the spec's other paged lists answer it (club history,
// ClienteAdmin): `pagina` default 1, `tamanho` default 20 (spec "Limits"), at most 100, answered as
// `{ itens, paginacao: { pagina, tamanho, totalRegistros } }`.
import { z } from 'zod';
import { formatoInvalido, obrigatorio, textoObrigatorio } from '@/lib/api/campos';
import { EMAIL, emailInvalido } from '@/lib/api/campos-documentos';
import { dataValida } from '@/lib/datas';

/** A UUID in its text form, any case. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const TAMANHO_PADRAO = 20;
export const TAMANHO_MAXIMO = 100;

export type Paginacao = { pagina: number; tamanho: number };
export type Pagina<T> = { itens: T[]; paginacao: Paginacao & { totalRegistros: number } };

/** Prisma's skip/take of a page. */
export const skipTake = (p: Paginacao) => ({ skip: (p.pagina - 1) * p.tamanho, take: p.tamanho });

export const pagina = <T>(itens: T[], p: Paginacao, totalRegistros: number): Pagina<T> => ({
  itens,
  paginacao: { pagina: p.pagina, tamanho: p.tamanho, totalRegistros },
});

/** What a page needs of a Prisma model (`prisma.loja`…): the rows of a query, and the count of its filter. */
type ConsultaPaginada = { where?: unknown; orderBy?: Partial<Record<string, 'asc' | 'desc'>>[]; include?: unknown };
type ModeloPaginado<A extends ConsultaPaginada, L> = {
  findMany(args: A & { skip: number; take: number }): PromiseLike<L[]>;
  count(args: { where: A['where'] }): PromiseLike<number>;
};

/**
 * A page of a list: the model's rows of `consulta` (its filter, order, includes) at the page's
 * skip/take, and the count of the same filter, read in parallel. The query and the serializer
 * give the types (NoInfer); the model is checked against them, so a missing `include` fails tsc.
 */
export async function paginaDe<A extends ConsultaPaginada, L, T>(
  p: Paginacao,
  serializar: (linha: L) => T,
  modelo: ModeloPaginado<NoInfer<A>, NoInfer<L>>,
  consulta: A,
): Promise<Pagina<T>> {
  const [linhas, total] = await Promise.all([modelo.findMany({ ...consulta, ...skipTake(p) }), modelo.count({ where: consulta.where })]);
  return pagina(linhas.map(serializar), p, total);
}

/** An id in a path, body or query (`O campo Id deve ser um UUID.`); kept in lower case. */
export const campoUuid = (campo: string) =>
  z
    .string({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio(campo) : formatoInvalido(campo)) })
    .trim()
    .refine((v) => UUID.test(v), { error: `O campo ${campo} deve ser um UUID.` })
    .transform((v) => v.toLowerCase());

/** The `{id}` of a path. */
export const idDoCaminhoSchema = z.object({ id: campoUuid('Id') });

// The same messages as the panel's other paged list (ClienteAdmin, lib/domain/cliente/admin-mensagens.ts).
export const MENSAGENS_PAGINACAO = {
  pagina: 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.',
  tamanho: `O parâmetro tamanho deve ser um número inteiro entre 1 e ${TAMANHO_MAXIMO}.`,
} as const;
const MSG_PAGINA = MENSAGENS_PAGINACAO.pagina;
const MSG_TAMANHO = MENSAGENS_PAGINACAO.tamanho;

/**
 * A whole number in the query string, within [min, max]; absent or empty gives `padrao`. Query
 * strings arrive as text; `.meta` gives the OpenAPI document the integer type.
 */
function inteiroDeQuery(mensagem: string, min: number, max: number, padrao: number) {
  return z
    .string({ error: () => mensagem })
    .trim()
    .refine((v) => v === '' || (/^\d{1,10}$/.test(v) && Number(v) >= min && Number(v) <= max), { error: mensagem })
    .optional()
    .transform((v) => (v ? Number(v) : padrao))
    .meta({ type: 'integer', format: 'int32', minimum: min, maximum: max });
}

/** `pagina` and `tamanho` of a paged list's query. */
export const camposPaginacao = {
  pagina: inteiroDeQuery(MSG_PAGINA, 1, 2147483647, 1),
  tamanho: inteiroDeQuery(MSG_TAMANHO, 1, TAMANHO_MAXIMO, TAMANHO_PADRAO),
};

const ehBooleano = (v: string) => v === 'true' || v === 'false';
const msgBooleano = (parametro: string) => `O parâmetro ${parametro} deve ser true ou false.`;

/** An optional boolean query parameter: `true`/`false` in any case, as ASP.NET binds it; empty = absent. */
export const booleanoDeQuery = (parametro: string) =>
  z
    .string({ error: () => msgBooleano(parametro) })
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || ehBooleano(v), { error: msgBooleano(parametro) })
    .optional()
    .transform((v) => (v ? v === 'true' : undefined))
    .meta({ type: 'boolean' });

/** A required boolean query parameter (PATCH …/status?ativo=): absent or empty -> `O campo Ativo é obrigatório.` */
export const booleanoObrigatorioDeQuery = (parametro: string, campo: string) =>
  z
    .string({ error: (i) => (i.input === undefined ? obrigatorio(campo) : msgBooleano(parametro)) })
    .trim()
    .toLowerCase()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: obrigatorio(campo) });
      else if (!ehBooleano(v)) ctx.addIssue({ code: 'custom', message: msgBooleano(parametro) });
    })
    .transform((v) => v === 'true')
    .meta({ type: 'boolean' });

/** The query of `PATCH …/{id}/status?ativo=` (stores, users, tenants). */
export const statusAtivoQuerySchema = z.object({ ativo: booleanoObrigatorioDeQuery('ativo', 'Ativo') });

/** What that PATCH answers it did: `Loja ativada.`, `Usuário desativado.`… */
export const mensagemAtivo = (recurso: string, genero: 'o' | 'a', ativo: boolean) =>
  `${recurso} ${ativo ? 'ativad' : 'desativad'}${genero}.`;

/** An optional text parameter of a list's query, at most `max` characters; blank means absent. */
export const textoDeQuery = (parametro: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `O parâmetro ${parametro} deve ter no máximo ${max} caracteres.` })
    .optional()
    .transform((v) => v || undefined);

/** A free-text search term of a list; blank means no search. */
export const buscaDeQuery = textoDeQuery('busca', 150);

/** A `YYYY-MM-DD` query parameter. */
export const dataDeQuery = (parametro: string) =>
  z.string().refine(dataValida, { error: `O parâmetro ${parametro} deve estar no formato AAAA-MM-DD.` });

/** A required e-mail, kept in lower case (the panel's login is by e-mail). */
export const campoEmailObrigatorio = (campo: string) =>
  textoObrigatorio({ campo, max: 150 })
    .refine((v) => EMAIL.test(v), { error: emailInvalido(campo) })
    .transform((v) => v.toLowerCase());

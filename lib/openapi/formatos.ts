// Building blocks of the response schemas (lib/openapi/respostas*.ts and the route folders'
// openapi.ts): a described field per format of the spec ("Formats") and the paged answers.
import { z } from 'zod';

export const d = (description: string) => ({ description });
export const uuid = (descricao: string) => z.uuid().meta(d(descricao));
export const reais = (descricao: string) => z.number().meta(d(`${descricao} (R$).`));
export const inteiro = (descricao: string) => z.int().nonnegative().meta(d(descricao));
/** `YYYY-MM-DD`. */
export const data = (descricao: string) => z.iso.date().meta(d(descricao));
export const dataOuNulo = (descricao: string) => z.iso.date().nullable().meta(d(descricao));
/** `YYYY-MM-DDTHH:MM:SSZ`, UTC. */
export const dataHora = (descricao: string) => z.iso.datetime().meta(d(descricao));
export const dataHoraOuNulo = (descricao: string) => z.iso.datetime().nullable().meta(d(descricao));

/** `criadoEm` and `atualizadoEm` of a record the panel creates and edits. */
export const criadoEAtualizado = {
  criadoEm: dataHora('Criação (UTC).'),
  atualizadoEm: dataHora('Última alteração (UTC).'),
};

/**
 * The answer of a creation or rotation that carries a secret (an API key, a webhook's signing
 * secret): the resource's schema plus the secret, which no other answer shows. The warning is
 * worded here once, so that every such answer tells the integrator alike to keep it now.
 */
export const comSegredo = <T extends z.ZodRawShape, C extends string>(
  recurso: z.ZodObject<T>,
  { id, criado, campo, segredo }: { id: string; criado: string; campo: C; segredo: string },
) =>
  recurso
    .extend({ [campo]: z.string().meta(d(`${segredo} Mostrado **só nesta resposta**: guarde-o agora.`)) } as Record<C, z.ZodString>)
    .meta({ id, description: `${criado}, com o segredo exibido uma única vez.` });

/** `paginacao` of the paged answers (lib/api/consulta.ts `Pagina<T>`); the club history's too. */
export const paginacao = (totalRegistros: string, tamanho = 'Tamanho da página.') =>
  z
    .object({
      pagina: z.int().min(1).meta(d('Página devolvida (a partir de 1).')),
      tamanho: z.int().min(1).max(100).meta(d(tamanho)),
      totalRegistros: inteiro(totalRegistros),
    })
    .meta(d('Paginação.'));

/** The panel's paged answer `{ itens, paginacao }`, named `id` in the document. */
export const paginado = <T extends z.ZodType>(id: string, item: T, itens: string, totalRegistros: string, tamanho?: string) =>
  z.object({ itens: z.array(item).meta(d(itens)), paginacao: paginacao(totalRegistros, tamanho) }).meta({ id });

/** A paged answer whose `tamanho` is the panel's usual one: 20 by default, at most 100. */
export const paginaDoPainel = <T extends z.ZodType>(id: string, item: T, itens: string, totalRegistros: string) =>
  paginado(id, item, itens, totalRegistros, 'Tamanho da página (padrão 20, máximo 100).');

/** The usual filtered list of the panel: a page of `registros` (20 by default, at most 100). */
export const listaFiltrada = <T extends z.ZodType>(item: T, id: string, registros: string, itens = 'Itens desta página.') =>
  paginaDoPainel(id, item, itens, `Total de ${registros} que atendem aos filtros.`);

// Request binding as the original ASP.NET API does it: JSON property names and query keys are
// matched case-insensitively to the schema's names; unknown properties are ignored (which also
// keeps callers from setting fields they may not set).
//
// Three refusals protect what comes after (all 400, nothing recorded):
// - a key given twice, also in another case (`{"valorVenda":20,"ValorVenda":1e9}`): reading it
//   last-wins would let a proxy and the service see different amounts;
// - text PostgreSQL cannot store (NUL) or that is not Unicode (a lone surrogate): it would fail
//   in the database with 22021 and answer 500, which a PDV retries forever;
// - anything zod describes in its own (English) words gets the field's pt-BR format message.
import { z } from 'zod';
import { ErroDeNegocio, MENSAGENS } from '@/lib/erros';
import { formatoInvalido } from '@/lib/api/campos';

const LIMITE_CORPO = 64 * 1024;

/** A route that takes a file's text in its body (the customer import) may allow more than LIMITE_CORPO. */
export type LimiteCorpo = { limiteCorpo?: number };

// Schemas are module constants: what binding needs of each (its unwrapped core, an object's keys
// by lower case) is worked out once, not on every request (issue 13 §2, the sale's CPU).
const desembrulhados = new WeakMap<z.ZodType, z.ZodType>();
const chavesPorMinusculas = new WeakMap<z.ZodType, Map<string, string>>();

function desembrulhar(s: z.ZodType): z.ZodType {
  let r = desembrulhados.get(s);
  if (!r) desembrulhados.set(s, (r = desembrulharAgora(s)));
  return r;
}

function porMinusculasDe(s: z.ZodObject): Map<string, string> {
  let m = chavesPorMinusculas.get(s);
  if (!m) chavesPorMinusculas.set(s, (m = new Map(Object.keys(s.shape).map((k) => [k.toLowerCase(), k]))));
  return m;
}

function desembrulharAgora(s: z.ZodType): z.ZodType {
  let atual: z.ZodType = s;
  for (let i = 0; i < 10; i++) {
    const def = (atual as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.innerType) atual = def.innerType as z.ZodType;
    else if (def.type === 'pipe' && def.in) atual = def.in as z.ZodType;
    else break;
  }
  return atual;
}

function objetoSimples(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export const campoRepetido = (campo: string) => `O campo ${campo} foi informado mais de uma vez.`;

/**
 * Renames keys to the schema's spelling, ignoring case, recursively through nested objects. Two
 * keys of one object that differ only in case are refused (400), whatever the schema knows.
 */
export function normalizarChaves(schema: z.ZodType, valor: unknown, caminho: PropertyKey[] = []): unknown {
  const s = desembrulhar(schema);
  if (objetoSimples(valor)) {
    const vistas = new Set<string>();
    for (const k of Object.keys(valor)) {
      const m = k.toLowerCase();
      if (vistas.has(m)) throw new ErroDeNegocio(400, campoRepetido(nomeDoCampo([...caminho, k])));
      vistas.add(m);
    }
  }
  if (s instanceof z.ZodObject && objetoSimples(valor)) {
    const forma = s.shape as Record<string, z.ZodType>;
    const porMinusculas = porMinusculasDe(s);
    const saida: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(valor)) {
      const canonico = porMinusculas.get(k.toLowerCase());
      if (canonico) saida[canonico] = normalizarChaves(forma[canonico]!, v, [...caminho, canonico]);
    }
    return saida;
  }
  if (s instanceof z.ZodArray && Array.isArray(valor)) {
    return valor.map((v, i) => normalizarChaves(s.element as z.ZodType, v, [...caminho, i]));
  }
  return valor;
}

/**
 * The first key that appears twice in one object of a JSON text (case-insensitively), as a
 * field path; null when there is none. JSON.parse keeps only the last of exact repeats, so they
 * can only be seen in the text. `texto` must already be valid JSON (JSON.parse accepted it).
 */
export function chaveRepetidaNoJson(texto: string): string | null {
  type Nivel = { chaves: Set<string> | null; esperaChave: boolean; chaveAtual: string };
  const pilha: Nivel[] = [];
  const caminho = () => pilha.filter((n) => n.chaves).map((n) => n.chaveAtual);
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if (c === 0x22 /* " */) {
      const inicio = i;
      let escapes = false;
      for (i++; i < texto.length; i++) {
        const d = texto.charCodeAt(i);
        if (d === 0x5c /* \ */) {
          escapes = true;
          i++;
        } else if (d === 0x22) break;
      }
      const topo = pilha[pilha.length - 1];
      if (topo?.chaves && topo.esperaChave) {
        const bruta = texto.slice(inicio, i + 1);
        const chave = escapes ? (JSON.parse(bruta) as string) : bruta.slice(1, -1);
        const m = chave.toLowerCase();
        topo.chaveAtual = chave;
        if (topo.chaves.has(m)) return nomeDoCampo(caminho());
        topo.chaves.add(m);
        topo.esperaChave = false;
      }
    } else if (c === 0x7b /* { */) pilha.push({ chaves: new Set(), esperaChave: true, chaveAtual: '' });
    else if (c === 0x5b /* [ */) pilha.push({ chaves: null, esperaChave: false, chaveAtual: '' });
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) pilha.pop();
    else if (c === 0x2c /* , */) {
      const topo = pilha[pilha.length - 1];
      if (topo?.chaves) topo.esperaChave = true;
    }
  }
  return null;
}

/** `cliente.nome` -> `Cliente.Nome`, `lojaIds[1]` -> `LojaIds[1]`: the field as messages name it. */
export function nomeDoCampo(caminho: readonly PropertyKey[]): string {
  let nome = '';
  for (const p of caminho) {
    if (typeof p === 'number') nome += `[${p}]`;
    else {
      const t = String(p);
      nome += `${nome ? '.' : ''}${t.charAt(0).toUpperCase()}${t.slice(1)}`;
    }
  }
  return nome;
}

/** True for text PostgreSQL refuses: a NUL character, or UTF-16 that is not Unicode (lone surrogates). */
export function textoImpossivel(s: string): boolean {
  return s.includes('\u0000') || !s.isWellFormed();
}

/** The path of the first string, anywhere in `valor`, that PostgreSQL could not store. */
function caminhoDeTextoImpossivel(valor: unknown, caminho: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof valor === 'string') return textoImpossivel(valor) ? caminho : null;
  if (Array.isArray(valor)) {
    for (let i = 0; i < valor.length; i++) {
      const r = caminhoDeTextoImpossivel(valor[i], [...caminho, i]);
      if (r) return r;
    }
  } else if (objetoSimples(valor)) {
    for (const [k, v] of Object.entries(valor)) {
      const r = caminhoDeTextoImpossivel(v, [...caminho, k]);
      if (r) return r;
    }
  }
  return null;
}

const mensagemDeFormato = (caminho: readonly PropertyKey[]) =>
  caminho.length ? formatoInvalido(nomeDoCampo(caminho)) : MENSAGENS.corpoInvalido;

/** Marks the issues no schema gave a message to (zod's own English words). */
const SEM_MENSAGEM = '\u0000sem-mensagem';

/** Validates, or throws 400 with every message (first one also in `mensagem`). */
export function validar<S extends z.ZodType>(schema: S, valor: unknown): z.output<S> {
  const normalizado = normalizarChaves(schema, valor);
  const impossivel = caminhoDeTextoImpossivel(normalizado);
  if (impossivel) throw new ErroDeNegocio(400, mensagemDeFormato(impossivel));
  const r = schema.safeParse(normalizado, { error: () => SEM_MENSAGEM });
  if (r.success) return r.data;
  const mensagens = [...new Set(r.error.issues.map((i) => (i.message === SEM_MENSAGEM ? mensagemDeFormato(i.path) : i.message)))];
  throw new ErroDeNegocio(400, mensagens);
}

/**
 * The body as text, read as a stream and refused as soon as it passes the limit: a client that
 * omits Content-Length (chunked) cannot make the server buffer an unbounded body.
 */
export async function lerTextoLimitado(req: Request, limite = LIMITE_CORPO): Promise<string> {
  const tamanho = Number(req.headers.get('content-length') ?? '0');
  if (tamanho > limite) throw new ErroDeNegocio(400, MENSAGENS.corpoGrande);
  if (!req.body) return '';
  const leitor = req.body.getReader();
  const partes: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await leitor.read();
      if (done) break;
      total += value.byteLength;
      if (total > limite) {
        await leitor.cancel().catch(() => {});
        throw new ErroDeNegocio(400, MENSAGENS.corpoGrande);
      }
      partes.push(value);
    }
  } catch (e) {
    if (e instanceof ErroDeNegocio) throw e;
    throw new ErroDeNegocio(400, MENSAGENS.corpoInvalido);
  }
  return Buffer.concat(partes).toString('utf8');
}

/** Any JSON value (objects, arrays, strings…), with the size limit and the pt-BR messages. */
export async function lerValorJson(req: Request, limite = LIMITE_CORPO): Promise<unknown> {
  const texto = await lerTextoLimitado(req, limite);
  if (!texto.trim()) throw new ErroDeNegocio(400, 'O corpo da requisição é obrigatório.');
  let valor: unknown;
  try {
    valor = JSON.parse(texto);
  } catch {
    throw new ErroDeNegocio(400, MENSAGENS.corpoInvalido);
  }
  const repetida = chaveRepetidaNoJson(texto);
  if (repetida) throw new ErroDeNegocio(400, campoRepetido(repetida));
  return valor;
}

/** A JSON object body (every endpoint but one takes an object). */
export async function lerCorpoJson(req: Request, limite = LIMITE_CORPO): Promise<unknown> {
  const valor = await lerValorJson(req, limite);
  if (!objetoSimples(valor)) throw new ErroDeNegocio(400, MENSAGENS.corpoInvalido);
  return valor;
}

/**
 * Query string as an object. A parameter given twice (also in another case: `?cpf=…&CPF=…`) is
 * refused like a repeated body key: which of the two would count is not the caller's guess.
 */
export function lerQuery(req: Request): Record<string, string> {
  const saida: Record<string, string> = {};
  const vistas = new Set<string>();
  for (const [k, v] of new URL(req.url).searchParams) {
    const m = k.toLowerCase();
    if (vistas.has(m)) throw new ErroDeNegocio(400, `O parâmetro ${nomeDoCampo([k])} foi informado mais de uma vez.`);
    vistas.add(m);
    saida[k] = v;
  }
  return saida;
}

/** The value a route's schema gives (undefined where the route has none). */
export type Dados<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * A route's body, then its query, each validated by the route's schema, in that order (a body
 * error answers first). `bruto` reads a raw value only when the route has a schema for it.
 */
export async function validarEntrada<C extends z.ZodType | undefined, Q extends z.ZodType | undefined>(
  entrada: { corpo?: C; query?: Q },
  bruto: { corpo?: () => unknown; query?: () => unknown },
): Promise<{ corpo: Dados<C>; query: Dados<Q> }> {
  const corpo = entrada.corpo ? validar(entrada.corpo, await bruto.corpo?.()) : undefined;
  const query = entrada.query ? validar(entrada.query, bruto.query?.()) : undefined;
  return { corpo: corpo as Dados<C>, query: query as Dados<Q> };
}

/** The same from a request: its JSON body and its URL's query. */
export function lerEntrada<C extends z.ZodType | undefined, Q extends z.ZodType | undefined>(
  req: Request,
  entrada: { corpo?: C; query?: Q } & LimiteCorpo,
) {
  return validarEntrada(entrada, { corpo: () => lerCorpoJson(req, entrada.limiteCorpo), query: () => lerQuery(req) });
}

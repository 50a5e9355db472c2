// Request binding as the original ASP.NET API does it: JSON property names and query keys are
// matched case-insensitively to the schema's names; unknown properties are ignored (which also
// keeps callers from setting fields they may not set).
import { z } from 'zod';
import { ErroDeNegocio, MENSAGENS } from '@/lib/erros';

const LIMITE_CORPO = 64 * 1024;

function desembrulhar(s: z.ZodType): z.ZodType {
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

/** Renames keys to the schema's spelling, ignoring case, recursively through nested objects. */
export function normalizarChaves(schema: z.ZodType, valor: unknown): unknown {
  const s = desembrulhar(schema);
  if (s instanceof z.ZodObject && objetoSimples(valor)) {
    const forma = s.shape as Record<string, z.ZodType>;
    const porMinusculas = new Map(Object.keys(forma).map((k) => [k.toLowerCase(), k]));
    const saida: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(valor)) {
      const canonico = porMinusculas.get(k.toLowerCase());
      if (canonico) saida[canonico] = normalizarChaves(forma[canonico]!, v);
    }
    return saida;
  }
  if (s instanceof z.ZodArray && Array.isArray(valor)) {
    return valor.map((v) => normalizarChaves(s.element as z.ZodType, v));
  }
  return valor;
}

/** Validates, or throws 400 with every message (first one also in `mensagem`). */
export function validar<S extends z.ZodType>(schema: S, valor: unknown): z.output<S> {
  const r = schema.safeParse(normalizarChaves(schema, valor));
  if (r.success) return r.data;
  const mensagens = [...new Set(r.error.issues.map((i) => i.message))];
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
export async function lerValorJson(req: Request): Promise<unknown> {
  const texto = await lerTextoLimitado(req);
  if (!texto.trim()) throw new ErroDeNegocio(400, 'O corpo da requisição é obrigatório.');
  try {
    return JSON.parse(texto);
  } catch {
    throw new ErroDeNegocio(400, MENSAGENS.corpoInvalido);
  }
}

/** A JSON object body (every endpoint but one takes an object). */
export async function lerCorpoJson(req: Request): Promise<unknown> {
  const valor = await lerValorJson(req);
  if (!objetoSimples(valor)) throw new ErroDeNegocio(400, MENSAGENS.corpoInvalido);
  return valor;
}

/** Query string as an object; repeated keys keep the first value. */
export function lerQuery(req: Request): Record<string, string> {
  const saida: Record<string, string> = {};
  for (const [k, v] of new URL(req.url).searchParams) if (!(k in saida)) saida[k] = v;
  return saida;
}

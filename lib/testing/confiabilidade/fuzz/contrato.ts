// The contract for two kinds of hostile input (issue 8, §5), checked on every operation:
// - a text field containing NUL or a lone surrogate answers 400 with that field's binding
//   message, `O campo <Campo> está em formato inválido.` (PostgreSQL refuses NUL in text, and a
//   lone surrogate is not text at all: neither may reach the domain);
// - a body with two keys equal ignoring case (exact duplicates included) answers 400: the
//   binding is case-insensitive, so which of the two wins would be an accident of parsing.
// The field's message is not written here: it is the one the operation's own schema gives for a
// wrong type in that field (a number where text is expected), so it follows the schema.
import 'server-only';
import { z } from 'zod';
import { nomeDoCampo, normalizarChaves } from '@/lib/api/binding';
import { formatoInvalido } from '@/lib/api/campos';
import type { Operacao } from '@/lib/openapi/registro';
import type { Resposta } from '@/lib/testing/api';
import { CREDENCIAIS, mundo, type Credencial, type Mundo } from './mundo';
import { enviarEConferir, type Enviado } from './conferir';
import { exemploDaConsulta, exemploDoCorpo, idDoMundo, jsonSchema } from './pedidos';
import { serializar } from './valores';

export const FORMATO = /^O campo (.+) está em formato inválido\.$/;

type Caminho = (string | number)[];

/** The text fields of a body: the example's string leaves and the schema's absent text properties. */
export function camposDeTexto(op: Operacao, exemplo: unknown): { caminho: Caminho; valor: string }[] {
  const saida: { caminho: Caminho; valor: string }[] = [];
  const visitar = (v: unknown, c: Caminho) => {
    if (typeof v === 'string') saida.push({ caminho: c, valor: v });
    else if (Array.isArray(v)) v.forEach((x, i) => visitar(x, [...c, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) visitar(x, [...c, k]);
  };
  visitar(exemplo, []);
  const ehTexto = (s: { type?: unknown; anyOf?: { type?: unknown }[]; enum?: unknown }) =>
    !s.enum && (s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')) || !!s.anyOf?.some((a) => a.type === 'string'));
  const props = (jsonSchema(op.corpo?.schema)?.properties ?? {}) as Record<
    string,
    { type?: unknown; anyOf?: { type?: unknown }[]; enum?: unknown }
  >;
  if (exemplo && typeof exemplo === 'object' && !Array.isArray(exemplo)) {
    for (const [k, s] of Object.entries(props)) if (!(k in exemplo) && ehTexto(s)) saida.push({ caminho: [k], valor: 'texto' });
  }
  return saida;
}

function comValor(base: unknown, caminho: Caminho, valor: unknown): unknown {
  if (caminho.length === 0) return valor;
  const copia = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<string | number, unknown>;
  const [k, ...resto] = caminho;
  copia[k!] = comValor(copia[k!], resto, valor);
  return copia;
}

/** The message the schema gives for a wrong type at `caminho`: the field's format message. */
export function mensagemDoCampo(schema: z.ZodType, base: unknown, caminho: Caminho): string | null {
  const r = schema.safeParse(normalizarChaves(schema, comValor(base, caminho, 12345)));
  if (r.success) return null;
  const doCampo = r.error.issues.find((i) => i.path.join('.') === caminho.join('.'));
  return doCampo?.message ?? null;
}

export type Falha = { campo: string; enviado: string; status: number; erros: unknown };

/** Sends one case; an answer that breaks the invariants of every answer (a 500, a write on an
 * error…) is recorded as that case's failure, so one test lists every failing field. */
async function enviarOuFalhar(e: Enviado, campo: string, falhas: Falha[]): Promise<Resposta | null> {
  try {
    return await enviarEConferir(e);
  } catch (erro) {
    const m = (erro as Error).message;
    const resposta = /→ (\d{3}) (.*)/.exec(m);
    falhas.push({
      campo: `${campo} — ${m.split(':')[0]}`,
      enviado: (e.opcoes.corpoTexto ?? JSON.stringify(e.opcoes.query)).slice(0, 200),
      status: resposta ? Number(resposta[1]) : 0,
      erros: resposta ? resposta[2]!.slice(0, 300) : m.slice(0, 300),
    });
    return null;
  }
}

/**
 * The credential to check the contract with: the audience's only one, or the first admin profile
 * whose requests reach the binding (a body that is an array instead of an object, or a query
 * parameter the schema refuses, answers 400), in the order a caller most likely has it.
 */
export async function credencialQueChegaAoBinding(op: Operacao, m: Mundo): Promise<Credencial | null> {
  if (CREDENCIAIS[op.seguranca].length === 1) return CREDENCIAIS[op.seguranca][0]!;
  const ordem = ['AdminTenant', 'SuperAdmin', 'Operador'];
  const candidatas = [...CREDENCIAIS[op.seguranca]].sort((a, b) => ordem.indexOf(a.nome) - ordem.indexOf(b.nome));
  // Without a body, a query parameter the schema refuses (too long, or not of its kind).
  let query: Record<string, string> | undefined;
  if (op.query) {
    const base = exemploDaConsulta(op, m);
    const recusado = Object.keys(op.query.schema.shape)
      .flatMap((k) => ['x'.repeat(5000), '!'].map((v) => ({ ...base, [k]: v })))
      .find((q) => !op.query!.schema.safeParse(normalizarChaves(op.query!.schema, q)).success);
    query = op.corpo ? base : recusado;
    if (!query) return null;
  }
  for (const c of candidatas) {
    const r = await enviarEConferir({
      metodo: op.metodo,
      caminho: caminhoDoMundo(op, m),
      opcoes: { ...c.opcoes(m), ...(op.corpo ? { corpoTexto: '[]' } : {}), query },
    });
    if (r.status === 400) return c;
  }
  return null;
}

export function caminhoDoMundo(op: Operacao, m: Mundo): string {
  return op.caminho.replace(/\{(\w+)\}/g, (_, p: string) => encodeURIComponent(idDoMundo(op.caminho, p, m)));
}

/** NUL and lone surrogates in every text field of the body, NUL in every text query parameter. */
export async function textoHostil(op: Operacao, c: Credencial): Promise<{ falhas: Falha[]; enviados: number }> {
  const falhas: Falha[] = [];
  let enviados = 0;
  const m0 = await mundo();
  const casos: { campo: string; montar: (m: Mundo) => Enviado; mensagem: string | null }[] = [];
  if (op.corpo) {
    const exemplo = exemploDoCorpo(op, m0);
    for (const { caminho, valor } of camposDeTexto(op, exemplo)) {
      // An element of a list is named with its index (`LojaIds[0]`), as the binding names it.
      const mensagem = caminho.some((p) => typeof p === 'number')
        ? formatoInvalido(nomeDoCampo(caminho))
        : mensagemDoCampo(op.corpo.schema, exemplo, caminho);
      for (const [nome, sufixo] of [
        ['NUL', '\u0000'],
        ['surrogate isolado', '\ud800'],
      ] as const) {
        casos.push({
          campo: `corpo ${caminho.join('.') || '(o próprio corpo)'} com ${nome}`,
          mensagem,
          montar: (m) => ({
            metodo: op.metodo,
            caminho: caminhoDoMundo(op, m),
            opcoes: {
              ...c.opcoes(m),
              corpoTexto: serializar(comValor(exemploDoCorpo(op, m), caminho, valor + sufixo)),
              query: op.query ? exemploDaConsulta(op, m) : undefined,
            },
          }),
        });
      }
    }
  }
  if (op.query) {
    const props = (jsonSchema(op.query.schema)?.properties ?? {}) as Record<string, { type?: unknown; enum?: unknown }>;
    for (const [k, s] of Object.entries(props)) {
      if (s.type !== 'string') continue;
      const base = exemploDaConsulta(op, m0);
      // A lone surrogate cannot travel in a URL (it is sent as U+FFFD): NUL only.
      casos.push({
        campo: `query ${k} com NUL`,
        mensagem: mensagemDoCampo(op.query.schema, base, [k]),
        montar: (m) => {
          const q = exemploDaConsulta(op, m);
          return {
            metodo: op.metodo,
            caminho: caminhoDoMundo(op, m),
            opcoes: {
              ...c.opcoes(m),
              // With a valid body: a missing body would be refused first, for another reason.
              ...(op.corpo ? { corpoTexto: serializar(exemploDoCorpo(op, m)) } : {}),
              query: { ...q, [k]: `${q[k] ?? 'texto'}\u0000` },
            },
          };
        },
      });
    }
  }
  for (const caso of casos) {
    const e = caso.montar(await mundo());
    const r = await enviarOuFalhar(e, caso.campo, falhas);
    enviados++;
    if (!r) continue;
    const mensagemEsperada = caso.mensagem && FORMATO.test(caso.mensagem) ? caso.mensagem : null;
    const ok = r.status === 400 && (mensagemEsperada === null || (r.corpo.erros ?? []).includes(mensagemEsperada));
    if (!ok) {
      falhas.push({
        campo: `${caso.campo} (esperado 400${mensagemEsperada ? ` com "${mensagemEsperada}"` : ''})`,
        enviado: (e.opcoes.corpoTexto ?? JSON.stringify(e.opcoes.query)).slice(0, 200),
        status: r.status,
        erros: r.corpo.erros,
      });
    }
  }
  return { falhas, enviados };
}

/** Two keys equal ignoring case, and an exact duplicate, at the top of the example body. */
export async function chavesDuplicadas(op: Operacao, c: Credencial): Promise<{ falhas: Falha[]; enviados: number }> {
  const falhas: Falha[] = [];
  let enviados = 0;
  const exemplo = exemploDoCorpo(op, await mundo());
  if (!exemplo || typeof exemplo !== 'object' || Array.isArray(exemplo)) return { falhas, enviados };
  const chaves = Object.keys(exemplo);
  for (const k of chaves) {
    const outroValor = (v: unknown) => (typeof v === 'number' ? 1e9 : typeof v === 'boolean' ? !v : typeof v === 'string' ? `${v}X` : null);
    const variante = k[0] === k[0]!.toUpperCase() ? k[0]!.toLowerCase() + k.slice(1) : k[0]!.toUpperCase() + k.slice(1);
    for (const [nome, chave, valor] of [
      ['chave repetida igual', k, (exemplo as Record<string, unknown>)[k]],
      [`chave repetida como ${variante}`, variante, outroValor((exemplo as Record<string, unknown>)[k])],
    ] as const) {
      const m = await mundo();
      const corpo = exemploDoCorpo(op, m) as Record<string, unknown>;
      const texto = `${serializar(corpo).slice(0, -1)},${JSON.stringify(chave)}:${serializar(valor)}}`;
      const e: Enviado = {
        metodo: op.metodo,
        caminho: caminhoDoMundo(op, m),
        opcoes: { ...c.opcoes(m), corpoTexto: texto, query: op.query ? exemploDaConsulta(op, m) : undefined },
      };
      const r = await enviarOuFalhar(e, `${k}: ${nome}`, falhas);
      enviados++;
      if (r && r.status !== 400)
        falhas.push({ campo: `${k}: ${nome} (esperado 400)`, enviado: texto.slice(0, 200), status: r.status, erros: r.corpo.erros });
    }
    // One key per body is enough to show the rule; every key in the heavy variant.
    if (!process.env.FID_FUZZ_PESADO) break;
  }
  return { falhas, enviados };
}

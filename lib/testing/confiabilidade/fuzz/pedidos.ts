// Requests of one operation of the OpenAPI list (app/api/v1/openapi.json/operacoes.ts): bodies,
// queries and path parameters from the operation's own zod schemas and documented examples, mixed
// with hostile values, malformed JSON, duplicate keys, wrong types and oversized bodies.
import 'server-only';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z } from 'zod';
import { cnpjAleatorio, cpfAleatorio } from '@/lib/testing/cenario';
import { recursoDoParametro, type Recurso } from '@/lib/testing/recurso-do-caminho';
import { OPCOES_JSON_SCHEMA, type Operacao } from '@/lib/openapi/registro';
import type { Mundo } from './mundo';
import { arbDoSchema, arbHostil, arbTextoDeConsulta, serializar, type JsonSchema } from './valores';

export function jsonSchema(s: z.ZodType | undefined): JsonSchema | undefined {
  if (!s) return undefined;
  const { $schema: _, ...resto } = z.toJSONSchema(s, OPCOES_JSON_SCHEMA) as Record<string, unknown>;
  return resto as JsonSchema;
}

/** The world's object for a path parameter, by the resource the path names. */
export function idDoMundo(caminho: string, parametro: string, m: Mundo): string {
  const ids: Partial<Record<Recurso, string>> = {
    tenant: m.tenantId,
    campanha: m.campanhaId,
    cliente: m.clienteId,
    loja: m.lojaId,
    chave: m.chaveId,
    usuario: m.usuarios.Operador.id,
  };
  const recurso = recursoDoParametro(caminho, parametro);
  // Any other path (the world has no segment nor checkout): an id of nothing.
  return (recurso && ids[recurso]) ?? randomUUID();
}

/**
 * A documented example pointed at the world: its CNPJ, CPF, tenant, store, sale and QR where the
 * example names one, fresh e-mails (unique columns), so that a valid request reaches the domain.
 */
export function noMundo(valor: unknown, m: Mundo, chave = ''): unknown {
  const k = chave.toLowerCase();
  if (typeof valor === 'string') {
    if (k === 'cnpjloja') return m.cnpj;
    if (k === 'cnpj') return cnpjAleatorio();
    if (k === 'cpfcliente') return m.cpf;
    if (k === 'cpf') return /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(valor) ? cpfAleatorio() : valor;
    if (k === 'tenantid') return m.tenantId;
    if (k === 'lojaid') return m.lojaId;
    if (k === 'vendaid') return m.vendaId;
    if (k === 'qr') return m.qrToken;
    if (/^[^@\s]+@[^@\s]+$/.test(valor)) return `fuzz-${Math.random().toString(36).slice(2)}@example.com`;
    return valor;
  }
  if (Array.isArray(valor)) return k === 'lojaids' ? [m.lojaId] : valor.map((v) => noMundo(v, m, chave));
  if (valor && typeof valor === 'object') return Object.fromEntries(Object.entries(valor).map(([c, v]) => [c, noMundo(v, m, c)]));
  return valor;
}

export function exemploDoCorpo(op: Operacao, m: Mundo): unknown {
  return op.corpo ? noMundo(structuredClone(op.corpo.exemplos[0].valor), m) : undefined;
}

export function exemploDaConsulta(op: Operacao, m: Mundo): Record<string, string> {
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries((op.query?.exemplo ?? {}) as Record<string, unknown>)) {
    if (v !== undefined && v !== null) q[k] = String(noMundo(v, m, k));
  }
  return q;
}

/** A request, described by what to do with the world's example; resolved when sent. */
export type Pedido = {
  corpo?:
    { tipo: 'exemplo com trocas'; trocas: [string, unknown][] } | { tipo: 'valor'; valor: unknown } | { tipo: 'texto'; texto: string };
  query?: { tipo: 'exemplo com trocas'; trocas: [string, string | null][] } | { tipo: 'livre'; valores: Record<string, string> };
  caminho: 'do mundo' | { valor: string };
};

const PARAMETROS_HOSTIS = ['a\u0000', '00000000-0000-0000-0000-000000000000', 'null', '..', '%', ' ', 'ç', '1', '-1', 'A'.repeat(300)];

/** The keys a body can have: the example's and the schema's, plus a variant in other case. */
function chavesDoCorpo(op: Operacao, schema: JsonSchema | undefined): string[] {
  const doExemplo =
    op.corpo && typeof op.corpo.exemplos[0].valor === 'object' && op.corpo.exemplos[0].valor ? Object.keys(op.corpo.exemplos[0].valor) : [];
  const doSchema = Object.keys(schema?.properties ?? {});
  return [...new Set([...doExemplo, ...doSchema])];
}

export function arbPedido(op: Operacao): fc.Arbitrary<Pedido> {
  const sCorpo = jsonSchema(op.corpo?.schema);
  const sQuery = jsonSchema(op.query?.schema);
  const chaves = chavesDoCorpo(op, sCorpo);
  const arbChave = chaves.length
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...chaves) },
        { weight: 1, arbitrary: fc.constantFrom(...chaves).map((k) => k.toUpperCase()) },
        { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }) },
      )
    : fc.string({ minLength: 1, maxLength: 12 });
  const arbValorDaChave = (k: string) => fc.oneof(arbHostil, arbDoSchema(sCorpo?.properties?.[k]), fc.constant(undefined));

  const corpos: fc.Arbitrary<NonNullable<Pedido['corpo']>>[] = [];
  if (op.corpo) {
    corpos.push(
      fc
        .array(
          arbChave.chain((k) => arbValorDaChave(k).map((v) => [k, v] as [string, unknown])),
          { minLength: 1, maxLength: 3 },
        )
        .map((trocas) => ({ tipo: 'exemplo com trocas' as const, trocas })),
      arbDoSchema(sCorpo).map((valor) => ({ tipo: 'valor' as const, valor })),
    );
  }
  corpos.push(
    arbHostil.map((valor) => ({ tipo: 'valor' as const, valor })),
    fc
      .constantFrom(
        '',
        ' ',
        '{',
        '{"a":',
        'null',
        '[]',
        '[{}]',
        '"texto"',
        '{"a":1,}',
        "{'a':1}",
        '{"a":NaN}',
        '\u0000',
        'x'.repeat(70 * 1024),
        `{"a":"${'x'.repeat(70 * 1024)}"}`,
      )
      .map((texto) => ({ tipo: 'texto' as const, texto })),
    // Duplicate keys: the same key twice, or two spellings the binding treats as one.
    fc.tuple(fc.constantFrom(...(chaves.length ? chaves : ['campo'])), fc.boolean(), arbHostil).map(([k, mesma, v]) => ({
      tipo: 'texto' as const,
      texto: `{${JSON.stringify(k)}:1,${JSON.stringify(mesma ? k : k.toUpperCase())}:${serializar(v)}}`,
    })),
  );

  const arbQuery: fc.Arbitrary<Pedido['query']> = op.query
    ? fc.oneof(
        fc
          .array(
            fc.tuple(
              fc.oneof(fc.constantFrom(...Object.keys(sQuery?.properties ?? { q: 1 })), fc.string({ minLength: 1, maxLength: 10 })),
              fc.option(arbTextoDeConsulta(undefined)),
            ),
            { minLength: 1, maxLength: 3 },
          )
          .chain((trocas) =>
            fc.tuple(
              ...trocas.map(([k, v]) =>
                v === null
                  ? fc.constant([k, null] as [string, string | null])
                  : arbTextoDeConsulta(sQuery?.properties?.[k]).map((t) => [k, t] as [string, string | null]),
              ),
            ),
          )
          .map((trocas) => ({ tipo: 'exemplo com trocas' as const, trocas })),
        fc
          .dictionary(fc.constantFrom(...Object.keys(sQuery?.properties ?? { q: 1 })), arbTextoDeConsulta(undefined), { maxKeys: 4 })
          .map((valores) => ({
            tipo: 'livre' as const,
            valores,
          })),
      )
    : fc.constant(undefined);

  const arbCaminho: fc.Arbitrary<Pedido['caminho']> = op.caminho.includes('{')
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constant('do mundo' as const) },
        { weight: 2, arbitrary: fc.constantFrom(...PARAMETROS_HOSTIS, randomUUID()).map((valor) => ({ valor })) },
      )
    : fc.constant('do mundo' as const);

  // A body only where the method can carry one (fetch refuses a GET with a body).
  const arbCorpo =
    op.metodo === 'GET'
      ? fc.constant(undefined)
      : op.corpo
        ? fc.oneof(...corpos)
        : fc.option(fc.oneof(...corpos), { freq: 2 }).map((c) => c ?? undefined);
  const pedidos = fc
    .record({ corpo: arbCorpo, query: arbQuery, caminho: arbCaminho })
    .map((p) => Object.defineProperty(p, fc.toStringMethod, { value: () => descrever(p) }));
  return process.env.FID_FUZZ_SEM_NUL ? pedidos.filter((p) => !temNulOuSurrogate(p)) : pedidos;
}

/**
 * Whether a request carries NUL or a lone surrogate anywhere. FID_FUZZ_SEM_NUL=1 leaves such
 * requests out of the random fuzz, to look for other faults while that known one is open.
 */
export function temNulOuSurrogate(p: Pedido): boolean {
  const textos: string[] = [];
  if (p.caminho !== 'do mundo') textos.push(p.caminho.valor);
  if (p.query)
    textos.push(
      ...(p.query.tipo === 'livre'
        ? Object.entries(p.query.valores).flat()
        : p.query.trocas.flat().filter((x): x is string => typeof x === 'string')),
    );
  if (p.corpo)
    textos.push(
      p.corpo.tipo === 'texto' ? p.corpo.texto : p.corpo.tipo === 'valor' ? serializar(p.corpo.valor) : serializar(p.corpo.trocas),
    );
  const isolado = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  return textos.some((t) => t.includes('\u0000') || isolado.test(t) || /\\u0000|\\ud[89a-f][0-9a-f]{2}/i.test(t));
}

function descrever(p: Pedido): string {
  const partes: string[] = [];
  const curto = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}… (${s.length} caracteres)` : s);
  if (p.caminho !== 'do mundo') partes.push(`caminho com ${JSON.stringify(p.caminho.valor).slice(0, 60)}`);
  if (p.query)
    partes.push(
      `query ${curto(JSON.stringify(p.query.tipo === 'livre' ? p.query.valores : Object.fromEntries(p.query.trocas)))}${p.query.tipo === 'livre' ? '' : ' sobre o exemplo'}`,
    );
  if (p.corpo) {
    if (p.corpo.tipo === 'texto') partes.push(`corpo ${curto(JSON.stringify(p.corpo.texto))}`);
    else if (p.corpo.tipo === 'valor') partes.push(`corpo ${curto(serializar(p.corpo.valor))}`);
    else partes.push(`exemplo com ${curto(p.corpo.trocas.map(([k, v]) => `${k}=${serializar(v)}`).join(', '))}`);
  }
  return partes.join('; ') || 'sem corpo nem query';
}

/** The request ready for lib/testing/api.ts. */
export function resolver(op: Operacao, p: Pedido, m: Mundo): { caminho: string; corpoTexto?: string; query?: Record<string, string> } {
  const caminho = op.caminho.replace(/\{(\w+)\}/g, (_, nome: string) =>
    encodeURIComponent(p.caminho === 'do mundo' ? idDoMundo(op.caminho, nome, m) : p.caminho.valor),
  );
  let corpoTexto: string | undefined;
  if (p.corpo?.tipo === 'texto') corpoTexto = p.corpo.texto;
  else if (p.corpo?.tipo === 'valor') corpoTexto = serializar(p.corpo.valor);
  else if (p.corpo) {
    const base = exemploDoCorpo(op, m);
    const obj: Record<string, unknown> = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as object) } : {};
    for (const [k, v] of p.corpo.trocas) {
      if (v === undefined) delete obj[k];
      else obj[k] = v;
    }
    corpoTexto = serializar(base && typeof base === 'object' && !Array.isArray(base) ? obj : (p.corpo.trocas[0]?.[1] ?? base));
  }
  let query: Record<string, string> | undefined;
  if (p.query?.tipo === 'livre') query = p.query.valores;
  else if (p.query) {
    query = exemploDaConsulta(op, m);
    for (const [k, v] of p.query.trocas) {
      if (v === null) delete query[k];
      else query[k] = v;
    }
  }
  return { caminho, corpoTexto, query };
}

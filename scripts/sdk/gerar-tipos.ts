// Generates sdk/src/tipos-api.ts, the SDK's request and response types, from the API's OpenAPI
// document as GET /api/v1/openapi.json serves it (the route's public handler, not lib/openapi's
// internals), so the SDK's types cannot drift from what the routes validate and answer.
//
//   npx tsx scripts/sdk/gerar-tipos.ts         writes the file
//   scripts/sdk/gerar-tipos.test.ts            fails when the committed file is stale
//
// Only the PDV operations (security `apiKey`) and the schemas they reach are emitted.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { GET } from '../../app/api/v1/openapi.json/route';
import { raiz } from '../lib/raiz';

export const ARQUIVO_TIPOS = path.join(raiz, 'sdk', 'src', 'tipos-api.ts');

type Esquema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
  properties?: Record<string, Esquema>;
  required?: string[];
  items?: Esquema;
  additionalProperties?: boolean | Esquema;
  description?: string;
};
type Parametro = { $ref?: string; name: string; in: string; required?: boolean; schema: Esquema; description?: string };
type OperacaoDoc = {
  operationId: string;
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: Parametro[];
  requestBody?: { content: Record<string, { schema: Esquema }> };
  responses: Record<string, { content?: Record<string, { schema: Esquema }> }>;
};
type Documento = {
  info: { version: string };
  paths: Record<string, Record<string, OperacaoDoc>>;
  components: { schemas: Record<string, Esquema> };
};

const nomeDoRef = (ref: string) => ref.replace('#/components/schemas/', '');
const chave = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
const comentario = (texto: string | undefined, recuo = '') =>
  texto ? `${recuo}/** ${texto.replace(/\*\//g, '*\\/').replace(/\s*\n\s*/g, ' ')} */\n` : '';

function tipoTs(e: Esquema, usados: Set<string>): string {
  if (e.$ref) {
    const n = nomeDoRef(e.$ref);
    usados.add(n);
    return n;
  }
  if (e.const !== undefined) return JSON.stringify(e.const);
  if (e.enum) return e.enum.map((v) => JSON.stringify(v)).join(' | ');
  const uniao = e.anyOf ?? e.oneOf;
  if (uniao) return [...new Set(uniao.map((x) => tipoTs(x, usados)))].join(' | ');
  if (e.allOf) return e.allOf.map((x) => `(${tipoTs(x, usados)})`).join(' & ');
  const tipos = Array.isArray(e.type) ? e.type : e.type ? [e.type] : [];
  if (tipos.length === 0) return e.properties ? objeto(e, usados) : 'unknown';
  return tipos
    .map((t) => {
      switch (t) {
        case 'string':
          return 'string';
        case 'number':
        case 'integer':
          return 'number';
        case 'boolean':
          return 'boolean';
        case 'null':
          return 'null';
        case 'array':
          return `Array<${e.items ? tipoTs(e.items, usados) : 'unknown'}>`;
        case 'object':
          return objeto(e, usados);
        default:
          return 'unknown';
      }
    })
    .join(' | ');
}

function objeto(e: Esquema, usados: Set<string>): string {
  const props = Object.entries(e.properties ?? {});
  if (props.length === 0) {
    return typeof e.additionalProperties === 'object'
      ? `Record<string, ${tipoTs(e.additionalProperties, usados)}>`
      : 'Record<string, unknown>';
  }
  const req = new Set(e.required ?? []);
  const linhas = props.map(([k, v]) => `${comentario(v.description, '  ')}  ${chave(k)}${req.has(k) ? '' : '?'}: ${tipoTs(v, usados)};`);
  return `{\n${linhas.join('\n')}\n}`;
}

/** The text of sdk/src/tipos-api.ts for the current document (formatted as prettier would). */
export async function gerarTiposSdk(): Promise<string> {
  const doc = (await GET().json()) as Documento;
  const usados = new Set<string>();
  const operacoes: string[] = [];
  for (const [caminho, metodos] of Object.entries(doc.paths)) {
    for (const [metodo, op] of Object.entries(metodos)) {
      if (!op.security?.some((s) => 'apiKey' in s)) continue;
      const corpo = op.requestBody?.content['application/json']?.schema;
      const query = (op.parameters ?? []).filter((p) => !p.$ref && p.in === 'query');
      const sucesso = Object.entries(op.responses).find(([s]) => s.startsWith('2'));
      const envelope = sucesso?.[1].content?.['application/json']?.schema;
      const dados = envelope?.properties?.dados;
      const q = query.length
        ? `{\n${query.map((p) => `${comentario(p.description, '      ')}      ${chave(p.name)}${p.required ? '' : '?'}: ${tipoTs(p.schema, usados)};`).join('\n')}\n    }`
        : 'never';
      operacoes.push(
        `${comentario(op.summary, '  ')}  ${op.operationId}: {\n    metodo: ${JSON.stringify(metodo.toUpperCase())};\n    caminho: ${JSON.stringify(caminho)};\n` +
          `    corpo: ${corpo ? tipoTs(corpo, usados) : 'never'};\n    query: ${q};\n    dados: ${dados ? tipoTs(dados, usados) : 'null'};\n  };`,
      );
    }
  }
  // The schemas the operations reach, and the ones those reach, in a stable order.
  const emitidos = new Map<string, string>();
  const pendentes = [...usados];
  while (pendentes.length) {
    const n = pendentes.shift()!;
    if (emitidos.has(n)) continue;
    const e = doc.components.schemas[n];
    if (!e) throw new Error(`esquema ausente no documento: ${n}`);
    const antes = new Set(usados);
    const corpo = tipoTs({ ...e, $ref: undefined }, usados);
    emitidos.set(n, `${comentario(e.description)}export type ${n} = ${corpo};`);
    for (const u of usados) if (!antes.has(u)) pendentes.push(u);
  }
  const texto =
    `// GERADO por scripts/sdk/gerar-tipos.ts a partir de GET /api/v1/openapi.json (API ${doc.info.version}).\n` +
    `// Não edite à mão: rode \`npx tsx scripts/sdk/gerar-tipos.ts\`. O teste scripts/sdk/gerar-tipos.test.ts\n` +
    `// falha quando este arquivo não corresponde ao documento.\n\n` +
    `export const VERSAO_API = ${JSON.stringify(doc.info.version)};\n\n` +
    [...emitidos.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, t]) => t)
      .join('\n\n') +
    `\n\n/** As operações do PDV (autenticação \`X-Api-Key\`), por operationId. */\nexport type OperacoesPdv = {\n${operacoes.join('\n')}\n};\n`;
  const opcoes = (await prettier.resolveConfig(ARQUIVO_TIPOS)) ?? {};
  return prettier.format(texto, { ...opcoes, filepath: ARQUIVO_TIPOS });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void gerarTiposSdk().then((t) => {
    writeFileSync(ARQUIVO_TIPOS, t);
    console.log(`escrito ${path.relative(raiz, ARQUIVO_TIPOS)}`);
  });
}

// A structural check of an OpenAPI 3.1 document: the rules of the OpenAPI Specification that a
// generated document can break (required fields, unique operationIds, path templates and their
// parameters, resolvable local $refs, declared security schemes and tags, example objects).
// It is not a full validator against the official JSON Schema (that would need a maintained
// package such as @apidevtools/swagger-parser or @redocly/cli); it guards what our builder
// produces, and the tests run it on every build of the document.

type Json = Record<string, unknown>;

const METODOS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const CHAVES_ITEM_CAMINHO = new Set([...METODOS, '$ref', 'summary', 'description', 'servers', 'parameters']);
const LOCAIS_PARAMETRO = new Set(['query', 'header', 'path', 'cookie']);
const NOME_COMPONENTE = /^[a-zA-Z0-9.\-_]+$/;
const CODIGO_RESPOSTA = /^(?:[1-5](?:\d\d|XX)|default)$/;

const objeto = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Resolves a local JSON pointer (`#/components/schemas/X`). */
export function resolverPonteiro(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let atual: unknown = doc;
  for (const bruto of ref.slice(2).split('/')) {
    const parte = decodeURIComponent(bruto).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!objeto(atual) && !Array.isArray(atual)) return undefined;
    atual = (atual as Json)[parte];
    if (atual === undefined) return undefined;
  }
  return atual;
}

function* percorrer(valor: unknown, caminho: string): Generator<[string, Json]> {
  if (Array.isArray(valor)) {
    for (let i = 0; i < valor.length; i++) yield* percorrer(valor[i], `${caminho}/${i}`);
  } else if (objeto(valor)) {
    yield [caminho, valor];
    for (const [k, v] of Object.entries(valor)) yield* percorrer(v, `${caminho}/${k}`);
  }
}

function verificarExemplos(midia: Json, onde: string, problemas: string[]) {
  if ('example' in midia && 'examples' in midia) problemas.push(`${onde}: "example" e "examples" são mutuamente exclusivos.`);
  if ('examples' in midia) {
    if (!objeto(midia.examples)) return problemas.push(`${onde}: "examples" deve ser um objeto.`);
    for (const [nome, ex] of Object.entries(midia.examples)) {
      if (!objeto(ex)) problemas.push(`${onde}: exemplo "${nome}" não é um objeto.`);
      else if (!('$ref' in ex) && 'value' in ex === 'externalValue' in ex) {
        problemas.push(`${onde}: exemplo "${nome}" precisa de exatamente um de "value" ou "externalValue".`);
      }
    }
  }
}

/** The problems found; empty when the document passes. */
export function verificarDocumento(doc: unknown): string[] {
  const problemas: string[] = [];
  if (!objeto(doc)) return ['O documento não é um objeto.'];
  if (doc.openapi !== '3.1.0') problemas.push('"openapi" deve ser "3.1.0".');
  const info = doc.info;
  if (!objeto(info) || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problemas.push('"info" precisa de "title" e "version" (strings).');
  }
  if (doc.servers !== undefined && (!Array.isArray(doc.servers) || doc.servers.some((s) => !objeto(s) || typeof s.url !== 'string'))) {
    problemas.push('"servers" deve ser uma lista de objetos com "url".');
  }
  if (!objeto(doc.paths) && !objeto(doc.webhooks) && !objeto(doc.components)) {
    problemas.push('O documento precisa de "paths", "webhooks" ou "components".');
  }

  const componentes = objeto(doc.components) ? doc.components : {};
  for (const [tipo, mapa] of Object.entries(componentes)) {
    if (!objeto(mapa)) {
      problemas.push(`components.${tipo} deve ser um objeto.`);
      continue;
    }
    for (const nome of Object.keys(mapa)) {
      if (!NOME_COMPONENTE.test(nome)) problemas.push(`components.${tipo}: nome inválido "${nome}".`);
    }
  }
  const esquemasSeguranca = objeto(componentes.securitySchemes) ? componentes.securitySchemes : {};
  for (const [nome, s] of Object.entries(esquemasSeguranca)) {
    if (!objeto(s)) continue;
    if (s.type === 'apiKey' && (typeof s.name !== 'string' || !['query', 'header', 'cookie'].includes(s.in as string))) {
      problemas.push(`securitySchemes.${nome}: apiKey precisa de "name" e "in" (query, header ou cookie).`);
    } else if (s.type === 'http' && typeof s.scheme !== 'string') {
      problemas.push(`securitySchemes.${nome}: http precisa de "scheme".`);
    } else if (!['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'].includes(s.type as string)) {
      problemas.push(`securitySchemes.${nome}: tipo inválido.`);
    }
  }
  const verificarSeguranca = (seguranca: unknown, onde: string) => {
    if (seguranca === undefined) return;
    if (!Array.isArray(seguranca)) return problemas.push(`${onde}: "security" deve ser uma lista.`);
    for (const requisito of seguranca) {
      if (!objeto(requisito)) {
        problemas.push(`${onde}: requisito de segurança inválido.`);
        continue;
      }
      for (const [nome, escopos] of Object.entries(requisito)) {
        if (!(nome in esquemasSeguranca)) problemas.push(`${onde}: esquema de segurança "${nome}" não declarado.`);
        if (!Array.isArray(escopos)) problemas.push(`${onde}: escopos de "${nome}" devem ser uma lista.`);
      }
    }
  };
  verificarSeguranca(doc.security, 'raiz');

  const tags = new Set<string>();
  if (doc.tags !== undefined) {
    if (!Array.isArray(doc.tags)) problemas.push('"tags" deve ser uma lista.');
    else
      for (const t of doc.tags) {
        if (!objeto(t) || typeof t.name !== 'string') problemas.push('Tag sem "name".');
        else if (tags.has(t.name)) problemas.push(`Tag "${t.name}" repetida.`);
        else tags.add(t.name);
      }
  }

  const resolver = (v: unknown): unknown => (objeto(v) && typeof v.$ref === 'string' ? resolverPonteiro(doc, v.$ref) : v);
  const operationIds = new Set<string>();
  const modelosCaminho = new Map<string, string>();
  for (const [caminho, item] of Object.entries(objeto(doc.paths) ? doc.paths : {})) {
    if (!caminho.startsWith('/')) problemas.push(`Caminho "${caminho}" deve começar com "/".`);
    // Two paths that differ only in parameter names are the same template (OAS 3.1, Paths Object).
    const modelo = caminho.replace(/\{[^}]+\}/g, '{}');
    if (modelosCaminho.has(modelo)) problemas.push(`Caminhos "${modelosCaminho.get(modelo)}" e "${caminho}" são o mesmo modelo.`);
    modelosCaminho.set(modelo, caminho);
    if (!objeto(item)) {
      problemas.push(`paths["${caminho}"] deve ser um objeto.`);
      continue;
    }
    for (const chave of Object.keys(item)) {
      if (!CHAVES_ITEM_CAMINHO.has(chave) && !chave.startsWith('x-')) problemas.push(`paths["${caminho}"]: chave inesperada "${chave}".`);
    }
    const variaveis = [...caminho.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const parametrosComuns = Array.isArray(item.parameters) ? item.parameters.map(resolver) : [];
    for (const metodo of METODOS) {
      const op = item[metodo];
      if (op === undefined) continue;
      const onde = `${metodo.toUpperCase()} ${caminho}`;
      if (!objeto(op)) {
        problemas.push(`${onde}: a operação deve ser um objeto.`);
        continue;
      }
      if (typeof op.operationId === 'string') {
        if (operationIds.has(op.operationId)) problemas.push(`${onde}: operationId "${op.operationId}" repetido.`);
        operationIds.add(op.operationId);
      }
      if (Array.isArray(op.tags)) {
        for (const t of op.tags) if (!tags.has(t as string)) problemas.push(`${onde}: tag "${String(t)}" não declarada em "tags".`);
      }
      verificarSeguranca(op.security, onde);

      const parametros = [...parametrosComuns, ...(Array.isArray(op.parameters) ? op.parameters.map(resolver) : [])];
      const vistos = new Set<string>();
      for (const p of parametros) {
        if (!objeto(p) || typeof p.name !== 'string' || !LOCAIS_PARAMETRO.has(p.in as string)) {
          problemas.push(`${onde}: parâmetro sem "name" ou com "in" inválido.`);
          continue;
        }
        const chave = `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
        if (vistos.has(chave)) problemas.push(`${onde}: parâmetro "${p.name}" (${p.in}) repetido.`);
        vistos.add(chave);
        if ('schema' in p === 'content' in p)
          problemas.push(`${onde}: parâmetro "${p.name}" precisa de exatamente um de "schema" ou "content".`);
        if (p.in === 'path') {
          if (p.required !== true) problemas.push(`${onde}: parâmetro de caminho "${p.name}" deve ter required: true.`);
          if (!variaveis.includes(p.name)) problemas.push(`${onde}: parâmetro de caminho "${p.name}" não aparece no caminho.`);
        }
        if ('example' in p && 'examples' in p) problemas.push(`${onde}: parâmetro "${p.name}" com "example" e "examples".`);
      }
      for (const v of variaveis) if (!vistos.has(`path:${v}`)) problemas.push(`${onde}: falta o parâmetro de caminho "${v}".`);

      if (op.requestBody !== undefined) {
        const corpo = resolver(op.requestBody);
        if (!objeto(corpo) || !objeto(corpo.content) || Object.keys(corpo.content).length === 0) {
          problemas.push(`${onde}: requestBody precisa de "content".`);
        } else {
          for (const [tipo, midia] of Object.entries(corpo.content))
            if (objeto(midia)) verificarExemplos(midia, `${onde} requestBody ${tipo}`, problemas);
        }
      }
      if (!objeto(op.responses) || Object.keys(op.responses).length === 0) {
        problemas.push(`${onde}: "responses" não pode ser vazio.`);
        continue;
      }
      for (const [codigo, bruta] of Object.entries(op.responses)) {
        if (!CODIGO_RESPOSTA.test(codigo)) problemas.push(`${onde}: código de resposta inválido "${codigo}".`);
        const resposta = resolver(bruta);
        if (!objeto(resposta) || typeof resposta.description !== 'string') {
          problemas.push(`${onde} ${codigo}: a resposta precisa de "description".`);
          continue;
        }
        if (objeto(resposta.content)) {
          for (const [tipo, midia] of Object.entries(resposta.content))
            if (objeto(midia)) verificarExemplos(midia, `${onde} ${codigo} ${tipo}`, problemas);
        }
      }
    }
  }

  // Every $ref must resolve inside the document; zod's own markers must not leak into it.
  for (const [onde, no] of percorrer(doc, '#')) {
    if (typeof no.$ref === 'string' && resolverPonteiro(doc, no.$ref) === undefined)
      problemas.push(`${onde}: $ref não resolvido "${no.$ref}".`);
    if (typeof no.$id === 'string' && no.$id.includes('#')) problemas.push(`${onde}: $id com fragmento "${no.$id}".`);
  }
  return problemas;
}

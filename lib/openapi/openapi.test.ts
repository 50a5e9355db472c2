// The OpenAPI document against the code it documents: every route method is documented, the
// request schemas are the routes' own zod objects, and no example or documented message can
// drift from what the routes accept and answer.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operacoes } from '@/app/api/v1/openapi.json/operacoes';
import { vendaSchema } from '@/app/api/v1/venda/schemas';
import type { Rota } from '@/lib/api/rota';
import {
  apiResultErroSchema,
  definirOperacoes,
  envelopeSucesso,
  errosAutomaticos,
  exemploErro,
  exemploSucesso,
  gerarDocumento,
  OPCOES_JSON_SCHEMA,
  type Operacao,
} from '@/lib/openapi/registro';
import { vendaResponseSchema } from '@/lib/openapi/respostas';
import { resolverPonteiro, verificarDocumento } from '@/lib/openapi/verificar';
import { lerArquivoSwaggerUi, versaoSwaggerUi } from '@/lib/openapi/swagger-ui';

const PASTA_API = path.resolve(import.meta.dirname, '../../app/api');
const METODOS_HTTP = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

const documento = gerarDocumento(operacoes);
type Json = Record<string, unknown>;

/** Case-insensitive, parameter names ignored: `/api/v1/admin/CampanhaAdmin/{id}` = `.../campanhaadmin/{x}`. */
const chaveCaminho = (p: string) => p.toLowerCase().replace(/\{[^}]*\}/g, '{}');

type RotaEncontrada = { caminho: string; metodo: string; handler: Partial<Rota> };

/**
 * Every exported HTTP method of every route.ts under app/api (the modules themselves, imported),
 * except the catch-all and this document's own route. The handlers made by lib/api's wrappers
 * carry their name and the schemas they validate with (lib/api/rota.ts `Rota`).
 */
async function rotasDaApi(): Promise<RotaEncontrada[]> {
  const rotas: RotaEncontrada[] = [];
  for (const relativo of readdirSync(PASTA_API, { recursive: true, encoding: 'utf8' })) {
    if (path.basename(relativo) !== 'route.ts') continue;
    const segmentos = path
      .dirname(relativo)
      .split(path.sep)
      .filter((s) => s !== '.');
    if (segmentos.some((s) => s.startsWith('[...') || s.startsWith('[[...'))) continue;
    if (segmentos.join('/') === 'v1/openapi.json') continue;
    // Health probes (/api/saude, /api/saude/pronto) and the Prometheus endpoint (/api/metricas)
    // are operational, outside the API contract and its envelope; the README documents them.
    if (segmentos[0] === 'saude' || segmentos[0] === 'metricas') continue;
    // next-auth's own endpoints (browser sessions of the panel and the club), not our API.
    if (segmentos[0] === 'auth' || segmentos[0] === 'clube-auth') continue;
    const caminho = '/api/' + segmentos.map((s) => s.replace(/^\[(.+)\]$/, '{$1}')).join('/');
    const modulo = (await import(path.join(PASTA_API, relativo))) as Record<string, unknown>;
    for (const metodo of METODOS_HTTP) {
      if (typeof modulo[metodo] === 'function') rotas.push({ caminho, metodo, handler: modulo[metodo] as Partial<Rota> });
    }
  }
  return rotas;
}

const rotas = await rotasDaApi();
const operacaoDaRota = (r: RotaEncontrada) =>
  operacoes.find((o) => o.metodo === r.metodo && chaveCaminho(o.caminho) === chaveCaminho(r.caminho));

function operacaoDoDocumento(metodo: string, caminho: string): Json | undefined {
  const chave = Object.keys(documento.paths).find((p) => chaveCaminho(p) === chaveCaminho(caminho));
  return chave ? (documento.paths[chave]![metodo.toLowerCase()] as Json | undefined) : undefined;
}

/** Replaces every local $ref by its target, recursively. */
function desreferenciar(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(desreferenciar);
  if (typeof valor !== 'object' || valor === null) return valor;
  const o = valor as Json;
  if (typeof o.$ref === 'string') return desreferenciar(resolverPonteiro(documento, o.$ref));
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, desreferenciar(v)]));
}

function jsonSchemaDaRota(schema: z.ZodType): unknown {
  const { $schema, ...resto } = z.toJSONSchema(schema, OPCOES_JSON_SCHEMA) as Json;
  void $schema;
  return resto;
}

const rotulo = (op: Operacao) => `${op.metodo} ${op.caminho}`;

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1.0 of the Fidelidade API, release 1.6.0, with a relative server', () => {
    expect(documento.openapi).toBe('3.1.0');
    expect(documento.info).toMatchObject({ title: 'Fidelidade API', version: '1.6.0' });
    expect(documento.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(Object.keys(documento.components.securitySchemes as Json).sort()).toEqual([
      'apiKey',
      'bearerAdmin',
      'bearerClube',
      'cronSecret',
    ]);
    expect(documento.components.securitySchemes).toMatchObject({ apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } });
  });

  it('passes the structural check and survives JSON', () => {
    expect(verificarDocumento(documento)).toEqual([]);
    expect(JSON.parse(JSON.stringify(documento))).toEqual(documento);
  });

  it('the structural check reports defects', () => {
    const defeituoso = structuredClone(documento) as unknown as Json & { paths: Record<string, Record<string, Json>> };
    defeituoso.openapi = '3.0.3';
    defeituoso.paths['/api/v1/x/{id}'] = { get: { operationId: 'registrarVenda', security: [{ inexistente: [] }], responses: {} } };
    (defeituoso.paths['/api/v1/venda']!.post!.requestBody as Json).content = {
      'application/json': { schema: { $ref: '#/components/schemas/Nada' } },
    };
    const problemas = verificarDocumento(defeituoso).join('\n');
    expect(problemas).toContain('"openapi" deve ser "3.1.0"');
    expect(problemas).toContain('operationId "registrarVenda" repetido');
    expect(problemas).toContain('esquema de segurança "inexistente" não declarado');
    expect(problemas).toContain('falta o parâmetro de caminho "id"');
    expect(problemas).toContain('"responses" não pode ser vazio');
    expect(problemas).toContain('$ref não resolvido "#/components/schemas/Nada"');
  });

  it('documents every method exported by every route.ts under app/api', () => {
    expect(rotas.length).toBeGreaterThanOrEqual(10);
    const faltando = rotas.filter((r) => !operacaoDaRota(r)).map((r) => `${r.metodo} ${r.caminho}`);
    expect(faltando, 'declare em um openapi.ts e inclua em app/api/v1/openapi.json/operacoes.ts').toEqual([]);
  });

  it('documents no operation without a route', () => {
    const existentes = new Set(rotas.map((r) => `${r.metodo} ${chaveCaminho(r.caminho)}`));
    const fantasmas = operacoes.filter((op) => !existentes.has(`${op.metodo} ${chaveCaminho(op.caminho)}`)).map(rotulo);
    expect(fantasmas).toEqual([]);
  });

  it('uses for body and query the very zod objects each route validates with', () => {
    for (const rota of rotas) {
      const op = operacaoDaRota(rota);
      if (!op) continue; // reported by the coverage test above
      expect(typeof rota.handler.nome, `${rota.metodo} ${rota.caminho}: feita com rota() de lib/api`).toBe('string');
      expect(chaveCaminho(rota.handler.nome!), rotulo(op)).toBe(`${rota.metodo.toLowerCase()} ${chaveCaminho(rota.caminho)}`);
      expect(rota.handler.corpo, `${rotulo(op)}: corpo`).toBe(op.corpo?.schema);
      expect(rota.handler.query, `${rotulo(op)}: query`).toBe(op.query?.schema);
    }
  });

  it("the body of POST /api/v1/venda is exactly the route's vendaSchema", () => {
    const op = operacoes.find((o) => o.id === 'registrarVenda')!;
    expect(op.corpo!.schema).toBe(vendaSchema);
    const corpo = operacaoDoDocumento('POST', '/api/v1/venda')!.requestBody as Json;
    const schema = ((corpo.content as Json)['application/json'] as Json).schema;
    expect(schema).toEqual({ $ref: '#/components/schemas/VendaPdvRequest' });
    expect(desreferenciar(schema)).toEqual(jsonSchemaDaRota(vendaSchema));
  });

  it("every documented request body is the JSON Schema of the operation's zod object", () => {
    for (const op of operacoes.filter((o) => o.corpo)) {
      const corpo = operacaoDoDocumento(op.metodo, op.caminho)!.requestBody as Json;
      const schema = ((corpo.content as Json)['application/json'] as Json).schema;
      expect(desreferenciar(schema), rotulo(op)).toEqual(jsonSchemaDaRota(op.corpo!.schema));
    }
  });

  it("every request example passes the route's zod schema", () => {
    for (const op of operacoes) {
      for (const e of op.corpo?.exemplos ?? []) {
        const r = op.corpo!.schema.safeParse(e.valor);
        expect(r.success, `${rotulo(op)} "${e.resumo}": ${r.error?.issues.map((i) => i.message).join('; ')}`).toBe(true);
      }
      if (op.query?.exemplo !== undefined) expect(op.query.schema.safeParse(op.query.exemplo).success, rotulo(op)).toBe(true);
      if (op.parametrosCaminho?.exemplo !== undefined) {
        expect(op.parametrosCaminho.schema.safeParse(op.parametrosCaminho.exemplo).success, rotulo(op)).toBe(true);
      }
    }
    // The examples the document shows are those same values.
    for (const op of operacoes.filter((o) => o.corpo)) {
      const corpo = operacaoDoDocumento(op.metodo, op.caminho)!.requestBody as Json;
      const exemplos = ((corpo.content as Json)['application/json'] as Json).examples as Record<string, { value: unknown }>;
      expect(Object.values(exemplos).map((e) => e.value)).toEqual(op.corpo!.exemplos.map((e) => e.valor));
    }
  });

  it('documents the 400 of every id in the path and of every UUID query parameter, derived from their schemas', () => {
    const mensagens400 = (metodo: string, caminho: string) => {
      const r = (operacaoDoDocumento(metodo, caminho)!.responses as Record<string, Json>)['400'];
      const exemplos = ((r?.content as Json | undefined)?.['application/json'] as Json | undefined)?.examples ?? {};
      return Object.values(exemplos as Record<string, { value: { mensagem: string } }>).map((e) => e.value.mensagem);
    };
    let conferidas = 0;
    for (const op of operacoes) {
      for (const nome of Object.keys(op.parametrosCaminho?.schema.shape ?? {})) {
        const r = op.parametrosCaminho!.schema.safeParse({ ...(op.parametrosCaminho!.exemplo ?? {}), [nome]: 'x' });
        // A path parameter that is a name, not an id (the automation's {tipo}), takes any text: an
        // unknown one is the operation's documented 404, not a 400.
        if (r.success && !/id$/i.test(nome)) continue;
        // An id a person reaches by a link (a store's "Participe do clube" QR code) takes any text:
        // a malformed one is the operation's documented 404, like an unknown one.
        if (r.success && op.erros.some((e) => e.status === 404 && /não é um UUID/.test(e.causa))) continue;
        const mensagem = r.error?.issues.find((i) => i.path[0] === nome)?.message;
        expect(mensagem, `${rotulo(op)}: ${nome}`).toMatch(/deve ser um UUID/);
        expect(mensagens400(op.metodo, op.caminho), `${rotulo(op)}: ${nome}`).toContain(mensagem);
        conferidas++;
      }
    }
    expect(conferidas).toBeGreaterThanOrEqual(38);
    expect(mensagens400('PUT', '/api/v1/admin/lojas/{id}')).toContain('O campo Id deve ser um UUID.');
    expect(mensagens400('POST', '/api/v1/admin/webhooks/{id}/entregas/{entregaId}/reenviar')).toContain(
      'O campo EntregaId deve ser um UUID.',
    );
    expect(mensagens400('GET', '/api/v1/admin/AnalyticsAdmin/resumo')).toEqual(
      expect.arrayContaining(['O campo TenantId deve ser um UUID.', 'O campo LojaId deve ser um UUID.']),
    );
  });

  it("documents the 403 of another tenant's tenantId wherever a panel operation takes a tenantId", () => {
    // tenantDoEscopo (lib/domain/acesso/escopo-tenant.ts): an AdminTenant or Operador naming a
    // tenant not theirs is refused 403 before anything is read, on every admin route that takes one.
    const semA403: string[] = [];
    let conferidas = 0;
    for (const op of operacoes) {
      if (op.seguranca !== 'bearerAdmin') continue;
      const doc = desreferenciar(operacaoDoDocumento(op.metodo, op.caminho)) as {
        parameters?: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema: { properties?: Json } }> };
      };
      const naQuery = (doc.parameters ?? []).some((p) => p.in === 'query' && p.name === 'tenantId');
      const noCorpo = 'tenantId' in (doc.requestBody?.content['application/json']?.schema.properties ?? {});
      if (!naQuery && !noCorpo) continue;
      conferidas++;
      if (!op.erros.some((e) => e.status === 403 && /outro tenant/.test(e.causa))) semA403.push(rotulo(op));
    }
    expect(semA403).toEqual([]);
    expect(conferidas).toBeGreaterThanOrEqual(57);
  });

  it("every 400 message with a documented input is the one the route's schema produces", () => {
    let conferidas = 0;
    for (const op of operacoes) {
      for (const erro of op.erros.filter((e) => e.entrada !== undefined)) {
        const schema = op.corpo?.schema ?? op.query?.schema;
        expect(schema, rotulo(op)).toBeDefined();
        const r = schema!.safeParse(erro.entrada);
        expect(r.success, `${rotulo(op)}: ${erro.causa}`).toBe(false);
        expect(
          r.error!.issues.map((i) => i.message),
          `${rotulo(op)}: ${erro.causa}`,
        ).toContain(erro.mensagem);
        conferidas++;
      }
    }
    expect(conferidas).toBeGreaterThanOrEqual(10);
  });

  it('every operation has a success example in the envelope and at least one error response with an example', () => {
    for (const op of operacoes) {
      const doc = operacaoDoDocumento(op.metodo, op.caminho)!;
      const respostas = doc.responses as Record<
        string,
        { content?: Record<string, { example?: unknown; examples?: Record<string, { value: unknown }> }> }
      >;
      // A file operation (CSV exports) answers its file on success: a sample of it is documented.
      if (op.arquivo)
        expect(respostas[String(op.sucesso.status)]?.content?.[op.arquivo.tipo]?.example, rotulo(op)).toBe(op.arquivo.exemplo);
      for (const s of op.arquivo ? [] : [op.sucesso, ...(op.outrosSucessos ?? [])]) {
        const midia = respostas[String(s.status)]?.content?.['application/json'];
        expect(midia?.example, `${rotulo(op)} ${s.status}`).toEqual(exemploSucesso(s.exemplo, s.mensagem));
        const r = envelopeSucesso(op.dados).safeParse(midia!.example);
        expect(r.success, `${rotulo(op)} ${s.status}: ${r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`).toBe(
          true,
        );
      }
      const erros = Object.entries(respostas).filter(([status]) => Number(status) >= 400);
      expect(erros.length, rotulo(op)).toBeGreaterThan(0);
      for (const [status, resposta] of erros) {
        const exemplos = Object.values(resposta.content?.['application/json']?.examples ?? {});
        expect(exemplos.length, `${rotulo(op)} ${status}`).toBeGreaterThan(0);
        for (const e of exemplos) expect(apiResultErroSchema.safeParse(e.value).success, `${rotulo(op)} ${status}`).toBe(true);
      }
      // Every declared error, and the automatic ones, are in the document with their status.
      for (const e of errosAutomaticos(op)) {
        const valores = Object.values(respostas[String(e.status)]?.content?.['application/json']?.examples ?? {}).map((x) => x.value);
        expect(valores, `${rotulo(op)} ${e.status} ${e.causa}`).toContainEqual(exemploErro(e));
      }
    }
  });

  it('secures every operation with the scheme of its audience', () => {
    for (const op of operacoes) {
      const doc = operacaoDoDocumento(op.metodo, op.caminho)!;
      expect(doc.security, rotulo(op)).toEqual(op.seguranca === 'nenhuma' ? [] : [{ [op.seguranca]: [] }]);
    }
    // Spec "Authentication": the PDV/ERP endpoints take X-Api-Key (cancellation is a PDV call too).
    const pdv = ['venda', 'venda/preview', 'venda/cancelar', 'resgate', 'resgate/saldo', 'cliente', 'cliente/buscar', 'configuracao'];
    for (const recurso of pdv) {
      const ops = operacoes.filter((o) => chaveCaminho(o.caminho) === `/api/v1/${recurso}`);
      expect(ops.length, recurso).toBeGreaterThan(0);
      for (const op of ops) expect(op.seguranca, rotulo(op)).toBe('apiKey');
    }
    expect(operacaoDoDocumento('GET', '/api/cron/lotes')!.security).toEqual([{ cronSecret: [] }]);
    expect(operacaoDoDocumento('POST', '/api/cron/lotes')!.security).toEqual([{ cronSecret: [] }]);
  });

  it('describes answers with the formats and enums of the spec', () => {
    const s = documento.components.schemas as Record<string, { properties: Record<string, Json> }>;
    expect(s.VendaResponse!.properties.vendaId).toMatchObject({ type: 'string', format: 'uuid' });
    expect(s.LoteResponse!.properties.status).toMatchObject({ enum: ['Disponivel', 'Pendente', 'Resgatado', 'Expirado'] });
    expect(s.BeneficioAplicado!.properties.statusBeneficio).toMatchObject({ enum: ['Disponivel', 'Pendente'] });
    expect(s.TipoBeneficio).toMatchObject({ enum: ['Cashback', 'Pontos'] });
    expect(s.ClienteBuscaResponse!.properties.cadastradoEm).toMatchObject({ format: 'date-time' });
    expect(JSON.stringify(s.LoteResponse!.properties.dataExpiracao)).toContain('"format":"date"');
    // POST /cliente: 201 for a new customer, 200 when the CPF already existed.
    expect(Object.keys(operacaoDoDocumento('POST', '/api/v1/cliente')!.responses as Json)).toEqual(expect.arrayContaining(['200', '201']));
  });

  it("calls the trial the panel's 'período de avaliação', never a 'teste' (the sandbox's word)", () => {
    const texto = JSON.stringify(documento);
    expect(texto.match(/teste grátis|período de teste|em teste\b|(?:um|o) teste\b/gi) ?? []).toEqual([]);
    expect(texto).toContain('Criar um tenant, com período de avaliação e primeiro administrador');
    expect(texto).toContain('Fim do período de avaliação (UTC).');
  });

  it('ties each declaration to the type its route answers, at compile time', () => {
    // tsc fails on each line under @ts-expect-error unless the check rejects it: the schema of
    // `dados` must describe exactly what the handler puts in `dados` (lib/api/envelope.ts).
    const op = definirOperacoes<{ '/api/v1/venda': typeof import('@/app/api/v1/venda/route') }>({ tag: 'Venda', seguranca: 'apiKey' });
    const resto = { resumo: 'r', descricao: 'd', sucesso: 's', exemplo: {} as never, erros: [] };
    // @ts-expect-error a field the route answers is missing from the schema
    op('POST /api/v1/venda', 'a', { ...resto, dados: vendaResponseSchema.omit({ valorFinal: true }) });
    // @ts-expect-error the schema has a field the route does not answer
    op('POST /api/v1/venda', 'b', { ...resto, dados: vendaResponseSchema.extend({ extra: z.string() }) });
    // @ts-expect-error the route exports no GET
    op('GET /api/v1/venda', 'c', { ...resto, dados: vendaResponseSchema });
    // @ts-expect-error a path outside the file's map of routes
    op('POST /api/v1/vendas', 'd', { ...resto, dados: vendaResponseSchema });
    expect(op('POST /api/v1/venda', 'e', { ...resto, dados: vendaResponseSchema })).toMatchObject({
      metodo: 'POST',
      caminho: '/api/v1/venda',
    });
  });

  it('refuses contradictory declarations', () => {
    const [venda] = operacoes;
    expect(() => gerarDocumento([venda!, venda!])).toThrow(/repetido/);
    expect(() => gerarDocumento([venda!, { ...venda!, id: 'outra', caminho: '/api/v1/VENDA' }])).toThrow(/declarado duas vezes/);
    expect(() => gerarDocumento([{ ...venda!, tag: 'Inexistente' }])).toThrow(/TAGS/);
  });
});

describe('Swagger UI files under /docs/assets', () => {
  it('serves only the listed files', () => {
    expect(versaoSwaggerUi()).toMatch(/^\d+\.\d+\.\d+/);
    expect(lerArquivoSwaggerUi('swagger-ui-bundle.js')).toMatchObject({ tipo: 'text/javascript; charset=utf-8' });
    expect(lerArquivoSwaggerUi('swagger-ui.css')!.conteudo.byteLength).toBeGreaterThan(1000);
    for (const nome of ['index.html', '../package.json', '..%2Fpackage.json', 'SWAGGER-UI.CSS', 'constructor', '__proto__', '']) {
      expect(lerArquivoSwaggerUi(nome), nome).toBeNull();
    }
  });
});

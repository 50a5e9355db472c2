// The OpenAPI 3.1 document of the API, built from the very zod schemas the routes validate with
// (spec "Versioning", release 1.1.0: machine-readable spec and interactive documentation).
//
// Each route folder declares its operations next to its route in an `openapi.ts` file with the
// `op` that `definirOperacoes` makes (route.ts may only export handlers); the type of that
// function names the folder's route modules, so that each operation's `dados` schema is checked
// at compile time against what its handler answers. app/api/v1/openapi.json/operacoes.ts lists
// them all, and `gerarDocumento` turns that list into the document. Declarations are plain
// values, not registrations into module state, so the build stays pure: hot reload cannot
// register an operation twice, and the tests build the document from the same list.
//
// Every response is wrapped in the spec's `ApiResult<T>` envelope here, in one place. The 401,
// 500 and malformed-JSON 400 answers that every wrapper in lib/api produces are added to each
// operation automatically, so a declaration lists only what is particular to its endpoint.
import { z } from 'zod';
import { MENSAGENS } from '@/lib/erros';
import { slug } from '@/lib/slug';

export const VERSAO_API = '1.6.0';

/** Audiences of the spec's "Authentication" section, plus the scheduled jobs' secret. */
export type Seguranca = 'apiKey' | 'bearerAdmin' | 'bearerClube' | 'cronSecret' | 'nenhuma';

export type MetodoHttp = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type StatusErroDocumentado = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;

export type Exemplo<T> = { resumo: string; valor: T };
type NaoVazio<T> = [T, ...T[]];

/** One row of the spec's error tables: status, cause and the exact message. */
export type ErroDocumentado = {
  status: StatusErroDocumentado;
  /** When the error happens, in pt-BR (shown as the example's summary). */
  causa: string;
  /** `mensagem` of the envelope; also `erros[0]` unless `erros` is given. */
  mensagem: string;
  /** `erros` of the envelope when it differs from `[mensagem]` (e.g. 429). */
  erros?: string[];
  /**
   * For errors the request schema itself produces (400): an input that produces this message.
   * The tests parse it with the operation's schema, so a documented message cannot drift from
   * the one the route answers.
   */
  entrada?: unknown;
};

type Parametros<S extends z.ZodObject> = {
  schema: S;
  /** pt-BR description of each parameter (the schema itself carries no documentation). */
  descricoes?: Partial<Record<keyof z.input<S> & string, string>>;
  /** A valid value of the whole parameter object; each parameter shows its part. */
  exemplo?: z.input<S>;
};

type Sucesso<D extends z.ZodType> = {
  status: 200 | 201;
  descricao: string;
  /** `mensagem` of the envelope in this answer (null when the route sends none). */
  mensagem: string | null;
  exemplo: z.input<D>;
};

/** An operation as the document builder, the tests and the reliability harness see it. */
export type Operacao = {
  metodo: MetodoHttp;
  /** The spec's spelling (`/api/v1/venda`, `/api/v1/admin/CampanhaAdmin/{id}`); paths are case-insensitive. */
  caminho: string;
  /** operationId: a verb in pt-BR, unique in the document (`registrarVenda`). */
  id: string;
  tag: string;
  resumo: string;
  descricao: string;
  seguranca: Seguranca;
  corpo?: { schema: z.ZodType; nome: string; exemplos: NaoVazio<Exemplo<unknown>> };
  query?: Parametros<z.ZodObject>;
  parametrosCaminho?: Parametros<z.ZodObject>;
  /** Schema of `dados` on success; z.null() when the answer carries no `dados`. */
  dados: z.ZodType;
  sucesso: Sucesso<z.ZodType>;
  /** Other successful answers with the same `dados` (POST /cliente: 201 new, 200 existing). */
  outrosSucessos?: Sucesso<z.ZodType>[];
  erros: ErroDocumentado[];
  /** A file answer (the CSV exports) instead of the envelope on success; errors stay envelopes. */
  arquivo?: ArquivoDocumentado;
};

/** The success answer of an operation that answers a file: its media type and a sample. */
export type ArquivoDocumentado = { tipo: 'text/csv'; exemplo: string };

/**
 * `dados` and `exemplo` of a file operation: its handler answers a plain Response (no `dados`),
 * which the compile-time check sees as `never`.
 */
export const SEM_DADOS_ARQUIVO = { dados: z.never(), exemplo: undefined as never };

/** The success of an operation that answers only a message: `dados` null. */
export const soMensagem = (sucesso: string, mensagem: string) => ({ dados: z.null(), sucesso, mensagem, exemplo: null });

/** An error as declared: the object, or `[status, causa, mensagem, entrada?]`. */
export type ErroDeclarado = ErroDocumentado | readonly [status: StatusErroDocumentado, causa: string, mensagem: string, entrada?: unknown];

/** What a route folder declares of one operation; `op(chave, id, declaracao)` fills in the rest. */
export type Declaracao<C extends z.ZodType, Q extends z.ZodObject, P extends z.ZodObject, D extends z.ZodType> = {
  /** Defaults to the file's (`definirOperacoes`). */
  tag?: string;
  seguranca?: Seguranca;
  resumo: string;
  /** pt-BR, Markdown; cite the spec rule briefly. */
  descricao: string;
  /** Component name (the spec's when it has one) and the zod schema the route validates with. */
  corpo?: [nome: string, schema: C];
  /** Request examples by summary; the tests parse each with the schema. */
  exemplos?: Record<string, z.input<C>>;
  query?: Parametros<Q>;
  parametrosCaminho?: Parametros<P>;
  dados: D;
  /** Status of the success answer (200 unless given). */
  status?: 200 | 201;
  /** Description of the success answer. */
  sucesso: string;
  /** `mensagem` of the envelope on success (null unless given). */
  mensagem?: string | null;
  exemplo: z.input<D>;
  outrosSucessos?: Sucesso<D>[];
  erros: ErroDeclarado[];
  arquivo?: ArquivoDocumentado;
};

/** Mutual assignability: fails on a missing, extra, renamed or differently typed field. */
export type Igual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type DadosDaRota<H> = H extends { readonly dados?: (dados: infer T) => unknown } ? T : never;

/**
 * The compile-time check of an operation against its route: `Rotas` maps each documented path to
 * its route module (`typeof import(…/route)`, the map of app/api/v1/openapi.json/rotas.ts), and the
 * `dados` schema must describe exactly what that module's handler for the method puts in `dados`
 * (lib/api/envelope.ts `RespostaOk`).
 */
type Conferencia<Rotas, M extends string, P extends string, D extends z.ZodType> = [keyof Rotas] extends [never]
  ? unknown
  : P extends keyof Rotas
    ? M extends keyof Rotas[P]
      ? Igual<z.output<D>, DadosDaRota<Rotas[P][M]>> extends true
        ? unknown
        : { dados: ['O schema de dados não confere com o que a rota responde:', DadosDaRota<Rotas[P][M]>] }
      : { rota: `${P} não exporta ${M}` }
    : { rota: `${P} não está no mapa de rotas do arquivo` };

const normalizarErro = (e: ErroDeclarado): ErroDocumentado =>
  'status' in e ? e : { status: e[0], causa: e[1], mensagem: e[2], ...(e[3] !== undefined ? { entrada: e[3] } : {}) };

/**
 * The declaring function of a route folder's openapi.ts. `Rotas` (path → route module:
 * `RotasDocumentadas` of app/api/v1/openapi.json/rotas.ts) ties each operation to the handler it
 * documents; `padrao` is the tag and security of most of the file's operations. The type
 * parameters tie each example to its schema's input type, so the compiler rejects an example with a
 * misspelt or missing field; the tests also parse every example with its schema at run time
 * (refinements such as CPF check digits).
 */
export function definirOperacoes<Rotas = Record<never, never>>(padrao: { tag: string; seguranca: Seguranca }) {
  return <
    M extends MetodoHttp,
    P extends string,
    D extends z.ZodType,
    C extends z.ZodType = z.ZodNever,
    Q extends z.ZodObject = z.ZodObject,
    PP extends z.ZodObject = z.ZodObject,
  >(
    chave: `${M} ${P}`,
    id: string,
    d: Declaracao<C, Q, PP, D> & Conferencia<Rotas, M, P, D>,
  ): Operacao => {
    const espaco = chave.indexOf(' ');
    const { tag = padrao.tag, seguranca = padrao.seguranca, corpo, exemplos, status = 200, sucesso, mensagem = null, exemplo } = d;
    return {
      metodo: chave.slice(0, espaco) as MetodoHttp,
      caminho: chave.slice(espaco + 1),
      id,
      tag,
      resumo: d.resumo,
      descricao: d.descricao,
      seguranca,
      ...(corpo
        ? {
            corpo: {
              nome: corpo[0],
              schema: corpo[1],
              exemplos: Object.entries(exemplos ?? {}).map(([resumo, valor]) => ({ resumo, valor })) as NaoVazio<Exemplo<unknown>>,
            },
          }
        : {}),
      ...(d.query ? { query: d.query as Parametros<z.ZodObject> } : {}),
      ...(d.parametrosCaminho ? { parametrosCaminho: d.parametrosCaminho as Parametros<z.ZodObject> } : {}),
      dados: d.dados,
      sucesso: { status, descricao: sucesso, mensagem, exemplo },
      ...(d.outrosSucessos ? { outrosSucessos: d.outrosSucessos } : {}),
      erros: d.erros.map(normalizarErro),
      ...(d.arquivo ? { arquivo: d.arquivo } : {}),
    };
  };
}

// --- Envelope -----------------------------------------------------------------------------------

/** `ApiResult<T>` of a failure (spec "Errors"): `sucesso` false, `dados` null, messages in `erros`. */
export const apiResultErroSchema = z
  .object({
    sucesso: z.literal(false),
    dados: z.null(),
    mensagem: z.string().nullable().meta({ description: 'Mensagem descritiva (o primeiro erro, salvo exceções como o 429).' }),
    erros: z.array(z.string()).min(1).meta({ description: 'Erros de validação ou de regra de negócio.' }),
  })
  .meta({ id: 'ApiResultErro', title: 'ApiResult<null>', description: 'Envelope `ApiResult<T>` de uma resposta de erro.' });

/** `ApiResult<T>` of a success: `dados` is T, `erros` is empty (spec "Response envelope"). */
export function envelopeSucesso<D extends z.ZodType>(dados: D) {
  const nome = (z.globalRegistry.get(dados) as { id?: string } | undefined)?.id;
  return z
    .object({
      sucesso: z.literal(true),
      dados,
      mensagem: z.string().nullable().meta({ description: 'Mensagem descritiva; null quando não há.' }),
      erros: z.array(z.string()).max(0).meta({ description: 'Vazio em caso de sucesso.' }),
    })
    .meta({ title: nome ? `ApiResult<${nome}>` : 'ApiResult' });
}

/** The wrapped example of a success answer. */
export function exemploSucesso(dados: unknown, mensagem: string | null) {
  return { sucesso: true, dados, mensagem, erros: [] as string[] };
}

/** The wrapped example of an error answer. */
export function exemploErro(e: Pick<ErroDocumentado, 'mensagem' | 'erros'>) {
  return { sucesso: false, dados: null, mensagem: e.mensagem, erros: e.erros ?? [e.mensagem] };
}

// --- JSON Schema ----------------------------------------------------------------------------------

const FORMATOS_SEM_PADRAO = new Set(['uuid', 'date', 'date-time', 'email']);

/**
 * Options of every conversion (tests compare with z.toJSONSchema using these same options).
 * `io: 'input'` describes what a client sends (before transforms such as money -> Decimal);
 * zod's long regular expressions are dropped where a standard `format` already says it all.
 */
export const OPCOES_JSON_SCHEMA = {
  target: 'draft-2020-12',
  io: 'input',
  unrepresentable: 'any',
  override: ({ jsonSchema }) => {
    if (typeof jsonSchema.format === 'string' && FORMATOS_SEM_PADRAO.has(jsonSchema.format)) delete jsonSchema.pattern;
  },
} as const satisfies Parameters<typeof z.toJSONSchema>[1];

type Json = Record<string, unknown>;

/** Deep equality of JSON values (key order ignored). */
export function jsonIgual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => jsonIgual((a as Json)[k], (b as Json)[k]));
}

/** Rewrites the `$defs` pointers zod emits to the document's components. */
function apontarParaComponentes(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(apontarParaComponentes);
  if (typeof valor !== 'object' || valor === null) return valor;
  const saida: Json = {};
  for (const [k, v] of Object.entries(valor)) {
    saida[k] =
      k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/') ? `#/components/schemas/${v.slice(8)}` : apontarParaComponentes(v);
  }
  return saida;
}

class Componentes {
  readonly schemas: Record<string, Json> = {};

  adicionar(nome: string, schema: Json, origem: string) {
    if (!/^[A-Za-z0-9._-]+$/.test(nome)) throw new Error(`OpenAPI: nome de componente inválido "${nome}" (${origem}).`);
    const existente = this.schemas[nome];
    if (existente && !jsonIgual(existente, schema)) {
      throw new Error(`OpenAPI: o componente "${nome}" foi definido de duas formas diferentes (${origem}).`);
    }
    this.schemas[nome] = schema;
  }

  /**
   * Converts a zod schema. Schemas named with `.meta({ id })` become components and are
   * referenced; the rest is inlined. `nome` names the root itself as a component.
   */
  converter(schema: z.ZodType, origem: string, nome?: string): Json {
    const { $schema, $defs, ...raiz } = z.toJSONSchema(schema, OPCOES_JSON_SCHEMA) as Json;
    void $schema;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      // Unnamed defs only come from recursive schemas; their generated names would collide
      // between conversions. Name recursive schemas with .meta({ id }).
      if (id.startsWith('__schema')) throw new Error(`OpenAPI: esquema recursivo sem id em ${origem}; use .meta({ id }).`);
      this.adicionar(id, apontarParaComponentes(def) as Json, origem);
    }
    const convertido = apontarParaComponentes(raiz) as Json;
    if (!nome) return convertido;
    this.adicionar(nome, convertido, origem);
    return { $ref: `#/components/schemas/${nome}` };
  }
}

// --- Document -------------------------------------------------------------------------------------

export const ESQUEMAS_SEGURANCA = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'Chave de integração do tenant (uma por tenant), enviada pelo PDV/ERP em todo endpoint de PDV.',
  },
  bearerAdmin: {
    type: 'http',
    scheme: 'bearer',
    description: 'Token do painel administrativo, obtido em POST /api/v1/authadmin/login.',
  },
  bearerClube: {
    type: 'http',
    scheme: 'bearer',
    description: 'Token do clube do cliente (perfil ClubeCliente), obtido em POST /api/v1/clube/auth/login; válido por 30 dias.',
  },
  cronSecret: {
    type: 'http',
    scheme: 'bearer',
    description: 'Segredo das tarefas agendadas (`Authorization: Bearer <CRON_SECRET>`, o cabeçalho que o Vercel Cron envia).',
  },
} as const;

/** Tags in display order. A new audience adds its tag here (e.g. Clube, Admin). */
export const TAGS = [
  { name: 'Venda', description: 'Registro, simulação (modelo 3) e cancelamento de vendas pelo PDV/ERP.' },
  { name: 'Resgate', description: 'Saldo do cliente e resgate de cashback ou pontos (modelo 1).' },
  { name: 'Cliente', description: 'Cadastro com aceite de LGPD e consulta de clientes na base do clube.' },
  { name: 'Configuração', description: 'O que o PDV precisa saber da loja ao iniciar.' },
  {
    name: 'Sandbox',
    description: 'Chaves de teste (`fid_test_…`): a sandbox do tenant, com relógio que avança e esvaziamento (docs/sandbox.md).',
  },
  { name: 'Tarefas agendadas', description: 'Rotinas chamadas pelo agendador (não pelo PDV).' },
  {
    name: 'Painel: autenticação',
    description:
      'Login do painel administrativo, primeiro acesso e recuperação de senha (endpoints públicos); a conta de quem está logado e a troca da própria senha.',
  },
  {
    name: 'Painel: campanhas',
    description: 'Campanhas de cashback e pontos: criação, edição e mudança de status (AdminTenant e SuperAdmin).',
  },
  { name: 'Painel: dispositivos', description: 'Dispositivos dos usuários do painel para notificações push.' },
  { name: 'Painel: assinatura', description: 'Planos, checkout, portal de cobrança e situação da assinatura do tenant.' },
  { name: 'Campanha de lançamento', description: 'Campanha pública de lançamento da plataforma e sua edição pelo SuperAdmin.' },
  {
    name: 'Painel: tenants',
    description:
      'Tenants (empresas contratantes): criação com período de avaliação e primeiro administrador, edição e ativação (só SuperAdmin).',
  },
  { name: 'Painel: lojas', description: 'Lojas do tenant: criação no limite do plano, edição e ativação; loja inativa recusa o PDV.' },
  {
    name: 'Painel: segmentos',
    description: 'Segmentos de clientes: filtros salvos (compras, saldo, aniversário, consentimento, RFM) e contagem ao vivo.',
  },
  {
    name: 'Painel: comunicação',
    description:
      'Campanhas de WhatsApp e e-mail para um segmento: prévia, envio ou agendamento, consentimento, limite semanal, horário de silêncio, grupo de controle e resultados (docs/comunicacao.md). Inclui o descadastro e as respostas do WhatsApp.',
  },
  {
    name: 'Painel: automações',
    description:
      'Automações de relacionamento: boas-vindas, aniversário com bônus, reconquista e lembrete de expiração, com grupo de controle.',
  },
  {
    name: 'Painel: indicação',
    description:
      '"Indique e ganhe": cada cliente tem um link; o amigo que entra por ele e faz a compra que conta rende um bônus aos dois (docs/indicacao.md).',
  },
  { name: 'Painel: chaves de API', description: 'Chaves X-Api-Key do PDV/ERP: criação (segredo exibido uma vez), rotação e revogação.' },
  {
    name: 'Painel: webhooks',
    description: 'Webhooks do tenant: eventos assinados com HMAC-SHA256, histórico de entregas e reenvio (AdminTenant e SuperAdmin).',
  },
  { name: 'Painel: usuários', description: 'Usuários do painel: criação com e-mail de primeiro acesso, perfil e ativação.' },
  { name: 'Painel: auditoria', description: 'Log de auditoria das mudanças administrativas (somente inserção).' },
  {
    name: 'Painel: analytics',
    description:
      'Relatórios do programa: resumo, campanhas, série de créditos, ranking de lojas, melhores clientes e projeção de expiração (AdminTenant e SuperAdmin).',
  },
  {
    name: 'Painel: clientes',
    description: 'Clientes do programa no painel: lista, cadastro, edição, ativação, saldo e identificação pelo QR no caixa.',
  },
  {
    name: 'Painel: caixa',
    description:
      'Caixa do painel: identificar o cliente (QR, CPF ou telefone), vender, resgatar e cancelar pelas mesmas regras do PDV (Operador e acima).',
  },
  {
    name: 'Painel: vendas',
    description: 'Vendas do programa no painel: busca, detalhe com movimentações e lotes, prévia exata do estorno e cancelamento auditado.',
  },
  {
    name: 'Painel: exportações',
    description: 'Arquivos CSV (Excel em pt-BR) de vendas, clientes e movimentações, gerados em fluxo, com os filtros das listas.',
  },
  {
    name: 'Painel: mensagens e entregas',
    description:
      'Entregas dos avisos do outbox (PIN, e-mails, avisos de saldo, campanhas), e-mail de teste do SMTP e as mensagens que o serviço teria enviado quando SMTP ou WhatsApp não estão configurados (só SuperAdmin).',
  },
  {
    name: 'Clube',
    description:
      'API do clube para o cliente final: login por PIN ou senha, perfil, saldo por loja, extrato e QR (token bearer do perfil ClubeCliente).',
  },
  {
    name: 'Clube: cadastro',
    description:
      'Participar do clube pelo link (QR code) de uma loja: a página da loja, o código que confirma o contato e a entrada no programa, já com o login do clube (endpoints públicos).',
  },
  {
    name: 'LGPD',
    description:
      'Direitos do titular: exportação dos dados e exclusão por anonimização (pelo próprio cliente no clube, ou pelo programa no painel).',
  },
] as const;

const TITULOS_STATUS: Record<number, string> = {
  200: 'Sucesso',
  201: 'Criado',
  400: 'Requisição inválida',
  401: 'Não autorizado',
  403: 'Acesso negado',
  404: 'Não encontrado',
  409: 'Conflito',
  413: 'Corpo grande demais',
  422: 'Regra de negócio violada',
  429: 'Limite de requisições excedido',
  500: 'Erro interno',
  503: 'Serviço indisponível',
};

const CAUSA_NAO_AUTORIZADO: Record<Exclude<Seguranca, 'nenhuma'>, string> = {
  apiKey: 'Cabeçalho X-Api-Key ausente ou inválido',
  bearerAdmin: 'Token administrativo ausente, inválido ou expirado',
  bearerClube: 'Token do clube ausente, inválido ou expirado',
  cronSecret: 'Segredo ausente ou inválido (ou CRON_SECRET não configurado)',
};

/**
 * The 400s of the ids in the path and the query, derived from the zod schemas the route validates
 * them with: each parameter is given 'x', and the message that schema answers is documented, so
 * it cannot drift. The path's are all ids; a query parameter counts when its message is the UUID
 * one (`tenantId`, `lojaId`…). Skipped where the declaration already lists that message (files
 * written before this was automatic).
 */
function errosDosParametros(op: Operacao): ErroDocumentado[] {
  const declaradas = new Set(op.erros.map((e) => `${e.status} ${e.mensagem}`));
  const derivar = (p: Parametros<z.ZodObject> | undefined, local: 'path' | 'query') =>
    Object.keys(p?.schema.shape ?? {}).flatMap((nome): ErroDocumentado[] => {
      const entrada = { ...(p!.exemplo ?? {}), [nome]: 'x' };
      const mensagem = p!.schema.safeParse(entrada).error?.issues.find((i) => i.path[0] === nome)?.message;
      if (!mensagem || declaradas.has(`400 ${mensagem}`)) return [];
      if (local === 'path') return [{ status: 400, causa: `${nome} do caminho não é um UUID`, mensagem }];
      // The tests parse `entrada` with the body's schema when there is one.
      return mensagem.includes('UUID') ? [{ status: 400, causa: `${nome} não é um UUID`, mensagem, ...(op.corpo ? {} : { entrada }) }] : [];
    });
  return [...derivar(op.parametrosCaminho, 'path'), ...derivar(op.query, 'query')];
}

/** The errors every operation can answer, added unless the declaration already has that status. */
export function errosAutomaticos(op: Operacao): ErroDocumentado[] {
  const extras: ErroDocumentado[] = [];
  if (op.corpo) extras.push({ status: 400, causa: 'Corpo ausente ou que não é um objeto JSON', mensagem: MENSAGENS.corpoInvalido });
  if (op.seguranca !== 'nenhuma')
    extras.push({ status: 401, causa: CAUSA_NAO_AUTORIZADO[op.seguranca], mensagem: MENSAGENS.naoAutorizado });
  extras.push({ status: 500, causa: 'Falha inesperada (registrada no log com o X-Request-Id)', mensagem: MENSAGENS.erroInterno });
  // A declared 401 or 500 replaces the automatic one; a malformed body adds to the declared 400s.
  const declarados = new Set(op.erros.map((e) => e.status));
  return [...errosDosParametros(op), ...op.erros, ...extras.filter((e) => e.status === 400 || !declarados.has(e.status))];
}

/** Descriptions of the parameters many lists share, used where a declaration gives none. */
const DESCRICOES_PADRAO: Record<string, string> = {
  pagina: 'Página, a partir de 1 (padrão 1).',
  tamanho: 'Itens por página, 1 a 100 (padrão 20).',
  tenantId: 'Tenant (SuperAdmin). Para AdminTenant, só o próprio.',
};

function parametros(p: Parametros<z.ZodObject>, local: 'query' | 'path', origem: string) {
  const { $schema, ...json } = z.toJSONSchema(p.schema, OPCOES_JSON_SCHEMA) as Json;
  void $schema;
  if (json.$defs) throw new Error(`OpenAPI: parâmetros de ${origem} não podem conter esquemas nomeados.`);
  const obrigatorios = new Set((json.required as string[] | undefined) ?? []);
  const exemplo = (p.exemplo ?? {}) as Record<string, unknown>;
  const descricoes = { ...DESCRICOES_PADRAO, ...p.descricoes } as Record<string, string | undefined>;
  return Object.entries((json.properties ?? {}) as Record<string, Json>).map(([nome, schema]) => ({
    name: nome,
    in: local,
    required: local === 'path' || obrigatorios.has(nome),
    ...(descricoes[nome] ? { description: descricoes[nome] } : {}),
    schema,
    ...(exemplo[nome] !== undefined ? { example: exemplo[nome] } : {}),
  }));
}

/** A readable, unique key for an example (it shows in URLs of the UI and in generated clients). */
function chaveExemplo(texto: string, usadas: Set<string>): string {
  let base = slug(texto);
  // Long summaries are cut at a word boundary.
  if (base.length > 40) base = base.slice(0, 41).replace(/-[^-]*$/, '');
  base ||= 'exemplo';
  let chave = base;
  for (let i = 2; usadas.has(chave); i++) chave = `${base}-${i}`;
  usadas.add(chave);
  return chave;
}

function respostasDeErro(op: Operacao) {
  const porStatus = new Map<number, ErroDocumentado[]>();
  for (const e of errosAutomaticos(op)) porStatus.set(e.status, [...(porStatus.get(e.status) ?? []), e]);
  const respostas: Record<string, Json> = {};
  for (const [status, erros] of [...porStatus].sort((a, b) => a[0] - b[0])) {
    const usadas = new Set<string>();
    respostas[String(status)] = {
      description: `${TITULOS_STATUS[status] ?? 'Erro'}:\n${erros.map((e) => `- ${e.causa}.`).join('\n')}`,
      headers: {
        'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
        ...(status === 429 ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}),
      },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/ApiResultErro' },
          examples: Object.fromEntries(erros.map((e) => [chaveExemplo(e.causa, usadas), { summary: e.causa, value: exemploErro(e) }])),
        },
      },
    };
  }
  return respostas;
}

export type DocumentoOpenApi = {
  openapi: '3.1.0';
  info: Json;
  servers: Json[];
  tags: Json[];
  paths: Record<string, Record<string, Json>>;
  components: Json & { schemas: Record<string, Json> };
};

const DESCRICAO_API = `API do serviço de fidelidade (cashback e pontos) para PDVs e ERPs.

- **Envelope**: toda resposta é um \`ApiResult<T>\`: \`sucesso\`, \`dados\` (null em erro), \`mensagem\` e \`erros\` (vazio em sucesso).
- **Formatos**: datas \`AAAA-MM-DD\`; data-hora ISO 8601 UTC (\`AAAA-MM-DDTHH:MM:SSZ\`); CPF e CNPJ com ou sem máscara; valores em R$ como número JSON com até 2 casas.
- **Nomes**: caminhos, propriedades JSON e parâmetros de query são aceitos sem distinção de maiúsculas; propriedades desconhecidas são ignoradas.
- **Erros**: 400 formato ou campo obrigatório; 401 credencial; 404 não encontrado; 422 regra de negócio; 500 erro interno. Nunca repita 400, 401 ou 422 sem mudar a requisição; 5xx pode ser repetido com espera exponencial.
- **Rastreamento**: toda resposta traz \`X-Request-Id\` (o enviado pelo cliente, se válido).

Primeira integração (chave, venda, os três modelos de desconto, retransmissão e operação offline, webhooks, sandbox): [guia de integração do PDV](/docs/integracao).

Versão da API: \`v1\` (prefixo \`/api/v1/\`). Esta documentação descreve a release ${VERSAO_API}.`;

/** Builds the OpenAPI 3.1 document from the declared operations. Throws on a contradiction. */
export function gerarDocumento(operacoes: readonly Operacao[]): DocumentoOpenApi {
  const componentes = new Componentes();
  componentes.converter(apiResultErroSchema, 'ApiResultErro');
  const paths: DocumentoOpenApi['paths'] = {};
  const ids = new Set<string>();
  const tags = new Set<string>(TAGS.map((t) => t.name));

  for (const op of operacoes) {
    const origem = `${op.metodo} ${op.caminho}`;
    if (!op.caminho.startsWith('/api/')) throw new Error(`OpenAPI: caminho inesperado em ${origem}.`);
    if (ids.has(op.id)) throw new Error(`OpenAPI: operationId "${op.id}" repetido (${origem}).`);
    ids.add(op.id);
    if (!tags.has(op.tag)) throw new Error(`OpenAPI: tag "${op.tag}" de ${origem} não está em TAGS.`);
    // Paths are case-insensitive (proxy.ts), so two spellings of one path are one path.
    const existente = Object.keys(paths).find((p) => p.toLowerCase() === op.caminho.toLowerCase());
    const itemCaminho = (paths[existente ?? op.caminho] ??= {});
    const metodo = op.metodo.toLowerCase();
    if (itemCaminho[metodo]) throw new Error(`OpenAPI: ${origem} declarado duas vezes.`);

    const respostas: Record<string, Json> = {};
    if (op.arquivo) {
      respostas[String(op.sucesso.status)] = {
        description: op.sucesso.descricao,
        headers: { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } },
        content: { [op.arquivo.tipo]: { schema: { type: 'string' }, example: op.arquivo.exemplo } },
      };
    }
    const envelope = op.arquivo ? null : componentes.converter(envelopeSucesso(op.dados), origem);
    for (const s of op.arquivo ? [] : [op.sucesso, ...(op.outrosSucessos ?? [])]) {
      respostas[String(s.status)] = {
        description: s.descricao,
        headers: { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' } },
        content: { 'application/json': { schema: envelope, example: exemploSucesso(s.exemplo, s.mensagem) } },
      };
    }
    Object.assign(respostas, respostasDeErro(op));

    const params: Json[] = [];
    if (op.parametrosCaminho) params.push(...parametros(op.parametrosCaminho, 'path', origem));
    if (op.query) params.push(...parametros(op.query, 'query', origem));
    params.push({ $ref: '#/components/parameters/X-Request-Id' });

    itemCaminho[metodo] = {
      tags: [op.tag],
      summary: op.resumo,
      description: op.descricao,
      operationId: op.id,
      security: op.seguranca === 'nenhuma' ? [] : [{ [op.seguranca]: [] }],
      parameters: params,
      ...(op.corpo
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: componentes.converter(op.corpo.schema, origem, op.corpo.nome),
                  examples: (() => {
                    const usadas = new Set<string>();
                    return Object.fromEntries(
                      op.corpo.exemplos.map((e) => [chaveExemplo(e.resumo, usadas), { summary: e.resumo, value: e.valor }]),
                    );
                  })(),
                },
              },
            },
          }
        : {}),
      responses: respostas,
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Fidelidade API',
      version: VERSAO_API,
      description: DESCRICAO_API,
    },
    servers: [{ url: '/', description: 'Este servidor' }],
    tags: TAGS.map((t) => ({ ...t })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(componentes.schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: ESQUEMAS_SEGURANCA,
      parameters: {
        'X-Request-Id': {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          description:
            'Identificador da requisição para rastreamento (8 a 64 caracteres `A-Z a-z 0-9 . _ -`); gerado pelo serviço quando ausente ou inválido.',
          schema: { type: 'string', pattern: '^[A-Za-z0-9._-]{8,64}$' },
        },
      },
      headers: {
        'X-Request-Id': {
          description: 'Identificador da requisição (o recebido, se válido, ou um UUID gerado); aparece nos logs do serviço.',
          schema: { type: 'string' },
        },
        'Retry-After': {
          description: 'Segundos até a janela do limite reabrir (429).',
          schema: { type: 'integer', minimum: 1 },
        },
      },
    },
  };
}

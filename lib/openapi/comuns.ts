// What the operations of the panel repeat, declared once: the errors every admin route answers
// alike (the profile's 403, a path id that is not a UUID, the `ativo` flag, an unknown tenant, a
// rate limit…), the path id parameter, the first page of a paged example, the status toggle and
// the recurring operations of a resource (`recursoDoPainel`). A route folder's openapi.ts spreads
// these and writes only what is particular to its endpoints.
import type { z } from 'zod';
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_PAGINACAO, idDoCaminhoSchema, mensagemAtivo, statusAtivoQuerySchema } from '@/lib/api/consulta';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { MENSAGENS_RESGATE } from '@/lib/domain/resgate/mensagens';
import type { ErroDeclarado } from '@/lib/openapi/registro';
import { CNPJ, RESGATE_REGISTRADO, VENDA_CANCELADA, VENDA_REGISTRADA } from '@/lib/openapi/exemplos';
import { cancelamentoVendaResponseSchema, resgateResponseSchema, vendaResponseSchema } from '@/lib/openapi/respostas';

/** Errors of the admin routes with the spec's messages (`[status, causa, mensagem, entrada?]`). */
export const ERROS = {
  /** 403 of a route an Operador may not call. */
  perfil: [403, 'Perfil sem acesso (Operador)', MENSAGENS.acessoNegado],
  /** 403 of the routes only SuperAdmin calls. */
  soSuperAdmin: [403, 'Perfil que não é SuperAdmin', MENSAGENS.acessoNegado],
  /** 400 of the routes where SuperAdmin names the tenant (`tenantId`) and sent none. */
  semTenant: [400, 'SuperAdmin sem tenantId', obrigatorio('TenantId')],
  /** 403 of a `tenantId` of another tenant where Operador may act too (customers, cashier, sales). */
  outroTenant: [403, 'tenantId de outro tenant (AdminTenant ou Operador)', MENSAGENS.acessoNegado],
  /** 403 of a `tenantId` the caller may not act on. */
  tenantAlheio: [403, 'AdminTenant informando o tenantId de outro tenant', MENSAGENS.acessoNegado],
  /** The path id's 400: added by the document builder from the path schema; listing it is harmless. */
  idInvalido: [400, 'id do caminho não é um UUID', 'O campo Id deve ser um UUID.'],
  tenantIdInvalido: [400, 'tenantId não é um UUID', 'O campo TenantId deve ser um UUID.', { tenantId: '123' }],
  ativoAusente: [400, 'Parâmetro ativo ausente', obrigatorio('Ativo'), {}],
  ativoInvalido: [400, 'ativo que não é true nem false', 'O parâmetro ativo deve ser true ou false.', { ativo: 'sim' }],
  tamanhoInvalido: [400, 'tamanho fora de 1 a 100', 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.', { tamanho: '101' }],
  paginaInvalida: [400, 'pagina fora de 1…2147483647', MENSAGENS_PAGINACAO.pagina, { pagina: '0' }],
  // The PDV's store and membership (lib/domain/loja/loja-do-tenant.ts).
  cnpj: [422, 'CNPJ inválido', MENSAGENS.cnpjInvalido],
  loja: [422, 'Loja de outro tenant ou inativa', MENSAGENS.lojaNaoEncontrada],
  clienteInativo: [422, 'Cliente inativo no programa', MENSAGENS_VENDA.clienteInativo],
} as const satisfies Record<string, ErroDeclarado>;

/** The 400s of a list's paging, `pagina` and `tamanho` (the panel's sales and a customer's paged reads). */
export const ERROS_PAGINACAO = [
  ERROS.paginaInvalida,
  [400, 'tamanho fora de 1…100', MENSAGENS_PAGINACAO.tamanho, { tamanho: '101' }],
] as const satisfies ErroDeclarado[];

/** 404 of a `tenantId` that names no tenant (SuperAdmin), with the message of the resource's domain. */
export const tenantInexistente = (mensagem: string): ErroDeclarado => [404, 'tenantId inexistente (SuperAdmin)', mensagem];

/**
 * The 403s of a resource each tenant manages (`perfisDoTenant`): an Operador, and an AdminTenant
 * naming another tenant's `tenantId`.
 */
export const ERROS_TENANT: readonly ErroDeclarado[] = [ERROS.perfil, ERROS.tenantAlheio];

/**
 * The errors of a route of such a resource where SuperAdmin must name the tenant: none given, the
 * two 403s and, given the domain's message, a `tenantId` that names no tenant.
 */
export const errosComTenant = (tenantNaoEncontrado?: string): ErroDeclarado[] => [
  ERROS.semTenant,
  ...ERROS_TENANT,
  ...(tenantNaoEncontrado === undefined ? [] : [tenantInexistente(tenantNaoEncontrado)]),
];

/** 429 of a per-IP (or per-CPF) rate limit: the envelope's `mensagem` and `erros` differ (spec "Limits"). */
/** `espera`: the message of a longer wait (lib/api/limites.ts `mensagemDeEspera`); the one-minute limits' by default. */
export const muitasTentativas = (causa: string, espera: string = MENSAGENS.muitasTentativas): ErroDeclarado => ({
  status: 429,
  causa,
  mensagem: MENSAGENS.limiteExcedido,
  erros: [espera],
});

/**
 * The business errors of the sale, the redemption and the cancellation, answered alike by the PDV
 * routes and the panel's cashier and sales (they call the same domain functions).
 */
export const ERROS_VENDA = [
  [422, 'usarCashbackDisponivel e usarCashbackGerado juntos (regra 6)', MENSAGENS_VENDA.modelosExclusivos],
  [422, 'Nenhuma campanha elegível (regra 7)', MENSAGENS_VENDA.semCampanha],
  [422, 'Modelo 3 não disponível na loja (regra 5)', MENSAGENS_VENDA.descontoGeradoIndisponivel],
] as const satisfies ErroDeclarado[];
export const ERRO_DOCUMENTO_VENDA = [422, 'documentoExterno já usado com outros dados', MENSAGENS_VENDA.documentoDivergente] as const;
export const ERROS_RESGATE = [
  [422, 'Saldo insuficiente (inclusive pedir o saldo pendente)', MENSAGENS.saldoInsuficiente],
  [422, 'Resgate mínimo de cashback da campanha não atingido', MENSAGENS.cashbackMinimo],
  [422, 'Mínimo de pontos da campanha não atingido', MENSAGENS_RESGATE.pontosMinimos],
  [422, 'Resgate parcial de pontos não permitido pela campanha', MENSAGENS_RESGATE.parcialNaoPermitido],
] as const satisfies ErroDeclarado[];
export const ERRO_DOCUMENTO_RESGATE = [422, 'documentoExterno já usado com outros dados', MENSAGENS_RESGATE.documentoDivergente] as const;
export const ERROS_CANCELAMENTO = {
  /** 400 of a body naming neither the sale nor its document (PDV and cashier bodies). */
  semVenda: [400, 'Nem vendaId nem documentoExterno', 'Informe o campo VendaId ou o campo DocumentoExterno.', { cnpjLoja: CNPJ }],
  naoEncontrada: [404, 'Venda não encontrada na loja', MENSAGENS_VENDA.vendaNaoEncontrada],
  semSaldo: [422, 'Saldo do cliente não cobre o estorno do benefício já usado', MENSAGENS_VENDA.cancelamentoSemSaldo],
} as const satisfies Record<string, ErroDeclarado>;

/**
 * The success of the sale, the redemption and the cancellation, alike in the PDV routes and the
 * panel's (the same domain functions): the schema, the description and the example; each route
 * gives its `mensagem`.
 */
export const SUCESSO_VENDA = {
  dados: vendaResponseSchema,
  sucesso: 'Venda registrada (ou a já registrada com o mesmo `documentoExterno`, sem novo crédito).',
  exemplo: VENDA_REGISTRADA,
};
export const SUCESSO_RESGATE = {
  dados: resgateResponseSchema,
  sucesso: 'Resgate registrado (ou o já registrado com o mesmo `documentoExterno`, sem novo débito).',
  exemplo: RESGATE_REGISTRADO,
};
export const SUCESSO_CANCELAMENTO = {
  dados: cancelamentoVendaResponseSchema,
  sucesso: 'Venda cancelada (ou já cancelada antes: mensagem `Venda já cancelada anteriormente.`).',
  exemplo: VENDA_CANCELADA,
};

/** The `tenantId` of the routes where every profile works in one programme (customers, cashier, sales). */
export const DESCRICAO_PROGRAMA = 'Programa (tenant). Obrigatório para SuperAdmin; para os demais, omita ou informe o próprio.';

/** The errors of that `tenantId`: SuperAdmin sent none, or it names another tenant. */
export const ERROS_PROGRAMA: readonly ErroDeclarado[] = [ERROS.semTenant, ERROS.outroTenant];

/** The profiles of a resource each tenant manages: its AdminTenant and SuperAdmin; Operador gets 403. */
export const perfisDoTenant = (recursos: string) =>
  `**Perfis:** \`AdminTenant\` (${recursos} do próprio tenant) e \`SuperAdmin\` (qualquer tenant). \`Operador\` recebe 403 \`${MENSAGENS.acessoNegado}\`.`;

/** Ids shared by the examples of the panel (one tenant and its first store). */
export const TENANT_ID = 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f';
export const LOJA_ID = 'd5e6f7a8-b9c0-4d1e-8f2a-3b4c5d6e7f8a';

/** The `{id}` path parameter, validated by the route with `idDoCaminhoSchema`. */
export const parametroId = (descricao: string, id: string) => ({
  schema: idDoCaminhoSchema,
  descricoes: { id: descricao },
  exemplo: { id },
});

/** The first page of 20 in a list's query example (the answer's is `paginaDe`). */
export const PRIMEIRA_PAGINA = { pagina: '1', tamanho: '20' };

/**
 * The example of a paged answer: the first page of 20 holding `itens` (`const` keeps the literals
 * of inline items, such as `tipo: 'Cashback'`, for the check against the schema).
 */
export const paginaDe = <const T>(itens: T[], totalRegistros = itens.length) => ({
  itens,
  paginacao: { pagina: 1, tamanho: 20, totalRegistros },
});

/** The success of a list: its page schema and, as the example, the first page holding `item`. */
export const paginaCom = <L extends z.ZodType, T>(lista: L, sucesso: string, item: T) => ({
  dados: lista,
  sucesso,
  exemplo: paginaDe([item]),
});

/**
 * The common part of `PATCH …/{id}/status?ativo=` of a resource (stores, users, tenants): the
 * query, the success answer (`Loja ativada.` / `Loja desativada.`) and the 400 of a missing flag.
 */
export const alternarAtivo = (recurso: string, genero: 'o' | 'a') => ({
  query: {
    schema: statusAtivoQuerySchema,
    descricoes: { ativo: '`true` para ativar, `false` para desativar.' },
    exemplo: { ativo: 'false' },
  },
  sucesso: `Status aplicado. A mensagem é \`${mensagemAtivo(recurso, genero, true)}\` ou \`${mensagemAtivo(recurso, genero, false)}\``,
  mensagem: mensagemAtivo(recurso, genero, false),
});

/**
 * What the operations of one panel resource repeat: its `{id}` path parameter
 * (`parametrosCaminho`), with the answer's schema (`porId`, the `…/{id}` operations that answer
 * the resource), the read of one (`obter`: its example, and the profile's 403 and the 404 unless
 * other errors are given), the first page of its list (`pagina`) and the 201 of its creation
 * (`criado`). A route folder's openapi.ts spreads these and writes the summary, the description
 * and what is particular to each endpoint.
 */
export function recursoDoPainel<D extends z.ZodType>(
  dados: D,
  exemplo: z.input<D>,
  /** Description of the `{id}` parameter and the example's id. */
  id: [descricao: string, valor: string],
  erro404: ErroDeclarado,
) {
  const parametrosCaminho = parametroId(...id);
  const porId = { parametrosCaminho, dados };
  return {
    parametrosCaminho,
    porId,
    obter: (sucesso: string, erros: ErroDeclarado[] = [ERROS.perfil, erro404]) => ({ ...porId, sucesso, exemplo, erros }),
    pagina: <L extends z.ZodType>(lista: L, sucesso: string) => paginaCom(lista, sucesso, exemplo),
    criado: (sucesso: string, mensagem: string, criado: z.input<D> = exemplo) => ({
      dados,
      status: 201 as const,
      sucesso,
      mensagem,
      exemplo: criado,
    }),
  };
}

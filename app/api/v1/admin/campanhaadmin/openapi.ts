// OpenAPI declarations of CampanhaAdmin: list, create, read, update and change the status of
// campaigns in the admin panel (lib/openapi/registro.ts explains the pattern). One file for the
// folder and its [id] and [id]/status subfolders: the five operations share the request schemas
// (./schemas.ts), the example campaign and the rules of who may touch which tenant's campaigns.
import { z } from 'zod';
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { ASSINATURA_INATIVA } from '@/lib/domain/assinatura/exigir-assinatura';
import { mensagemConflito } from '@/lib/domain/campanha/uma-ativa-por-tipo';
import { CAMPANHA_NAO_ENCONTRADA, MENSAGENS_STATUS } from '@/lib/domain/campanha/gravar-campanha';
import { ERROS, LOJA_ID, TENANT_ID, recursoDoPainel, ERROS_TENANT, errosComTenant } from '@/lib/openapi/comuns';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { campanhaResponseSchema } from '@/lib/openapi/respostas-admin';
import { CNPJ_DIGITOS, ID, RECEM_CRIADO } from '@/lib/openapi/exemplos';
import type { CampanhaResponse } from '@/lib/domain/campanha/dados-campanha';
import {
  MENSAGENS_CAMPANHA,
  atualizarCampanhaSchema,
  criarCampanhaSchema,
  listarCampanhasQuerySchema,
  statusCampanhaQuerySchema,
} from './schemas';

const TAG = 'Painel: campanhas';

const LOJA_CENTRO = { id: LOJA_ID, nome: 'Loja Centro', cnpj: CNPJ_DIGITOS };
const LOJA_NORTE = { id: 'e6f7a8b9-c0d1-4e2f-9a3b-4c5d6e7f8a9b', nome: 'Loja Norte', cnpj: '45723174000110' };

/** The campaign of every example: Cashback 5% in two stores, with models 2 and 3 allowed. */
const corpoCashback: z.input<typeof atualizarCampanhaSchema> = {
  nome: 'Cashback 5%',
  tipo: 'Cashback',
  percentualCashback: 5,
  compraMinima: 20,
  dataInicio: '2026-06-01',
  dataFim: '2026-12-31',
  validadeDias: 180,
  modoCashback: 'Imediato',
  resgateMinimo: 5,
  percentualMaximoResgate: 50,
  permiteCheckoutCashbackNaVenda: true,
  permiteDescontoSobreCashbackGerado: true,
  permiteCashbackEmResgate: false,
  lojaIds: [LOJA_CENTRO.id, LOJA_NORTE.id],
};

const campanha: CampanhaResponse = {
  id: ID.campanhaCashback,
  tenantId: TENANT_ID,
  nome: 'Cashback 5%',
  tipo: 'Cashback',
  status: 'Rascunho',
  percentualCashback: 5,
  pontosPorReal: null,
  compraMinima: 20,
  dataInicio: '2026-06-01',
  dataFim: '2026-12-31',
  validadeDias: 180,
  modoCashback: 'Imediato',
  diasLiberacao: 0,
  resgateMinimo: 5,
  percentualMaximoResgate: 50,
  pontosMinimosParaResgate: null,
  permiteUsoParcialDePontos: true,
  permiteCheckoutCashbackNaVenda: true,
  permiteDescontoSobreCashbackGerado: true,
  permiteCashbackEmResgate: false,
  // The answer lists the stores by name.
  lojas: [LOJA_CENTRO, LOJA_NORTE],
  ...RECEM_CRIADO,
};

const campanhaPontos: CampanhaResponse = {
  ...campanha,
  id: ID.campanhaPontos,
  nome: '1 ponto por real',
  tipo: 'Pontos',
  status: 'Ativa',
  percentualCashback: null,
  pontosPorReal: 1,
  compraMinima: 0,
  dataInicio: null,
  dataFim: null,
  validadeDias: null,
  resgateMinimo: 0,
  percentualMaximoResgate: null,
  pontosMinimosParaResgate: 100,
  permiteCheckoutCashbackNaVenda: false,
  permiteDescontoSobreCashbackGerado: false,
  lojas: [LOJA_CENTRO],
  criadoEm: '2026-03-02T12:00:00Z',
  atualizadoEm: '2026-03-02T12:00:00Z',
};

// --- Shared text and errors -------------------------------------------------------------------------

const PERFIS = `**Perfis:** \`AdminTenant\` (só campanhas do próprio tenant) e \`SuperAdmin\` (qualquer tenant). \`Operador\` e qualquer outro perfil recebem 403 \`${MENSAGENS.acessoNegado}\`.`;

const UMA_ATIVA_POR_TIPO = `**Uma campanha ativa por tipo por loja** (spec, conceito 6): cada loja tem no máximo uma campanha \`Cashback\` e uma \`Pontos\` ativas. Uma segunda do mesmo tipo na mesma loja dá 422 com o nome da loja (\`${mensagemConflito('Cashback', 'Loja Centro')}\`), também entre pedidos simultâneos.`;

const ASSINATURA = `**Assinatura:** ativar uma campanha exige a assinatura do tenant ativa (ou no período de avaliação vigente); caso contrário, 422 \`${ASSINATURA_INATIVA}\` (o painel vê isso antes em \`permiteAtivarCampanhas\` de GET /api/v1/assinatura). Ver, editar, pausar e encerrar continuam permitidos, e o PDV nunca é bloqueado.`;

const OUTRO_TENANT_404 = `Campanha de outro tenant responde 404 \`${CAMPANHA_NAO_ENCONTRADA}\`, como se não existisse.`;

const CAMPOS = `**Campos** (valores numéricos como número JSON):
- \`nome\`: 2 a 150 caracteres. \`tipo\`: \`Cashback\` ou \`Pontos\`.
- \`Cashback\`: \`percentualCashback\` obrigatório (> 0 e ≤ 100, até 2 casas). \`Pontos\`: \`pontosPorReal\` obrigatório (> 0 e ≤ 1000, até 4 casas). O campo do outro tipo é descartado.
- \`compraMinima\` (R$, padrão 0): a campanha só se aplica a vendas com \`valorVenda\` ≥ esse valor.
- \`dataInicio\`/\`dataFim\` (\`AAAA-MM-DD\`, datas locais da loja, inclusivas; \`dataFim\` ≥ \`dataInicio\`): ausentes = sem limite.
- \`validadeDias\` (1 a 3650): validade de cada crédito; ausente = não expira.
- \`modoCashback\` (padrão \`Imediato\`): \`Diferido\` só para Cashback e exige \`diasLiberacao\` de 1 a 365; com \`Imediato\`, \`diasLiberacao\` deve ser 0 ou ausente.
- \`resgateMinimo\` (R$, padrão 0) e \`percentualMaximoResgate\` (> 0 e ≤ 100; ausente = sem teto): regra de uso do cashback no resgate e no modelo 2.
- \`pontosMinimosParaResgate\` e \`permiteUsoParcialDePontos\` (padrão true): regras do resgate de pontos.
- \`permiteCheckoutCashbackNaVenda\` (modelo 2), \`permiteDescontoSobreCashbackGerado\` (modelo 3, exige \`Imediato\`) e \`permiteCashbackEmResgate\`: padrão false.
- \`lojaIds\`: de 1 a 500 lojas do mesmo tenant da campanha (repetidas contam uma vez).`;

const erro404: ErroDeclarado = [404, 'Campanha inexistente ou de outro tenant', CAMPANHA_NAO_ENCONTRADA];
const campanhas = recursoDoPainel(campanhaResponseSchema, campanha, ['Id da campanha (UUID).', ID.campanhaCashback], erro404);
const erroConflito = (quando: string): ErroDeclarado => [
  422,
  `Já há outra campanha ativa do mesmo tipo numa das lojas (${quando}); a mensagem traz o nome da loja`,
  mensagemConflito('Cashback', LOJA_CENTRO.nome),
];
const erroAssinatura: ErroDeclarado = [422, 'Ativação com a assinatura do tenant vencida, inadimplente ou cancelada', ASSINATURA_INATIVA];
const erroLojas: ErroDeclarado = [422, 'Alguma loja de lojaIds não existe ou é de outro tenant', MENSAGENS.lojaNaoEncontrada];
const erroEncerrada: ErroDeclarado = [422, 'Campanha Encerrada (status final)', MENSAGENS_STATUS.encerrada];

/** 400s of the campaign body, shared by POST and PUT; each `entrada` produces its message. */
function errosDoCorpo(): ErroDeclarado[] {
  const base = { nome: 'Cashback 5%', tipo: 'Cashback', percentualCashback: 5, lojaIds: [LOJA_CENTRO.id] };
  return [
    [400, 'Nome ausente ou vazio', obrigatorio('Nome'), { ...base, nome: '' }],
    [400, 'Tipo fora de Cashback e Pontos', 'O campo Tipo deve ser Cashback ou Pontos.', { ...base, tipo: 'Milhas' }],
    [400, 'Campanha de Cashback sem percentualCashback', MENSAGENS_CAMPANHA.percentualObrigatorio, { ...base, percentualCashback: null }],
    [
      400,
      'Campanha de Pontos sem pontosPorReal',
      MENSAGENS_CAMPANHA.pontosObrigatorio,
      { ...base, tipo: 'Pontos', percentualCashback: undefined },
    ],
    [
      400,
      'percentualCashback fora de (0, 100]',
      'O campo PercentualCashback deve estar entre 0 e 100.',
      { ...base, percentualCashback: 0 },
    ],
    [400, 'Diferido sem diasLiberacao de 1 a 365', MENSAGENS_CAMPANHA.diferidoSemDias, { ...base, modoCashback: 'Diferido' }],
    [400, 'diasLiberacao com ModoCashback Imediato', MENSAGENS_CAMPANHA.imediatoComDias, { ...base, diasLiberacao: 7 }],
    [
      400,
      'ModoCashback Diferido numa campanha de Pontos',
      MENSAGENS_CAMPANHA.diferidoSoCashback,
      { ...base, tipo: 'Pontos', pontosPorReal: 1, modoCashback: 'Diferido', diasLiberacao: 7 },
    ],
    [
      400,
      'Modelo 3 (permiteDescontoSobreCashbackGerado) com ModoCashback Diferido',
      MENSAGENS_CAMPANHA.modelo3Imediato,
      { ...base, modoCashback: 'Diferido', diasLiberacao: 7, permiteDescontoSobreCashbackGerado: true },
    ],
    [400, 'Data fora do formato AAAA-MM-DD', 'O campo DataInicio deve estar no formato AAAA-MM-DD.', { ...base, dataInicio: '01/06/2026' }],
    [400, 'dataFim anterior a dataInicio', MENSAGENS_CAMPANHA.periodo, { ...base, dataInicio: '2026-12-31', dataFim: '2026-06-01' }],
    [400, 'lojaIds ausente ou vazio', MENSAGENS_CAMPANHA.lojas, { ...base, lojaIds: [] }],
    [400, 'Item de lojaIds que não é um UUID', 'O campo LojaIds deve ser um UUID.', { ...base, lojaIds: ['Loja Centro'] }],
  ];
}

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/CampanhaAdmin', 'listarCampanhasAdmin', {
    resumo: 'Listar campanhas',
    descricao: `Lista as campanhas do tenant, das mais recentes para as mais antigas, com filtros opcionais por \`status\` e \`tipo\`. Sem paginação: devolve até 1000 campanhas (um tenant tem poucas).

- \`AdminTenant\` vê só o próprio tenant; informar o \`tenantId\` de outro dá 403.
- \`SuperAdmin\` vê um tenant com \`tenantId\`, ou todos sem ele.

${PERFIS}`,
    query: {
      schema: listarCampanhasQuerySchema,
      descricoes: {
        status: 'Filtra pelo status: `Rascunho`, `Ativa`, `Inativa` ou `Encerrada`.',
        tipo: 'Filtra pelo tipo: `Cashback` ou `Pontos`.',
        tenantId: 'Tenant a listar (SuperAdmin); para AdminTenant, só o próprio.',
      },
      exemplo: { status: 'Ativa', tipo: 'Cashback' },
    },
    dados: z.array(campanhaResponseSchema).meta({ description: 'Campanhas, das mais recentes para as mais antigas.' }),
    sucesso: 'Campanhas que atendem aos filtros (lista vazia quando não há).',
    exemplo: [{ ...campanha, status: 'Ativa' }, campanhaPontos],
    erros: [
      [400, 'status fora dos valores aceitos', 'O parâmetro status deve ser Rascunho, Ativa, Inativa ou Encerrada.', { status: 'Pausada' }],
      [400, 'tipo fora de Cashback e Pontos', 'O parâmetro tipo deve ser Cashback ou Pontos.', { tipo: 'Milhas' }],
      ERROS.tenantIdInvalido,
      ...ERROS_TENANT,
    ],
  }),

  op('POST /api/v1/admin/CampanhaAdmin', 'criarCampanhaAdmin', {
    resumo: 'Criar uma campanha',
    descricao: `Cria uma campanha de Cashback ou de Pontos para uma ou mais lojas do tenant, como \`Rascunho\` (padrão: o PDV ainda não a aplica) ou já \`Ativa\`. A criação fica na auditoria.

- **Tenant:** \`AdminTenant\` cria no próprio tenant (\`tenantId\` ausente ou o próprio; outro dá 403). \`SuperAdmin\` **deve** informar \`tenantId\` (sem ele, 400 \`O campo TenantId é obrigatório.\`).
- \`status\`: \`Rascunho\` (padrão) ou \`Ativa\`; os demais estados só por PATCH …/{id}/status.

${CAMPOS}

${UMA_ATIVA_POR_TIPO} Só vale para campanhas criadas já ativas.

${ASSINATURA}

${PERFIS}`,
    corpo: ['CriarCampanhaRequest', criarCampanhaSchema],
    exemplos: {
      'Rascunho de cashback 5% em duas lojas (AdminTenant)': corpoCashback,
      'Pontos já ativa, criada por SuperAdmin para um tenant': {
        tenantId: TENANT_ID,
        status: 'Ativa',
        nome: '1 ponto por real',
        tipo: 'Pontos',
        pontosPorReal: 1,
        pontosMinimosParaResgate: 100,
        permiteUsoParcialDePontos: true,
        lojaIds: [LOJA_CENTRO.id],
      },
      'Cashback diferido: liberado 30 dias após a venda': {
        nome: 'Cashback 10% diferido',
        tipo: 'Cashback',
        percentualCashback: 10,
        modoCashback: 'Diferido',
        diasLiberacao: 30,
        lojaIds: [LOJA_NORTE.id],
      },
    },
    dados: campanhaResponseSchema,
    status: 201,
    sucesso: 'Campanha criada.',
    mensagem: 'Campanha criada com sucesso.',
    exemplo: campanha,
    erros: [
      ...errosDoCorpo(),
      [
        400,
        'status diferente de Rascunho e Ativa',
        'O campo Status deve ser Rascunho ou Ativa.',
        { ...corpoCashback, status: 'Encerrada' },
      ],
      ...errosComTenant(),
      erroLojas,
      erroConflito('criação já ativa'),
      erroAssinatura,
    ],
  }),

  op('GET /api/v1/admin/CampanhaAdmin/{id}', 'obterCampanhaAdmin', {
    resumo: 'Obter uma campanha',
    descricao: `Devolve a campanha com suas lojas. ${OUTRO_TENANT_404} SuperAdmin vê a de qualquer tenant.

${PERFIS}`,
    ...campanhas.obter('A campanha.'),
  }),

  op('PUT /api/v1/admin/CampanhaAdmin/{id}', 'atualizarCampanhaAdmin', {
    resumo: 'Atualizar uma campanha',
    descricao: `Substitui os dados da campanha pelos enviados (a campanha inteira, com as mesmas regras e padrões da criação: campo ausente volta ao padrão) e a lista de lojas. O registro de auditoria guarda o antes e o depois.

- O status não muda aqui (use PATCH …/{id}/status), nem o tenant: \`status\` e \`tenantId\` no corpo são ignorados.
- Campanha \`Encerrada\` não pode ser editada (422).
- O \`tipo\` só muda enquanto a campanha é \`Rascunho\` (422 depois disso).
- Campanha \`Ativa\`: as lojas novas passam a aplicá-la na hora, respeitando a regra abaixo.

${CAMPOS}

${UMA_ATIVA_POR_TIPO}

${OUTRO_TENANT_404}

${PERFIS}`,
    corpo: ['AtualizarCampanhaRequest', atualizarCampanhaSchema],
    exemplos: {
      'Subir o cashback para 6% e tirar uma loja': { ...corpoCashback, percentualCashback: 6, lojaIds: [LOJA_CENTRO.id] },
    },
    ...campanhas.porId,
    sucesso: 'Campanha atualizada.',
    mensagem: 'Campanha atualizada com sucesso.',
    exemplo: { ...campanha, percentualCashback: 6, lojas: [LOJA_CENTRO], atualizadoEm: '2026-05-22T09:15:00Z' },
    erros: [
      ...errosDoCorpo(),
      ERROS.perfil,
      erro404,
      erroEncerrada,
      [422, 'Mudança de tipo numa campanha que não é Rascunho', MENSAGENS_STATUS.tipoAtiva],
      erroLojas,
      erroConflito('campanha ativa levada a uma loja que já tem outra'),
    ],
  }),

  op('PATCH /api/v1/admin/CampanhaAdmin/{id}/status', 'alterarStatusCampanhaAdmin', {
    resumo: 'Mudar o status de uma campanha',
    descricao: `Ativa, pausa ou encerra a campanha. A mudança fica na auditoria; só campanhas \`Ativa\` (e dentro do período) são aplicadas pelo PDV.

| De | Para |
|---|---|
| \`Rascunho\` | \`Ativa\` ou \`Encerrada\` |
| \`Ativa\` | \`Inativa\` ou \`Encerrada\` |
| \`Inativa\` | \`Ativa\` ou \`Encerrada\` |
| \`Encerrada\` | nenhum (final) |

Pedir o status que a campanha já tem devolve a campanha sem alteração. Outra transição dá 422 (\`${MENSAGENS_STATUS.transicao('Inativa', 'Rascunho')}\`).

${UMA_ATIVA_POR_TIPO} Vale ao ativar.

${ASSINATURA}

${OUTRO_TENANT_404}

${PERFIS}`,
    query: {
      schema: statusCampanhaQuerySchema,
      descricoes: { status: 'Novo status: `Rascunho`, `Ativa`, `Inativa` ou `Encerrada`.' },
      exemplo: { status: 'Ativa' },
    },
    ...campanhas.porId,
    sucesso: 'A campanha com o novo status (ou sem alteração, se já estava nele).',
    mensagem: 'Status da campanha atualizado.',
    exemplo: { ...campanha, status: 'Ativa', atualizadoEm: '2026-05-22T09:15:00Z' },
    erros: [
      [400, 'Parâmetro status ausente', obrigatorio('Status'), {}],
      [400, 'status fora dos valores aceitos', 'O parâmetro status deve ser Rascunho, Ativa, Inativa ou Encerrada.', { status: 'Pausada' }],
      ERROS.perfil,
      erro404,
      erroEncerrada,
      [422, 'Transição não permitida (ex.: Inativa para Rascunho)', MENSAGENS_STATUS.transicao('Inativa', 'Rascunho')],
      erroConflito('ativação'),
      erroAssinatura,
    ],
  }),
];

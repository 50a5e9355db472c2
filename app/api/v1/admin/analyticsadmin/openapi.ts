// OpenAPI declarations of AnalyticsAdmin (lib/openapi/registro.ts explains the pattern): the six
// reports of the panel, one file for the folder and its route subfolders, since they share the
// query schemas (./schemas.ts), the scope rules and the errors. Metrics: docs/api-admin-analytics.md.
import { MENSAGENS_PERIODO } from '@/lib/domain/analytics/periodo';
import { ERROS, TENANT_ID, paginaDe, PRIMEIRA_PAGINA, ERROS_TENANT } from '@/lib/openapi/comuns';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import {
  desempenhoCampanhasSchema,
  historicoCreditosSchema,
  projecaoExpiracaoSchema,
  rankingLojasSchema,
  resumoAnalyticsSchema,
  topClientesSchema,
} from '@/lib/openapi/respostas-analytics';
import { CNPJ_DIGITOS, ID, NOME } from '@/lib/openapi/exemplos';
import {
  campanhasQuerySchema,
  historicoQuerySchema,
  projecaoQuerySchema,
  rankingLojasQuerySchema,
  resumoQuerySchema,
  topClientesQuerySchema,
} from './schemas';

const TAG = 'Painel: analytics';
const LOJA_NORTE = 'e6f7a8b9-c0d1-4e2f-9a3b-4c5d6e7f8a9b';
const CALCULADO_EM = '2026-11-22T15:00:00Z';

const ESCOPO = `**Quem vê o quê**: AdminTenant vê só o próprio tenant (um \`tenantId\` de outro tenant dá 403); SuperAdmin vê o tenant do \`tenantId\` ou, sem ele, **a plataforma inteira** (todos os tenants somados); Operador recebe 403.`;
const PERIODO = `**Período**: \`dataInicio\` e \`dataFim\` são datas locais (\`AAAA-MM-DD\`), ambas inclusive, no **calendário do programa**: com \`lojaId\`, o fuso dessa loja; sem ele, o fuso das lojas ativas quando todas têm o mesmo, senão (fusos diferentes, nenhuma loja ativa, ou a plataforma inteira) \`FUSO_HORARIO_PADRAO\` (America/Sao_Paulo). Uma venda às 23:30 de 25/11 numa loja de Manaus conta em 25/11. A resposta diz o fuso usado em \`fusoHorario\`. Sem datas: os últimos 30 dias, hoje incluído; só \`dataFim\`: os 30 dias que terminam nela; só \`dataInicio\`: dela até hoje. \`dataFim\` ≥ \`dataInicio\` e no máximo 366 dias, senão 400.`;
const VALORES = 'Valores em R$ com 2 casas, somados em `numeric` no banco; vendas canceladas não entram em nada além de `canceladas`.';

const descricoesTenant = {
  tenantId: 'SuperAdmin: o tenant a consultar (sem ele, a plataforma inteira). AdminTenant: omita ou envie o próprio.',
};
const descricoesPeriodo = {
  dataInicio: 'Primeiro dia (data local, inclusive). Padrão: 29 dias antes de `dataFim`.',
  dataFim: 'Último dia (data local, inclusive). Padrão: hoje.',
};

const errosPeriodo: ErroDeclarado[] = [
  [400, 'Data fora do formato AAAA-MM-DD', 'O parâmetro dataInicio deve estar no formato AAAA-MM-DD.', { dataInicio: '01/11/2026' }],
  [400, 'dataFim anterior a dataInicio', MENSAGENS_PERIODO.ordem],
  [400, 'Período maior que 366 dias', MENSAGENS_PERIODO.maximo],
];
const errosPaginas = [...errosPeriodo, ERROS.tamanhoInvalido, ...ERROS_TENANT];

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/AnalyticsAdmin/resumo', 'resumoAnalytics', {
    resumo: 'Resumo do programa no período',
    descricao: `Vendas, cashback, pontos, clientes e saldo em aberto, calculados no banco a partir do razão (vendas, movimentações e lotes).

- **Vendas**: as registradas no período e **não canceladas**; as canceladas aparecem só em \`canceladas\`/\`valorCancelado\`.
- **Créditos** (\`cashback.creditado\`, \`pontos.creditados\`): os dessas vendas (cashback diferido incluído). O desconto do modelo 3 (\`descontoImediato\`) não é crédito; o uso de saldo do modelo 2 é \`usadoEmVenda\`.
- **Resgates, estornos e devoluções**: movimentações com data no período (um cancelamento conta no dia em que foi feito).
- **Expirado**: o que sobrava nos lotes cuja validade terminou no período, pela data de expiração do lote (mesmo que a rotina de lotes ainda não tenha rodado).
- **Clientes**: \`ativos\` = clientes distintos com venda no período; \`novos\` = adesões ao programa criadas no período.
- **Saldo em aberto**: agora, independente do período.

${PERIODO}

${ESCOPO}

${VALORES}`,
    query: {
      schema: resumoQuerySchema,
      descricoes: { ...descricoesPeriodo, ...descricoesTenant },
      exemplo: { dataInicio: '2026-11-01', dataFim: '2026-11-22' },
    },
    dados: resumoAnalyticsSchema,
    sucesso: 'Resumo do período.',
    exemplo: {
      tenantId: TENANT_ID,
      dataInicio: '2026-11-01',
      dataFim: '2026-11-22',
      fusoHorario: 'America/Sao_Paulo',
      vendas: {
        quantidade: 1240,
        valorTotal: 186000,
        valorFinalPago: 183420.5,
        ticketMedio: 150,
        canceladas: 12,
        valorCancelado: 1830.9,
      },
      cashback: {
        creditado: 8980.4,
        resgatado: 4120,
        usadoEmVenda: 1650.3,
        descontoImediato: 929.2,
        expirado: 310.75,
        estornadoPorCancelamento: 88.1,
        devolvidoPorCancelamento: 12.5,
      },
      pontos: { creditados: 183000, resgatados: 52000, expirados: 4100, estornadosPorCancelamento: 1790 },
      clientes: { ativos: 860, novos: 145 },
      saldoEmAberto: { cashbackDisponivel: 15230.45, cashbackPendente: 820, pontos: 410500 },
      calculadoEm: CALCULADO_EM,
    },
    erros: [...errosPeriodo, ...ERROS_TENANT],
  }),

  op('GET /api/v1/admin/AnalyticsAdmin/campanhas', 'desempenhoCampanhasAnalytics', {
    resumo: 'Desempenho de cada campanha no período',
    descricao: `Por campanha: vendas em que foi aplicada, valor vendido, clientes distintos, cashback e pontos creditados e desconto imediato (modelo 3). Uma venda com campanha de Cashback e de Pontos conta nas duas; vendas canceladas não contam.

Lista toda campanha que podia render no período (não rascunho, criada antes do fim do período, vigência cruzando o período) — com zeros quando nada aconteceu — e qualquer campanha com movimento no período; da que mais vendeu para a que menos vendeu, paginada (\`pagina\`, \`tamanho\` até 100).

${PERIODO}

${ESCOPO}`,
    query: {
      schema: campanhasQuerySchema,
      descricoes: { ...descricoesPeriodo, ...descricoesTenant },
      exemplo: { dataInicio: '2026-11-01', dataFim: '2026-11-22', ...PRIMEIRA_PAGINA },
    },
    dados: desempenhoCampanhasSchema,
    sucesso: 'Campanhas do período.',
    exemplo: {
      tenantId: TENANT_ID,
      dataInicio: '2026-11-01',
      dataFim: '2026-11-22',
      ...paginaDe([
        {
          campanhaId: ID.campanhaCashback,
          tenantId: TENANT_ID,
          nome: 'Cashback 5%',
          tipo: 'Cashback',
          status: 'Ativa',
          dataInicio: '2026-06-01',
          dataFim: '2026-12-31',
          vendas: 1180,
          valorVendido: 177000,
          clientesDistintos: 830,
          cashbackCreditado: 8980.4,
          pontosCreditados: 0,
          descontoImediato: 929.2,
        },
        {
          campanhaId: ID.campanhaPontos,
          tenantId: TENANT_ID,
          nome: '1 ponto por real',
          tipo: 'Pontos',
          status: 'Ativa',
          dataInicio: null,
          dataFim: null,
          vendas: 1240,
          valorVendido: 186000,
          clientesDistintos: 860,
          cashbackCreditado: 0,
          pontosCreditados: 183000,
          descontoImediato: 0,
        },
      ]),
    },
    erros: errosPaginas,
  }),

  op('GET /api/v1/admin/AnalyticsAdmin/creditos/historico', 'historicoCreditosAnalytics', {
    resumo: 'Série histórica de créditos e resgates',
    descricao: `Cashback e pontos creditados (vendas não canceladas) e resgatados no caixa, por intervalo, **até hoje**.

- \`periodo\`: \`Ultimos7Dias\`, \`Ultimos30Dias\` (padrão), \`Ultimos90Dias\` (hoje incluído) ou \`Ultimos12Meses\` (do dia 1º do mês de 11 meses atrás até hoje: 12 meses de calendário, o atual incompleto).
- \`granularidade\`: \`Dia\` (padrão), \`Semana\` (segunda a domingo) ou \`Mes\` (mês de calendário). O primeiro e o último intervalo são recortados ao período.
- Todo intervalo aparece, mesmo zerado. Datas locais no calendário do programa (o fuso das lojas ativas quando todas têm o mesmo, senão \`FUSO_HORARIO_PADRAO\`), dito em \`fusoHorario\`. Valores aceitos sem distinção de maiúsculas.

${ESCOPO}`,
    query: {
      schema: historicoQuerySchema,
      descricoes: {
        periodo: 'Ultimos7Dias, Ultimos30Dias (padrão), Ultimos90Dias ou Ultimos12Meses.',
        granularidade: 'Dia (padrão), Semana ou Mes.',
        ...descricoesTenant,
      },
      exemplo: { periodo: 'Ultimos7Dias', granularidade: 'Semana' },
    },
    dados: historicoCreditosSchema,
    sucesso: 'A série, um item por intervalo.',
    exemplo: {
      tenantId: TENANT_ID,
      periodo: 'Ultimos7Dias',
      granularidade: 'Semana',
      dataInicio: '2026-11-16',
      dataFim: '2026-11-22',
      fusoHorario: 'America/Sao_Paulo',
      serie: [
        {
          inicio: '2026-11-16',
          fim: '2026-11-22',
          cashbackCreditado: 2890.15,
          pontosCreditados: 57800,
          cashbackResgatado: 1320,
          pontosResgatados: 12000,
        },
      ],
      totais: { cashbackCreditado: 2890.15, pontosCreditados: 57800, cashbackResgatado: 1320, pontosResgatados: 12000 },
    },
    erros: [
      [
        400,
        'periodo desconhecido',
        'O parâmetro periodo deve ser Ultimos7Dias, Ultimos30Dias, Ultimos90Dias ou Ultimos12Meses.',
        { periodo: 'UltimoAno' },
      ],
      [400, 'granularidade desconhecida', 'O parâmetro granularidade deve ser Dia, Semana ou Mes.', { granularidade: 'Hora' }],
      ...ERROS_TENANT,
    ],
  }),

  op('GET /api/v1/admin/AnalyticsAdmin/lojas/ranking', 'rankingLojasAnalytics', {
    resumo: 'Ranking das lojas por valor vendido',
    descricao: `Todas as lojas do tenant (inclusive as desativadas, com \`ativa: false\`), da que mais vendeu para a que menos vendeu no período: vendas não canceladas, valor vendido, ticket médio, cashback e pontos creditados, clientes distintos. Empates: mais vendas, depois nome. Paginado (\`pagina\`, \`tamanho\` até 100); \`posicao\` é a posição no ranking inteiro.

O período é nosso (a especificação só tem \`tenantId\`): ${PERIODO}

${ESCOPO}`,
    query: {
      schema: rankingLojasQuerySchema,
      descricoes: { ...descricoesTenant, ...descricoesPeriodo },
      exemplo: {},
    },
    dados: rankingLojasSchema,
    sucesso: 'O ranking.',
    exemplo: {
      tenantId: TENANT_ID,
      dataInicio: '2026-10-24',
      dataFim: '2026-11-22',
      ...paginaDe([
        {
          posicao: 1,
          lojaId: LOJA_NORTE,
          tenantId: TENANT_ID,
          nome: 'Loja Norte',
          cnpj: CNPJ_DIGITOS,
          ativa: true,
          vendas: 740,
          valorVendido: 111000,
          ticketMedio: 150,
          cashbackCreditado: 5550,
          pontosCreditados: 110000,
          clientesDistintos: 512,
        },
      ]),
    },
    erros: errosPaginas,
  }),

  op('GET /api/v1/admin/AnalyticsAdmin/clientes/top', 'topClientesAnalytics', {
    resumo: 'Os melhores clientes por um critério',
    descricao: `Os \`limite\` (1 a 100, padrão 10) maiores clientes do programa por \`ordenarPor\`:

- \`ValorGasto\` (padrão): soma de \`valorFinal\` (o que pagou) das compras do período;
- \`Compras\`: número de compras do período;
- \`Cashback\`: cashback disponível agora; \`Pontos\`: pontos disponíveis agora (só quem tem saldo).

Compras são as não canceladas do período (padrão: últimos 30 dias — o período é nosso, a especificação não o tem); saldos são os de agora. Empates pelo id do cliente. O CPF sai **mascarado** (\`***.456.789-**\`). Valores de \`ordenarPor\` aceitos sem distinção de maiúsculas.

${PERIODO}

${ESCOPO}`,
    query: {
      schema: topClientesQuerySchema,
      descricoes: {
        limite: 'Quantos clientes, 1 a 100 (padrão 10).',
        ordenarPor: 'Cashback, Pontos, Compras ou ValorGasto (padrão).',
        ...descricoesTenant,
        ...descricoesPeriodo,
      },
      exemplo: { limite: '5', ordenarPor: 'ValorGasto' },
    },
    dados: topClientesSchema,
    sucesso: 'Os clientes.',
    exemplo: {
      tenantId: TENANT_ID,
      ordenarPor: 'ValorGasto',
      limite: 5,
      dataInicio: '2026-10-24',
      dataFim: '2026-11-22',
      itens: [
        {
          posicao: 1,
          clienteId: ID.cliente,
          tenantId: TENANT_ID,
          nome: NOME,
          cpfMascarado: '***.982.247-**',
          ativo: true,
          saldoCashback: 42.3,
          saldoPendente: 0,
          saldoPontos: 1830,
          compras: 9,
          valorComprado: 1450,
          valorGasto: 1420.75,
          ultimaCompraEm: '2026-11-21T18:42:10Z',
        },
      ],
      calculadoEm: CALCULADO_EM,
    },
    erros: [
      [400, 'limite fora de 1 a 100', 'O parâmetro limite deve ser um número inteiro entre 1 e 100.', { limite: '0' }],
      [400, 'ordenarPor desconhecido', 'O parâmetro ordenarPor deve ser Cashback, Pontos, Compras ou ValorGasto.', { ordenarPor: 'Nome' }],
      ...errosPeriodo,
      ...ERROS_TENANT,
    ],
  }),

  op('GET /api/v1/admin/AnalyticsAdmin/expiracao/projecao', 'projecaoExpiracaoAnalytics', {
    resumo: 'Saldo que vai expirar',
    descricao: `Quanto cashback e quantos pontos vencem nos próximos dias se não forem usados: o que resta (\`valorDisponivel\`) nos lotes **ainda vivos agora** (um lote além da validade já conta como expirado, mesmo antes da rotina de lotes), pela data de expiração do lote (o último dia de uso). O cashback pendente entra: é liberado antes de vencer.

- \`proximosDias\`: janelas acumuladas de 7, 30, 60 e 90 dias a partir de hoje (hoje incluído), com os clientes a avisar;
- \`porMes\`: o mês corrente (a partir de hoje) e os cinco seguintes.

${ESCOPO}`,
    query: { schema: projecaoQuerySchema, descricoes: descricoesTenant, exemplo: {} },
    dados: projecaoExpiracaoSchema,
    sucesso: 'A projeção.',
    exemplo: {
      tenantId: TENANT_ID,
      hoje: '2026-11-22',
      fusoHorario: 'America/Sao_Paulo',
      proximosDias: [
        { dias: 7, ate: '2026-11-28', cashback: 310.5, pontos: 4200, lotes: 88, clientes: 61 },
        { dias: 30, ate: '2026-12-21', cashback: 1480.25, pontos: 20100, lotes: 402, clientes: 250 },
        { dias: 60, ate: '2027-01-20', cashback: 2950, pontos: 39800, lotes: 790, clientes: 470 },
        { dias: 90, ate: '2027-02-19', cashback: 4310.8, pontos: 61000, lotes: 1185, clientes: 640 },
      ],
      porMes: [
        { mes: '2026-11', inicio: '2026-11-22', fim: '2026-11-30', cashback: 402.1, pontos: 5300, lotes: 110 },
        { mes: '2026-12', inicio: '2026-12-01', fim: '2026-12-31', cashback: 1530, pontos: 20500, lotes: 415 },
        { mes: '2027-01', inicio: '2027-01-01', fim: '2027-01-31', cashback: 1490, pontos: 20000, lotes: 400 },
        { mes: '2027-02', inicio: '2027-02-01', fim: '2027-02-28', cashback: 1300, pontos: 18000, lotes: 350 },
        { mes: '2027-03', inicio: '2027-03-01', fim: '2027-03-31', cashback: 0, pontos: 9000, lotes: 120 },
        { mes: '2027-04', inicio: '2027-04-01', fim: '2027-04-30', cashback: 0, pontos: 8700, lotes: 115 },
      ],
      calculadoEm: CALCULADO_EM,
    },
    erros: [...ERROS_TENANT],
  }),
];

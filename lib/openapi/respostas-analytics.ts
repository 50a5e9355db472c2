// zod schemas of the `dados` the AnalyticsAdmin endpoints answer, for the OpenAPI document
// (lib/openapi/respostas.ts explains the pattern). Every metric is defined in
// docs/api-admin-analytics.md.
import 'server-only';
import { z } from 'zod';
import { d, reais, inteiro, data, dataHora, paginacao } from '@/lib/openapi/formatos';
import { nomeDaCampanha, nomeDaLoja } from '@/lib/openapi/campos';
import { CRITERIOS_CLIENTES } from '@/lib/domain/analytics/top-clientes';
import { GRANULARIDADES, PERIODOS_HISTORICO } from '@/lib/domain/analytics/periodo';

const pontos = (descricao: string) => z.number().meta(d(`${descricao} (pontos).`));
const tenantEscopo = z
  .uuid()
  .nullable()
  .meta(d('Tenant dos números; null quando um SuperAdmin consulta a plataforma inteira (sem `tenantId`).'));
const fuso = z
  .string()
  .meta(
    d(
      'Fuso horário IANA das datas locais: o da loja de `lojaId`; sem ela, o das lojas ativas do programa quando todas têm o mesmo; senão (ou na plataforma inteira) o padrão, America/Sao_Paulo.',
    ),
  );

const calculadoEm = dataHora('Instante do cálculo (UTC).');

const paginacaoSchema = paginacao('Total de itens em todas as páginas.', 'Itens por página (máximo 100).').meta({
  id: 'PaginacaoAnalytics',
});

/** A ranking of the period, paged: `{ tenantId, dataInicio, dataFim, itens, paginacao }`. */
const paginaDoPeriodo = <T extends z.ZodType>(id: string, item: T, itens: string) =>
  z
    .object({
      tenantId: tenantEscopo,
      dataInicio: data('Primeiro dia do período.'),
      dataFim: data('Último dia do período.'),
      itens: z.array(item).meta(d(itens)),
      paginacao: paginacaoSchema,
    })
    .meta({ id });

export const resumoAnalyticsSchema = z
  .object({
    tenantId: tenantEscopo,
    dataInicio: data('Primeiro dia do período (data local, inclusive).'),
    dataFim: data('Último dia do período (data local, inclusive).'),
    fusoHorario: fuso,
    vendas: z
      .object({
        quantidade: inteiro('Vendas registradas no período e não canceladas.'),
        valorTotal: reais('Soma de `valorVenda` dessas vendas (bruto)'),
        valorFinalPago: reais('Soma de `valorFinal` (o que o cliente pagou, depois dos descontos dos modelos 2 e 3)'),
        ticketMedio: reais('valorTotal / quantidade, arredondado ao centavo; 0 sem vendas'),
        canceladas: inteiro('Vendas registradas no período que estão canceladas (fora de todos os outros números).'),
        valorCancelado: reais('Soma de `valorVenda` das canceladas'),
      })
      .meta(d('Vendas do período (data da venda).')),
    cashback: z
      .object({
        creditado: reais('Cashback creditado pelas vendas do período não canceladas (imediato e diferido)'),
        resgatado: reais('Resgates de cashback no caixa no período (ResgateCashback)'),
        usadoEmVenda: reais('Saldo usado como desconto nas vendas do período (modelo 2)'),
        descontoImediato: reais('Cashback convertido em desconto imediato nas vendas do período (modelo 3); não é crédito'),
        expirado: reais('Saldo que venceu no período (pela data de expiração do lote, mesmo antes da rotina de lotes)'),
        estornadoPorCancelamento: reais('Retirado dos saldos por cancelamentos feitos no período (CancelamentoCashback)'),
        devolvidoPorCancelamento: reais('Saldo do modelo 2 devolvido por cancelamentos no período (DevolucaoCashbackVenda)'),
      })
      .meta(d('Movimento de cashback no período.')),
    pontos: z
      .object({
        creditados: pontos('Pontos creditados pelas vendas do período não canceladas'),
        resgatados: pontos('Pontos trocados no período'),
        expirados: pontos('Pontos que venceram no período'),
        estornadosPorCancelamento: pontos('Pontos retirados por cancelamentos feitos no período'),
      })
      .meta(d('Movimento de pontos no período.')),
    clientes: z
      .object({
        ativos: inteiro('Clientes distintos com ao menos uma venda não cancelada no período.'),
        novos: inteiro('Adesões ao programa criadas no período (primeira venda ou cadastro no tenant).'),
      })
      .meta(d('Clientes.')),
    saldoEmAberto: z
      .object({
        cashbackDisponivel: reais('Cashback liberado e dentro da validade, agora'),
        cashbackPendente: reais('Cashback diferido ainda não liberado, agora'),
        pontos: pontos('Pontos dentro da validade, agora'),
      })
      .meta(d('Saldo em aberto no momento da consulta (independe do período).')),
    calculadoEm,
  })
  .meta({ id: 'ResumoAnalyticsResponse', description: 'Números do programa no período.' });

const desempenhoCampanhaSchema = z
  .object({
    campanhaId: z.uuid().meta(d('Id da campanha.')),
    tenantId: z.uuid().meta(d('Tenant da campanha.')),
    nome: nomeDaCampanha,
    tipo: z.enum(['Cashback', 'Pontos']).meta(d('Tipo de benefício.')),
    status: z.enum(['Rascunho', 'Ativa', 'Inativa', 'Encerrada']).meta(d('Status atual da campanha.')),
    dataInicio: z.iso.date().nullable().meta(d('Início da vigência; null = sem início.')),
    dataFim: z.iso.date().nullable().meta(d('Fim da vigência; null = sem fim.')),
    vendas: inteiro('Vendas não canceladas do período em que a campanha foi aplicada.'),
    valorVendido: reais('Soma de `valorVenda` dessas vendas'),
    clientesDistintos: inteiro('Clientes distintos dessas vendas.'),
    cashbackCreditado: reais('Cashback creditado pela campanha'),
    pontosCreditados: pontos('Pontos creditados pela campanha'),
    descontoImediato: reais('Cashback da campanha convertido em desconto imediato (modelo 3)'),
  })
  .meta({ id: 'DesempenhoCampanha' });

export const desempenhoCampanhasSchema = paginaDoPeriodo(
  'DesempenhoCampanhasResponse',
  desempenhoCampanhaSchema,
  'Campanhas, das que mais venderam para as que menos venderam.',
);

const pontoHistoricoSchema = z
  .object({
    inicio: data('Primeiro dia do intervalo (recortado ao período).'),
    fim: data('Último dia do intervalo (recortado ao período).'),
    cashbackCreditado: reais('Cashback creditado pelas vendas não canceladas do intervalo'),
    pontosCreditados: pontos('Pontos creditados pelas vendas não canceladas do intervalo'),
    cashbackResgatado: reais('Cashback resgatado no caixa no intervalo'),
    pontosResgatados: pontos('Pontos trocados no intervalo'),
  })
  .meta({ id: 'PontoHistoricoCreditos' });

export const historicoCreditosSchema = z
  .object({
    tenantId: tenantEscopo,
    periodo: z.enum(PERIODOS_HISTORICO).meta(d('Período pedido.')),
    granularidade: z.enum(GRANULARIDADES).meta(d('Tamanho de cada intervalo: Dia, Semana (segunda a domingo) ou Mes.')),
    dataInicio: data('Primeiro dia da série.'),
    dataFim: data('Último dia da série (hoje).'),
    fusoHorario: fuso,
    serie: z.array(pontoHistoricoSchema).meta(d('Um item por intervalo, em ordem, inclusive os zerados.')),
    totais: pontoHistoricoSchema.omit({ inicio: true, fim: true }).meta(d('Somas da série.')),
  })
  .meta({ id: 'HistoricoCreditosResponse' });

const lojaRankingSchema = z
  .object({
    posicao: z.int().positive().meta(d('Posição no ranking (1 = maior valor vendido).')),
    lojaId: z.uuid().meta(d('Id da loja.')),
    tenantId: z.uuid().meta(d('Tenant da loja.')),
    nome: nomeDaLoja,
    cnpj: z.string().meta(d('CNPJ da loja, só dígitos (ou alfanumérico).')),
    ativa: z.boolean().meta(d('false para loja desativada (aparece com o que vendeu).')),
    vendas: inteiro('Vendas não canceladas no período.'),
    valorVendido: reais('Soma de `valorVenda`'),
    ticketMedio: reais('valorVendido / vendas, arredondado ao centavo'),
    cashbackCreditado: reais('Cashback creditado pelas vendas da loja'),
    pontosCreditados: pontos('Pontos creditados pelas vendas da loja'),
    clientesDistintos: inteiro('Clientes distintos que compraram na loja.'),
  })
  .meta({ id: 'LojaRanking' });

export const rankingLojasSchema = paginaDoPeriodo(
  'RankingLojasResponse',
  lojaRankingSchema,
  'Todas as lojas, por valor vendido (decrescente).',
);

const clienteTopSchema = z
  .object({
    posicao: z.int().positive().meta(d('Posição (1 = maior pelo critério).')),
    clienteId: z.uuid().meta(d('Id do cliente.')),
    tenantId: z.uuid().meta(d('Tenant da adesão.')),
    nome: z.string().nullable().meta(d('Nome; null quando o cliente foi criado sem nome.')),
    cpfMascarado: z.string().nullable().meta(d('CPF mascarado `***.456.789-**`; null após anonimização (LGPD).')),
    ativo: z.boolean().meta(d('Adesão ativa no programa.')),
    saldoCashback: reais('Cashback disponível agora'),
    saldoPendente: reais('Cashback pendente agora'),
    saldoPontos: pontos('Pontos disponíveis agora'),
    compras: inteiro('Compras não canceladas no período.'),
    valorComprado: reais('Soma de `valorVenda` dessas compras'),
    valorGasto: reais('Soma de `valorFinal` dessas compras (o que o cliente pagou)'),
    ultimaCompraEm: z.iso.datetime().nullable().meta(d('Data-hora da última compra do período; null sem compras.')),
  })
  .meta({ id: 'ClienteTop' });

export const topClientesSchema = z
  .object({
    tenantId: tenantEscopo,
    ordenarPor: z.enum(CRITERIOS_CLIENTES).meta(d('Critério do ranking.')),
    limite: z.int().positive().meta(d('Quantidade pedida.')),
    dataInicio: data('Primeiro dia do período das compras.'),
    dataFim: data('Último dia do período das compras.'),
    itens: z.array(clienteTopSchema).meta(d('Os clientes, do maior para o menor pelo critério.')),
    calculadoEm: dataHora('Instante do cálculo (UTC); os saldos são deste instante.'),
  })
  .meta({ id: 'TopClientesResponse' });

const valoresExpiracao = {
  cashback: reais('Cashback (disponível e pendente) que vence no intervalo se não for usado'),
  pontos: pontos('Pontos que vencem no intervalo se não forem usados'),
  lotes: inteiro('Lotes que vencem no intervalo.'),
};

const janelaExpiracaoSchema = z
  .object({
    dias: z.int().positive().meta(d('Tamanho da janela em dias, contando hoje (7, 30, 60 ou 90).')),
    ate: data('Último dia da janela.'),
    ...valoresExpiracao,
    clientes: inteiro('Clientes com algo vencendo na janela.'),
  })
  .meta({ id: 'JanelaExpiracao' });

const mesExpiracaoSchema = z
  .object({
    mes: z.string().meta(d('Mês `AAAA-MM`.')),
    inicio: data('Primeiro dia considerado (hoje, no mês corrente).'),
    fim: data('Último dia do mês.'),
    ...valoresExpiracao,
  })
  .meta({ id: 'MesExpiracao' });

export const projecaoExpiracaoSchema = z
  .object({
    tenantId: tenantEscopo,
    hoje: data('Data local de hoje.'),
    fusoHorario: fuso,
    proximosDias: z.array(janelaExpiracaoSchema).meta(d('Janelas acumuladas a partir de hoje: 7, 30, 60 e 90 dias.')),
    porMes: z.array(mesExpiracaoSchema).meta(d('O mês corrente (a partir de hoje) e os cinco seguintes.')),
    calculadoEm,
  })
  .meta({ id: 'ProjecaoExpiracaoResponse' });

// zod schemas of the `dados` the PDV endpoints answer, for the OpenAPI document. The routes
// build these objects in the domain (lib/domain/**), typed by TypeScript, not validated by zod
// (no cost on the sale path): each route folder's openapi.ts names its route module, and the
// compiler fails when what a handler puts in `dados` and the schema here drift apart
// (lib/openapi/registro.ts `definirOperacoes`). Field names and descriptions follow the spec's
// "Resources".
//
// `.meta({ id })` names a schema: it becomes a component of the document and is referenced.
import { z } from 'zod';
import type { processarLotes } from '@/lib/jobs/lotes';
import type { Igual } from '@/lib/openapi/registro';
import { d, uuid, reais, dataOuNulo, dataHora } from '@/lib/openapi/formatos';
import { cnpj, cpfFormatado, nomeDaCampanha, nomeDaLoja, saldosDoCliente } from '@/lib/openapi/campos';

export const tipoBeneficioSchema = z
  .enum(['Cashback', 'Pontos'])
  .meta({ id: 'TipoBeneficio', description: 'Tipo de benefício: `Cashback` (R$) ou `Pontos`.' });

export const saldoResponseSchema = z
  .object(
    saldosDoCliente(
      'Pontos disponíveis.',
      'Cashback liberado, disponível para resgate',
      'Cashback diferido ainda bloqueado; não resgatável',
    ),
  )
  .meta({ id: 'SaldoResponse', description: 'Saldo do cliente no tenant.' });

export const loteResponseSchema = z
  .object({
    id: uuid('Id do lote de crédito.'),
    tipoBeneficio: tipoBeneficioSchema,
    valorOriginal: z.number().meta(d('Valor creditado originalmente (R$ ou pontos).')),
    valorDisponivel: z.number().meta(d('Valor ainda disponível no lote (R$ ou pontos).')),
    status: z
      .enum(['Disponivel', 'Pendente', 'Resgatado', 'Expirado'])
      .meta(d('`Pendente` aguarda `dataLiberacao`; `Disponivel` é resgatável; `Resgatado` foi usado; `Expirado` venceu sem uso.')),
    dataLiberacao: dataOuNulo('Data de liberação; só para lotes pendentes.'),
    dataExpiracao: dataOuNulo('Data de expiração do lote; null quando não expira.'),
  })
  .meta({ id: 'LoteResponse', description: 'Lote de crédito. O resgate consome lotes do mais antigo para o mais novo (FIFO).' });

export const beneficioAplicadoSchema = z
  .object({
    movimentacaoId: uuid('Id da movimentação gerada por esta campanha.'),
    campanhaId: uuid('Id da campanha.'),
    campanhaDescricao: nomeDaCampanha,
    tipoBeneficio: tipoBeneficioSchema,
    pontosCreditados: z.number().meta(d('Pontos desta campanha (0 se Cashback).')),
    cashbackCreditado: reais('Cashback desta campanha; 0 se Pontos'),
    statusBeneficio: z
      .enum(['Disponivel', 'Pendente'])
      .meta(d('`Disponivel`: resgatável agora; `Pendente`: só após `dataLiberacao` (não ofereça desconto sobre ele).')),
    dataLiberacao: dataOuNulo('Data de liberação do cashback diferido.'),
    dataExpiracao: dataOuNulo('Data de expiração do lote.'),
  })
  .meta({ id: 'BeneficioAplicado', description: 'Benefício de uma campanha aplicada à venda.' });

export const vendaResponseSchema = z
  .object({
    vendaId: uuid('Agrupa a venda; compartilhado por todos os elementos de `beneficiosAplicados`; usado no cancelamento.'),
    clienteId: uuid('Id do cliente.'),
    clienteNome: z.string().nullable().meta(d('Nome do cliente; null quando o cliente foi criado sem nome.')),
    valorVenda: reais('Valor bruto da venda registrado'),
    beneficiosAplicados: z
      .array(beneficioAplicadoSchema)
      .min(1)
      .max(2)
      .meta(d('Um elemento por campanha aplicada (no máximo 1 Cashback + 1 Pontos por loja).')),
    pontosCreditados: z.number().meta(d('Soma dos pontos creditados em todas as campanhas.')),
    cashbackCreditado: reais('Soma do cashback creditado em todas as campanhas, calculado sobre `valorFinal`'),
    cashbackUsado: reais('Modelo 2: saldo anterior usado como desconto; 0 quando `usarCashbackDisponivel` é false'),
    descontoGerado: reais('Modelo 3: cashback desta venda aplicado como desconto imediato; 0 quando `usarCashbackGerado` é false'),
    valorFinal: reais('Valor líquido pago = valorVenda - cashbackUsado - descontoGerado'),
    saldoAtual: saldoResponseSchema,
  })
  .meta({ id: 'VendaResponse', description: '`cashbackUsado` e `descontoGerado` são mutuamente exclusivos: no máximo um é > 0.' });

export const vendaPreviewResponseSchema = z
  .object({
    valorVenda: reais('Valor bruto, como enviado'),
    permiteAplicarDesconto: z.boolean().meta(d('true: desconto disponível; false: não aplique desconto.')),
    motivoBloqueio: z.string().nullable().meta(d('Explicação quando `permiteAplicarDesconto` é false; null quando disponível.')),
    cashbackGeradoPrevisto: reais('Valor a descontar; 0 se bloqueado'),
    valorComDesconto: reais('Valor que o cliente paga após o desconto; 0 se bloqueado'),
    cashbackSobreDesconto: reais(
      'Novo cashback sobre `valorComDesconto` quando a campanha tem `permiteCashbackEmResgate`; 0 quando não tem',
    ),
  })
  .meta({ id: 'VendaPreviewResponse', description: 'Simulação do modelo 3 (desconto imediato sobre o cashback gerado).' });

export const movimentacaoCanceladaSchema = z
  .object({
    movimentacaoId: uuid('Movimentação de crédito da venda que foi cancelada.'),
    tipoBeneficio: tipoBeneficioSchema,
    valorCreditado: z.number().meta(d('Valor que a venda creditou (R$ ou pontos).')),
    valorEstornado: z.number().meta(d('Valor retirado do cliente pelo cancelamento (R$ ou pontos).')),
  })
  .meta({ id: 'MovimentacaoCancelada' });

export const cancelamentoVendaResponseSchema = z
  .object({
    vendaId: uuid('Venda cancelada.'),
    clienteId: uuid('Cliente da venda.'),
    status: z.literal('Cancelada'),
    canceladaEm: dataHora('Instante do cancelamento (UTC).'),
    movimentacoesCanceladas: z.array(movimentacaoCanceladaSchema).meta(d('Todas as movimentações de crédito da venda.')),
    pontosEstornados: z.number().meta(d('Total de pontos estornados.')),
    cashbackEstornado: reais('Total de cashback estornado'),
    cashbackDevolvido: reais('Modelo 2: cashback usado como desconto na venda, devolvido ao cliente'),
    saldoAtual: saldoResponseSchema,
  })
  .meta({ id: 'CancelamentoVendaResponse', description: 'Resultado do cancelamento em massa de uma venda.' });

/** Who the customer of an answer is (the balance, the redemption, the panel's QR identification). */
export const clienteDaResposta = {
  clienteId: uuid('Id do cliente.'),
  clienteNome: z.string().nullable().meta(d('Nome do cliente; null quando foi criado sem nome.')),
};

export const clienteSaldoResponseSchema = z
  .object({
    ...clienteDaResposta,
    ...saldosDoCliente(
      'Pontos disponíveis para resgate.',
      'Cashback disponível (liberado); o único que pode ser oferecido como desconto',
      'Cashback diferido; não resgatável',
    ),
    lotesAtivos: z.array(loteResponseSchema).meta(d('Detalhe por lote (pendentes e disponíveis).')),
  })
  .meta({ id: 'ClienteSaldoResponse' });

export const resgateResponseSchema = z
  .object({
    movimentacaoId: uuid('Id da movimentação do resgate.'),
    ...clienteDaResposta,
    tipoBeneficio: tipoBeneficioSchema,
    pontosResgatados: z.number().meta(d('Pontos resgatados (0 se Cashback).')),
    cashbackResgatado: reais('Cashback resgatado; 0 se Pontos'),
    saldoAtual: saldoResponseSchema,
  })
  .meta({ id: 'ResgateResponse' });

export const cadastrarClienteResponseSchema = z
  .object({
    clienteId: uuid('Id do cliente.'),
    cpf: z
      .string()
      .regex(/^\d{11}$/)
      .meta(d('CPF, só dígitos.')),
    nome: z.string().meta(d('Nome completo.')),
    email: z.string().meta(d('E-mail; vazio quando não informado.')),
    telefone: z.string().regex(/^\d*$/).meta(d('Telefone, só dígitos; vazio quando não informado.')),
    jaExistia: z.boolean().meta(d('true quando o CPF já estava cadastrado e os dados foram mantidos.')),
  })
  .meta({ id: 'CadastrarClienteResponse' });

export const clienteBuscaResponseSchema = z
  .object({
    cpf: cpfFormatado,
    nome: z.string().nullable().meta(d('Nome completo.')),
    email: z.string().nullable().meta(d('E-mail cadastrado.')),
    telefone: z.string().nullable().meta(d('Telefone cadastrado.')),
    dataNascimento: dataOuNulo('Data de nascimento.'),
    whatsappJid: z.string().nullable().meta(d('Número verificado no canal de mensagens.')),
    cadastradoEm: dataHora('Cadastro na base global do clube (UTC).'),
  })
  .meta({ id: 'ClienteBuscaResponse', description: 'Dados cadastrais; saldos e histórico não são retornados.' });

export const configuracaoResponseSchema = z
  .object({
    cnpjLoja: cnpj('CNPJ normalizado, sem máscara (14 caracteres; os 12 primeiros podem ser letras desde 2026).'),
    nomeLoja: nomeDaLoja,
    campanhaAtiva: z.boolean().meta(d('true quando há campanha ativa na loja.')),
    tipoCampanha: tipoBeneficioSchema
      .nullable()
      .meta(d('Campanha de maior prioridade (Cashback antes de Pontos); null sem campanha ativa.')),
    permiteCheckoutCashbackNaVenda: z.boolean().meta(d('Modelo 2 disponível.')),
    permiteDescontoSobreGerado: z.boolean().meta(d('Modelo 3 disponível (exige `ModoCashback=Imediato` e campanha Cashback).')),
    pontosMinimosParaResgate: z.number().nullable().meta(d('Mínimo de pontos para resgate; null sem campanha de Pontos.')),
    permiteUsoParcialDePontos: z.boolean().nullable().meta(d('Resgate parcial de pontos permitido; null sem campanha de Pontos.')),
  })
  .meta({ id: 'ConfiguracaoResponse' });

export const processamentoLotesSchema = z
  .object({
    liberados: z.int().nonnegative().meta(d('Lotes pendentes liberados (Pendente → Disponivel).')),
    expirados: z.int().nonnegative().meta(d('Lotes expirados (Disponivel → Expirado).')),
    lotes: z.int().positive().meta(d('Rodadas (transações) executadas.')),
  })
  .meta({ id: 'ProcessamentoLotesResponse' });

/** The cron routes answer their job's counters as `Record<string, number>`: this job's are checked here. */
export type ConferenciaLotes =
  Igual<z.output<typeof processamentoLotesSchema>, Awaited<ReturnType<typeof processarLotes>>> extends true ? true : never;
export const conferenciaLotes: ConferenciaLotes = true;

// zod schemas of the `dados` the cashier's counter answers (/api/v1/admin/caixa/*), for the
// OpenAPI document, as in ./respostas.ts (docs/caixa.md). The writes answer the PDV's records.
import { z } from 'zod';
import { d, reais, uuid } from '@/lib/openapi/formatos';
import { nomeDaLoja } from '@/lib/openapi/campos';
import { vinculoAtivo } from '@/lib/openapi/respostas-clientes';
import { clienteSaldoResponseSchema, movimentacaoCanceladaSchema, saldoResponseSchema } from '@/lib/openapi/respostas';

export const clienteCaixaSchema = clienteSaldoResponseSchema
  .extend({ ativo: vinculoAtivo })
  .meta({ id: 'ClienteCaixaResponse', description: 'Cliente encontrado no caixa: nome, saldos e lotes ativos. O CPF não é retornado.' });

export const listaClientesCaixaSchema = z
  .array(clienteCaixaSchema)
  .meta({ id: 'ListaClientesCaixaResponse', description: 'QR e CPF encontram uma pessoa; um telefone pode encontrar até 10.' });

export const opcaoVendaCaixaSchema = z
  .object({
    modelo: z
      .union([z.literal(1), z.literal(2), z.literal(3)])
      .meta(d('1: sem desconto; 2: saldo disponível como desconto; 3: cashback desta venda como desconto.')),
    disponivel: z.boolean().meta(d('Se a loja e o saldo do cliente permitem este modelo agora.')),
    motivoBloqueio: z.string().nullable().meta(d('Por que o modelo não está disponível; null quando está.')),
    cashbackUsado: reais('Modelo 2: saldo usado como desconto'),
    descontoGerado: reais('Modelo 3: cashback desta venda aplicado como desconto'),
    valorFinal: reais('Valor a pagar'),
    cashbackCreditado: reais('Cashback que a venda credita'),
    cashbackPendente: z.boolean().meta(d('true quando o cashback creditado fica pendente (campanha diferida).')),
    pontosCreditados: z.number().meta(d('Pontos que a venda credita.')),
  })
  .meta({ id: 'OpcaoVendaCaixa' });

export const previewVendaCaixaSchema = z
  .object({
    valorVenda: reais('Valor bruto da venda'),
    saldoCashback: reais('Cashback disponível do cliente agora'),
    opcoes: z.array(opcaoVendaCaixaSchema).meta(d('Os modelos 1, 2 e 3, nesta ordem.')),
  })
  .meta({ id: 'PreviewVendaCaixaResponse', description: 'O que a venda daria em cada modelo, pelo mesmo cálculo da venda.' });

/** The fields of a cancellation preview: what it would take back (the cashier's and the panel's sales'). */
export const estornoPrevisto = {
  jaCancelada: z.boolean().meta(d('A venda já está cancelada: nada mudaria.')),
  saldoAntes: saldoResponseSchema,
  saldoDepois: saldoResponseSchema,
  movimentacoesCanceladas: z.array(movimentacaoCanceladaSchema).meta(d('Cada crédito da venda e quanto dele seria estornado.')),
  pontosEstornados: z.number().meta(d('Pontos que seriam retirados.')),
  cashbackEstornado: reais('Cashback que seria retirado'),
  cashbackDevolvido: reais('Cashback usado como desconto (modelo 2) que voltaria ao cliente'),
};

export const previaCancelamentoCaixaSchema = z
  .object({
    vendaId: uuid('Venda encontrada pelo vendaId ou pelo documentoExterno.'),
    clienteId: uuid('Cliente da venda.'),
    documentoExterno: z.string().nullable().meta(d('Número do documento da venda (cupom).')),
    valorVenda: reais('Valor bruto da venda'),
    ...estornoPrevisto,
  })
  .meta({
    id: 'PreviaCancelamentoCaixaResponse',
    description: 'O estorno exato que o cancelamento aplicaria agora, calculado pelo próprio cancelamento numa transação desfeita.',
  });

export const configuracaoCaixaResponseSchema = z
  .object({
    limiteVendaCaixaOperador: z
      .number()
      .nullable()
      .meta(
        d(
          'Teto (R$) de uma venda registrada por um Operador no caixa; null = sem limite (o padrão). AdminTenant e SuperAdmin não são limitados.',
        ),
      ),
  })
  .meta({ id: 'ConfiguracaoCaixaResponse', description: 'As regras do caixa do programa.' });

const totaisFechamentoSchema = z
  .object({
    vendas: z.int().meta(d('Vendas registradas no caixa no dia (as canceladas depois também contam aqui).')),
    valorVendas: reais('Soma do valor bruto das vendas'),
    descontos: reais('Soma dos descontos: cashback usado (modelo 2) e cashback da própria venda (modelo 3)'),
    valorFinal: reais('Soma do que os clientes pagaram'),
    cashbackCreditado: reais('Cashback creditado pelas vendas'),
    pontosCreditados: z.number().meta(d('Pontos creditados pelas vendas.')),
    resgatesCashback: z.int().meta(d('Resgates de cashback.')),
    cashbackResgatado: reais('Cashback resgatado'),
    resgatesPontos: z.int().meta(d('Resgates de pontos.')),
    pontosResgatados: z.number().meta(d('Pontos resgatados.')),
    cancelamentos: z.int().meta(d('Vendas canceladas no caixa no dia (de qualquer dia de venda).')),
    valorCancelado: reais('Soma do valor bruto das vendas canceladas'),
    cashbackEstornado: reais('Cashback retirado pelos cancelamentos'),
    pontosEstornados: z.number().meta(d('Pontos retirados pelos cancelamentos.')),
    cashbackDevolvido: reais('Cashback usado como desconto que voltou aos clientes nos cancelamentos'),
  })
  .meta({ id: 'TotaisFechamentoCaixa' });

const operacaoFechamentoSchema = z
  .object({
    tipo: z.enum(['Venda', 'Resgate', 'Cancelamento']).meta(d('O que foi feito no caixa.')),
    em: z.iso.datetime().meta(d('Instante (UTC).')),
    hora: z.string().meta(d('HH:MM no fuso do relatório.')),
    lojaId: uuid('Loja.'),
    lojaNome: nomeDaLoja,
    clienteId: uuid('Cliente.'),
    clienteNome: z.string().nullable().meta(d('Nome do cliente (nunca o CPF).')),
    documentoExterno: z.string().nullable().meta(d('Número do documento (cupom).')),
    valorVenda: z.number().nullable().meta(d('Venda e Cancelamento: valor bruto da venda (R$); Resgate: null.')),
    valorFinal: z.number().nullable().meta(d('Venda: valor pago (R$); nos demais, null.')),
    cashback: reais('Venda: creditado; Resgate: resgatado; Cancelamento: retirado'),
    pontos: z.number().meta(d('Venda: creditados; Resgate: resgatados; Cancelamento: retirados.')),
    alerta: z.boolean().meta(d('Venda a um cliente marcado (3 ou mais vendas do mesmo operador no dia).')),
  })
  .meta({ id: 'OperacaoFechamentoCaixa' });

export const fechamentoCaixaSchema = z
  .object({
    data: z.iso.date().meta(d('O dia (local).')),
    fusoHorario: z.string().meta(d('O fuso do dia: o da loja filtrada, senão o das lojas ativas do programa, senão o padrão.')),
    inicio: z.iso.datetime().meta(d('Início do dia (UTC), incluído.')),
    fim: z.iso.datetime().meta(d('Fim do dia (UTC), excluído.')),
    lojaId: uuid('Loja filtrada.').nullable(),
    usuarioId: uuid('Operador filtrado (o próprio, para um Operador).').nullable(),
    totais: totaisFechamentoSchema,
    operadores: z
      .array(
        z.object({
          usuarioId: uuid('Usuário do painel que operou o caixa.').nullable(),
          nome: z.string().nullable().meta(d('Nome do usuário.')),
          email: z.string().nullable().meta(d('E-mail do usuário (o da auditoria).')),
          totais: totaisFechamentoSchema,
          alertas: z
            .array(z.object({ clienteId: uuid('Cliente.'), clienteNome: z.string().nullable(), vendas: z.int() }))
            .meta(d('Clientes com 3 ou mais vendas deste operador no dia.')),
          operacoes: z.array(operacaoFechamentoSchema).meta(d('As operações, da mais antiga para a mais recente.')),
        }),
      )
      .meta(d('Um item por usuário que operou o caixa no dia, por nome.')),
  })
  .meta({ id: 'FechamentoCaixaResponse', description: 'O dia do caixa por operador: totais e operações.' });

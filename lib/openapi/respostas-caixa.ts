// zod schemas of the `dados` the cashier's counter answers (/api/v1/admin/caixa/*), for the
// OpenAPI document, as in ./respostas.ts (docs/caixa.md). The writes answer the PDV's records.
import { z } from 'zod';
import { d, reais, uuid } from '@/lib/openapi/formatos';
import { clienteSaldoResponseSchema, movimentacaoCanceladaSchema, saldoResponseSchema } from '@/lib/openapi/respostas';

export const clienteCaixaSchema = clienteSaldoResponseSchema
  .extend({ ativo: z.boolean().meta(d('Vínculo ativo neste programa; inativo não acumula nem resgata.')) })
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

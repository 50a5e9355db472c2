// OpenAPI declaration of POST /api/v1/venda/cancelar (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { ERROS } from '@/lib/openapi/comuns';
import { definirOperacoes } from '@/lib/openapi/registro';
import { cancelamentoVendaResponseSchema } from '@/lib/openapi/respostas';
import { CNPJ, ID } from '@/lib/openapi/exemplos';
import { cancelarSchema } from '../schemas';

const op = definirOperacoes<{
  '/api/v1/venda/cancelar': typeof import('./route');
}>({ tag: 'Venda', seguranca: 'apiKey' });

export const operacoes = [
  op('POST /api/v1/venda/cancelar', 'cancelarVenda', {
    resumo: 'Cancelar uma venda (todas as suas movimentações)',
    descricao: `Cancela **todas** as movimentações de uma venda (agrupadas por \`vendaId\`), nunca só uma (spec 1.6.0, cancelamento em massa). Identifique a venda por \`vendaId\` ou pelo \`documentoExterno\` enviado no registro.

Numa transação: o cashback que a venda usou como desconto (modelo 2) volta ao cliente; os lotes creditados pela venda são cancelados; o que o cliente já gastou desses lotes é retirado do restante do saldo do mesmo tipo. Se o saldo não cobre o estorno, nada muda (422). Cancelar de novo a mesma venda devolve o resultado do primeiro cancelamento.

Os formatos de requisição e resposta deste endpoint não constam da especificação; são os deste serviço.`,
    corpo: ['CancelarVendaRequest', cancelarSchema],
    exemplos: {
      'Cancelar pelo vendaId': { cnpjLoja: CNPJ, vendaId: ID.venda, motivo: 'Devolução da mercadoria' },
      'Cancelar pelo documentoExterno': { cnpjLoja: CNPJ, documentoExterno: 'NFCE-000123' },
    },
    dados: cancelamentoVendaResponseSchema,
    sucesso: 'Venda cancelada (ou já cancelada antes: mensagem `Venda já cancelada anteriormente.`).',
    mensagem: 'Venda cancelada com sucesso.',
    exemplo: {
      vendaId: ID.venda,
      clienteId: ID.cliente,
      status: 'Cancelada',
      canceladaEm: '2026-05-21T14:30:00Z',
      movimentacoesCanceladas: [
        { movimentacaoId: ID.movimentacaoCashback, tipoBeneficio: 'Cashback', valorCreditado: 7.5, valorEstornado: 7.5 },
        { movimentacaoId: ID.movimentacaoPontos, tipoBeneficio: 'Pontos', valorCreditado: 150, valorEstornado: 150 },
      ],
      pontosEstornados: 150,
      cashbackEstornado: 7.5,
      cashbackDevolvido: 0,
      saldoAtual: { saldoPontos: 0, saldoCashback: 0, saldoPendente: 0 },
    },
    erros: [
      [400, 'Nem vendaId nem documentoExterno', 'Informe o campo VendaId ou o campo DocumentoExterno.', { cnpjLoja: CNPJ }],
      [400, 'vendaId não é um UUID', 'O campo VendaId deve ser um UUID.', { cnpjLoja: CNPJ, vendaId: 'NFCE-000123' }],
      [404, 'Venda não encontrada na loja', MENSAGENS_VENDA.vendaNaoEncontrada],
      [422, 'Saldo do cliente não cobre o estorno do benefício já usado', MENSAGENS_VENDA.cancelamentoSemSaldo],
      ERROS.cnpj,
      ERROS.loja,
    ],
  }),
];

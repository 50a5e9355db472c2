// OpenAPI declaration of POST /api/v1/venda/cancelar (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { definirOperacao } from '@/lib/openapi/registro';
import { cancelamentoVendaResponseSchema } from '@/lib/openapi/respostas';
import { CNPJ, ID } from '@/lib/openapi/exemplos';
import { cancelarSchema } from '../schemas';

export const operacoes = [
  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/venda/cancelar',
    id: 'cancelarVenda',
    tag: 'Venda',
    resumo: 'Cancelar uma venda (todas as suas movimentações)',
    descricao: `Cancela **todas** as movimentações de uma venda (agrupadas por \`vendaId\`), nunca só uma (spec 1.6.0, cancelamento em massa). Identifique a venda por \`vendaId\` ou pelo \`documentoExterno\` enviado no registro.

Numa transação: o cashback que a venda usou como desconto (modelo 2) volta ao cliente; os lotes creditados pela venda são cancelados; o que o cliente já gastou desses lotes é retirado do restante do saldo do mesmo tipo. Se o saldo não cobre o estorno, nada muda (422). Cancelar de novo a mesma venda devolve o resultado do primeiro cancelamento.

Os formatos de requisição e resposta deste endpoint não constam da especificação; são os deste serviço.`,
    seguranca: 'apiKey',
    corpo: {
      schema: cancelarSchema,
      nome: 'CancelarVendaRequest',
      exemplos: [
        { resumo: 'Cancelar pelo vendaId', valor: { cnpjLoja: CNPJ, vendaId: ID.venda, motivo: 'Devolução da mercadoria' } },
        { resumo: 'Cancelar pelo documentoExterno', valor: { cnpjLoja: CNPJ, documentoExterno: 'NFCE-000123' } },
      ],
    },
    dados: cancelamentoVendaResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Venda cancelada (ou já cancelada antes: mensagem `Venda já cancelada anteriormente.`).',
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
    },
    erros: [
      {
        status: 400,
        causa: 'Nem vendaId nem documentoExterno',
        mensagem: 'Informe o campo VendaId ou o campo DocumentoExterno.',
        entrada: { cnpjLoja: CNPJ },
      },
      {
        status: 400,
        causa: 'vendaId não é um UUID',
        mensagem: 'O campo VendaId deve ser um UUID.',
        entrada: { cnpjLoja: CNPJ, vendaId: 'NFCE-000123' },
      },
      { status: 404, causa: 'Venda não encontrada na loja', mensagem: MENSAGENS_VENDA.vendaNaoEncontrada },
      { status: 422, causa: 'Saldo do cliente não cobre o estorno do benefício já usado', mensagem: MENSAGENS_VENDA.cancelamentoSemSaldo },
      { status: 422, causa: 'CNPJ inválido', mensagem: MENSAGENS.cnpjInvalido },
      { status: 422, causa: 'Loja de outro tenant ou inativa', mensagem: MENSAGENS.lojaNaoEncontrada },
    ],
  }),
];

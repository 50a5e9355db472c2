// OpenAPI declaration of POST /api/v1/venda/cancelar (lib/openapi/registro.ts explains the pattern).
import { ERROS, ERROS_CANCELAMENTO, SUCESSO_CANCELAMENTO } from '@/lib/openapi/comuns';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { CNPJ, ID } from '@/lib/openapi/exemplos';
import { cancelarSchema } from '../schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Venda', seguranca: 'apiKey' });

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
    ...SUCESSO_CANCELAMENTO,
    mensagem: 'Venda cancelada com sucesso.',
    erros: [
      ERROS_CANCELAMENTO.semVenda,
      [400, 'vendaId não é um UUID', 'O campo VendaId deve ser um UUID.', { cnpjLoja: CNPJ, vendaId: 'NFCE-000123' }],
      ERROS_CANCELAMENTO.naoEncontrada,
      ERROS_CANCELAMENTO.semSaldo,
      ERROS.cnpj,
      ERROS.loja,
    ],
  }),
];

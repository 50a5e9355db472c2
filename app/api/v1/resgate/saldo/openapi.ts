// OpenAPI declaration of GET /api/v1/resgate/saldo (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { ERROS } from '@/lib/openapi/comuns';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { clienteSaldoResponseSchema } from '@/lib/openapi/respostas';
import { CNPJ, CPF, SALDO_CLIENTE } from '@/lib/openapi/exemplos';
import { ERRO_CLIENTE_SEM_CADASTRO } from '../openapi';
import { saldoQuerySchema } from '../schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Resgate', seguranca: 'apiKey' });

export const operacoes = [
  op('GET /api/v1/resgate/saldo', 'consultarSaldo', {
    resumo: 'Consultar o saldo do cliente, com os lotes',
    descricao: `Saldo do cliente no tenant (pontos, cashback liberado e cashback pendente) com o detalhe dos lotes ativos. Primeiro passo do modelo 1.

Só \`saldoCashback\` pode ser oferecido como desconto; resgatar o \`saldoPendente\` dá 422 \`${MENSAGENS.saldoInsuficiente}\`.`,
    query: {
      schema: saldoQuerySchema,
      descricoes: {
        cnpjLoja: 'CNPJ da loja, com ou sem máscara.',
        cpfCliente: 'CPF do cliente, com ou sem máscara.',
      },
      exemplo: { cnpjLoja: CNPJ, cpfCliente: CPF },
    },
    dados: clienteSaldoResponseSchema,
    sucesso: 'Saldo e lotes ativos do cliente.',
    exemplo: SALDO_CLIENTE,
    erros: [
      [400, 'Parâmetro obrigatório ausente', obrigatorio('CpfCliente'), { cnpjLoja: CNPJ }],
      [400, 'CPF com formato ou dígitos inválidos', MENSAGENS.cpfInvalidoVenda, { cnpjLoja: CNPJ, cpfCliente: '12345678900' }],
      ERRO_CLIENTE_SEM_CADASTRO,
      ERROS.cnpj,
      ERROS.loja,
      ERROS.clienteInativo,
    ],
  }),
];

// OpenAPI declaration of GET /api/v1/resgate/saldo (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { definirOperacoes } from '@/lib/openapi/registro';
import { clienteSaldoResponseSchema } from '@/lib/openapi/respostas';
import { CNPJ, CPF, ID, NOME } from '@/lib/openapi/exemplos';
import { saldoQuerySchema } from '../schemas';

const op = definirOperacoes<{
  '/api/v1/resgate/saldo': typeof import('./route');
}>({ tag: 'Resgate', seguranca: 'apiKey' });

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
    exemplo: {
      clienteId: ID.cliente,
      clienteNome: NOME,
      saldoPontos: 150,
      saldoCashback: 7.5,
      saldoPendente: 0,
      lotesAtivos: [
        {
          id: ID.loteCashback,
          tipoBeneficio: 'Cashback',
          valorOriginal: 7.5,
          valorDisponivel: 7.5,
          status: 'Disponivel',
          dataLiberacao: null,
          dataExpiracao: '2026-11-20',
        },
        {
          id: ID.lotePontos,
          tipoBeneficio: 'Pontos',
          valorOriginal: 150,
          valorDisponivel: 150,
          status: 'Disponivel',
          dataLiberacao: null,
          dataExpiracao: null,
        },
      ],
    },
    erros: [
      [400, 'Parâmetro obrigatório ausente', obrigatorio('CpfCliente'), { cnpjLoja: CNPJ }],
      [400, 'CPF com formato ou dígitos inválidos', MENSAGENS.cpfInvalidoVenda, { cnpjLoja: CNPJ, cpfCliente: '12345678900' }],
      [404, 'Cliente sem cadastro no tenant', MENSAGENS_CLIENTE.naoEncontrado],
      [422, 'CNPJ inválido', MENSAGENS.cnpjInvalido],
      [422, 'Loja de outro tenant ou inativa', MENSAGENS.lojaNaoEncontrada],
      [422, 'Cliente inativo no programa', MENSAGENS_VENDA.clienteInativo],
    ],
  }),
];

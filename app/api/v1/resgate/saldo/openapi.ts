// OpenAPI declaration of GET /api/v1/resgate/saldo (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { definirOperacao } from '@/lib/openapi/registro';
import { clienteSaldoResponseSchema } from '@/lib/openapi/respostas';
import { CNPJ, CPF, ID, NOME } from '@/lib/openapi/exemplos';
import { saldoQuerySchema } from '../schemas';

export const operacoes = [
  definirOperacao({
    metodo: 'GET',
    caminho: '/api/v1/resgate/saldo',
    id: 'consultarSaldo',
    tag: 'Resgate',
    resumo: 'Consultar o saldo do cliente, com os lotes',
    descricao: `Saldo do cliente no tenant (pontos, cashback liberado e cashback pendente) com o detalhe dos lotes ativos. Primeiro passo do modelo 1.

Só \`saldoCashback\` pode ser oferecido como desconto; resgatar o \`saldoPendente\` dá 422 \`${MENSAGENS.saldoInsuficiente}\`.`,
    seguranca: 'apiKey',
    query: {
      schema: saldoQuerySchema,
      descricoes: {
        cnpjLoja: 'CNPJ da loja, com ou sem máscara.',
        cpfCliente: 'CPF do cliente, com ou sem máscara.',
      },
      exemplo: { cnpjLoja: CNPJ, cpfCliente: CPF },
    },
    dados: clienteSaldoResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Saldo e lotes ativos do cliente.',
      mensagem: null,
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
    },
    erros: [
      { status: 400, causa: 'Parâmetro obrigatório ausente', mensagem: obrigatorio('CpfCliente'), entrada: { cnpjLoja: CNPJ } },
      {
        status: 400,
        causa: 'CPF com formato ou dígitos inválidos',
        mensagem: MENSAGENS.cpfInvalidoVenda,
        entrada: { cnpjLoja: CNPJ, cpfCliente: '12345678900' },
      },
      { status: 404, causa: 'Cliente sem cadastro no tenant', mensagem: MENSAGENS_CLIENTE.naoEncontrado },
      { status: 422, causa: 'CNPJ inválido', mensagem: MENSAGENS.cnpjInvalido },
      { status: 422, causa: 'Loja de outro tenant ou inativa', mensagem: MENSAGENS.lojaNaoEncontrada },
      { status: 422, causa: 'Cliente inativo no programa', mensagem: MENSAGENS_VENDA.clienteInativo },
    ],
  }),
];

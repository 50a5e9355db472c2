// OpenAPI declaration of POST /api/v1/resgate (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_RESGATE } from '@/lib/domain/resgate/resgatar-saldo';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { definirOperacao } from '@/lib/openapi/registro';
import { resgateResponseSchema } from '@/lib/openapi/respostas';
import { CNPJ, CPF, ID, NOME } from '@/lib/openapi/exemplos';
import { resgateSchema } from './schemas';

export const operacoes = [
  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/resgate',
    id: 'resgatarSaldo',
    tag: 'Resgate',
    resumo: 'Resgatar cashback ou pontos (modelo 1)',
    descricao: `Registra o resgate de cashback (R$) ou de pontos. Debita o saldo na hora e consome os lotes do mais antigo para o mais novo (FIFO), respeitando a validade de cada um. Chame **só depois de confirmado o pagamento**; no modelo 1 a sequência é GET /api/v1/resgate/saldo, POST /api/v1/resgate e então POST /api/v1/venda (chamadas separadas, não atômicas).

- \`tipoBeneficio\`: \`Cashback\` ou \`Pontos\`.
- \`valorResgate\` (só Cashback): R$ a resgatar, > 0 com até 2 casas; null ou ausente resgata todo o disponível.
- \`pontosResgate\` (só Pontos): inteiro > 0; null ou ausente resgata todos os pontos.
- Só o cashback liberado é resgatável: pedir o \`saldoPendente\` dá 422 \`${MENSAGENS.saldoInsuficiente}\`.
- \`descricaoTroca\` (até 200 caracteres): o brinde ou produto entregue, só para Pontos (aparece no histórico do clube); ignorado para Cashback.
- \`documentoExterno\` (até 100) reenviado com os mesmos dados devolve o resgate já registrado, sem novo débito.

422 significa regra de negócio violada: reenviar os mesmos dados dá o mesmo erro.`,
    seguranca: 'apiKey',
    corpo: {
      schema: resgateSchema,
      nome: 'ResgatePdvRequest',
      exemplos: [
        {
          resumo: 'Resgatar R$ 5,00 de cashback',
          valor: { cnpjLoja: CNPJ, cpfCliente: CPF, tipoBeneficio: 'Cashback', valorResgate: 5, documentoExterno: 'RESG-000045' },
        },
        {
          resumo: 'Trocar 100 pontos por um brinde',
          valor: { cnpjLoja: CNPJ, cpfCliente: CPF, tipoBeneficio: 'Pontos', pontosResgate: 100, descricaoTroca: 'Caneca personalizada' },
        },
        {
          resumo: 'Resgatar todo o cashback disponível',
          valor: { cnpjLoja: CNPJ, cpfCliente: CPF, tipoBeneficio: 'Cashback', valorResgate: null },
        },
      ],
    },
    dados: resgateResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Resgate registrado (ou o já registrado com o mesmo `documentoExterno`, sem novo débito).',
      mensagem: 'Resgate registrado com sucesso.',
      exemplo: {
        movimentacaoId: ID.movimentacaoResgate,
        clienteId: ID.cliente,
        clienteNome: NOME,
        tipoBeneficio: 'Cashback',
        pontosResgatados: 0,
        cashbackResgatado: 5,
        saldoAtual: { saldoPontos: 150, saldoCashback: 2.5, saldoPendente: 0 },
      },
    },
    erros: [
      {
        status: 400,
        causa: 'Campo obrigatório ausente',
        mensagem: obrigatorio('TipoBeneficio'),
        entrada: { cnpjLoja: CNPJ, cpfCliente: CPF, valorResgate: 5 },
      },
      {
        status: 400,
        causa: 'CPF com formato ou dígitos inválidos',
        mensagem: MENSAGENS.cpfInvalidoVenda,
        entrada: { cnpjLoja: CNPJ, cpfCliente: '111.111.111-11', tipoBeneficio: 'Pontos' },
      },
      { status: 404, causa: 'Cliente sem cadastro no tenant', mensagem: MENSAGENS_CLIENTE.naoEncontrado },
      { status: 422, causa: 'Saldo insuficiente (inclusive pedir o saldo pendente)', mensagem: MENSAGENS.saldoInsuficiente },
      { status: 422, causa: 'Resgate mínimo de cashback da campanha não atingido', mensagem: MENSAGENS.cashbackMinimo },
      { status: 422, causa: 'Mínimo de pontos da campanha não atingido', mensagem: MENSAGENS_RESGATE.pontosMinimos },
      { status: 422, causa: 'Resgate parcial de pontos não permitido pela campanha', mensagem: MENSAGENS_RESGATE.parcialNaoPermitido },
      { status: 422, causa: 'CNPJ inválido', mensagem: MENSAGENS.cnpjInvalido },
      { status: 422, causa: 'Loja de outro tenant ou inativa', mensagem: MENSAGENS.lojaNaoEncontrada },
      { status: 422, causa: 'Cliente inativo no programa', mensagem: MENSAGENS_VENDA.clienteInativo },
      { status: 422, causa: 'documentoExterno já usado com outros dados', mensagem: MENSAGENS_RESGATE.documentoDivergente },
    ],
  }),
];

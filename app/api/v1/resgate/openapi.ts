// OpenAPI declaration of POST /api/v1/resgate (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { ERROS, ERROS_RESGATE, ERRO_DOCUMENTO_RESGATE, SUCESSO_RESGATE } from '@/lib/openapi/comuns';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { CNPJ, CPF } from '@/lib/openapi/exemplos';
import { resgateSchema } from './schemas';

/** 404 of a CPF with no registration in the key's tenant (the balance read and the redemption). */
export const ERRO_CLIENTE_SEM_CADASTRO = [404, 'Cliente sem cadastro no tenant', MENSAGENS_CLIENTE.naoEncontrado] as const;

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Resgate', seguranca: 'apiKey' });

export const operacoes = [
  op('POST /api/v1/resgate', 'resgatarSaldo', {
    resumo: 'Resgatar cashback ou pontos (modelo 1)',
    descricao: `Registra o resgate de cashback (R$) ou de pontos. Debita o saldo na hora e consome os lotes do mais antigo para o mais novo (FIFO), respeitando a validade de cada um. Chame **só depois de confirmado o pagamento**; no modelo 1 a sequência é GET /api/v1/resgate/saldo, POST /api/v1/resgate e então POST /api/v1/venda (chamadas separadas, não atômicas).

- \`tipoBeneficio\`: \`Cashback\` ou \`Pontos\`.
- \`valorResgate\` (só Cashback): R$ a resgatar, > 0 com até 2 casas; null ou ausente resgata todo o disponível.
- \`pontosResgate\` (só Pontos): inteiro > 0; null ou ausente resgata todos os pontos.
- Só o cashback liberado é resgatável: pedir o \`saldoPendente\` dá 422 \`${MENSAGENS.saldoInsuficiente}\`.
- \`descricaoTroca\` (até 200 caracteres): o brinde ou produto entregue, só para Pontos (aparece no histórico do clube); ignorado para Cashback.
- \`documentoExterno\` (até 100) reenviado com os mesmos dados devolve o resgate já registrado, sem novo débito.

422 significa regra de negócio violada: reenviar os mesmos dados dá o mesmo erro.`,
    corpo: ['ResgatePdvRequest', resgateSchema],
    exemplos: {
      'Resgatar R$ 5,00 de cashback': {
        cnpjLoja: CNPJ,
        cpfCliente: CPF,
        tipoBeneficio: 'Cashback',
        valorResgate: 5,
        documentoExterno: 'RESG-000045',
      },
      'Trocar 100 pontos por um brinde': {
        cnpjLoja: CNPJ,
        cpfCliente: CPF,
        tipoBeneficio: 'Pontos',
        pontosResgate: 100,
        descricaoTroca: 'Caneca personalizada',
      },
      'Resgatar todo o cashback disponível': { cnpjLoja: CNPJ, cpfCliente: CPF, tipoBeneficio: 'Cashback', valorResgate: null },
    },
    ...SUCESSO_RESGATE,
    mensagem: 'Resgate registrado com sucesso.',
    erros: [
      [400, 'Campo obrigatório ausente', obrigatorio('TipoBeneficio'), { cnpjLoja: CNPJ, cpfCliente: CPF, valorResgate: 5 }],
      [
        400,
        'CPF com formato ou dígitos inválidos',
        MENSAGENS.cpfInvalidoVenda,
        { cnpjLoja: CNPJ, cpfCliente: '111.111.111-11', tipoBeneficio: 'Pontos' },
      ],
      ERRO_CLIENTE_SEM_CADASTRO,
      ...ERROS_RESGATE,
      ERROS.cnpj,
      ERROS.loja,
      ERROS.clienteInativo,
      ERRO_DOCUMENTO_RESGATE,
    ],
  }),
];

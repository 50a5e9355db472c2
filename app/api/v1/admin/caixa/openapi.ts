// OpenAPI declaration of the cashier's counter, /api/v1/admin/caixa/* (lib/openapi/registro.ts
// explains the pattern; docs/caixa.md the rules).
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS } from '@/lib/erros';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { TOTAIS_ZERADOS } from '@/lib/domain/caixa/fechamento-caixa';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import {
  ERROS,
  ERROS_PROGRAMA,
  ERROS_CANCELAMENTO,
  ERROS_RESGATE,
  ERROS_VENDA,
  ERRO_DOCUMENTO_RESGATE,
  ERRO_DOCUMENTO_VENDA,
  DESCRICAO_PROGRAMA,
  tenantInexistente,
  errosComTenant,
  SUCESSO_VENDA,
  SUCESSO_RESGATE,
  SUCESSO_CANCELAMENTO,
} from '@/lib/openapi/comuns';
import {
  configuracaoCaixaResponseSchema,
  fechamentoCaixaSchema,
  listaClientesCaixaSchema,
  previaCancelamentoCaixaSchema,
  previewVendaCaixaSchema,
} from '@/lib/openapi/respostas-caixa';
import { CNPJ, CPF, ID, NOME, PREVIA_ESTORNO } from '@/lib/openapi/exemplos';
import {
  buscarClienteCaixaQuerySchema,
  cancelarCaixaSchema,
  configuracaoCaixaQuerySchema,
  configuracaoCaixaSchema,
  fechamentoCaixaQuerySchema,
  previewVendaCaixaSchema as previewCorpo,
  resgateCaixaSchema,
  vendaCaixaSchema,
} from './schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: caixa', seguranca: 'bearerAdmin' });

const PERFIS = 'Perfis: Operador, AdminTenant e SuperAdmin (este informa `tenantId`).';
const DOC = 'CX-20261126-7K3M9Q';
/** One model of the cashier's preview: a plain sale of R$ 150,00 unless `v` says otherwise. */
const opcao = (
  modelo: 1 | 2 | 3,
  v: { disponivel?: boolean; motivoBloqueio?: string } & Partial<
    Record<'cashbackUsado' | 'valorFinal' | 'cashbackCreditado' | 'pontosCreditados', number>
  >,
) => ({
  modelo,
  disponivel: true,
  motivoBloqueio: null as string | null,
  cashbackUsado: 0,
  descontoGerado: 0,
  valorFinal: 150,
  cashbackCreditado: 7.5,
  cashbackPendente: false,
  pontosCreditados: 150,
  ...v,
});
const errosCancelamento = [
  ERROS_CANCELAMENTO.semVenda,
  ...ERROS_PROGRAMA,
  ERROS_CANCELAMENTO.naoEncontrada,
  ERROS_CANCELAMENTO.semSaldo,
  ERROS.loja,
];
const clienteAlheio: [404, string, string] = [404, 'clienteId que não é cliente deste programa', MENSAGENS_CLIENTE.naoEncontrado];
/** The programme's limit for an Operador (docs/caixa.md §9), in the example R$ 2.000,00. */
const acimaDoLimite: [422, string, string] = [
  422,
  'Operador com valorVenda acima do limite do programa (limiteVendaCaixaOperador)',
  MENSAGENS_CAIXA.acimaDoLimite('R$ 2.000,00'),
];
const LIMITE =
  '\n\nLimite do caixa: com `limiteVendaCaixaOperador` definido no programa (PUT /api/v1/admin/caixa/configuracao), um **Operador** com `valorVenda` acima dele recebe 422 antes de qualquer escrita; igual ao limite passa. AdminTenant e SuperAdmin não são limitados.';

/** The worked example of docs/caixa.md §10: Ana's day at "Demo Centro" (Cashback 5 %, Pontos 1 por real). */
const OPERADORA = 'd1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a';
const LOJA = 'e2f3a4b5-c6d7-4e8f-9a0b-1c2d3e4f5a6b';
const operacao = (
  tipo: 'Venda' | 'Resgate',
  em: string,
  hora: string,
  documentoExterno: string,
  v: { valorVenda: number | null; cashback: number; pontos: number },
) => ({
  tipo,
  em,
  hora,
  lojaId: LOJA,
  lojaNome: 'Demo Centro',
  clienteId: ID.cliente,
  clienteNome: 'Cláudia Nunes',
  documentoExterno,
  valorVenda: v.valorVenda,
  valorFinal: v.valorVenda,
  alerta: tipo === 'Venda',
  cashback: v.cashback,
  pontos: v.pontos,
});
const totaisAna = {
  ...TOTAIS_ZERADOS,
  vendas: 3,
  valorVendas: 240.5,
  valorFinal: 240.5,
  cashbackCreditado: 12.03,
  pontosCreditados: 240,
  resgatesCashback: 1,
  cashbackResgatado: 5,
};

export const operacoes = [
  op('GET /api/v1/admin/caixa/cliente', 'buscarClienteCaixa', {
    resumo: 'Encontrar o cliente no caixa pelo QR, CPF ou telefone',
    descricao: `Informe **um** de \`qr\` (o token UUID do QR do clube; um leitor USB digita o token e Enter), \`cpf\` (com ou sem máscara), \`telefone\` (com ou sem máscara, com DDD) ou \`clienteId\`. Responde os clientes **deste programa** encontrados, com saldos e lotes ativos — nunca o CPF. QR e CPF encontram uma pessoa; um telefone pode encontrar até 10 (uma família).

QR em formato errado ou que não existe mais (o cliente renovou o QR no clube) tem a mesma resposta, escrita para o caixa. Nenhum cliente: 404 (o caixa oferece o cadastro, POST /api/v1/admin/ClienteAdmin, com o aceite de LGPD). ${PERFIS}`,
    query: {
      schema: buscarClienteCaixaQuerySchema,
      descricoes: {
        qr: 'Token UUID do QR do cliente.',
        cpf: 'CPF, com ou sem máscara.',
        telefone: 'Telefone com DDD, com ou sem máscara.',
        clienteId: 'Id do cliente (depois de um cadastro, por exemplo).',
        tenantId: DESCRICAO_PROGRAMA,
      },
      exemplo: { cpf: CPF },
    },
    dados: listaClientesCaixaSchema,
    sucesso: 'Clientes encontrados, com saldos e lotes ativos.',
    exemplo: [
      { clienteId: ID.cliente, clienteNome: NOME, saldoPontos: 150, saldoCashback: 7.5, saldoPendente: 0, lotesAtivos: [], ativo: true },
    ],
    erros: [
      [422, 'Nenhum ou mais de um critério (como em cliente/buscar)', MENSAGENS_CAIXA.umaBusca],
      ...ERROS_PROGRAMA,
      [404, 'QR desconhecido (renovado no clube) ou de cliente de outro programa', MENSAGENS_CAIXA.qrInvalido],
      [404, 'Nenhum cliente com este CPF ou telefone no programa', MENSAGENS_CAIXA.nenhumCliente],
      [422, 'qr não é um UUID (uma URL, um CPF)', MENSAGENS_CAIXA.qrInvalido],
      [422, 'CPF com dígitos verificadores errados', MENSAGENS_CAIXA.cpfInvalido],
      [422, 'Telefone sem DDD ou com dígitos a mais', MENSAGENS_CAIXA.telefoneInvalido],
    ],
  }),
  op('POST /api/v1/admin/caixa/venda/preview', 'simularVendaCaixa', {
    resumo: 'Prévia da venda no caixa, nos três modelos',
    descricao: `Calcula, sem gravar nada, o que a venda daria em cada modelo — 1 (sem desconto), 2 (saldo disponível como desconto, \`permiteCheckoutCashbackNaVenda\`) e 3 (cashback desta venda como desconto, \`permiteDescontoSobreGerado\`) — pela mesma conta que a venda faz (\`calcularVenda\`), com as campanhas da loja e o saldo do cliente agora. Um modelo que a loja ou o saldo não permitem vem com \`disponivel: false\` e o motivo (os do modelo 3 são os de POST /api/v1/venda/preview). ${PERFIS}${LIMITE}`,
    corpo: ['PreviewVendaCaixaRequest', previewCorpo],
    exemplos: { 'Venda de R$ 150,00': { cnpjLoja: CNPJ, clienteId: ID.cliente, valorVenda: 150 } },
    dados: previewVendaCaixaSchema,
    sucesso: 'Os três modelos, com valores e disponibilidade.',
    exemplo: {
      valorVenda: 150,
      saldoCashback: 7.5,
      opcoes: [
        opcao(1, {}),
        opcao(2, { cashbackUsado: 7.5, valorFinal: 142.5, cashbackCreditado: 7.13, pontosCreditados: 142 }),
        opcao(3, { disponivel: false, motivoBloqueio: 'A campanha de cashback desta loja não permite desconto sobre o cashback gerado.' }),
      ],
    },
    erros: [
      [
        400,
        'valorVenda menor ou igual a zero',
        'O campo ValorVenda deve ser maior que zero.',
        { cnpjLoja: CNPJ, clienteId: ID.cliente, valorVenda: 0 },
      ],
      ...ERROS_PROGRAMA,
      clienteAlheio,
      acimaDoLimite,
      [422, 'Nenhuma campanha elegível (compra mínima)', MENSAGENS_VENDA.semCampanha],
      ERROS.loja,
    ],
  }),
  op('POST /api/v1/admin/caixa/venda', 'registrarVendaCaixa', {
    resumo: 'Registrar uma venda no caixa',
    descricao: `A venda do PDV (POST /api/v1/venda) feita pelo operador: a mesma função, as mesmas regras e mensagens, a mesma resposta. O cliente é o \`clienteId\` que o caixa encontrou; \`documentoExterno\` é **obrigatório** aqui — o caixa o gera uma vez por formulário, e reenviar o mesmo número (clique duplo, recarga da página) devolve a venda já registrada, sem novo crédito. Cada chamada grava uma linha de auditoria (\`CaixaRegistrarVenda\`) com o operador. ${PERFIS}${LIMITE}`,
    corpo: ['VendaCaixaRequest', vendaCaixaSchema],
    exemplos: {
      'Venda simples': { cnpjLoja: CNPJ, clienteId: ID.cliente, valorVenda: 150, documentoExterno: DOC },
      'Modelo 2: usar o cashback disponível': {
        cnpjLoja: CNPJ,
        clienteId: ID.cliente,
        valorVenda: 80,
        documentoExterno: DOC,
        usarCashbackDisponivel: true,
      },
      'Modelo 3: desconto com o cashback desta venda': {
        cnpjLoja: CNPJ,
        clienteId: ID.cliente,
        valorVenda: 100,
        documentoExterno: DOC,
        usarCashbackGerado: true,
      },
    },
    ...SUCESSO_VENDA,
    mensagem: MENSAGENS_CAIXA.vendaRegistrada,
    erros: [
      [400, 'Sem número de documento', obrigatorio('DocumentoExterno'), { cnpjLoja: CNPJ, clienteId: ID.cliente, valorVenda: 10 }],
      ...ERROS_PROGRAMA,
      clienteAlheio,
      acimaDoLimite,
      ...ERROS_VENDA,
      ERROS.clienteInativo,
      ERRO_DOCUMENTO_VENDA,
      ERROS.loja,
    ],
  }),
  op('POST /api/v1/admin/caixa/resgate', 'resgatarCaixa', {
    resumo: 'Resgatar cashback ou pontos no caixa',
    descricao: `O resgate do PDV (POST /api/v1/resgate) feito pelo operador: mesma função, regras e mensagens. \`descricaoTroca\` (até 200 caracteres) diz o brinde entregue num resgate de pontos (aparece no histórico do clube). \`documentoExterno\` obrigatório, gerado uma vez por formulário: reenviado, devolve o resgate já registrado sem novo débito. Auditado (\`CaixaResgatar\`). ${PERFIS}`,
    corpo: ['ResgateCaixaRequest', resgateCaixaSchema],
    exemplos: {
      'Resgatar R$ 5,00 de cashback': {
        cnpjLoja: CNPJ,
        clienteId: ID.cliente,
        tipoBeneficio: 'Cashback',
        valorResgate: 5,
        documentoExterno: DOC,
      },
      'Trocar 100 pontos por um brinde': {
        cnpjLoja: CNPJ,
        clienteId: ID.cliente,
        tipoBeneficio: 'Pontos',
        pontosResgate: 100,
        descricaoTroca: 'Caneca personalizada',
        documentoExterno: DOC,
      },
    },
    ...SUCESSO_RESGATE,
    mensagem: MENSAGENS_CAIXA.resgateRegistrado,
    erros: [
      [400, 'tipoBeneficio ausente', obrigatorio('TipoBeneficio'), { cnpjLoja: CNPJ, clienteId: ID.cliente, documentoExterno: DOC }],
      ...ERROS_PROGRAMA,
      clienteAlheio,
      ...ERROS_RESGATE,
      ERRO_DOCUMENTO_RESGATE,
      ERROS.loja,
    ],
  }),
  op('POST /api/v1/admin/caixa/venda/cancelar/previa', 'previaCancelamentoVendaCaixa', {
    resumo: 'Prévia do estorno de um cancelamento no caixa',
    descricao: `Com o mesmo corpo do cancelamento (\`vendaId\` ou \`documentoExterno\`), o estorno exato que POST /api/v1/admin/caixa/venda/cancelar aplicaria agora, calculado pelo próprio cancelamento numa transação desfeita no fim: **nada é gravado** (nem auditoria). Mostra a venda (documento e valor), o saldo do cliente antes e depois, o que sai de cada crédito da venda e o cashback usado como desconto que volta. Quando o saldo não cobre o estorno, responde o mesmo 422 do cancelamento; venda já cancelada: \`jaCancelada: true\` e nada muda. ${PERFIS}`,
    corpo: ['CancelarVendaCaixaRequest', cancelarCaixaSchema],
    exemplos: {
      'Pelo número do documento': { cnpjLoja: CNPJ, documentoExterno: DOC },
      'Pelo vendaId': { cnpjLoja: CNPJ, vendaId: ID.venda },
    },
    dados: previaCancelamentoCaixaSchema,
    sucesso: 'O estorno que o cancelamento aplicaria.',
    exemplo: {
      vendaId: ID.venda,
      clienteId: ID.cliente,
      documentoExterno: DOC,
      valorVenda: 150,
      jaCancelada: false,
      ...PREVIA_ESTORNO,
    },
    erros: [...errosCancelamento],
  }),
  op('POST /api/v1/admin/caixa/venda/cancelar', 'cancelarVendaCaixa', {
    resumo: 'Cancelar uma venda no caixa',
    descricao: `O cancelamento do PDV (POST /api/v1/venda/cancelar) feito pelo operador: todas as movimentações da venda, pelo \`vendaId\` ou pelo \`documentoExterno\` do cupom; cancelar de novo devolve o primeiro resultado. Auditado (\`CaixaCancelarVenda\`). ${PERFIS}`,
    corpo: ['CancelarVendaCaixaRequest', cancelarCaixaSchema],
    exemplos: {
      'Cancelar pelo número do documento': { cnpjLoja: CNPJ, documentoExterno: DOC, motivo: 'Devolução da mercadoria' },
      'Cancelar pelo vendaId': { cnpjLoja: CNPJ, vendaId: ID.venda },
    },
    ...SUCESSO_CANCELAMENTO,
    mensagem: MENSAGENS_CAIXA.vendaCancelada,
    erros: [...errosCancelamento],
  }),
  op('GET /api/v1/admin/caixa/configuracao', 'obterConfiguracaoCaixa', {
    resumo: 'Regras do caixa do programa',
    descricao: `O limite de uma venda registrada por um Operador no caixa (\`limiteVendaCaixaOperador\`, R$; null = sem limite, o padrão). Todos os perfis leem (o caixa mostra o limite). ${PERFIS}`,
    query: { schema: configuracaoCaixaQuerySchema, descricoes: { tenantId: DESCRICAO_PROGRAMA }, exemplo: {} },
    dados: configuracaoCaixaResponseSchema,
    sucesso: 'As regras do caixa.',
    exemplo: { limiteVendaCaixaOperador: 2000 },
    erros: [...ERROS_PROGRAMA, tenantInexistente(MENSAGENS_CAIXA.tenantNaoEncontrado)],
  }),
  op('PUT /api/v1/admin/caixa/configuracao', 'atualizarConfiguracaoCaixa', {
    resumo: 'Alterar o limite do caixa para operadores',
    descricao: `Define (R$, até 2 casas) ou remove (\`null\`) o teto de uma venda registrada por um **Operador** no caixa. Vale para a próxima prévia e a próxima venda; AdminTenant e SuperAdmin não são limitados, e a API do PDV não lê este valor. A mudança é auditada (\`AtualizarConfiguracaoCaixa\`, antes e depois). Perfis: AdminTenant e SuperAdmin (este informa \`tenantId\`).`,
    corpo: ['ConfiguracaoCaixaRequest', configuracaoCaixaSchema],
    exemplos: { 'Limite de R$ 2.000,00': { limiteVendaCaixaOperador: 2000 }, 'Sem limite': { limiteVendaCaixaOperador: null } },
    dados: configuracaoCaixaResponseSchema,
    sucesso: 'Limite gravado.',
    mensagem: MENSAGENS_CAIXA.configuracaoAtualizada,
    exemplo: { limiteVendaCaixaOperador: 2000 },
    erros: [
      [400, 'Limite zero ou negativo', 'O campo LimiteVendaCaixaOperador deve ser maior que zero.', { limiteVendaCaixaOperador: 0 }],
      [400, 'Campo ausente', obrigatorio('LimiteVendaCaixaOperador'), {}],
      ...errosComTenant(MENSAGENS_CAIXA.tenantNaoEncontrado),
    ],
  }),
  op('GET /api/v1/admin/caixa/fechamento', 'fechamentoCaixa', {
    resumo: 'Fechamento do caixa: o dia por operador',
    descricao: `As vendas, resgates e cancelamentos feitos **no caixa do painel** num dia local (\`data\`, padrão hoje; o fuso é o da loja filtrada, senão o das lojas ativas do programa, senão o padrão), por operador: contagens e totais em R$ e pontos e a lista das operações (hora, tipo, loja, **nome** do cliente — nunca o CPF —, documento, valores). O operador de cada operação vem da auditoria do caixa (retransmissões não contam); os valores, das vendas e resgates gravados. Vendas do PDV (chave de API) não entram. Um cliente com 3 ou mais vendas do mesmo operador no dia é marcado (\`alertas\`, \`alerta\`).

Um **Operador** vê só o próprio dia (\`usuarioId\` de outro: 403); AdminTenant vê todos os operadores do programa, ou o filtrado; SuperAdmin informa \`tenantId\`.`,
    query: {
      schema: fechamentoCaixaQuerySchema,
      descricoes: {
        data: 'Dia local (AAAA-MM-DD); padrão: hoje no fuso do relatório.',
        lojaId: 'Só as operações desta loja (o dia no fuso dela).',
        usuarioId: 'Só este operador (gerentes).',
        tenantId: DESCRICAO_PROGRAMA,
      },
      exemplo: { data: '2026-11-28' },
    },
    dados: fechamentoCaixaSchema,
    sucesso: 'O fechamento do dia.',
    exemplo: {
      data: '2026-11-28',
      fusoHorario: 'America/Sao_Paulo',
      inicio: '2026-11-28T03:00:00Z',
      fim: '2026-11-29T03:00:00Z',
      lojaId: null,
      usuarioId: OPERADORA,
      totais: totaisAna,
      operadores: [
        {
          usuarioId: OPERADORA,
          nome: 'Ana Souza',
          email: 'ana@demo.com.br',
          totais: totaisAna,
          alertas: [{ clienteId: ID.cliente, clienteNome: 'Cláudia Nunes', vendas: 3 }],
          operacoes: [
            operacao('Venda', '2026-11-28T12:12:00Z', '09:12', 'CX-20261128-3HF8D2LB', { valorVenda: 120.5, cashback: 6.03, pontos: 120 }),
            operacao('Venda', '2026-11-28T12:40:00Z', '09:40', 'CX-20261128-8QW2ZK4M', { valorVenda: 80, cashback: 4, pontos: 80 }),
            operacao('Venda', '2026-11-28T13:05:00Z', '10:05', 'CX-20261128-7K2M9QXA', { valorVenda: 40, cashback: 2, pontos: 40 }),
            operacao('Resgate', '2026-11-28T14:20:00Z', '11:20', 'CX-20261128-5TR6YH1C', { valorVenda: null, cashback: 5, pontos: 0 }),
          ],
        },
      ],
    },
    erros: [
      [400, 'data fora do formato', 'O parâmetro data deve estar no formato AAAA-MM-DD.', { data: '28/11/2026' }],
      ERROS.semTenant,
      [403, 'Operador informando o usuarioId de outro operador, ou tenantId de outro tenant', MENSAGENS.acessoNegado],
      tenantInexistente(MENSAGENS_CAIXA.tenantNaoEncontrado),
    ],
  }),
];

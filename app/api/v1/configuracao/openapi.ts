// OpenAPI declaration of GET /api/v1/configuracao (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { definirOperacao } from '@/lib/openapi/registro';
import { configuracaoResponseSchema } from '@/lib/openapi/respostas';
import { CNPJ, CNPJ_DIGITOS } from '@/lib/openapi/exemplos';
import { configuracaoQuerySchema } from './schemas';

export const operacoes = [
  definirOperacao({
    metodo: 'GET',
    caminho: '/api/v1/configuracao',
    id: 'obterConfiguracao',
    tag: 'Configuração',
    resumo: 'Obter a configuração da loja para o PDV',
    descricao: `O que o PDV precisa saber da loja; chame uma vez, ao iniciar.

- \`tipoCampanha\` nomeia só a campanha de maior prioridade, mesmo com Cashback e Pontos ativas.
- \`permiteCheckoutCashbackNaVenda\`: modelo 2 disponível (campanha Cashback com regra de resgate).
- \`permiteDescontoSobreGerado\`: modelo 3 disponível (\`ModoCashback=Imediato\` e campanha Cashback).
- Sem campanha ativa: \`campanhaAtiva\` false, \`tipoCampanha\` null, as duas permissões false e os dois campos de pontos null.`,
    seguranca: 'apiKey',
    query: {
      schema: configuracaoQuerySchema,
      descricoes: { cnpjLoja: 'CNPJ da loja, com ou sem máscara.' },
      exemplo: { cnpjLoja: CNPJ },
    },
    dados: configuracaoResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Configuração da loja.',
      mensagem: null,
      exemplo: {
        cnpjLoja: CNPJ_DIGITOS,
        nomeLoja: 'Loja Centro',
        campanhaAtiva: true,
        tipoCampanha: 'Cashback',
        permiteCheckoutCashbackNaVenda: true,
        permiteDescontoSobreGerado: true,
        pontosMinimosParaResgate: 100,
        permiteUsoParcialDePontos: true,
      },
    },
    erros: [
      { status: 400, causa: 'Parâmetro obrigatório ausente', mensagem: obrigatorio('CnpjLoja'), entrada: {} },
      { status: 422, causa: 'CNPJ com número de caracteres errado ou inválido', mensagem: MENSAGENS.cnpjInvalido },
      { status: 422, causa: 'CNPJ de outro tenant ou loja desativada', mensagem: MENSAGENS.lojaNaoEncontrada },
    ],
  }),
];

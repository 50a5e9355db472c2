// OpenAPI declaration of GET /api/v1/configuracao (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { configuracaoResponseSchema } from '@/lib/openapi/respostas';
import { CNPJ, CNPJ_DIGITOS } from '@/lib/openapi/exemplos';
import { configuracaoQuerySchema } from './schemas';

/** The answer for a store with both campaigns (the integration test checks a real one against it). */
export const CONFIGURACAO_EXEMPLO = {
  cnpjLoja: CNPJ_DIGITOS,
  nomeLoja: 'Loja Centro',
  campanhaAtiva: true,
  tipoCampanha: 'Cashback' as const,
  permiteCheckoutCashbackNaVenda: true,
  permiteDescontoSobreGerado: true,
  pontosMinimosParaResgate: 100,
  permiteUsoParcialDePontos: true,
};

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Configuração', seguranca: 'apiKey' });

export const operacoes = [
  op('GET /api/v1/configuracao', 'obterConfiguracao', {
    resumo: 'Obter a configuração da loja para o PDV',
    descricao: `O que o PDV precisa saber da loja; chame uma vez, ao iniciar.

- \`tipoCampanha\` nomeia só a campanha de maior prioridade, mesmo com Cashback e Pontos ativas.
- \`permiteCheckoutCashbackNaVenda\`: modelo 2 disponível (campanha Cashback com regra de resgate).
- \`permiteDescontoSobreGerado\`: modelo 3 disponível (\`ModoCashback=Imediato\` e campanha Cashback).
- Sem campanha ativa: \`campanhaAtiva\` false, \`tipoCampanha\` null, as duas permissões false e os dois campos de pontos null.`,
    query: {
      schema: configuracaoQuerySchema,
      descricoes: { cnpjLoja: 'CNPJ da loja, com ou sem máscara.' },
      exemplo: { cnpjLoja: CNPJ },
    },
    dados: configuracaoResponseSchema,
    sucesso: 'Configuração da loja.',
    exemplo: CONFIGURACAO_EXEMPLO,
    erros: [
      [400, 'Parâmetro obrigatório ausente', obrigatorio('CnpjLoja'), {}],
      [422, 'CNPJ com número de caracteres errado ou inválido', MENSAGENS.cnpjInvalido],
      [422, 'CNPJ de outro tenant ou loja desativada', MENSAGENS.lojaNaoEncontrada],
    ],
  }),
];

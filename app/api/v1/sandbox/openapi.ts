// OpenAPI declaration of the sandbox routes (issue 12 §2, docs/sandbox.md; lib/openapi/registro.ts
// explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { MENSAGENS_SANDBOX } from '@/lib/domain/sandbox/mensagens';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { esvaziarSandboxResponseSchema, estadoSandboxResponseSchema, relogioSandboxResponseSchema } from '@/lib/openapi/respostas-sandbox';
import { relogioSandboxSchema } from './schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Sandbox', seguranca: 'apiKey' });

const SO_TESTE: [403, string, string] = [
  403,
  'Chave de produção (`fid_live_…`): a sandbox só aceita chaves de teste',
  MENSAGENS.acessoNegado,
];

const SOBRE_A_SANDBOX = `Uma chave de teste (\`fid_test_…\`, ambiente \`Teste\`) trabalha na **sandbox** do tenant: as mesmas lojas (mesmo CNPJ) e campanhas, com clientes, vendas, lotes e resgates próprios. Nada da sandbox aparece no painel, nas análises, no clube ou nas respostas às chaves de produção, e nada de produção aparece para a chave de teste. Veja docs/sandbox.md.`;

export const operacoes = [
  op('GET /api/v1/sandbox', 'consultarSandbox', {
    resumo: 'Consultar o relógio da sandbox',
    descricao: `${SOBRE_A_SANDBOX}

O instante que a sandbox usa agora e quantos dias ela está à frente do relógio real, sem mudar nada. A primeira chamada com uma chave de teste cria a sandbox (cópia das lojas e campanhas).

Só chaves de teste; chave de produção: 403.`,
    dados: estadoSandboxResponseSchema,
    sucesso: 'O relógio da sandbox.',
    exemplo: { agora: '2026-12-04T14:30:00Z', deslocamentoDias: 7 },
    erros: [SO_TESTE],
  }),
  op('POST /api/v1/sandbox/relogio', 'avancarRelogioSandbox', {
    resumo: 'Avançar o relógio da sandbox',
    descricao: `${SOBRE_A_SANDBOX}

Avança o relógio da sandbox em \`avancarDias\` dias inteiros (1 a 3650 por chamada; no máximo 36500 no total). Todas as chamadas seguintes com a chave de teste (venda, saldo, resgate, liberação e expiração de lotes) usam esse instante. As liberações de cashback diferido e as expirações que venceram são gravadas na hora (com suas movimentações), e \`GET /api/v1/resgate/saldo\` já as mostra; os lembretes de vencimento devidos nesse instante também (\`lote.expirando\` para os webhooks de ambiente \`Teste\`). O relógio não volta: \`DELETE /api/v1/sandbox\` esvazia a sandbox e volta ao relógio real.

Só chaves de teste; chave de produção: 403.`,
    corpo: ['RelogioSandboxRequest', relogioSandboxSchema],
    exemplos: {
      'Avançar 7 dias (libera um cashback diferido de 7 dias)': { avancarDias: 7 },
      'Avançar 30 dias': { avancarDias: 30 },
    },
    dados: relogioSandboxResponseSchema,
    sucesso: 'Relógio avançado; liberações e expirações vencidas gravadas.',
    mensagem: MENSAGENS_SANDBOX.relogioAvancado(7),
    exemplo: { agora: '2026-12-04T14:30:00Z', deslocamentoDias: 7, lotesLiberados: 1, lotesExpirados: 0 },
    erros: [
      [400, 'avancarDias ausente', MENSAGENS_SANDBOX.avancarDiasObrigatorio, {}],
      [400, 'avancarDias fora de 1..3650 ou não inteiro', MENSAGENS_SANDBOX.avancarDiasInvalido, { avancarDias: 0 }],
      SO_TESTE,
      [422, 'O relógio passaria de 36500 dias à frente', MENSAGENS_SANDBOX.deslocamentoMaximo],
    ],
  }),
  op('DELETE /api/v1/sandbox', 'esvaziarSandbox', {
    resumo: 'Esvaziar a sandbox',
    descricao: `${SOBRE_A_SANDBOX}

Apaga, numa transação, tudo o que as chaves de teste criaram: vínculos de clientes, vendas, resgates, lotes, movimentações, ajustes e eventos; o relógio volta ao horário real. As cópias das lojas e campanhas ficam (são recopiadas de produção sempre que mudam). Nada de produção é tocado. Pode ser repetido.

Só chaves de teste; chave de produção: 403.`,
    dados: esvaziarSandboxResponseSchema,
    sucesso: 'Sandbox vazia e relógio real.',
    mensagem: MENSAGENS_SANDBOX.esvaziada,
    exemplo: { clientes: 1, vendas: 2, resgates: 0, lotes: 3, movimentacoes: 5 },
    erros: [SO_TESTE],
  }),
];

// OpenAPI declaration of GET /api/v1/clube/historico (lib/openapi/registro.ts explains the
// pattern; docs/clube.md lists the `tipo` values).
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { PRIMEIRA_PAGINA } from '@/lib/openapi/comuns';
import { historicoClubeResponseSchema } from '@/lib/openapi/respostas-clube';
import { ID } from '@/lib/openapi/exemplos';
import { MENSAGENS_PAGINACAO } from '@/lib/api/consulta';
import { historicoQuerySchema } from './schemas';

/** Where the example's movements happened: the store, its programme and the store's clock. */
const NA_LOJA_CENTRO = { lojaNome: 'Loja Centro', tenantNome: 'Rede Exemplo', fusoHorario: 'America/Sao_Paulo' };

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Clube', seguranca: 'bearerClube' });

export const operacoes = [
  op('GET /api/v1/clube/historico', 'consultarHistoricoClube', {
    resumo: 'Extrato do cliente, paginado',
    descricao: `Todas as movimentações do cliente em todos os programas, da mais recente para a mais antiga.

- \`tipo\`: \`CreditoCashback\`, \`CreditoCashbackPendente\`, \`LiberacaoCashback\`, \`CreditoPontos\`, \`ResgateCashback\`, \`ResgatePontos\`, \`UsoCashbackVenda\` (saldo usado como desconto na compra, modelo 2), \`DescontoCashbackGerado\` (cashback da compra virou desconto imediato, modelo 3), \`ExpiracaoCashback\`, \`ExpiracaoPontos\`, \`CancelamentoCashback\`, \`CancelamentoPontos\`, \`DevolucaoCashbackVenda\` (saldo usado numa compra cancelada, devolvido), \`AjusteCredito\` (bônus lançado por um gestor da loja), \`AjusteDebito\` (débito lançado por um gestor da loja).
- \`valor\` é sempre positivo, em R$ (Cashback) ou pontos (Pontos, veja \`tipoBeneficio\`); o \`tipo\` diz se entrou ou saiu.
- Nas trocas de pontos, \`descricao\` é a \`descricaoTroca\` informada pelo PDV (o brinde entregue).
- Movimentações de valor zero (ex.: os pontos de uma compra de R$ 0,50) não aparecem nem contam em \`totalRegistros\`.
- \`lojaNome\`, \`tenantNome\`, \`tipoBeneficio\` e \`fusoHorario\` são campos nossos, além dos da spec.
- \`data\` é o instante em UTC; \`fusoHorario\` diz em que relógio mostrá-lo: o da loja onde a movimentação aconteceu, como o painel faz (uma compra às 23:30 de 25/11 numa loja de Manaus vem com \`data\` \`2026-11-26T03:30:00Z\` e \`fusoHorario\` \`America/Manaus\`: escreva 25/11/2026 23:30, não 00:30 de 26/11); sem loja, o do programa.`,
    query: {
      schema: historicoQuerySchema,
      exemplo: PRIMEIRA_PAGINA,
    },
    dados: historicoClubeResponseSchema,
    sucesso: 'Página do extrato.',
    exemplo: {
      paginacao: { pagina: 1, tamanho: 20, totalRegistros: 3 },
      data: [
        {
          movimentacaoId: ID.movimentacaoResgate,
          tipo: 'ResgatePontos',
          descricao: 'Caneca personalizada',
          valor: 100,
          data: '2026-11-22T15:10:00Z',
          tipoBeneficio: 'Pontos',
          ...NA_LOJA_CENTRO,
        },
        {
          movimentacaoId: ID.movimentacaoPontos,
          tipo: 'CreditoPontos',
          descricao: 'Pontos da campanha Pontos 1 por real',
          valor: 150,
          data: '2026-11-20T18:42:05Z',
          tipoBeneficio: 'Pontos',
          ...NA_LOJA_CENTRO,
        },
        {
          movimentacaoId: ID.movimentacaoCashback,
          tipo: 'CreditoCashback',
          descricao: 'Cashback da campanha Cashback 5%',
          valor: 7.5,
          data: '2026-11-20T18:42:05Z',
          tipoBeneficio: 'Cashback',
          ...NA_LOJA_CENTRO,
        },
      ],
    },
    erros: [
      [400, 'pagina fora de 1 a 2147483647 ou não inteira', MENSAGENS_PAGINACAO.pagina, { pagina: '0' }],
      [400, 'tamanho fora de 1 a 100 ou não inteiro', MENSAGENS_PAGINACAO.tamanho, { tamanho: '101' }],
    ],
  }),
];

// OpenAPI declaration of POST /api/v1/venda/preview (lib/openapi/registro.ts explains the pattern).
import { obrigatorio } from '@/lib/api/campos';
import { MOTIVOS_BLOQUEIO } from '@/lib/domain/venda/simular-venda';
import { ERROS } from '@/lib/openapi/comuns';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { vendaPreviewResponseSchema } from '@/lib/openapi/respostas';
import { CNPJ } from '@/lib/openapi/exemplos';
import { previewSchema } from '../schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Venda', seguranca: 'apiKey' });

export const operacoes = [
  op('POST /api/v1/venda/preview', 'simularVenda', {
    resumo: 'Simular o desconto do modelo 3 antes de registrar a venda',
    descricao: `Simulação somente leitura do **modelo 3** (desconto imediato sobre o cashback gerado): não cria movimentação nem altera saldo; pode ser chamada quantas vezes for preciso. O cálculo é o mesmo da confirmação em POST /api/v1/venda com \`usarCashbackGerado: true\`.

Quando \`permiteAplicarDesconto\` é false, os valores de desconto são 0 e \`motivoBloqueio\` explica:
- ${MOTIVOS_BLOQUEIO.semCampanha}
- ${MOTIVOS_BLOQUEIO.diferido}
- ${MOTIVOS_BLOQUEIO.naoPermite}
- Valor da venda abaixo da compra mínima da campanha (com o valor mínimo em R$).

\`cashbackSobreDesconto\` é o novo cashback sobre \`valorComDesconto\` quando a campanha tem \`permiteCashbackEmResgate\`; senão 0 (o cashback é então calculado sobre \`valorVenda\` na confirmação).`,
    corpo: ['VendaPreviewRequest', previewSchema],
    exemplos: {
      'Simular uma venda de R$ 100,00': { cnpjLoja: CNPJ, valorVenda: 100 },
    },
    dados: vendaPreviewResponseSchema,
    sucesso: 'Resultado da simulação (desconto disponível ou o motivo do bloqueio).',
    exemplo: {
      valorVenda: 100,
      permiteAplicarDesconto: true,
      motivoBloqueio: null,
      cashbackGeradoPrevisto: 5,
      valorComDesconto: 95,
      cashbackSobreDesconto: 0,
    },
    erros: [
      [400, 'Campo obrigatório ausente', obrigatorio('CnpjLoja'), { valorVenda: 100 }],
      [400, 'valorVenda menor ou igual a zero', 'O campo ValorVenda deve ser maior que zero.', { cnpjLoja: CNPJ, valorVenda: -1 }],
      ERROS.cnpj,
      ERROS.loja,
    ],
  }),
];

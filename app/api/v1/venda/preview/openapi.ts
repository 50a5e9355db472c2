// OpenAPI declaration of POST /api/v1/venda/preview (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MOTIVOS_BLOQUEIO } from '@/lib/domain/venda/simular-venda';
import { definirOperacao } from '@/lib/openapi/registro';
import { vendaPreviewResponseSchema } from '@/lib/openapi/respostas';
import { CNPJ } from '@/lib/openapi/exemplos';
import { previewSchema } from '../schemas';

export const operacoes = [
  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/venda/preview',
    id: 'simularVenda',
    tag: 'Venda',
    resumo: 'Simular o desconto do modelo 3 antes de registrar a venda',
    descricao: `Simulação somente leitura do **modelo 3** (desconto imediato sobre o cashback gerado): não cria movimentação nem altera saldo; pode ser chamada quantas vezes for preciso. O cálculo é o mesmo da confirmação em POST /api/v1/venda com \`usarCashbackGerado: true\`.

Quando \`permiteAplicarDesconto\` é false, os valores de desconto são 0 e \`motivoBloqueio\` explica:
- ${MOTIVOS_BLOQUEIO.semCampanha}
- ${MOTIVOS_BLOQUEIO.diferido}
- ${MOTIVOS_BLOQUEIO.naoPermite}
- Valor da venda abaixo da compra mínima da campanha (com o valor mínimo em R$).

\`cashbackSobreDesconto\` é o novo cashback sobre \`valorComDesconto\` quando a campanha tem \`permiteCashbackEmResgate\`; senão 0 (o cashback é então calculado sobre \`valorVenda\` na confirmação).`,
    seguranca: 'apiKey',
    corpo: {
      schema: previewSchema,
      nome: 'VendaPreviewRequest',
      exemplos: [{ resumo: 'Simular uma venda de R$ 100,00', valor: { cnpjLoja: CNPJ, valorVenda: 100 } }],
    },
    dados: vendaPreviewResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Resultado da simulação (desconto disponível ou o motivo do bloqueio).',
      mensagem: null,
      exemplo: {
        valorVenda: 100,
        permiteAplicarDesconto: true,
        motivoBloqueio: null,
        cashbackGeradoPrevisto: 5,
        valorComDesconto: 95,
        cashbackSobreDesconto: 0,
      },
    },
    erros: [
      { status: 400, causa: 'Campo obrigatório ausente', mensagem: obrigatorio('CnpjLoja'), entrada: { valorVenda: 100 } },
      {
        status: 400,
        causa: 'valorVenda menor ou igual a zero',
        mensagem: 'O campo ValorVenda deve ser maior que zero.',
        entrada: { cnpjLoja: CNPJ, valorVenda: -1 },
      },
      { status: 422, causa: 'CNPJ inválido', mensagem: MENSAGENS.cnpjInvalido },
      { status: 422, causa: 'Loja de outro tenant ou inativa', mensagem: MENSAGENS.lojaNaoEncontrada },
    ],
  }),
];

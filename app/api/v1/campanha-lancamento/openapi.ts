// OpenAPI declaration of the public GET /api/v1/campanha-lancamento (lib/openapi/registro.ts
// explains the pattern).
import { MENSAGENS_LANCAMENTO } from '@/lib/domain/assinatura/campanha-lancamento';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { campanhaLancamentoPublicaResponseSchema } from '@/lib/openapi/respostas-assinatura';
import { campanha } from '@/app/api/v1/admin/campanha-lancamento/openapi';

// The example is the public part of the panel's campaign (its end is `validaAte`).
const { titulo, descricao, beneficio, codigoCupom, fimEm, vagasRestantes } = campanha;

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Campanha de lançamento', seguranca: 'nenhuma' });

export const operacoes = [
  op('GET /api/v1/campanha-lancamento', 'obterCampanhaLancamentoPublica', {
    resumo: 'Campanha de lançamento ativa (público)',
    descricao: `A campanha de lançamento da plataforma para o site e a página de cadastro mostrarem; sem autenticação.

- Há campanha ativa e dentro das datas: \`dados\` é a \`CampanhaLancamentoPublicaResponse\`. \`vagasRestantes\` null = vagas ilimitadas; 0 = esgotada (ainda mostrada até o fim).
- Não há: 200 com \`dados\` null e a mensagem \`${MENSAGENS_LANCAMENTO.nenhumaAtiva}\`.
- O \`codigoCupom\` é informado em POST /api/v1/assinatura/checkout.`,
    dados: campanhaLancamentoPublicaResponseSchema.nullable(),
    sucesso: `A campanha ativa, ou \`dados\` null com a mensagem \`${MENSAGENS_LANCAMENTO.nenhumaAtiva}\`.`,
    exemplo: { titulo, descricao, beneficio, codigoCupom, validaAte: fimEm, vagasRestantes },
    erros: [],
  }),
];

// OpenAPI declaration of GET /api/v1/clube/saldo (lib/openapi/registro.ts explains the pattern;
// docs/clube.md the decisions).
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { saldoClubeResponseSchema } from '@/lib/openapi/respostas-clube';
import { ID, LOTES_ATIVOS, SALDO_APOS_VENDA } from '@/lib/openapi/exemplos';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Clube', seguranca: 'bearerClube' });

export const operacoes = [
  op('GET /api/v1/clube/saldo', 'consultarSaldoClube', {
    resumo: 'Saldo por loja, em todos os programas do cliente',
    descricao: `Um item por loja em que o cliente tem lote ativo (pendente ou disponível), em todas as empresas (programas) de que participa, do **maior saldo disponível** ao menor: \`saldoCashback\`, depois \`saldoPontos\`, depois o nome da loja. Sem saldo em lugar nenhum: lista vazia.

- O saldo é da **empresa** (tenant): o de uma loja pode ser usado em **qualquer loja da mesma empresa**. A divisão por loja segue a origem dos lotes (a loja da venda que os creditou); \`tenantId\`/\`tenantNome\` agrupam as lojas que compartilham saldo. Saldos de empresas diferentes nunca se somam.
- Status e somas valem para este instante: um lote que já passou da liberação conta como disponível, um que passou da validade não aparece, mesmo antes da rotina agendada.
- Não aparecem saldos de um programa que desativou o cliente, nem de uma empresa desativada: eles não podem ser resgatados (o PDV recusaria) e ficam congelados até a reativação.`,
    dados: saldoClubeResponseSchema,
    sucesso: 'Saldos por loja.',
    exemplo: [
      {
        lojaId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
        lojaNome: 'Loja Centro',
        tenantId: ID.programa,
        tenantNome: 'Rede Exemplo',
        ...SALDO_APOS_VENDA,
        lotesAtivos: LOTES_ATIVOS,
      },
    ],
    erros: [],
  }),
];

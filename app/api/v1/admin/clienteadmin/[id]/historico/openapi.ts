// OpenAPI declaration of GET /api/v1/admin/ClienteAdmin/{id}/historico (lib/openapi/registro.ts),
// with the schema of its `dados` (kept here: this endpoint is its only user).
import { z } from 'zod';
import { d, paginado } from '@/lib/openapi/formatos';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { LOJA_ID, PRIMEIRA_PAGINA, paginaDe, DESCRICAO_PROGRAMA } from '@/lib/openapi/comuns';
import { ID } from '@/lib/openapi/exemplos';
import { TipoMovimentacao } from '@/lib/generated/prisma/enums';
import { ERROS_PAGINA_DO_CLIENTE, parametroId } from '../openapi';
import { historicoClienteAdminQuerySchema } from './schemas';

export const itemHistoricoClienteAdminSchema = z
  .object({
    movimentacaoId: z.uuid().meta(d('Id da movimentação no extrato.')),
    tipo: z.enum(TipoMovimentacao).meta(d('Tipo da movimentação (docs/regras-de-negocio.md §11); o tipo dá o sentido do valor.')),
    tipoBeneficio: z.enum(['Cashback', 'Pontos']).meta(d('Cashback (valor em R$) ou Pontos (valor em pontos).')),
    descricao: z.string().meta(d('Descrição para pessoas (pt-BR).')),
    valor: z.number().nonnegative().meta(d('Valor sempre positivo (ou zero), em R$ ou em pontos.')),
    data: z.iso.datetime().meta(d('Quando a movimentação foi registrada (UTC).')),
    lojaId: z.uuid().nullable().meta(d('Id da loja da movimentação (o painel mostra a hora no fuso dela); null quando não há loja.')),
    lojaNome: z.string().nullable().meta(d('Loja da movimentação; null quando não há loja.')),
  })
  .meta({ id: 'ItemHistoricoClienteAdmin' });

export const historicoClienteAdminSchema = paginado(
  'HistoricoClienteAdminResponse',
  itemHistoricoClienteAdminSchema,
  'Página pedida, da mais recente para a mais antiga.',
  'Total de movimentações do cliente no programa.',
);

export const HISTORICO_EXEMPLO = paginaDe([
  {
    movimentacaoId: ID.movimentacaoResgate,
    tipo: 'ResgateCashback' as const,
    tipoBeneficio: 'Cashback' as const,
    descricao: 'Resgate de cashback',
    valor: 5,
    data: '2026-04-02T15:10:00Z',
    lojaId: LOJA_ID,
    lojaNome: 'Loja Centro',
  },
  {
    movimentacaoId: ID.movimentacaoPontos,
    tipo: 'CreditoPontos' as const,
    tipoBeneficio: 'Pontos' as const,
    descricao: 'Pontos da campanha Pontos 1 por real',
    valor: 150,
    data: '2026-03-29T12:00:00Z',
    lojaId: LOJA_ID,
    lojaNome: 'Loja Centro',
  },
  {
    movimentacaoId: ID.movimentacaoCashback,
    tipo: 'CreditoCashback' as const,
    tipoBeneficio: 'Cashback' as const,
    descricao: 'Cashback da campanha Cashback 5%',
    valor: 7.5,
    data: '2026-03-29T12:00:00Z',
    lojaId: LOJA_ID,
    lojaNome: 'Loja Centro',
  },
]);

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: clientes', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/ClienteAdmin/{id}/historico', 'historicoClienteAdmin', {
    resumo: 'Extrato do cliente no programa',
    descricao: `As movimentações do cliente **neste** programa (tenant), da mais recente para a mais antiga, paginadas: créditos de vendas, liberações, resgates, usos como desconto, expirações e estornos. Movimentações de outros programas da pessoa não aparecem.

\`tipo\` é o tipo da movimentação (\`TipoMovimentacao\`, docs/regras-de-negocio.md §11); \`valor\` é sempre positivo, em R$ para Cashback e em pontos para Pontos. Diferente do extrato do clube, movimentações de valor zero também aparecem (o painel é o registro completo do programa).

Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`). Cliente sem vínculo com o programa: 404, mesmo que exista em outro tenant.`,
    query: {
      schema: historicoClienteAdminQuerySchema,
      descricoes: {
        tenantId: DESCRICAO_PROGRAMA,
      },
      exemplo: { tenantId: ID.programa, ...PRIMEIRA_PAGINA },
    },
    parametrosCaminho: parametroId,
    dados: historicoClienteAdminSchema,
    sucesso: 'Página do extrato do cliente no programa.',
    exemplo: HISTORICO_EXEMPLO,
    erros: [...ERROS_PAGINA_DO_CLIENTE],
  }),
];

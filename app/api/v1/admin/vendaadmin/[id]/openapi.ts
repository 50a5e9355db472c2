// OpenAPI declaration of GET /api/v1/admin/VendaAdmin/{id}, GET …/{id}/cancelamento and
// POST …/{id}/cancelar (lib/openapi/registro.ts; docs/vendas-painel.md).
import { z } from 'zod';
import { MENSAGENS } from '@/lib/erros';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { TipoMovimentacao } from '@/lib/generated/prisma/enums';
import { d, dataHora, dataOuNulo, uuid } from '@/lib/openapi/formatos';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS_PROGRAMA, DESCRICAO_PROGRAMA, SUCESSO_CANCELAMENTO } from '@/lib/openapi/comuns';
import { tipoBeneficioSchema } from '@/lib/openapi/respostas';
import { estornoPrevisto } from '@/lib/openapi/respostas-caixa';
import { ID, PREVIA_ESTORNO } from '@/lib/openapi/exemplos';
import { vendaAdminItemSchema, vendaExemplo } from '../openapi';
import { MENSAGENS_VENDA_ADMIN as M, cancelarVendaAdminSchema, idVendaSchema, tenantVendaQuerySchema } from '../schemas';

const movimentacaoDaVendaSchema = z
  .object({
    movimentacaoId: uuid('Id da movimentação.'),
    tipo: z.enum(TipoMovimentacao).meta(d('Tipo da movimentação (docs/regras-de-negocio.md §11); o tipo dá o sentido do valor.')),
    tipoBeneficio: tipoBeneficioSchema,
    descricao: z.string().meta(d('Descrição para pessoas (pt-BR).')),
    valor: z.number().nonnegative().meta(d('Valor sempre positivo, em R$ ou em pontos.')),
    data: dataHora('Quando foi registrada (UTC).'),
  })
  .meta({ id: 'MovimentacaoDaVenda' });

const loteDaVendaSchema = z
  .object({
    loteId: uuid('Id do lote.'),
    tipoBeneficio: tipoBeneficioSchema,
    valorOriginal: z.number().meta(d('Valor creditado no lote.')),
    valorDisponivel: z.number().meta(d('Quanto ainda resta do lote.')),
    status: z
      .enum(['Pendente', 'Disponivel', 'Resgatado', 'Expirado', 'Cancelado'])
      .meta(d('Situação efetiva agora (um lote vencido já aparece Expirado).')),
    dataLiberacao: dataOuNulo('Data local em que o cashback pendente passa a valer.'),
    dataExpiracao: dataOuNulo('Último dia de validade (data local da loja); null se não expira.'),
  })
  .meta({ id: 'LoteDaVenda' });

export const vendaAdminResponseSchema = vendaAdminItemSchema
  .extend({
    cpf: z.string().nullable().meta(d('CPF completo (AdminTenant e SuperAdmin); null para Operador.')),
    cnpjLoja: z.string().meta(d('CNPJ da loja (14 caracteres).')),
    observacao: z.string().nullable().meta(d('Observação enviada pelo PDV.')),
    motivoCancelamento: z.string().nullable().meta(d('Motivo informado no cancelamento.')),
    movimentacoes: z.array(movimentacaoDaVendaSchema).meta(d('Créditos, usos, estornos e devoluções da venda, em ordem.')),
    lotes: z.array(loteDaVendaSchema).meta(d('Lotes creditados pela venda.')),
  })
  .meta({ id: 'VendaAdminResponse' });

export const previaCancelamentoSchema = z
  .object({
    vendaId: uuid('Venda.'),
    ...estornoPrevisto,
  })
  .meta({ id: 'PreviaCancelamentoResponse' });

/** The `{id}` of the sale and the programme's `tenantId`: the parameters of the three operations on one sale. */
const vendaNoPrograma = {
  parametrosCaminho: { schema: idVendaSchema, descricoes: { id: 'Id da venda (`vendaId`).' }, exemplo: { id: ID.venda } },
  query: {
    schema: tenantVendaQuerySchema,
    descricoes: { tenantId: DESCRICAO_PROGRAMA },
    exemplo: { tenantId: ID.programa },
  },
};
const ERRO_NAO_ENCONTRADA = [404, 'Venda inexistente ou de outro programa', MENSAGENS_VENDA.vendaNaoEncontrada] as const;
const ERRO_SEM_SALDO = [422, 'O benefício já foi usado e o saldo atual não cobre o estorno', MENSAGENS_VENDA.cancelamentoSemSaldo] as const;
const ERRO_LOJA = [422, 'A loja da venda está inativa', MENSAGENS.lojaNaoEncontrada] as const;

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: vendas', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/VendaAdmin/{id}', 'obterVendaAdmin', {
    resumo: 'Detalhe de uma venda',
    descricao: `A venda com suas movimentações (créditos, usos de saldo, estornos) e os lotes que creditou, com a situação efetiva de cada um agora, liberação e validade. CPF completo só para AdminTenant e SuperAdmin (mesma regra do detalhe do cliente).

Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`). Venda de outro programa: 404.`,
    ...vendaNoPrograma,
    dados: vendaAdminResponseSchema,
    sucesso: 'A venda.',
    exemplo: {
      ...vendaExemplo,
      cpf: '529.982.247-25',
      cnpjLoja: '11222333000181',
      observacao: null,
      motivoCancelamento: null,
      movimentacoes: [
        {
          movimentacaoId: ID.movimentacaoCashback,
          tipo: 'CreditoCashback',
          tipoBeneficio: 'Cashback',
          descricao: 'Cashback da campanha Cashback 5%',
          valor: 7.5,
          data: '2026-03-29T12:00:00Z',
        },
      ],
      lotes: [
        {
          loteId: ID.loteCashback,
          tipoBeneficio: 'Cashback',
          valorOriginal: 7.5,
          valorDisponivel: 7.5,
          status: 'Disponivel',
          dataLiberacao: null,
          dataExpiracao: '2026-09-25',
        },
      ],
    },
    erros: [...ERROS_PROGRAMA, ERRO_NAO_ENCONTRADA],
  }),
  op('GET /api/v1/admin/VendaAdmin/{id}/cancelamento', 'previaCancelamentoVendaAdmin', {
    resumo: 'Prévia do estorno de um cancelamento',
    descricao: `O estorno exato que o cancelamento aplicaria agora, calculado pelo próprio cancelamento (o mesmo de \`POST /api/v1/venda/cancelar\`) numa transação desfeita no fim: nada é gravado. Mostra o saldo antes e depois, o que sai de cada crédito da venda e o cashback que volta (modelo 2). Quando o saldo não cobre o estorno, responde o mesmo 422 do cancelamento.

Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`).`,
    ...vendaNoPrograma,
    dados: previaCancelamentoSchema,
    sucesso: 'O estorno que o cancelamento aplicaria.',
    exemplo: {
      vendaId: ID.venda,
      jaCancelada: false,
      ...PREVIA_ESTORNO,
    },
    erros: [...ERROS_PROGRAMA, ERRO_NAO_ENCONTRADA, ERRO_SEM_SALDO, ERRO_LOJA],
  }),
  op('POST /api/v1/admin/VendaAdmin/{id}/cancelar', 'cancelarVendaAdmin', {
    resumo: 'Cancelar uma venda pelo painel',
    descricao: `Cancela a venda com o mesmo cancelamento do PDV (\`POST /api/v1/venda/cancelar\`: todas as movimentações, numa transação, idempotente) e registra na auditoria quem cancelou, o motivo e o estorno aplicado.

Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`).`,
    ...vendaNoPrograma,
    corpo: ['CancelarVendaAdminRequest', cancelarVendaAdminSchema],
    exemplos: { 'Com motivo': { motivo: 'Devolução da mercadoria' }, 'Sem motivo': {} },
    ...SUCESSO_CANCELAMENTO,
    mensagem: M.vendaCancelada,
    erros: [
      [400, 'motivo com mais de 500 caracteres', 'O campo Motivo deve ter no máximo 500 caracteres.', { motivo: 'x'.repeat(501) }],
      ...ERROS_PROGRAMA,
      ERRO_NAO_ENCONTRADA,
      ERRO_SEM_SALDO,
      ERRO_LOJA,
    ],
  }),
];

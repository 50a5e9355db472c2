// OpenAPI declaration of PATCH /api/v1/admin/ClienteAdmin/{id}/status (lib/openapi/registro.ts).
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { DESCRICAO_PROGRAMA } from '@/lib/openapi/comuns';
import { clienteAdminResponseSchema } from '@/lib/openapi/respostas-clientes';
import { clienteExemplo } from '../../openapi';
import { ERROS_GESTAO_CLIENTE, parametroId } from '../openapi';
import { statusClienteAdminQuerySchema } from '../../schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: clientes', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('PATCH /api/v1/admin/ClienteAdmin/{id}/status', 'alterarStatusClienteAdmin', {
    resumo: 'Ativar ou desativar o cliente no programa',
    descricao: `Liga ou desliga o vínculo do cliente com o programa (spec, "Customer active flag").

Um cliente **inativo** não acumula nem resgata neste programa: venda, resgate e consulta de saldo do PDV respondem 422 \`${MENSAGENS_VENDA.clienteInativo}\`, assim como a identificação pelo QR. O saldo fica congelado, não se perde, e volta a valer ao reativar. Os outros programas da pessoa não mudam.

Informar o valor atual não muda nada (nem gera auditoria). Perfis: AdminTenant e SuperAdmin (este informa \`tenantId\`).`,
    query: {
      schema: statusClienteAdminQuerySchema,
      descricoes: {
        ativo: '`true` ativa, `false` desativa o cliente no programa.',
        tenantId: DESCRICAO_PROGRAMA,
      },
    },
    parametrosCaminho: parametroId,
    dados: clienteAdminResponseSchema,
    sucesso: 'O cliente com o novo status.',
    mensagem: MENSAGENS_CLIENTE_ADMIN.statusAtualizado,
    exemplo: { ...clienteExemplo, ativo: false },
    erros: [
      [400, 'ativo ausente', MENSAGENS_CLIENTE_ADMIN.ativoObrigatorio, {}],
      [400, 'ativo diferente de true e false', MENSAGENS_CLIENTE_ADMIN.ativoInvalido, { ativo: 'sim' }],
      ...ERROS_GESTAO_CLIENTE,
    ],
  }),
];

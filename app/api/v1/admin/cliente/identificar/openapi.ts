// OpenAPI declaration of GET /api/v1/admin/cliente/identificar (lib/openapi/registro.ts).
import { MENSAGENS } from '@/lib/erros';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { definirOperacao } from '@/lib/openapi/registro';
import { clienteIdentificadoResponseSchema } from '@/lib/openapi/respostas-clientes';
import { ID } from '@/lib/openapi/exemplos';
import { SALDO_EXEMPLO } from '@/app/api/v1/admin/clienteadmin/[id]/saldo/openapi';
import { identificarQuerySchema } from './schemas';

export const operacoes = [
  definirOperacao({
    metodo: 'GET',
    caminho: '/api/v1/admin/cliente/identificar',
    id: 'identificarCliente',
    tag: 'Painel: clientes',
    resumo: 'Identificar o cliente no caixa pelo QR',
    descricao: `O operador lê o QR do cliente (o conteúdo é só o token UUID, sem URL nem prefixo) e recebe o saldo do cliente **no programa do operador**, com os lotes ativos. **O CPF do cliente não é retornado.**

O token do QR só vale aqui, para usuários autenticados do painel (spec, "Operator identification"). Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`).`,
    seguranca: 'bearerAdmin',
    query: {
      schema: identificarQuerySchema,
      descricoes: {
        qr: 'Token UUID do QR do cliente.',
        tenantId: 'Programa (tenant). Obrigatório para SuperAdmin; para os demais, omita ou informe o próprio.',
      },
      exemplo: { qr: ID.qr },
    },
    dados: clienteIdentificadoResponseSchema,
    sucesso: { status: 200, descricao: 'Cliente identificado, com saldos e lotes ativos.', mensagem: null, exemplo: SALDO_EXEMPLO },
    erros: [
      { status: 400, causa: 'qr ausente ou vazio', mensagem: MENSAGENS_CLIENTE_ADMIN.qrObrigatorio, entrada: {} },
      { status: 400, causa: 'SuperAdmin sem tenantId', mensagem: 'O campo TenantId é obrigatório.' },
      { status: 403, causa: 'tenantId de outro tenant (AdminTenant ou Operador)', mensagem: MENSAGENS.acessoNegado },
      { status: 404, causa: 'Token desconhecido, ou cliente sem vínculo com o programa', mensagem: MENSAGENS_CLIENTE.naoEncontrado },
      { status: 422, causa: 'qr não é um UUID (em geral, um CPF ou uma URL)', mensagem: MENSAGENS_CLIENTE_ADMIN.qrInvalido },
      { status: 422, causa: 'Cliente inativo no programa', mensagem: MENSAGENS_VENDA.clienteInativo },
    ],
  }),
];

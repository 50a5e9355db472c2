// OpenAPI declaration of GET /api/v1/admin/cliente/identificar (lib/openapi/registro.ts).
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { ERROS, ERROS_PROGRAMA, DESCRICAO_PROGRAMA } from '@/lib/openapi/comuns';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { clienteIdentificadoResponseSchema } from '@/lib/openapi/respostas-clientes';
import { ID } from '@/lib/openapi/exemplos';
import { SALDO_CLIENTE } from '@/lib/openapi/exemplos';
import { identificarQuerySchema } from './schemas';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: clientes', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/cliente/identificar', 'identificarCliente', {
    resumo: 'Identificar o cliente no caixa pelo QR',
    descricao: `O operador lê o QR do cliente (o conteúdo é só o token UUID, sem URL nem prefixo) e recebe o saldo do cliente **no programa do operador**, com os lotes ativos. **O CPF do cliente não é retornado.**

O token do QR só vale aqui, para usuários autenticados do painel (spec, "Operator identification"). Perfis: Operador, AdminTenant e SuperAdmin (este informa \`tenantId\`).`,
    query: {
      schema: identificarQuerySchema,
      descricoes: {
        qr: 'Token UUID do QR do cliente.',
        tenantId: DESCRICAO_PROGRAMA,
      },
      exemplo: { qr: ID.qr },
    },
    dados: clienteIdentificadoResponseSchema,
    sucesso: 'Cliente identificado, com saldos e lotes ativos.',
    exemplo: SALDO_CLIENTE,
    erros: [
      [400, 'qr ausente ou vazio', MENSAGENS_CLIENTE_ADMIN.qrObrigatorio, {}],
      ...ERROS_PROGRAMA,
      [404, 'Token desconhecido, ou cliente sem vínculo com o programa', MENSAGENS_CLIENTE.naoEncontrado],
      [422, 'qr não é um UUID (em geral, um CPF ou uma URL)', MENSAGENS_CLIENTE_ADMIN.qrInvalido],
      ERROS.clienteInativo,
    ],
  }),
];

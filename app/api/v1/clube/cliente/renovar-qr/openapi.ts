// OpenAPI declaration of POST /api/v1/clube/cliente/renovar-qr (lib/openapi/registro.ts).
import { MENSAGEM_QR_RENOVADO } from '@/lib/domain/clube/renovar-qr';
import { definirOperacao } from '@/lib/openapi/registro';
import { renovarQrResponseSchema } from '@/lib/openapi/respostas-clube';
import { ID } from '@/lib/openapi/exemplos';

export const operacoes = [
  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/clube/cliente/renovar-qr',
    id: 'renovarQrClube',
    tag: 'Clube',
    resumo: 'Gerar um novo QR do cliente',
    descricao: `Sem corpo. Gera um novo token de QR (o conteúdo do QR é só o UUID) e **invalida o anterior na hora**: a partir da resposta, o token antigo dá 404 em \`GET /api/v1/cliente/buscar?qr=\` (PDV) e em \`GET /api/v1/admin/cliente/identificar?qr=\` (caixa). Use quando o QR foi fotografado ou compartilhado. A sessão do clube continua; \`renovar\` e \`login\` passam a devolver o novo \`qrToken\`.`,
    seguranca: 'bearerClube',
    dados: renovarQrResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Novo QR.',
      mensagem: MENSAGEM_QR_RENOVADO,
      exemplo: { qrToken: ID.qr, dataGerada: '2026-11-22T15:20:00Z' },
    },
    erros: [],
  }),
];

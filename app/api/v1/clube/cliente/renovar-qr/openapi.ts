// OpenAPI declaration of POST /api/v1/clube/cliente/renovar-qr (lib/openapi/registro.ts).
import { MENSAGEM_QR_RENOVADO } from '@/lib/domain/clube/renovar-qr';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { renovarQrResponseSchema } from '@/lib/openapi/respostas-clube';
import { ID } from '@/lib/openapi/exemplos';

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Clube', seguranca: 'bearerClube' });

export const operacoes = [
  op('POST /api/v1/clube/cliente/renovar-qr', 'renovarQrClube', {
    resumo: 'Gerar um novo QR do cliente',
    descricao: `Sem corpo. Gera um novo token de QR (o conteúdo do QR é só o UUID) e **invalida o anterior na hora**: a partir da resposta, o token antigo dá 404 em \`GET /api/v1/cliente/buscar?qr=\` (PDV) e em \`GET /api/v1/admin/cliente/identificar?qr=\` (caixa). Use quando o QR foi fotografado ou compartilhado. A sessão do clube continua; \`renovar\` e \`login\` passam a devolver o novo \`qrToken\`.`,
    dados: renovarQrResponseSchema,
    sucesso: 'Novo QR.',
    mensagem: MENSAGEM_QR_RENOVADO,
    exemplo: { qrToken: ID.qr, dataGerada: '2026-11-22T15:20:00Z' },
    erros: [],
  }),
];

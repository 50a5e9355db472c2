import { ADMINISTRADORES, rotaAdmin, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { MENSAGENS_SEGMENTO, atualizarSegmento, excluirSegmento, obterSegmento } from '@/lib/domain/segmento/admin-segmentos';
import { gravarSegmentoSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const segmento = rotasDoRegistroAdmin('/api/v1/admin/segmentos/{id}');

export const GET = segmento.obter(ADMINISTRADORES, obterSegmento);

// The tenant of a segment never changes: a tenantId in the body is only checked against the scope.
export const PUT = rotaAdmin(
  'PUT /api/v1/admin/segmentos/{id}',
  { perfis: ADMINISTRADORES, corpo: gravarSegmentoSchema, id: true },
  async ({ principal, corpo, id }) => {
    const { tenantId, ...dados } = corpo;
    tenantDoEscopo(principal, tenantId);
    return respostaOk(await atualizarSegmento(principal, id, dados), { mensagem: MENSAGENS_SEGMENTO.atualizado });
  },
);

export const DELETE = segmento.excluir(ADMINISTRADORES, excluirSegmento, MENSAGENS_SEGMENTO.excluido);

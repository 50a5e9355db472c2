import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { MENSAGENS_SEGMENTO, atualizarSegmento, excluirSegmento, obterSegmento } from '@/lib/domain/segmento/admin-segmentos';
import { gravarSegmentoSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const id = (params: Record<string, string>) => validar(campoUuid('Id'), params.id);

export const GET = rotaAdmin('GET /api/v1/admin/segmentos/{id}', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await obterSegmento(principal, id(ctx.params))),
);

// The tenant of a segment never changes: a tenantId in the body is only checked against the scope.
export const PUT = rotaAdmin(
  'PUT /api/v1/admin/segmentos/{id}',
  { perfis: ADMINISTRADORES, corpo: gravarSegmentoSchema },
  async ({ principal, corpo, ctx }) => {
    const { tenantId, ...dados } = corpo;
    tenantDoEscopo(principal, tenantId);
    return respostaOk(await atualizarSegmento(principal, id(ctx.params), dados), { mensagem: MENSAGENS_SEGMENTO.atualizado });
  },
);

export const DELETE = rotaAdmin('DELETE /api/v1/admin/segmentos/{id}', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await excluirSegmento(principal, id(ctx.params)), { mensagem: MENSAGENS_SEGMENTO.excluido }),
);

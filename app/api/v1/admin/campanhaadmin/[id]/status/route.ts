import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { alterarStatusCampanha } from '@/lib/domain/campanha/gravar-campanha';
import { campoUuid, statusCampanhaQuerySchema } from '../../schemas';

export const PATCH = rotaAdmin(
  'PATCH /api/v1/admin/CampanhaAdmin/{id}/status',
  { perfis: ADMINISTRADORES, query: statusCampanhaQuerySchema },
  async ({ principal, query, ctx }) =>
    respostaOk(await alterarStatusCampanha(principal, validar(campoUuid('Id'), ctx.params.id), query.status), {
      mensagem: 'Status da campanha atualizado.',
    }),
);

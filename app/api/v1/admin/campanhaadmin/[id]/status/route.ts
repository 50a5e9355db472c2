import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { alterarStatusCampanha } from '@/lib/domain/campanha/gravar-campanha';
import { statusCampanhaQuerySchema } from '../../schemas';

export const PATCH = rotaAdmin(
  'PATCH /api/v1/admin/CampanhaAdmin/{id}/status',
  { perfis: ADMINISTRADORES, query: statusCampanhaQuerySchema, id: true },
  async ({ principal, query, id }) =>
    respostaOk(await alterarStatusCampanha(principal, id, query.status), {
      mensagem: 'Status da campanha atualizado.',
    }),
);

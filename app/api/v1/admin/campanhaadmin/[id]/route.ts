import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { atualizarCampanha, obterCampanha } from '@/lib/domain/campanha/gravar-campanha';
import { atualizarCampanhaSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin('GET /api/v1/admin/CampanhaAdmin/{id}', { perfis: ADMINISTRADORES, id: true }, async ({ principal, id }) =>
  respostaOk(await obterCampanha(principal, id)),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/CampanhaAdmin/{id}',
  { perfis: ADMINISTRADORES, corpo: atualizarCampanhaSchema, id: true },
  async ({ principal, corpo, id }) =>
    respostaOk(await atualizarCampanha(principal, id, corpo), { mensagem: 'Campanha atualizada com sucesso.' }),
);

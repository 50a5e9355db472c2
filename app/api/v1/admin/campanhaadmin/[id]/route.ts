import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { atualizarCampanha, obterCampanha } from '@/lib/domain/campanha/gravar-campanha';
import { atualizarCampanhaSchema, campoUuid } from '../schemas';

export const dynamic = 'force-dynamic';

const id = (params: Record<string, string>) => validar(campoUuid('Id'), params.id);

export const GET = rotaAdmin('GET /api/v1/admin/CampanhaAdmin/{id}', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await obterCampanha(principal, id(ctx.params))),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/CampanhaAdmin/{id}',
  { perfis: ADMINISTRADORES, corpo: atualizarCampanhaSchema },
  async ({ principal, corpo, ctx }) =>
    respostaOk(await atualizarCampanha(principal, id(ctx.params), corpo), { mensagem: 'Campanha atualizada com sucesso.' }),
);

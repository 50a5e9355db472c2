import { ADMINISTRADORES, TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { atualizarLoja, obterLoja } from '@/lib/domain/loja/admin-lojas';
import { atualizarLojaSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const id = (params: Record<string, string>) => validar(campoUuid('Id'), params.id);

export const GET = rotaAdmin('GET /api/v1/admin/lojas/{id}', { perfis: TODOS_OS_PERFIS }, async ({ principal, ctx }) =>
  respostaOk(await obterLoja(principal, id(ctx.params))),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/lojas/{id}',
  { perfis: ADMINISTRADORES, corpo: atualizarLojaSchema },
  async ({ principal, corpo, ctx }) =>
    respostaOk(await atualizarLoja(principal, id(ctx.params), corpo), { mensagem: 'Loja atualizada com sucesso.' }),
);

import { ADMINISTRADORES, TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { atualizarLoja, obterLoja } from '@/lib/domain/loja/admin-lojas';
import { atualizarLojaSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin('GET /api/v1/admin/lojas/{id}', { perfis: TODOS_OS_PERFIS, id: true }, async ({ principal, id }) =>
  respostaOk(await obterLoja(principal, id)),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/lojas/{id}',
  { perfis: ADMINISTRADORES, corpo: atualizarLojaSchema, id: true },
  async ({ principal, corpo, id }) => respostaOk(await atualizarLoja(principal, id, corpo), { mensagem: 'Loja atualizada com sucesso.' }),
);

import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { atualizarUsuario, obterUsuario } from '@/lib/domain/acesso/admin-usuarios';
import { atualizarUsuarioSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin('GET /api/v1/admin/usuarios/{id}', { perfis: ADMINISTRADORES, id: true }, async ({ principal, id }) =>
  respostaOk(await obterUsuario(principal, id)),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/usuarios/{id}',
  { perfis: ADMINISTRADORES, corpo: atualizarUsuarioSchema, id: true },
  async ({ principal, corpo, id }) =>
    respostaOk(await atualizarUsuario(principal, id, corpo), { mensagem: 'Usuário atualizado com sucesso.' }),
);

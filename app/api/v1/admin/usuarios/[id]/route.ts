import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { atualizarUsuario, obterUsuario } from '@/lib/domain/acesso/admin-usuarios';
import { atualizarUsuarioSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const id = (params: Record<string, string>) => validar(campoUuid('Id'), params.id);

export const GET = rotaAdmin('GET /api/v1/admin/usuarios/{id}', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await obterUsuario(principal, id(ctx.params))),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/usuarios/{id}',
  { perfis: ADMINISTRADORES, corpo: atualizarUsuarioSchema },
  async ({ principal, corpo, ctx }) =>
    respostaOk(await atualizarUsuario(principal, id(ctx.params), corpo), { mensagem: 'Usuário atualizado com sucesso.' }),
);

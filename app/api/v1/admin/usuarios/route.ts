import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { criarUsuario, listarUsuarios } from '@/lib/domain/acesso/admin-usuarios';
import { criarUsuarioSchema, listarUsuariosQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/usuarios',
  { perfis: ADMINISTRADORES, query: listarUsuariosQuerySchema },
  async ({ principal, query }) => respostaOk(await listarUsuarios(principal, query)),
);

export const POST = rotaAdmin(
  'POST /api/v1/admin/usuarios',
  { perfis: ADMINISTRADORES, corpo: criarUsuarioSchema },
  async ({ principal, corpo }) =>
    respostaOk(await criarUsuario(principal, corpo), {
      status: 201,
      mensagem: 'Usuário criado. Enviamos a ele o e-mail de primeiro acesso para definir a senha.',
    }),
);

import { ADMINISTRADORES, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { MENSAGENS_USUARIO, atualizarUsuario, obterUsuario } from '@/lib/domain/acesso/admin-usuarios';
import { atualizarUsuarioSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const usuario = rotasDoRegistroAdmin('/api/v1/admin/usuarios/{id}');

export const GET = usuario.obter(ADMINISTRADORES, obterUsuario);

export const PUT = usuario.atualizar(ADMINISTRADORES, atualizarUsuarioSchema, atualizarUsuario, MENSAGENS_USUARIO.atualizado);

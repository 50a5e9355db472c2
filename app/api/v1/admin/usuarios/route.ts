import { ADMINISTRADORES, rotasDaColecaoAdmin } from '@/lib/api/admin';
import { MENSAGENS_USUARIO, criarUsuario, listarUsuarios } from '@/lib/domain/acesso/admin-usuarios';
import { criarUsuarioSchema, listarUsuariosQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

const usuarios = rotasDaColecaoAdmin('/api/v1/admin/usuarios');

export const GET = usuarios.listar(ADMINISTRADORES, listarUsuariosQuerySchema, listarUsuarios);

export const POST = usuarios.criar(ADMINISTRADORES, criarUsuarioSchema, criarUsuario, MENSAGENS_USUARIO.criado);

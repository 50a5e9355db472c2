import { ADMINISTRADORES, respostaAtivo, rotaAdmin } from '@/lib/api/admin';
import { alterarStatusUsuario } from '@/lib/domain/acesso/admin-usuarios';
import { statusUsuarioQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// Deactivation ends the user's sessions at once (the session version moves).
export const PATCH = rotaAdmin(
  'PATCH /api/v1/admin/usuarios/{id}/status',
  { perfis: ADMINISTRADORES, query: statusUsuarioQuerySchema, id: true },
  async ({ principal, query, id }) =>
    respostaAtivo(await alterarStatusUsuario(principal, id, query.ativo), 'Usuário ativado.', 'Usuário desativado.'),
);

import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { alterarStatusUsuario } from '@/lib/domain/acesso/admin-usuarios';
import { statusUsuarioQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// Deactivation ends the user's sessions at once (the session version moves).
export const PATCH = rotaAdmin(
  'PATCH /api/v1/admin/usuarios/{id}/status',
  { perfis: ADMINISTRADORES, query: statusUsuarioQuerySchema },
  async ({ principal, query, ctx }) => {
    const r = await alterarStatusUsuario(principal, validar(campoUuid('Id'), ctx.params.id), query.ativo);
    return respostaOk(r, { mensagem: r.ativo ? 'Usuário ativado.' : 'Usuário desativado.' });
  },
);

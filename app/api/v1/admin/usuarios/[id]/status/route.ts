import { ADMINISTRADORES, rotaStatusAdmin } from '@/lib/api/admin';
import { alterarStatusUsuario } from '@/lib/domain/acesso/admin-usuarios';

export const dynamic = 'force-dynamic';

// Deactivation ends the user's sessions at once (the session version moves).
export const PATCH = rotaStatusAdmin('PATCH /api/v1/admin/usuarios/{id}/status', ADMINISTRADORES, alterarStatusUsuario, ['Usuário', 'o']);

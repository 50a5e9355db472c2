import { ADMINISTRADORES, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { redefinirDoisFatoresUsuario } from '@/lib/domain/acesso/admin-usuarios';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';

export const dynamic = 'force-dynamic';

// Resets a user's two-step verification (lost phone): off, and the user's sessions end.
export const DELETE = rotasDoRegistroAdmin('/api/v1/admin/usuarios/{id}/dois-fatores').excluir(
  ADMINISTRADORES,
  redefinirDoisFatoresUsuario,
  MENSAGENS_DOIS_FATORES.redefinida,
);

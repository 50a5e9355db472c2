import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { agora } from '@/lib/relogio';
import { alcanceDaCampanhaSalva } from '@/lib/domain/comunicacao/admin-campanhas';

export const dynamic = 'force-dynamic';

// The saved campaign's reach now, without any customer's data (the "Enviar agora" dialog).
export const GET = rotaAdmin(
  'GET /api/v1/admin/comunicacao/campanhas/{id}/alcance',
  { perfis: ADMINISTRADORES, id: true },
  async ({ principal, id }) => respostaOk(await alcanceDaCampanhaSalva(principal, id, agora())),
);

import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { agora } from '@/lib/relogio';
import { MENSAGENS_COMUNICACAO, cancelarCampanhaComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/admin/comunicacao/campanhas/{id}/cancelar',
  { perfis: ADMINISTRADORES, id: true },
  async ({ principal, id }) =>
    respostaOk(await cancelarCampanhaComunicacao(principal, id, agora()), {
      mensagem: MENSAGENS_COMUNICACAO.cancelada,
    }),
);

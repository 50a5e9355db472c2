import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { agora } from '@/lib/relogio';
import { MENSAGENS_COMUNICACAO, cancelarCampanhaComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/admin/comunicacao/campanhas/{id}/cancelar',
  { perfis: ADMINISTRADORES },
  async ({ principal, ctx }) =>
    respostaOk(await cancelarCampanhaComunicacao(principal, validar(campoUuid('Id'), ctx.params.id), agora()), {
      mensagem: MENSAGENS_COMUNICACAO.cancelada,
    }),
);

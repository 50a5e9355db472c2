import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { agora } from '@/lib/relogio';
import { MENSAGENS_COMUNICACAO, enviarCampanhaComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';
import { enviarCampanhaComunicacaoSchema } from '../../../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/admin/comunicacao/campanhas/{id}/enviar',
  { perfis: ADMINISTRADORES, corpo: enviarCampanhaComunicacaoSchema },
  async ({ principal, corpo, ctx }) => {
    const r = await enviarCampanhaComunicacao(principal, validar(campoUuid('Id'), ctx.params.id), corpo.agendadaPara, agora());
    return respostaOk(r, { mensagem: r.status === 'Agendada' ? MENSAGENS_COMUNICACAO.agendada : MENSAGENS_COMUNICACAO.iniciada });
  },
);

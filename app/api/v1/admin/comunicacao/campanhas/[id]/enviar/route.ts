import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { agora } from '@/lib/relogio';
import { MENSAGENS_COMUNICACAO, enviarCampanhaComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';
import { enviarCampanhaComunicacaoSchema } from '../../../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/admin/comunicacao/campanhas/{id}/enviar',
  { perfis: ADMINISTRADORES, corpo: enviarCampanhaComunicacaoSchema, id: true },
  async ({ principal, corpo, id }) => {
    const r = await enviarCampanhaComunicacao(principal, id, corpo.agendadaPara, agora());
    return respostaOk(r, { mensagem: r.status === 'Agendada' ? MENSAGENS_COMUNICACAO.agendada : MENSAGENS_COMUNICACAO.iniciada });
  },
);

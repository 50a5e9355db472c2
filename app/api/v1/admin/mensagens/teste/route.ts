import { SEM_CACHE, SO_SUPERADMIN, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { exigirLimite } from '@/lib/api/limites';
import { REGRAS } from '@/lib/limites/limitador';
import { enviarEmailTeste, MENSAGENS_EMAIL_TESTE } from '@/lib/domain/notificacoes/enviar-email-teste';
import { emailTesteSchema } from '../schemas';

export const dynamic = 'force-dynamic';

// A refused test is still an answered test: 200 with `aceito: false` and what the server said,
// so the panel shows it beside the form (docs/operacao.md). The per-user limit keeps the button
// from being a way to flood an address.
export const POST = rotaAdmin(
  'POST /api/v1/admin/mensagens/teste',
  { perfis: SO_SUPERADMIN, corpo: emailTesteSchema },
  async ({ principal, corpo }) => {
    await exigirLimite(REGRAS.emailTeste, principal.usuarioId);
    const r = await enviarEmailTeste(principal, corpo.email);
    const mensagem = !r.aceito
      ? MENSAGENS_EMAIL_TESTE.recusado
      : r.canal === 'sink'
        ? MENSAGENS_EMAIL_TESTE.sink
        : MENSAGENS_EMAIL_TESTE.aceito;
    return respostaOk(r, { mensagem, cabecalhos: SEM_CACHE });
  },
);

import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { REGRAS } from '@/lib/limites/limitador';
import { agora } from '@/lib/relogio';
import { confirmarDescadastro, lerDescadastro } from '@/lib/domain/comunicacao/descadastro-publico';
import { MENSAGENS_COMUNICACAO } from '@/lib/domain/comunicacao/mensagens';
import { descadastroQuerySchema } from '@/app/api/v1/admin/comunicacao/schemas';

export const dynamic = 'force-dynamic';

// The unsubscribe link of the marketing e-mails (docs/comunicacao.md). GET only reads (mail
// scanners follow links); POST, from the club's confirmation page or a one-click client, withdraws.
export const GET = rotaPublica(
  'GET /api/v1/clube/descadastro',
  { limite: REGRAS.descadastro, query: descadastroQuerySchema },
  async ({ query }) => respostaOk(await lerDescadastro(query.t)),
);

export const POST = rotaPublica(
  'POST /api/v1/clube/descadastro',
  { limite: REGRAS.descadastro, query: descadastroQuerySchema },
  async ({ query }) => respostaOk(await confirmarDescadastro(query.t, agora()), { mensagem: MENSAGENS_COMUNICACAO.descadastrado }),
);

import { respostaOk } from '@/lib/api/envelope';
import { rotaClube } from '@/lib/api/clube';
import { indicacaoDoMembro } from '@/lib/domain/indicacao/indicacao-do-membro';

export const dynamic = 'force-dynamic';

// "Indique e ganhe" (docs/indicacao.md): one item per programme of the member with referrals on.
export const GET = rotaClube('GET /api/v1/clube/indicacao', {}, async ({ principal }) =>
  respostaOk(await indicacaoDoMembro(principal.clienteId)),
);

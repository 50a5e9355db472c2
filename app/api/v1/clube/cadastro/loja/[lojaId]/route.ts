import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { REGRAS } from '@/lib/limites/limitador';
import { lojaDoCadastro } from '@/lib/domain/clube/loja-do-cadastro';
import { lojaDoCadastroQuerySchema } from '@/lib/api/schemas/clube-cadastro';

export const dynamic = 'force-dynamic';

// The page behind a store's "Participe do clube" QR code (docs/clube.md). Any id that is not a
// live store's, malformed ones included, is 404 `Loja não encontrada.`: nothing for a person to fix.
// `indicacao`: a member's referral link (docs/indicacao.md) adds who invited and what it gives.
export const GET = rotaPublica(
  'GET /api/v1/clube/cadastro/loja/{lojaId}',
  { limite: REGRAS.lojaCadastro, query: lojaDoCadastroQuerySchema },
  async ({ ctx, query }) => respostaOk(await lojaDoCadastro(ctx.params.lojaId ?? '', query.indicacao)),
);

import { respostaOk } from '@/lib/api/envelope';
import { rotaPublica } from '@/lib/api/publica';
import { REGRAS } from '@/lib/limites/limitador';
import { lojaDoCadastro } from '@/lib/domain/clube/loja-do-cadastro';

export const dynamic = 'force-dynamic';

// The page behind a store's "Participe do clube" QR code (docs/clube.md). Any id that is not a
// live store's, malformed ones included, is 404 `Loja não encontrada.`: nothing for a person to fix.
export const GET = rotaPublica('GET /api/v1/clube/cadastro/loja/{lojaId}', { limite: REGRAS.lojaCadastro }, async ({ ctx }) =>
  respostaOk(await lojaDoCadastro(ctx.params.lojaId ?? '')),
);

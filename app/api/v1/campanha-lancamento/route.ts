// Public: the launch campaign the site and the sign-up page show (spec, admin endpoints table:
// GET /api/v1/campanha-lancamento, CampanhaLancamentoPublicaResponse in the envelope). No auth.
import { rota } from '@/lib/api/rota';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_LANCAMENTO, obterCampanhaLancamentoPublica } from '@/lib/domain/assinatura/campanha-lancamento';

export const dynamic = 'force-dynamic';

export const GET = rota('GET /api/v1/campanha-lancamento', async () => {
  const c = await obterCampanhaLancamentoPublica();
  return respostaOk(c, { mensagem: c ? null : MENSAGENS_LANCAMENTO.nenhumaAtiva });
});

import { SO_SUPERADMIN, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_LANCAMENTO, obterCampanhaLancamento, salvarCampanhaLancamento } from '@/lib/domain/assinatura/campanha-lancamento';
import { salvarCampanhaLancamentoSchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin('GET /api/v1/admin/campanha-lancamento', { perfis: SO_SUPERADMIN }, async () => {
  const c = await obterCampanhaLancamento();
  return respostaOk(c, { mensagem: c ? null : MENSAGENS_LANCAMENTO.nenhumaCadastrada });
});

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/campanha-lancamento',
  { perfis: SO_SUPERADMIN, corpo: salvarCampanhaLancamentoSchema },
  async ({ principal, corpo }) => respostaOk(await salvarCampanhaLancamento(principal, corpo), { mensagem: MENSAGENS_LANCAMENTO.salva }),
);

import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { alterarStatusLoja } from '@/lib/domain/loja/admin-lojas';
import { statusLojaQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// A deactivated store answers 422 `Loja não encontrada ou inativa.` in every PDV call.
export const PATCH = rotaAdmin(
  'PATCH /api/v1/admin/lojas/{id}/status',
  { perfis: ADMINISTRADORES, query: statusLojaQuerySchema },
  async ({ principal, query, ctx }) => {
    const r = await alterarStatusLoja(principal, validar(campoUuid('Id'), ctx.params.id), query.ativo);
    return respostaOk(r, { mensagem: r.ativo ? 'Loja ativada.' : 'Loja desativada.' });
  },
);

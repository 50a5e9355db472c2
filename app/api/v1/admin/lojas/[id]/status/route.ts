import { ADMINISTRADORES, respostaAtivo, rotaAdmin } from '@/lib/api/admin';
import { alterarStatusLoja } from '@/lib/domain/loja/admin-lojas';
import { statusLojaQuerySchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// A deactivated store answers 422 `Loja não encontrada ou inativa.` in every PDV call.
export const PATCH = rotaAdmin(
  'PATCH /api/v1/admin/lojas/{id}/status',
  { perfis: ADMINISTRADORES, query: statusLojaQuerySchema, id: true },
  async ({ principal, query, id }) =>
    respostaAtivo(await alterarStatusLoja(principal, id, query.ativo), 'Loja ativada.', 'Loja desativada.'),
);

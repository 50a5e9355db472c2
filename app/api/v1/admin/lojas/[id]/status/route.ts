import { ADMINISTRADORES, rotaStatusAdmin } from '@/lib/api/admin';
import { alterarStatusLoja } from '@/lib/domain/loja/admin-lojas';

export const dynamic = 'force-dynamic';

// A deactivated store answers 422 `Loja não encontrada ou inativa.` in every PDV call.
export const PATCH = rotaStatusAdmin('PATCH /api/v1/admin/lojas/{id}/status', ADMINISTRADORES, alterarStatusLoja, ['Loja', 'a']);

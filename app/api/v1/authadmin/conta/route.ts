import { respostaOk } from '@/lib/api/envelope';
import { TODOS_OS_PERFIS, rotaAdmin } from '@/lib/api/admin';
import { obterMinhaConta } from '@/lib/domain/acesso/minha-conta';

export const dynamic = 'force-dynamic';

// The caller's own account, whatever the profile.
export const GET = rotaAdmin('GET /api/v1/AuthAdmin/conta', { perfis: TODOS_OS_PERFIS }, async ({ principal }) =>
  respostaOk(await obterMinhaConta(principal)),
);

import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { verificarDisponibilidade } from '@/lib/domain/assinatura/consultar-assinatura';
import { verificarDisponibilidadeSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/assinatura/verificar',
  { perfis: ADMINISTRADORES, corpo: verificarDisponibilidadeSchema },
  async ({ principal, corpo }) => {
    const { tenantId, ...dados } = corpo;
    return respostaOk(await verificarDisponibilidade(tenantObrigatorio(principal, tenantId), dados));
  },
);

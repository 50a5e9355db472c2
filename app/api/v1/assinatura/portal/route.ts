import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { obterUrlPortal } from '@/lib/domain/assinatura/checkout-assinatura';
import { provedorConfigurado } from '@/lib/domain/assinatura/provedor-cobranca';
import { tenantQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/assinatura/portal',
  { perfis: ADMINISTRADORES, query: tenantQuerySchema, tenant: 'obrigatorio' },
  async ({ tenantId }) => respostaOk(await obterUrlPortal(tenantId, provedorConfigurado())),
);

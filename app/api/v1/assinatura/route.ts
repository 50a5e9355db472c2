import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { obterAssinatura } from '@/lib/domain/assinatura/consultar-assinatura';
import { tenantQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/assinatura',
  { perfis: ADMINISTRADORES, query: tenantQuerySchema, tenant: 'obrigatorio' },
  async ({ tenantId }) => respostaOk(await obterAssinatura(tenantId)),
);

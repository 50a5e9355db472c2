import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { verificarDisponibilidade } from '@/lib/domain/assinatura/consultar-assinatura';
import { verificarDisponibilidadeSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const POST = rotaAdmin(
  'POST /api/v1/assinatura/verificar',
  { perfis: ADMINISTRADORES, corpo: verificarDisponibilidadeSchema, tenant: 'obrigatorio' },
  async ({ tenantId, corpo }) => respostaOk(await verificarDisponibilidade(tenantId, corpo)),
);

import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { MENSAGENS_SEGMENTO, criarSegmento, listarSegmentos } from '@/lib/domain/segmento/admin-segmentos';
import { gravarSegmentoSchema, listarSegmentosQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

// Marketing audiences are the managers' (AdminTenant) and the platform's: a cashier has no use
// for them and should not browse the customer base by spending.
export const GET = rotaAdmin(
  'GET /api/v1/admin/segmentos',
  { perfis: ADMINISTRADORES, query: listarSegmentosQuerySchema },
  async ({ principal, query }) => respostaOk(await listarSegmentos(principal, query)),
);

export const POST = rotaAdmin(
  'POST /api/v1/admin/segmentos',
  { perfis: ADMINISTRADORES, corpo: gravarSegmentoSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => {
    const r = await criarSegmento(principal, tenantId, corpo);
    return respostaOk(r, { status: 201, mensagem: MENSAGENS_SEGMENTO.criado });
  },
);

import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { contarFiltro } from '@/lib/domain/segmento/admin-segmentos';
import { agora } from '@/lib/relogio';
import { contarSegmentoSchema } from '../schemas';

export const dynamic = 'force-dynamic';

// The live count of the panel's editor: a filter not saved yet (docs/segmentos.md).
export const POST = rotaAdmin(
  'POST /api/v1/admin/segmentos/contagem',
  { perfis: ADMINISTRADORES, corpo: contarSegmentoSchema, tenant: 'obrigatorio' },
  async ({ principal, tenantId, corpo }) => respostaOk(await contarFiltro(principal, tenantId, corpo.filtro, agora())),
);

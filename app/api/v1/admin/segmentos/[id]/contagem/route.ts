import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { contarSegmentoSalvo } from '@/lib/domain/segmento/admin-segmentos';
import { agora } from '@/lib/relogio';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin('GET /api/v1/admin/segmentos/{id}/contagem', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await contarSegmentoSalvo(principal, validar(campoUuid('Id'), ctx.params.id), agora())),
);

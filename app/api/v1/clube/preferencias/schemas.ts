// Body of PUT /api/v1/clube/preferencias (docs/segmentos.md, section 4): the programme (absent:
// every programme of the customer) and the channels that change (absent: kept).
import { z } from 'zod';
import { formatoInvalido } from '@/lib/api/campos';
import { campoUuid } from '@/lib/api/consulta';
import { MENSAGENS_PREFERENCIAS } from '@/lib/domain/clube/mensagens-preferencias';

const canal = (campo: string) =>
  z
    .boolean({ error: () => formatoInvalido(campo) })
    .nullish()
    .transform((v) => v ?? undefined);

export const atualizarPreferenciasSchema = z
  .object({
    tenantId: campoUuid('TenantId')
      .nullish()
      .transform((v) => v ?? undefined),
    whatsapp: canal('Whatsapp'),
    email: canal('Email'),
  })
  .refine((v) => v.whatsapp !== undefined || v.email !== undefined, { error: MENSAGENS_PREFERENCIAS.nadaParaAtualizar });

// Query of the development sink listing (GET /api/v1/admin/mensagens; ours, the spec has no such
// endpoint). Paging as the panel's other lists (lib/api/consulta.ts).
import { z } from 'zod';
import { camposPaginacao, textoDeQuery } from '@/lib/api/consulta';
import { CANAIS_MENSAGEM, type CanalMensagem } from '@/lib/domain/notificacoes/listar-mensagens-dev';

const MSG_CANAL = 'O parâmetro canal deve ser email ou whatsapp.';

export const listarMensagensQuerySchema = z.object({
  /** Part of the e-mail address or phone, any case; blank = every destination. */
  destino: textoDeQuery('destino', 200),
  /** `email` or `whatsapp`, any case; blank = both. */
  canal: z
    .string({ error: () => MSG_CANAL })
    .trim()
    .toLowerCase()
    .refine((v) => v === '' || (CANAIS_MENSAGEM as readonly string[]).includes(v), { error: MSG_CANAL })
    .optional()
    .transform((v) => (v ? (v as CanalMensagem) : undefined))
    .meta({ type: 'string', enum: [...CANAIS_MENSAGEM] }),
  ...camposPaginacao,
});

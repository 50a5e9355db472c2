// Requests of /api/v1/admin/mensagens and its sub-routes (ours, the spec has no such endpoints):
// the development sink listing, the outbox's deliveries and the test e-mail. Paging as the
// panel's other lists (lib/api/consulta.ts).
import { z } from 'zod';
import { campoEmailObrigatorio, camposPaginacao, textoDeQuery } from '@/lib/api/consulta';
import { CANAIS_MENSAGEM, type CanalMensagem } from '@/lib/domain/notificacoes/listar-mensagens-dev';
import { CODIGOS_TIPO_ENTREGA, STATUS_ENTREGA } from '@/lib/domain/notificacoes/tipos-entrega';

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

const MSG_STATUS = `O parâmetro status deve ser ${STATUS_ENTREGA.slice(0, -1).join(', ')} ou ${STATUS_ENTREGA.at(-1)}.`;
const MSG_TIPO = `O parâmetro tipo deve ser ${CODIGOS_TIPO_ENTREGA.slice(0, -1).join(', ')} ou ${CODIGOS_TIPO_ENTREGA.at(-1)}.`;

/** A query enum, any case, blank = no filter; answered in its canonical spelling. */
const opcaoDeQuery = <T extends string>(valores: readonly T[], mensagem: string) =>
  z
    .string({ error: () => mensagem })
    .trim()
    .refine((v) => v === '' || valores.some((x) => x.toLowerCase() === v.toLowerCase()), { error: mensagem })
    .optional()
    .transform((v) => (v ? valores.find((x) => x.toLowerCase() === v.toLowerCase()) : undefined))
    .meta({ type: 'string', enum: [...valores] });

/** Query of GET /api/v1/admin/mensagens/entregas (the outbox's notices; ours, the spec has none). */
export const listarEntregasQuerySchema = z.object({
  status: opcaoDeQuery(STATUS_ENTREGA, MSG_STATUS),
  tipo: opcaoDeQuery(CODIGOS_TIPO_ENTREGA, MSG_TIPO),
  ...camposPaginacao,
});

/** Body of POST /api/v1/admin/mensagens/teste. */
export const emailTesteSchema = z.object({ email: campoEmailObrigatorio('Email') });

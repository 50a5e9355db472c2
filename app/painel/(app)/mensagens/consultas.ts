// Reads of the development sink page: the same query schema and domain function as
// GET /api/v1/admin/mensagens (SuperAdmin only), and which channels are really configured.
import { env } from '@/lib/env';
import { listarMensagensDev } from '@/lib/domain/notificacoes/listar-mensagens-dev';
import { listarMensagensQuerySchema } from '@/app/api/v1/admin/mensagens/schemas';
import { consultarPagina } from '@/app/painel/(app)/consulta-pagina';

export async function consultarMensagens(parametros: Record<string, string>) {
  return consultarPagina(listarMensagensQuerySchema, parametros, async (q) => ({ pagina: await listarMensagensDev(q) }));
}

/** A configured channel sends for real and writes nothing here (lib/notificacoes/canais.ts). */
export function canaisReais() {
  const e = env();
  return { email: !!e.SMTP_URL, whatsapp: !!e.WHATSAPP_API_URL };
}

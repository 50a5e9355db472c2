// Reads of the messages pages (SuperAdmin only): the development sink and the outbox's deliveries,
// through the same query schemas and domain functions as GET /api/v1/admin/mensagens and
// GET /api/v1/admin/mensagens/entregas, and which channels are really configured.
import { env } from '@/lib/env';
import { listarMensagensDev } from '@/lib/domain/notificacoes/listar-mensagens-dev';
import { listarEntregas } from '@/lib/domain/notificacoes/listar-entregas';
import { servidorSmtp } from '@/lib/notificacoes/canais';
import { listarEntregasQuerySchema, listarMensagensQuerySchema } from '@/app/api/v1/admin/mensagens/schemas';
import { consultarPagina } from '@/app/painel/(app)/consulta-pagina';

export async function consultarMensagens(parametros: Record<string, string>) {
  return consultarPagina(listarMensagensQuerySchema, parametros, async (q) => ({ pagina: await listarMensagensDev(q) }));
}

export async function consultarEntregas(parametros: Record<string, string>) {
  return consultarPagina(listarEntregasQuerySchema, parametros, async (q) => ({ pagina: await listarEntregas(q) }));
}

/**
 * A configured channel sends for real and writes nothing to the sink (lib/notificacoes/canais.ts).
 * The SMTP server is named by host and port only: SMTP_URL's user and password never reach a page.
 */
export function canaisReais() {
  const e = env();
  return {
    email: e.SMTP_URL ? servidorSmtp(e.SMTP_URL) : null,
    whatsapp: e.WHATSAPP_API_URL ? new URL(e.WHATSAPP_API_URL).host : null,
  };
}

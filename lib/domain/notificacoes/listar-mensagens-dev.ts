// Reading the development sink (`mensagem_dev`, lib/notificacoes/canais.ts): the e-mails and
// WhatsApp messages the service would have sent while no channel is configured (no SMTP_URL, no
// WHATSAPP_API_URL). With both configured nothing is written there. The sink is platform-wide
// (no tenant column) and its texts carry first-access links and club PINs, so only the platform
// team reads it (GET /api/v1/admin/mensagens, SuperAdmin). Newest first, paged like the panel's
// other lists.
import 'server-only';
import { prismaLeitura } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { paginaDe, type Pagina, type Paginacao } from '@/lib/api/consulta';
import type { MensagemDev, Prisma } from '@/lib/generated/prisma/client';

export const CANAIS_MENSAGEM = ['email', 'whatsapp'] as const;
export type CanalMensagem = (typeof CANAIS_MENSAGEM)[number];

export type MensagemDevResponse = {
  id: string;
  /** The outbox event's idempotency key (one message per event, whatever the retries). */
  chave: string;
  eventoId: string | null;
  /** Written by lib/notificacoes/canais.ts `canalSink`, whose channels are these two. */
  canal: CanalMensagem;
  /** E-mail address, or phone in E.164. */
  destino: string;
  assunto: string;
  texto: string;
  criadoEm: string;
};

export function serializarMensagemDev(m: MensagemDev): MensagemDevResponse {
  return {
    id: m.id,
    chave: m.chave,
    eventoId: m.eventoId,
    canal: m.canal as CanalMensagem,
    destino: m.destino,
    assunto: m.assunto,
    texto: m.texto,
    criadoEm: isoUtc(m.criadoEm),
  };
}

export type FiltroMensagensDev = Paginacao & {
  /** Part of the address or phone, any case. */
  destino?: string;
  canal?: CanalMensagem;
};

export async function listarMensagensDev(f: FiltroMensagensDev): Promise<Pagina<MensagemDevResponse>> {
  const where: Prisma.MensagemDevWhereInput = {
    ...(f.destino ? { destino: { contains: f.destino, mode: 'insensitive' } } : {}),
    ...(f.canal ? { canal: f.canal } : {}),
  };
  return paginaDe(f, serializarMensagemDev, prismaLeitura.mensagemDev, { where, orderBy: [{ criadoEm: 'desc' }, { id: 'desc' }] });
}

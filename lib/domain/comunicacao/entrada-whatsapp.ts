// Replies received by the WhatsApp provider (docs/comunicacao.md, "Descadastro"): the provider
// posts each one to /api/v1/webhooks/whatsapp/entrada with the shared secret of
// WHATSAPP_ENTRADA_SEGREDO. A keyword (SAIR, PARAR…) withdraws WhatsApp marketing consent at once.
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { env } from '@/lib/env';
import { naoAutorizado } from '@/lib/erros';
import { descadastrarPorWhatsapp, ehPalavraDeSaida } from './descadastro';

export function autenticarProvedor(autorizacao: string | null): void {
  const segredo = env().WHATSAPP_ENTRADA_SEGREDO;
  const recebido = autorizacao?.startsWith('Bearer ') ? autorizacao.slice(7) : '';
  const a = Buffer.from(recebido);
  const b = Buffer.from(segredo ?? '');
  if (!segredo || a.length !== b.length || !timingSafeEqual(a, b)) throw naoAutorizado();
}

export async function receberMensagemWhatsapp(
  m: { de: string; texto: string },
  agora: Date,
): Promise<{ descadastrado: boolean; programas: number }> {
  if (!ehPalavraDeSaida(m.texto)) return { descadastrado: false, programas: 0 };
  const programas = await descadastrarPorWhatsapp(m.de, agora);
  return { descadastrado: true, programas };
}

// POST /api/v1/clube/cliente/renovar-qr (spec "Club endpoints"): a new QR token for the customer.
// The QR token is a credential (the operator identifies the customer by it, and the PDV's
// cliente/buscar reads the registration by it), so the previous one stops working the moment
// this commits: both lookups compare against the single `qr_token` column.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { naoAutorizado } from '@/lib/erros';
import { isoUtc } from '@/lib/datas';

export const MENSAGEM_QR_RENOVADO = 'QR Code renovado. O anterior deixou de valer.';

export type RenovarQrResponse = { qrToken: string; dataGerada: string };

const S_RENOVAR = consulta(`
  UPDATE cliente SET qr_token = gen_random_uuid(), qr_gerado_em = $2, atualizado_em = $2
   WHERE id = $1 AND anonimizado_em IS NULL
  RETURNING qr_token, qr_gerado_em`);

export async function renovarQr(clienteId: string, agora: Date): Promise<RenovarQrResponse> {
  const [r] = await sql.query<{ qr_token: string; qr_gerado_em: Date }>(S_RENOVAR, [clienteId, agora]);
  // Erased between the token check and this statement: no longer a customer to answer.
  if (!r) throw naoAutorizado();
  return { qrToken: r.qr_token, dataGerada: isoUtc(r.qr_gerado_em) };
}

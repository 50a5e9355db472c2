// GET /api/v1/admin/cliente/identificar: the operator at the counter reads the customer's QR
// (only the token UUID) and gets the customer's balance in the operator's tenant (spec
// "Operator identification": the identified-customer record, without the CPF). The QR token is
// a credential of the customer: it is honoured only here, behind an operator's bearer token.
import 'server-only';
import { sql } from '@/lib/db';
import { regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import type { ClienteSaldoResponse } from '@/lib/domain/resgate/consultar-saldo';
import { consultaSaldoDoCliente, naoEncontrado, saldoDoCliente, type LinhaSaldoDoCliente } from '@/lib/domain/cliente/admin-obter-cliente';

/** Spec: `clienteId`, `clienteNome`, the three balances and `lotesAtivos`; never the CPF. */
export type ClienteIdentificadoResponse = ClienteSaldoResponse;

// An LGPD-anonymised person (no CPF) cannot be identified, as in cliente/buscar.
const Q_POR_QR = consultaSaldoDoCliente('c.qr_token = $2::uuid AND c.cpf IS NOT NULL');

/** `qr` must already be a UUID (the route answers 422 otherwise). */
export async function identificarCliente(tenantId: string, qr: string): Promise<ClienteIdentificadoResponse> {
  const [l] = await sql.query<LinhaSaldoDoCliente>(Q_POR_QR, [tenantId, qr.toLowerCase(), relogio()]);
  // Unknown token, or a customer who is not a member of this programme.
  if (!l) throw naoEncontrado();
  // A deactivated customer earns and redeems nothing here (docs/regras-de-negocio.md §10), so
  // the counter is told at identification, as the PDV's balance lookup does.
  if (!l.vinculo_ativo) throw regraDeNegocio(MENSAGENS_VENDA.clienteInativo);
  return saldoDoCliente(l);
}

// The counter finds a customer of its programme by the club's QR, by CPF or by phone, and gets
// the name and the balances with the active lots (the spec's identified-customer record, plus
// whether the membership is active). Never the CPF: the cashier who typed it knows it, and one
// read by QR must not reveal it (spec "Operator identification").
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { cpfValido, normalizarCpf } from '@/lib/documentos/cpf';
import { telefoneValido } from '@/lib/api/campos-documentos';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { consultaSaldoDoCliente, saldoDoCliente, type LinhaSaldoDoCliente } from '@/lib/domain/cliente/admin-obter-cliente';
import type { ClienteSaldoResponse } from '@/lib/domain/resgate/consultar-saldo';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';

export type ClienteCaixaResponse = ClienteSaldoResponse & {
  /** false: deactivated in this programme; it neither earns nor redeems until reactivated. */
  ativo: boolean;
};

export type BuscaCaixa = { qr?: string; cpf?: string; telefone?: string; clienteId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Several people may share a phone (a family): the counter shows at most this many. */
export const MAXIMO_CLIENTES_CAIXA = 10;

// An LGPD-anonymised person (no CPF) is never found, as in cliente/buscar.
const Q_POR_QR = consultaSaldoDoCliente('c.qr_token = $2::uuid AND c.cpf IS NOT NULL');
const Q_POR_CPF = consultaSaldoDoCliente('c.cpf = $2');
const Q_POR_ID = consultaSaldoDoCliente('c.id = $2::uuid AND c.cpf IS NOT NULL');
// Phones are stored as digits; with or without the country code 55.
const Q_POR_TELEFONE = consultaSaldoDoCliente(
  `c.cpf IS NOT NULL AND (c.telefone = $2 OR c.telefone = '55' || $2 OR '55' || c.telefone = $2)
   ORDER BY c.nome NULLS LAST, c.id LIMIT ${MAXIMO_CLIENTES_CAIXA}`,
);

const naoEncontrado = (mensagem: string = MENSAGENS_CLIENTE.naoEncontrado) => new ErroDeNegocio(404, mensagem);

/**
 * Exactly one of `qr`, `cpf`, `telefone`, `clienteId`. QR and CPF find one person; a phone may
 * find several. None found: 404 (the counter then offers to register the customer).
 */
export async function buscarClientesCaixa(tenantId: string, b: BuscaCaixa): Promise<ClienteCaixaResponse[]> {
  const informados = [b.qr, b.cpf, b.telefone, b.clienteId].filter((v) => v !== undefined && v !== '');
  if (informados.length !== 1) throw new ErroDeNegocio(422, MENSAGENS_CAIXA.umaBusca);
  const agora = relogio();
  let linhas: LinhaSaldoDoCliente[];
  if (b.qr) {
    // The QR carries only the token UUID; a URL, a CPF or an old token all mean "show the current QR".
    if (!UUID.test(b.qr)) throw new ErroDeNegocio(422, MENSAGENS_CAIXA.qrInvalido);
    linhas = await sql.query<LinhaSaldoDoCliente>(Q_POR_QR, [tenantId, b.qr.toLowerCase(), agora]);
    if (linhas.length === 0) throw naoEncontrado(MENSAGENS_CAIXA.qrInvalido);
  } else if (b.cpf) {
    if (!cpfValido(b.cpf)) throw new ErroDeNegocio(422, MENSAGENS_CAIXA.cpfInvalido);
    linhas = await sql.query<LinhaSaldoDoCliente>(Q_POR_CPF, [tenantId, normalizarCpf(b.cpf), agora]);
  } else if (b.telefone) {
    if (!telefoneValido(b.telefone)) throw new ErroDeNegocio(422, MENSAGENS_CAIXA.telefoneInvalido);
    linhas = await sql.query<LinhaSaldoDoCliente>(Q_POR_TELEFONE, [tenantId, b.telefone.replace(/\D/g, ''), agora]);
  } else {
    if (!UUID.test(b.clienteId!)) throw naoEncontrado();
    linhas = await sql.query<LinhaSaldoDoCliente>(Q_POR_ID, [tenantId, b.clienteId!.toLowerCase(), agora]);
  }
  if (linhas.length === 0) throw naoEncontrado(b.clienteId ? MENSAGENS_CLIENTE.naoEncontrado : MENSAGENS_CAIXA.nenhumCliente);
  return linhas.map((l) => ({ ...saldoDoCliente(l), ativo: l.vinculo_ativo }));
}

const Q_CPF_DO_MEMBRO = consulta(`
  SELECT c.cpf FROM cliente_tenant ct JOIN cliente c ON c.id = ct.cliente_id
   WHERE ct.tenant_id = $1 AND ct.cliente_id = $2::uuid AND c.cpf IS NOT NULL`);

/**
 * The CPF the PDV's domain functions key on, for a customer the counter identified by id. Only a
 * member of the programme is found (404 otherwise), so no tenant acts on another's customers.
 */
export async function cpfDoClienteCaixa(tenantId: string, clienteId: string): Promise<string> {
  if (!UUID.test(clienteId)) throw naoEncontrado();
  const [c] = await sql.query<{ cpf: string }>(Q_CPF_DO_MEMBRO, [tenantId, clienteId.toLowerCase()]);
  if (!c) throw naoEncontrado();
  return c.cpf;
}

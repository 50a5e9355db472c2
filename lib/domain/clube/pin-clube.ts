// Club PINs (spec "Club endpoints": solicitar-pin and login with CPF + PIN).
//
// - 6 digits from a cryptographic source (crypto.randomInt), stored only as an HMAC keyed by the
//   server's secret (a bare hash of a 6-digit number would be reversed by trying all of them).
// - Valid 10 minutes, single use; a new PIN voids the previous one.
// - Guessing is hopeless also from many addresses, because the limits are per ACCOUNT:
//   a PIN dies after 5 wrong tries; 10 wrong tries in 24 hours lock PIN login for 24 hours;
//   at most 5 PINs an hour are issued per account. An attacker gets at most ~10 guesses a day
//   at one account: 10 in 1,000,000 (docs/clube.md has the arithmetic).
// - solicitar-pin answers the same way, in at least the same time, whether or not the CPF
//   exists: an unknown CPF gets a plausible masked destination derived from the CPF itself, so
//   asking twice gives the same answer.
import 'server-only';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { consulta, sql, transacao } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { chaveDerivada } from '@/lib/segredos';
import { canaisConfigurados } from '@/lib/notificacoes/canais';
import { mascararEmail, mascararTelefone, paraE164 } from '@/lib/notificacoes/contatos';

export const VALIDADE_PIN_MINUTOS = 10;
export const MAX_TENTATIVAS_POR_PIN = 5;
export const MAX_FALHAS_POR_CONTA = 10;
export const JANELA_FALHAS_MS = 24 * 60 * 60_000;
export const BLOQUEIO_MS = 24 * 60 * 60_000;
export const MAX_PINS_POR_HORA = 5;

export const MENSAGENS_PIN = {
  invalido: 'PIN inválido ou expirado.',
  bloqueado: 'Acesso por PIN bloqueado por excesso de tentativas. Entre com sua senha ou tente de novo em 24 horas.',
} as const;

export type Canal = 'whatsapp' | 'email';
export type ClubeSolicitarPinResponse = { destinoMascarado: string; whatsappIndisponivel: boolean };

export function gerarPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function hashPin(clienteId: string, pin: string): string {
  return createHmac('sha256', chaveDerivada('pin-clube')).update(`${clienteId}:${pin}`).digest('hex');
}

/** A masked destination for a CPF nobody registered: stable per CPF, shaped like a real one. */
export function destinoFicticio(cpf: string, canal: Canal): ClubeSolicitarPinResponse {
  const h = createHmac('sha256', chaveDerivada('mascara-anonima')).update(`${cpf}:${canal}`).digest();
  const ddd = 11 + (h[0]! % 89);
  if (canal === 'whatsapp') {
    const final = String(h.readUInt16BE(1) % 10_000).padStart(4, '0');
    return { destinoMascarado: `(${ddd}) *****-${final}`, whatsappIndisponivel: h[3]! % 10 === 0 };
  }
  const letras = 'abcdefghijklmnopqrstuvwxyz';
  const l = (i: number) => letras[h[i]! % 26];
  const dominios = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br'];
  const dominio = dominios[h[4]! % dominios.length]!;
  const usuario = `${l(5)}${'x'.repeat(3 + (h[6]! % 6))}${l(7)}`;
  return { destinoMascarado: mascararEmail(`${usuario}@${dominio}`), whatsappIndisponivel: false };
}

type Cliente = {
  id: string;
  email: string | null;
  telefone: string | null;
  pin_bloqueado_ate: Date | null;
};

const Q_CLIENTE = consulta(`
  SELECT id, email, telefone, pin_bloqueado_ate FROM cliente WHERE cpf = $1 AND NOT sandbox AND anonimizado_em IS NULL`);
// The person's locks here are NO KEY, as everywhere (docs/saldo-corrente.md, "Lock order"): the
// sales' foreign keys (FOR KEY SHARE) of this customer do not wait for a PIN request or check.
const Q_TRAVAR_POR_ID = consulta(`SELECT id FROM cliente WHERE id = $1 FOR NO KEY UPDATE`);
const Q_PINS_NA_HORA = consulta(`SELECT count(*)::int AS n FROM pin_clube WHERE cliente_id = $1 AND criado_em > $2`);
const S_INVALIDAR_PINS = consulta(`
  UPDATE pin_clube SET invalidado_em = $2 WHERE cliente_id = $1 AND usado_em IS NULL AND invalidado_em IS NULL`);
const S_NOVO_PIN = consulta(`
  WITH p AS (
    INSERT INTO pin_clube (cliente_id, hash, canal, expira_em, criado_em) VALUES ($1, $2, $3, $4, $5) RETURNING id)
  INSERT INTO evento_outbox (tipo, chave, payload, criado_em, proxima_tentativa_em)
  SELECT 'PinClube', 'pin:' || p.id, jsonb_build_object('clienteId', $1::uuid, 'canal', $3::text, 'pin', $6::text, 'validadeMinutos', $7::int), $5, $5
    FROM p`);

/** POST /clube/auth/solicitar-pin. Always answers; issues a PIN only when it can be delivered. */
export async function solicitarPin(cpf: string, canal: Canal): Promise<ClubeSolicitarPinResponse> {
  const momento = relogio();
  const [c] = await sql.query<Cliente>(Q_CLIENTE, [cpf]);
  if (!c) return destinoFicticio(cpf, canal);

  let destino: string | null = null;
  let mascara: string | null = null;
  if (canal === 'whatsapp') {
    const e164 = paraE164(c.telefone);
    if (e164) {
      const { disponivel } = await canaisConfigurados().consultaWhatsapp.verificar(e164);
      // Not on WhatsApp: say so (spec note 1: offer the e-mail channel) and send nothing.
      if (!disponivel) return { destinoMascarado: mascararTelefone(c.telefone!), whatsappIndisponivel: true };
      destino = e164;
      mascara = mascararTelefone(c.telefone!);
    }
  } else if (c.email && c.email.includes('@')) {
    destino = c.email;
    mascara = mascararEmail(c.email);
  }
  // No contact for that channel: the same kind of answer as for an unknown CPF.
  if (!destino || !mascara) return destinoFicticio(cpf, canal);
  const resposta = { destinoMascarado: mascara, whatsappIndisponivel: false };
  if (c.pin_bloqueado_ate && c.pin_bloqueado_ate > momento) return resposta;

  const emitido = await transacao(async (tx) => {
    await tx.query(Q_TRAVAR_POR_ID, [c.id]);
    const [n] = await tx.query<{ n: number }>(Q_PINS_NA_HORA, [c.id, new Date(momento.getTime() - 60 * 60_000)]);
    if ((n?.n ?? 0) >= MAX_PINS_POR_HORA) return false;
    const pin = gerarPin();
    await tx.query(S_INVALIDAR_PINS, [c.id, momento]);
    await tx.query(S_NOVO_PIN, [
      c.id,
      hashPin(c.id, pin),
      canal,
      new Date(momento.getTime() + VALIDADE_PIN_MINUTOS * 60_000),
      momento,
      pin,
      VALIDADE_PIN_MINUTOS,
    ]);
    return true;
  });
  if (emitido) avisarOutbox();
  return resposta;
}

const Q_TRAVAR_CLIENTE = consulta(`
  SELECT id, falhas_pin, falhas_pin_desde, pin_bloqueado_ate FROM cliente WHERE cpf = $1 AND NOT sandbox AND anonimizado_em IS NULL FOR NO KEY UPDATE`);
const Q_PIN_VIGENTE = consulta(`
  SELECT id, hash, tentativas FROM pin_clube
   WHERE cliente_id = $1 AND usado_em IS NULL AND invalidado_em IS NULL AND expira_em > $2
   ORDER BY criado_em DESC LIMIT 1`);
const S_PIN_USADO = consulta(`UPDATE pin_clube SET usado_em = $2 WHERE id = $1 AND usado_em IS NULL`);
const S_PIN_ERRADO = consulta(`
  UPDATE pin_clube SET tentativas = tentativas + 1,
         invalidado_em = CASE WHEN tentativas + 1 >= $3 THEN $2 ELSE invalidado_em END
   WHERE id = $1`);
const S_FALHA_CONTA = consulta(`
  UPDATE cliente SET falhas_pin = $2, falhas_pin_desde = $3, pin_bloqueado_ate = $4 WHERE id = $1`);
const S_LOGIN_OK = consulta(`
  UPDATE cliente SET falhas_pin = 0, falhas_pin_desde = NULL, data_ultimo_login = $2 WHERE id = $1`);

function confere(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks a PIN and spends it; returns the customer's id. Everything happens under the
 * customer's row lock, so concurrent guesses are all counted and a PIN is used once.
 */
export async function entrarComPin(cpf: string, pin: string): Promise<string> {
  const momento = relogio();
  const resultado = await transacao(async (tx): Promise<{ clienteId: string } | { erro: string }> => {
    const [c] = await tx.query<{ id: string; falhas_pin: number; falhas_pin_desde: Date | null; pin_bloqueado_ate: Date | null }>(
      Q_TRAVAR_CLIENTE,
      [cpf],
    );
    if (!c) return { erro: MENSAGENS_PIN.invalido };
    if (c.pin_bloqueado_ate && c.pin_bloqueado_ate > momento) return { erro: MENSAGENS_PIN.bloqueado };
    const [p] = await tx.query<{ id: string; hash: string; tentativas: number }>(Q_PIN_VIGENTE, [c.id, momento]);
    if (p && /^\d{6}$/.test(pin) && confere(p.hash, hashPin(c.id, pin))) {
      await tx.query(S_PIN_USADO, [p.id, momento]);
      await tx.query(S_LOGIN_OK, [c.id, momento]);
      return { clienteId: c.id };
    }
    if (p) await tx.query(S_PIN_ERRADO, [p.id, momento, MAX_TENTATIVAS_POR_PIN]);
    // Failures of the account, in a 24-hour window that starts at the first one.
    const janelaAtiva = c.falhas_pin_desde && momento.getTime() - c.falhas_pin_desde.getTime() < JANELA_FALHAS_MS;
    const falhas = (janelaAtiva ? c.falhas_pin : 0) + 1;
    const desde = janelaAtiva ? c.falhas_pin_desde : momento;
    const bloqueio = falhas >= MAX_FALHAS_POR_CONTA ? new Date(momento.getTime() + BLOQUEIO_MS) : null;
    await tx.query(S_FALHA_CONTA, [c.id, bloqueio ? 0 : falhas, bloqueio ? null : desde, bloqueio]);
    if (bloqueio) await tx.query(S_INVALIDAR_PINS, [c.id, momento]);
    return { erro: bloqueio ? MENSAGENS_PIN.bloqueado : MENSAGENS_PIN.invalido };
  });
  if ('erro' in resultado) throw new ErroDeNegocio(401, resultado.erro);
  return resultado.clienteId;
}

// Opt-out (issue 11 §2; docs/comunicacao.md, "Descadastro"): a signed link in every marketing
// e-mail and the keyword SAIR/PARAR on WhatsApp. Either one withdraws the marketing consent of
// that channel in that programme at once: the current state (`preferencia_comunicacao`) and its
// proof (`consentimento_lgpd`, source `Descadastro` or `WhatsApp`) in one transaction. The
// dispatcher reads the current state right before each message leaves, so a send in progress
// stops for this customer with the next message.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { consulta, sql, transacao } from '@/lib/db';
import { env } from '@/lib/env';
import { chaveDerivada, chavesDeLeitura } from '@/lib/segredos';
import { VERSAO_TERMO_LGPD } from '@/lib/domain/cliente/registrar-consentimento';
import { TOKEN_DESCADASTRO_EXEMPLO } from './mensagens';

export type CanalMarketing = 'WhatsApp' | 'Email';

/** `d`: the recipient row of the message that carried the link (absent in links of older e-mails). */
type Conteudo = { c: string; t: string; k: CanalMarketing; d?: string };

function assinatura(corpo: string, chave = chaveDerivada('descadastro')): string {
  return createHmac('sha256', chave).update(corpo).digest('base64url').slice(0, 32);
}

/**
 * Signed under the current key or, for the links of e-mails sent before AUTH_SECRET was rotated,
 * under a previous one (AUTH_SECRET_ANTERIOR): an opt-out link must keep working for as long as
 * the e-mail can be opened (LGPD; docs/operacao.md, "Trocar o AUTH_SECRET").
 */
function assinaturaConfere(corpo: string, recebida: string): boolean {
  const r = Buffer.from(recebida);
  return chavesDeLeitura('descadastro').some((chave) => {
    const esperada = Buffer.from(assinatura(corpo, chave));
    return esperada.length === r.length && timingSafeEqual(esperada, r);
  });
}

/**
 * A token that names the customer, the programme, the channel and, from a campaign's message, the
 * recipient row (so an opt-out is counted for the campaign that caused it); it does not expire (an
 * old e-mail's link must still work).
 */
export function tokenDescadastro(clienteId: string, tenantId: string, canal: CanalMarketing, destinatarioId?: string): string {
  const conteudo: Conteudo = { c: clienteId, t: tenantId, k: canal, ...(destinatarioId ? { d: destinatarioId } : {}) };
  const corpo = Buffer.from(JSON.stringify(conteudo)).toString('base64url');
  return `${corpo}.${assinatura(corpo)}`;
}

export function lerTokenDescadastro(token: string): Conteudo | null {
  const [corpo, sig] = token.split('.');
  if (!corpo || !sig) return null;
  if (!assinaturaConfere(corpo, sig)) return null;
  try {
    const c = JSON.parse(Buffer.from(corpo, 'base64url').toString('utf8')) as Conteudo;
    if (typeof c.c !== 'string' || typeof c.t !== 'string' || (c.k !== 'WhatsApp' && c.k !== 'Email')) return null;
    if (c.d !== undefined && typeof c.d !== 'string') return null;
    return c;
  } catch {
    return null;
  }
}

export function linkDescadastro(
  clienteId: string,
  tenantId: string,
  canal: CanalMarketing,
  base = env().APP_URL,
  destinatarioId?: string,
): string {
  return `${base.replace(/\/$/, '')}/clube/descadastro?t=${tokenDescadastro(clienteId, tenantId, canal, destinatarioId)}`;
}

/**
 * The link the panel's preview shows (docs/lgpd.md, "Preview"): it looks like the real one but
 * names nobody. The club's page answers it with "this is the preview's example"; the API, as for any
 * token that is not signed, refuses it. A manager who clicks it opts no one out.
 */
export function linkDescadastroExemplo(base = env().APP_URL): string {
  return `${base.replace(/\/$/, '')}/clube/descadastro?t=${TOKEN_DESCADASTRO_EXEMPLO}`;
}

const S_PREFERENCIA = consulta(`
  INSERT INTO preferencia_comunicacao (tenant_id, cliente_id, whatsapp, email, atualizado_em)
  VALUES ($1, $2, false, false, $3)
  ON CONFLICT (tenant_id, cliente_id) DO UPDATE SET
    whatsapp = CASE WHEN $4 = 'WhatsApp' THEN false ELSE preferencia_comunicacao.whatsapp END,
    email = CASE WHEN $4 = 'Email' THEN false ELSE preferencia_comunicacao.email END,
    atualizado_em = EXCLUDED.atualizado_em`);

const S_CONSENTIMENTO = consulta(`
  INSERT INTO consentimento_lgpd (cliente_id, tenant_id, canal, versao_texto, finalidade, aceito, criado_em)
  VALUES ($1, $2, $3, $4, $5, false, $6)`);

const Q_VINCULO = consulta(`SELECT 1 FROM cliente_tenant WHERE tenant_id = $1 AND cliente_id = $2 FOR UPDATE`);

const Q_INSCRITO = consulta(`
  SELECT CASE WHEN $3 = 'WhatsApp' THEN whatsapp ELSE email END AS inscrito
    FROM preferencia_comunicacao WHERE tenant_id = $1 AND cliente_id = $2`);

/**
 * The message an opt-out is counted for (docs/comunicacao.md, "Descadastros causados"): the one
 * whose e-mail link was followed ($4), or, when the link names none (a WhatsApp reply; an e-mail
 * sent before links named their message), the customer's latest message of that channel in the
 * programme that was delivered before the opt-out. Only a message already sent counts, once.
 */
const S_ATRIBUIR = consulta(`
  UPDATE destinatario_comunicacao d SET descadastro_em = $5
   WHERE d.id = (SELECT x.id FROM destinatario_comunicacao x JOIN campanha_comunicacao k ON k.id = x.campanha_id
                  WHERE x.tenant_id = $1 AND x.cliente_id = $2 AND x.enfileirado_em IS NOT NULL AND k.canal = $3
                    AND ($4::uuid IS NULL OR x.id = $4::uuid)
                    AND (x.status = 'Enviado' OR ($4::uuid IS NOT NULL AND x.status = 'Enfileirado'))
                    AND coalesce(x.enviado_em, x.enfileirado_em) <= $5
                  ORDER BY x.enviado_em DESC NULLS LAST, x.id DESC LIMIT 1)
     AND d.descadastro_em IS NULL`);

/**
 * Withdraws the marketing consent of one channel. `fonte` goes to `consentimento_lgpd.canal`
 * (`Descadastro` for the e-mail link, `WhatsApp` for the keyword). Repeating it is harmless (one
 * more proof row). A customer who was subscribed is counted as an opt-out caused by the message
 * (`destinatarioId`, or the latest one sent on the channel). Returns false when the customer is
 * not in the programme.
 */
export async function registrarDescadastro(
  a: { clienteId: string; tenantId: string; canal: CanalMarketing; fonte: 'Descadastro' | 'WhatsApp'; destinatarioId?: string | null },
  agora: Date,
): Promise<boolean> {
  return transacao(async (tx) => {
    // The membership row orders this change with the club's preference changes of the programme.
    if ((await tx.query(Q_VINCULO, [a.tenantId, a.clienteId])).length === 0) return false;
    const [antes] = await tx.query<{ inscrito: boolean }>(Q_INSCRITO, [a.tenantId, a.clienteId, a.canal]);
    // A second click on the link, or SAIR from someone already out, changed nothing: not counted again.
    if (antes?.inscrito) await tx.query(S_ATRIBUIR, [a.tenantId, a.clienteId, a.canal, a.destinatarioId ?? null, agora]);
    await tx.query(S_PREFERENCIA, [a.tenantId, a.clienteId, agora, a.canal]);
    const finalidade = a.canal === 'WhatsApp' ? 'MarketingWhatsapp' : 'MarketingEmail';
    await tx.query(S_CONSENTIMENTO, [a.clienteId, a.tenantId, a.fonte, VERSAO_TERMO_LGPD, finalidade, agora]);
    return true;
  });
}

/** "SAIR", "parar", "Sair." … : the keywords a WhatsApp reply opts out with. */
export function ehPalavraDeSaida(texto: string): boolean {
  const t = texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toUpperCase();
  return ['SAIR', 'PARAR', 'STOP', 'DESCADASTRAR', 'CANCELAR'].includes(t);
}

const Q_POR_TELEFONE = consulta(`
  SELECT DISTINCT d.tenant_id, d.cliente_id
    FROM cliente c
    JOIN destinatario_comunicacao d ON d.cliente_id = c.id
    JOIN campanha_comunicacao k ON k.id = d.campanha_id AND k.canal = 'WhatsApp'
   WHERE c.telefone = ANY($1::text[]) AND c.anonimizado_em IS NULL AND d.status IN ('Enfileirado', 'Enviado')`);

/**
 * A WhatsApp reply with a keyword: the number's customers are opted out of WhatsApp marketing in
 * every programme that sent them one (the reply cannot say which programme; the customer wants
 * the messages to stop). Returns how many programmes were affected.
 */
export async function descadastrarPorWhatsapp(e164: string, agora: Date): Promise<number> {
  const digitos = e164.replace(/\D/g, '');
  const nacional = digitos.startsWith('55') && digitos.length >= 12 ? digitos.slice(2) : digitos;
  const alvos = await sql.query<{ tenant_id: string; cliente_id: string }>(Q_POR_TELEFONE, [[nacional, digitos]]);
  let n = 0;
  for (const a of alvos) {
    if (await registrarDescadastro({ clienteId: a.cliente_id, tenantId: a.tenant_id, canal: 'WhatsApp', fonte: 'WhatsApp' }, agora)) n++;
  }
  return n;
}

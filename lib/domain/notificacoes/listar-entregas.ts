// The outbox's notices to people, as the platform team checks them (GET
// /api/v1/admin/mensagens/entregas, SuperAdmin; /painel/mensagens/entregas): kind, channel,
// status, attempts, the masked destination, times and the last error. Webhook deliveries are not
// here (they have their own list, docs/webhooks.md).
//
// What is NEVER read out of the row: the payload. Until an event is sent its payload holds the
// club PIN or the first-access/reset link, and a failed one keeps it; the message body renders
// from it. The list selects named columns and a few payload keys that are not secrets (`para`,
// `canal`, `clienteId`, `campanhaId`), so a panel user cannot take over a customer's club
// account or someone's first access from here.
//
// The destination is the address the event names (`para`, the panel's e-mails) or the customer's
// contact on the channel it went (or was tried) through, read now: a customer who changed their
// phone since shows the new one. Before the dispatcher picks a benefit notice's channel there is
// no destination yet. Index: evento_outbox_notificacao (criado_em DESC, webhooks left out).
import 'server-only';
import { consulta, sqlLeitura } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { mascararTexto } from '@/lib/log';
import { pagina, type Pagina, type Paginacao } from '@/lib/api/consulta';
import { mascararEmail, mascararTelefone } from '@/lib/notificacoes/contatos';
import { TIPOS_ENTREGA, rotuloDoTipo, tipoDaEntrega, type StatusEntrega, type TipoEntrega } from '@/lib/domain/notificacoes/tipos-entrega';

export type EntregaNotificacaoResponse = {
  id: string;
  /** The kind in a word of the panel (`pin-clube`, `venda`…), and as the panel says it. */
  tipo: TipoEntrega;
  tipoDescricao: string;
  /** The outbox event type (`PinClube`, `CashbackLiberado`…), for support. */
  evento: string;
  /** The channel it went (or was last tried) through; null before one is chosen. */
  canal: 'email' | 'whatsapp' | null;
  status: StatusEntrega;
  tentativas: number;
  /** `m***a@e******.com` or `(11) *****-4321`; null when there is none (no contact, anonymized, not chosen yet). */
  destinoMascarado: string | null;
  tenantId: string | null;
  tenantNome: string | null;
  criadoEm: string;
  enviadoEm: string | null;
  /** When the next attempt may run (Pendente only). */
  proximaTentativaEm: string | null;
  /** The provider's or the network's last answer, masked. */
  ultimoErro: string | null;
};

export type FiltroEntregas = Paginacao & { status?: StatusEntrega; tipo?: Exclude<TipoEntrega, 'outro'>; clienteId?: string };

type Linha = {
  id: string;
  tipo: string;
  status: StatusEntrega;
  tentativas: number;
  canal: string | null;
  criado_em: Date;
  enviado_em: Date | null;
  proxima_tentativa_em: Date;
  ultimo_erro: string | null;
  tenant_id: string | null;
  tenant_nome: string | null;
  para: string | null;
  canal_pedido: string | null;
  email: string | null;
  telefone: string | null;
  anonimizado: boolean | null;
  origem: string | null;
};

// $1 status, $2 event types, $3 campaign origin, $4 customer. The payload's `clienteId` and
// `campanhaId` are always uuids where present (written by the domain), so the joins cast them
// and use the primary keys.
const ORIGEM = `LEFT JOIN campanha_comunicacao cc ON e.tipo = 'Marketing' AND cc.id = (e.payload->>'campanhaId')::uuid`;
const FILTRO = `
 WHERE e.webhook_endpoint_id IS NULL
   AND ($1::text IS NULL OR e.status::text = $1)
   AND ($2::text[] IS NULL OR e.tipo = ANY($2::text[]))
   AND ($3::text IS NULL OR coalesce(cc.origem, 'Campanha') = $3)
   AND ($4::text IS NULL OR e.payload->>'clienteId' = $4)`;

const Q_PAGINA = consulta(`
  SELECT e.id, e.tipo, e.status::text AS status, e.tentativas, e.canal, e.criado_em, e.enviado_em, e.proxima_tentativa_em,
         e.ultimo_erro, e.tenant_id, t.nome AS tenant_nome, e.payload->>'para' AS para, e.payload->>'canal' AS canal_pedido,
         c.email, c.telefone, c.anonimizado_em IS NOT NULL AS anonimizado, cc.origem
    FROM evento_outbox e
    ${ORIGEM}
    LEFT JOIN tenant t ON t.id = e.tenant_id
    LEFT JOIN cliente c ON c.id = (e.payload->>'clienteId')::uuid
  ${FILTRO}
   ORDER BY e.criado_em DESC, e.id DESC
   LIMIT $5 OFFSET $6`);

const Q_TOTAL = consulta(`SELECT count(*)::int AS n FROM evento_outbox e ${ORIGEM} ${FILTRO}`);

// A provider that refuses a message may quote it, links included: the first-access and reset
// links carry their token, the opt-out link its signature. The log masking already hides PINs,
// e-mails and phones; here every link is cut to its site as well.
const LINK = /\bhttps?:\/\/[^\s"'<>]+/gi;

/** The stored failure text as the panel may show it: masked like a log line, links cut to their site. */
export function erroParaPainel(texto: string): string {
  return mascararTexto(texto).replace(LINK, (u) => {
    try {
      return `${new URL(u).origin}/…`;
    } catch {
      return '[link]';
    }
  });
}

/** What the channel and the destination of a notice are read from (this list and the customer page's). */
export type ContatoDaLinha = Pick<Linha, 'canal' | 'para' | 'canal_pedido' | 'email' | 'telefone' | 'anonimizado'>;

/** The channel it went (or was tried, or was asked) through. */
export function canalDa(l: ContatoDaLinha): 'email' | 'whatsapp' | null {
  // An address of its own is an e-mail, unless the event says WhatsApp (a club sign-up's code).
  const c = l.canal ?? (l.para && l.canal_pedido !== 'whatsapp' ? 'email' : l.canal_pedido);
  return c === 'email' || c === 'whatsapp' ? c : null;
}

/** The masked address it went to: the event's own (`para`), else the customer's contact on the channel. */
export function destinoDa(l: ContatoDaLinha, canal: 'email' | 'whatsapp' | null): string | null {
  if (l.para) return canal === 'whatsapp' ? mascararTelefone(l.para) : mascararEmail(l.para);
  if (l.anonimizado) return null;
  if (canal === 'email' && l.email) return mascararEmail(l.email);
  if (canal === 'whatsapp' && l.telefone) return mascararTelefone(l.telefone);
  return null;
}

function serializar(l: Linha): EntregaNotificacaoResponse {
  const tipo = tipoDaEntrega(l.tipo, l.origem);
  const canal = canalDa(l);
  return {
    id: l.id,
    tipo,
    tipoDescricao: rotuloDoTipo(tipo),
    evento: l.tipo,
    canal,
    status: l.status,
    tentativas: l.tentativas,
    destinoMascarado: destinoDa(l, canal),
    tenantId: l.tenant_id,
    tenantNome: l.tenant_nome,
    criadoEm: isoUtc(l.criado_em),
    enviadoEm: l.enviado_em ? isoUtc(l.enviado_em) : null,
    proximaTentativaEm: l.status === 'Pendente' ? isoUtc(l.proxima_tentativa_em) : null,
    // Masked again on the way out: a row written before the dispatcher masked its errors keeps its text.
    ultimoErro: l.ultimo_erro === null ? null : erroParaPainel(l.ultimo_erro),
  };
}

export async function listarEntregas(f: FiltroEntregas): Promise<Pagina<EntregaNotificacaoResponse>> {
  const filtro = [
    f.status ?? null,
    f.tipo ? [...TIPOS_ENTREGA[f.tipo].eventos] : null,
    f.tipo === 'campanha' ? 'Campanha' : f.tipo === 'automacao' ? 'Automacao' : null,
    f.clienteId ?? null,
  ];
  const [linhas, [total]] = await Promise.all([
    sqlLeitura.query<Linha>(Q_PAGINA, [...filtro, f.tamanho, (f.pagina - 1) * f.tamanho]),
    sqlLeitura.query<{ n: number }>(Q_TOTAL, filtro),
  ]);
  return pagina(linhas.map(serializar), f, total?.n ?? 0);
}

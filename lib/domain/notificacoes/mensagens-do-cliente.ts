// GET /api/v1/admin/ClienteAdmin/{id}/mensagens: what was sent to ONE customer in ONE programme,
// for the manager who hears "o código não chegou" (docs/api-admin-clientes.md §9). Two tables, one
// list, newest first:
//
// - the outbox's notices to the customer (`evento_outbox` without a webhook endpoint, whose
//   payload names the customer): the sale, release and expiry notices of THIS programme, and the
//   club PIN, which belongs to no programme (the club is one login for all of a person's
//   programmes) and is shown to each programme the person is a member of;
// - the marketing of this programme (`destinatario_comunicacao`: campaigns and automations), one
//   row per recipient, with its outbox event when it was queued. A recipient that never reached the
//   outbox (control group, no consent, opted out, weekly cap, no contact, campaign cancelled) is
//   listed as `Descartado` with the reason: that is the answer the customer asks for. Marketing
//   events are read only through their recipient, never twice.
//
// Like the platform's delivery list (listar-entregas.ts), NEVER the payload beyond `clienteId`,
// `canal` and `para`: no PIN, link, token or message text; the destination and the last error are
// masked. A customer without a membership here is "not found" (docs/api-admin-clientes.md §1).
// Indexes: destinatario_comunicacao_cliente and evento_outbox_cliente (hand-written), so each
// branch reads only this customer's rows.
import 'server-only';
import { consulta, sqlLeitura } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { pagina, type Pagina, type Paginacao } from '@/lib/api/consulta';
import { naoEncontrado } from '@/lib/domain/cliente/admin-obter-cliente';
import { AUTOMACOES, TIPOS_AUTOMACAO, type TipoAutomacao } from '@/lib/domain/automacao/definicoes';
import { canalDa, destinoDa, erroParaPainel } from '@/lib/domain/notificacoes/listar-entregas';
import {
  MOTIVOS_NAO_ENVIO,
  motivoDoDestinatario,
  rotuloDoTipo,
  tipoDaEntrega,
  type MotivoNaoEnvio,
  type StatusEntrega,
  type TipoEntrega,
} from '@/lib/domain/notificacoes/tipos-entrega';

export type MensagemClienteResponse = {
  /** The outbox event's id (notices) or the campaign recipient's (marketing). */
  id: string;
  tipo: TipoEntrega;
  /** `PIN do clube`, `Aviso de venda`, `Campanha “Volta às aulas”`, `Automação: Boas-vindas`… */
  tipoDescricao: string;
  canal: 'email' | 'whatsapp' | null;
  status: StatusEntrega;
  /** Why a marketing message did not go out (status Descartado); null otherwise. */
  motivo: MotivoNaoEnvio | null;
  motivoDescricao: string | null;
  tentativas: number;
  destinoMascarado: string | null;
  criadoEm: string;
  enviadoEm: string | null;
  /** Pendente only: the next attempt, or when a scheduled or deferred marketing message is released. */
  proximaTentativaEm: string | null;
  ultimoErro: string | null;
};

type Linha = {
  id: string;
  tipo: string;
  campanha_nome: string | null;
  origem: string | null;
  automacao: string | null;
  status: StatusEntrega | null;
  status_destinatario: string | null;
  tentativas: number;
  canal: string | null;
  canal_pedido: string | null;
  para: string | null;
  criado_em: Date;
  enviado_em: Date | null;
  proxima_tentativa_em: Date | null;
  ultimo_erro: string | null;
};

type Cliente = { membro: boolean; total: number; email: string | null; telefone: string | null; anonimizado: boolean };

// $1 tenant, $2 customer. The PIN has no tenant; every other notice carries the programme's.
const AVISOS = `
    FROM evento_outbox e
   WHERE e.webhook_endpoint_id IS NULL AND e.payload ? 'clienteId' AND e.payload->>'clienteId' = $2::uuid::text
     AND e.tipo <> 'Marketing'
     AND (e.tenant_id = $1 OR (e.tenant_id IS NULL AND e.tipo = 'PinClube'))`;

const Q_CLIENTE = consulta(`
  SELECT EXISTS (SELECT 1 FROM cliente_tenant WHERE tenant_id = $1 AND cliente_id = $2::uuid) AS membro,
         ((SELECT count(*) ${AVISOS}) + (SELECT count(*) FROM destinatario_comunicacao WHERE tenant_id = $1 AND cliente_id = $2::uuid))::int AS total,
         c.email, c.telefone, c.anonimizado_em IS NOT NULL AS anonimizado
    FROM cliente c WHERE c.id = $2::uuid`);

// Each branch reads at most offset + size rows of its index, newest first; the union is cut to the page.
// $3 offset + size, $4 size, $5 offset.
const Q_PAGINA = consulta(`
  SELECT * FROM (
    (SELECT e.id, e.tipo, NULL::text AS campanha_nome, NULL::text AS origem, NULL::text AS automacao,
            e.status::text AS status, NULL::text AS status_destinatario, e.tentativas, e.canal,
            e.payload->>'canal' AS canal_pedido, e.payload->>'para' AS para,
            e.criado_em, e.enviado_em, e.proxima_tentativa_em, e.ultimo_erro
       ${AVISOS}
      ORDER BY e.criado_em DESC, e.id DESC LIMIT $3)
    UNION ALL
    (SELECT d.id, 'Marketing', k.nome, k.origem, a.tipo,
            e.status::text, d.status, coalesce(e.tentativas, 0), e.canal,
            lower(k.canal), NULL, d.criado_em, coalesce(e.enviado_em, d.enviado_em),
            CASE WHEN e.id IS NULL THEN d.liberar_em ELSE e.proxima_tentativa_em END, e.ultimo_erro
       FROM destinatario_comunicacao d
       JOIN campanha_comunicacao k ON k.id = d.campanha_id
       LEFT JOIN automacao a ON a.campanha_id = k.id
       LEFT JOIN evento_outbox e ON e.id = d.evento_id
      WHERE d.tenant_id = $1 AND d.cliente_id = $2::uuid
      ORDER BY d.criado_em DESC, d.id DESC LIMIT $3)
  ) u
  ORDER BY criado_em DESC, id DESC
  LIMIT $4 OFFSET $5`);

/** A recipient without an outbox event: waiting for its release, or the reason it never went. */
function statusSemEvento(statusDestinatario: string | null): StatusEntrega {
  if (statusDestinatario === 'Enviado') return 'Enviado';
  if (statusDestinatario === 'Falhou') return 'Falhou';
  if (statusDestinatario === 'Pendente' || statusDestinatario === 'Enfileirado') return 'Pendente';
  return 'Descartado';
}

function descricaoDoTipo(tipo: TipoEntrega, l: Linha): string {
  if (tipo === 'automacao' && TIPOS_AUTOMACAO.includes(l.automacao as TipoAutomacao)) {
    return `Automação: ${AUTOMACOES[l.automacao as TipoAutomacao].nome}`;
  }
  if (tipo === 'campanha' && l.campanha_nome) return `Campanha “${l.campanha_nome}”`;
  return rotuloDoTipo(tipo);
}

function serializar(l: Linha, c: Cliente): MensagemClienteResponse {
  const tipo = tipoDaEntrega(l.tipo, l.origem);
  const status = l.status ?? statusSemEvento(l.status_destinatario);
  const motivo = status === 'Descartado' ? motivoDoDestinatario(l.status_destinatario) : null;
  const contato = { ...l, email: c.email, telefone: c.telefone, anonimizado: c.anonimizado };
  const canal = canalDa(contato);
  return {
    id: l.id,
    tipo,
    tipoDescricao: descricaoDoTipo(tipo, l),
    canal,
    status,
    motivo,
    motivoDescricao: motivo ? MOTIVOS_NAO_ENVIO[motivo].rotulo : null,
    tentativas: l.tentativas,
    // A message that went nowhere (not sent, or no contact) has no destination to show.
    destinoMascarado: status === 'Descartado' ? null : destinoDa(contato, canal),
    criadoEm: isoUtc(l.criado_em),
    enviadoEm: l.enviado_em ? isoUtc(l.enviado_em) : null,
    proximaTentativaEm: status === 'Pendente' && l.proxima_tentativa_em ? isoUtc(l.proxima_tentativa_em) : null,
    ultimoErro: l.ultimo_erro === null ? null : erroParaPainel(l.ultimo_erro),
  };
}

export async function mensagensDoCliente(tenantId: string, clienteId: string, p: Paginacao): Promise<Pagina<MensagemClienteResponse>> {
  const offset = (p.pagina - 1) * p.tamanho;
  const [[c], linhas] = await Promise.all([
    sqlLeitura.query<Cliente>(Q_CLIENTE, [tenantId, clienteId]),
    sqlLeitura.query<Linha>(Q_PAGINA, [tenantId, clienteId, offset + p.tamanho, p.tamanho, offset]),
  ]);
  if (!c?.membro) throw naoEncontrado();
  return pagina(
    linhas.map((l) => serializar(l, c)),
    p,
    c.total,
  );
}

// Server-side reads of the panel's customer pages (and of the cashier's programme). Each
// one scopes the tenant exactly as the API routes do (lib/domain/acesso/escopo-tenant.ts
// `tenantObrigatorio`), then calls the same domain functions the API answers with; the pages
// authorize the profile with `exigirPainel` before calling them.
import { redirect } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { TODOS_OS_PERFIS } from '@/lib/api/admin';
import { consulta, prisma, sql } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { isoUtc } from '@/lib/datas';
import { agora as relogio } from '@/lib/relogio';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { listarClientesAdmin } from '@/lib/domain/cliente/admin-listar-clientes';
import { obterClienteAdmin } from '@/lib/domain/cliente/admin-obter-cliente';
import { historicoClienteAdmin } from '@/lib/domain/cliente/admin-historico-cliente';
import { mensagensDoCliente } from '@/lib/domain/notificacoes/mensagens-do-cliente';
import { colunasLote } from '@/lib/domain/lote/status-efetivo-sql';
import { valoresDoLote } from '@/lib/domain/lote/serializar-saldo';
import type { ClienteAdminResponse, ListaClientesAdmin } from '@/lib/domain/cliente/serializar-cliente-admin';
import { idClienteSchema, listarClientesAdminQuerySchema } from '@/app/api/v1/admin/clienteadmin/schemas';
import type { StatusLoteTela } from './rotulos';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Programa = { tenantId: string; nome: string } | null;

/**
 * The programme a page acts on. AdminTenant and Operador: their own (another tenant's id in the
 * URL is refused, as the API refuses it with 403). SuperAdmin: the `tenantId` of the URL, chosen
 * in the tenant selector (components/painel/seletor-tenant.tsx); null until one is chosen (or
 * when it names no tenant, or a sandbox's shadow tenant: docs/sandbox.md).
 */
export async function programaDaPagina(p: PrincipalAdmin, tenantIdDaUrl: string | undefined): Promise<Programa> {
  let tenantId: string;
  if (p.perfil === 'SuperAdmin') {
    if (!tenantIdDaUrl || !UUID.test(tenantIdDaUrl)) return null;
    tenantId = tenantIdDaUrl.toLowerCase();
  } else {
    try {
      tenantId = tenantObrigatorio(p, tenantIdDaUrl || undefined);
    } catch {
      redirect('/painel/sem-acesso');
    }
  }
  const t = await prisma.tenant.findFirst({ where: { id: tenantId, sandboxDe: null }, select: { nome: true } });
  return t ? { tenantId, nome: t.nome } : null;
}

/**
 * The start of a page about one programme (customers, sales and their detail pages): every
 * profile may see it; its programme (`programaDaPagina`), and the `tenantId` its links carry —
 * the SuperAdmin's pick (the others' programme is their own and goes in no link).
 */
export async function lerProgramaDaPagina(tenantIdDaUrl: string | undefined) {
  const principal = await exigirPainel(TODOS_OS_PERFIS);
  const programa = await programaDaPagina(principal, tenantIdDaUrl);
  const superAdmin = principal.perfil === 'SuperAdmin';
  return { principal, programa, superAdmin, tenantLinks: superAdmin ? (programa?.tenantId ?? null) : null };
}

export type FiltroDaLista = { busca: string; ativo: '' | 'true' | 'false'; pagina: number };

/**
 * A page of the customer list, with the filters of the URL validated by the API's own schema:
 * an invalid filter gives the API's message and the first page without it.
 */
const Q_FUSOS_DE_ORIGEM = consulta(`
  SELECT ct.cliente_id, lj.fuso_horario FROM cliente_tenant ct JOIN loja lj ON lj.id = ct.loja_origem_id
   WHERE ct.tenant_id = $1 AND ct.cliente_id = ANY($2::uuid[])`);

export async function listaDeClientes(
  p: PrincipalAdmin,
  tenantId: string,
  url: { busca?: string; ativo?: string; pagina?: string },
): Promise<{ lista: ListaClientesAdmin; filtro: FiltroDaLista; erros: string[]; fusoDeOrigem: Map<string, string> }> {
  const q = listarClientesAdminQuerySchema.safeParse({ busca: url.busca, ativo: url.ativo, pagina: url.pagina, tamanho: '20' });
  const erros = q.success ? [] : q.error.issues.map((i) => i.message);
  const f = q.success ? q.data : { busca: undefined, ativo: undefined, pagina: 1, tamanho: 20 };
  const lista = await listarClientesAdmin(tenantObrigatorio(p, tenantId), {
    busca: f.busca,
    ativo: f.ativo,
    pagina: f.pagina,
    tamanho: f.tamanho,
  });
  // "No programa desde" at the clock of the store where the membership began, as the customer's
  // page and the customers CSV write it: a customer of a Manaus store joined at 08:52, not 09:52.
  // Read here rather than added to the API's list items, whose answer stays as it is.
  const ids = lista.itens.map((c) => c.id);
  const fusos = ids.length
    ? await sql.query<{ cliente_id: string; fuso_horario: string }>(Q_FUSOS_DE_ORIGEM, [tenantObrigatorio(p, tenantId), ids])
    : [];
  return {
    lista,
    filtro: { busca: f.busca ?? '', ativo: f.ativo === undefined ? '' : f.ativo ? 'true' : 'false', pagina: f.pagina },
    erros,
    fusoDeOrigem: new Map(fusos.map((l) => [l.cliente_id, l.fuso_horario])),
  };
}

/** The customer's detail in the programme, or null when it is not a member (the API's 404). */
export async function detalheDoCliente(p: PrincipalAdmin, tenantId: string, id: string): Promise<ClienteAdminResponse | null> {
  const r = idClienteSchema.safeParse({ id });
  if (!r.success) return null;
  try {
    return await obterClienteAdmin(p.perfil, tenantObrigatorio(p, tenantId), r.data.id);
  } catch (e) {
    if (e instanceof ErroDeNegocio && e.status === 404) return null;
    throw e;
  }
}

const Q_LOJA_DE_ORIGEM = consulta(`
  SELECT lj.nome, lj.fuso_horario FROM cliente_tenant ct JOIN loja lj ON lj.id = ct.loja_origem_id
   WHERE ct.tenant_id = $1 AND ct.cliente_id = $2`);

/**
 * The customer's store of origin in the programme (where the membership began: the store of the
 * first sale, or the counter that registered them), or null when none was recorded. Its time zone
 * writes "No programa desde", as the customers CSV does.
 * Call only after `detalheDoCliente` found the membership.
 */
export async function lojaDeOrigem(p: PrincipalAdmin, tenantId: string, id: string): Promise<{ nome: string; fusoHorario: string } | null> {
  const [l] = await sql.query<{ nome: string; fuso_horario: string }>(Q_LOJA_DE_ORIGEM, [tenantObrigatorio(p, tenantId), id]);
  return l ? { nome: l.nome, fusoHorario: l.fuso_horario } : null;
}

export const TAMANHO_HISTORICO = 10;

/** First page of the movement history (the next ones come from GET …/historico). */
export async function primeiraPaginaDoHistorico(p: PrincipalAdmin, tenantId: string, id: string) {
  return historicoClienteAdmin(tenantObrigatorio(p, tenantId), id, { pagina: 1, tamanho: TAMANHO_HISTORICO });
}

export const TAMANHO_MENSAGENS = 10;

/** First page of the messages to the customer (the next ones come from GET …/mensagens). */
export async function primeiraPaginaDasMensagens(p: PrincipalAdmin, tenantId: string, id: string) {
  return mensagensDoCliente(tenantObrigatorio(p, tenantId), id, { pagina: 1, tamanho: TAMANHO_MENSAGENS });
}

export type LoteDaTela = {
  id: string;
  tipoBeneficio: 'Cashback' | 'Pontos';
  valorOriginal: number;
  valorDisponivel: number;
  status: StatusLoteTela;
  dataLiberacao: string | null;
  dataExpiracao: string | null;
  criadoEm: string;
  /** The lot's store's time zone: its creation time is written in it, like the sale's. */
  fusoHorario: string;
  lojaNome: string;
};

export const TAMANHO_LOTES = 10;

// Every lot of the customer in the programme (not only the active ones the balance endpoints
// list), newest first, with the EFFECTIVE status at this instant (a lot past its expiry shows
// Expirado before the job runs, as the balances do). $1 tenant, $2 customer, $3 instant, $4
// limit, $5 offset.
const Q_LOTES = consulta(`
  SELECT ${colunasLote('$3', 'l')}, l.criado_em, lj.nome AS loja_nome, lj.fuso_horario
    FROM lote l
    JOIN loja lj ON lj.id = l.loja_id
   WHERE l.tenant_id = $1 AND l.cliente_id = $2
   ORDER BY l.criado_em DESC, l.id DESC
   LIMIT $4 OFFSET $5`);

const Q_TOTAL_LOTES = consulta(`SELECT count(*)::int AS total FROM lote WHERE tenant_id = $1 AND cliente_id = $2`);

type LinhaLote = {
  id: string;
  tipo_beneficio: 'Cashback' | 'Pontos';
  valor_original: string;
  valor_disponivel: string;
  status: StatusLoteTela;
  data_liberacao: string | null;
  data_expiracao: string | null;
  criado_em: Date;
  loja_nome: string;
  fuso_horario: string;
};

/** A page of the customer's lots. Call only after `detalheDoCliente` found the membership. */
export async function lotesDoCliente(p: PrincipalAdmin, tenantId: string, id: string, pagina: number) {
  const t = tenantObrigatorio(p, tenantId);
  const [linhas, [c]] = await Promise.all([
    sql.query<LinhaLote>(Q_LOTES, [t, id, relogio(), TAMANHO_LOTES, (pagina - 1) * TAMANHO_LOTES]),
    sql.query<{ total: number }>(Q_TOTAL_LOTES, [t, id]),
  ]);
  const itens: LoteDaTela[] = linhas.map((l) => ({
    id: l.id,
    ...valoresDoLote(l),
    criadoEm: isoUtc(l.criado_em),
    lojaNome: l.loja_nome,
    fusoHorario: l.fuso_horario,
  }));
  return { itens, total: c?.total ?? 0 };
}

/**
 * Each store's time zone, by id (inactive stores too: old movements happened there). A time that
 * happened at a store is written in that store's zone, as on the sales pages.
 */
export async function fusosDoPrograma(tenantId: string): Promise<Record<string, string>> {
  const lojas = await prisma.loja.findMany({ where: { tenantId }, select: { id: true, fusoHorario: true } });
  return Object.fromEntries(lojas.map((l) => [l.id, l.fusoHorario]));
}

/** The active stores of the programme, where a manual adjustment may be recorded. */
export function lojasAtivasDoPrograma(tenantId: string) {
  return prisma.loja.findMany({ where: { tenantId, ativo: true }, select: { id: true, nome: true }, orderBy: { nome: 'asc' } });
}

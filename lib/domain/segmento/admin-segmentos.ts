// Segments of a tenant, managed in the panel (docs/segmentos.md). A segment is a name and a
// filter; its members are computed on each read (contar-segmento.ts), so a saved segment always
// reflects today's purchases and balances. Changes are audited like every admin change.
import 'server-only';
import { prisma, type Tx } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { ErroDeNegocio, comValorUnico, regraDeNegocio } from '@/lib/erros';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { escopoDeListaSemRelacao, podeVerRegistro } from '@/lib/domain/sandbox/tenant-sombra';
import { auditar, auditarMudanca } from '@/lib/domain/auditoria/auditar';
import { paginaDe, type Pagina, type Paginacao } from '@/lib/api/consulta';
import type { Prisma, Segmento } from '@/lib/generated/prisma/client';
import { filtroSegmentoSchema, normalizarFiltro, type FiltroSegmento } from './filtro';
import { contarSegmento, paginaDeMembros, type MembroSegmentoItem } from './contar-segmento';
import { MENSAGENS_SEGMENTO } from './mensagens';

export { MENSAGENS_SEGMENTO };
export type { MembroSegmentoItem };

export type SegmentoResponse = {
  id: string;
  tenantId: string;
  nome: string;
  descricao: string | null;
  filtro: FiltroSegmento;
  criadoEm: string;
  atualizadoEm: string;
};

export type ContagemSegmentoResponse = { total: number; calculadoEm: string };

export type DadosSegmento = { nome: string; descricao?: string; filtro: FiltroSegmento };

export function serializarSegmento(s: Segmento): SegmentoResponse {
  // Stored filters were validated on the way in; parsing again gives the typed value. One that no
  // longer parses (a later change of the rules) is shown as stored, never as "everyone".
  const filtro = filtroSegmentoSchema.safeParse(s.filtro);
  return {
    id: s.id,
    tenantId: s.tenantId,
    nome: s.nome,
    descricao: s.descricao,
    filtro: filtro.success ? normalizarFiltro(filtro.data) : (s.filtro as FiltroSegmento),
    criadoEm: isoUtc(s.criadoEm),
    atualizadoEm: isoUtc(s.atualizadoEm),
  };
}

async function carregar(tx: Tx, principal: PrincipalAdmin, id: string): Promise<Segmento> {
  const s = await tx.segmento.findUnique({ where: { id } });
  if (!s || !(await podeVerRegistro(principal, s.tenantId, tx))) throw new ErroDeNegocio(404, MENSAGENS_SEGMENTO.naoEncontrado);
  return s;
}

/** The store of a filter must be of the segment's tenant (another tenant's store is "not found"). */
async function validarLoja(tx: Tx, tenantId: string, f: FiltroSegmento) {
  if (!f.lojaId) return;
  const l = await tx.loja.findUnique({ where: { id: f.lojaId }, select: { tenantId: true } });
  if (!l || l.tenantId !== tenantId) throw regraDeNegocio(MENSAGENS_SEGMENTO.lojaNaoEncontrada);
}

// Runs a write; a name that raced past the check becomes the same 422. The index
// `segmento_tenant_id_nome_key` decides (`nome`: its column, as Prisma names the target).
const comNomeUnico = <T>(escrever: () => Promise<T>) => comValorUnico('nome', MENSAGENS_SEGMENTO.nomeEmUso, escrever);

export async function listarSegmentos(
  principal: PrincipalAdmin,
  f: Paginacao & { tenantId?: string; busca?: string },
): Promise<Pagina<SegmentoResponse>> {
  const tenantId = tenantDoEscopo(principal, f.tenantId);
  const where: Prisma.SegmentoWhereInput = {
    ...(await escopoDeListaSemRelacao(tenantId)),
    ...(f.busca ? { nome: { contains: f.busca, mode: 'insensitive' } } : {}),
  };
  return paginaDe(f, serializarSegmento, prisma.segmento, { where, orderBy: [{ nome: 'asc' }, { id: 'asc' }] });
}

export async function obterSegmento(principal: PrincipalAdmin, id: string): Promise<SegmentoResponse> {
  return serializarSegmento(await carregar(prisma, principal, id));
}

export async function criarSegmento(principal: PrincipalAdmin, tenantId: string, d: DadosSegmento): Promise<SegmentoResponse> {
  const filtro = normalizarFiltro(d.filtro);
  return comNomeUnico(() =>
    prisma.$transaction(async (tx) => {
      if (!(await tx.tenant.findUnique({ where: { id: tenantId }, select: { id: true } }))) {
        throw new ErroDeNegocio(404, MENSAGENS_SEGMENTO.tenantNaoEncontrado);
      }
      await validarLoja(tx, tenantId, filtro);
      if (await tx.segmento.findUnique({ where: { tenantId_nome: { tenantId, nome: d.nome } }, select: { id: true } })) {
        throw regraDeNegocio(MENSAGENS_SEGMENTO.nomeEmUso);
      }
      const s = await tx.segmento.create({ data: { tenantId, nome: d.nome, descricao: d.descricao ?? null, filtro } });
      const r = serializarSegmento(s);
      await auditar(tx, { principal, tenantId, acao: 'CriarSegmento', entidade: 'Segmento', entidadeId: s.id, depois: r });
      return r;
    }),
  );
}

export async function atualizarSegmento(principal: PrincipalAdmin, id: string, d: DadosSegmento): Promise<SegmentoResponse> {
  const filtro = normalizarFiltro(d.filtro);
  return comNomeUnico(() =>
    prisma.$transaction(async (tx) => {
      const atual = await carregar(tx, principal, id);
      await validarLoja(tx, atual.tenantId, filtro);
      const outro = await tx.segmento.findUnique({
        where: { tenantId_nome: { tenantId: atual.tenantId, nome: d.nome } },
        select: { id: true },
      });
      if (outro && outro.id !== id) throw regraDeNegocio(MENSAGENS_SEGMENTO.nomeEmUso);
      const novo = await tx.segmento.update({ where: { id }, data: { nome: d.nome, descricao: d.descricao ?? null, filtro } });
      const r = serializarSegmento(novo);
      await auditarMudanca(tx, principal, 'AtualizarSegmento', 'Segmento', { id, tenantId: atual.tenantId }, serializarSegmento(atual), r);
      return r;
    }),
  );
}

export async function excluirSegmento(principal: PrincipalAdmin, id: string): Promise<SegmentoResponse> {
  return prisma.$transaction(async (tx) => {
    const atual = await carregar(tx, principal, id);
    await tx.segmento.delete({ where: { id } });
    const r = serializarSegmento(atual);
    await auditar(tx, { principal, tenantId: atual.tenantId, acao: 'ExcluirSegmento', entidade: 'Segmento', entidadeId: id, antes: r });
    return r;
  });
}

/** The live count of an unsaved filter (the panel's editor). */
export async function contarFiltro(
  principal: PrincipalAdmin,
  tenantId: string,
  f: FiltroSegmento,
  agora: Date,
): Promise<ContagemSegmentoResponse> {
  if (f.lojaId) await validarLoja(prisma, tenantId, f);
  return { total: await contarSegmento(tenantId, f, agora), calculadoEm: isoUtc(agora) };
}

/**
 * The filter of a saved segment for computing its members. A stored filter that no longer
 * validates is refused: reading it as empty would make the segment everyone.
 */
export function filtroDoSegmento(s: Segmento): FiltroSegmento {
  const f = filtroSegmentoSchema.safeParse(s.filtro);
  if (!f.success) throw regraDeNegocio(MENSAGENS_SEGMENTO.filtroInvalido);
  return f.data;
}

/** The count of a saved segment now. */
export async function contarSegmentoSalvo(principal: PrincipalAdmin, id: string, agora: Date): Promise<ContagemSegmentoResponse> {
  const s = await carregar(prisma, principal, id);
  return { total: await contarSegmento(s.tenantId, filtroDoSegmento(s), agora), calculadoEm: isoUtc(agora) };
}

/**
 * Who is in a saved segment now, a page at a time (the latest buyers first). `tenantId` is the
 * scope the route resolved from the query (null: a SuperAdmin without one); a segment outside it is
 * "not found", like another tenant's.
 */
export async function listarMembrosSegmento(
  principal: PrincipalAdmin,
  id: string,
  tenantId: string | null,
  p: Paginacao,
  agora: Date,
): Promise<Pagina<MembroSegmentoItem>> {
  const s = await carregar(prisma, principal, id);
  if (tenantId && s.tenantId !== tenantId) throw new ErroDeNegocio(404, MENSAGENS_SEGMENTO.naoEncontrado);
  return paginaDeMembros(s.tenantId, filtroDoSegmento(s), p, agora);
}

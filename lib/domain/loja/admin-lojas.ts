// Stores of a tenant (spec concept 2), managed in the panel (docs/api-admin-plataforma.md,
// "Lojas"). The CNPJ identifies the store in every PDV call, so it is unique on the platform
// and never changes once the store exists. A deactivated store answers 422 `Loja não encontrada
// ou inativa.` in every PDV call (lib/domain/loja/loja-do-tenant.ts and the sale/redemption SQL
// read `loja.ativo` on each request, no cache). Creating or reactivating a store respects the
// plan's store limit when the tenant has a subscription (lib/domain/assinatura/planos.ts).
import 'server-only';
import { prisma, type Tx } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { env } from '@/lib/env';
import { ErroDeNegocio, comValorUnico, regraDeNegocio } from '@/lib/erros';
import { log } from '@/lib/log';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { escopoDeLista, podeVerRegistro } from '@/lib/domain/sandbox/tenant-sombra';
import { planoPorCodigo } from '@/lib/domain/assinatura/planos';
import { auditar, auditarMudanca } from '@/lib/domain/auditoria/auditar';
import { cnpjOuErro } from '@/lib/domain/loja/loja-do-tenant';
import { paginaDe, type Pagina, type Paginacao } from '@/lib/api/consulta';
import type { Loja, Prisma } from '@/lib/generated/prisma/client';

export const MENSAGENS_LOJA_ADMIN = {
  naoEncontrada: 'Loja não encontrada.',
  tenantNaoEncontrado: 'Tenant não encontrado.',
  cnpjEmUso: 'Já existe uma loja com este CNPJ.',
  cnpjImutavel: 'O CNPJ de uma loja não pode ser alterado.',
  fusoInvalido: 'O campo FusoHorario deve ser um fuso horário IANA válido (ex.: America/Sao_Paulo).',
  limitePlano: (n: number) => `O plano atual permite no máximo ${n} ${n === 1 ? 'loja' : 'lojas'}.`,
} as const;

export type LojaResponse = {
  id: string;
  tenantId: string;
  nome: string;
  /** 14 characters, no mask, upper case (numeric or alphanumeric). */
  cnpj: string;
  ativo: boolean;
  fusoHorario: string;
  criadoEm: string;
  atualizadoEm: string;
};

export function serializarLoja(l: Loja): LojaResponse {
  return {
    id: l.id,
    tenantId: l.tenantId,
    nome: l.nome,
    cnpj: l.cnpj,
    ativo: l.ativo,
    fusoHorario: l.fusoHorario,
    criadoEm: isoUtc(l.criadoEm),
    atualizadoEm: isoUtc(l.atualizadoEm),
  };
}

/**
 * Whether the runtime knows a time zone (lib/datas.ts computes local dates with Intl). Offsets
 * such as `-03:00` are refused: a fixed offset ignores daylight-saving changes.
 */
export function fusoConhecido(fuso: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+)*$/.test(fuso)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: fuso });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone as PostgreSQL spells it (`america/manaus` -> `America/Manaus`): the store's SQL reads
 * `AT TIME ZONE fuso_horario`, so the database must know the zone too. The user's choice among
 * equivalent names (`America/Argentina/Buenos_Aires`) is kept.
 */
async function fusoDoBanco(tx: Tx, fuso: string): Promise<string> {
  const [r] = await tx.$queryRaw<{ name: string }[]>`
    SELECT name FROM pg_timezone_names WHERE lower(name) = lower(${fuso}) ORDER BY name = ${fuso} DESC LIMIT 1`;
  if (!r || !fusoConhecido(r.name)) throw new ErroDeNegocio(400, MENSAGENS_LOJA_ADMIN.fusoInvalido);
  return r.name;
}

async function carregar(tx: Tx, principal: PrincipalAdmin, id: string): Promise<Loja> {
  const l = await tx.loja.findUnique({ where: { id } });
  // Another tenant's store, or a sandbox's copy, is "not found": its existence is not revealed.
  if (!l || !(await podeVerRegistro(principal, l.tenantId, tx))) throw new ErroDeNegocio(404, MENSAGENS_LOJA_ADMIN.naoEncontrada);
  return l;
}

/**
 * Refuses one more active store beyond the plan's limit. The subscription row is locked first,
 * so two creations (or reactivations) of one tenant run one after the other and cannot both
 * take the last place. No subscription row (tenants from before billing, the seed): no limit.
 */
async function exigirVagaNoPlano(tx: Tx, tenantId: string) {
  const [a] = await tx.$queryRaw<{ plano: string }[]>`SELECT plano FROM assinatura WHERE tenant_id = ${tenantId}::uuid FOR UPDATE`;
  if (!a) return;
  const plano = planoPorCodigo(a.plano);
  if (!plano) {
    // A code the catalog does not know must not lock a paying customer out of its stores.
    log.warn('Plano desconhecido na assinatura; limite de lojas não aplicado', { tenantId, plano: a.plano });
    return;
  }
  if (plano.limiteLojas === null) return;
  const ativas = await tx.loja.count({ where: { tenantId, ativo: true } });
  if (ativas >= plano.limiteLojas) throw regraDeNegocio(MENSAGENS_LOJA_ADMIN.limitePlano(plano.limiteLojas));
}

export type FiltroLojas = Paginacao & { tenantId?: string; busca?: string; ativo?: boolean };

export async function listarLojas(principal: PrincipalAdmin, f: FiltroLojas): Promise<Pagina<LojaResponse>> {
  const tenantId = tenantDoEscopo(principal, f.tenantId);
  const cnpj = f.busca ? f.busca.replace(/[.\-/\s]/g, '').toUpperCase() : '';
  const where: Prisma.LojaWhereInput = {
    ...escopoDeLista(tenantId),
    ...(f.ativo !== undefined ? { ativo: f.ativo } : {}),
    ...(f.busca
      ? {
          OR: [
            { nome: { contains: f.busca, mode: 'insensitive' } },
            ...(/^[0-9A-Z]{2,14}$/.test(cnpj) ? [{ cnpj: { startsWith: cnpj } }] : []),
          ],
        }
      : {}),
  };
  return paginaDe(f, serializarLoja, prisma.loja, { where, orderBy: [{ nome: 'asc' }, { id: 'asc' }] });
}

export async function obterLoja(principal: PrincipalAdmin, id: string): Promise<LojaResponse> {
  return serializarLoja(await carregar(prisma, principal, id));
}

export async function criarLoja(
  principal: PrincipalAdmin,
  tenantId: string,
  d: { nome: string; cnpj: string; fusoHorario?: string | null },
): Promise<LojaResponse> {
  const cnpj = cnpjOuErro(d.cnpj);
  // The unique index `loja_cnpj_key` decides between two racing creations with one CNPJ.
  return comValorUnico('loja_cnpj_key', MENSAGENS_LOJA_ADMIN.cnpjEmUso, () =>
    prisma.$transaction(async (tx) => {
      if (!(await tx.tenant.findUnique({ where: { id: tenantId }, select: { id: true } }))) {
        throw new ErroDeNegocio(404, MENSAGENS_LOJA_ADMIN.tenantNaoEncontrado);
      }
      const fusoHorario = await fusoDoBanco(tx, d.fusoHorario ?? env().FUSO_HORARIO_PADRAO);
      if (await tx.loja.findFirst({ where: { cnpj, sandbox: false }, select: { id: true } }))
        throw regraDeNegocio(MENSAGENS_LOJA_ADMIN.cnpjEmUso);
      await exigirVagaNoPlano(tx, tenantId);
      const l = await tx.loja.create({ data: { tenantId, nome: d.nome, cnpj, fusoHorario } });
      const r = serializarLoja(l);
      await auditar(tx, { principal, tenantId, acao: 'CriarLoja', entidade: 'Loja', entidadeId: l.id, depois: r });
      return r;
    }),
  );
}

export async function atualizarLoja(
  principal: PrincipalAdmin,
  id: string,
  d: { nome: string; fusoHorario?: string | null; cnpj?: string | null },
): Promise<LojaResponse> {
  return prisma.$transaction(async (tx) => {
    const atual = await carregar(tx, principal, id);
    // The CNPJ is how every PDV names this store; a new CNPJ is a new store (docs).
    if (d.cnpj && cnpjOuErro(d.cnpj) !== atual.cnpj) throw regraDeNegocio(MENSAGENS_LOJA_ADMIN.cnpjImutavel);
    const fusoHorario = d.fusoHorario && d.fusoHorario !== atual.fusoHorario ? await fusoDoBanco(tx, d.fusoHorario) : atual.fusoHorario;
    if (d.nome === atual.nome && fusoHorario === atual.fusoHorario) return serializarLoja(atual);
    const nova = await tx.loja.update({ where: { id }, data: { nome: d.nome, fusoHorario } });
    const r = serializarLoja(nova);
    await auditarMudanca(tx, principal, 'AtualizarLoja', 'Loja', { id, tenantId: atual.tenantId }, serializarLoja(atual), r);
    return r;
  });
}

export async function alterarStatusLoja(principal: PrincipalAdmin, id: string, ativo: boolean): Promise<LojaResponse> {
  return prisma.$transaction(async (tx) => {
    const atual = await carregar(tx, principal, id);
    if (atual.ativo === ativo) return serializarLoja(atual);
    if (ativo) await exigirVagaNoPlano(tx, atual.tenantId);
    const nova = await tx.loja.update({ where: { id }, data: { ativo } });
    await auditarMudanca(tx, principal, 'AlterarStatusLoja', 'Loja', { id, tenantId: atual.tenantId }, { ativo: atual.ativo }, { ativo });
    return serializarLoja(nova);
  });
}

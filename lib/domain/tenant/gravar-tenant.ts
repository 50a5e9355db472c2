// Tenants (the contracting companies, spec concept 1), managed by the platform team only
// (docs/api-admin-plataforma.md, "Tenants"). Creating a tenant also opens its 14-day trial
// subscription and, when asked, its first AdminTenant user, all in one transaction with the
// audit rows. Deactivating a tenant stops everything it authenticates with: its API keys
// (autenticar-chave-api checks `tenant.ativo`) and its users' logins and tokens (login-admin and
// sessao-admin check it) — nothing else is touched, so reactivation restores both at once.
import 'server-only';
import type { z } from 'zod';
import { prisma, type Tx } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { ErroDeNegocio, regraDeNegocio } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { esquecerChavesEmCache } from '@/lib/domain/acesso/autenticar-chave-api';
import { comEmailUnico, criarUsuarioNaTransacao, type UsuarioResponse } from '@/lib/domain/acesso/admin-usuarios';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { DIAS_TRIAL, planoPorCodigo, type CodigoPlano } from '@/lib/domain/assinatura/planos';
import { auditar, auditarMudanca } from '@/lib/domain/auditoria/auditar';
import { cnpjOuErro } from '@/lib/domain/loja/loja-do-tenant';
import { paginaDe, type Pagina, type Paginacao } from '@/lib/api/consulta';
import type { Assinatura, Prisma, Tenant } from '@/lib/generated/prisma/client';
import type { tenantResponseSchema } from '@/lib/openapi/respostas-plataforma';

/** The plan a new tenant's trial starts on when none is chosen. */
export const PLANO_INICIAL: CodigoPlano = 'Essencial';

export const MENSAGENS_TENANT = {
  naoEncontrado: 'Tenant não encontrado.',
  cnpjEmUso: 'Já existe um tenant com este CNPJ.',
} as const;

/** The answer is the API document's schema (type only: nothing of lib/openapi is loaded here). */
export type TenantResponse = z.output<typeof tenantResponseSchema>;

export type TenantCriadoResponse = TenantResponse & { administrador: UsuarioResponse | null };

type TenantComAssinatura = Tenant & { assinatura: Assinatura | null };

const COM_ASSINATURA = { assinatura: true } as const;

export function serializarTenant(t: TenantComAssinatura): TenantResponse {
  return {
    id: t.id,
    nome: t.nome,
    cnpj: t.cnpj,
    emailContato: t.emailContato,
    ativo: t.ativo,
    assinatura: t.assinatura
      ? {
          plano: t.assinatura.plano,
          status: t.assinatura.status,
          trialAte: t.assinatura.trialAte ? isoUtc(t.assinatura.trialAte) : null,
          // Stores the plan holds; null = unlimited (or a plan code the catalog does not know).
          limiteLojas: planoPorCodigo(t.assinatura.plano)?.limiteLojas ?? null,
        }
      : null,
    criadoEm: isoUtc(t.criadoEm),
    atualizadoEm: isoUtc(t.atualizadoEm),
  };
}

async function carregar(tx: Tx, id: string): Promise<TenantComAssinatura> {
  const t = await tx.tenant.findFirst({ where: { id, sandboxDe: null }, include: COM_ASSINATURA });
  if (!t) throw new ErroDeNegocio(404, MENSAGENS_TENANT.naoEncontrado);
  return t;
}

/**
 * The tenant's CNPJ: optional, validated like a store's (numeric or alphanumeric, 422 with the
 * spec's message), and not shared with another tenant. The check is a read: the schema has no
 * unique index on `tenant.cnpj` (docs/api-admin-plataforma.md).
 */
async function cnpjDoTenant(tx: Tx, cnpj: string | null | undefined, ignorarId?: string): Promise<string | null> {
  if (!cnpj) return null;
  const normalizado = cnpjOuErro(cnpj);
  const outro = await tx.tenant.findFirst({
    where: { cnpj: normalizado, ...(ignorarId ? { id: { not: ignorarId } } : {}) },
    select: { id: true },
  });
  if (outro) throw regraDeNegocio(MENSAGENS_TENANT.cnpjEmUso);
  return normalizado;
}

export type FiltroTenants = Paginacao & { busca?: string; ativo?: boolean };

export async function listarTenants(f: FiltroTenants): Promise<Pagina<TenantResponse>> {
  const digitos = f.busca ? f.busca.replace(/[.\-/\s]/g, '').toUpperCase() : '';
  const where: Prisma.TenantWhereInput = {
    // A sandbox's shadow tenant is not a customer of the platform (docs/sandbox.md).
    sandboxDe: null,
    ...(f.ativo !== undefined ? { ativo: f.ativo } : {}),
    ...(f.busca
      ? {
          OR: [
            { nome: { contains: f.busca, mode: 'insensitive' } },
            { emailContato: { contains: f.busca, mode: 'insensitive' } },
            ...(/^[0-9A-Z]{2,14}$/.test(digitos) ? [{ cnpj: { startsWith: digitos } }] : []),
          ],
        }
      : {}),
  };
  return paginaDe(f, serializarTenant, prisma.tenant, { where, include: COM_ASSINATURA, orderBy: [{ nome: 'asc' }, { id: 'asc' }] });
}

export async function obterTenant(id: string): Promise<TenantResponse> {
  return serializarTenant(await carregar(prisma, id));
}

export type NovoTenant = {
  nome: string;
  cnpj?: string | null;
  emailContato?: string | null;
  plano: CodigoPlano;
  administrador?: { nome: string; email: string } | null;
};

export async function criarTenant(principal: PrincipalAdmin, d: NovoTenant): Promise<TenantCriadoResponse> {
  const r = await comEmailUnico(() =>
    prisma.$transaction(async (tx) => {
      const cnpj = await cnpjDoTenant(tx, d.cnpj);
      const momento = agora();
      const criado = await tx.tenant.create({
        data: {
          nome: d.nome,
          cnpj,
          emailContato: d.emailContato ?? null,
          // Billing (docs/api-admin-assinatura.md) works on this row: every new tenant starts on trial.
          assinatura: {
            create: { plano: d.plano, status: 'Trial', trialAte: new Date(momento.getTime() + DIAS_TRIAL * 24 * 60 * 60 * 1000) },
          },
        },
        include: COM_ASSINATURA,
      });
      const r = serializarTenant(criado);
      await auditar(tx, { principal, tenantId: criado.id, acao: 'CriarTenant', entidade: 'Tenant', entidadeId: criado.id, depois: r });
      const administrador = d.administrador
        ? await criarUsuarioNaTransacao(tx, principal, { ...d.administrador, perfil: 'AdminTenant', tenantId: criado.id })
        : null;
      return { ...r, administrador };
    }),
  );
  if (r.administrador) avisarOutbox(); // the administrator's first-access e-mail leaves now
  return r;
}

export async function atualizarTenant(
  principal: PrincipalAdmin,
  id: string,
  /** `cnpj` and `emailContato`: undefined keeps the current value, null clears it. */
  d: { nome: string; cnpj?: string | null; emailContato?: string | null },
): Promise<TenantResponse> {
  return prisma.$transaction(async (tx) => {
    const atual = await carregar(tx, id);
    const cnpj = d.cnpj === undefined ? atual.cnpj : await cnpjDoTenant(tx, d.cnpj, id);
    const emailContato = d.emailContato === undefined ? atual.emailContato : d.emailContato;
    const antes = serializarTenant(atual);
    if (antes.nome === d.nome && antes.cnpj === cnpj && antes.emailContato === emailContato) return antes;
    const novo = await tx.tenant.update({
      where: { id },
      data: { nome: d.nome, cnpj, emailContato },
      include: COM_ASSINATURA,
    });
    const r = serializarTenant(novo);
    await auditar(tx, { principal, tenantId: id, acao: 'AtualizarTenant', entidade: 'Tenant', entidadeId: id, antes, depois: r });
    return r;
  });
}

export async function alterarStatusTenant(principal: PrincipalAdmin, id: string, ativo: boolean): Promise<TenantResponse> {
  const r = await prisma.$transaction(async (tx) => {
    const atual = await carregar(tx, id);
    if (atual.ativo === ativo) return serializarTenant(atual);
    const novo = await tx.tenant.update({ where: { id }, data: { ativo }, include: COM_ASSINATURA });
    await auditarMudanca(tx, principal, 'AlterarStatusTenant', 'Tenant', { id, tenantId: id }, { ativo: atual.ativo }, { ativo });
    return serializarTenant(novo);
  });
  // The key cache holds positive answers for up to 10 s: this process forgets them now, other
  // instances within that window (autenticar-chave-api.ts).
  if (!ativo) esquecerChavesEmCache();
  return r;
}

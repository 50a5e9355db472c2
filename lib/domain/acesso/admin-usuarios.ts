// People of the panel, managed by the platform team and by each tenant's administrators
// (docs/api-admin-plataforma.md, "Usuários"). SuperAdmin manages everyone; AdminTenant manages
// the AdminTenant and Operador users of its own tenant and never sees the platform team.
// A new user has no password: the first-access e-mail (outbox) lets them define it.
// Every change runs in one transaction with its audit row.
import 'server-only';
import { prisma, type Tx } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { ErroDeNegocio, MENSAGENS, comValorUnico, regraDeNegocio } from '@/lib/erros';
import type { Perfil, PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantDoEscopo, tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { escopoDeLista, podeVerRegistro } from '@/lib/domain/sandbox/tenant-sombra';
import { emitirTokenSenha } from '@/lib/domain/acesso/tokens-senha';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { auditar, auditarMudanca } from '@/lib/domain/auditoria/auditar';
import { redefinirDoisFatoresDe } from '@/lib/domain/acesso/dois-fatores';
import { paginaDe, type Pagina, type Paginacao } from '@/lib/api/consulta';
import type { Prisma, UsuarioAdmin } from '@/lib/generated/prisma/client';

export const MENSAGENS_USUARIO = {
  criado: 'Usuário criado. Enviamos a ele o e-mail de primeiro acesso para definir a senha.',
  atualizado: 'Usuário atualizado com sucesso.',
  naoEncontrado: 'Usuário não encontrado.',
  tenantNaoEncontrado: 'Tenant não encontrado.',
  emailEmUso: 'Já existe um usuário com este e-mail.',
  emailImutavel: 'O e-mail de um usuário não pode ser alterado.',
  proprioPerfil: 'Você não pode alterar o seu próprio perfil.',
  propriaDesativacao: 'Você não pode desativar o seu próprio usuário.',
  superAdminComTenant: 'Usuários SuperAdmin não pertencem a um tenant: não informe TenantId.',
  trocaDeEscopo: 'Um usuário de tenant não pode passar a SuperAdmin, nem o contrário. Crie outro usuário.',
} as const;

export type UsuarioResponse = {
  id: string;
  tenantId: string | null;
  nome: string;
  email: string;
  perfil: Perfil;
  ativo: boolean;
  /** true while the user has not defined a password (first access pending). */
  primeiroAcessoPendente: boolean;
  ultimoLoginEm: string | null;
  /** Two-step verification on: an administrator may reset it (lost phone). */
  doisFatoresAtivo: boolean;
  criadoEm: string;
  atualizadoEm: string;
};

/** The one place a user becomes an answer: never the password hash nor the session version. */
export function serializarUsuario(u: UsuarioAdmin): UsuarioResponse {
  return {
    id: u.id,
    tenantId: u.tenantId,
    nome: u.nome,
    email: u.email,
    perfil: u.perfil,
    ativo: u.ativo,
    primeiroAcessoPendente: u.senhaHash === null,
    ultimoLoginEm: u.ultimoLoginEm ? isoUtc(u.ultimoLoginEm) : null,
    doisFatoresAtivo: u.totpAtivadoEm !== null,
    criadoEm: isoUtc(u.criadoEm),
    atualizadoEm: isoUtc(u.atualizadoEm),
  };
}

/** Profiles a caller may grant: SuperAdmin any; AdminTenant those of its tenant; Operador none. */
export function podeConceder(p: PrincipalAdmin, perfil: Perfil): boolean {
  if (p.perfil === 'SuperAdmin') return true;
  return p.perfil === 'AdminTenant' && perfil !== 'SuperAdmin';
}

/** Whether the caller sees this user (else: 404, so its existence is not revealed). */
function visivel(p: PrincipalAdmin, u: UsuarioAdmin): boolean {
  if (p.perfil === 'SuperAdmin') return true;
  return u.perfil !== 'SuperAdmin' && u.tenantId !== null && u.tenantId === p.tenantId;
}

async function carregar(tx: Tx, p: PrincipalAdmin, id: string): Promise<UsuarioAdmin> {
  const u = await tx.usuarioAdmin.findUnique({ where: { id } });
  if (!u || !visivel(p, u) || !(await podeVerRegistro(p, u.tenantId, tx))) throw new ErroDeNegocio(404, MENSAGENS_USUARIO.naoEncontrado);
  return u;
}

export type NovoUsuario = { nome: string; email: string; perfil: Perfil; tenantId: string | null };

/**
 * Creates a user without a password in the caller's transaction, queues the first-access e-mail
 * (`EmailPrimeiroAcesso` in the outbox) and audits. Callers check who may create whom.
 */
export async function criarUsuarioNaTransacao(tx: Tx, principal: PrincipalAdmin, d: NovoUsuario): Promise<UsuarioResponse> {
  const email = d.email.trim().toLowerCase();
  if (await tx.usuarioAdmin.findUnique({ where: { email }, select: { id: true } })) {
    throw regraDeNegocio(MENSAGENS_USUARIO.emailEmUso);
  }
  const u = await tx.usuarioAdmin.create({ data: { nome: d.nome, email, perfil: d.perfil, tenantId: d.tenantId, senhaHash: null } });
  await emitirTokenSenha(tx, u, 'PrimeiroAcesso');
  const r = serializarUsuario(u);
  await auditar(tx, { principal, tenantId: u.tenantId, acao: 'CriarUsuarioAdmin', entidade: 'UsuarioAdmin', entidadeId: u.id, depois: r });
  return r;
}

/** Runs a write; an e-mail that raced past the check becomes the same 422 (the unique index on `usuario_admin.email` decides). */
export const comEmailUnico = <T>(escrever: () => Promise<T>) =>
  comValorUnico('usuario_admin_email_key', MENSAGENS_USUARIO.emailEmUso, escrever);

export async function criarUsuario(
  principal: PrincipalAdmin,
  d: { nome: string; email: string; perfil: Perfil; tenantId?: string | null },
): Promise<UsuarioResponse> {
  if (!podeConceder(principal, d.perfil)) throw new ErroDeNegocio(403, MENSAGENS.acessoNegado);
  let tenantId: string | null;
  if (d.perfil === 'SuperAdmin') {
    // The platform team belongs to no tenant (sessao-admin: SuperAdmin tokens carry no tenant).
    if (d.tenantId) throw regraDeNegocio(MENSAGENS_USUARIO.superAdminComTenant);
    tenantId = null;
  } else {
    tenantId = tenantObrigatorio(principal, d.tenantId);
  }
  const criado = await comEmailUnico(() =>
    prisma.$transaction(async (tx) => {
      if (tenantId && !(await tx.tenant.findUnique({ where: { id: tenantId }, select: { id: true } }))) {
        throw new ErroDeNegocio(404, MENSAGENS_USUARIO.tenantNaoEncontrado);
      }
      return criarUsuarioNaTransacao(tx, principal, { nome: d.nome, email: d.email, perfil: d.perfil, tenantId });
    }),
  );
  avisarOutbox(); // the first-access e-mail leaves now
  return criado;
}

export type FiltroUsuarios = Paginacao & { tenantId?: string; perfil?: Perfil; ativo?: boolean; busca?: string };

export async function listarUsuarios(principal: PrincipalAdmin, f: FiltroUsuarios): Promise<Pagina<UsuarioResponse>> {
  const tenantId = tenantDoEscopo(principal, f.tenantId);
  const where: Prisma.UsuarioAdminWhereInput = {
    // The platform team (no tenant) stays in the SuperAdmin's list of every tenant.
    AND: [escopoDeLista(tenantId, true), ...(f.perfil ? [{ perfil: f.perfil }] : [])],
    // A tenant's administrators never see the platform team.
    ...(principal.perfil !== 'SuperAdmin' ? { perfil: { in: ['AdminTenant', 'Operador'] } } : {}),
    ...(f.ativo !== undefined ? { ativo: f.ativo } : {}),
    ...(f.busca
      ? { OR: [{ nome: { contains: f.busca, mode: 'insensitive' } }, { email: { contains: f.busca, mode: 'insensitive' } }] }
      : {}),
  };
  return paginaDe(f, serializarUsuario, prisma.usuarioAdmin, { where, orderBy: [{ nome: 'asc' }, { id: 'asc' }] });
}

export async function obterUsuario(principal: PrincipalAdmin, id: string): Promise<UsuarioResponse> {
  return serializarUsuario(await carregar(prisma, principal, id));
}

export async function atualizarUsuario(
  principal: PrincipalAdmin,
  id: string,
  d: { nome: string; perfil: Perfil; email?: string },
): Promise<UsuarioResponse> {
  return prisma.$transaction(async (tx) => {
    const atual = await carregar(tx, principal, id);
    // The e-mail is the login and the address of the first-access link: it never changes.
    if (d.email !== undefined && d.email.trim().toLowerCase() !== atual.email) throw regraDeNegocio(MENSAGENS_USUARIO.emailImutavel);
    if (d.perfil !== atual.perfil) {
      if (atual.id === principal.usuarioId) throw regraDeNegocio(MENSAGENS_USUARIO.proprioPerfil);
      if (!podeConceder(principal, d.perfil)) throw new ErroDeNegocio(403, MENSAGENS.acessoNegado);
      // SuperAdmin has no tenant and the others must have one: moving across would break that.
      if ((d.perfil === 'SuperAdmin') !== (atual.perfil === 'SuperAdmin')) throw regraDeNegocio(MENSAGENS_USUARIO.trocaDeEscopo);
    }
    if (d.nome === atual.nome && d.perfil === atual.perfil) return serializarUsuario(atual);
    // The profile is read from the database on every request (sessao-admin), so a change
    // applies to the user's current tokens at once.
    const novo = await tx.usuarioAdmin.update({ where: { id }, data: { nome: d.nome, perfil: d.perfil } });
    const r = serializarUsuario(novo);
    await auditarMudanca(
      tx,
      principal,
      'AtualizarUsuarioAdmin',
      'UsuarioAdmin',
      { id, tenantId: atual.tenantId },
      serializarUsuario(atual),
      r,
    );
    return r;
  });
}

export async function alterarStatusUsuario(principal: PrincipalAdmin, id: string, ativo: boolean): Promise<UsuarioResponse> {
  return prisma.$transaction(async (tx) => {
    const atual = await carregar(tx, principal, id);
    if (!ativo && atual.id === principal.usuarioId) throw regraDeNegocio(MENSAGENS_USUARIO.propriaDesativacao);
    if (atual.ativo === ativo) return serializarUsuario(atual);
    // Deactivation moves the session version: every token already issued dies on its next use.
    const novo = await tx.usuarioAdmin.update({
      where: { id },
      data: { ativo, ...(ativo ? {} : { versaoSessao: { increment: 1 } }) },
    });
    await auditarMudanca(
      tx,
      principal,
      'AlterarStatusUsuarioAdmin',
      'UsuarioAdmin',
      { id, tenantId: atual.tenantId },
      { ativo: atual.ativo },
      { ativo },
    );
    return serializarUsuario(novo);
  });
}

/**
 * Resets the two-step verification of a user the caller manages (a lost phone): off, the recovery
 * codes gone, the user's sessions ended, audit row and notice e-mail (dois-fatores.ts). Out of
 * reach answers 404 like every other action on a user; a user without it, 422.
 */
export async function redefinirDoisFatoresUsuario(principal: PrincipalAdmin, id: string): Promise<UsuarioResponse> {
  const u = await prisma.$transaction(async (tx) => {
    await carregar(tx, principal, id);
    return redefinirDoisFatoresDe(tx, principal, id);
  });
  avisarOutbox();
  return serializarUsuario(u);
}

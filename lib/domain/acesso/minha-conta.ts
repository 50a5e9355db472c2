// The signed-in panel user's own account (GET /api/v1/AuthAdmin/conta and the page /painel/conta):
// who they are, in which company, since when, and whether two-step verification is on. Read by the
// user's id from the principal, never from the request, so nobody reads another account here. Never
// the password hash, the session version nor the two-step secret.
import 'server-only';
import { prisma } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import type { Perfil, PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';

export type ContaAdmin = {
  id: string;
  nome: string;
  email: string;
  perfil: Perfil;
  /** null for the platform team (SuperAdmin), who belongs to no tenant. */
  tenantId: string | null;
  tenantNome: string | null;
  /** The latest sign-in: with a session open, the one of this session. */
  ultimoLoginEm: string | null;
  /** The sign-in before it ("Acesso anterior"): the one to compare with one's memory. */
  loginAnteriorEm: string | null;
  criadoEm: string;
  /** Two-step verification: since when it is on (null: off) and the recovery codes left. */
  doisFatoresAtivadoEm: string | null;
  codigosRecuperacaoRestantes: number | null;
};

const ouNulo = (d: Date | null) => (d ? isoUtc(d) : null);

export async function obterMinhaConta(principal: PrincipalAdmin): Promise<ContaAdmin> {
  const u = await prisma.usuarioAdmin.findUniqueOrThrow({
    where: { id: principal.usuarioId },
    include: { tenant: { select: { nome: true } }, _count: { select: { codigosRecuperacao: { where: { usadoEm: null } } } } },
  });
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    perfil: u.perfil,
    tenantId: u.tenantId,
    tenantNome: u.tenant?.nome ?? null,
    ultimoLoginEm: ouNulo(u.ultimoLoginEm),
    loginAnteriorEm: ouNulo(u.loginAnteriorEm),
    criadoEm: isoUtc(u.criadoEm),
    doisFatoresAtivadoEm: ouNulo(u.totpAtivadoEm),
    codigosRecuperacaoRestantes: u.totpAtivadoEm ? u._count.codigosRecuperacao : null,
  };
}

// The signed-in panel user's own account (GET /api/v1/AuthAdmin/conta and the page /painel/conta):
// who they are, in which company, since when. Read by the user's id from the principal, never from
// the request, so nobody reads another account here. Never the password hash nor the session version.
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
  ultimoLoginEm: string | null;
  criadoEm: string;
};

export async function obterMinhaConta(principal: PrincipalAdmin): Promise<ContaAdmin> {
  const u = await prisma.usuarioAdmin.findUniqueOrThrow({
    where: { id: principal.usuarioId },
    include: { tenant: { select: { nome: true } } },
  });
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    perfil: u.perfil,
    tenantId: u.tenantId,
    tenantNome: u.tenant?.nome ?? null,
    ultimoLoginEm: u.ultimoLoginEm ? isoUtc(u.ultimoLoginEm) : null,
    criadoEm: isoUtc(u.criadoEm),
  };
}

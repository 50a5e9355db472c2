// POST /api/v1/authadmin/login (spec "Admin endpoints"). A wrong e-mail and a wrong password
// cost the same argon2 verification and get the same 401, so neither the answer nor its timing
// tells which accounts exist.
import 'server-only';
import { prisma } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { isoUtc } from '@/lib/datas';
import { agora } from '@/lib/relogio';
import { conferirSenha, hashDeReferencia } from '@/lib/domain/acesso/senha';
import { emitirTokenAdmin, type Perfil } from '@/lib/domain/acesso/sessao-admin';

export const CREDENCIAIS_INVALIDAS = 'Credenciais inválidas.';

export type LoginResponse = { token: string; expiraEm: string; nome: string; email: string; perfil: Perfil };

export async function loginAdmin(email: string, senha: string): Promise<LoginResponse> {
  const u = await prisma.usuarioAdmin.findUnique({
    where: { email: email.trim().toLowerCase() },
    include: { tenant: { select: { ativo: true } } },
  });
  const confere = await conferirSenha(u?.senhaHash ?? (await hashDeReferencia()), senha);
  const habilitado = !!u && u.ativo && (u.perfil === 'SuperAdmin' || u.tenant?.ativo === true);
  if (!u || !confere || !habilitado) throw new ErroDeNegocio(401, CREDENCIAIS_INVALIDAS);
  await prisma.usuarioAdmin.update({ where: { id: u.id }, data: { ultimoLoginEm: agora() } });
  const { token, expiraEm } = await emitirTokenAdmin(u);
  return { token, expiraEm: isoUtc(expiraEm), nome: u.nome, email: u.email, perfil: u.perfil };
}

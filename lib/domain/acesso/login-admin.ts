// POST /api/v1/authadmin/login (spec "Admin endpoints"). A wrong e-mail and a wrong password
// cost the same argon2 verification and get the same 401, so neither the answer nor its timing
// tells which accounts exist. With two-step verification on (dois-fatores.ts), a right password
// also needs `codigo`: the app's code or a recovery code; a wrong password gets the contract's
// answer whatever the code, so the code step is never reached (nor its per-user limit spent) by
// someone who does not know the password.
import 'server-only';
import { prisma } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { isoUtc } from '@/lib/datas';
import { agora } from '@/lib/relogio';
import { exigirLimite } from '@/lib/api/limites';
import { REGRAS, devolverLimite } from '@/lib/limites/limitador';
import { conferirSenha, hashDeReferencia } from '@/lib/domain/acesso/senha';
import { emitirTokenAdmin, type Perfil } from '@/lib/domain/acesso/sessao-admin';
import { avisarCodigoUsado, conferirSegundoFator, travarUsuario } from '@/lib/domain/acesso/dois-fatores';
import { MARCADOR_CODIGO_NECESSARIO, MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import type { Tx } from '@/lib/db';

export const CREDENCIAIS_INVALIDAS = 'Credenciais inválidas.';

export type LoginResponse = { token: string; expiraEm: string; nome: string; email: string; perfil: Perfil };

/** The sign-in before this one becomes the "previous access" Minha conta shows (one statement: two at once keep their order). */
function registrarLogin(tx: Tx, usuarioId: string, momento: Date) {
  return tx.$executeRaw`UPDATE usuario_admin SET login_anterior_em = ultimo_login_em, ultimo_login_em = ${momento} WHERE id = ${usuarioId}::uuid`;
}

export async function loginAdmin(email: string, senha: string, codigo?: string): Promise<LoginResponse> {
  const u = await prisma.usuarioAdmin.findUnique({
    where: { email: email.trim().toLowerCase() },
    include: { tenant: { select: { ativo: true } } },
  });
  const confere = await conferirSenha(u?.senhaHash ?? (await hashDeReferencia()), senha);
  const habilitado = !!u && u.ativo && (u.perfil === 'SuperAdmin' || u.tenant?.ativo === true);
  if (!u || !confere || !habilitado) throw new ErroDeNegocio(401, CREDENCIAIS_INVALIDAS);
  const momento = agora();
  if (!u.totpAtivadoEm) {
    await registrarLogin(prisma, u.id, momento);
  } else {
    if (!codigo?.trim()) throw new ErroDeNegocio(401, [MENSAGENS_DOIS_FATORES.codigoNecessario, MARCADOR_CODIGO_NECESSARIO]);
    await exigirLimite(REGRAS.codigoDoisFatores, u.id);
    await prisma.$transaction(async (tx) => {
      const atual = await travarUsuario(tx, u.id);
      const fator = await conferirSegundoFator(tx, atual, codigo, momento);
      if (!fator) throw new ErroDeNegocio(401, MENSAGENS_DOIS_FATORES.codigoInvalido);
      await avisarCodigoUsado(tx, atual, fator, momento);
      await registrarLogin(tx, u.id, momento);
    });
    // A right code gives its attempt back: the limit is for guesses, not for a person who signs in
    // from several devices in a morning (attempts are counted before the check, docs/api-decisoes.md).
    await devolverLimite(REGRAS.codigoDoisFatores, u.id);
    avisarOutbox();
  }
  const { token, expiraEm } = await emitirTokenAdmin(u);
  return { token, expiraEm: isoUtc(expiraEm), nome: u.nome, email: u.email, perfil: u.perfil };
}

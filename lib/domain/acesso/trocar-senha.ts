// A signed-in panel user changes their own password (POST /api/v1/AuthAdmin/trocar-senha,
// docs/api-decisoes.md "Admin authentication"). The current password is required even with a
// valid session: a session left open on a shared counter must not be enough to take the account.
// The change ends every other session of the user, exactly as a reset does (`versao_sessao`), and
// hands back a token of the new version so that the caller's own session goes on. The audit row and
// the notice e-mail ("Sua senha foi alterada") are written in the same transaction as the change.
import 'server-only';
import { prisma } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import { isoUtc } from '@/lib/datas';
import { conferirSenha, gerarHashSenha } from '@/lib/domain/acesso/senha';
import { emitirTokenAdmin, type PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/politica-senha';
import { auditar } from '@/lib/domain/auditoria/auditar';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { avisarConta } from '@/lib/domain/acesso/aviso-conta';

/** The caller's new token: the one of every other session stopped working. */
export type SenhaTrocada = { token: string; expiraEm: string };

export async function trocarSenhaAdmin(principal: PrincipalAdmin, a: { senhaAtual: string; novaSenha: string }): Promise<SenhaTrocada> {
  // Hashed before the transaction: argon2 takes tens of milliseconds and needs no lock.
  const novoHash = await gerarHashSenha(a.novaSenha);
  const momento = agora();
  const u = await prisma.$transaction(async (tx) => {
    // The row lock makes two changes at once take turns: the second checks its current password
    // against the hash the first one wrote.
    await tx.$queryRaw`SELECT 1 FROM usuario_admin WHERE id = ${principal.usuarioId}::uuid FOR UPDATE`;
    const atual = await tx.usuarioAdmin.findUniqueOrThrow({ where: { id: principal.usuarioId } });
    if (!(await conferirSenha(atual.senhaHash, a.senhaAtual))) throw new ErroDeNegocio(422, MENSAGENS_SENHA.senhaAtualErrada);
    const u = await tx.usuarioAdmin.update({
      where: { id: atual.id },
      data: { senhaHash: novoHash, versaoSessao: { increment: 1 } },
    });
    // A reset link still pending would undo this change: it goes, as it goes after a reset.
    await tx.tokenAdmin.updateMany({ where: { usuarioId: u.id, usadoEm: null }, data: { usadoEm: momento } });
    await auditar(tx, { principal, tenantId: u.tenantId, acao: 'TrocaSenha', entidade: 'UsuarioAdmin', entidadeId: u.id });
    // One notice per change: the session version is new at every change.
    await avisarConta(tx, u, {
      tipo: 'EmailSenhaAlterada',
      chave: `senha-alterada:${u.id}:${u.versaoSessao}`,
      momento,
      dados: { alteradaEm: momento.toISOString() },
    });
    return u;
  });
  avisarOutbox();
  const { token, expiraEm } = await emitirTokenAdmin(u);
  return { token, expiraEm: isoUtc(expiraEm) };
}

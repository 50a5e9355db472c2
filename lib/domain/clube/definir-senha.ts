// POST /clube/auth/definir-senha (spec): sets the club password, or changes it (then the current
// one is required). Changing a password ends every session of the customer, this one included
// (`versao_sessao`), so a stolen session cannot outlive the change; the club portal logs in
// again with the new password. Setting the first password keeps the session.
import 'server-only';
import { prisma } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { conferirSenha, gerarHashSenha } from '@/lib/domain/acesso/senha';

export const MENSAGENS_DEFINIR_SENHA = {
  senhaAtualObrigatoria: 'O campo SenhaAtual é obrigatório.',
  senhaAtualErrada: 'A senha atual não confere.',
  definida: 'Senha definida com sucesso.',
} as const;

export async function definirSenhaClube(clienteId: string, a: { senhaAtual?: string | null; novaSenha: string }) {
  const novoHash = await gerarHashSenha(a.novaSenha);
  await prisma.$transaction(async (tx) => {
    // NO KEY (docs/saldo-corrente.md, "Lock order"): the password check below takes tens of
    // milliseconds, and the sales of this customer (their foreign keys) need not wait for it.
    await tx.$queryRaw`SELECT 1 FROM cliente WHERE id = ${clienteId}::uuid FOR NO KEY UPDATE`;
    const c = await tx.cliente.findUniqueOrThrow({ where: { id: clienteId }, select: { senhaHash: true } });
    if (c.senhaHash) {
      if (!a.senhaAtual) throw new ErroDeNegocio(400, MENSAGENS_DEFINIR_SENHA.senhaAtualObrigatoria);
      if (!(await conferirSenha(c.senhaHash, a.senhaAtual))) throw new ErroDeNegocio(422, MENSAGENS_DEFINIR_SENHA.senhaAtualErrada);
    }
    await tx.cliente.update({
      where: { id: clienteId },
      data: { senhaHash: novoHash, ...(c.senhaHash ? { versaoSessao: { increment: 1 } } : {}) },
    });
  });
}

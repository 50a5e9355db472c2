// First access and password recovery of panel users (spec AuthAdmin endpoints): single-use,
// expiring tokens, stored as SHA-256 only, delivered by e-mail through the outbox. The answers
// never say whether an e-mail is registered.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { prisma, type Tx } from '@/lib/db';
import { env } from '@/lib/env';
import { ErroDeNegocio } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import { gerarHashSenha } from '@/lib/domain/acesso/senha';
import { auditar } from '@/lib/domain/auditoria/auditar';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { FUSO_BRASILIA } from '@/lib/datas';

export const VALIDADE_PRIMEIRO_ACESSO_MS = 72 * 60 * 60 * 1000;
export const VALIDADE_REDEFINICAO_MS = 30 * 60 * 1000;

export { MENSAGENS_SENHA, senhaAceitavel } from '@/lib/domain/acesso/politica-senha';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/politica-senha';

const hashToken = (t: string) => createHash('sha256').update(t).digest('hex');

type Tipo = 'PrimeiroAcesso' | 'RedefinicaoSenha';

/**
 * Issues a token for a user and queues its e-mail, in the caller's transaction. Earlier unused
 * tokens of the same kind stop working: only the newest link is valid.
 */
export async function emitirTokenSenha(tx: Tx, u: { id: string; email: string; nome: string; tenantId: string | null }, tipo: Tipo) {
  const token = randomBytes(32).toString('base64url');
  const momento = agora();
  await tx.tokenAdmin.updateMany({ where: { usuarioId: u.id, tipo, usadoEm: null }, data: { usadoEm: momento } });
  const criado = await tx.tokenAdmin.create({
    data: {
      usuarioId: u.id,
      tipo,
      hash: hashToken(token),
      expiraEm: new Date(momento.getTime() + (tipo === 'PrimeiroAcesso' ? VALIDADE_PRIMEIRO_ACESSO_MS : VALIDADE_REDEFINICAO_MS)),
    },
  });
  const caminho = tipo === 'PrimeiroAcesso' ? 'primeiro-acesso' : 'redefinir-senha';
  const link = `${env().APP_URL}/painel/${caminho}?email=${encodeURIComponent(u.email)}&token=${token}`;
  // The invitation names the company that gives the access, and tells the link's end at the
  // company's clock (its programme's zone, docs/comunicacao.md) or, without one, Brasília's.
  const empresa =
    tipo === 'PrimeiroAcesso' && u.tenantId
      ? await tx.tenant.findUnique({
          where: { id: u.tenantId },
          select: { nome: true, configuracaoComunicacao: { select: { fusoHorario: true } } },
        })
      : null;
  await tx.eventoOutbox.create({
    data: {
      tenantId: u.tenantId,
      tipo: tipo === 'PrimeiroAcesso' ? 'EmailPrimeiroAcesso' : 'EmailRedefinicaoSenha',
      chave: `token-admin:${criado.id}`,
      payload: {
        para: u.email,
        nome: u.nome,
        link,
        token,
        validoAte: criado.expiraEm.toISOString(),
        ...(tipo === 'PrimeiroAcesso'
          ? { tenantNome: empresa?.nome ?? null, fusoHorario: empresa?.configuracaoComunicacao?.fusoHorario ?? FUSO_BRASILIA }
          : {}),
      },
      // The app clock, like every other outbox event (not the column defaults).
      criadoEm: momento,
      proximaTentativaEm: momento,
    },
  });
  return token;
}

/** GET primeiro-acesso: (re)sends the first-access link when the account still has no password. */
export async function solicitarPrimeiroAcesso(email: string) {
  const u = await prisma.usuarioAdmin.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!u || !u.ativo || u.senhaHash) return;
  await prisma.$transaction((tx) => emitirTokenSenha(tx, u, 'PrimeiroAcesso'));
  avisarOutbox();
}

/** POST recuperar-senha: sends a reset link to an active account. */
export async function solicitarRedefinicao(email: string) {
  const u = await prisma.usuarioAdmin.findUnique({ where: { email: email.trim().toLowerCase() } });
  if (!u || !u.ativo) return;
  await prisma.$transaction((tx) => emitirTokenSenha(tx, u, 'RedefinicaoSenha'));
  avisarOutbox();
}

/** What a link's token is worth for its page: `invalido` also for an unknown e-mail or token. */
export type EstadoLinkSenha = 'valido' | 'usado' | 'expirado' | 'invalido';

type UsuarioDoLink = { id: string; ativo: boolean; senhaHash: string | null } | null;
type TokenDoLink = { usuarioId: string; tipo: string; usadoEm: Date | null; expiraEm: Date } | null;

/**
 * The one rule of a token's worth, for the page that opens the link and for the request that
 * spends it. Only the holder of a token of that e-mail's account learns `usado` or `expirado`; an
 * unknown e-mail, an inactive account, a token of another account or kind all read `invalido`, so
 * the answer never tells whether an e-mail is registered. A first-access link of an account that
 * already has a password counts as used.
 */
function estadoDoToken(u: UsuarioDoLink, registro: TokenDoLink, tipo: Tipo, momento: Date): EstadoLinkSenha {
  if (!u || !u.ativo || !registro || registro.usuarioId !== u.id || registro.tipo !== tipo) return 'invalido';
  if (registro.usadoEm || (tipo === 'PrimeiroAcesso' && u.senhaHash)) return 'usado';
  return registro.expiraEm > momento ? 'valido' : 'expirado';
}

/**
 * Read-only check of the e-mailed link when its page opens (nothing is spent or written): the page
 * shows the password form only for a `valido` link, and says at once why any other cannot be used.
 */
export async function verificarLinkSenha(a: { email: string; token: string; tipo: Tipo }): Promise<EstadoLinkSenha> {
  const [u, registro] = await Promise.all([
    prisma.usuarioAdmin.findUnique({ where: { email: a.email.trim().toLowerCase() }, select: { id: true, ativo: true, senhaHash: true } }),
    prisma.tokenAdmin.findUnique({
      where: { hash: hashToken(a.token) },
      select: { usuarioId: true, tipo: true, usadoEm: true, expiraEm: true },
    }),
  ]);
  return estadoDoToken(u, registro, a.tipo, agora());
}

/**
 * Spends a token and sets the password, in one transaction. The token row is claimed with a
 * conditional update, so two concurrent uses of one token cannot both succeed. Setting a password
 * bumps the session version: every token issued before stops working.
 */
export async function definirSenhaComToken(a: { email: string; token: string; senha: string; tipo: Tipo }) {
  const momento = agora();
  await prisma.$transaction(async (tx) => {
    const u = await tx.usuarioAdmin.findUnique({ where: { email: a.email.trim().toLowerCase() } });
    const registro = await tx.tokenAdmin.findUnique({ where: { hash: hashToken(a.token) } });
    if (estadoDoToken(u, registro, a.tipo, momento) !== 'valido' || !u || !registro) {
      throw new ErroDeNegocio(422, MENSAGENS_SENHA.tokenInvalido);
    }
    const gasto = await tx.tokenAdmin.updateMany({ where: { id: registro.id, usadoEm: null }, data: { usadoEm: momento } });
    if (gasto.count !== 1) throw new ErroDeNegocio(422, MENSAGENS_SENHA.tokenInvalido);
    await tx.usuarioAdmin.update({
      where: { id: u.id },
      data: { senhaHash: await gerarHashSenha(a.senha), versaoSessao: { increment: 1 } },
    });
    await tx.tokenAdmin.updateMany({ where: { usuarioId: u.id, usadoEm: null }, data: { usadoEm: momento } });
    await auditar(tx, {
      principal: { usuarioId: u.id, email: u.email, nome: u.nome, perfil: u.perfil, tenantId: u.tenantId },
      tenantId: u.tenantId,
      acao: a.tipo === 'PrimeiroAcesso' ? 'PrimeiroAcesso' : 'RedefinicaoSenha',
      entidade: 'UsuarioAdmin',
      entidadeId: u.id,
    });
  });
}

// Two-step verification of a panel user (docs/api-decisoes.md "Two-step verification", docs/painel.md
// "Minha conta"): opt-in per user, an authenticator app's code (TOTP, totp.ts) asked after the
// password. The user turns it on in two calls — the server makes a pending secret (shown as a QR
// code), a current code and the password confirm it — and gets ten single-use recovery codes, shown
// once and stored as SHA-256 hashes. Turning it on or off ends the user's other sessions
// (`versao_sessao`) and hands the caller a token of the new version, as the password change does.
// Every change writes its audit row and queues its notice e-mail in the same transaction.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { prisma, type Tx } from '@/lib/db';
import { ErroDeNegocio, regraDeNegocio } from '@/lib/erros';
import { isoUtc } from '@/lib/datas';
import { agora } from '@/lib/relogio';
import { conferirSenha } from '@/lib/domain/acesso/senha';
import { emitirTokenAdmin, type PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/politica-senha';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { avisarConta } from '@/lib/domain/acesso/aviso-conta';
import { base32, conferirTotp, novoSegredoTotp, uriOtpauth } from '@/lib/domain/acesso/totp';
import { cifrarSegredoTotp, segredoTotpParaUso } from '@/lib/domain/acesso/segredo-totp';
import { auditar } from '@/lib/domain/auditoria/auditar';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import type { UsuarioAdmin } from '@/lib/generated/prisma/client';

export const QUANTIDADE_CODIGOS_RECUPERACAO = 10;

/** Recovery codes are typed as shown (`ABCDE-FGHIJ`) or without the hyphen, in any case. */
const normalizar = (codigo: string) => codigo.replace(/[\s-]/g, '').toUpperCase();
const hashDoCodigo = (codigo: string) => createHash('sha256').update(normalizar(codigo)).digest('hex');

/** A recovery code: 10 base32 characters (50 random bits), shown as two groups of five. */
function novoCodigoRecuperacao(): string {
  const c = base32(randomBytes(7)).slice(0, 10);
  return `${c.slice(0, 5)}-${c.slice(5)}`;
}

/** Replaces every recovery code of the user with ten new ones; the plain codes go to the answer only. */
async function gravarCodigosRecuperacao(tx: Tx, usuarioId: string, momento: Date): Promise<string[]> {
  const codigos = Array.from({ length: QUANTIDADE_CODIGOS_RECUPERACAO }, novoCodigoRecuperacao);
  await tx.codigoRecuperacaoAdmin.deleteMany({ where: { usuarioId } });
  await tx.codigoRecuperacaoAdmin.createMany({ data: codigos.map((c) => ({ usuarioId, hash: hashDoCodigo(c), criadoEm: momento })) });
  return codigos;
}

export type SegundoFator = { tipo: 'aplicativo' } | { tipo: 'recuperacao'; codigoId: string; restantes: number };

/**
 * Checks the code of a user whose row the caller holds locked (`FOR UPDATE`): six digits are the
 * app's code (±1 step, never a step already accepted: the step is stored), anything else a
 * recovery code (spent here). null when it is neither. The lock makes two uses of one code take
 * turns, so only one of them passes.
 */
export async function conferirSegundoFator(
  tx: Tx,
  u: Pick<UsuarioAdmin, 'id' | 'totpSegredo' | 'totpUltimoPasso'>,
  codigo: string,
  momento: Date,
): Promise<SegundoFator | null> {
  const limpo = normalizar(codigo);
  if (/^\d{6}$/.test(limpo)) {
    const lido = u.totpSegredo ? segredoTotpParaUso(u.totpSegredo) : null;
    const passo = lido ? conferirTotp(lido.segredo, limpo, momento.getTime(), u.totpUltimoPasso) : null;
    if (!lido || passo === null) return null;
    // Read under a previous AUTH_SECRET: written again under the current one (segredo-totp.ts).
    const recifrado = lido.chaveAnterior ? { totpSegredo: cifrarSegredoTotp(lido.segredo) } : {};
    await tx.usuarioAdmin.update({ where: { id: u.id }, data: { totpUltimoPasso: passo, ...recifrado } });
    return { tipo: 'aplicativo' };
  }
  if (!/^[A-Z2-7]{10}$/.test(limpo)) return null;
  const r = await tx.codigoRecuperacaoAdmin.findFirst({ where: { usuarioId: u.id, hash: hashDoCodigo(limpo), usadoEm: null } });
  if (!r) return null;
  await tx.codigoRecuperacaoAdmin.update({ where: { id: r.id }, data: { usadoEm: momento } });
  const restantes = await tx.codigoRecuperacaoAdmin.count({ where: { usuarioId: u.id, usadoEm: null } });
  return { tipo: 'recuperacao', codigoId: r.id, restantes };
}

/** The notice of a recovery code spent (at sign-in or to turn the verification off): how many remain. */
export function avisarCodigoUsado(tx: Tx, u: UsuarioAdmin, fator: SegundoFator, momento: Date) {
  if (fator.tipo !== 'recuperacao') return Promise.resolve();
  return avisarConta(tx, u, {
    tipo: 'EmailDoisFatores',
    chave: `codigo-recuperacao:${fator.codigoId}`,
    momento,
    dados: { acao: 'CodigoRecuperacaoUsado', em: momento.toISOString(), restantes: fator.restantes },
  });
}

/** The user's row, locked for the rest of the transaction. */
export async function travarUsuario(tx: Tx, usuarioId: string): Promise<UsuarioAdmin> {
  await tx.$queryRaw`SELECT 1 FROM usuario_admin WHERE id = ${usuarioId}::uuid FOR UPDATE`;
  return tx.usuarioAdmin.findUniqueOrThrow({ where: { id: usuarioId } });
}

type Confirmacao = { senha: string; codigo: string };

/** The password, then the code (`conferirCodigo`: which codes count). Each wrong one has its own 422. */
async function conferirConfirmacao(tx: Tx, u: UsuarioAdmin, c: Confirmacao, conferirCodigo: () => Promise<boolean>) {
  if (!(await conferirSenha(u.senhaHash, c.senha))) throw regraDeNegocio(MENSAGENS_SENHA.senhaAtualErrada);
  if (!(await conferirCodigo())) throw regraDeNegocio(MENSAGENS_DOIS_FATORES.codigoInvalido);
}

/** The audit row and the notice e-mail of turning it on or off (one notice per session version). */
async function registrarMudanca(
  tx: Tx,
  principal: PrincipalAdmin,
  u: UsuarioAdmin,
  acao: 'AtivarDoisFatores' | 'DesativarDoisFatores' | 'RedefinirDoisFatores',
  momento: Date,
) {
  await auditar(tx, { principal, tenantId: u.tenantId, acao, entidade: 'UsuarioAdmin', entidadeId: u.id });
  const aviso = { AtivarDoisFatores: 'Ativada', DesativarDoisFatores: 'Desativada', RedefinirDoisFatores: 'Redefinida' }[acao];
  await avisarConta(tx, u, {
    tipo: 'EmailDoisFatores',
    chave: `dois-fatores:${u.id}:${u.versaoSessao}`,
    momento,
    dados: { acao: aviso, em: momento.toISOString() },
  });
}

/**
 * Off (by the user, or by an administrator's reset): the secret and the codes go, every session of
 * the user ends (the caller's own gets a new token when it is the user).
 */
async function desligar(
  tx: Tx,
  principal: PrincipalAdmin,
  atual: UsuarioAdmin,
  acao: 'DesativarDoisFatores' | 'RedefinirDoisFatores',
  momento: Date,
) {
  const u = await tx.usuarioAdmin.update({
    where: { id: atual.id },
    data: { totpSegredo: null, totpPendente: null, totpAtivadoEm: null, totpUltimoPasso: null, versaoSessao: { increment: 1 } },
  });
  await tx.codigoRecuperacaoAdmin.deleteMany({ where: { usuarioId: u.id } });
  await registrarMudanca(tx, principal, u, acao, momento);
  return u;
}

export type AtivacaoIniciada = { segredo: string; uri: string };

/** Step 1 of turning it on: a new pending secret (any earlier pending one is replaced). */
export async function iniciarDoisFatores(principal: PrincipalAdmin): Promise<AtivacaoIniciada> {
  const segredo = novoSegredoTotp();
  await prisma.$transaction(async (tx) => {
    const u = await travarUsuario(tx, principal.usuarioId);
    if (u.totpAtivadoEm) throw new ErroDeNegocio(409, MENSAGENS_DOIS_FATORES.jaAtiva);
    await tx.usuarioAdmin.update({ where: { id: u.id }, data: { totpPendente: cifrarSegredoTotp(segredo) } });
  });
  return { segredo, uri: uriOtpauth(segredo, principal.email) };
}

/** The caller's new token (every other session ended) and, when turned on, the recovery codes. */
export type SessaoRenovada = { token: string; expiraEm: string };
export type DoisFatoresAtivados = SessaoRenovada & { codigosRecuperacao: string[] };

async function comNovaSessao<T>(u: UsuarioAdmin, extra: T): Promise<T & SessaoRenovada> {
  avisarOutbox();
  const { token, expiraEm } = await emitirTokenAdmin(u);
  return { ...extra, token, expiraEm: isoUtc(expiraEm) };
}

/** Step 2: a current code of the pending secret and the password turn it on. */
export async function ativarDoisFatores(principal: PrincipalAdmin, c: Confirmacao): Promise<DoisFatoresAtivados> {
  const momento = agora();
  const { u, codigosRecuperacao } = await prisma.$transaction(async (tx) => {
    const atual = await travarUsuario(tx, principal.usuarioId);
    if (atual.totpAtivadoEm) throw new ErroDeNegocio(409, MENSAGENS_DOIS_FATORES.jaAtiva);
    const segredo = atual.totpPendente ? (segredoTotpParaUso(atual.totpPendente)?.segredo ?? null) : null;
    if (!segredo) throw regraDeNegocio(MENSAGENS_DOIS_FATORES.semAtivacaoPendente);
    let passo: number | null = null;
    await conferirConfirmacao(tx, atual, c, async () => {
      passo = conferirTotp(segredo, normalizar(c.codigo), momento.getTime(), null);
      return passo !== null;
    });
    const u = await tx.usuarioAdmin.update({
      where: { id: atual.id },
      data: {
        // Under the current key, also when the pending one was written under a previous key.
        totpSegredo: cifrarSegredoTotp(segredo),
        totpPendente: null,
        totpAtivadoEm: momento,
        totpUltimoPasso: passo,
        versaoSessao: { increment: 1 },
      },
    });
    const codigosRecuperacao = await gravarCodigosRecuperacao(tx, u.id, momento);
    await registrarMudanca(tx, principal, u, 'AtivarDoisFatores', momento);
    return { u, codigosRecuperacao };
  });
  return comNovaSessao(u, { codigosRecuperacao });
}

/** Off with the password and a code of the app or a recovery code. */
export async function desativarDoisFatores(principal: PrincipalAdmin, c: Confirmacao): Promise<SessaoRenovada> {
  const momento = agora();
  const u = await prisma.$transaction(async (tx) => {
    const atual = await travarUsuario(tx, principal.usuarioId);
    if (!atual.totpAtivadoEm) throw regraDeNegocio(MENSAGENS_DOIS_FATORES.naoAtiva);
    await conferirConfirmacao(tx, atual, c, async () => (await conferirSegundoFator(tx, atual, c.codigo, momento)) !== null);
    return desligar(tx, principal, atual, 'DesativarDoisFatores', momento);
  });
  return comNovaSessao(u, {});
}

/** Ten new recovery codes (the old ones stop working), with the password and a code. Sessions go on. */
export async function regenerarCodigosRecuperacao(principal: PrincipalAdmin, c: Confirmacao): Promise<{ codigosRecuperacao: string[] }> {
  const momento = agora();
  const codigosRecuperacao = await prisma.$transaction(async (tx) => {
    const atual = await travarUsuario(tx, principal.usuarioId);
    if (!atual.totpAtivadoEm) throw regraDeNegocio(MENSAGENS_DOIS_FATORES.naoAtiva);
    await conferirConfirmacao(tx, atual, c, async () => (await conferirSegundoFator(tx, atual, c.codigo, momento)) !== null);
    const codigos = await gravarCodigosRecuperacao(tx, atual.id, momento);
    await auditar(tx, {
      principal,
      tenantId: atual.tenantId,
      acao: 'RegenerarCodigosRecuperacao',
      entidade: 'UsuarioAdmin',
      entidadeId: atual.id,
    });
    return codigos;
  });
  return { codigosRecuperacao };
}

/**
 * An administrator turns it off for someone who lost the phone (the caller has checked that the
 * user is theirs to manage): the user signs in with the password alone and may turn it on again.
 */
export async function redefinirDoisFatoresDe(tx: Tx, principal: PrincipalAdmin, usuarioId: string): Promise<UsuarioAdmin> {
  const atual = await travarUsuario(tx, usuarioId);
  if (!atual.totpAtivadoEm) throw regraDeNegocio(MENSAGENS_DOIS_FATORES.naoAtiva);
  return desligar(tx, principal, atual, 'RedefinirDoisFatores', agora());
}

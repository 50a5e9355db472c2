// Club bearer tokens (profile `ClubeCliente`): JWT (HS256, jose), issuer `fidelidade`, audience
// `fidelidade:clube`, valid 30 days (spec), renewed by POST /clube/auth/renovar (sliding window).
// Each request re-reads the customer: an erased customer or a password change (which bumps
// `versao_sessao`) ends every earlier token.
import 'server-only';
import { SignJWT, jwtVerify } from 'jose';
import { consulta, sql } from '@/lib/db';
import { chaveDerivada } from '@/lib/segredos';
import { agora } from '@/lib/relogio';
import { isoUtc } from '@/lib/datas';
import { formatarCpf } from '@/lib/documentos/cpf';
import { EMISSOR } from '@/lib/domain/acesso/sessao-admin';

export const AUDIENCIA_CLUBE = 'fidelidade:clube';
export const VALIDADE_TOKEN_CLUBE_S = 30 * 24 * 60 * 60;

export type PrincipalClube = { clienteId: string };

export type ClubeLoginResponse = { token: string; expiraEm: string; nome: string; cpf: string; qrToken: string };

export async function emitirTokenClube(c: { id: string; versaoSessao: number }) {
  const emitidoEm = Math.floor(agora().getTime() / 1000);
  const token = await new SignJWT({ perfil: 'ClubeCliente', ver: c.versaoSessao })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(c.id)
    .setIssuer(EMISSOR)
    .setAudience(AUDIENCIA_CLUBE)
    .setIssuedAt(emitidoEm)
    .setExpirationTime(emitidoEm + VALIDADE_TOKEN_CLUBE_S)
    .sign(chaveDerivada('token-clube'));
  return { token, expiraEm: new Date((emitidoEm + VALIDADE_TOKEN_CLUBE_S) * 1000) };
}

const Q_CLIENTE = consulta(`
  SELECT id, nome, cpf, qr_token, versao_sessao, anonimizado_em FROM cliente WHERE id = $1`);

type LinhaCliente = {
  id: string;
  nome: string | null;
  cpf: string | null;
  qr_token: string;
  versao_sessao: number;
  anonimizado_em: Date | null;
};

export async function verificarTokenClube(token: string): Promise<PrincipalClube | null> {
  let sub: string | undefined;
  let ver: unknown;
  let perfil: unknown;
  try {
    const { payload } = await jwtVerify(token, chaveDerivada('token-clube'), {
      issuer: EMISSOR,
      audience: AUDIENCIA_CLUBE,
      algorithms: ['HS256'],
      currentDate: agora(),
    });
    sub = payload.sub;
    ver = payload.ver;
    perfil = payload.perfil;
  } catch {
    return null;
  }
  if (!sub || typeof ver !== 'number' || perfil !== 'ClubeCliente') return null;
  const [c] = await sql.query<LinhaCliente>(Q_CLIENTE, [sub]);
  if (!c || c.anonimizado_em || !c.cpf || c.versao_sessao !== ver) return null;
  return { clienteId: c.id };
}

/** The login answer for a customer (spec ClubeLoginResponse). */
export async function respostaDeLogin(clienteId: string): Promise<ClubeLoginResponse> {
  const [c] = await sql.query<LinhaCliente>(Q_CLIENTE, [clienteId]);
  if (!c || !c.cpf) throw new Error('respostaDeLogin: cliente inexistente');
  const { token, expiraEm } = await emitirTokenClube({ id: c.id, versaoSessao: c.versao_sessao });
  return { token, expiraEm: isoUtc(expiraEm), nome: c.nome ?? '', cpf: formatarCpf(c.cpf), qrToken: c.qr_token };
}

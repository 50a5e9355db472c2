// Club bearer tokens (profile `ClubeCliente`): JWT (HS256, jose), issuer `fidelidade`, audience
// `fidelidade:clube`, valid 30 days (spec), renewed by POST /clube/auth/renovar (sliding window).
// Each request re-reads the customer: an erased customer or a password change (which bumps
// `versao_sessao`) ends every earlier token.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { formatarCpf } from '@/lib/documentos/cpf';
import { emitirToken, lerToken, type TipoToken } from '@/lib/domain/acesso/token-sessao';

export const AUDIENCIA_CLUBE = 'fidelidade:clube';
export const VALIDADE_TOKEN_CLUBE_S = 30 * 24 * 60 * 60;

export type PrincipalClube = { clienteId: string };

export type ClubeLoginResponse = { token: string; expiraEm: string; nome: string; cpf: string; qrToken: string };

const TOKEN_CLUBE: TipoToken = { audiencia: AUDIENCIA_CLUBE, chave: 'token-clube', validadeS: VALIDADE_TOKEN_CLUBE_S };

export function emitirTokenClube(c: { id: string; versaoSessao: number }) {
  return emitirToken(TOKEN_CLUBE, c.id, { perfil: 'ClubeCliente', ver: c.versaoSessao });
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
  const { sub, ver, perfil } = (await lerToken(TOKEN_CLUBE, token)) ?? {};
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

// The bearer tokens of the panel and of the club: JWT (HS256, jose), issuer `fidelidade`, and one
// audience and one derived key per kind, so a token of one kind is refused by the other's routes.
// The clock is the app's (lib/relogio.ts), as everywhere.
import 'server-only';
import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { chaveDerivada } from '@/lib/segredos';
import { agora } from '@/lib/relogio';

export const EMISSOR = 'fidelidade';

export type TipoToken = { audiencia: string; chave: 'token-admin' | 'token-clube'; validadeS: number };

export async function emitirToken(tipo: TipoToken, sujeito: string, claims: JWTPayload) {
  const emitidoEm = Math.floor(agora().getTime() / 1000);
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sujeito)
    .setIssuer(EMISSOR)
    .setAudience(tipo.audiencia)
    .setIssuedAt(emitidoEm)
    .setExpirationTime(emitidoEm + tipo.validadeS)
    .sign(chaveDerivada(tipo.chave));
  return { token, expiraEm: new Date((emitidoEm + tipo.validadeS) * 1000) };
}

/** The claims of a token of this kind that is valid now (signature, issuer, audience, expiry), or null. */
export async function lerToken(tipo: TipoToken, token: string): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, chaveDerivada(tipo.chave), {
      issuer: EMISSOR,
      audience: tipo.audiencia,
      algorithms: ['HS256'],
      currentDate: agora(),
    });
    return payload;
  } catch {
    return null;
  }
}

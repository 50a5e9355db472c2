// next-auth for the panel: one credentials provider over the admin login of the API
// (lib/domain/acesso/login-admin.ts) with the route's entry (rate limit, then body, read by the
// public-route wrapper's own lerEntradaPublica), so the browser and the API share every rule. The session cookie lives as
// long as the admin token inside it (8 hours).
import 'server-only';
import type { z } from 'zod';
import type { NextAuthOptions, User } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { ipDosCabecalhos } from '@/lib/api/ip';
import { lerEntradaPublica, type EntradaPublica } from '@/lib/api/publica';
import type { Dados } from '@/lib/api/binding';
import { ErroDeNegocio } from '@/lib/erros';
import { REGRAS } from '@/lib/limites/limitador';
import { loginAdmin } from '@/lib/domain/acesso/login-admin';
import { VALIDADE_TOKEN_ADMIN_S, verificarTokenAdmin } from '@/lib/domain/acesso/sessao-admin';
import { loginSchema } from '@/lib/api/schemas/authadmin';
import { cookieSeguro, nomeCookie, segredoNextAuth } from '@/lib/auth/sessao-navegador';
import { agora } from '@/lib/relogio';

function cookiesDaSessao(tipo: 'painel' | 'clube', maxAge: number): NextAuthOptions['cookies'] {
  const opcoes = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: cookieSeguro() };
  return {
    sessionToken: { name: nomeCookie(tipo), options: { ...opcoes, maxAge } },
    callbackUrl: { name: `fid-${tipo}.callback`, options: opcoes },
    csrfToken: { name: `fid-${tipo}.csrf`, options: opcoes },
  };
}

/** What the panel's and the club's sessions share: the secret, a JWT and cookies that live `maxAge` seconds, the sign-in page. */
export function opcoesDaSessao(tipo: 'painel' | 'clube', maxAge: number, paginaEntrar: string) {
  return {
    secret: segredoNextAuth(),
    jwt: { maxAge },
    cookies: cookiesDaSessao(tipo, maxAge),
    pages: { signIn: paginaEntrar, error: paginaEntrar },
  } satisfies Partial<NextAuthOptions>;
}

/** The message next-auth hands to the sign-in form: the API's own message. */
export function mensagemDoErro(e: unknown): string {
  if (e instanceof ErroDeNegocio) return e.status === 429 ? e.erros[0]! : e.mensagem;
  return 'Não foi possível entrar agora. Tente novamente.';
}

/**
 * A credentials provider's `authorize` through the entry of the API's login route: its limit for
 * the client's IP, counted first, then its schema over `corpo` (the form's fields); `entrar` logs
 * in with what passed. A refusal reaches the sign-in form as the API's message.
 */
export function autorizarComoRota<C extends z.ZodType, U extends User>(
  entrada: EntradaPublica<C>,
  corpo: (credenciais: Record<string, string | undefined>) => unknown,
  entrar: (c: Dados<C>) => Promise<U>,
) {
  return async (credenciais: Record<string, string> | undefined, req: { headers?: unknown }) => {
    try {
      const cab = (req.headers ?? {}) as Record<string, string | undefined>;
      const { corpo: c } = await lerEntradaPublica(
        entrada,
        ipDosCabecalhos((n) => cab[n]),
        { corpo: () => corpo(credenciais ?? {}) },
      );
      return await entrar(c);
    } catch (e) {
      throw new Error(mensagemDoErro(e));
    }
  };
}

export function opcoesPainel(): NextAuthOptions {
  return {
    ...opcoesDaSessao('painel', VALIDADE_TOKEN_ADMIN_S, '/painel/entrar'),
    session: { strategy: 'jwt', maxAge: VALIDADE_TOKEN_ADMIN_S },
    providers: [
      Credentials({
        id: 'painel',
        name: 'Painel',
        // `codigo`: the second step of a user with two-step verification on (the app's code or a recovery code).
        credentials: {
          email: { label: 'E-mail', type: 'email' },
          senha: { label: 'Senha', type: 'password' },
          codigo: { label: 'Código de verificação', type: 'text' },
        },
        // The entry of POST /api/v1/authadmin/login.
        authorize: autorizarComoRota(
          { limite: REGRAS.loginAdmin, corpo: loginSchema },
          (credenciais) => credenciais,
          async (c) => {
            const r = await loginAdmin(c.email, c.senha, c.codigo);
            return { id: r.email, name: r.nome, email: r.email, perfil: r.perfil, tokenApi: r.token, expiraEm: r.expiraEm };
          },
        ),
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { perfil: string; tokenApi: string; expiraEm: string };
          return { ...token, perfil: u.perfil, tokenApi: u.tokenApi, expiraEm: u.expiraEm };
        }
        // The admin token expired (or was revoked): the browser session ends with it.
        if (typeof token.expiraEm === 'string' && Date.parse(token.expiraEm) <= agora().getTime()) return { ...token, tokenApi: undefined };
        return token;
      },
      async session({ session, token }) {
        // The API token never reaches the browser's JavaScript; the page gets who is logged in.
        const principal = typeof token.tokenApi === 'string' ? await verificarTokenAdmin(token.tokenApi) : null;
        return {
          ...session,
          user: principal ? { name: principal.nome, email: principal.email } : undefined,
          perfil: principal?.perfil ?? null,
          tenantId: principal?.tenantId ?? null,
          expires: typeof token.expiraEm === 'string' ? token.expiraEm : session.expires,
        };
      },
    },
  };
}

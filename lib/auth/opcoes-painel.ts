// next-auth for the panel: one credentials provider over the admin login of the API
// (lib/domain/acesso/login-admin.ts) with the route's entry (rate limit, then body, read by the
// public-route wrapper's own lerEntradaPublica), so the browser and the API share every rule. The session cookie lives as
// long as the admin token inside it (8 hours).
import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { ipDosCabecalhos } from '@/lib/api/ip';
import { lerEntradaPublica } from '@/lib/api/publica';
import { ErroDeNegocio } from '@/lib/erros';
import { REGRAS } from '@/lib/limites/limitador';
import { loginAdmin } from '@/lib/domain/acesso/login-admin';
import { VALIDADE_TOKEN_ADMIN_S, verificarTokenAdmin } from '@/lib/domain/acesso/sessao-admin';
import { loginSchema } from '@/lib/api/schemas/authadmin';
import { cookieSeguro, nomeCookie, segredoNextAuth } from '@/lib/auth/sessao-navegador';
import { agora } from '@/lib/relogio';

export function cookiesDaSessao(tipo: 'painel' | 'clube', maxAge: number): NextAuthOptions['cookies'] {
  const opcoes = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: cookieSeguro() };
  return {
    sessionToken: { name: nomeCookie(tipo), options: { ...opcoes, maxAge } },
    callbackUrl: { name: `fid-${tipo}.callback`, options: opcoes },
    csrfToken: { name: `fid-${tipo}.csrf`, options: opcoes },
  };
}

/** The message next-auth hands to the sign-in form: the API's own message. */
export function mensagemDoErro(e: unknown): string {
  if (e instanceof ErroDeNegocio) return e.status === 429 ? e.erros[0]! : e.mensagem;
  return 'Não foi possível entrar agora. Tente novamente.';
}

export function opcoesPainel(): NextAuthOptions {
  return {
    secret: segredoNextAuth(),
    session: { strategy: 'jwt', maxAge: VALIDADE_TOKEN_ADMIN_S },
    jwt: { maxAge: VALIDADE_TOKEN_ADMIN_S },
    cookies: cookiesDaSessao('painel', VALIDADE_TOKEN_ADMIN_S),
    pages: { signIn: '/painel/entrar', error: '/painel/entrar' },
    providers: [
      Credentials({
        id: 'painel',
        name: 'Painel',
        credentials: { email: { label: 'E-mail', type: 'email' }, senha: { label: 'Senha', type: 'password' } },
        async authorize(credenciais, req) {
          try {
            const cab = (req.headers ?? {}) as Record<string, string | undefined>;
            // The entry of POST /api/v1/authadmin/login: its limit, counted first, then its schema.
            const { corpo: c } = await lerEntradaPublica(
              { limite: REGRAS.loginAdmin, corpo: loginSchema },
              ipDosCabecalhos((n) => cab[n]),
              { corpo: () => credenciais ?? {} },
            );
            const r = await loginAdmin(c.email, c.senha);
            return { id: r.email, name: r.nome, email: r.email, perfil: r.perfil, tokenApi: r.token, expiraEm: r.expiraEm };
          } catch (e) {
            throw new Error(mensagemDoErro(e));
          }
        },
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

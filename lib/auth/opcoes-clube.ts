// next-auth for the club portal: two credentials providers over the API: the club login (CPF + PIN,
// or CPF + password) and the confirmation of a sign-up through a store's link (`clube-cadastro`:
// the 6-digit code of POST /clube/cadastro/confirmar, which signs the new member in); the same
// domain functions and rate limits as the routes. Sessions last 30
// days and are renewed while used: once a day the club token inside is exchanged for a fresh
// one (the API's sliding window), and a revoked token (password changed, data erased) ends it.
import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { REGRAS } from '@/lib/limites/limitador';
import { entrarComPin } from '@/lib/domain/clube/pin-clube';
import { entrarComSenha } from '@/lib/domain/clube/login-clube';
import { confirmarCadastro } from '@/lib/domain/clube/confirmar-cadastro';
import { VALIDADE_TOKEN_CLUBE_S, respostaDeLogin, verificarTokenClube } from '@/lib/domain/clube/sessao-clube';
import { loginClubeSchema } from '@/lib/api/schemas/clube-auth';
import { confirmarCadastroSchema } from '@/lib/api/schemas/clube-cadastro';
import { autorizarComoRota, opcoesDaSessao } from '@/lib/auth/opcoes-painel';
import { agora } from '@/lib/relogio';

const RENOVAR_APOS_MS = 24 * 60 * 60_000;

/** What the session keeps of a club token just issued (a login, a sign-up, a renewal); `renovadoEm` starts the next day's count. */
function sessaoDoToken(r: { nome: string; token: string; expiraEm: string }) {
  return { name: r.nome, tokenApi: r.token, expiraEm: r.expiraEm, renovadoEm: agora().toISOString() };
}

export function opcoesClube(): NextAuthOptions {
  return {
    ...opcoesDaSessao('clube', VALIDADE_TOKEN_CLUBE_S, '/clube/entrar'),
    session: { strategy: 'jwt', maxAge: VALIDADE_TOKEN_CLUBE_S, updateAge: 24 * 60 * 60 },
    providers: [
      Credentials({
        id: 'clube',
        name: 'Clube',
        credentials: {
          cpf: { label: 'CPF', type: 'text' },
          pin: { label: 'PIN', type: 'text' },
          senha: { label: 'Senha', type: 'password' },
        },
        // The entry of POST /api/v1/clube/auth/login; the form sends empty fields as '', absent as
        // in a JSON body without them.
        authorize: autorizarComoRota(
          { limite: REGRAS.loginClube, corpo: loginClubeSchema },
          (bruto) => ({ cpf: bruto.cpf, pin: bruto.pin || undefined, senha: bruto.senha || undefined }),
          async (c) => {
            const clienteId = c.pin ? await entrarComPin(c.cpf, c.pin) : await entrarComSenha(c.cpf, c.senha!);
            const r = await respostaDeLogin(clienteId);
            return { id: clienteId, ...sessaoDoToken(r) };
          },
        ),
      }),
      Credentials({
        id: 'clube-cadastro',
        name: 'Cadastro no clube',
        credentials: {
          cadastroId: { label: 'Cadastro', type: 'text' },
          codigo: { label: 'Código', type: 'text' },
        },
        // The entry of POST /api/v1/clube/cadastro/confirmar (docs/clube.md, "Participar pelo link da
        // loja"): its limit, its schema, the confirmation that creates the person or the membership.
        authorize: autorizarComoRota(
          { limite: REGRAS.confirmarCadastroClube, corpo: confirmarCadastroSchema },
          (bruto) => ({ cadastroId: bruto.cadastroId, codigo: bruto.codigo }),
          async (c) => {
            const r = await confirmarCadastro(c.cadastroId, c.codigo);
            // The answer names no customer id; the token just issued does.
            const principal = await verificarTokenClube(r.token);
            if (!principal) throw new Error('Token do clube recém-emitido não confere.');
            return { id: principal.clienteId, ...sessaoDoToken(r) };
          },
        ),
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { tokenApi: string; expiraEm: string; renovadoEm: string };
          return { ...token, tokenApi: u.tokenApi, expiraEm: u.expiraEm, renovadoEm: u.renovadoEm };
        }
        if (typeof token.tokenApi !== 'string') return token;
        const renovadoEm = typeof token.renovadoEm === 'string' ? Date.parse(token.renovadoEm) : 0;
        if (agora().getTime() - renovadoEm < RENOVAR_APOS_MS) return token;
        const principal = await verificarTokenClube(token.tokenApi);
        if (!principal) return { ...token, tokenApi: undefined };
        const r = await respostaDeLogin(principal.clienteId);
        return { ...token, ...sessaoDoToken(r) };
      },
      async session({ session, token }) {
        const principal = typeof token.tokenApi === 'string' ? await verificarTokenClube(token.tokenApi) : null;
        return {
          ...session,
          user: principal ? { name: typeof token.name === 'string' ? token.name : '' } : undefined,
          expires: typeof token.expiraEm === 'string' ? token.expiraEm : session.expires,
        };
      },
    },
  };
}

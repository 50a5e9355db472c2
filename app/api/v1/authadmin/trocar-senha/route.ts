import { respostaOk } from '@/lib/api/envelope';
import { SEM_CACHE, TODOS_OS_PERFIS, rotaAdmin, tokenBearer } from '@/lib/api/admin';
import { exigirLimite } from '@/lib/api/limites';
import { REGRAS } from '@/lib/limites/limitador';
import { sessaoRenovada } from '@/lib/auth/sessao-navegador';
import { VALIDADE_TOKEN_ADMIN_S } from '@/lib/domain/acesso/sessao-admin';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/politica-senha';
import { trocarSenhaAdmin } from '@/lib/domain/acesso/trocar-senha';
import { trocarSenhaSchema } from '@/lib/api/schemas/authadmin';

// Every profile changes its own password. The per-user limit is counted after the body is valid and
// before the current password is checked, right or wrong (as the login counts its attempts).
export const POST = rotaAdmin(
  'POST /api/v1/AuthAdmin/trocar-senha',
  { perfis: TODOS_OS_PERFIS, corpo: trocarSenhaSchema },
  async ({ principal, corpo, ctx }) => {
    await exigirLimite(REGRAS.trocaSenhaAdmin, principal.usuarioId);
    const novo = await trocarSenhaAdmin(principal, corpo);
    // A bearer caller gets its new token in the answer; the browser's session gets it inside its
    // renewed cookie, and its JavaScript never sees it (lib/auth/opcoes-painel.ts).
    const bearer = tokenBearer(ctx.req) !== null;
    const cookie = bearer
      ? null
      : await sessaoRenovada(
          ctx.req.headers.get('cookie'),
          'painel',
          { tokenApi: novo.token, expiraEm: novo.expiraEm },
          VALIDADE_TOKEN_ADMIN_S,
        );
    return respostaOk(
      { token: bearer ? novo.token : null, expiraEm: novo.expiraEm },
      { mensagem: MENSAGENS_SENHA.senhaAlterada, cabecalhos: cookie ? { ...SEM_CACHE, 'Set-Cookie': cookie } : SEM_CACHE },
    );
  },
);

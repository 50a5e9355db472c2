// Club login with CPF + password (spec: "may also authenticate with a password"; the field is
// `senha`, our choice). An unknown CPF costs the same argon2 verification as a wrong password.
// A customer without a password gets the spec's 422 (use a PIN).
import { consulta, sql } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import { conferirSenha, hashDeReferencia } from '@/lib/domain/acesso/senha';

export const MENSAGENS_LOGIN_CLUBE = {
  senhaInvalida: 'CPF ou senha inválidos.',
  senhaNaoDefinida: 'Senha não definida. Entre com o PIN enviado por WhatsApp ou e-mail.',
} as const;

const Q = consulta(`SELECT id, senha_hash FROM cliente WHERE cpf = $1 AND anonimizado_em IS NULL`);
const S_LOGIN = consulta(`UPDATE cliente SET data_ultimo_login = $2 WHERE id = $1`);

export async function entrarComSenha(cpf: string, senha: string): Promise<string> {
  const [c] = await sql.query<{ id: string; senha_hash: string | null }>(Q, [cpf]);
  if (!c) {
    await conferirSenha(await hashDeReferencia(), senha);
    throw new ErroDeNegocio(401, MENSAGENS_LOGIN_CLUBE.senhaInvalida);
  }
  if (!c.senha_hash) throw new ErroDeNegocio(422, MENSAGENS_LOGIN_CLUBE.senhaNaoDefinida);
  if (!(await conferirSenha(c.senha_hash, senha))) throw new ErroDeNegocio(401, MENSAGENS_LOGIN_CLUBE.senhaInvalida);
  await sql.query(S_LOGIN, [c.id, agora()]);
  return c.id;
}

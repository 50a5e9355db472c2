// Club login with CPF + password (spec: "may also authenticate with a password"; the field is
// `senha`, our choice). A customer without a password gets the spec's 422 (use a PIN). Every
// answer costs one argon2 verification (an unknown CPF and a CPF without a password verify
// against a reference hash): the time taken does not tell which CPFs have a password.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import { conferirSenha, hashDeReferencia } from '@/lib/domain/acesso/senha';

export const MENSAGENS_LOGIN_CLUBE = {
  senhaInvalida: 'CPF ou senha inválidos.',
  senhaNaoDefinida: 'Senha não definida. Entre com o PIN enviado por WhatsApp ou e-mail.',
} as const;

const Q = consulta(`SELECT id, senha_hash FROM cliente WHERE cpf = $1 AND NOT sandbox AND anonimizado_em IS NULL`);
const S_LOGIN = consulta(`UPDATE cliente SET data_ultimo_login = $2 WHERE id = $1`);

export async function entrarComSenha(cpf: string, senha: string): Promise<string> {
  const [c] = await sql.query<{ id: string; senha_hash: string | null }>(Q, [cpf]);
  if (!c) {
    await conferirSenha(await hashDeReferencia(), senha);
    throw new ErroDeNegocio(401, MENSAGENS_LOGIN_CLUBE.senhaInvalida);
  }
  if (!c.senha_hash) {
    await conferirSenha(await hashDeReferencia(), senha);
    throw new ErroDeNegocio(422, MENSAGENS_LOGIN_CLUBE.senhaNaoDefinida);
  }
  if (!(await conferirSenha(c.senha_hash, senha))) throw new ErroDeNegocio(401, MENSAGENS_LOGIN_CLUBE.senhaInvalida);
  await sql.query(S_LOGIN, [c.id, agora()]);
  return c.id;
}

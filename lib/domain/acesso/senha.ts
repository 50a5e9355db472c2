// Passwords: argon2id (OWASP's recommended parameters: 19 MiB, 2 passes, 1 lane), from the
// maintained @node-rs/argon2 binding. Used for admin users and club customers alike.
import { hash, verify } from '@node-rs/argon2';

const PARAMETROS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 /* Argon2id */ } as const;

export function gerarHashSenha(senha: string): Promise<string> {
  return hash(senha, PARAMETROS);
}

export async function conferirSenha(hashGuardado: string | null | undefined, senha: string): Promise<boolean> {
  if (!hashGuardado) return false;
  try {
    return await verify(hashGuardado, senha);
  } catch {
    return false;
  }
}

/**
 * A hash checked when the account does not exist, so a wrong e-mail costs the same time as a
 * wrong password and the answer's timing does not reveal which accounts exist.
 */
let hashFicticio: Promise<string> | undefined;
export function hashDeReferencia(): Promise<string> {
  hashFicticio ??= gerarHashSenha('senha-de-referencia-que-nunca-confere');
  return hashFicticio;
}

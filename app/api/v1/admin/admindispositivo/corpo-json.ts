// DELETE /api/v1/admin/AdminDispositivo takes "a JSON string" as its body (spec, admin endpoints
// table), which lib/api/binding.ts `lerCorpoJson` refuses (it binds objects only). This reads
// any JSON value with the same size limit and the same pt-BR messages, after the admin bearer
// and profile checks of `rotaAdmin` (401/403 come before 400, as everywhere).
import type { z } from 'zod';
import { rotaAdmin } from '@/lib/api/admin';
import { validar } from '@/lib/api/binding';
import type { ContextoRota } from '@/lib/api/rota';
import { ErroDeNegocio, MENSAGENS } from '@/lib/erros';
import type { Perfil, PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';

/** The same limit as lib/api/binding.ts (LIMITE_CORPO, not exported). */
const LIMITE_CORPO = 64 * 1024;

export async function lerValorJson(req: Request): Promise<unknown> {
  const tamanho = Number(req.headers.get('content-length') ?? '0');
  if (tamanho > LIMITE_CORPO) throw new ErroDeNegocio(400, MENSAGENS.corpoGrande);
  let texto: string;
  try {
    texto = await req.text();
  } catch {
    throw new ErroDeNegocio(400, MENSAGENS.corpoInvalido);
  }
  if (Buffer.byteLength(texto) > LIMITE_CORPO) throw new ErroDeNegocio(400, MENSAGENS.corpoGrande);
  if (!texto.trim()) throw new ErroDeNegocio(400, 'O corpo da requisição é obrigatório.');
  try {
    return JSON.parse(texto) as unknown;
  } catch {
    throw new ErroDeNegocio(400, MENSAGENS.corpoInvalido);
  }
}

/** `rotaAdmin` whose body is any JSON value (here, a string) validated by `corpo`. */
export function rotaAdminCorpoJson<C extends z.ZodType>(
  nome: string,
  entrada: { perfis: Perfil[]; corpo: C },
  fn: (a: { principal: PrincipalAdmin; corpo: z.output<C>; ctx: ContextoRota }) => Promise<Response>,
) {
  return rotaAdmin(nome, { perfis: entrada.perfis }, async ({ principal, ctx }) =>
    fn({ principal, corpo: validar(entrada.corpo, await lerValorJson(ctx.req)), ctx }),
  );
}

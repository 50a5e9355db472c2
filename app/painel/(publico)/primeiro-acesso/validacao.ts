'use server';
// The AuthAdmin request schemas import the password rules from lib/domain/acesso/tokens-senha.ts,
// which also holds the database side (Prisma, argon2) and so cannot be bundled for the browser.
// The forms validate with those very schemas here, through a Server Action, before calling the
// API: the same rules and messages, next to the fields, without a second copy of them.
import { validarFormulario, type ErrosDoFormulario } from '@/components/ui/validacao';
import {
  confirmarRedefinicaoSchema,
  primeiroAcessoQuerySchema,
  primeiroAcessoSchema,
  recuperarSenhaSchema,
} from '@/lib/api/schemas/authadmin';

const SCHEMAS = {
  solicitarPrimeiroAcesso: primeiroAcessoQuerySchema,
  primeiroAcesso: primeiroAcessoSchema,
  recuperarSenha: recuperarSenhaSchema,
  confirmarRedefinicao: confirmarRedefinicaoSchema,
} as const;

/** The field errors of a form (empty when valid). */
export async function validarAcesso(formulario: keyof typeof SCHEMAS, valores: Record<string, string>): Promise<ErrosDoFormulario> {
  const schema = SCHEMAS[formulario];
  if (!schema) return { _: 'Formulário desconhecido.' };
  const r = validarFormulario(schema, valores);
  return r.ok ? {} : r.erros;
}

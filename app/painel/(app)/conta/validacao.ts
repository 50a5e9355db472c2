'use server';
// The password form checks its fields with the API's own schema before sending (the schema's module
// imports the password rules, which the browser bundle must not take in with the server's): the same
// rules and messages next to the fields, without a second copy of them (as primeiro-acesso/validacao.ts).
import { validarFormulario, type ErrosDoFormulario } from '@/components/ui/validacao';
import { trocarSenhaSchema } from '@/lib/api/schemas/authadmin';

/** The field errors of the "Trocar senha" form (empty when valid). */
export async function validarTrocaDeSenha(valores: Record<string, string>): Promise<ErrosDoFormulario> {
  const r = validarFormulario(trocarSenhaSchema, valores);
  return r.ok ? {} : r.erros;
}

// Client-side validation of a form with the API's own zod schema (never a second set of rules):
// the issues become messages next to the fields, keyed by the issue's path (`administrador.email`).
import type { z } from 'zod';

export type ErrosDoFormulario = Record<string, string>;

export type ResultadoValidacao<T> = { ok: true; dados: T } | { ok: false; erros: ErrosDoFormulario };

export function validarFormulario<S extends z.ZodType>(schema: S, valores: unknown): ResultadoValidacao<z.output<S>> {
  const r = schema.safeParse(valores);
  if (r.success) return { ok: true, dados: r.data };
  const erros: ErrosDoFormulario = {};
  for (const i of r.error.issues) {
    const chave = i.path.map(String).join('.') || '_';
    // The first message of a field is the one the API would answer first.
    erros[chave] ??= i.message;
  }
  return { ok: false, erros };
}

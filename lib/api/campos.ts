// Field schemas that validate the way the original ASP.NET API binds requests: required-field
// messages in its form (`O campo CnpjLoja é obrigatório.`), empty strings treated as missing
// unless the spec allows them, and every message in pt-BR. The same zod schemas feed the
// OpenAPI document (lib/openapi).
import { z } from 'zod';
import { Decimal } from '@/lib/dinheiro';

export const obrigatorio = (campo: string) => `O campo ${campo} é obrigatório.`;
export const formatoInvalido = (campo: string) => `O campo ${campo} está em formato inválido.`;
export const tamanhoMaximo = (campo: string, max: number) => `O campo ${campo} deve ter no máximo ${max} caracteres.`;

type OpcoesTexto = {
  /** Name shown in messages, PascalCase as ASP.NET writes it (`CnpjLoja`, `Cliente.Nome`). */
  campo: string;
  max: number;
  min?: number;
  /** Message for absent, null, blank or out-of-range values, when the spec fixes one. */
  mensagemObrigatorio?: string;
};

/** A required string: absent, null or blank -> `O campo X é obrigatório.` (one message, not one per check). */
export function textoObrigatorio(o: OpcoesTexto) {
  const faltando = o.mensagemObrigatorio ?? obrigatorio(o.campo);
  const base = z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? faltando : formatoInvalido(o.campo)) })
    .trim()
    .min(1, { error: faltando, abort: true });
  const comMinimo =
    o.min && o.min > 1
      ? base.min(o.min, { error: o.mensagemObrigatorio ?? `O campo ${o.campo} deve ter no mínimo ${o.min} caracteres.`, abort: true })
      : base;
  return comMinimo.max(o.max, { error: o.mensagemObrigatorio ?? tamanhoMaximo(o.campo, o.max) });
}

/** A required string that may be empty (the spec's `email`/`telefone`: "send empty string"). */
export function textoPresente(o: OpcoesTexto) {
  return z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? (o.mensagemObrigatorio ?? obrigatorio(o.campo)) : formatoInvalido(o.campo),
    })
    .trim()
    .max(o.max, { error: tamanhoMaximo(o.campo, o.max) });
}

/** An optional string; null and blank become undefined. */
export function textoOpcional(o: OpcoesTexto) {
  return z
    .string({ error: () => formatoInvalido(o.campo) })
    .trim()
    .max(o.max, { error: tamanhoMaximo(o.campo, o.max) })
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/** An optional boolean: absent or null is `padrao`. */
export function booleanoOpcional(campo: string, padrao = false) {
  return z
    .boolean({ error: () => formatoInvalido(campo) })
    .nullish()
    .transform((v) => v ?? padrao);
}

/** Absent, null or blank: what a field's "obrigatório" message answers (an enum's other values get their own). */
export const vazio = (v: unknown) => v === undefined || v === null || v === '';

/** A whole number in [min, max], with one message for every way of missing it (a configuration's day counts). */
export const inteiroEntre = (min: number, max: number, mensagem: string) =>
  z
    .number({ error: () => mensagem })
    .int({ error: mensagem })
    .min(min, { error: mensagem })
    .max(max, { error: mensagem });

export function booleanoObrigatorio(campo: string) {
  return z.boolean({
    error: (iss) => (iss.input === undefined || iss.input === null ? obrigatorio(campo) : formatoInvalido(campo)),
  });
}

/** Largest amount accepted in R$: keeps every value exact through JSON's doubles. */
/** An optional field whose absence is stored as null (`null` or absent in the body: null). */
export const ouNulo = <S extends z.ZodType>(campo: S) => campo.nullish().transform((v) => v ?? null);

export const VALOR_MAXIMO = '99999999.99';

/**
 * A money amount sent as a JSON number: > 0, at most 2 decimals, at most R$ 99.999.999,99.
 * JSON numbers arrive as doubles; below 10^15 the shortest text of a double is the literal the
 * client sent, so `String(n)` recovers the exact decimal before any arithmetic happens.
 */
export function valorMonetario(campo: string, o: { obrigatorio?: boolean; mensagemPositivo?: string } = {}) {
  const base = z
    .number({
      error: (iss) => (iss.input === undefined || iss.input === null ? obrigatorio(campo) : formatoInvalido(campo)),
    })
    .refine((n) => Number.isFinite(n) && n > 0, { error: o.mensagemPositivo ?? `O campo ${campo} deve ser maior que zero.` })
    .refine((n) => n <= Number(VALOR_MAXIMO), { error: `O campo ${campo} deve ser no máximo 99999999.99.` })
    .refine((n) => new Decimal(String(n)).decimalPlaces() <= 2, { error: `O campo ${campo} deve ter no máximo 2 casas decimais.` })
    .transform((n) => new Decimal(String(n)));
  return base;
}

/** A positive whole number (points). */
export function inteiroPositivo(campo: string) {
  return z
    .number({ error: () => formatoInvalido(campo) })
    .refine((n) => Number.isInteger(n) && n > 0, { error: `O campo ${campo} deve ser um número inteiro maior que zero.` })
    .refine((n) => n <= 1_000_000_000, { error: `O campo ${campo} deve ser no máximo 1000000000.` });
}

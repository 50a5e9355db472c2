// Fields carrying Brazilian identifiers and contacts, accepted with or without masks.
import { z } from 'zod';
import { cpfValido, normalizarCpf } from '@/lib/documentos/cpf';
import { formatoInvalido, obrigatorio, tamanhoMaximo } from '@/lib/api/campos';

/**
 * A required CPF. `mensagemInvalido` is the spec's message for the endpoint (sale: `CPF informado
 * é inválido.`); the status of an invalid CPF differs per endpoint, so endpoints that answer 422
 * validate the digits in the domain instead and use `campoTextoCpf`.
 */
export function campoCpf(campo: string, mensagemInvalido: string) {
  return z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? obrigatorio(campo) : formatoInvalido(campo)) })
    .trim()
    .min(1, { error: obrigatorio(campo) })
    .refine(cpfValido, { error: mensagemInvalido })
    .transform(normalizarCpf);
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailInvalido = (campo: string) => `O campo ${campo} não é um endereço de e-mail válido.`;

export function campoEmailOpcional(campo: string) {
  return z
    .string({ error: () => formatoInvalido(campo) })
    .trim()
    .max(150, { error: tamanhoMaximo(campo, 150) })
    .refine((v) => v === '' || EMAIL.test(v), { error: emailInvalido(campo) })
    .nullish()
    .transform((v) => (v ? v.toLowerCase() : undefined));
}

/** Phones: masks accepted, digits stored (brazil.md); 10 to 13 digits (with or without 55). */
export function telefoneValido(v: string): boolean {
  const d = v.replace(/\D/g, '');
  return /^[\d\s()+.-]*$/.test(v) && d.length >= 10 && d.length <= 13;
}

export function campoTelefoneOpcional(campo: string) {
  return z
    .string({ error: () => formatoInvalido(campo) })
    .trim()
    .max(20, { error: tamanhoMaximo(campo, 20) })
    .refine((v) => v === '' || telefoneValido(v), { error: formatoInvalido(campo) })
    .nullish()
    .transform((v) => (v ? v.replace(/\D/g, '') : undefined));
}

// Field helpers shared by the subscription, launch campaign and device requests. They belong in
// lib/api/campos.ts (a shared file): proposed to the lead, kept here until then.
import { z } from 'zod';
import { formatoInvalido, obrigatorio, tamanhoMaximo } from '@/lib/api/campos';

/**
 * A required text: absent, null or blank -> `O campo X é obrigatório.` only. (lib/api/campos.ts
 * `textoObrigatorio` also adds `…no mínimo undefined caracteres.` to a blank value when no `min`
 * is given; reported to the lead.)
 */
export function textoRequerido(o: { campo: string; max: number; min?: number }) {
  return z
    .string({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio(o.campo) : formatoInvalido(o.campo)) })
    .trim()
    .min(1, { error: obrigatorio(o.campo), abort: true })
    .refine((v) => v.length >= (o.min ?? 1), { error: `O campo ${o.campo} deve ter no mínimo ${o.min} caracteres.`, abort: true })
    .max(o.max, { error: tamanhoMaximo(o.campo, o.max) });
}

export const dataHoraInvalida = (campo: string) => `O campo ${campo} deve ser uma data-hora ISO 8601, por exemplo 2026-12-31T23:59:59Z.`;

/** An instant sent as ISO 8601 with `Z` or an offset (spec "Formats": date-times in UTC). */
export const campoDataHora = (campo: string) =>
  z.iso
    .datetime({ offset: true, error: (i) => (i.input === undefined ? obrigatorio(campo) : dataHoraInvalida(campo)) })
    .transform((v) => new Date(v));

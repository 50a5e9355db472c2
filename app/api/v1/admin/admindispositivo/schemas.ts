// Requests of AdminDispositivo. RegistrarDispositivoRequest is named by the spec only; its fields
// are ours (docs/api-admin-assinatura.md, "Dispositivos"). The DELETE body is, per the spec,
// "a JSON string": the device token itself, e.g. `"abc123"`.
import { z } from 'zod';
import { obrigatorio, tamanhoMaximo, textoOpcional } from '@/lib/api/campos';
import { textoRequerido } from '@/app/api/v1/assinatura/campos';
import { PLATAFORMAS_DISPOSITIVO } from '@/lib/domain/dispositivo/gravar-dispositivo';

export const MENSAGENS_DISPOSITIVO = {
  plataforma: 'O campo Plataforma deve ser android, ios ou web.',
  corpoToken: 'O corpo da requisição deve ser o token do dispositivo como string JSON, por exemplo "abc123".',
} as const;

/** RegistrarDispositivoRequest. */
export const registrarDispositivoSchema = z.object({
  token: textoRequerido({ campo: 'Token', max: 500 }),
  plataforma: z.enum(PLATAFORMAS_DISPOSITIVO, {
    error: (i) => (i.input === undefined || i.input === null ? obrigatorio('Plataforma') : MENSAGENS_DISPOSITIVO.plataforma),
  }),
  nome: textoOpcional({ campo: 'Nome', max: 100 }),
});

/** Body of DELETE: the token as a JSON string literal. */
export const tokenDispositivoSchema = z
  .string({ error: (i) => (i.input === null ? obrigatorio('Token') : MENSAGENS_DISPOSITIVO.corpoToken) })
  .trim()
  .min(1, { error: obrigatorio('Token') })
  .max(500, { error: tamanhoMaximo('Token', 500) });

export type RegistrarDispositivo = z.output<typeof registrarDispositivoSchema>;

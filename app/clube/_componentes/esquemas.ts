// Client-side validation of the club's forms, built from the same field schemas and messages the
// API binds with (lib/api/campos-documentos.ts, lib/api/campos.ts), so a field shows the API's
// own message before the request is sent. The endpoints' schemas.ts files cannot be bundled for
// the browser as they are (they import message constants from domain modules that reach the
// database client), hence this file; the API still validates everything and its message is shown
// when it disagrees.
import { z } from 'zod';
import { formatoInvalido, tamanhoMaximo } from '@/lib/api/campos';
import { EMAIL, campoCpf, emailInvalido, telefoneValido } from '@/lib/api/campos-documentos';

/** `cpf` of POST /clube/auth/solicitar-pin and /clube/auth/login (lib/api/schemas/clube-auth.ts). */
export const cpfSchema = campoCpf('Cpf', 'CPF inválido. Informe 11 dígitos.');

/** The fields of PUT /clube/perfil (app/api/v1/clube/perfil/schemas.ts); '' clears a field. */
export const contatoSchema = z.object({
  email: z
    .string()
    .trim()
    .max(150, { error: tamanhoMaximo('Email', 150) })
    .refine((v) => v === '' || EMAIL.test(v), { error: emailInvalido('Email') }),
  telefone: z
    .string()
    .trim()
    .max(20, { error: tamanhoMaximo('Telefone', 20) })
    .refine((v) => v === '' || telefoneValido(v), { error: formatoInvalido('Telefone') }),
});

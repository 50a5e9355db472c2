// Body of PUT /api/v1/clube/perfil (spec: `email`, `telefone`, both optional; "send only what
// changes"). The fields follow POST /api/v1/cliente (a valid e-mail up to 150 characters; a phone
// with or without mask up to 20 characters, stored as digits) with the same messages. Absent or
// null keeps the field; an empty string clears it (docs/clube.md). Other properties (nome, cpf,
// qrToken…) are not fields here: the binding drops them, so they change nothing.
import { z } from 'zod';
import { formatoInvalido, tamanhoMaximo } from '@/lib/api/campos';
import { EMAIL, emailInvalido, telefoneValido } from '@/lib/api/campos-documentos';
import { MENSAGENS_PERFIL } from '@/lib/domain/clube/mensagens-perfil';

export const atualizarPerfilSchema = z
  .object({
    email: z
      .string({ error: () => formatoInvalido('Email') })
      .trim()
      .max(150, { error: tamanhoMaximo('Email', 150) })
      .refine((v) => v === '' || EMAIL.test(v), { error: emailInvalido('Email') })
      .transform((v) => v.toLowerCase())
      .nullish(),
    telefone: z
      .string({ error: () => formatoInvalido('Telefone') })
      .trim()
      .max(20, { error: tamanhoMaximo('Telefone', 20) })
      .refine((v) => v === '' || telefoneValido(v), { error: formatoInvalido('Telefone') })
      .transform((v) => v.replace(/\D/g, ''))
      .nullish(),
  })
  .refine((v) => (v.email ?? null) !== null || (v.telefone ?? null) !== null, { error: MENSAGENS_PERFIL.nadaParaAtualizar })
  .transform((v) => ({ email: v.email ?? undefined, telefone: v.telefone ?? undefined }));

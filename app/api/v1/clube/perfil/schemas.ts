// Body of PUT /api/v1/clube/perfil (spec: `email`, `telefone`, both optional; "send only what
// changes"). The fields follow POST /api/v1/cliente (a valid e-mail up to 150 characters; a phone
// with or without mask up to 20 characters, stored as digits) with the same messages. Absent or
// null keeps the field; an empty string clears it (docs/clube.md). Other properties (nome, cpf,
// qrToken…) are not fields here: the binding drops them, so they change nothing.
import { z } from 'zod';
import { formatoInvalido } from '@/lib/api/campos';
import { emailDoCadastro, telefoneDoCadastro } from '@/lib/api/schemas/cliente';
import { MENSAGENS_PERFIL } from '@/lib/domain/clube/mensagens-perfil';

export const atualizarPerfilSchema = z
  .object({
    email: emailDoCadastro(z.string({ error: () => formatoInvalido('Email') })).nullish(),
    telefone: telefoneDoCadastro(z.string({ error: () => formatoInvalido('Telefone') })).nullish(),
  })
  .refine((v) => (v.email ?? null) !== null || (v.telefone ?? null) !== null, { error: MENSAGENS_PERFIL.nadaParaAtualizar })
  .transform((v) => ({ email: v.email ?? undefined, telefone: v.telefone ?? undefined }));

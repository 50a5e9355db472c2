// The field schema of a customer's registration. It lives in lib/, not next to the routes,
// because the customer import (lib/domain/cliente/importar-clientes.ts) validates each row of a
// file with the very same fields and messages, and lib/ never imports from app/
// (docs/arquitetura.md, "Layers").
import { z } from 'zod';
import { booleanoObrigatorio, formatoInvalido, obrigatorio, tamanhoMaximo, textoObrigatorio } from '@/lib/api/campos';
import { EMAIL, emailInvalido, telefoneValido } from '@/lib/api/campos-documentos';
import { dataValida } from '@/lib/datas';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';

/**
 * The e-mail of a registration once `texto` has checked its type: at most 150 characters, valid or
 * empty, kept in lower case. The club profile's edit (PUT /clube/perfil) takes the same field.
 */
export const emailDoCadastro = (texto: z.ZodString) =>
  texto
    .trim()
    .max(150, { error: tamanhoMaximo('Email', 150) })
    .refine((v) => v === '' || EMAIL.test(v), { error: emailInvalido('Email') })
    .transform((v) => v.toLowerCase());

/** The phone of a registration, likewise: at most 20 characters, with or without mask, valid or empty, kept as digits. */
export const telefoneDoCadastro = (texto: z.ZodString) =>
  texto
    .trim()
    .max(20, { error: tamanhoMaximo('Telefone', 20) })
    .refine((v) => v === '' || telefoneValido(v), { error: formatoInvalido('Telefone') })
    .transform((v) => v.replace(/\D/g, ''));

/** CadastrarClientePdvRequest (spec). CPF digits and LGPD consent are checked after (422). */
export const cadastrarClienteSchema = z.object({
  // 11-14 characters (spec); a wrong count is the 422 `CPF inválido. Informe 11 dígitos.`
  cpf: textoObrigatorio({ campo: 'Cpf', max: 100 }),
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 150, mensagemObrigatorio: MENSAGENS_CLIENTE.nomeObrigatorio }),
  email: emailDoCadastro(
    z.string({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio('Email') : formatoInvalido('Email')) }),
  ),
  telefone: telefoneDoCadastro(
    z.string({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio('Telefone') : formatoInvalido('Telefone')) }),
  ),
  dataNascimento: z
    .string({ error: () => formatoInvalido('DataNascimento') })
    .trim()
    .refine((v) => v === '' || dataValida(v), { error: 'O campo DataNascimento deve estar no formato AAAA-MM-DD.' })
    .nullish()
    .transform((v) => v || undefined),
  aceiteLgpd: booleanoObrigatorio('AceiteLgpd'),
});

// Request schemas of /api/v1/clube/auth. They live in lib/, not next to the routes, because the
// club's next-auth sign-in (lib/auth/opcoes-clube.ts) validates with the login schema too, and
// lib/ never imports from app/ (docs/arquitetura.md, "Layers").
import { z } from 'zod';
import { formatoInvalido, obrigatorio } from '@/lib/api/campos';
import { campoCpf } from '@/lib/api/campos-documentos';
import { MENSAGENS_SENHA, senhaAceitavel } from '@/lib/domain/acesso/politica-senha';

const cpf = campoCpf('Cpf', 'CPF inválido. Informe 11 dígitos.');

/** The channel a club code goes through (solicitar-pin, and the sign-up's code: lib/api/schemas/clube-cadastro.ts). */
export const campoCanal = z.enum(['whatsapp', 'email'], {
  error: (i) =>
    i.input === undefined || i.input === null || i.input === '' ? obrigatorio('Canal') : 'O campo Canal deve ser whatsapp ou email.',
});

/** Body of POST /clube/auth/solicitar-pin (spec: `cpf`, `canal`). */
export const solicitarPinSchema = z.object({ cpf, canal: campoCanal });

/**
 * Body of POST /clube/auth/login: `cpf` and either `pin` (6 digits) or `senha` (the spec leaves
 * the password field's name open: `senha`, as in the admin login).
 */
export const loginClubeSchema = z
  .object({
    cpf,
    pin: z
      .string({ error: () => formatoInvalido('Pin') })
      .trim()
      .max(20, { error: formatoInvalido('Pin') })
      .nullish(),
    senha: z
      .string({ error: () => formatoInvalido('Senha') })
      .max(128, { error: 'O campo Senha deve ter no máximo 128 caracteres.' })
      .nullish(),
  })
  .refine((v) => !!v.pin !== !!v.senha, { error: 'Informe o PIN ou a senha (apenas um dos dois).' });

const senha = (campo: string) =>
  z.string({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio(campo) : formatoInvalido(campo)) }).min(1, {
    error: obrigatorio(campo),
  });

/** Body of POST /clube/auth/definir-senha (spec). */
export const definirSenhaSchema = z
  .object({
    senhaAtual: z
      .string({ error: () => formatoInvalido('SenhaAtual') })
      .max(128)
      .nullish(),
    novaSenha: senha('NovaSenha').refine(senhaAceitavel, { error: MENSAGENS_SENHA.politica }),
    confirmacaoSenha: senha('ConfirmacaoSenha'),
  })
  .refine((v) => v.novaSenha === v.confirmacaoSenha, { error: MENSAGENS_SENHA.confirmacao, path: ['confirmacaoSenha'] });

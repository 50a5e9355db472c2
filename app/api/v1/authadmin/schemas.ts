import { z } from 'zod';
import { formatoInvalido, obrigatorio, textoObrigatorio } from '@/lib/api/campos';
import { MENSAGENS_SENHA, senhaAceitavel } from '@/lib/domain/acesso/politica-senha';

/** Passwords are not trimmed: spaces are characters of the password. */
const senhaObrigatoria = (campo: string) =>
  z.string({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio(campo) : formatoInvalido(campo)) }).min(1, {
    error: obrigatorio(campo),
  });

const novaSenha = (campo: string) => senhaObrigatoria(campo).refine(senhaAceitavel, { error: MENSAGENS_SENHA.politica });

/** LoginRequest (spec: `email`, `senha`). */
export const loginSchema = z.object({
  email: textoObrigatorio({ campo: 'Email', max: 150 }),
  senha: senhaObrigatoria('Senha').max(128, { error: 'O campo Senha deve ter no máximo 128 caracteres.' }),
});

/** Query of GET primeiro-acesso. */
export const primeiroAcessoQuerySchema = z.object({ email: textoObrigatorio({ campo: 'Email', max: 150 }) });

/** PrimeiroAcessoRequest. */
export const primeiroAcessoSchema = z
  .object({
    email: textoObrigatorio({ campo: 'Email', max: 150 }),
    token: textoObrigatorio({ campo: 'Token', max: 200 }),
    senha: novaSenha('Senha'),
    confirmacaoSenha: senhaObrigatoria('ConfirmacaoSenha'),
  })
  .refine((v) => v.senha === v.confirmacaoSenha, { error: MENSAGENS_SENHA.confirmacao, path: ['confirmacaoSenha'] });

/** RecuperarSenhaRequest. */
export const recuperarSenhaSchema = z.object({ email: textoObrigatorio({ campo: 'Email', max: 150 }) });

/** ConfirmarRedefinicaoSenhaRequest. */
export const confirmarRedefinicaoSchema = z
  .object({
    email: textoObrigatorio({ campo: 'Email', max: 150 }),
    token: textoObrigatorio({ campo: 'Token', max: 200 }),
    novaSenha: novaSenha('NovaSenha'),
    confirmacaoSenha: senhaObrigatoria('ConfirmacaoSenha'),
  })
  .refine((v) => v.novaSenha === v.confirmacaoSenha, { error: MENSAGENS_SENHA.confirmacao, path: ['confirmacaoSenha'] });

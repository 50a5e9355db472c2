// Request schemas of /api/v1/authadmin. They live in lib/, not next to the routes, because the
// panel's next-auth sign-in (lib/auth/opcoes-painel.ts) validates with the login schema too, and
// lib/ never imports from app/ (docs/arquitetura.md, "Layers").
import { z } from 'zod';
import { formatoInvalido, obrigatorio, textoObrigatorio, textoOpcional } from '@/lib/api/campos';
import { MENSAGENS_SENHA, senhaAceitavel } from '@/lib/domain/acesso/politica-senha';

/** Passwords are not trimmed: spaces are characters of the password. */
const senhaObrigatoria = (campo: string) =>
  z.string({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio(campo) : formatoInvalido(campo)) }).min(1, {
    error: obrigatorio(campo),
  });

const novaSenha = (campo: string) => senhaObrigatoria(campo).refine(senhaAceitavel, { error: MENSAGENS_SENHA.politica });

/** The code of two-step verification: the app's six digits or a recovery code (`ABCDE-FGHIJ`). */
const CODIGO = { campo: 'Codigo', max: 20 };

/**
 * LoginRequest (spec: `email`, `senha`; ours: `codigo`, optional, asked only of a user with two-step
 * verification on; blank counts as absent).
 */
export const loginSchema = z.object({
  email: textoObrigatorio({ campo: 'Email', max: 150 }),
  senha: senhaObrigatoria('Senha').max(128, { error: 'O campo Senha deve ter no máximo 128 caracteres.' }),
  codigo: textoOpcional(CODIGO),
});

/** Turning two-step verification on or off, or new recovery codes: the current password and a code. */
export const confirmarDoisFatoresSchema = z.object({
  senha: senhaObrigatoria('Senha').max(128, { error: 'O campo Senha deve ter no máximo 128 caracteres.' }),
  codigo: textoObrigatorio(CODIGO),
});

/** Query of GET primeiro-acesso. */
export const primeiroAcessoQuerySchema = z.object({ email: textoObrigatorio({ campo: 'Email', max: 150 }) });

/**
 * A password defined with the token the e-mail carried (first access, reset): the e-mail, the
 * token, the new password (`senha`, named as the request names it) and its confirmation.
 */
const definicaoComToken = <S extends z.ZodRawShape>(senha: S) =>
  z.object({
    email: textoObrigatorio({ campo: 'Email', max: 150 }),
    token: textoObrigatorio({ campo: 'Token', max: 200 }),
    ...senha,
    confirmacaoSenha: senhaObrigatoria('ConfirmacaoSenha'),
  });

/** The confirmation must repeat the new password. */
const confirmacaoDiferente = { error: MENSAGENS_SENHA.confirmacao, path: ['confirmacaoSenha'] };

/** PrimeiroAcessoRequest. */
export const primeiroAcessoSchema = definicaoComToken({ senha: novaSenha('Senha') }).refine(
  (v) => v.senha === v.confirmacaoSenha,
  confirmacaoDiferente,
);

/** RecuperarSenhaRequest. */
export const recuperarSenhaSchema = z.object({ email: textoObrigatorio({ campo: 'Email', max: 150 }) });

/** ConfirmarRedefinicaoSenhaRequest. */
export const confirmarRedefinicaoSchema = definicaoComToken({ novaSenha: novaSenha('NovaSenha') }).refine(
  (v) => v.novaSenha === v.confirmacaoSenha,
  confirmacaoDiferente,
);

/**
 * TrocarSenhaRequest: a signed-in panel user changes their own password. The current one is capped
 * like the login's; the new one follows the same policy and confirmation as the e-mailed links,
 * and must differ from the current one (compared as typed: a right current password IS the stored
 * one, so no database read is needed to tell).
 */
export const trocarSenhaSchema = z
  .object({
    senhaAtual: senhaObrigatoria('SenhaAtual').max(128, { error: 'O campo SenhaAtual deve ter no máximo 128 caracteres.' }),
    novaSenha: novaSenha('NovaSenha'),
    confirmacaoSenha: senhaObrigatoria('ConfirmacaoSenha'),
  })
  .refine((v) => v.novaSenha === v.confirmacaoSenha, confirmacaoDiferente)
  .refine((v) => v.novaSenha !== v.senhaAtual, { error: MENSAGENS_SENHA.novaIgualAtual, path: ['novaSenha'] });

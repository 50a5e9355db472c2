// The password policy and the messages of the password forms: pure values, so the same rules
// run in the API (zod schemas) and in the browser's forms.

export const MENSAGENS_SENHA = {
  tokenInvalido: 'Token inválido ou expirado.',
  politica: 'A senha deve ter entre 8 e 128 caracteres, com letras e números.',
  confirmacao: 'A confirmação da senha não confere.',
  primeiroAcessoEnviado: 'Se o e-mail estiver cadastrado e com o primeiro acesso pendente, enviaremos um link para definir a senha.',
  recuperacaoEnviada: 'Se o e-mail estiver cadastrado, enviaremos as instruções para redefinir a senha.',
  senhaDefinida: 'Senha definida com sucesso. Faça login para continuar.',
  senhaRedefinida: 'Senha redefinida com sucesso. Faça login com a nova senha.',
  // Changing one's own password while signed in (POST /AuthAdmin/trocar-senha). The wrong current
  // password reads as the club's own change does (lib/domain/clube/definir-senha.ts).
  senhaAtualErrada: 'A senha atual não confere.',
  novaIgualAtual: 'A nova senha deve ser diferente da senha atual.',
  senhaAlterada: 'Senha alterada com sucesso. As sessões abertas em outros aparelhos foram encerradas.',
} as const;

export function senhaAceitavel(senha: string): boolean {
  return senha.length >= 8 && senha.length <= 128 && /[A-Za-z]/.test(senha) && /\d/.test(senha);
}

// The messages of two-step verification, shared by the API and the panel's pages (which compare
// the login's refusal with `codigoNecessario` to show the code step). Pure: no server code.

export const MENSAGENS_DOIS_FATORES = {
  codigoNecessario: 'Informe o código de verificação do aplicativo autenticador.',
  codigoInvalido: 'Código de verificação inválido.',
  jaAtiva: 'A verificação em duas etapas já está ativa.',
  naoAtiva: 'A verificação em duas etapas não está ativa.',
  semAtivacaoPendente: 'Nenhuma ativação em andamento. Gere o código QR de novo.',
  iniciada: 'Leia o código QR no aplicativo autenticador e confirme com o código que ele mostrar.',
  ativada: 'Verificação em duas etapas ativada. Guarde os códigos de recuperação: eles não serão mostrados de novo.',
  desativada: 'Verificação em duas etapas desativada. O login volta a pedir só a senha.',
  codigosGerados: 'Novos códigos de recuperação gerados. Os anteriores deixaram de valer.',
  redefinida: 'Verificação em duas etapas redefinida. O usuário entra só com a senha e pode ativá-la de novo em Minha conta.',
} as const;

/**
 * The second entry of `erros` in the login's 401 that asks for the code: a fixed word a client
 * tests to show the code step (the first entry is the message a person reads).
 */
export const MARCADOR_CODIGO_NECESSARIO = 'CodigoVerificacaoNecessario';

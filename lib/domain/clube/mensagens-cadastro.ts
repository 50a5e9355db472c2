// Messages of the club sign-up by a store's link (docs/clube.md, "Participar pelo link da loja").
// Pure: the sign-up page shows them too.
export const MENSAGENS_CADASTRO_CLUBE = {
  lojaNaoEncontrada: 'Loja não encontrada.',
  codigoEnviado: 'Enviamos um código de 6 dígitos para confirmar seu contato.',
  // The words of the club's solicitar-pin for the same case.
  semWhatsapp: 'Este número não está no WhatsApp. Escolha receber o código por e-mail.',
  muitosCodigos: 'Muitos códigos enviados para este contato. Tente de novo em uma hora.',
  codigoInvalido: 'Código inválido ou expirado.',
  vinculoInativo: 'Seu cadastro neste programa está desativado. Fale com a loja.',
  outroContato: 'Este CPF já está cadastrado com outro contato. Entre no clube com seu CPF ou peça à loja para atualizar seu cadastro.',
  concluido: 'Cadastro concluído. Bem-vindo ao clube!',
  jaParticipava: 'Você já participava do clube. Entrada realizada.',
} as const;

// Messages of the club's marketing preferences (docs/segmentos.md, section 4). Pure: the club page shows them too.
export const MENSAGENS_PREFERENCIAS = {
  atualizadas: 'Preferências atualizadas com sucesso.',
  programaNaoEncontrado: 'Programa não encontrado.',
  semTelefone: 'Cadastre um telefone no perfil para receber mensagens pelo WhatsApp.',
  semEmail: 'Cadastre um e-mail no perfil para receber mensagens por e-mail.',
  nadaParaAtualizar: 'Informe whatsapp ou email.',
} as const;

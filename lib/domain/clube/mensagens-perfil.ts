// Messages of the club profile (pure values: the form in the browser shows them too).
export const MENSAGENS_PERFIL = {
  atualizado: 'Perfil atualizado com sucesso.',
  nadaParaAtualizar: 'Informe ao menos um campo: email ou telefone.',
  semContato: 'Mantenha ao menos um contato (e-mail ou telefone): é por ele que o clube envia o seu código de acesso.',
} as const;

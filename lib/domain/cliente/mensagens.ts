// Messages of the customer endpoints; the spec's are quoted, the rest are ours (docs/api-decisoes.md).
export const MENSAGENS_CLIENTE = {
  naoEncontrado: 'Cliente não encontrado.',
  cadastrado: 'Cliente cadastrado com sucesso.',
  jaCadastrado: 'Cliente já cadastrado.',
  aceiteLgpd: 'Aceite de LGPD é obrigatório para cadastro.',
  cpfInvalido: 'CPF inválido. Informe 11 dígitos.',
  nomeObrigatorio: 'O campo Nome é obrigatório.',
  buscaUmParametro: 'Informe exatamente um dos parâmetros: cpf ou qr.',
  qrInvalido: 'O parâmetro qr deve ser o token UUID do QR do cliente (para buscar por CPF use o parâmetro cpf).',
} as const;

// The outbox's notice kinds in the panel's words (GET /api/v1/admin/mensagens/entregas and
// /painel/mensagens/entregas). One kind may cover several event types (the five sale notices);
// `Marketing` is a campaign or an automation depending on the campaign row it came from.
// Pure: no database, no secrets.

export const TIPOS_ENTREGA = {
  'pin-clube': { rotulo: 'PIN do clube', eventos: ['PinClube'] },
  // The code of a sign-up through a store's link (docs/clube.md §7): sent to the contact typed, before any customer exists.
  'cadastro-clube': { rotulo: 'Código de cadastro no clube', eventos: ['CadastroClube'] },
  'primeiro-acesso': { rotulo: 'Primeiro acesso ao painel', eventos: ['EmailPrimeiroAcesso'] },
  'redefinicao-senha': { rotulo: 'Redefinição de senha', eventos: ['EmailRedefinicaoSenha'] },
  'senha-alterada': { rotulo: 'Aviso de senha alterada', eventos: ['EmailSenhaAlterada'] },
  'dois-fatores': { rotulo: 'Aviso de verificação em duas etapas', eventos: ['EmailDoisFatores'] },
  venda: {
    rotulo: 'Aviso de venda',
    eventos: [
      'CashbackEPontosCreditados',
      'CashbackPendenteEPontosCreditados',
      'CashbackCreditado',
      'CashbackPendenteCreditado',
      'PontosCreditados',
    ],
  },
  liberacao: { rotulo: 'Liberação de cashback', eventos: ['CashbackLiberado'] },
  expiracao: { rotulo: 'Aviso de expiração', eventos: ['CreditoExpirando'] },
  // The bonus of a completed referral, to each side credited (docs/indicacao.md).
  indicacao: { rotulo: 'Bônus de indicação', eventos: ['BonusIndicacao'] },
  campanha: { rotulo: 'Campanha', eventos: ['Marketing'] },
  automacao: { rotulo: 'Automação', eventos: ['Marketing'] },
} as const satisfies Record<string, { rotulo: string; eventos: readonly string[] }>;

export type TipoEntrega = keyof typeof TIPOS_ENTREGA | 'outro';
export const CODIGOS_TIPO_ENTREGA = Object.keys(TIPOS_ENTREGA) as (keyof typeof TIPOS_ENTREGA)[];

export const STATUS_ENTREGA = ['Pendente', 'Enviado', 'Falhou', 'Descartado'] as const;
export type StatusEntrega = (typeof STATUS_ENTREGA)[number];

/** The kind of an outbox row: its type, and for marketing the campaign's origin (`Campanha`, `Automacao`). */
export function tipoDaEntrega(tipoEvento: string, origemCampanha: string | null): TipoEntrega {
  if (tipoEvento === 'Marketing') return origemCampanha === 'Automacao' ? 'automacao' : 'campanha';
  for (const codigo of CODIGOS_TIPO_ENTREGA) {
    if ((TIPOS_ENTREGA[codigo].eventos as readonly string[]).includes(tipoEvento)) return codigo;
  }
  return 'outro';
}

export function rotuloDoTipo(tipo: TipoEntrega): string {
  return tipo === 'outro' ? 'Outro aviso' : TIPOS_ENTREGA[tipo].rotulo;
}

/**
 * Why a marketing message to a customer did not go out (the campaign's recipient row,
 * docs/comunicacao.md "Status dos destinatários"), in the panel's words: what the manager tells
 * the customer who asks (GET /api/v1/admin/ClienteAdmin/{id}/mensagens).
 */
export const MOTIVOS_NAO_ENVIO = {
  'grupo-controle': {
    status: 'Holdout',
    rotulo: 'Sorteado para o grupo de controle da campanha: não recebe nada, de propósito (é a comparação dos resultados).',
  },
  'sem-consentimento': {
    status: 'IgnoradoConsentimento',
    rotulo: 'O cliente não aceita marketing por este canal neste programa: foi escolha dele.',
  },
  descadastrado: { status: 'IgnoradoOptout', rotulo: 'O cliente se descadastrou deste canal antes do envio: foi escolha dele.' },
  'limite-semanal': { status: 'IgnoradoLimite', rotulo: 'O cliente já tinha recebido o máximo de mensagens de marketing da semana.' },
  'sem-contato': { status: 'SemContato', rotulo: 'O cliente não tem e-mail ou telefone para este canal.' },
  'campanha-cancelada': { status: 'Cancelado', rotulo: 'A campanha foi cancelada antes de a mensagem sair.' },
} as const satisfies Record<string, { status: string; rotulo: string }>;

export type MotivoNaoEnvio = keyof typeof MOTIVOS_NAO_ENVIO;
export const CODIGOS_MOTIVO_NAO_ENVIO = Object.keys(MOTIVOS_NAO_ENVIO) as MotivoNaoEnvio[];

/** The reason of a recipient's status, or null when it was (or will be) sent. */
export function motivoDoDestinatario(status: string | null): MotivoNaoEnvio | null {
  return CODIGOS_MOTIVO_NAO_ENVIO.find((m) => MOTIVOS_NAO_ENVIO[m].status === status) ?? null;
}

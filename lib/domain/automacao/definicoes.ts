// The four automations (issue 11 §3; docs/automacoes.md): what each one does and how it starts
// out. Pure: the panel shows the same names and default templates.
export const TIPOS_AUTOMACAO = ['BoasVindas', 'Aniversario', 'Reconquista', 'LembreteExpiracao'] as const;
export type TipoAutomacao = (typeof TIPOS_AUTOMACAO)[number];

export type DefinicaoAutomacao = {
  nome: string;
  descricao: string;
  /** Whether a bonus (a credit lot) can go with the message. */
  aceitaBonus: boolean;
  modeloPadrao: string;
  assuntoPadrao: string;
};

export const DIAS_SEM_COMPRA_PADRAO = 60;
/** How far back a run looks for first purchases and absences: a job stopped for up to this long catches up. */
export const JANELA_RECUPERACAO_DIAS = 30;

export const AUTOMACOES: Record<TipoAutomacao, DefinicaoAutomacao> = {
  BoasVindas: {
    nome: 'Boas-vindas',
    descricao: 'Uma mensagem depois da primeira compra do cliente no programa.',
    aceitaBonus: false,
    modeloPadrao: 'Olá, {nome}! Obrigado pela sua primeira compra na {loja}. Seu saldo de cashback já é {saldoCashback}.',
    assuntoPadrao: 'Bem-vindo ao programa da {loja}',
  },
  Aniversario: {
    nome: 'Aniversário',
    descricao: 'No dia do aniversário do cliente (fuso do programa), uma mensagem e, se configurado, um bônus.',
    aceitaBonus: true,
    modeloPadrao: 'Feliz aniversário, {nome}! A {loja} preparou um presente: seu saldo agora é {saldoCashback}.',
    assuntoPadrao: 'Feliz aniversário, {nome}!',
  },
  Reconquista: {
    nome: 'Reconquista',
    descricao: 'Para quem está há N dias sem comprar, uma mensagem e, se configurado, um bônus.',
    aceitaBonus: true,
    modeloPadrao: 'Sentimos sua falta, {nome}! Você tem {saldoCashback} de cashback esperando por você na {loja}.',
    assuntoPadrao: 'Sentimos sua falta na {loja}',
  },
  LembreteExpiracao: {
    nome: 'Lembrete de expiração',
    descricao: 'Alguns dias antes de o cashback vencer, um lembrete com o modelo do programa.',
    aceitaBonus: false,
    modeloPadrao: '{nome}, seu cashback de {saldoCashback} na {loja} vence em {proximaExpiracao}. Aproveite!',
    assuntoPadrao: 'Seu cashback na {loja} está para vencer',
  },
};

/** The type of a path segment, ignoring case (the contract's paths are case-insensitive). */
export function tipoDoCaminho(texto: string): TipoAutomacao | null {
  return TIPOS_AUTOMACAO.find((t) => t.toLowerCase() === texto.toLowerCase()) ?? null;
}

// Messages of the referral programme (docs/indicacao.md), in the contract's style.
export const MENSAGENS_INDICACAO = {
  salva: 'Programa de indicação salvo com sucesso.',
  tenantNaoEncontrado: 'Tenant não encontrado.',
  tipoInvalido: 'O campo TipoBeneficio deve ser Cashback ou Pontos.',
  pontosInteiros: 'Bônus em pontos deve ser um número inteiro.',
  bonusNegativo: (campo: string) => `O campo ${campo} não pode ser negativo.`,
  semBonus: 'Informe um bônus para quem indica ou para o amigo indicado.',
  validadeInvalida: 'O campo ValidadeDias deve ser um número inteiro entre 1 e 3650.',
  carenciaInvalida: 'O campo DiasCarencia deve ser um número inteiro entre 0 e 90.',
  limiteInvalido: 'O campo LimiteMensal deve ser um número inteiro entre 1 e 100.',
  statusInvalido: 'O parâmetro status deve ser Pendente, Concluida ou Expirada.',
} as const;

/** What the customer reads in the club's history for each side's bonus. */
export const DESCRICAO_BONUS_INDICACAO = {
  indicador: 'Bônus por indicar um amigo',
  indicado: 'Bônus de boas-vindas por indicação',
} as const;

/** What the panel's adjustments and audit show. */
export const MOTIVO_BONUS_INDICACAO = {
  indicador: 'Bônus de indicação (quem indicou)',
  indicado: 'Bônus de indicação (amigo indicado)',
} as const;

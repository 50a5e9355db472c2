// Messages of the automations (docs/automacoes.md), in the contract's style.

const variaveisQueNaoExistem = (campo: 'O modelo' | 'O assunto', nomes: string[]) =>
  `${campo} usa variáveis que não existem: ${nomes.map((n) => `{${n}}`).join(', ')}. Use {nome}, {saldoCashback}, {proximaExpiracao}, {loja} ou {pontos} ({bonus} só em Aniversario e Reconquista, com bônus configurado).`;
export const MENSAGENS_AUTOMACAO = {
  naoEncontrada: 'Automação não encontrada.',
  tenantNaoEncontrado: 'Tenant não encontrado.',
  salva: 'Automação salva com sucesso.',
  canalInvalido: 'O campo Canal deve ser WhatsApp ou Email.',
  ativaInvalida: 'O campo Ativa deve ser verdadeiro ou falso.',
  holdoutInvalido: 'O campo HoldoutPercentual deve ser um número inteiro entre 0 e 50.',
  diasSemCompraInvalido: 'O campo DiasSemCompra deve ser um número inteiro entre 7 e 730.',
  diasSemCompraSoReconquista: 'O campo DiasSemCompra só vale para a automação Reconquista.',
  bonusSoAniversarioOuReconquista: 'Bônus só vale para as automações Aniversario e Reconquista.',
  bonusTipoInvalido: 'O campo Bonus.TipoBeneficio deve ser Cashback ou Pontos.',
  bonusPontosInteiros: 'Bônus em pontos deve ser um número inteiro.',
  bonusValidadeInvalida: 'O campo Bonus.ValidadeDias deve ser um número inteiro entre 1 e 3650.',
  variavelBonusSemBonus: 'O modelo usa {bonus}, mas a automação não tem bônus configurado. Configure o bônus ou tire {bonus} do modelo.',
  variavelDesconhecida: (nomes: string[]) => variaveisQueNaoExistem('O modelo', nomes),
  // The e-mail subject is rendered like the template (liberar-envios.ts): checked the same way.
  assuntoVariavelDesconhecida: (nomes: string[]) => variaveisQueNaoExistem('O assunto', nomes),
  assuntoVariavelBonusSemBonus:
    'O assunto usa {bonus}, mas a automação não tem bônus configurado. Configure o bônus ou tire {bonus} do assunto.',
} as const;

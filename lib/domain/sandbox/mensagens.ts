// Messages of the sandbox routes (docs/sandbox.md). Pure: the OpenAPI document imports them.
export const MAX_AVANCAR_DIAS = 3650;
/** How far the sandbox's clock may run ahead in all (100 years): dates stay representable. */
export const MAX_DESLOCAMENTO_DIAS = 36500;

export const MENSAGENS_SANDBOX = {
  avancarDiasObrigatorio: 'O campo AvancarDias é obrigatório.',
  avancarDiasInvalido: `O campo AvancarDias deve ser um número inteiro entre 1 e ${MAX_AVANCAR_DIAS}.`,
  deslocamentoMaximo: `O relógio da sandbox não pode avançar mais de ${MAX_DESLOCAMENTO_DIAS} dias no total. Esvazie a sandbox (DELETE /api/v1/sandbox) para voltar ao relógio real.`,
  relogioAvancado: (dias: number) => `Relógio da sandbox avançado em ${dias} ${dias === 1 ? 'dia' : 'dias'}.`,
  esvaziada: 'Sandbox esvaziada; o relógio voltou ao horário real.',
} as const;

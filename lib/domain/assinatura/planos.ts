// The platform's plan catalog (docs/api-admin-assinatura.md, "Planos"). A plan limits how many
// stores a tenant may have; the amounts are decimal text, exact to the centavo (lib/dinheiro.ts),
// turned into JSON numbers only when answered. Export names are stable: other areas (platform
// admin, the panel) import `PLANOS` and `planoPorCodigo`.

export type CodigoPlano = 'Essencial' | 'Profissional' | 'Rede';

export type Plano = {
  codigo: CodigoPlano;
  nome: string;
  descricao: string;
  /** Most stores the plan holds; null = unlimited. */
  limiteLojas: number | null;
  /** Monthly price in R$, decimal text with 2 places. */
  valorMensal: string;
};

/** Days of the free trial a new tenant gets before choosing a plan. */
export const DIAS_TRIAL = 14;

export const PLANOS: Readonly<Record<CodigoPlano, Plano>> = {
  Essencial: {
    codigo: 'Essencial',
    nome: 'Essencial',
    descricao: 'Para quem tem uma loja.',
    limiteLojas: 1,
    valorMensal: '99.00',
  },
  Profissional: {
    codigo: 'Profissional',
    nome: 'Profissional',
    descricao: 'Até 5 lojas.',
    limiteLojas: 5,
    valorMensal: '249.00',
  },
  Rede: {
    codigo: 'Rede',
    nome: 'Rede',
    descricao: 'Lojas ilimitadas.',
    limiteLojas: null,
    valorMensal: '599.00',
  },
};

export const CODIGOS_PLANO = Object.keys(PLANOS) as CodigoPlano[];

/** The plan of a code, ignoring case (`rede` = `Rede`); null for an unknown code. */
export function planoPorCodigo(codigo: string | null | undefined): Plano | null {
  if (!codigo) return null;
  const alvo = codigo.trim().toLowerCase();
  return CODIGOS_PLANO.map((c) => PLANOS[c]).find((p) => p.codigo.toLowerCase() === alvo) ?? null;
}

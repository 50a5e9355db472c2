// A tenant's subscription as the panel reads it, and the small date rules of billing. Amounts
// are decimal text in the catalog (planos.ts) and become JSON numbers only here, at the edge.
import type { Assinatura } from '@/lib/generated/prisma/client';
import type { StatusAssinatura } from '@/lib/generated/prisma/enums';
import { isoUtc } from '@/lib/datas';
import { paraNumero } from '@/lib/dinheiro';
import { assinaturaPermiteAtivar } from '@/lib/domain/assinatura/exigir-assinatura';
import { CODIGOS_PLANO, PLANOS, planoPorCodigo, type CodigoPlano, type Plano } from '@/lib/domain/assinatura/planos';

export type { StatusAssinatura };

export const MENSAGENS_ASSINATURA = {
  tenantNaoEncontrado: 'Cliente da plataforma não encontrado.',
  checkoutNaoEncontrado: 'Checkout não encontrado.',
  checkoutExpirado: 'Checkout expirado. Inicie um novo checkout.',
  checkoutCancelado: 'Este checkout não pode mais ser confirmado. Inicie um novo checkout.',
  checkoutDoProvedor: 'Este checkout é confirmado pelo provedor de cobrança, não pelo painel.',
  checkoutJaConfirmado: 'Checkout já confirmado.',
  semPortal: 'Este cliente da plataforma ainda não tem cadastro no provedor de cobrança. Conclua um checkout primeiro.',
  planoPequeno: (p: Plano, lojas: number) =>
    `O plano ${p.nome} comporta até ${p.limiteLojas} ${p.limiteLojas === 1 ? 'loja ativa' : 'lojas ativas'} e este cliente da plataforma tem ${lojas}. Escolha um plano maior ou desative lojas.`,
} as const;

/** How long a checkout session stays open (the usual lifetime of a payment session). */
export const VALIDADE_CHECKOUT_MS = 24 * 60 * 60 * 1000;

export type PlanoResponse = {
  codigo: CodigoPlano;
  nome: string;
  descricao: string;
  /** null = unlimited. */
  limiteLojas: number | null;
  valorMensal: number;
};

export type AssinaturaAtualResponse = {
  plano: string;
  status: StatusAssinatura;
  trialAte: string | null;
  periodoAtualAte: string | null;
};

/** `dados` of GET /api/v1/assinatura, of the confirmation and of the SuperAdmin change. */
export type AssinaturaResponse = {
  tenantId: string;
  /** null (and every field of the subscription null) when the tenant has no subscription row. */
  plano: string | null;
  status: StatusAssinatura | null;
  trialAte: string | null;
  periodoAtualAte: string | null;
  provedor: string | null;
  valorMensal: number | null;
  diasRestantesTrial: number | null;
  /** The same rule as the gate of campaign activation (exigir-assinatura.ts). */
  permiteAtivarCampanhas: boolean;
  lojasAtivas: number;
  planos: PlanoResponse[];
};

export function serializarPlano(p: Plano): PlanoResponse {
  return { codigo: p.codigo, nome: p.nome, descricao: p.descricao, limiteLojas: p.limiteLojas, valorMensal: paraNumero(p.valorMensal) };
}

export const CATALOGO: PlanoResponse[] = CODIGOS_PLANO.map((c) => serializarPlano(PLANOS[c]));

const DIA_MS = 24 * 60 * 60 * 1000;

/** Whole days left in a trial, rounded up (a trial ending in 3 hours has 1 day left); 0 when over. */
export function diasRestantes(ate: Date, momento: Date): number {
  return Math.max(0, Math.ceil((ate.getTime() - momento.getTime()) / DIA_MS));
}

/**
 * One calendar month later, in UTC; the day is kept when the next month has it, else the month's
 * last day (31/01 -> 28/02 or 29/02; 15/03 -> 15/04).
 */
export function somarUmMes(instante: Date): Date {
  const d = new Date(instante.getTime());
  const dia = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const ultimo = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(dia, ultimo));
  return d;
}

export function serializarAssinaturaAtual(a: Assinatura | null): AssinaturaAtualResponse | null {
  if (!a) return null;
  return {
    plano: a.plano,
    status: a.status,
    trialAte: a.trialAte ? isoUtc(a.trialAte) : null,
    periodoAtualAte: a.periodoAtualAte ? isoUtc(a.periodoAtualAte) : null,
  };
}

export function serializarAssinatura(tenantId: string, a: Assinatura | null, lojasAtivas: number, momento: Date): AssinaturaResponse {
  const plano = a ? planoPorCodigo(a.plano) : null;
  return {
    tenantId,
    plano: a?.plano ?? null,
    status: a?.status ?? null,
    trialAte: a?.trialAte ? isoUtc(a.trialAte) : null,
    periodoAtualAte: a?.periodoAtualAte ? isoUtc(a.periodoAtualAte) : null,
    provedor: a?.provedor ?? null,
    valorMensal: plano ? paraNumero(plano.valorMensal) : null,
    diasRestantesTrial: a?.status === 'Trial' && a.trialAte ? diasRestantes(a.trialAte, momento) : null,
    permiteAtivarCampanhas: assinaturaPermiteAtivar(a, momento),
    lojasAtivas,
    planos: CATALOGO,
  };
}

/** Whether a plan holds a number of active stores. */
export function planoComporta(p: Plano, lojas: number): boolean {
  return p.limiteLojas === null || lojas <= p.limiteLojas;
}

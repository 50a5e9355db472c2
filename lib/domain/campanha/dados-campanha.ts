// A campaign as the panel writes it (amounts as decimal text) and as it answers it.
import type { Campanha, CampanhaLoja, Loja } from '@/lib/generated/prisma/client';
import { dataIso, isoUtc } from '@/lib/datas';
import { paraNumero } from '@/lib/dinheiro';

export type StatusCampanha = 'Rascunho' | 'Ativa' | 'Inativa' | 'Encerrada';

export type DadosCampanha = {
  nome: string;
  tipo: 'Cashback' | 'Pontos';
  percentualCashback?: string | null;
  pontosPorReal?: string | null;
  compraMinima: string;
  dataInicio: string | null;
  dataFim: string | null;
  validadeDias: number | null;
  modoCashback: 'Imediato' | 'Diferido';
  diasLiberacao: number;
  resgateMinimo: string;
  percentualMaximoResgate: string | null;
  pontosMinimosParaResgate: number | null;
  permiteUsoParcialDePontos: boolean;
  permiteCheckoutCashbackNaVenda: boolean;
  permiteDescontoSobreCashbackGerado: boolean;
  permiteCashbackEmResgate: boolean;
  lojaIds: string[];
};

export type CampanhaResponse = {
  id: string;
  tenantId: string;
  nome: string;
  tipo: 'Cashback' | 'Pontos';
  status: StatusCampanha;
  percentualCashback: number | null;
  pontosPorReal: number | null;
  compraMinima: number;
  dataInicio: string | null;
  dataFim: string | null;
  validadeDias: number | null;
  modoCashback: 'Imediato' | 'Diferido';
  diasLiberacao: number;
  resgateMinimo: number;
  percentualMaximoResgate: number | null;
  pontosMinimosParaResgate: number | null;
  permiteUsoParcialDePontos: boolean;
  permiteCheckoutCashbackNaVenda: boolean;
  permiteDescontoSobreCashbackGerado: boolean;
  permiteCashbackEmResgate: boolean;
  lojas: { id: string; nome: string; cnpj: string }[];
  criadoEm: string;
  atualizadoEm: string;
};

export type CampanhaComLojas = Campanha & { lojas: (CampanhaLoja & { loja: Loja })[] };

export const INCLUIR_LOJAS = { lojas: { include: { loja: true }, orderBy: { loja: { nome: 'asc' } } } } as const;

/** Prisma columns of a campaign from the panel's data (the Cashback/Pontos fields of the other type are cleared). */
export function colunas(d: DadosCampanha) {
  const cashback = d.tipo === 'Cashback';
  return {
    nome: d.nome,
    tipo: d.tipo,
    percentualCashback: cashback ? d.percentualCashback : null,
    pontosPorReal: cashback ? null : d.pontosPorReal,
    compraMinima: d.compraMinima,
    dataInicio: d.dataInicio ? new Date(`${d.dataInicio}T00:00:00Z`) : null,
    dataFim: d.dataFim ? new Date(`${d.dataFim}T00:00:00Z`) : null,
    validadeDias: d.validadeDias,
    modoCashback: cashback ? d.modoCashback : 'Imediato',
    diasLiberacao: cashback ? d.diasLiberacao : 0,
    resgateMinimo: d.resgateMinimo,
    percentualMaximoResgate: d.percentualMaximoResgate,
    pontosMinimosParaResgate: d.pontosMinimosParaResgate,
    permiteUsoParcialDePontos: d.permiteUsoParcialDePontos,
    permiteCheckoutCashbackNaVenda: d.permiteCheckoutCashbackNaVenda,
    permiteDescontoSobreCashbackGerado: d.permiteDescontoSobreCashbackGerado,
    permiteCashbackEmResgate: d.permiteCashbackEmResgate,
  } as const;
}

const num = (v: { toString(): string } | null) => (v === null ? null : paraNumero(v.toString()));

export function serializarCampanha(c: CampanhaComLojas): CampanhaResponse {
  return {
    id: c.id,
    tenantId: c.tenantId,
    nome: c.nome,
    tipo: c.tipo,
    status: c.status,
    percentualCashback: num(c.percentualCashback),
    pontosPorReal: c.pontosPorReal === null ? null : Number(c.pontosPorReal.toString()),
    compraMinima: paraNumero(c.compraMinima.toString()),
    dataInicio: dataIso(c.dataInicio),
    dataFim: dataIso(c.dataFim),
    validadeDias: c.validadeDias,
    modoCashback: c.modoCashback,
    diasLiberacao: c.diasLiberacao,
    resgateMinimo: paraNumero(c.resgateMinimo.toString()),
    percentualMaximoResgate: num(c.percentualMaximoResgate),
    pontosMinimosParaResgate: c.pontosMinimosParaResgate,
    permiteUsoParcialDePontos: c.permiteUsoParcialDePontos,
    permiteCheckoutCashbackNaVenda: c.permiteCheckoutCashbackNaVenda,
    permiteDescontoSobreCashbackGerado: c.permiteDescontoSobreCashbackGerado,
    permiteCashbackEmResgate: c.permiteCashbackEmResgate,
    lojas: c.lojas.map((cl) => ({ id: cl.loja.id, nome: cl.loja.nome, cnpj: cl.loja.cnpj })),
    criadoEm: isoUtc(c.criadoEm),
    atualizadoEm: isoUtc(c.atualizadoEm),
  };
}

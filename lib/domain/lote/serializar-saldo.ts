// Lots and balances in the spec's shapes (SaldoResponse, LoteResponse).
import { dec, paraNumero, type Decimal } from '@/lib/dinheiro';
import { dataIso } from '@/lib/datas';

export type SaldoResponse = { saldoPontos: number; saldoCashback: number; saldoPendente: number };

export type LoteResponse = {
  id: string;
  tipoBeneficio: 'Cashback' | 'Pontos';
  valorOriginal: number;
  valorDisponivel: number;
  status: 'Disponivel' | 'Pendente' | 'Resgatado' | 'Expirado';
  dataLiberacao: string | null;
  dataExpiracao: string | null;
};

export type LinhaSaldo = { saldo_pontos: string; saldo_cashback: string; saldo_pendente: string };
export type SaldoDecimal = { pontos: Decimal; cashback: Decimal; pendente: Decimal };

export function lerSaldo(l: LinhaSaldo | undefined): SaldoDecimal {
  return {
    pontos: dec(l?.saldo_pontos ?? '0'),
    cashback: dec(l?.saldo_cashback ?? '0'),
    pendente: dec(l?.saldo_pendente ?? '0'),
  };
}

export function saldoResponse(s: SaldoDecimal): SaldoResponse {
  return { saldoPontos: paraNumero(s.pontos), saldoCashback: paraNumero(s.cashback), saldoPendente: paraNumero(s.pendente) };
}

export type LinhaLote = {
  id: string;
  tipo_beneficio: 'Cashback' | 'Pontos';
  valor_original: string;
  valor_disponivel: string;
  status: LoteResponse['status'];
  data_liberacao: string | null;
  data_expiracao: string | null;
  loja_id: string;
};

/** A lot row's benefit, amounts, status and dates, in the order every list of lots answers them. */
export function valoresDoLote<S extends string>(l: {
  tipo_beneficio: 'Cashback' | 'Pontos';
  valor_original: string;
  valor_disponivel: string;
  status: S;
  data_liberacao: Date | string | null;
  data_expiracao: Date | string | null;
}) {
  return {
    tipoBeneficio: l.tipo_beneficio,
    valorOriginal: paraNumero(l.valor_original),
    valorDisponivel: paraNumero(l.valor_disponivel),
    status: l.status,
    dataLiberacao: dataIso(l.data_liberacao),
    dataExpiracao: dataIso(l.data_expiracao),
  };
}

export function loteResponse(l: LinhaLote): LoteResponse {
  return {
    id: l.id,
    tipoBeneficio: l.tipo_beneficio,
    valorOriginal: paraNumero(l.valor_original),
    valorDisponivel: paraNumero(l.valor_disponivel),
    status: l.status,
    // Spec LoteResponse: dataLiberacao only for pending lots.
    dataLiberacao: l.status === 'Pendente' ? dataIso(l.data_liberacao) : null,
    dataExpiracao: dataIso(l.data_expiracao),
  };
}

// pt-BR labels of the customer screens (panel and cashier): lot statuses and the direction each
// movement kind moves the balance (docs/regras-de-negocio.md §6 and §11). The movement kinds'
// words are in lib/domain/cliente/rotulos-movimentacao.ts: the movements CSV prints them too.
import type { ComponentProps } from 'react';
import type { Etiqueta } from '@/components/ui/etiqueta';
import type { TipoMovimentacao } from '@/lib/generated/prisma/enums';
import { pontos, reais } from '@/lib/formatar';

export type StatusLoteTela = 'Disponivel' | 'Pendente' | 'Resgatado' | 'Expirado' | 'Cancelado';

export const ROTULO_STATUS_LOTE: Record<StatusLoteTela, string> = {
  Disponivel: 'Disponível',
  Pendente: 'Pendente',
  Resgatado: 'Resgatado',
  Expirado: 'Expirado',
  Cancelado: 'Cancelado',
};

/** Colour of each status's label (the text carries the meaning; the colour only helps scanning). */
export const COR_STATUS_LOTE: Record<StatusLoteTela, NonNullable<ComponentProps<typeof Etiqueta>['cor']>> = {
  Disponivel: 'verde',
  Pendente: 'amarelo',
  Resgatado: 'azul',
  Expirado: 'cinza',
  Cancelado: 'vermelho',
};

/**
 * How a movement kind moves the balance it belongs to (§11): `+` adds, `−` removes, `=` neither
 * (a release only moves pending cashback to available; a model-3 discount never was balance).
 */
export const SENTIDO_MOVIMENTACAO: Record<TipoMovimentacao, '+' | '−' | '='> = {
  CreditoCashback: '+',
  CreditoCashbackPendente: '+',
  LiberacaoCashback: '=',
  CreditoPontos: '+',
  ResgateCashback: '−',
  ResgatePontos: '−',
  UsoCashbackVenda: '−',
  DescontoCashbackGerado: '=',
  ExpiracaoCashback: '−',
  ExpiracaoPontos: '−',
  CancelamentoCashback: '−',
  CancelamentoPontos: '−',
  DevolucaoCashbackVenda: '+',
  AjusteCredito: '+',
  AjusteDebito: '−',
};

/** R$ for cashback, points for points. */
export function valorDoBeneficio(tipo: 'Cashback' | 'Pontos', valor: number): string {
  return tipo === 'Cashback' ? reais(valor) : pontos(valor);
}

/** Query string that keeps SuperAdmin's programme in the panel's links (empty for the others). */
export function comPrograma(caminho: string, tenantId: string | null, extra: Record<string, string | undefined> = {}): string {
  const q = new URLSearchParams();
  if (tenantId) q.set('tenantId', tenantId);
  for (const [k, v] of Object.entries(extra)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${caminho}?${s}` : caminho;
}

// How each ledger movement kind reads in the club history (docs/regras-de-negocio.md §11) and
// which way it moves the balance: + credit, − debit, = neither (a release moves pending to
// available; a discount on the sale's own cashback credits nothing), ⏳ pending credit.
import type { TipoMovimentacao } from '@/lib/generated/prisma/enums';

export type Sentido = 'credito' | 'debito' | 'neutro' | 'pendente';

export const ROTULO_MOVIMENTACAO: Record<TipoMovimentacao, { rotulo: string; sentido: Sentido }> = {
  CreditoCashback: { rotulo: 'Cashback ganho', sentido: 'credito' },
  CreditoCashbackPendente: { rotulo: 'Cashback a liberar', sentido: 'pendente' },
  LiberacaoCashback: { rotulo: 'Cashback liberado', sentido: 'neutro' },
  CreditoPontos: { rotulo: 'Pontos ganhos', sentido: 'credito' },
  ResgateCashback: { rotulo: 'Cashback usado', sentido: 'debito' },
  ResgatePontos: { rotulo: 'Pontos trocados', sentido: 'debito' },
  UsoCashbackVenda: { rotulo: 'Cashback usado na compra', sentido: 'debito' },
  DescontoCashbackGerado: { rotulo: 'Desconto na hora', sentido: 'neutro' },
  ExpiracaoCashback: { rotulo: 'Expirou', sentido: 'debito' },
  ExpiracaoPontos: { rotulo: 'Expirou', sentido: 'debito' },
  CancelamentoCashback: { rotulo: 'Estorno por cancelamento', sentido: 'debito' },
  CancelamentoPontos: { rotulo: 'Estorno por cancelamento', sentido: 'debito' },
  DevolucaoCashbackVenda: { rotulo: 'Cashback devolvido', sentido: 'credito' },
  // A manager's bonus, an automation's, or a balance brought from the previous programme by the
  // customer import: the description under it says which ("Saldo trazido do programa anterior").
  AjusteCredito: { rotulo: 'Crédito da loja', sentido: 'credito' },
  AjusteDebito: { rotulo: 'Ajuste da loja', sentido: 'debito' },
};

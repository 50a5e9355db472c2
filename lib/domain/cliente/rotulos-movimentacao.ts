// What people read for each ledger movement kind (docs/regras-de-negocio.md §11): the customer's
// history and a sale's movements in the panel, and the `Tipo` column of the movements CSV
// (docs/exportacoes.md). One table, so a spreadsheet and the screen say the same words. Pure: the
// browser shows it too.
import type { TipoMovimentacao } from '@/lib/generated/prisma/enums';

export const ROTULO_TIPO_MOVIMENTACAO: Record<TipoMovimentacao, string> = {
  CreditoCashback: 'Crédito de cashback',
  CreditoCashbackPendente: 'Cashback pendente',
  LiberacaoCashback: 'Liberação de cashback',
  CreditoPontos: 'Crédito de pontos',
  ResgateCashback: 'Resgate de cashback',
  ResgatePontos: 'Troca de pontos',
  UsoCashbackVenda: 'Cashback usado na compra',
  DescontoCashbackGerado: 'Desconto com o cashback da compra',
  ExpiracaoCashback: 'Cashback expirado',
  ExpiracaoPontos: 'Pontos expirados',
  CancelamentoCashback: 'Estorno de cashback',
  CancelamentoPontos: 'Estorno de pontos',
  DevolucaoCashbackVenda: 'Devolução de cashback usado',
  AjusteCredito: 'Ajuste manual (crédito)',
  AjusteDebito: 'Ajuste manual (débito)',
};

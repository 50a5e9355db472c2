// The status of a sale as people read it (panel, CSV). `Registrada` is the stored status of a sale
// that stands; people call it "Ativa" (docs/vendas-painel.md). Pure: the browser shows it too.
export type StatusVenda = 'Registrada' | 'Cancelada';

export const ROTULO_STATUS_VENDA: Record<StatusVenda, string> = { Registrada: 'Ativa', Cancelada: 'Cancelada' };

export const ROTULO_MODELO: Record<number, string> = {
  1: 'Venda simples',
  2: 'Usou cashback disponível',
  3: 'Desconto com o cashback gerado',
};

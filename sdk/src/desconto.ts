// A sale with a discount (model 2 `usarCashbackDisponivel`, model 3 `usarCashbackGerado`) that
// cannot reach the service: the cashier had no answer, so no discount was given and the customer
// paid the full price (docs/integracao-pdv.md, "Modelo 2 na fila"). The queue therefore replays it
// without the discount flags; sent as asked, it would spend the balance of the moment of the
// replay on a discount nobody gave. No node:* import: cliente.ts loads this in any fetch runtime.

/** The discount flags a sale asked for and the queue left out. */
export type DescontoPedido = { usarCashbackDisponivel?: boolean; usarCashbackGerado?: boolean };

const FLAGS = ['usarCashbackDisponivel', 'usarCashbackGerado'] as const;

/** The queued answer's (and the item's) `motivo` for a sale queued without its discount. */
export const MENSAGEM_VENDA_SEM_DESCONTO =
  'O desconto de cashback precisa do serviço de fidelidade online: a venda foi enfileirada sem o desconto e será registrada pelo valor cheio. Cobre o valor cheio.';

/**
 * The service's answer to a sale whose documentoExterno is already taken by a sale with other data
 * (store, customer, amount or discount flags): docs/api-decisoes.md. For a queued sale that asked
 * for a discount, it means the first attempt was registered WITH the flags.
 */
export const MENSAGEM_DOCUMENTO_DIVERGENTE =
  'Documento externo já utilizado em outra venda desta loja com dados diferentes. Use um novo documentoExterno.';

/** The body without the discount flags, and the flags that were true (null when none). */
export function separarDesconto(corpo: Record<string, unknown>): { corpo: Record<string, unknown>; descontoPedido: DescontoPedido | null } {
  const resto = { ...corpo };
  let descontoPedido: DescontoPedido | null = null;
  for (const f of FLAGS) {
    if (!(f in resto)) continue;
    if (resto[f] === true) descontoPedido = { ...(descontoPedido ?? {}), [f]: true };
    delete resto[f];
  }
  return { corpo: resto, descontoPedido };
}

export function pedeDesconto(corpo: Record<string, unknown>): boolean {
  return FLAGS.some((f) => corpo[f] === true);
}

/** R$ 1.234,56 (plain spaces, unlike Intl's no-break space: the text is compared and logged). */
export function reais(valor: number): string {
  const [inteiro, centavos] = Math.abs(valor).toFixed(2).split('.');
  return `${valor < 0 ? '-' : ''}R$ ${inteiro!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${centavos}`;
}

/** The `motivo` of a `divergente` item: registered with a discount the cashier did not give. */
export function mensagemDivergente(desconto: number): string {
  // A cancelled sale keeps its documentoExterno: registering it again needs a new one.
  return `Registrada com desconto de ${reais(desconto)} que o caixa não deu: cancele a venda e registre-a de novo sem desconto, com um novo documentoExterno.`;
}

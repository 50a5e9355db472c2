// "Each store can have at most one active Cashback campaign and at most one active Pontos
// campaign … a second active campaign of the same type for the same store returns HTTP 422"
// (spec concept 6). The partial unique index `campanha_loja_uma_ativa_por_tipo` decides, also
// between two racing requests; this turns its violation into the spec's 422, naming the store.

export const mensagemConflito = (tipo: string, loja: string) => `Já existe uma campanha ativa do tipo ${tipo} na loja ${loja}.`;

export function ehConflitoDeCampanhaAtiva(e: unknown): boolean {
  const x = e as { code?: string; meta?: Record<string, unknown>; message?: string; cause?: unknown };
  const texto = JSON.stringify({ meta: x?.meta, message: x?.message, cause: String(x?.cause ?? '') });
  return (x?.code === 'P2002' || x?.code === '23505' || /23505|unique/i.test(texto)) && texto.includes('campanha_loja');
}

// The template of a marketing message (issue 11 §2; docs/comunicacao.md, "Modelo"). Pure: the
// panel's live preview renders with the same function as the send. Variables are written
// `{nome}`; amounts come as decimal text and are shown in R$ pt-BR, dates as dd/mm/aaaa.
import { formatarData } from '@/lib/datas';
import { dec } from '@/lib/dinheiro';

// Built once: a campaign renders thousands of messages.
const MOEDA = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const INTEIRO = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
/** R$ 1.234,56 from exact decimal text (rounded to cents by Decimal first, as lib/dinheiro.ts formatarReais). */
const reais = (v: string) => MOEDA.format(Number(dec(v).toFixed(2))).replace(/\u00a0/g, ' ');

export const VARIAVEIS_MODELO = ['nome', 'saldoCashback', 'proximaExpiracao', 'loja', 'pontos'] as const;
export type VariavelModelo = (typeof VARIAVEIS_MODELO)[number];

/** What a template can say about one customer. Money as decimal text (exact), dates YYYY-MM-DD. */
export type DadosModelo = {
  nome: string | null;
  saldoCashback: string;
  proximaExpiracao: string | null;
  loja: string;
  pontos: string;
};

const VARIAVEL = /\{([A-Za-z]+)\}/g;

/** Names between braces that are not variables (a typo would otherwise reach the customer). */
export function variaveisDesconhecidas(modelo: string): string[] {
  const nomes = [...modelo.matchAll(VARIAVEL)].map((m) => m[1]!);
  return [...new Set(nomes.filter((n) => !(VARIAVEIS_MODELO as readonly string[]).includes(n)))];
}

/** First name, capitalised as registered; "cliente" when there is none. */
function primeiroNome(nome: string | null): string {
  const p = (nome ?? '').trim().split(/\s+/)[0];
  return p ? p : 'cliente';
}

export function valoresModelo(d: DadosModelo): Record<VariavelModelo, string> {
  const pontos = Math.trunc(Number(d.pontos));
  return {
    nome: primeiroNome(d.nome),
    saldoCashback: reais(d.saldoCashback),
    proximaExpiracao: d.proximaExpiracao ? formatarData(d.proximaExpiracao) : 'sem data de expiração',
    loja: d.loja,
    pontos: INTEIRO.format(pontos),
  };
}

export function renderizarModelo(modelo: string, d: DadosModelo): string {
  const v = valoresModelo(d);
  return modelo.replace(VARIAVEL, (todo, nome: string) => (nome in v ? v[nome as VariavelModelo] : todo));
}

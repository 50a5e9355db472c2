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

/**
 * The bonus an automation gives with its message (docs/automacoes.md, "A variável {bonus}"): only
 * the birthday and win-back automations with a bonus configured know it; a campaign gives none.
 */
export const VARIAVEL_BONUS = 'bonus';

/** A bonus as the template shows it: cashback in R$ (exact decimal text), points whole. */
export type BonusModelo = { tipoBeneficio: 'Cashback' | 'Pontos'; valor: string };

/** What a template can say about one customer. Money as decimal text (exact), dates YYYY-MM-DD. */
export type DadosModelo = {
  nome: string | null;
  saldoCashback: string;
  proximaExpiracao: string | null;
  loja: string;
  pontos: string;
  /** The bonus given with this message; absent where none was (then `{bonus}` is left empty). */
  bonus?: BonusModelo | null;
};

const VARIAVEL = /\{([A-Za-z]+)\}/g;

/**
 * Names between braces that are not variables (a typo would otherwise reach the customer).
 * `bonus`: the template belongs to an automation that can give a bonus, so `{bonus}` is known
 * (whether a bonus is configured is checked with the automation, validar-automacao.ts).
 */
export function variaveisDesconhecidas(modelo: string, o: { bonus?: boolean } = {}): string[] {
  const nomes = [...modelo.matchAll(VARIAVEL)].map((m) => m[1]!);
  const conhecida = (n: string) => (VARIAVEIS_MODELO as readonly string[]).includes(n) || (o.bonus === true && n === VARIAVEL_BONUS);
  return [...new Set(nomes.filter((n) => !conhecida(n)))];
}

/** Whether a text says `{bonus}`. */
export const usaBonus = (texto: string | null | undefined) => !!texto && texto.includes(`{${VARIAVEL_BONUS}}`);

/** R$ 5,00 for cashback; 500 pontos (1 ponto) for points. */
export function textoBonus(b: BonusModelo): string {
  if (b.tipoBeneficio === 'Cashback') return reais(b.valor);
  const n = Math.trunc(Number(b.valor));
  return `${INTEIRO.format(n)} ${n === 1 ? 'ponto' : 'pontos'}`;
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
  const v: Record<string, string> = valoresModelo(d);
  // Empty without a bonus: the message must never say an amount nobody was given.
  if (usaBonus(modelo)) v[VARIAVEL_BONUS] = d.bonus ? textoBonus(d.bonus) : '';
  return modelo.replace(VARIAVEL, (todo, nome: string) => (nome in v ? v[nome]! : todo));
}

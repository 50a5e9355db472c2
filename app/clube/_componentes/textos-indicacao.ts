// The sentences of "Indique e ganhe" (docs/clube.md §7, "Indique e ganhe"): what each side of a
// referral earns, said the same way on the member's card of the home and on the friend's sign-up
// page. A side without a bonus (either may be 0) is left out rather than promised as "R$ 0,00".
import { pontos, quantos, reais } from '@/lib/formatar';
import type { TipoBeneficio } from '@/lib/domain/campanha/campanhas-da-venda';
import type { ConviteDoCadastro } from '@/lib/domain/clube/loja-do-cadastro';
import type { IndicacaoDoMembro } from '@/lib/domain/indicacao/indicacao-do-membro';

/** The member's side of a programme with referrals on (GET /clube/indicacao item). */
type Programa = Pick<
  IndicacaoDoMembro,
  'programa' | 'tipoBeneficio' | 'bonusIndicador' | 'bonusIndicado' | 'compraMinima' | 'diasCarencia' | 'limiteMensal' | 'prazoDias'
>;

/** The friend's side of a referral link (the sign-up page's `indicacao`). */
type Convite = Pick<ConviteDoCadastro, 'tipoBeneficio' | 'bonusIndicado' | 'compraMinima' | 'diasCarencia'>;

/** `R$ 10,00 de cashback`, `100 pontos`. */
function bonus(tipo: TipoBeneficio, valor: number): string {
  return tipo === 'Cashback' ? `${reais(valor)} de cashback` : pontos(valor);
}

/** `R$ 10,00`, `100 pontos`: a bonus named again right after the full one. */
function bonusCurto(tipo: TipoBeneficio, valor: number): string {
  return tipo === 'Cashback' ? reais(valor) : pontos(valor);
}

/** The purchase that completes a referral; a minimum of zero means any purchase. */
function aPartirDe(compraMinima: number): string {
  return compraMinima > 0 ? ` a partir de ${reais(compraMinima)}` : '';
}

/** The card's lead: what the member earns per friend, and what the friend earns. */
export function oQueCadaUmGanha(p: Programa): string {
  const compra = `uma compra${aPartirDe(p.compraMinima)}`;
  if (p.bonusIndicador <= 0) {
    return `Convide seus amigos para o clube ${p.programa}: quem entrar pelo seu link e fizer ${compra} ganha ${bonus(p.tipoBeneficio, p.bonusIndicado)}.`;
  }
  const amigo = p.bonusIndicado > 0 ? ` Seu amigo também ganha ${bonusCurto(p.tipoBeneficio, p.bonusIndicado)}.` : '';
  return `Ganhe ${bonus(p.tipoBeneficio, p.bonusIndicador)} para cada amigo que entrar no clube ${p.programa} e fizer ${compra}.${amigo}`;
}

/**
 * When the purchase counts, when the bonus comes (the grace period lets a cancellation undo it
 * first) and, when the member earns, for how many friends: a published offer promises no more than
 * the programme gives.
 */
export function quandoOBonusEntra(p: Programa): string {
  const depois = p.diasCarencia > 0 ? `${quantos(p.diasCarencia, 'dia', 'dias')} depois dela, se não for cancelada` : 'depois dela';
  const limite = p.bonusIndicador > 0 ? ` Você ganha por até ${quantos(p.limiteMensal, 'amigo', 'amigos')} a cada 30 dias.` : '';
  return `Vale a compra feita em até ${p.prazoDias} dias do cadastro do amigo; o bônus entra ${depois}.${limite}`;
}

/**
 * The text shared with the link (WhatsApp, the phone's share sheet): the friend's side only. The
 * bonus comes after the purchase (not off its price at the till): said so.
 */
export function mensagemDoConvite(p: Programa): string {
  return p.bonusIndicado > 0
    ? `Entre no clube ${p.programa} pelo meu link e ganhe ${bonus(p.tipoBeneficio, p.bonusIndicado)} depois da sua primeira compra${aPartirDe(p.compraMinima)}.`
    : `Entre no clube ${p.programa} pelo meu link.`;
}

/** The sign-up page's invitation: what the friend earns and when, or null when the friend's side has no bonus. */
export function oQueOAmigoGanha(c: Convite): string | null {
  if (c.bonusIndicado <= 0) return null;
  const quando = c.diasCarencia > 0 ? ` O bônus entra ${quantos(c.diasCarencia, 'dia', 'dias')} depois da compra.` : '';
  return `Ganhe ${bonus(c.tipoBeneficio, c.bonusIndicado)} depois da sua primeira compra${aPartirDe(c.compraMinima)}.${quando}`;
}

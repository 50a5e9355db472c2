// The referral programme told as a story, from the values typed in the Indicação form (before they
// are saved), so that a manager reads what the numbers mean for a member and a friend: who earns
// what, after which purchase, when, for how long, and how many friends count (docs/painel.md,
// "Indicação").
import { quantos, reais } from '@/lib/formatar';
import { valorDoTexto } from '@/lib/navegador/numero-digitado';

/** The form's fields as typed. */
export type ValoresIndicacao = {
  tipoBeneficio: 'Cashback' | 'Pontos';
  bonusIndicador: string;
  bonusIndicado: string;
  compraMinima: string;
  diasCarencia: string;
  limiteMensal: string;
  /** Blank: the bonus never expires. */
  validadeDias: string;
};

/** The programme's fixed windows (lib/domain/indicacao/concluir-indicacoes.ts), given by the page. */
export type PrazosIndicacao = { prazoDias: number; janelaLimiteDias: number };

/**
 * The example, or null while a value it needs is blank or no number (the API will say which; the
 * form shows its message next to the field).
 */
export function exemploIndicacao(v: ValoresIndicacao, { prazoDias, janelaLimiteDias }: PrazosIndicacao): string | null {
  const [indicador, indicado, minima, carencia, limite] = [
    v.bonusIndicador,
    v.bonusIndicado,
    v.compraMinima,
    v.diasCarencia,
    v.limiteMensal,
  ]
    .map(valorDoTexto)
    .map((n) => (typeof n === 'string' ? Number(n) : null));
  const validade = valorDoTexto(v.validadeDias);
  if (indicador == null || indicado == null || minima == null || carencia == null || limite == null || validade === undefined) return null;
  if (indicador === 0 && indicado === 0) {
    return 'Com os dois bônus em zero ninguém ganha nada: informe um bônus para quem indica, para o amigo ou para os dois.';
  }

  const valor = (n: number) => (v.tipoBeneficio === 'Cashback' ? reais(n) : quantos(n, 'ponto', 'pontos'));
  const unidade = v.tipoBeneficio === 'Cashback' ? ' de cashback' : '';
  const prazo = validade === null ? 'que não vencem' : `válidos por ${quantos(Number(validade), 'dia', 'dias')}`;
  const ganhos =
    indicador > 0 && indicado > 0
      ? `Maria ganha ${valor(indicador)} e João ganha ${valor(indicado)}${unidade}, ${prazo}`
      : indicador > 0
        ? `Maria ganha ${valor(indicador)}${unidade}, ${prazo}; João não ganha bônus`
        : `João ganha ${valor(indicado)}${unidade}, ${prazo}; Maria não ganha bônus`;
  const compra = minima > 0 ? `compra ${reais(minima)} ou mais` : 'faz uma compra de qualquer valor';
  const quando = carencia > 0 ? `${quantos(carencia, 'dia', 'dias')} depois, se a compra não for cancelada` : 'logo depois da compra';
  // The limit counts the referrer's bonuses only: past it the friend still gets theirs.
  const teto =
    indicador > 0
      ? ` Maria ganha por até ${quantos(limite, 'amigo', 'amigos')} a cada ${janelaLimiteDias} dias` +
        (indicado > 0 ? '; os amigos seguintes ainda ganham o bônus deles.' : '.')
      : '';
  return `Maria indica João pelo link dela. João entra no clube e ${compra} em até ${prazoDias} dias; ${quando}, ${ganhos}.${teto}`;
}

// The results against the holdout in words, as the panel shows them for a campaign and for an
// automation (docs/comunicacao.md, "Lendo os resultados"). Pure: the numbers are the API's; this
// only keeps the words from claiming more than the numbers can say — no zero-width interval when
// nobody bought, no "R$ 0,00" for a group with nobody in it, a running window named as running,
// and a warning before a send whose control group is too small to measure anything.
import { dataHora, numero, reais } from '@/lib/formatar';
import { MINIMO_POR_GRUPO, tamanhoDosGrupos, type ComparacaoHoldout, type Intervalo, type ResumoGrupo } from './estatistica';

/** 0.4 → "40 %", 0.0833 → "8,3 %". */
export const pct = (v: string) => `${(Number(v) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} %`;

export type LeituraJanela = {
  /** The revenue-per-customer sentence. */
  receita: string;
  /** The conversion sentence; null when neither group has anyone. */
  conversao: string | null;
};

const diasTexto = (n: number) => (n === 1 ? '1 dia' : `${numero(n)} dias`);

/** "7", "7 e 14", "7, 14 e 30". */
function lista(itens: string[]): string {
  return itens.length <= 1 ? (itens[0] ?? '') : `${itens.slice(0, -1).join(', ')} e ${itens[itens.length - 1]}`;
}

/** The interval part of a sentence: shown only when it can mean something. */
function trechoIntervalo(i: Intervalo, f: (v: string) => string): string {
  if (!i) return ' Sem intervalo de confiança: é preciso pelo menos 2 clientes em cada grupo.';
  // A zero-width interval only comes from groups with no variation at all (everyone did the same):
  // it would read as certainty where there is almost no data.
  if (i.inferior === i.superior) {
    return ` Diferença ${f(i.diferenca)}, sem intervalo de confiança: não há variação dentro dos grupos (todos fizeram o mesmo), o que só acontece com poucos clientes.`;
  }
  return ` Diferença ${f(i.diferenca)}, IC 95 % de ${f(i.inferior)} a ${f(i.superior)}.`;
}

const vazio = (g: ResumoGrupo) => g.clientes === 0;

/** One window's two sentences (revenue per customer, conversion), honest about empty groups and no purchases. */
export function lerJanela(j: ComparacaoHoldout): LeituraJanela {
  const { enviados: e, holdout: h } = j;
  if (vazio(e) && vazio(h)) {
    return { receita: 'Os dois grupos estão vazios (0 clientes): ainda não há resultado.', conversao: null };
  }
  if (vazio(h)) {
    return {
      receita: `Receita por cliente: ${reais(e.receitaPorCliente)} (enviados, ${numero(e.clientes)}). O grupo de controle está vazio (0 clientes): não há com o que comparar.`,
      conversao: `Conversão: ${pct(e.taxaConversao)} (enviados).`,
    };
  }
  if (vazio(e)) {
    return {
      receita: `Receita por cliente: ${reais(h.receitaPorCliente)} (controle, ${numero(h.clientes)}). O grupo dos enviados está vazio (0 clientes): não há com o que comparar.`,
      conversao: `Conversão: ${pct(h.taxaConversao)} (controle).`,
    };
  }
  const receita = `Receita por cliente: ${reais(e.receitaPorCliente)} (enviados, ${numero(e.clientes)}) contra ${reais(h.receitaPorCliente)} (controle, ${numero(h.clientes)}).`;
  const conversao = `Conversão: ${pct(e.taxaConversao)} contra ${pct(h.taxaConversao)}.`;
  if (e.compradores === 0 && h.compradores === 0) {
    return {
      receita: `${receita} Ninguém comprou nesta janela, nem entre os enviados nem no grupo de controle: ainda não há compra para comparar.`,
      conversao,
    };
  }
  return { receita: receita + trechoIntervalo(j.receitaPorCliente, reais), conversao: conversao + trechoIntervalo(j.taxaConversao, pct) };
}

/** A campaign's window as the results API gives it. */
export type JanelaCampanha = { dias: number; inicio: string; fim: string; completa: boolean };

/** Whole days since the window started, at `agora` (never more than the window). */
const decorridos = (j: JanelaCampanha, agora: Date) =>
  Math.min(j.dias, Math.max(0, Math.floor((agora.getTime() - new Date(j.inicio).getTime()) / 86_400_000)));

const desdeOEnvio = (n: number) => (n === 0 ? 'menos de 1 dia' : diasTexto(n));

/**
 * A campaign's window that has not ended: it counts the purchases so far, not the N days yet
 * (resultados.ts takes sales up to now), so say when it ends and how much it holds.
 */
export function notaJanelaEmAndamento(j: JanelaCampanha, agora: Date): string | null {
  if (j.completa) return null;
  return `Em andamento (termina em ${dataHora(j.fim)}): por enquanto conta só as compras de ${desdeOEnvio(decorridos(j, agora))} desde o envio, não de ${diasTexto(j.dias)}.`;
}

/**
 * Two or more windows still running hold the same purchases (everything since the send) and show
 * the same figures: say so, above them, rather than let it read as a stable result.
 */
export function resumoJanelasEmAndamento(janelas: JanelaCampanha[], agora: Date): string | null {
  const abertas = janelas.filter((j) => !j.completa);
  if (abertas.length < 2) return null;
  const d = desdeOEnvio(decorridos(abertas[0]!, agora));
  return `As janelas de ${lista(abertas.map((j) => String(j.dias)))} dias ainda não terminaram: todas contam as mesmas compras (as de ${d} desde o envio) e por isso mostram os mesmos números. Cada uma vale como resultado quando terminar.`;
}

/**
 * Before sending (the campaign editor, where the control group is typed): a warning when the
 * groups the send would make cannot measure the campaign (docs/comunicacao.md, "Grupo de controle
 * pequeno"). `envioEstimado` and `grupoControleEstimado` are the preview's `alcance`.
 */
export function avisoGrupoControle(a: {
  podemReceber: number;
  holdoutPercentual: number;
  envioEstimado: number;
  grupoControleEstimado: number;
}): string | null {
  // Nobody can receive (the preview says so) or no control group chosen: nothing to measure against, by choice.
  if (a.podemReceber === 0 || a.holdoutPercentual === 0) return null;
  const t = tamanhoDosGrupos(a.envioEstimado, a.grupoControleEstimado);
  const controle = `cerca de ${numero(a.grupoControleEstimado)} ${a.grupoControleEstimado === 1 ? 'cliente' : 'clientes'} no grupo de controle e ${numero(a.envioEstimado)} recebendo`;
  if (t.situacao === 'SemComparacao') {
    return `Grupos pequenos demais para medir: ${controle}. Os resultados precisam de pelo menos 2 clientes em cada grupo; com isso, não vão dizer nada. Aumente o grupo de controle ou use um segmento maior.`;
  }
  if (t.situacao === 'Pequeno') {
    const margem = Math.round(Number(t.margemConversao) * 100);
    return `Grupos pequenos para medir: ${controle} (menos de ${MINIMO_POR_GRUPO} num grupo). Com esses tamanhos, só uma diferença de conversão maior que cerca de ${margem} pontos percentuais apareceria nos resultados (IC 95 %); efeitos menores ficam invisíveis. Para medir, aumente o grupo de controle ou use um segmento maior.`;
  }
  return null;
}

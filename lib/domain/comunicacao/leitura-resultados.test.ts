// The results against the holdout in words (docs/comunicacao.md, "Lendo os resultados"): exact
// texts for the cases where the bare numbers would read as certainty — nobody bought, an empty
// group, windows still running — and the warning before a send with a small control group.
import { describe, expect, it } from 'vitest';
import { compararComHoldout, margemConversaoNoPiorCaso, tamanhoDosGrupos, type SomasGrupo } from './estatistica';
import { avisoGrupoControle, lerJanela, notaJanelaEmAndamento, resumoJanelasEmAndamento } from './leitura-resultados';

const grupo = (n: number, compras: number[]): SomasGrupo => ({
  n,
  compradores: compras.length,
  compras: compras.length,
  receita: String(compras.reduce((s, x) => s + x, 0)),
  receitaQuadrados: String(compras.reduce((s, x) => s + x * x, 0)),
});

describe('one window in words', () => {
  it('nobody bought in either group: no zero-width interval, it says there is no purchase to compare yet', () => {
    const j = compararComHoldout(grupo(10, []), grupo(5, []));
    // The numbers still say [0, 0] (the API's answer is unchanged)…
    expect(j.receitaPorCliente).toMatchObject({ inferior: '0.00', superior: '0.00' });
    // …but the words no longer read "IC 95 % de R$ 0,00 a R$ 0,00".
    expect(lerJanela(j)).toEqual({
      receita:
        'Receita por cliente: R$ 0,00 (enviados, 10) contra R$ 0,00 (controle, 5). Ninguém comprou nesta janela, nem entre os enviados nem no grupo de controle: ainda não há compra para comparar.',
      conversao: 'Conversão: 0 % contra 0 %.',
    });
  });

  it('an empty group is said to be empty, not "R$ 0,00 (controle, 0)"', () => {
    expect(lerJanela(compararComHoldout(grupo(4, [40]), grupo(0, [])))).toEqual({
      receita: 'Receita por cliente: R$ 10,00 (enviados, 4). O grupo de controle está vazio (0 clientes): não há com o que comparar.',
      conversao: 'Conversão: 25 % (enviados).',
    });
    expect(lerJanela(compararComHoldout(grupo(0, []), grupo(3, [30])))).toEqual({
      receita: 'Receita por cliente: R$ 10,00 (controle, 3). O grupo dos enviados está vazio (0 clientes): não há com o que comparar.',
      conversao: 'Conversão: 33,3 % (controle).',
    });
    expect(lerJanela(compararComHoldout(grupo(0, []), grupo(0, [])))).toEqual({
      receita: 'Os dois grupos estão vazios (0 clientes): ainda não há resultado.',
      conversao: null,
    });
  });

  it('the worked example keeps its interval; one customer in a group has none, and says why', () => {
    // docs/comunicacao.md, "Exemplo resolvido": enviados 10 (R$ 50, 30, 20, 100), holdout 5 (R$ 40).
    expect(lerJanela(compararComHoldout(grupo(10, [50, 30, 20, 100]), grupo(5, [40])))).toEqual({
      receita:
        'Receita por cliente: R$ 20,00 (enviados, 10) contra R$ 8,00 (controle, 5). Diferença R$ 12,00, IC 95 % de -R$ 13,77 a R$ 37,77.',
      conversao: 'Conversão: 40 % contra 20 %. Diferença 20 %, IC 95 % de -26,4 % a 66,4 %.',
    });
    expect(lerJanela(compararComHoldout(grupo(10, [50]), grupo(1, [])))).toEqual({
      receita:
        'Receita por cliente: R$ 5,00 (enviados, 10) contra R$ 0,00 (controle, 1). Sem intervalo de confiança: é preciso pelo menos 2 clientes em cada grupo.',
      conversao: 'Conversão: 10 % contra 0 %. Sem intervalo de confiança: é preciso pelo menos 2 clientes em cada grupo.',
    });
  });

  it('a zero-width interval from groups with no variation is not shown as certainty', () => {
    // Both of the sent bought R$ 10, neither of the control group bought: conversion 100 % against 0 %, se 0.
    const l = lerJanela(compararComHoldout(grupo(2, [10, 10]), grupo(2, [])));
    expect(l.conversao).toBe(
      'Conversão: 100 % contra 0 %. Diferença 100 %, sem intervalo de confiança: não há variação dentro dos grupos (todos fizeram o mesmo), o que só acontece com poucos clientes.',
    );
  });
});

describe('windows still running (a campaign)', () => {
  // Sent on 01/06/2026 at 10:00 in São Paulo (13:00 UTC).
  const inicio = '2026-06-01T13:00:00.000Z';
  const janela = (dias: number, agora: Date) => {
    const fim = new Date(Date.parse(inicio) + dias * 86_400_000);
    return { dias, inicio, fim: fim.toISOString(), completa: agora >= fim };
  };

  it('says which windows have not ended, how much of them they hold, and why they show the same figures', () => {
    const agora = new Date('2026-06-04T15:00:00Z'); // 3 days and 2 hours after the send
    const js = [7, 14, 30].map((d) => janela(d, agora));
    expect(js.map((j) => notaJanelaEmAndamento(j, agora))).toEqual([
      'Em andamento (termina em 08/06/2026, 10:00): por enquanto conta só as compras de 3 dias desde o envio, não de 7 dias.',
      'Em andamento (termina em 15/06/2026, 10:00): por enquanto conta só as compras de 3 dias desde o envio, não de 14 dias.',
      'Em andamento (termina em 01/07/2026, 10:00): por enquanto conta só as compras de 3 dias desde o envio, não de 30 dias.',
    ]);
    expect(resumoJanelasEmAndamento(js, agora)).toBe(
      'As janelas de 7, 14 e 30 dias ainda não terminaram: todas contam as mesmas compras (as de 3 dias desde o envio) e por isso mostram os mesmos números. Cada uma vale como resultado quando terminar.',
    );
  });

  it('an ended window has no note; one running window alone needs no summary', () => {
    const dez = new Date('2026-06-11T13:00:00Z');
    const js = [7, 14, 30].map((d) => janela(d, dez));
    expect(notaJanelaEmAndamento(js[0]!, dez)).toBeNull();
    expect(resumoJanelasEmAndamento(js, dez)).toBe(
      'As janelas de 14 e 30 dias ainda não terminaram: todas contam as mesmas compras (as de 10 dias desde o envio) e por isso mostram os mesmos números. Cada uma vale como resultado quando terminar.',
    );
    const vinte = new Date('2026-06-21T13:00:00Z');
    expect(
      resumoJanelasEmAndamento(
        [7, 14, 30].map((d) => janela(d, vinte)),
        vinte,
      ),
    ).toBeNull();
    const horas = new Date('2026-06-01T20:00:00Z');
    expect(notaJanelaEmAndamento(janela(7, horas), horas)).toBe(
      'Em andamento (termina em 08/06/2026, 10:00): por enquanto conta só as compras de menos de 1 dia desde o envio, não de 7 dias.',
    );
  });
});

describe('a small control group, before sending', () => {
  it('the widest conversion margin, 1.96 × √(0.25/n_e + 0.25/n_h), and the 30-customer threshold', () => {
    // docs/comunicacao.md, "Grupo de controle pequeno": 200 can receive, 10 % → 180 and 20.
    expect(margemConversaoNoPiorCaso(180, 20)!.toFixed(4)).toBe('0.2310');
    expect(margemConversaoNoPiorCaso(900, 100)!.toFixed(4)).toBe('0.1033');
    expect(margemConversaoNoPiorCaso(9, 1)).toBeNull();
    expect(tamanhoDosGrupos(180, 20)).toEqual({ situacao: 'Pequeno', menorGrupo: 20, margemConversao: '0.2310' });
    expect(tamanhoDosGrupos(270, 30)).toEqual({ situacao: 'Suficiente', menorGrupo: 30, margemConversao: '0.1886' });
    expect(tamanhoDosGrupos(9, 1)).toEqual({ situacao: 'SemComparacao', menorGrupo: 1 });
  });

  it('warns in words with the numbers of the estimate; nothing for a large enough group or no control group', () => {
    expect(avisoGrupoControle({ podemReceber: 200, holdoutPercentual: 10, envioEstimado: 180, grupoControleEstimado: 20 })).toBe(
      'Grupos pequenos para medir: cerca de 20 clientes no grupo de controle e 180 recebendo (menos de 30 num grupo). Com esses tamanhos, só uma diferença de conversão maior que cerca de 23 pontos percentuais apareceria nos resultados (IC 95 %); efeitos menores ficam invisíveis. Para medir, aumente o grupo de controle ou use um segmento maior.',
    );
    expect(avisoGrupoControle({ podemReceber: 10, holdoutPercentual: 10, envioEstimado: 9, grupoControleEstimado: 1 })).toBe(
      'Grupos pequenos demais para medir: cerca de 1 cliente no grupo de controle e 9 recebendo. Os resultados precisam de pelo menos 2 clientes em cada grupo; com isso, não vão dizer nada. Aumente o grupo de controle ou use um segmento maior.',
    );
    expect(avisoGrupoControle({ podemReceber: 300, holdoutPercentual: 10, envioEstimado: 270, grupoControleEstimado: 30 })).toBeNull();
    expect(avisoGrupoControle({ podemReceber: 10, holdoutPercentual: 0, envioEstimado: 10, grupoControleEstimado: 0 })).toBeNull();
    expect(avisoGrupoControle({ podemReceber: 0, holdoutPercentual: 10, envioEstimado: 0, grupoControleEstimado: 0 })).toBeNull();
  });
});

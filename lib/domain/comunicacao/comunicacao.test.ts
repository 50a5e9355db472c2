// Pure rules of the communication campaigns (docs/comunicacao.md): the template, the quiet hours,
// the holdout draw and the statistics of the results, against hand-computed references.
import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/dinheiro';
import { compararComHoldout, diferencaConversao, diferencaReceita, type SomasGrupo } from './estatistica';
import { emSilencio, minutoLocal, proximoHorarioPermitido } from './horario';
import { noHoldout, sorteioHoldout } from './holdout';
import { renderizarModelo, variaveisDesconhecidas } from './modelo';

describe('template', () => {
  it('renders the variables in pt-BR (R$, dd/mm/aaaa, first name) and keeps unknown braces', () => {
    const t = renderizarModelo('Oi {nome}! {saldoCashback} na {loja}, expira {proximaExpiracao}; {pontos} pontos. {x}', {
      nome: 'maria  da Silva',
      saldoCashback: '1234.5',
      proximaExpiracao: '2026-12-31',
      loja: 'Loja Centro',
      pontos: '15300.00',
    });
    expect(t).toBe('Oi maria! R$ 1.234,50 na Loja Centro, expira 31/12/2026; 15.300 pontos. {x}');
    expect(renderizarModelo('{nome}', { nome: null, saldoCashback: '0', proximaExpiracao: null, loja: 'L', pontos: '0' })).toBe('cliente');
    expect(variaveisDesconhecidas('{nome} {Nome} {saldo} {saldo}')).toEqual(['Nome', 'saldo']);
  });

  it('{bonus}: the bonus given with the message (R$ or whole points), empty when none was; known only to automations with a bonus', () => {
    const d = { nome: 'Ana', saldoCashback: '0', proximaExpiracao: null, loja: 'L', pontos: '0' };
    const t = 'Você ganhou {bonus}!';
    expect(renderizarModelo(t, { ...d, bonus: { tipoBeneficio: 'Cashback', valor: '1234.5' } })).toBe('Você ganhou R$ 1.234,50!');
    expect(renderizarModelo(t, { ...d, bonus: { tipoBeneficio: 'Pontos', valor: '500.00' } })).toBe('Você ganhou 500 pontos!');
    expect(renderizarModelo(t, { ...d, bonus: { tipoBeneficio: 'Pontos', valor: '1' } })).toBe('Você ganhou 1 ponto!');
    // Never an amount nobody was given.
    expect(renderizarModelo(t, d)).toBe('Você ganhou !');
    expect(variaveisDesconhecidas(t)).toEqual(['bonus']);
    expect(variaveisDesconhecidas(t, { bonus: true })).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('defers to the end of a window that crosses midnight, in the tenant zone', () => {
    const s = { inicio: '21:00', fim: '08:00', fuso: 'America/Sao_Paulo' };
    // 23:30 in São Paulo (UTC−3) = 02:30 UTC; the window ends at 08:00 local = 11:00 UTC.
    expect(proximoHorarioPermitido(new Date('2026-06-02T02:30:15Z'), s)).toEqual(new Date('2026-06-02T11:00:00Z'));
    // 07:59 local: one minute left.
    expect(proximoHorarioPermitido(new Date('2026-06-02T10:59:00Z'), s)).toEqual(new Date('2026-06-02T11:00:00Z'));
    // 08:00 and 20:59 local are allowed: the instant itself.
    const permitido = new Date('2026-06-02T11:00:00Z');
    expect(proximoHorarioPermitido(permitido, s)).toBe(permitido);
    expect(minutoLocal(new Date('2026-06-02T23:59:00Z'), 'America/Sao_Paulo')).toBe(20 * 60 + 59);
    expect(emSilencio(600, 600, 600)).toBe(false);
    expect(emSilencio(13 * 60, 12 * 60, 14 * 60)).toBe(true);
    expect(emSilencio(14 * 60, 12 * 60, 14 * 60)).toBe(false);
  });
});

describe('holdout draw', () => {
  it('is deterministic and close to the percentage', () => {
    const campanha = '0b7c9a64-1f7e-4c53-9d1c-7d0a3b2b8e11';
    const ids = Array.from({ length: 20_000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const n = ids.filter((c) => noHoldout(campanha, c, 10)).length;
    expect(n).toBeGreaterThan(1800);
    expect(n).toBeLessThan(2200);
    expect(sorteioHoldout(campanha, ids[0]!)).toBe(sorteioHoldout(campanha, ids[0]!));
    expect(ids.some((c) => noHoldout(campanha, c, 0))).toBe(false);
  });
});

/** Reference: per-customer values, computed the textbook way (two-pass variance). */
function somas(valores: string[]): SomasGrupo {
  const v = valores.map((x) => new Decimal(x));
  return {
    n: v.length,
    compradores: v.filter((x) => x.gt(0)).length,
    compras: v.filter((x) => x.gt(0)).length,
    receita: v.reduce((a, b) => a.plus(b), new Decimal(0)).toString(),
    receitaQuadrados: v.reduce((a, b) => a.plus(b.pow(2)), new Decimal(0)).toString(),
  };
}
function welchReferencia(a: string[], b: string[]) {
  const stats = (xs: string[]) => {
    const v = xs.map(Number);
    const m = v.reduce((s, x) => s + x, 0) / v.length;
    const s2 = v.reduce((s, x) => s + (x - m) ** 2, 0) / (v.length - 1);
    return { m, s2, n: v.length };
  };
  const x = stats(a);
  const y = stats(b);
  const se = Math.sqrt(x.s2 / x.n + y.s2 / y.n);
  return { d: x.m - y.m, se };
}

describe('results statistics', () => {
  it('the worked example of docs/comunicacao.md', () => {
    // Sent: 10 customers, 4 bought (R$ 50, 30, 20, 100); holdout: 5 customers, 1 bought (R$ 40).
    const envio = somas(['50', '30', '20', '100', '0', '0', '0', '0', '0', '0']);
    const holdout = somas(['40', '0', '0', '0', '0']);
    const r = compararComHoldout(envio, holdout);
    expect(r.enviados).toMatchObject({ clientes: 10, receita: '200.00', receitaPorCliente: '20.00', taxaConversao: '0.4000' });
    expect(r.holdout).toMatchObject({ clientes: 5, receita: '40.00', receitaPorCliente: '8.00', taxaConversao: '0.2000' });
    // s²(envio) = (13800 − 200²/10)/9 = 1088.888…; s²(holdout) = (1600 − 40²/5)/4 = 320
    // se = √(108.888… + 64) = 13.1487…; IC = 12 ± 1.96·13.1487 = [−13.77, 37.77]
    expect(r.receitaPorCliente).toEqual({ diferenca: '12.00', inferior: '-13.77', superior: '37.77', erroPadrao: '13.1487' });
    // p: 0.4 vs 0.2; se = √(0.024 + 0.032) = 0.236643; IC = 0.2 ± 0.4638
    expect(r.taxaConversao).toEqual({ diferenca: '0.2000', inferior: '-0.2638', superior: '0.6638', erroPadrao: '0.236643' });
  });

  it('matches a two-pass floating reference on random data, and has no interval below 2 customers', () => {
    let semente = 7;
    const aleatorio = () => (semente = (semente * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const gerar = (n: number, p: number) => Array.from({ length: n }, () => (aleatorio() < p ? (aleatorio() * 500).toFixed(2) : '0'));
    for (let i = 0; i < 20; i++) {
      const a = gerar(200 + i * 13, 0.3);
      const b = gerar(40 + i, 0.2);
      const ref = welchReferencia(a, b);
      const r = diferencaReceita(somas(a), somas(b))!;
      expect(Number(r.diferenca)).toBeCloseTo(ref.d, 2);
      expect(Number(r.erroPadrao)).toBeCloseTo(ref.se, 4);
      expect(Number(r.inferior)).toBeCloseTo(ref.d - 1.959963984540054 * ref.se, 2);
    }
    expect(diferencaReceita(somas(['1']), somas(['1', '2']))).toBeNull();
    expect(diferencaConversao(somas(['1', '0']), somas([]))).toBeNull();
  });

  it('keeps the conversion interval within −100 % and +100 % (a difference of two shares cannot leave it)', () => {
    // Sent: 3 customers, 2 bought; holdout: 3, 1 bought. p: 0.6667 vs 0.3333; se = √(2·(2/9)/3) = 0.3849;
    // the normal approximation gives 0.3333 ± 0.7544 = [−0.4211, 1.0877]: "up to 108.8 %" is no share.
    const r = diferencaConversao(somas(['80', '164', '0']), somas(['50', '0', '0']))!;
    expect(r).toEqual({ diferenca: '0.3333', inferior: '-0.4211', superior: '1.0000', erroPadrao: '0.384900' });
    // And at the other end: 0 of 3 against 3 of 3 (no variance at all: the interval is the difference).
    expect(diferencaConversao(somas(['0', '0', '0']), somas(['1', '1', '1']))).toEqual({
      diferenca: '-1.0000',
      inferior: '-1.0000',
      superior: '-1.0000',
      erroPadrao: '0.000000',
    });
  });
});

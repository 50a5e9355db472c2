import { describe, expect, it } from 'vitest';
import { assinaturaPermiteAtivar } from '@/lib/domain/assinatura/exigir-assinatura';
import { CATALOGO, diasRestantes, planoComporta, serializarAssinatura, somarUmMes } from '@/lib/domain/assinatura/dados-assinatura';
import { DIAS_TRIAL, PLANOS, planoPorCodigo } from '@/lib/domain/assinatura/planos';
import { provedorCobranca } from '@/lib/domain/assinatura/provedor-cobranca';
import type { Assinatura } from '@/lib/generated/prisma/client';

const d = (iso: string) => new Date(iso);

describe('plan catalog', () => {
  it('has the three plans, exact amounts as decimal text, and a 14-day trial', () => {
    expect(PLANOS.Essencial).toMatchObject({ limiteLojas: 1, valorMensal: '99.00' });
    expect(PLANOS.Profissional).toMatchObject({ limiteLojas: 5, valorMensal: '249.00' });
    expect(PLANOS.Rede).toMatchObject({ limiteLojas: null, valorMensal: '599.00' });
    expect(DIAS_TRIAL).toBe(14);
    expect(CATALOGO.map((p) => [p.codigo, p.valorMensal])).toEqual([
      ['Essencial', 99],
      ['Profissional', 249],
      ['Rede', 599],
    ]);
  });

  it('finds a plan by code ignoring case, and nothing for unknown codes (prototype keys included)', () => {
    expect(planoPorCodigo('rede')).toBe(PLANOS.Rede);
    expect(planoPorCodigo(' Profissional ')).toBe(PLANOS.Profissional);
    for (const c of ['Ouro', '', null, undefined, 'constructor', '__proto__', 'toString']) expect(planoPorCodigo(c)).toBeNull();
  });

  it('holds stores up to its limit', () => {
    expect(planoComporta(PLANOS.Essencial, 1)).toBe(true);
    expect(planoComporta(PLANOS.Essencial, 2)).toBe(false);
    expect(planoComporta(PLANOS.Profissional, 5)).toBe(true);
    expect(planoComporta(PLANOS.Profissional, 6)).toBe(false);
    expect(planoComporta(PLANOS.Rede, 100_000)).toBe(true);
  });
});

describe('billing dates', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
    ['2026-03-31T23:59:59.000Z', '2026-04-30T23:59:59.000Z'],
    ['2026-12-31T00:00:00.000Z', '2027-01-31T00:00:00.000Z'],
  ])('one month after %s is %s', (de, ate) => {
    expect(somarUmMes(d(de)).toISOString()).toBe(ate);
  });

  it('counts trial days left rounded up, never below zero', () => {
    const agora = d('2026-05-01T12:00:00Z');
    expect(diasRestantes(d('2026-05-15T12:00:00Z'), agora)).toBe(14);
    expect(diasRestantes(d('2026-05-01T15:00:00Z'), agora)).toBe(1);
    expect(diasRestantes(d('2026-05-01T12:00:00Z'), agora)).toBe(0);
    expect(diasRestantes(d('2026-04-20T12:00:00Z'), agora)).toBe(0);
  });
});

describe('the gate of campaign activation', () => {
  const agora = d('2026-05-01T12:00:00Z');
  it.each([
    [null, true],
    [{ status: 'Ativa', trialAte: null }, true],
    [{ status: 'Trial', trialAte: d('2026-05-01T12:00:01Z') }, true],
    [{ status: 'Trial', trialAte: d('2026-05-01T12:00:00Z') }, false],
    [{ status: 'Trial', trialAte: null }, true],
    [{ status: 'Inadimplente', trialAte: null }, false],
    [{ status: 'Cancelada', trialAte: d('2030-01-01T00:00:00Z') }, false],
  ] as const)('%j -> %s', (a, esperado) => {
    expect(assinaturaPermiteAtivar(a, agora)).toBe(esperado);
  });

  it('is what the panel shows in permiteAtivarCampanhas', () => {
    const a = {
      status: 'Trial',
      plano: 'Essencial',
      trialAte: d('2026-04-30T00:00:00Z'),
      periodoAtualAte: null,
      provedor: 'interno',
    } as Assinatura;
    expect(serializarAssinatura('t', a, 1, agora)).toMatchObject({ permiteAtivarCampanhas: false, diasRestantesTrial: 0, valorMensal: 99 });
    expect(serializarAssinatura('t', null, 3, agora)).toMatchObject({ permiteAtivarCampanhas: true, plano: null, lojasAtivas: 3 });
  });
});

describe('billing provider by configuration', () => {
  it('defaults to the built-in provider, whose URLs are pages of this app', async () => {
    for (const nome of [undefined, null, '', 'interno']) {
      const p = provedorCobranca(nome, { urlApp: 'https://app.example.com/' });
      expect(p.nome).toBe('interno');
      expect(p.confirmacaoPeloPainel).toBe(true);
    }
    const p = provedorCobranca('interno', { urlApp: 'https://app.example.com/' });
    const sessao = await p.criarCheckout({
      checkoutId: 'abc',
      tenantId: 't',
      plano: PLANOS.Rede,
      expiraEm: new Date(),
      codigoCupom: null,
      emailContato: null,
    });
    expect(sessao).toEqual({ url: 'https://app.example.com/painel/assinatura/checkout/abc', referencia: 'abc' });
    expect(await p.urlPortal({ tenantId: 't', referenciaExterna: null })).toBe('https://app.example.com/painel/assinatura');
  });

  it('refuses an unknown provider name', () => {
    expect(() => provedorCobranca('pagamentos-x', { urlApp: 'http://localhost:3000' })).toThrow(
      'COBRANCA_PROVEDOR desconhecido: "pagamentos-x". Valores aceitos: interno.',
    );
    expect(() => provedorCobranca('constructor', { urlApp: 'http://localhost:3000' })).toThrow(/desconhecido/);
  });
});

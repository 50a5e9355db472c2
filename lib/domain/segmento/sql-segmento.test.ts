// The builder's shapes (docs/segmentos.md, "Como é calculado"): only the conditions present enter
// the text, every placeholder is a named parameter, and each value lands on its own name.
import { describe, expect, it } from 'vitest';
import { filtroSegmentoSchema } from './filtro';
import { instrucaoSegmento, parametrosSegmento } from './sql-segmento';

const AGORA = new Date('2026-06-15T15:00:00Z');
const TENANT = '00000000-0000-4000-8000-00000000000a';

describe('instrucaoSegmento', () => {
  it('an empty filter counts the active, not erased memberships of the tenant with two parameters', () => {
    const q = instrucaoSegmento({}, 'contagem');
    expect(q.texto).not.toMatch(/\bWITH\b/);
    expect(q.nomes).toEqual(['tenantId']);
    expect(q.valores(parametrosSegmento({}, TENANT, AGORA))).toEqual([TENANT]);
  });

  it('writes only the sets a filter needs, each value on its own placeholder', () => {
    const f = filtroSegmentoSchema.parse({
      comprasMin: 2,
      valorGastoMax: 150.5,
      periodoDias: 30,
      mesesAniversario: [12, 6],
      rfm: ['EmRisco'],
    });
    const q = instrucaoSegmento(f, 'membros');
    // Without a store, the per-membership summary (the sales only for members whose period holds
    // more purchases than it keeps).
    expect(q.texto).toMatch(/FROM resumo_participacao r WHERE/);
    expect(q.texto).not.toMatch(/\bFROM (lote|cliente_tenant|cliente|preferencia_comunicacao)\b/);
    expect(q.texto).toContain('r.ultimas_compras_em[$');
    expect(q.texto).toContain('r.mes_aniversario = ANY');
    const p = parametrosSegmento(f, TENANT, AGORA);
    const valores = q.valores(p);
    q.nomes.forEach((nome, i) => expect(valores[i]).toEqual(p[nome]));
    expect(p).toMatchObject({ comprasMin: 2, valorGastoMax: '150.5', periodoDias: 30, meses: [6, 12], diasAtivo: 60, diasRisco: 120 });
    expect(new Set(q.nomes)).toEqual(
      new Set(['tenantId', 'agora', 'periodoDias', 'comprasMin', 'valorGastoMax', 'meses', 'diasAtivo', 'diasRisco']),
    );
  });

  it("a store filter reads that store's sales once, grouped by customer, joined to the summary", () => {
    const f = filtroSegmentoSchema.parse({ lojaId: '00000000-0000-4000-9000-000000000001', comprasMin: 2, rfm: ['EmRisco'] });
    const q = instrucaoSegmento(f, 'contagem');
    expect(q.texto.match(/FROM venda v/g)).toHaveLength(1);
    expect(q.texto).toContain('AS compras');
    // Campeões is not chosen: its frequency column is not computed.
    expect(q.texto).not.toContain('AS frequencia');
    expect(q.texto).toMatch(/FROM resumo_participacao r JOIN c ON c.cliente_id = r.cliente_id/);
    expect(q.texto).not.toMatch(/\bFROM cliente_tenant\b/);
    // A store alone is a column of the summary: no sales read.
    const so = instrucaoSegmento(filtroSegmentoSchema.parse({ lojaId: f.lojaId }), 'contagem');
    expect(so.texto).not.toContain('FROM venda');
    expect(so.texto).toMatch(/FROM resumo_participacao r WHERE/);
    expect(so.texto).toMatch(/= ANY \(r\.lojas_compra\)/);
    const campeoes = instrucaoSegmento(filtroSegmentoSchema.parse({ lojaId: f.lojaId, rfm: ['Ativos', 'Campeoes'] }), 'contagem');
    expect(campeoes.texto.match(/AS frequencia/g)).toHaveLength(1);
  });

  it('the expiring balance reads a range of expiry instants, never every expired lot', () => {
    const q = instrucaoSegmento(filtroSegmentoSchema.parse({ saldoExpirandoMin: 5, expiraEmDias: 30 }), 'contagem');
    expect(q.texto).toMatch(/l\.expira_em > \$\d+::timestamptz\s+AND l\.expira_em <= /);
    expect(q.texto).not.toContain('expira_em IS NULL OR');
  });

  it('more purchases than the summary keeps are counted from the sales, fewer are not', () => {
    const poucas = instrucaoSegmento(filtroSegmentoSchema.parse({ comprasMin: 10 }), 'contagem');
    const muitas = instrucaoSegmento(filtroSegmentoSchema.parse({ comprasMin: 11 }), 'contagem');
    expect(poucas.texto).not.toContain('FROM venda');
    expect(muitas.texto).toContain('FROM venda o');
  });

  it('the same shape is the same statement (one plan per shape), another shape another one', () => {
    const a = instrucaoSegmento(filtroSegmentoSchema.parse({ saldoMin: 10 }), 'contagem');
    const b = instrucaoSegmento(filtroSegmentoSchema.parse({ saldoMin: 99.9 }), 'contagem');
    const c = instrucaoSegmento(filtroSegmentoSchema.parse({ saldoMin: 10, canal: 'Email' }), 'contagem');
    expect(a.nome).toBe(b.nome);
    expect(c.nome).not.toBe(a.nome);
  });
});

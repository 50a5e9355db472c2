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

  it("a store filter with purchase conditions reads the store's range of resumo_loja, joined to the summary, never the sales", () => {
    const f = filtroSegmentoSchema.parse({ lojaId: '00000000-0000-4000-9000-000000000001', comprasMin: 2, rfm: ['EmRisco'] });
    const q = instrucaoSegmento(f, 'contagem');
    expect(q.texto).toMatch(/FROM resumo_loja s JOIN resumo_participacao r ON r.tenant_id = s.tenant_id AND r.cliente_id = s.cliente_id/);
    expect(q.texto).toMatch(/s\.tenant_id = \$\d+::uuid\s+AND s\.loja_id = \$\d+::uuid/);
    // The purchase columns are the store's: the period and RFM read s, never the membership's own.
    expect(q.texto).toContain('s.ultimas_compras_em[$');
    expect(q.texto).toContain('s.ultima_compra_em');
    expect(q.texto).not.toMatch(/r\.(ultima|primeira|ultimas)_compra/);
    expect(q.texto).not.toContain('FROM venda');
    expect(q.texto).not.toContain('lojas_compra');
    expect(q.texto).not.toMatch(/\bFROM cliente_tenant\b/);
    // A store alone is a column of the summary: no join, no sales.
    const so = instrucaoSegmento(filtroSegmentoSchema.parse({ lojaId: f.lojaId }), 'contagem');
    expect(so.texto).not.toContain('FROM venda');
    expect(so.texto).not.toContain('resumo_loja');
    expect(so.texto).toMatch(/FROM resumo_participacao r WHERE/);
    expect(so.texto).toMatch(/= ANY \(r\.lojas_compra\)/);
    // Campeões at a store: the store's 5th latest purchase, from its row.
    const campeoes = instrucaoSegmento(filtroSegmentoSchema.parse({ lojaId: f.lojaId, rfm: ['Campeoes'] }), 'contagem');
    expect(campeoes.texto).toMatch(/s\.ultimas_compras_em\[\$\d+::int\]/);
    expect(campeoes.texto).not.toContain('FROM venda');
    // More purchases than the row keeps: that store's sales of those few members only.
    const muitas = instrucaoSegmento(filtroSegmentoSchema.parse({ lojaId: f.lojaId, comprasMin: 12 }), 'contagem');
    expect(muitas.texto).toMatch(
      /FROM venda o WHERE o\.tenant_id = \$\d+::uuid AND o\.cliente_id = r\.cliente_id AND o\.loja_id = \$\d+::uuid/,
    );
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

  it('a page of members is one scan of the summary, kept once for the total and the page, with the page as parameters', () => {
    const f = filtroSegmentoSchema.parse({ saldoMin: 10, canal: 'WhatsApp' });
    const q = instrucaoSegmento(f, 'pagina');
    expect(q.texto.match(/FROM resumo_participacao r\b/g)).toHaveLength(1);
    expect(q.texto).toContain('membros AS MATERIALIZED (SELECT r.cliente_id, r.ultima_compra_em FROM resumo_participacao r WHERE');
    expect(q.texto).toMatch(/ORDER BY ultima_compra_em DESC NULLS LAST, cliente_id LIMIT \$\d+::int OFFSET \$\d+::int/);
    // The same conditions as the count: the list and the total never disagree with it.
    const contagem = instrucaoSegmento(f, 'contagem');
    const condicoes = (t: string) => t.slice(t.indexOf('WHERE r.tenant_id'), t.indexOf('r.whatsapp') + 'r.whatsapp'.length);
    expect(condicoes(q.texto)).toBe(condicoes(contagem.texto));
    const p = { ...parametrosSegmento(f, TENANT, AGORA), limite: 20, deslocamento: 40 };
    const valores = q.valores(p);
    expect(valores[q.nomes.indexOf('limite')]).toBe(20);
    expect(valores[q.nomes.indexOf('deslocamento')]).toBe(40);
  });
});

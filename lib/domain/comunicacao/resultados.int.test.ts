// The results of a campaign against its holdout (issue 11 §5; docs/comunicacao.md, "Resultados")
// from real sales rows: the SQL sums per group and window, compared with a reference computed
// here from the same generated sales (cancelled sales and sales outside the window excluded).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pool, sql } from '@/lib/db';
import { Decimal } from '@/lib/dinheiro';
import { criarLoja } from '@/lib/testing/cenario';
import { campanhaAgendada, programaComClientes } from '@/lib/testing/cenario-comunicacao';
import { compararComHoldout, type SomasGrupo } from './estatistica';
import { prepararCampanha } from './preparar-envio';
import { resultadoDaJanela } from './resultados';

const DIA = 86_400_000;

describe('campaign results against the holdout', () => {
  it('sums purchases and revenue per group within each window, exactly as the reference', async () => {
    const p = await programaComClientes(120);
    const loja = await criarLoja(p.tenantId);
    const k = await campanhaAgendada(p.tenantId, p.segmentoId, { holdout: 30 });
    const inicio = new Date(Math.floor(Date.now() / 1000) * 1000 - 20 * DIA);
    await prepararCampanha(k.id, inicio);
    const { rows: grupos } = await pool.query<{ cliente_id: string; grupo: string }>(
      `SELECT cliente_id, grupo FROM destinatario_comunicacao WHERE campanha_id = $1`,
      [k.id],
    );
    const grupo = new Map(grupos.map((g) => [g.cliente_id, g.grupo]));
    // Sales: before the send, inside 7 days, between 7 and 14, after 14; some cancelled.
    type V = { cliente: string; em: Date; valor: string; registrada: boolean };
    const vendas: V[] = [];
    p.clientes.forEach((c, i) => {
      for (let j = 0; j < i % 4; j++) {
        const dias = [-2, 0.5, 3, 6.9, 7.1, 12, 15, 19][(i * 3 + j) % 8]!;
        vendas.push({
          cliente: c,
          em: new Date(inicio.getTime() + dias * DIA),
          valor: `${(i * 7 + j * 13) % 300}.${(i + j) % 100}`.replace(/\.(\d)$/, '.0$1'),
          registrada: (i + j) % 9 !== 0,
        });
      }
    });
    for (const v of vendas) {
      await pool.query(
        `INSERT INTO venda (tenant_id, loja_id, cliente_id, valor_venda, valor_final, modelo, hash_requisicao, resposta, status, criado_em)
         VALUES ($1, $2, $3, $4, $4, 1, $5, '{}', $6, $7)`,
        [
          p.tenantId,
          loja.id,
          v.cliente,
          new Decimal(v.valor).plus(1).toFixed(2),
          randomBytes(32).toString('hex'),
          v.registrada ? 'Registrada' : 'Cancelada',
          v.em,
        ],
      );
    }
    // valor_final = valor + 1 (a sale of zero is not allowed).
    const referencia = (dias: number, g: string): SomasGrupo => {
      const fim = inicio.getTime() + dias * DIA;
      const membros = p.clientes.filter((c) => grupo.get(c) === g);
      let compradores = 0;
      let compras = 0;
      let receita = new Decimal(0);
      let quadrados = new Decimal(0);
      for (const c of membros) {
        const dele = vendas.filter((v) => v.cliente === c && v.registrada && v.em.getTime() >= inicio.getTime() && v.em.getTime() < fim);
        const soma = dele.reduce((s, v) => s.plus(new Decimal(v.valor).plus(1)), new Decimal(0));
        if (dele.length) compradores++;
        compras += dele.length;
        receita = receita.plus(soma);
        quadrados = quadrados.plus(soma.pow(2));
      }
      return { n: membros.length, compradores, compras, receita: receita.toString(), receitaQuadrados: quadrados.toString() };
    };
    for (const dias of [7, 14, 30]) {
      const r = await resultadoDaJanela(sql, k.id, inicio, dias, new Date());
      const esperado = compararComHoldout(referencia(dias, 'Envio'), referencia(dias, 'Holdout'));
      expect(r).toMatchObject(esperado);
      expect(r.completa).toBe(dias < 20);
    }
    expect(grupos.filter((g) => g.grupo === 'Holdout').length).toBeGreaterThan(15);
  });
});

// GET /api/v1/admin/AnalyticsAdmin/campanhas: how each campaign performed in a period
// (docs/api-admin-analytics.md, "campanhas").
//
// A sale "used" a campaign when the campaign credited it (CreditoCashback, CreditoCashbackPendente,
// CreditoPontos — a zero credit is still recorded) or turned its cashback into the model-3 discount
// (DescontoCashbackGerado): exactly the campaigns of the sale's `beneficiosAplicados`. A sale with
// a Cashback and a Pontos campaign counts in both. Cancelled sales count in none.
//
// Listed: every campaign that could have produced something in the period (not a draft, created
// before the period ended, validity window meeting the period) and any campaign that did, with
// zeros where nothing happened; best sellers first, paged.
import 'server-only';
import type { z } from 'zod';
import { paraNumero } from '@/lib/dinheiro';
import { dataIso } from '@/lib/datas';
import { consultaPorEscopo, consultarRelatorio, daEscopo } from '@/lib/domain/analytics/escopo-sql';
import { agora as relogio } from '@/lib/relogio';
import { resolverPeriodo, type DatasInformadas, type Periodo } from '@/lib/domain/analytics/periodo';
import { fusoDoPrograma } from '@/lib/domain/tenant/fuso-do-programa';
import { paginaDoPeriodo, type Pagina } from '@/lib/domain/analytics/paginacao';
import type { desempenhoCampanhasSchema } from '@/lib/openapi/respostas-analytics';

/** The answer is the API document's schema (type only: nothing of lib/openapi is loaded here). */
export type DesempenhoCampanhas = z.output<typeof desempenhoCampanhasSchema>;
export type DesempenhoCampanha = DesempenhoCampanhas['itens'][number];

type Linha = {
  id: string;
  tenant_id: string;
  nome: string;
  tipo: 'Cashback' | 'Pontos';
  status: DesempenhoCampanha['status'];
  data_inicio: string | null;
  data_fim: string | null;
  vendas: number;
  valor_vendido: string;
  clientes: number;
  cashback: string;
  pontos: string;
  desconto: string;
  total: number;
};

/**
 * $1 tenant, $2 start, $3 end (exclusive), $4 dataInicio, $5 dataFim (local dates), $6 limit, $7 offset[, $8 store].
 * A sale and its movements are written by one statement with one instant (registrar-venda.ts),
 * so both sides are read by the same time range and joined by hash, not row by row.
 *
 * Optional store filter (the panel's dashboard): only the sales of that store count, and only the
 * campaigns attached to it are listed with zeros. Without a store the SQL text is exactly the
 * unfiltered one (its own prepared statement and plans).
 */
const montarCampanhas = (loja: boolean) => (t: (alias: string) => string) => `
  WITH mc AS (
    -- One movement per (campaign, sale) is the sale's "principal" one: its credit, or the
    -- model-3 discount when the sale credited nothing on that campaign (registrar-venda.ts).
    SELECT m.campanha_id, m.venda_id, m.tipo, m.valor,
           (m.tipo <> 'DescontoCashbackGerado' OR NOT EXISTS (
              SELECT 1 FROM movimentacao cr
               WHERE cr.venda_id = m.venda_id AND cr.campanha_id = m.campanha_id
                 AND cr.tipo IN ('CreditoCashback', 'CreditoCashbackPendente', 'CreditoPontos'))) AS principal
      FROM movimentacao m
     WHERE ${t('m')}
       AND m.tipo IN ('CreditoCashback', 'CreditoCashbackPendente', 'CreditoPontos', 'DescontoCashbackGerado')
       AND m.criado_em >= $2 AND m.criado_em < $3
       AND m.campanha_id IS NOT NULL AND m.venda_id IS NOT NULL),
  pc AS (
    SELECT mc.campanha_id,
           count(*) FILTER (WHERE mc.principal)::int AS vendas,
           sum(v.valor_venda) FILTER (WHERE mc.principal) AS valor_vendido,
           count(DISTINCT v.cliente_id) FILTER (WHERE mc.principal)::int AS clientes,
           sum(mc.valor) FILTER (WHERE mc.tipo IN ('CreditoCashback', 'CreditoCashbackPendente')) AS cashback,
           sum(mc.valor) FILTER (WHERE mc.tipo = 'CreditoPontos') AS pontos,
           sum(mc.valor) FILTER (WHERE mc.tipo = 'DescontoCashbackGerado') AS desconto
      FROM mc
      JOIN venda v ON v.id = mc.venda_id
     WHERE ${t('v')} AND v.status = 'Registrada' AND v.criado_em >= $2 AND v.criado_em < $3${loja ? ' AND v.loja_id = $8::uuid' : ''}
     GROUP BY mc.campanha_id),
  lista AS (
    SELECT c.id, c.tenant_id, c.nome, c.tipo::text AS tipo, c.status::text AS status, c.data_inicio, c.data_fim,
           coalesce(pc.vendas, 0) AS vendas, coalesce(pc.valor_vendido, 0) AS valor_vendido,
           coalesce(pc.clientes, 0) AS clientes, coalesce(pc.cashback, 0) AS cashback,
           coalesce(pc.pontos, 0) AS pontos, coalesce(pc.desconto, 0) AS desconto
      FROM campanha c
      LEFT JOIN pc ON pc.campanha_id = c.id
     WHERE ${t('c')}
       AND (pc.campanha_id IS NOT NULL
            OR (c.status <> 'Rascunho' AND c.criado_em < $3
                AND (c.data_inicio IS NULL OR c.data_inicio <= $5::date)
                AND (c.data_fim IS NULL OR c.data_fim >= $4::date)${
                  loja
                    ? '\n                AND EXISTS (SELECT 1 FROM campanha_loja cl WHERE cl.campanha_id = c.id AND cl.loja_id = $8::uuid)'
                    : ''
                })))
  SELECT id, tenant_id, nome, tipo, status, data_inicio, data_fim, vendas, valor_vendido::text AS valor_vendido, clientes,
         cashback::text AS cashback, pontos::text AS pontos, desconto::text AS desconto, count(*) OVER ()::int AS total
    FROM lista
   -- Qualified: the bare name would be the text output column, sorted as text.
   ORDER BY lista.valor_vendido DESC, lista.vendas DESC, lista.nome, lista.id
   LIMIT $6 OFFSET $7`;

const Q_CAMPANHAS = consultaPorEscopo(montarCampanhas(false));
const Q_CAMPANHAS_LOJA = consultaPorEscopo(montarCampanhas(true));

export async function desempenhoCampanhas(
  tenantId: string | null,
  filtro: DatasInformadas & Pagina & { lojaId?: string | null; fuso?: string },
  agora = relogio(),
): Promise<DesempenhoCampanhas> {
  const lojaId = filtro.lojaId ?? null;
  const fuso = filtro.fuso ?? (await fusoDoPrograma(tenantId, lojaId));
  return campanhasDoPeriodo(tenantId, resolverPeriodo(agora, filtro, fuso), { pagina: filtro.pagina, tamanho: filtro.tamanho }, lojaId);
}

async function campanhasDoPeriodo(
  tenantId: string | null,
  periodo: Periodo,
  pagina: Pagina,
  lojaId: string | null,
): Promise<DesempenhoCampanhas> {
  const valores: unknown[] = [
    tenantId,
    periodo.inicio,
    periodo.fim,
    periodo.dataInicio,
    periodo.dataFim,
    pagina.tamanho,
    (pagina.pagina - 1) * pagina.tamanho,
  ];
  const linhas = await consultarRelatorio<Linha>(
    daEscopo(lojaId ? Q_CAMPANHAS_LOJA : Q_CAMPANHAS, tenantId),
    lojaId ? [...valores, lojaId] : valores,
  );
  return paginaDoPeriodo(tenantId, periodo, pagina, linhas, desempenhoDaLinha, (p) => campanhasDoPeriodo(tenantId, periodo, p, lojaId));
}

function desempenhoDaLinha(l: Linha): DesempenhoCampanha {
  return {
    campanhaId: l.id,
    tenantId: l.tenant_id,
    nome: l.nome,
    tipo: l.tipo,
    status: l.status,
    dataInicio: dataIso(l.data_inicio),
    dataFim: dataIso(l.data_fim),
    vendas: l.vendas,
    valorVendido: paraNumero(l.valor_vendido),
    clientesDistintos: l.clientes,
    cashbackCreditado: paraNumero(l.cashback),
    pontosCreditados: paraNumero(l.pontos),
    descontoImediato: paraNumero(l.desconto),
  };
}

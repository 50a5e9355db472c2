// GET /api/v1/admin/AnalyticsAdmin/clientes/top: the tenant's best customers by one criterion
// (docs/api-admin-analytics.md, "clientes/top"). Per membership (customer × tenant: balances
// belong to the membership, regras-de-negocio.md section 10). Purchases (`Compras`,
// `ValorGasto`) are those of the period, like every other analytics list (default: the last 30
// days), cancelled sales excluded; balances (`Cashback`, `Pontos`) are the balances now. The
// CPF leaves masked (`***.456.789-**`).
//
// Two steps in one statement: rank the memberships by the criterion alone (one aggregate over
// one table, with an index that delivers it), then read name, balance and purchases only for
// the N winners.
import 'server-only';
import { paraNumero } from '@/lib/dinheiro';
import { isoUtc } from '@/lib/datas';
import { agora as relogio } from '@/lib/relogio';
import { mascararCpf } from '@/lib/documentos/cpf';
import { somasSaldo } from '@/lib/domain/lote/status-efetivo-sql';
import { consultaPorEscopo, consultarRelatorio, daEscopo, type ConsultaPorEscopo } from '@/lib/domain/analytics/escopo-sql';
import { resolverPeriodo, type DatasInformadas } from '@/lib/domain/analytics/periodo';
import { fusoDoPrograma } from '@/lib/domain/tenant/fuso-do-programa';

export const CRITERIOS_CLIENTES = ['Cashback', 'Pontos', 'Compras', 'ValorGasto'] as const;
export type OrdenarClientesPor = (typeof CRITERIOS_CLIENTES)[number];

export const LIMITE_PADRAO = 10;
export const LIMITE_MAXIMO = 100;

export type ClienteTop = {
  posicao: number;
  clienteId: string;
  tenantId: string;
  nome: string | null;
  cpfMascarado: string | null;
  ativo: boolean;
  saldoCashback: number;
  saldoPendente: number;
  saldoPontos: number;
  compras: number;
  valorComprado: number;
  valorGasto: number;
  ultimaCompraEm: string | null;
};

export type TopClientes = {
  tenantId: string | null;
  ordenarPor: OrdenarClientesPor;
  limite: number;
  dataInicio: string;
  dataFim: string;
  itens: ClienteTop[];
  calculadoEm: string;
};

type Linha = {
  posicao: number;
  cliente_id: string;
  tenant_id: string;
  nome: string | null;
  cpf: string | null;
  ativo: boolean;
  saldo_cashback: string;
  saldo_pendente: string;
  saldo_pontos: string;
  compras: number;
  valor_comprado: string;
  valor_gasto: string;
  ultima_compra_em: Date | null;
};

/** The live, released balance of one kind in lots `l` at `$2` (sql-lote.ts's effective status). */
const vivoLiberado = (tipo: string) =>
  `l.tipo_beneficio = '${tipo}' AND (l.expira_em IS NULL OR l.expira_em > $2) AND (l.status = 'Disponivel' OR l.libera_em <= $2)`;

/**
 * Optional store filter (the panel's dashboard), `$6`: purchases are those made at that store
 * (the `Compras`/`ValorGasto` ranking and the purchase columns). Balances stay the membership's:
 * a balance is spent in any store of the tenant (regras-de-negocio.md section 10). Without a
 * store the SQL text is exactly the unfiltered one.
 */
const porLoja = (loja: boolean) => (loja ? ' AND v.loja_id = $6::uuid' : '');

/** The ranking step per criterion: yields (tenant_id, cliente_id, criterio), best first, $3 rows. */
function ranking(criterio: OrdenarClientesPor, t: (a: string) => string, loja: boolean): string {
  if (criterio === 'Cashback' || criterio === 'Pontos') {
    return `
    SELECT l.tenant_id, l.cliente_id, sum(l.valor_disponivel) AS criterio
      FROM lote l
     WHERE ${t('l')} AND l.status IN ('Pendente', 'Disponivel') AND ${vivoLiberado(criterio)} AND l.valor_disponivel > 0
     GROUP BY l.tenant_id, l.cliente_id
     ORDER BY criterio DESC, l.cliente_id
     LIMIT $3`;
  }
  const expr = criterio === 'Compras' ? 'count(*)' : 'sum(v.valor_final)';
  return `
    SELECT v.tenant_id, v.cliente_id, ${expr} AS criterio
      FROM venda v
     WHERE ${t('v')} AND v.status = 'Registrada' AND v.criado_em >= $4 AND v.criado_em < $5${porLoja(loja)}
     GROUP BY v.tenant_id, v.cliente_id
     ORDER BY criterio DESC, v.cliente_id
     LIMIT $3`;
}

/** $1 tenant, $2 now, $3 limit, $4 start, $5 end (exclusive)[, $6 store]. The detail reads only the winners' rows, by (tenant, customer). */
function consultaTop(criterio: OrdenarClientesPor, loja = false): ConsultaPorEscopo {
  return consultaPorEscopo(
    (t) => `
  WITH r AS (${ranking(criterio, t, loja)})
  SELECT row_number() OVER (ORDER BY r.criterio DESC, r.cliente_id)::int AS posicao,
         r.cliente_id, r.tenant_id, c.nome, c.cpf, ct.ativo,
         s.saldo_cashback, s.saldo_pendente, s.saldo_pontos,
         vv.compras, vv.valor_comprado, vv.valor_gasto, vv.ultima_compra_em
    FROM r
    JOIN cliente c ON c.id = r.cliente_id
    JOIN cliente_tenant ct ON ct.tenant_id = r.tenant_id AND ct.cliente_id = r.cliente_id
    CROSS JOIN LATERAL (
      SELECT ${somasSaldo('$2')}
        FROM lote l
       WHERE l.tenant_id = r.tenant_id AND l.cliente_id = r.cliente_id AND l.status IN ('Pendente', 'Disponivel')) s
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS compras, coalesce(sum(v.valor_venda), 0)::text AS valor_comprado,
             coalesce(sum(v.valor_final), 0)::text AS valor_gasto, max(v.criado_em) AS ultima_compra_em
        FROM venda v
       WHERE v.tenant_id = r.tenant_id AND v.cliente_id = r.cliente_id AND v.status = 'Registrada'
         AND v.criado_em >= $4 AND v.criado_em < $5${porLoja(loja)}) vv
   ORDER BY posicao`,
  );
}

const CONSULTAS = Object.fromEntries(CRITERIOS_CLIENTES.map((c) => [c, consultaTop(c)])) as Record<OrdenarClientesPor, ConsultaPorEscopo>;
const CONSULTAS_LOJA = Object.fromEntries(CRITERIOS_CLIENTES.map((c) => [c, consultaTop(c, true)])) as Record<
  OrdenarClientesPor,
  ConsultaPorEscopo
>;

export async function topClientes(
  tenantId: string | null,
  filtro: DatasInformadas & { ordenarPor: OrdenarClientesPor; limite: number; lojaId?: string | null; fuso?: string },
  agora = relogio(),
): Promise<TopClientes> {
  const { ordenarPor, limite, lojaId } = filtro;
  const fuso = filtro.fuso ?? (await fusoDoPrograma(tenantId, lojaId));
  const periodo = resolverPeriodo(agora, filtro, fuso);
  const valores: unknown[] = [tenantId, agora, limite, periodo.inicio, periodo.fim];
  const linhas = await consultarRelatorio<Linha>(
    daEscopo((lojaId ? CONSULTAS_LOJA : CONSULTAS)[ordenarPor], tenantId),
    lojaId ? [...valores, lojaId] : valores,
  );
  return {
    tenantId,
    ordenarPor,
    limite,
    dataInicio: periodo.dataInicio,
    dataFim: periodo.dataFim,
    itens: linhas.map((l) => ({
      posicao: l.posicao,
      clienteId: l.cliente_id,
      tenantId: l.tenant_id,
      nome: l.nome,
      // Null only after LGPD erasure (schema.prisma, Cliente.cpf).
      cpfMascarado: l.cpf ? mascararCpf(l.cpf) : null,
      ativo: l.ativo,
      saldoCashback: paraNumero(l.saldo_cashback),
      saldoPendente: paraNumero(l.saldo_pendente),
      saldoPontos: paraNumero(l.saldo_pontos),
      compras: l.compras,
      valorComprado: paraNumero(l.valor_comprado),
      valorGasto: paraNumero(l.valor_gasto),
      ultimaCompraEm: l.ultima_compra_em ? isoUtc(l.ultima_compra_em) : null,
    })),
    calculadoEm: isoUtc(agora),
  };
}

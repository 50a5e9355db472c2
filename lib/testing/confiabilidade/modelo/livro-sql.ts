// The tenant's rows read straight from PostgreSQL after every step, and the checks on them:
// - every lot equals the model's (amounts, dates, effective status, customer, sale);
// - the ledger balances: for each customer and benefit type, the movements summed with their sign
//   equal what the open lots hold (stored status Pendente or Disponivel), and the balance the
//   model expects equals the lots effectively open now; nothing is ever negative;
// - the running balance (saldo_participacao, one row per customer, store and benefit) equals the
//   lots it counts, by their stored status, to the cent, and a row exists wherever a lot does;
// - as many sales, cancellations and redemptions are recorded as the model says.
import 'server-only';
import { expect } from 'vitest';
import { pool } from '@/lib/db';
import { SINAL_MOVIMENTO } from '../sinais';
import { D, type Livro, type LoteModelo, type LoteNovo, type StatusLote, type Tipo } from './referencia';

type LinhaLote = {
  id: string;
  cliente: string;
  venda: string | null;
  tipo: Tipo;
  original: string;
  disponivel: string;
  status: StatusLote;
  liberaEm: number | null;
  expiraEm: number | null;
  dataLiberacao: string | null;
  dataExpiracao: string | null;
  criadoEm: number;
  loja: string;
};
type LinhaMovimento = { cliente: string; tipo: Tipo; mov: string; soma: string; n: number };
type LinhaSaldoCorrente = { cliente: string; loja: string; tipo: Tipo; disponivel: string; pendente: string };

export type Foto = {
  lotes: LinhaLote[];
  movimentos: LinhaMovimento[];
  saldos: LinhaSaldoCorrente[];
  contagens: { vendas: number; canceladas: number; resgates: number };
  /** Lots the model has no id for yet: those the last command created. */
  novos: LoteNovo[];
};

const ms = (col: string) => `(extract(epoch FROM ${col}) * 1000)::bigint`;

const Q_FOTO = `
  SELECT
    (SELECT coalesce(json_agg(json_build_object(
        'id', l.id, 'cliente', l.cliente_id, 'venda', l.venda_id, 'tipo', l.tipo_beneficio,
        'original', l.valor_original::text, 'disponivel', l.valor_disponivel::text, 'status', l.status,
        'loja', l.loja_id, 'liberaEm', ${ms('l.libera_em')}, 'expiraEm', ${ms('l.expira_em')},
        'dataLiberacao', l.data_liberacao::text, 'dataExpiracao', l.data_expiracao::text, 'criadoEm', ${ms('l.criado_em')})
        ORDER BY l.id), '[]'::json)
       FROM lote l WHERE l.tenant_id = $1) AS lotes,
    (SELECT coalesce(json_agg(x), '[]'::json) FROM (
       SELECT cliente_id AS cliente, tipo_beneficio AS tipo, tipo AS mov, sum(valor)::text AS soma, count(*)::int AS n
         FROM movimentacao WHERE tenant_id = $1 GROUP BY 1, 2, 3) x) AS movimentos,
    (SELECT coalesce(json_agg(json_build_object(
        'cliente', s.cliente_id, 'loja', s.loja_id, 'tipo', s.tipo_beneficio,
        'disponivel', s.disponivel::text, 'pendente', s.pendente::text)), '[]'::json)
       FROM saldo_participacao s WHERE s.tenant_id = $1) AS saldos,
    json_build_object(
      'vendas', (SELECT count(*) FROM venda WHERE tenant_id = $1),
      'canceladas', (SELECT count(*) FROM venda WHERE tenant_id = $1 AND status = 'Cancelada'),
      'resgates', (SELECT count(*) FROM resgate WHERE tenant_id = $1)) AS contagens`;

export async function fotografar(tenantId: string, livro: Livro): Promise<Foto> {
  const { rows } = await pool.query(Q_FOTO, [tenantId]);
  const f = rows[0] as Omit<Foto, 'novos'>;
  const conhecidos = new Set(livro.lotes.map((l) => l.id));
  const novos = f.lotes
    .filter((l) => !conhecidos.has(l.id))
    .map((l) => ({ id: l.id, vendaId: l.venda, tipo: l.tipo, original: l.original, expiraEm: l.expiraEm }));
  return { ...f, novos };
}

/** Effective status of a stored lot at `agora` (written here, not taken from the product's SQL). */
function statusEfetivoDaLinha(l: LinhaLote, agora: number): StatusLote {
  const aberto = l.status === 'Pendente' || l.status === 'Disponivel';
  if (aberto && l.expiraEm !== null && agora >= l.expiraEm) return 'Expirado';
  if (l.status === 'Pendente' && l.liberaEm !== null && agora >= l.liberaEm) return 'Disponivel';
  return l.status;
}

export async function conferirLivro(foto: Foto, livro: Livro, o: { depoisDoJob?: boolean } = {}) {
  const agora = livro.agora;
  const indice = new Map(livro.clientes.map((c, i) => [c.id, i]));
  const cliente = (id: string) => indice.get(id) ?? `desconhecido ${id}`;

  // 1. Lot by lot.
  const doBanco = foto.lotes.map((l) => ({
    id: l.id,
    cliente: cliente(l.cliente),
    venda: l.venda,
    tipo: l.tipo,
    original: l.original,
    disponivel: l.disponivel,
    status: statusEfetivoDaLinha(l, agora),
    liberaEm: l.liberaEm,
    expiraEm: l.expiraEm,
    dataLiberacao: l.dataLiberacao,
    dataExpiracao: l.dataExpiracao,
    criadoEm: l.criadoEm,
  }));
  const doModelo = [...livro.lotes]
    .sort((a, b) => ((a.id ?? '~') < (b.id ?? '~') ? -1 : 1))
    .map((l: LoteModelo) => ({
      id: l.id ?? 'sem linha no banco',
      cliente: l.cliente,
      venda: l.vendaId,
      tipo: l.tipo,
      original: l.original.toFixed(2),
      disponivel: l.disponivel.toFixed(2),
      status: livro.statusEfetivo(l),
      liberaEm: l.liberaEm,
      expiraEm: l.expiraEm,
      dataLiberacao: l.dataLiberacao,
      dataExpiracao: l.dataExpiracao,
      criadoEm: l.criadoEm,
    }));
  expect(doBanco, 'lotes do banco × lotes do modelo').toEqual(doModelo);

  // 2. The ledger, customer by customer and type by type.
  const chaves = new Set([...foto.lotes.map((l) => `${l.cliente}|${l.tipo}`), ...foto.movimentos.map((m) => `${m.cliente}|${m.tipo}`)]);
  for (const k of chaves) {
    const [cli, tipo] = k.split('|') as [string, Tipo];
    let liquido = new D(0);
    for (const m of foto.movimentos.filter((x) => x.cliente === cli && x.tipo === tipo)) {
      const sinal = SINAL_MOVIMENTO[m.mov];
      if (sinal === undefined) throw new Error(`tipo de movimentação sem sinal conhecido: ${m.mov}`);
      liquido = liquido.add(new D(m.soma).mul(sinal));
    }
    const lotes = foto.lotes.filter((l) => l.cliente === cli && l.tipo === tipo);
    const armazenado = lotes
      .filter((l) => l.status === 'Pendente' || l.status === 'Disponivel')
      .reduce((s, l) => s.add(l.disponivel), new D(0));
    const efetivo = lotes
      .filter((l) => ['Pendente', 'Disponivel'].includes(statusEfetivoDaLinha(l, agora)))
      .reduce((s, l) => s.add(l.disponivel), new D(0));
    const vencidoSemRegistro = lotes.some((l) => statusEfetivoDaLinha(l, agora) !== l.status);
    const s = livro.saldo(indice.get(cli) ?? -1);
    const doModelo = tipo === 'Pontos' ? s.pontos : s.cashback.add(s.pendente);
    expect(
      {
        cliente: cliente(cli),
        tipo,
        movimentosLiquidos: liquido.toFixed(2),
        lotesAbertos: armazenado.toFixed(2),
        saldoEfetivo: efetivo.toFixed(2),
        // With every transition due already written, balance = lots = ledger.
        saldoSemPendencias: vencidoSemRegistro ? 'há transições a registrar' : liquido.toFixed(2),
        negativo: [liquido, efetivo].some((v) => v.lt(0)) || lotes.some((l) => new D(l.disponivel).lt(0)),
      },
      'livro-razão',
    ).toEqual({
      cliente: cliente(cli),
      tipo,
      movimentosLiquidos: armazenado.toFixed(2),
      lotesAbertos: armazenado.toFixed(2),
      saldoEfetivo: doModelo.toFixed(2),
      saldoSemPendencias: vencidoSemRegistro ? 'há transições a registrar' : efetivo.toFixed(2),
      negativo: false,
    });
  }

  // 2b. The running balance: each (customer, store, benefit) row holds exactly what its lots hold
  // by stored status; a lot without its row, or a row that disagrees, fails here.
  const somaPorStatus = (cli: string, loja: string, tipo: Tipo, status: StatusLote) =>
    foto.lotes
      .filter((l) => l.cliente === cli && l.loja === loja && l.tipo === tipo && l.status === status)
      .reduce((s, l) => s.add(l.disponivel), new D(0))
      .toFixed(2);
  const chavesSaldo = new Set([
    ...foto.lotes.map((l) => `${l.cliente}|${l.loja}|${l.tipo}`),
    ...foto.saldos.map((r) => `${r.cliente}|${r.loja}|${r.tipo}`),
  ]);
  const saldosDoBanco = [...chavesSaldo].sort().map((k) => {
    const r = foto.saldos.find((x) => `${x.cliente}|${x.loja}|${x.tipo}` === k);
    return { k, disponivel: r ? new D(r.disponivel).toFixed(2) : 'sem linha', pendente: r ? new D(r.pendente).toFixed(2) : 'sem linha' };
  });
  const saldosDosLotes = [...chavesSaldo].sort().map((k) => {
    const [cli, loja, tipo] = k.split('|') as [string, string, Tipo];
    return { k, disponivel: somaPorStatus(cli, loja, tipo, 'Disponivel'), pendente: somaPorStatus(cli, loja, tipo, 'Pendente') };
  });
  expect(saldosDoBanco, 'saldo corrente (saldo_participacao) × lotes').toEqual(saldosDosLotes);

  // 3. Rows of sales, cancellations and redemptions.
  expect(foto.contagens, 'vendas, cancelamentos e resgates gravados').toEqual(livro.contagens());

  // 4. After the lot job, nothing due is left unwritten.
  if (o.depoisDoJob) {
    const pendentes = foto.lotes.filter((l) => statusEfetivoDaLinha(l, agora) !== l.status).map((l) => `${l.id} ${l.status}`);
    expect(pendentes, 'transições que o job deixou de registrar').toEqual([]);
  }
}

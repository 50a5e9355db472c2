// What the bench database's sessions are doing during a scenario: pg_stat_activity sampled every
// 100 ms (a poor man's profiler: which statement is running, and what it waits on), plus the WAL
// written during the window (pg_current_wal_lsn, server-wide: on a shared server it includes
// other people's writes). pg_stat_wal/pg_stat_database are not used: PostgreSQL 15 backends
// flush those counters lazily (up to 10 s after they go idle), so they lag the window.
import pg from 'pg';

/** Known statements of the app, recognised by the start of their text (whitespace collapsed). */
const CONHECIDAS: [RegExp, string][] = [
  [/^SELECT l\.id AS loja_id, l\.nome AS loja_nome/, 'venda: Q_CONTEXTO'],
  [/^WITH v AS \( INSERT INTO venda/, 'venda: S_VENDA'],
  [/^SELECT l\.id AS loja_id, l\.ativo AS loja_ativa/, 'resgate: Q_CONTEXTO'],
  [/^WITH r AS \( INSERT INTO resgate/, 'resgate: S_RESGATE'],
  [/^SELECT l\.ativo AS loja_ativa, cli\.id/, 'saldo: Q'],
  [/^SELECT id, ativo FROM cliente_tenant .* FOR UPDATE/, 'Q_TRAVAR_VINCULO'],
  [/^WITH alvo_e AS/, 'materializarLotesDoCliente'],
  [/^SELECT \(coalesce\(\(SELECT sum\(x\.[dp]\)/, 'Q_TOTAL_DEBITAVEL'],
  [/^SELECT l\.id, l\.valor_disponivel::text AS valor_disponivel, l\.criado_em::text/, 'Q_LOTES_PARA_DEBITO'],
  [/^SELECT coalesce\(sum\(x\.d\) FILTER/, 'Q_SALDO'],
  [/^WITH c AS \( INSERT INTO cliente/, 'garantirClienteNoTenant'],
  [/^SELECT k\.id, k\.tenant_id/, 'Q_CHAVE'],
  [/^UPDATE chave_api SET ultimo_uso_em/, 'Q_USO'],
  [/^BEGIN/i, 'BEGIN'],
  [/^COMMIT/i, 'COMMIT'],
  [/^ROLLBACK/i, 'ROLLBACK'],
];

export function nomeDaInstrucao(texto: string): string {
  const t = texto.replace(/\s+/g, ' ').trim();
  for (const [re, nome] of CONHECIDAS) if (re.test(t)) return nome;
  return t.slice(0, 50);
}

async function lsn(c: pg.Client): Promise<number> {
  const { rows } = await c.query<{ b: number }>(`SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::float8 AS b`);
  return rows[0]!.b;
}

export type Atividade = {
  amostras: number;
  /** Mean number of the database's sessions running a statement (state = active). */
  sessoesAtivasMedia: number;
  /** Mean number inside a transaction waiting for the app (state = idle in transaction). */
  sessoesOciosasEmTransacaoMedia: number;
  /** Share of active samples per statement, with its top wait events (shares of that statement's samples). */
  instrucoes: { nome: string; parcela: number; esperas: Record<string, number> }[];
  /** Share of active samples per wait event (CPU = no wait event). */
  esperas: Record<string, number>;
  /** WAL bytes written during the window (server-wide). */
  walBytes: number;
  segundos: number;
};

/**
 * PostgreSQL processes that serve other databases (other people's sessions on a shared server),
 * refreshed by every sample; cpu.ts counts their CPU as "outros", not as the bench's PostgreSQL.
 */
export const pidsPostgresAlheios = new Set<number>();

export async function amostrarAtividade(url: string, banco: string, intervaloMs = 100) {
  pidsPostgresAlheios.clear();
  const c = new pg.Client({ connectionString: url, application_name: 'bench-amostrador' });
  c.on('error', () => {}); // the database is dropped under it on Ctrl-C; the loop just stops
  await c.connect();
  const walAntes = await lsn(c);
  const t0 = Date.now();
  let amostras = 0;
  let ativas = 0;
  let ociosas = 0;
  const porInstrucao = new Map<string, { n: number; esperas: Map<string, number> }>();
  const esperas = new Map<string, number>();
  let parar = false;
  let totalAtivas = 0;

  const laco = (async () => {
    while (!parar) {
      const inicio = Date.now();
      try {
        const { rows: todas } = await c.query<{ pid: number; nosso: boolean; state: string; espera: string | null; query: string }>(
          `SELECT pid, datname = $1 AND backend_type = 'client backend' AND application_name <> 'bench-amostrador' AS nosso,
                  state, CASE WHEN wait_event IS NULL THEN NULL ELSE wait_event_type || ':' || wait_event END AS espera,
                  CASE WHEN datname = $1 THEN query END AS query
             FROM pg_stat_activity
            WHERE pid <> pg_backend_pid() AND datname IS NOT NULL`,
          [banco],
        );
        for (const r of todas) if (!r.nosso && r.query === null) pidsPostgresAlheios.add(r.pid);
        const rows = todas.filter((r) => r.nosso);
        amostras++;
        for (const r of rows) {
          if (r.state === 'idle in transaction') ociosas++;
          if (r.state !== 'active') continue;
          ativas++;
          totalAtivas++;
          const nome = nomeDaInstrucao(r.query);
          const espera = r.espera ?? 'CPU';
          const e = porInstrucao.get(nome) ?? { n: 0, esperas: new Map() };
          e.n++;
          e.esperas.set(espera, (e.esperas.get(espera) ?? 0) + 1);
          porInstrucao.set(nome, e);
          esperas.set(espera, (esperas.get(espera) ?? 0) + 1);
        }
      } catch {
        if (parar) break;
      }
      const resto = intervaloMs - (Date.now() - inicio);
      if (resto > 0) await new Promise((r) => setTimeout(r, resto));
    }
  })();

  return {
    async parar(): Promise<Atividade> {
      parar = true;
      await laco;
      const walDepois = await lsn(c).catch(() => walAntes);
      const segundos = (Date.now() - t0) / 1000;
      await c.end().catch(() => {});
      const fracao = (n: number, de = totalAtivas) => (de ? n / de : 0);
      const topo = (m: Map<string, number>, k: number, de = totalAtivas) =>
        Object.fromEntries(
          [...m.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, k)
            .map(([nome, n]) => [nome, Math.round(fracao(n, de) * 1000) / 1000]),
        );
      return {
        amostras,
        sessoesAtivasMedia: amostras ? ativas / amostras : 0,
        sessoesOciosasEmTransacaoMedia: amostras ? ociosas / amostras : 0,
        instrucoes: [...porInstrucao.entries()]
          .sort((a, b) => b[1].n - a[1].n)
          .slice(0, 8)
          .map(([nome, e]) => ({ nome, parcela: Math.round(fracao(e.n) * 1000) / 1000, esperas: topo(e.esperas, 3, e.n) })),
        esperas: topo(esperas, 6),
        walBytes: walDepois - walAntes,
        segundos,
      };
    },
  };
}

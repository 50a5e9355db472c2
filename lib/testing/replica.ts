// A real streaming replica of the test PostgreSQL, made on this machine for the read-replica test
// (lib/db-replica.int.test.ts): `pg_basebackup -R` of the running server into a temporary folder,
// started with `pg_ctl` on a free port as a hot standby. It copies the whole cluster (the local
// one is small: tens of MB), so the test database is there too.
//
// What the primary needs, and what this does about it (idempotently, as CI runs on a fresh
// Debian with PostgreSQL 15, as root):
// - wal_level replica (or logical) and max_wal_senders > 0: PostgreSQL's defaults. Changing them
//   needs a restart of a server other processes use, so this does not: it stops with the reason.
// - a pg_hba.conf line that admits replication connections from 127.0.0.1 (`all` does not cover
//   them): when pg_basebackup is refused, this prepends
//   `host replication all 127.0.0.1/32 trust` (and ::1) to the server's hba_file, once, and
//   reloads the configuration. The local test server already trusts every connection from there.
// - PostgreSQL refuses to run as root: as root, the folder is given to the `postgres` user and
//   pg_basebackup/pg_ctl run as that user (runuser).
import 'server-only';
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Replica = {
  /** The test database on the replica (same name, user and password as on the primary). */
  url: string;
  porta: number;
  /** Runs SQL on the replica (its `postgres` database). */
  consultar<T extends pg.QueryResultRow>(texto: string, valores?: unknown[]): Promise<T[]>;
  /** Waits until the replica has replayed everything the primary had written when called. */
  alcancarPrimario(limiteMs?: number): Promise<void>;
  /** pg_ctl stop -m fast: the replica goes away as in a failover or a crash of its machine. */
  parar(): void;
  /** Stops it if running and deletes its folder. */
  remover(): void;
};

const LINHAS_HBA = [
  'host replication all 127.0.0.1/32 trust # fidelidade: réplica dos testes (lib/testing/replica.ts)',
  'host replication all ::1/128 trust # fidelidade: réplica dos testes (lib/testing/replica.ts)',
];

function binario(nome: string, versaoMaior: number): string {
  const debian = `/usr/lib/postgresql/${versaoMaior}/bin/${nome}`;
  if (existsSync(debian)) return debian;
  const r = spawnSync('which', [nome], { encoding: 'utf8' });
  if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
  throw new Error(`${nome} não encontrado (procurado em ${debian} e no PATH): instale o pacote do servidor PostgreSQL ${versaoMaior}.`);
}

function portaLivre(inicial: number): Promise<number> {
  const tentar = (p: number): Promise<boolean> =>
    new Promise((resolve) => {
      const s = net.createServer();
      s.once('error', () => resolve(false));
      s.listen(p, '127.0.0.1', () => s.close(() => resolve(true)));
    });
  return (async () => {
    for (let p = inicial; p < inicial + 200; p++) if (await tentar(p)) return p;
    throw new Error(`Nenhuma porta livre entre ${inicial} e ${inicial + 199} para a réplica.`);
  })();
}

async function consultarEm<T extends pg.QueryResultRow>(url: string, texto: string, valores: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  c.on('error', () => {});
  await c.connect();
  try {
    return (await c.query<T>(texto, valores)).rows;
  } finally {
    await c.end().catch(() => {});
  }
}

/**
 * Makes and starts the replica of the server behind `urlPrimario` (a URL of the test database).
 * Throws, saying why and what to do, when the server cannot be replicated: never a silent skip.
 */
export async function criarReplica(urlPrimario: string): Promise<Replica> {
  const u = new URL(urlPrimario);
  const banco = decodeURIComponent(u.pathname.slice(1)) || 'postgres';
  const primarioAdmin = Object.assign(new URL(urlPrimario), { pathname: '/postgres' }).toString();
  const [cfg] = await consultarEm<Record<string, string>>(
    primarioAdmin,
    `SELECT current_setting('server_version_num') AS versao, current_setting('wal_level') AS wal_level,
            current_setting('max_wal_senders') AS max_wal_senders, current_setting('hba_file') AS hba_file,
            current_setting('max_connections') AS max_connections, current_setting('max_worker_processes') AS max_worker_processes,
            current_setting('max_prepared_transactions') AS max_prepared_transactions,
            current_setting('max_locks_per_transaction') AS max_locks_per_transaction`,
  );
  if (!cfg) throw new Error('réplica: o primário não respondeu');
  if (cfg.wal_level === 'minimal' || Number(cfg.max_wal_senders) < 1) {
    throw new Error(
      `réplica: o PostgreSQL de ${u.host} não aceita replicação (wal_level=${cfg.wal_level}, max_wal_senders=${cfg.max_wal_senders}). ` +
        'Defina wal_level=replica e max_wal_senders>=2 (os padrões do PostgreSQL) e reinicie o servidor.',
    );
  }
  const versaoMaior = Math.floor(Number(cfg.versao) / 10_000);
  const pgBasebackup = binario('pg_basebackup', versaoMaior);
  const pgCtl = binario('pg_ctl', versaoMaior);

  const root = process.getuid?.() === 0;
  let uid: number | undefined;
  let gid: number | undefined;
  if (root) {
    uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  }
  /** Runs a PostgreSQL program, as the postgres user when this process is root. */
  const rodar = (programa: string, args: string[], limiteMs = 60_000) => {
    const [cmd, todos] = root ? ['runuser', ['-u', 'postgres', '--', programa, ...args]] : [programa, args];
    const r = spawnSync(cmd, todos, { encoding: 'utf8', timeout: limiteMs, env: { ...process.env, PGPASSWORD: u.password || '' } });
    return { ok: r.status === 0, saida: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`.trim() };
  };

  const pasta = mkdtempSync(path.join(os.tmpdir(), 'fid-replica-'));
  if (root) chownSync(pasta, uid!, gid!);
  const dados = path.join(pasta, 'dados');
  const arquivoLog = path.join(pasta, 'postgres.log');
  const porta = await portaLivre(5440);
  let iniciada = false;
  const psql = binario('psql', versaoMaior);
  const host = u.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const conninfo = `host=${host} port=${u.port || '5432'} user=${decodeURIComponent(u.username || 'postgres')}`;
  // A replication slot of this replica: the primary keeps the WAL the replica has not received
  // yet, from the copy's start until the replica streams (on a busy server, WAL is recycled in
  // between otherwise: "requested WAL segment ... has already been removed"). Dropped by
  // `remover`; slots left by a killed run are dropped at the next start (inactive ones only).
  const slot = `fid_replica_teste_${process.pid}_${Date.now().toString(36)}`;
  const sqlNoPrimario = (texto: string) => rodar(psql, ['-d', `${conninfo} dbname=postgres`, '-Atqc', texto]);
  const apagarSlot = () =>
    sqlNoPrimario(`SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name = '${slot}' AND NOT active`);
  sqlNoPrimario(
    `SELECT pg_drop_replication_slot(slot_name) FROM pg_replication_slots WHERE slot_name LIKE 'fid\\_replica\\_teste\\_%' AND NOT active`,
  );

  const parar = () => {
    if (!iniciada) return;
    iniciada = false;
    const r = rodar(pgCtl, ['-D', dados, '-m', 'fast', '-w', '-t', '30', 'stop']);
    if (!r.ok && !/not running|não está/.test(r.saida)) throw new Error(`réplica: pg_ctl stop falhou: ${r.saida}`);
  };
  const remover = () => {
    try {
      parar();
    } catch {
      rodar(pgCtl, ['-D', dados, '-m', 'immediate', 'stop']);
    }
    apagarSlot();
    rmSync(pasta, { recursive: true, force: true });
  };

  try {
    // -c fast: do not wait for a spread checkpoint; -X stream: the WAL written meanwhile comes too;
    // -w: never prompt for a password (a refusal must fail, not hang).
    // The copy is of the whole cluster: ~100 MB on a fresh CI machine (seconds), more on a machine
    // where others keep big databases; the limit is generous so a slow copy is not a failure.
    // -C -S: create the slot above and stream through it (-R names it in the replica's settings).
    const copiar = () => {
      apagarSlot();
      rmSync(dados, { recursive: true, force: true });
      return rodar(
        pgBasebackup,
        ['-d', `${conninfo} application_name=fid_replica_teste`, '-D', dados, '-R', '-X', 'stream', '-C', '-S', slot, '-c', 'fast', '-w'],
        300_000,
      );
    };
    // One retry of a copy cut by the server (a busy shared server, not a configuration problem).
    const basebackup = () => {
      const primeira = copiar();
      if (primeira.ok || /pg_hba\.conf|password|senha|authentication/i.test(primeira.saida)) return primeira;
      return copiar();
    };
    let r = basebackup();
    if (!r.ok && /pg_hba\.conf|password|senha|authentication/i.test(r.saida)) {
      permitirReplicacaoLocal(cfg.hba_file!, r.saida);
      await consultarEm(primarioAdmin, 'SELECT pg_reload_conf()');
      rmSync(dados, { recursive: true, force: true });
      // The postmaster rereads pg_hba.conf on SIGHUP, asynchronously: a few tries.
      for (let i = 0; i < 10 && !(r = basebackup()).ok; i++) {
        rmSync(dados, { recursive: true, force: true });
        await new Promise((res) => setTimeout(res, 300));
      }
    }
    if (!r.ok) throw new Error(`réplica: pg_basebackup falhou: ${r.saida}`);

    // The server's own configuration, in the data folder (Debian keeps the primary's in /etc, so
    // none was copied). The hot-standby limits must be at least the primary's.
    writeFileSync(
      path.join(dados, 'postgresql.conf'),
      [
        `port = ${porta}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${pasta}'`,
        'hot_standby = on',
        // Queries of the test are short; feedback keeps the primary's vacuum from cancelling them.
        'hot_standby_feedback = on',
        `max_connections = ${cfg.max_connections}`,
        `max_worker_processes = ${cfg.max_worker_processes}`,
        `max_wal_senders = ${cfg.max_wal_senders}`,
        `max_prepared_transactions = ${cfg.max_prepared_transactions}`,
        `max_locks_per_transaction = ${cfg.max_locks_per_transaction}`,
        "shared_buffers = '32MB'",
        'fsync = off',
        'logging_collector = off',
        '',
      ].join('\n'),
    );
    writeFileSync(path.join(dados, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    writeFileSync(path.join(dados, 'pg_ident.conf'), '');
    if (root) for (const f of ['postgresql.conf', 'pg_hba.conf', 'pg_ident.conf']) chownSync(path.join(dados, f), uid!, gid!);

    const inicio = rodar(pgCtl, ['-D', dados, '-l', arquivoLog, '-w', '-t', '60', 'start'], 90_000);
    if (!inicio.ok) {
      const log = existsSync(arquivoLog) ? readFileSync(arquivoLog, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new Error(`réplica: pg_ctl start falhou: ${inicio.saida}\n${log}`);
    }
    iniciada = true;
  } catch (e) {
    remover();
    throw e;
  }

  const urlReplica = (db: string) => {
    const x = new URL(urlPrimario);
    x.hostname = '127.0.0.1';
    x.port = String(porta);
    x.pathname = `/${encodeURIComponent(db)}`;
    return x.toString();
  };
  const consultar = <T extends pg.QueryResultRow>(texto: string, valores: unknown[] = []) =>
    consultarEm<T>(urlReplica('postgres'), texto, valores);

  const replica: Replica = {
    url: urlReplica(banco),
    porta,
    consultar,
    parar,
    remover,
    async alcancarPrimario(limiteMs = 60_000) {
      const [{ lsn }] = (await consultarEm<{ lsn: string }>(primarioAdmin, 'SELECT pg_current_wal_lsn()::text AS lsn')) as [
        { lsn: string },
      ];
      const fim = Date.now() + limiteMs;
      for (;;) {
        const [r] = await consultar<{ ok: boolean | null }>(`SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok`, [lsn]).catch(() => []);
        if (r?.ok) return;
        if (Date.now() > fim) {
          const [estado] = await consultar<Record<string, string>>(
            `SELECT pg_get_wal_replay_pause_state() AS pausa, pg_last_wal_receive_lsn()::text AS recebido,
                    pg_last_wal_replay_lsn()::text AS aplicado, (SELECT status FROM pg_stat_wal_receiver) AS receptor`,
          ).catch((e) => [{ erro: String(e) }]);
          const log = existsSync(arquivoLog) ? readFileSync(arquivoLog, 'utf8').split('\n').slice(-10).join('\n') : '';
          throw new Error(`réplica: não alcançou o LSN ${lsn} do primário em ${limiteMs} ms (${JSON.stringify(estado)})\n${log}`);
        }
        await new Promise((res) => setTimeout(res, 50));
      }
    },
  };
  try {
    const [r] = await replica.consultar<{ recuperando: boolean }>('SELECT pg_is_in_recovery() AS recuperando');
    if (!r?.recuperando) throw new Error('réplica: o servidor iniciado não está em recuperação (não é uma réplica)');
    await replica.alcancarPrimario(60_000);
  } catch (e) {
    remover();
    throw e;
  }
  return replica;
}

/**
 * Prepends the replication lines to the primary's pg_hba.conf unless they are there. Needs write
 * access to that file (root or the postgres user, as on CI and on these machines).
 */
function permitirReplicacaoLocal(arquivoHba: string, motivo: string) {
  let atual: string;
  try {
    atual = readFileSync(arquivoHba, 'utf8');
  } catch (e) {
    throw new Error(`réplica: o primário recusou a replicação (${motivo}) e ${arquivoHba} não pôde ser lido: ${String(e)}`);
  }
  const faltando = LINHAS_HBA.filter((l) => !atual.includes(l));
  if (!faltando.length) throw new Error(`réplica: pg_basebackup recusado mesmo com a regra de replicação em ${arquivoHba}: ${motivo}`);
  try {
    // First lines: pg_hba.conf is read top-down and the first match decides.
    writeFileSync(arquivoHba, `${faltando.join('\n')}\n${atual}`);
  } catch (e) {
    throw new Error(
      `réplica: o primário recusou a replicação (${motivo}). Adicione ao início de ${arquivoHba} a linha ` +
        `"${LINHAS_HBA[0]}" e recarregue o servidor (SELECT pg_reload_conf()). Não foi possível fazê-lo daqui: ${String(e)}`,
    );
  }
  console.warn(`réplica: regra de replicação local adicionada a ${arquivoHba} (uma vez).`);
}

// npm start (`tsx scripts/start.ts`) and npm run dev (`--dev`): the one command a new user runs.
//
//   1. Without DATABASE_URL, starts the embedded PostgreSQL (PGlite, data in .data/pglite) and
//      serves it over the wire protocol on 127.0.0.1:EMBEDDED_DB_PORT (default 54329), so the
//      app uses the same pg / @prisma/adapter-pg code path as with a real server.
//   2. Applies the migrations (scripts/lib/schema-engine.ts, same as `npm run db:migrate`); with
//      the embedded database, a copy of it first when an existing one has migrations pending.
//   3. With the embedded database, or SEED_DEMO=1, loads the demo data and prints its logins.
//   4. Builds if there is no production build, then runs the HTTP server, scripts/servidor.ts
//      (Next.js in production mode, or development mode with --dev, behind the thin server that
//      reports the client's IP), as a child process; signals go to the child, and when it exits
//      the database is closed cleanly and this process exits with the child's code.
//
// With the embedded database this process is the only one that can copy it (scripts/lib/copias.ts,
// docs/operacao.md): daily at 03:00 in FUSO_HORARIO_PADRAO, at start-up when that copy was missed,
// before migrations, and on SIGUSR2 (what `npm run db:copia` sends). A failed copy is logged; the
// server goes on.
//
// Developer flags: --somente-banco (steps 1-3, then keep serving the database until Ctrl-C, to
// run the app by hand) and --verificar (steps 1-3, count tenants through the socket, exit).
//
// WEB_CONCURRENCY=N runs N server processes sharing the port (scripts/servidor.ts, node:cluster);
// with the embedded database it is forced to 1, with a message: its one session cannot be shared
// by N pools (and platforms such as Heroku set WEB_CONCURRENCY on their own, so this is not an
// error). A read replica (DATABASE_REPLICA_URL) needs DATABASE_URL: the embedded database has none.
//
// The embedded server has one PostgreSQL session (PGlite is single-user). pglite-socket can
// multiplex several sockets onto it, but then they share that session: prepared statements,
// SET, advisory locks, an open transaction between an extended-protocol Parse and its Sync.
// The app names its prepared statements (lib/db.ts), so two sockets would collide. We
// therefore accept one socket at a time (pglite-socket's default) and the app runs a pool of
// one connection (DATABASE_POOL_SIZE=1). Each new socket also gets a reset session (see
// `servir`), because a reconnecting client must not find the previous client's statements.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import path from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { semearDemo } from '../prisma/seed';
import { exigirConfiguracaoValida } from '../lib/env';
import { aplicarMigracoes, raiz } from './lib/schema-engine';
import { bancoExiste, destravarPastaDados, pastasEmbutidas, travarPastaDados } from './lib/banco-embutido';
import {
  copiaAutomaticaEmFalta,
  megabytes,
  mensagemDe,
  estadoDasMigracoes,
  listarCopias,
  podarCopias,
  proximoInstanteDiario,
  registrarFalha,
  tirarCopia,
  type Copia,
  type Motivo,
} from './lib/copias';

const FLAGS = new Set(['--dev', '--somente-banco', '--verificar']);
const argumentos = process.argv.slice(2);
for (const a of argumentos) {
  if (!FLAGS.has(a)) {
    console.error(`Opção desconhecida: ${a}. Use: tsx scripts/start.ts [--dev | --somente-banco | --verificar]`);
    process.exit(2);
  }
}
const modoDev = argumentos.includes('--dev');
const somenteBanco = argumentos.includes('--somente-banco');
const verificar = argumentos.includes('--verificar');

// EMBEDDED_DATA_DIR (default .data, git-ignored): the embedded database, its copies and the local secrets.
const pastas = pastasEmbutidas();
const { pastaLocal, pastaDados, pastaCopias } = pastas;
const arquivoSegredo = path.join(pastaLocal, 'auth-secret');
const arquivoSegredoCron = path.join(pastaLocal, 'cron-secret');
const binarioNext = path.join(raiz, 'node_modules', 'next', 'dist', 'bin', 'next');
const servidorHttp = path.join(raiz, 'scripts', 'servidor.ts');

function porta(nome: string, padrao: number): number {
  const valor = process.env[nome];
  if (!valor) return padrao;
  const n = Number(valor);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${nome} inválida: ${valor}`);
  return n;
}

function urlLocal(p: number): string {
  return `postgresql://postgres@127.0.0.1:${p}/postgres`;
}

// --- Embedded database ----------------------------------------------------------------------

type BancoEmbutido = { db: PGlite; servidor?: PGLiteSocketServer };
let banco: BancoEmbutido | undefined;
let filho: ChildProcess | undefined;
let encerrando = false;
let sinalRecebido: NodeJS.Signals | undefined;
/** True while a start-up step runs that should not be cut half-way (see `etapa`). */
let etapaEmCurso = false;

/**
 * Serves `db` on 127.0.0.1:`p` (0 = any free port), one socket at a time. Before a new socket's
 * first message, the session is reset as if it were a new backend: the previous client's
 * prepared statements, settings, advisory locks and any transaction it left open are gone.
 * pglite-socket itself only rolls back a transaction on disconnect, so without this a client
 * that reconnects (pg's pool closes idle connections) fails with "prepared statement ... already
 * exists" on its first named statement.
 */
async function servir(db: PGlite, p: number): Promise<{ servidor: PGLiteSocketServer; porta: number }> {
  const servidor = new PGLiteSocketServer({ db, host: '127.0.0.1', port: p, maxConnections: 1 });
  servidor.addEventListener('connection', () => {
    // Dispatched right after the socket is attached, before its first message can be read
    // (socket data is handled on a later turn of the event loop), and PGlite's mutex is FIFO:
    // the reset runs before anything the new client sends.
    reiniciarSessao(db).catch((e) => console.error('Banco embutido: falha ao reiniciar a sessão:', e));
  });
  try {
    await servidor.start();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(`A porta ${p} já está em uso. Defina EMBEDDED_DB_PORT com outra porta.`, { cause: e });
    }
    throw e;
  }
  // After start(): a failed start is reported once, by the rejection above.
  servidor.addEventListener('error', (ev) => {
    const detalhe = (ev as CustomEvent).detail as Error | undefined;
    console.error('Banco embutido:', detalhe?.message ?? detalhe);
  });
  const conexao = servidor.getServerConn(); // "127.0.0.1:<port>", the real port when p = 0
  return { servidor, porta: Number(conexao.slice(conexao.lastIndexOf(':') + 1)) };
}

/**
 * Waits until the server holds no socket. The server frees its one slot only when it has
 * processed the previous socket's close, which can come after the client's `end()` resolved;
 * a connection arriving before that is refused ("Connection terminated unexpectedly"). The
 * next client of the start-up (the app, the check) must not race the seed's connection.
 */
async function aguardarSocketLivre(servidor: PGLiteSocketServer, limiteMs = 5_000) {
  const fim = Date.now() + limiteMs;
  while (servidor.getStats().activeConnections > 0 && Date.now() < fim) {
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function reiniciarSessao(db: PGlite) {
  // Inside runExclusive, as pglite-socket drives PGlite; execProtocolRawStream (not db.exec,
  // which takes the same mutex) with our own sink, so nothing reaches the new client's socket.
  await db.runExclusive(async () => {
    let erro: string | undefined;
    const leitor = new protocol.Parser();
    const enviar = async (mensagem: Uint8Array) => {
      await db.execProtocolRawStream(mensagem, {
        syncToFs: false,
        onRawData: (dados) =>
          leitor.parse(dados, (m) => {
            if (m.name === 'error') erro = (m as unknown as { message: string }).message;
          }),
      });
    };
    // Sync first: it ends an extended-protocol exchange a dropped client left half-way.
    await enviar(protocol.serialize.sync());
    if (db.isInTransaction()) await enviar(protocol.serialize.query('ROLLBACK'));
    await enviar(protocol.serialize.query('DISCARD ALL'));
    if (erro) throw new Error(erro);
  });
}

async function iniciarBancoEmbutido(): Promise<{ db: PGlite; novo: boolean }> {
  mkdirSync(pastaDados, { recursive: true });
  travarPastaDados(pastas);
  const novo = !bancoExiste(pastas);
  console.log(`Banco embutido (PGlite): ${novo ? 'criando' : 'abrindo'} ${pastaDados} ...`);
  const inicio = Date.now();
  const db = await PGlite.create(pastaDados);
  banco = { db };
  console.log(`Banco embutido pronto em ${Date.now() - inicio} ms.`);
  if (copiaPedida) {
    copiaPedida = false;
    void copiar('manual');
  }
  return { db, novo };
}

// --- Copies of the embedded database (scripts/lib/copias.ts) ------------------------------------

/** Copies run one at a time, and the database closes only after the one running. */
let filaDeCopias: Promise<unknown> = Promise.resolve();
/** SIGUSR2 before the database was open: copied as soon as it is. */
let copiaPedida = false;
let copiasManter = 7;
let fusoDasCopias = 'America/Sao_Paulo';

const ROTULOS: Record<Motivo, string> = {
  diaria: 'diária',
  inicio: 'de início (a diária não foi feita)',
  'pre-migracao': 'antes das migrações',
  manual: 'pedida',
};

/** Takes a copy and prunes; a failure is logged (and recorded for db:copia), never thrown. */
function copiar(motivo: Motivo): Promise<Copia | undefined> {
  const vez = filaDeCopias.then(async () => {
    const db = banco?.db;
    if (!db || db.closed || encerrando) return undefined;
    const inicio = Date.now();
    try {
      const copia = await tirarCopia(db, pastaCopias, motivo);
      console.log(`Cópia do banco ${ROTULOS[motivo]}: ${copia.arquivo} (${megabytes(copia.bytes)}, ${Date.now() - inicio} ms).`);
      for (const removida of podarCopias(pastaCopias, copiasManter)) console.log(`Cópia antiga removida: ${removida}`);
      return copia;
    } catch (e) {
      console.error(`Cópia do banco ${ROTULOS[motivo]} FALHOU: ${mensagemDe(e)} (o servidor continua).`);
      registrarFalha(pastaCopias, motivo, e);
      return undefined;
    }
  });
  filaDeCopias = vez.catch(() => undefined);
  return vez;
}

/**
 * The daily copy. Checked every minute against the wall clock rather than one long timer: a
 * computer that sleeps, or whose clock is set, still copies at the first minute past 03:00.
 */
function agendarCopiaDiaria() {
  if (copiasManter === 0) {
    console.log('Cópias automáticas do banco desligadas (COPIAS_MANTER=0).');
    return;
  }
  let proxima = proximoInstanteDiario(new Date(), fusoDasCopias);
  const timer = setInterval(() => {
    const agora = new Date();
    if (agora < proxima) return;
    proxima = proximoInstanteDiario(agora, fusoDasCopias);
    void copiar('diaria');
  }, 60_000);
  timer.unref(); // the server (or the socket, with --somente-banco) keeps the process alive
  console.log(
    `Cópias do banco em ${pastaCopias}: diária às 03:00 (${fusoDasCopias}), as ${copiasManter} mais recentes guardadas; ` +
      `agora: kill -USR2 ${process.pid} ou npm run db:copia.`,
  );
}

// SIGUSR2 (npm run db:copia): a copy now. Before the database is open, as soon as it is.
process.on('SIGUSR2', () => {
  if (banco?.db) void copiar('manual');
  else if (!process.env.DATABASE_URL) copiaPedida = true;
  else console.log('SIGUSR2 ignorado: com DATABASE_URL não há banco embutido a copiar.');
});

async function fecharBanco() {
  await filaDeCopias; // a copy under way ends before the database closes
  const b = banco;
  banco = undefined;
  if (!b) return;
  try {
    await b.servidor?.stop();
  } catch (e) {
    console.error('Banco embutido: erro ao parar o servidor:', e);
  }
  try {
    if (!b.db.closed) await b.db.close();
  } catch (e) {
    console.error('Banco embutido: erro ao fechar o PGlite:', e);
  }
  destravarPastaDados(pastas);
}

/**
 * `next start` runs with NODE_ENV=production, where lib/segredos.ts requires AUTH_SECRET. The
 * embedded database is the local, zero-configuration mode: there a secret is made once and kept
 * next to the data (git-ignored), so sessions survive restarts. With DATABASE_URL (a real
 * deployment) nothing is invented: the operator configures AUTH_SECRET.
 *
 * The same for CRON_SECRET: with it, `npm run jobs -- --uma-vez` can ask this running server to
 * run its jobs now (scripts/jobs.ts), since the embedded database takes no second connection.
 */
function garantirSegredosLocais() {
  const garantir = (variavel: 'AUTH_SECRET' | 'CRON_SECRET', arquivo: string) => {
    if (process.env[variavel]) return;
    if (!existsSync(arquivo)) writeFileSync(arquivo, randomBytes(32).toString('hex'), { mode: 0o600 });
    process.env[variavel] = readFileSync(arquivo, 'utf8').trim();
    console.log(`${variavel} não definido: usando o segredo local de ${arquivo}.`);
  };
  garantir('AUTH_SECRET', arquivoSegredo);
  garantir('CRON_SECRET', arquivoSegredoCron);
}

// --- Shutdown -------------------------------------------------------------------------------

async function encerrar(codigo: number): Promise<never> {
  encerrando = true;
  await fecharBanco();
  process.exit(codigo);
}

function codigoDoSinal(sinal: NodeJS.Signals): number {
  return 128 + (osConstants.signals[sinal] ?? 1);
}

for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sinal, () => {
    const primeiro = !sinalRecebido;
    sinalRecebido ??= sinal;
    if (filho && filho.exitCode === null && filho.signalCode === null) {
      // The child decides how to stop; its exit closes the database (see `executar`).
      // From a terminal Ctrl-C reaches the whole process group: the child may get it twice.
      filho.kill(sinal);
      return;
    }
    if (encerrando) return;
    if (primeiro && etapaEmCurso) {
      // Stopping PGlite in the middle of creating its data directory would leave it unusable.
      console.log('\nEncerrando ao fim da etapa atual (repita o sinal para forçar)...');
      return;
    }
    console.log('\nEncerrando...');
    void encerrar(codigoDoSinal(sinal));
  });
}
process.on('exit', () => destravarPastaDados(pastas));

/** Runs `node <args>` with this environment; resolves with its exit code (128+n when killed by a signal). */
function executar(nome: string, args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const c = spawn(process.execPath, args, { cwd: raiz, stdio: 'inherit', env: process.env });
    filho = c;
    c.once('error', (e) => {
      filho = undefined;
      reject(e);
    });
    c.once('exit', (code, signal) => {
      filho = undefined;
      if (code !== 0) console.log(`${nome} terminou com ${signal ?? `código ${code}`}.`);
      resolve(code ?? (signal ? codigoDoSinal(signal) : 1));
    });
  });
}

/** Runs one start-up step to its end, then honours a signal that arrived meanwhile. */
async function etapa<T>(trabalho: () => Promise<T>): Promise<T> {
  etapaEmCurso = true;
  try {
    return await trabalho();
  } finally {
    etapaEmCurso = false;
    if (sinalRecebido && !encerrando) await encerrar(codigoDoSinal(sinalRecebido));
  }
}

// --- Main -----------------------------------------------------------------------------------

/**
 * Steps 1-3: the database ready, migrated and (embedded or SEED_DEMO=1) seeded. Returns the URL
 * the app must use; in embedded mode it is also put in process.env for the child.
 */
async function prepararBanco(embutido: boolean, portaBanco: number): Promise<string> {
  if (!embutido) {
    const url = process.env.DATABASE_URL!;
    console.log('Banco: PostgreSQL de DATABASE_URL.');
    const aplicadas = await aplicarMigracoes(url);
    console.log(aplicadas.length ? `Migrações aplicadas: ${aplicadas.join(', ')}` : 'Banco já está atualizado.');
    if (process.env.SEED_DEMO === '1') await semear(url, modoDev);
    return url;
  }

  const { db, novo } = await iniciarBancoEmbutido();
  // A migration that fails half-way is undone by restoring this copy (a new database has nothing
  // to keep). After a failure, the copy to restore is the one from before it, not a new one of the
  // half-migrated database.
  const migracoes = novo ? { pendentes: [], falhou: null } : await estadoDasMigracoes(db);
  const antesDasMigracoes = migracoes.falhou
    ? listarCopias(pastaCopias).find((c) => c.motivo === 'pre-migracao')
    : migracoes.pendentes.length
      ? await copiar('pre-migracao')
      : undefined;
  // No migration without its copy: migrating anyway (a full disk fails the copy, and often the
  // migration too) would leave an older pre-migration copy as the newest, and restoring it after a
  // failure would drop everything written since (docs/operacao.md, "Cópias").
  if (!migracoes.falhou && migracoes.pendentes.length && !antesDasMigracoes) {
    throw new Error(
      `Não foi possível copiar o banco embutido antes das migrações pendentes (${migracoes.pendentes.join(', ')}); ` +
        `nada foi migrado e o banco continua como estava. Veja o motivo acima (espaço em disco, permissões de ${pastaCopias}) e inicie de novo.`,
    );
  }
  // Migrations go through a throw-away socket on a free port. The schema engine does not
  // close its pool when freed (its idle connection lingers ~10 s, pg's idle timeout), and the
  // embedded server accepts one socket at a time: stopping this server is what drops it.
  const temporario = await servir(db, 0);
  banco = { db, servidor: temporario.servidor };
  let aplicadas: string[];
  try {
    aplicadas = await aplicarMigracoes(urlLocal(temporario.porta));
  } catch (e) {
    // A failed migration stays recorded (and may be half applied): every later start stops here.
    const desfazer = antesDasMigracoes
      ? `Para voltar ao banco de antes da migração: npm run db:restaurar -- ${antesDasMigracoes.arquivo}`
      : novo
        ? `O banco acabou de ser criado: para recomeçar do zero, apague ${pastaDados}.`
        : `Não há cópia de antes desta migração; as cópias que existem estão em ${pastaCopias} (npm run db:restaurar -- <arquivo>).`;
    throw new Error(`${e instanceof Error ? e.message : e}\n\nA migração falhou no banco embutido. ${desfazer}`, { cause: e });
  }
  console.log(aplicadas.length ? `Migrações aplicadas: ${aplicadas.join(', ')}` : 'Banco já está atualizado.');
  await temporario.servidor.stop();
  if (!novo && copiasManter > 0 && copiaAutomaticaEmFalta(pastaCopias, new Date(), fusoDasCopias)) await copiar('inicio');

  const { servidor } = await servir(db, portaBanco);
  banco.servidor = servidor;
  const url = urlLocal(portaBanco);
  process.env.DATABASE_URL = url;
  // One session behind the socket: the app must never hold two connections.
  process.env.DATABASE_POOL_SIZE = '1';
  console.log(
    [
      '',
      'Usando o banco EMBUTIDO (PGlite), pois DATABASE_URL não foi definida.',
      `  Dados em:     ${pastaDados}  (apague a pasta para recomeçar do zero)`,
      `  Conexão:      ${url}  (uma conexão por vez)`,
      '  Para usar outro PostgreSQL, defina DATABASE_URL.',
    ].join('\n'),
  );
  await semear(url, true);
  await aguardarSocketLivre(servidor);
  return url;
}

/**
 * Loads the demo data. Its logins (a live API key and three passwords) are printed only in the
 * local modes (embedded database, or `npm run dev`): with DATABASE_URL in production, stdout is a
 * log that others read, and SEED_DEMO=1 there must not leak them.
 */
async function semear(url: string, mostrarCredenciais: boolean) {
  const r = await semearDemo(url);
  const total = Object.values(r.inseridos).reduce((s, n) => s + n, 0);
  console.log(`\n${total ? 'Dados de demonstração carregados.' : 'Dados de demonstração já estavam carregados.'}`);
  if (mostrarCredenciais) console.log(r.banner);
  else console.log('Credenciais de demonstração não exibidas em produção: veja prisma/demo.ts (e troque-as antes de abrir o acesso).');
}

async function principal() {
  const embutido = !process.env.DATABASE_URL;
  // Read (and validated) before anything starts.
  const portaBanco = porta('EMBEDDED_DB_PORT', 54329);
  const portaApp = porta('PORT', 3000);
  // Every setting, as the server will see it, before the database or the build: an invalid one
  // stops here with the variable and the rule (the server checks again when it boots).
  const configuracao = exigirConfiguracaoValida('npm start', {
    ...process.env,
    NODE_ENV: modoDev ? 'development' : 'production',
    ...(embutido
      ? { DATABASE_URL: urlLocal(portaBanco), DATABASE_POOL_SIZE: '1', AUTH_SECRET: process.env.AUTH_SECRET || 'x'.repeat(32) }
      : {}),
  });

  copiasManter = configuracao.COPIAS_MANTER;
  fusoDasCopias = configuracao.FUSO_HORARIO_PADRAO;

  if (embutido && process.env.DATABASE_REPLICA_URL) {
    console.error('Configuração inválida (npm start): DATABASE_REPLICA_URL exige DATABASE_URL (o banco embutido não tem réplicas).');
    return encerrar(1);
  }
  if (embutido && Number(process.env.WEB_CONCURRENCY || 1) > 1) {
    console.log(
      `WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY} ignorado: o banco embutido aceita uma conexão por vez, então o servidor ` +
        'roda em 1 processo. Para vários processos, defina DATABASE_URL (um PostgreSQL).',
    );
    process.env.WEB_CONCURRENCY = '1';
  }

  const url = await etapa(() => prepararBanco(embutido, portaBanco));
  if (embutido && !verificar) agendarCopiaDiaria();

  if (verificar) {
    const cliente = new pg.Client({ connectionString: url });
    await etapa(async () => {
      await cliente.connect();
      try {
        const { rows } = await cliente.query<{ n: string }>('SELECT count(*) AS n FROM tenant');
        console.log(`Verificação: ${rows[0]!.n} tenant(s) no banco.`);
      } finally {
        await cliente.end();
      }
    });
    return encerrar(0);
  }

  if (somenteBanco) {
    if (!embutido) return encerrar(0); // nothing to serve: the database is someone else's
    console.log(
      [
        '',
        'Servindo só o banco (Ctrl-C encerra). Em outro terminal, por exemplo:',
        `  DATABASE_URL=${url} DATABASE_POOL_SIZE=1 npx tsx scripts/servidor.ts --dev`,
      ].join('\n'),
    );
    return; // the socket server keeps the process alive; the signal handler closes it
  }

  process.env.PORT = String(portaApp); // scripts/servidor.ts reads PORT (and HOST, default 0.0.0.0)
  if (embutido) garantirSegredosLocais();
  // Links in e-mails point at the app; lib/env.ts's default assumes port 3000.
  process.env.APP_URL ||= `http://localhost:${portaApp}`;

  // next.config.ts builds into NEXT_DIST_DIR (default .next).
  const pastaBuild = process.env.NEXT_DIST_DIR || '.next';
  if (!modoDev && !existsSync(path.join(raiz, pastaBuild, 'BUILD_ID'))) {
    console.log(`\nSem build de produção (${pastaBuild}/BUILD_ID): executando next build...`);
    const codigo = await executar('next build', [binarioNext, 'build']);
    if (codigo !== 0) {
      console.error(`next build falhou (código ${codigo}).`);
      return encerrar(codigo);
    }
  }
  if (sinalRecebido) return encerrar(codigoDoSinal(sinalRecebido)); // Ctrl-C during the build

  const base = `http://localhost:${portaApp}`;
  console.log(
    [
      '',
      `Fidelidade (${modoDev ? 'desenvolvimento' : 'produção'}): ${base}`,
      `  API (documentação):  ${base}/docs`,
      `  Guia de integração:  ${base}/docs/integracao`,
      `  Painel:              ${base}/painel`,
      `  Clube:               ${base}/clube`,
      '',
    ].join('\n'),
  );
  // tsx as a loader of this same node: signals reach the server without a wrapper in between.
  const codigo = await executar('scripts/servidor.ts', ['--import', 'tsx', servidorHttp, ...(modoDev ? ['--dev'] : [])]);
  return encerrar(codigo);
}

principal().catch(async (e) => {
  console.error(e instanceof Error ? e.message : e);
  if (filho && filho.exitCode === null) filho.kill('SIGTERM');
  await encerrar(1);
});

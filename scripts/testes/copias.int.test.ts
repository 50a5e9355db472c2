// Copies of the embedded database (scripts/lib/copias.ts, npm run db:copia / db:restaurar, and
// npm start's copies; docs/operacao.md, "Cópias do banco embutido"). Each test works on PGlite
// data directories of its own under the system's temporary folder, migrated with the real
// migrations; a few spawn the scripts as a person would run them.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastasEmbutidas, type PastasEmbutidas } from '../lib/banco-embutido';
import {
  carregarCopia,
  copiaAutomaticaEmFalta,
  listarCopias,
  nomeDaCopia,
  podarCopias,
  restaurarCopia,
  situacaoAposFalha,
  tirarCopia,
  TrocaIncompleta,
  type Motivo,
} from '../lib/copias';
import { aplicarMigracoes, lerMigracoes } from '../lib/schema-engine';
import { raiz, rodarScript } from './rodar-script';

const temporarias: string[] = [];
const MIGRACOES = lerMigracoes().migrationDirectories.map((d) => d.path);

function pastaTemporaria(): PastasEmbutidas {
  const p = mkdtempSync(path.join(tmpdir(), 'fid-copias-'));
  temporarias.push(p);
  return pastasEmbutidas({ EMBEDDED_DATA_DIR: p });
}

async function servir(db: PGlite) {
  const servidor = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await servidor.start();
  const conexao = servidor.getServerConn();
  return { servidor, url: `postgresql://postgres@127.0.0.1:${conexao.slice(conexao.lastIndexOf(':') + 1)}/postgres` };
}

/** A migrated database with a ledger-like table, made once and loaded into each test's folder. */
let modelo: Blob;
beforeAll(async () => {
  const pastas = pastaTemporaria();
  const db = await PGlite.create(pastas.pastaDados);
  const { servidor, url } = await servir(db);
  await aplicarMigracoes(url);
  await servidor.stop();
  await db.exec(`CREATE TABLE razao (id int PRIMARY KEY, cliente text NOT NULL, valor numeric(12,2) NOT NULL)`);
  modelo = await db.dumpDataDir('none');
  await db.close();
});

afterAll(() => {
  for (const p of temporarias) rmSync(p, { recursive: true, force: true });
});

async function bancoMigrado(pastas: PastasEmbutidas): Promise<PGlite> {
  mkdirSync(pastas.pastaLocal, { recursive: true });
  return PGlite.create(pastas.pastaDados, { loadDataDir: modelo });
}

/** A manual copy of a migrated database in `pastas` whose ledger holds `linhas` (SQL VALUES); the database is closed. */
async function copiaDaRazao(pastas: PastasEmbutidas, linhas: string) {
  const db = await bancoMigrado(pastas);
  await db.exec(`INSERT INTO razao VALUES ${linhas}`);
  const copia = await tirarCopia(db, pastas.pastaCopias, 'manual');
  await db.close();
  return copia;
}

async function razao(db: PGlite) {
  return (await db.query<{ id: number; cliente: string; valor: string }>('SELECT id, cliente, valor FROM razao ORDER BY id')).rows;
}

/** The ledger of the database in `pasta` (restored, loaded or set aside), opened only to read it. */
async function razaoNaPasta(pasta: string) {
  const db = await PGlite.create(pasta);
  try {
    return await razao(db);
  } finally {
    await db.close();
  }
}

/** A script of the project, with no DATABASE_URL unless the test gives one (the embedded mode). */
const rodar = (script: string, args: string[], env: Record<string, string | undefined>) =>
  rodarScript(script, args, { DATABASE_URL: undefined, ...env });

function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe('a copy restores the database as it was', () => {
  it('copy, change the ledger, restore: the rows and amounts are those of the copy; the replaced folder is kept', async () => {
    const pastas = pastaTemporaria();
    const db = await bancoMigrado(pastas);
    await db.exec(`INSERT INTO razao VALUES (1, 'Maria', 10.50), (2, 'João', 0.01)`);
    const copia = await tirarCopia(db, pastas.pastaCopias, 'manual');
    expect(copia.nome).toMatch(/^copia-\d{8}T\d{6}\.\d{3}Z-manual\.tar\.gz$/);
    expect(readdirSync(pastas.pastaCopias)).toEqual([copia.nome]); // no half file left behind
    await db.exec(`UPDATE razao SET valor = 0 WHERE id = 1; DELETE FROM razao WHERE id = 2; INSERT INTO razao VALUES (3, 'Ana', 99.99)`);
    await db.close();

    const r = await restaurarCopia(copia.arquivo, pastas, new Date('2025-01-15T06:00:00Z'));
    expect(r).toEqual({
      migracoes: MIGRACOES.length,
      ultimaMigracao: MIGRACOES.at(-1),
      substituida: path.join(pastas.pastaLocal, 'pglite-substituido-2025-01-15T06-00-00Z'),
    });
    expect(await razaoNaPasta(pastas.pastaDados)).toEqual([
      { id: 1, cliente: 'Maria', valor: '10.50' },
      { id: 2, cliente: 'João', valor: '0.01' },
    ]);
    // The database that was replaced is still there, as it was.
    expect(await razaoNaPasta(r.substituida!)).toEqual([
      { id: 1, cliente: 'Maria', valor: '0.00' },
      { id: 3, cliente: 'Ana', valor: '99.99' },
    ]);
    expect(readdirSync(pastas.pastaLocal).filter((n) => n.startsWith('pglite-restaurando'))).toEqual([]);
  });

  it("a copy taken while another connection is inside a transaction has every committed row and none of the open transaction's", async () => {
    const pastas = pastaTemporaria();
    const db = await bancoMigrado(pastas);
    const { servidor, url } = await servir(db);
    const cliente = new pg.Client({ connectionString: url });
    await cliente.connect();
    try {
      await cliente.query(`INSERT INTO razao VALUES (1, 'Maria', 10.50)`);
      await cliente.query('BEGIN');
      await cliente.query(`INSERT INTO razao VALUES (2, 'João', 7.25)`);
      await cliente.query(`UPDATE razao SET valor = 0 WHERE id = 1`);
      expect(db.isInTransaction()).toBe(true);
      const copia = await tirarCopia(db, pastas.pastaCopias, 'manual');
      await cliente.query('COMMIT');
      expect((await cliente.query('SELECT count(*)::int AS n FROM razao')).rows[0].n).toBe(2);

      const destino = path.join(pastas.pastaLocal, 'verificada');
      expect(await carregarCopia(copia.arquivo, destino)).toEqual({ migracoes: MIGRACOES.length, ultimaMigracao: MIGRACOES.at(-1) });
      expect(await razaoNaPasta(destino)).toEqual([{ id: 1, cliente: 'Maria', valor: '10.50' }]);
    } finally {
      await cliente.end();
      await servidor.stop();
      await db.close();
    }
  });

  it('a file that is not a copy is refused and nothing is moved', async () => {
    const pastas = pastaTemporaria();
    const db = await bancoMigrado(pastas);
    await db.close();
    const falsa = path.join(pastas.pastaLocal, 'falsa.tar.gz');
    writeFileSync(falsa, 'isto não é uma cópia');
    await expect(restaurarCopia(falsa, pastas)).rejects.toThrow(`${falsa} não é uma cópia legível do banco embutido:`);
    expect(readdirSync(pastas.pastaLocal).sort()).toEqual(['falsa.tar.gz', 'pglite']);
  });

  it('when the swap fails and so does putting the database back, it says where the database in use is', async () => {
    const pastas = pastaTemporaria();
    const copia = await copiaDaRazao(pastas, `(1, 'Maria', 10.00)`);
    // The first rename (the database in use aside) works; the next two (the copy in, the undo) fail.
    let n = 0;
    const renomear = (de: string, para: string) => {
      if (++n > 1) throw new Error(`EBUSY: rename '${de}'`);
      renameSync(de, para);
    };
    const agora = new Date('2026-12-01T11:05:00Z');
    const erro = await restaurarCopia(copia.arquivo, pastas, agora, renomear).catch((e: unknown) => e);
    const substituida = path.join(pastas.pastaLocal, 'pglite-substituido-2026-12-01T11-05-00Z');
    expect(erro).toBeInstanceOf(TrocaIncompleta);
    expect((erro as Error).message).toMatch(
      /^EBUSY: rename '.*pglite-restaurando-\S+'; desfazer a troca também falhou: EBUSY: rename '.*pglite-substituido-/,
    );
    // Before: "Nada foi trocado: o banco em uso continua onde estava." (it was not where it was).
    expect(situacaoAposFalha(erro, pastas)).toBe(
      [
        `O banco que estava em uso ficou em ${substituida} (não é apagado) e não há banco em ${pastas.pastaDados}.`,
        'Para voltar a ele, com o servidor parado:',
        `  mv ${substituida} ${pastas.pastaDados}`,
      ].join('\n'),
    );
    expect(readdirSync(pastas.pastaLocal).sort()).toEqual(['copias', 'pglite-substituido-2026-12-01T11-05-00Z']);
    expect(await razaoNaPasta(substituida)).toEqual([{ id: 1, cliente: 'Maria', valor: '10.00' }]);
    // The swap failing and the undo working: the database in use is back where it was.
    const outras = pastaTemporaria();
    await (await bancoMigrado(outras)).close();
    n = 0;
    const desfeita = await restaurarCopia(copia.arquivo, outras, agora, (de, para) => {
      if (++n === 2) throw new Error('EBUSY');
      renameSync(de, para);
    }).catch((e: unknown) => e);
    expect(situacaoAposFalha(desfeita, outras)).toBe('Nada foi trocado: o banco em uso continua onde estava.');
    expect(readdirSync(outras.pastaLocal).sort()).toEqual(['pglite']);
  });

  it('when the swap fails, the database in use goes back before the loaded copy is cleaned up (a cleanup that fails too)', async () => {
    const pastas = pastaTemporaria();
    const db = await bancoMigrado(pastas);
    await db.exec(`INSERT INTO razao VALUES (1, 'Maria', 10.00)`);
    const copia = await tirarCopia(db, pastas.pastaCopias, 'manual');
    await db.exec(`INSERT INTO razao VALUES (2, 'João', 5.03)`);
    await db.close();
    // The copy's folder cannot go in (EBUSY: an antivirus scanning the files just loaded) and, for
    // the same reason, cannot be removed either; putting the database in use back works.
    let n = 0;
    const renomear = (de: string, para: string) => {
      if (++n === 2) throw new Error(`EBUSY: rename '${de}'`);
      renameSync(de, para);
    };
    const remover = (p: string) => {
      throw new Error(`EBUSY: rmdir '${p}'`);
    };
    const erro = await restaurarCopia(copia.arquivo, pastas, new Date('2026-12-01T11:05:00Z'), renomear, remover).catch((e: unknown) => e);
    // Before: the cleanup's error came first, the database in use stayed in pglite-substituido-… and
    // the message said "não havia banco em … e continua não havendo" (npm start would then create an empty one).
    expect((erro as Error).message).toMatch(/^EBUSY: rename '.*pglite-restaurando-/);
    expect(situacaoAposFalha(erro, pastas)).toBe('Nada foi trocado: o banco em uso continua onde estava.');
    expect(readdirSync(pastas.pastaLocal).sort()).toEqual(['copias', 'pglite', 'pglite-restaurando-2026-12-01T11-05-00Z']);
    expect(await razaoNaPasta(pastas.pastaDados)).toEqual([
      { id: 1, cliente: 'Maria', valor: '10.00' },
      { id: 2, cliente: 'João', valor: '5.03' },
    ]);
  });
});

describe('pruning', () => {
  const agora = new Date('2025-06-30T12:00:00Z');
  const dias = (n: number) => new Date(agora.getTime() - n * 86_400_000);

  function arquivos(pasta: string, copias: [Date, Motivo][]) {
    mkdirSync(pasta, { recursive: true });
    for (const [instante, motivo] of copias) writeFileSync(path.join(pasta, nomeDaCopia(instante, motivo)), '');
  }

  it('keeps exactly the newest N automatic copies, every manual one, pre-migration ones younger than 30 days and the newest', () => {
    const { pastaCopias } = pastaTemporaria();
    arquivos(pastaCopias, [
      ...Array.from({ length: 6 }, (_, i) => [dias(i + 1), i % 2 ? 'inicio' : 'diaria'] as [Date, Motivo]),
      [dias(90), 'manual'],
      [dias(40), 'pre-migracao'],
      [dias(35), 'pre-migracao'],
      [dias(29), 'pre-migracao'],
    ]);
    writeFileSync(path.join(pastaCopias, `${nomeDaCopia(dias(0), 'diaria')}.parcial`), 'cortada');
    writeFileSync(path.join(pastaCopias, 'ultima-falha.txt'), 'x');

    const removidos = podarCopias(pastaCopias, 3, agora).map((a) => path.basename(a));
    expect(removidos.sort()).toEqual(
      [
        `${nomeDaCopia(dias(0), 'diaria')}.parcial`,
        nomeDaCopia(dias(4), 'inicio'),
        nomeDaCopia(dias(5), 'diaria'),
        nomeDaCopia(dias(6), 'inicio'),
        nomeDaCopia(dias(40), 'pre-migracao'),
        nomeDaCopia(dias(35), 'pre-migracao'),
      ].sort(),
    );
    expect(listarCopias(pastaCopias).map((c) => c.nome)).toEqual([
      nomeDaCopia(dias(1), 'diaria'),
      nomeDaCopia(dias(2), 'inicio'),
      nomeDaCopia(dias(3), 'diaria'),
      nomeDaCopia(dias(29), 'pre-migracao'),
      nomeDaCopia(dias(90), 'manual'),
    ]);
    expect(existsSync(path.join(pastaCopias, 'ultima-falha.txt'))).toBe(true);
  });

  it('the newest pre-migration copy stays whatever its age; COPIAS_MANTER=0 removes no automatic copy', () => {
    const { pastaCopias } = pastaTemporaria();
    arquivos(pastaCopias, [
      [dias(200), 'pre-migracao'],
      [dias(300), 'pre-migracao'],
      [dias(1), 'diaria'],
      [dias(2), 'diaria'],
    ]);
    expect(podarCopias(pastaCopias, 0, agora).map((a) => path.basename(a))).toEqual([nomeDaCopia(dias(300), 'pre-migracao')]);
    expect(listarCopias(pastaCopias).map((c) => c.nome)).toEqual([
      nomeDaCopia(dias(1), 'diaria'),
      nomeDaCopia(dias(2), 'diaria'),
      nomeDaCopia(dias(200), 'pre-migracao'),
    ]);
  });

  it('start-up copies when there is no automatic copy, when the newest is over 24 h old, or when 03:00 passed since it', () => {
    const { pastaCopias } = pastaTemporaria();
    const fuso = 'America/Sao_Paulo';
    arquivos(pastaCopias, [[new Date('2025-06-30T04:00:00Z'), 'manual']]);
    expect(copiaAutomaticaEmFalta(pastaCopias, new Date('2025-06-30T12:00:00Z'), fuso)).toBe(true); // a manual one does not count
    // Taken at 08:00 (11:00Z) on the 29th by a start-up; the shop's computer was off at 03:00 of the 30th.
    arquivos(pastaCopias, [[new Date('2025-06-29T11:00:00Z'), 'inicio']]);
    expect(copiaAutomaticaEmFalta(pastaCopias, new Date('2025-06-30T05:59:00Z'), fuso)).toBe(false); // 02:59 of the 30th
    expect(copiaAutomaticaEmFalta(pastaCopias, new Date('2025-06-30T10:55:00Z'), fuso)).toBe(true); // 07:55: 03:00 passed
    // The daily copy of the 30th was made: no start-up copy that day.
    arquivos(pastaCopias, [[new Date('2025-06-30T06:00:00Z'), 'diaria']]);
    expect(copiaAutomaticaEmFalta(pastaCopias, new Date('2025-06-30T20:00:00Z'), fuso)).toBe(false);
  });
});

describe('npm run db:copia and npm run db:restaurar', () => {
  it('db:copia on a stopped data directory writes a copy that restores, and leaves the lock free', async () => {
    const pastas = pastaTemporaria();
    const db = await bancoMigrado(pastas);
    await db.exec(`INSERT INTO razao VALUES (1, 'Maria', 123.45)`);
    await db.close();

    const r = await rodar('scripts/db-copia.ts', [], { EMBEDDED_DATA_DIR: pastas.pastaLocal });
    expect(r.erros).toBe('');
    expect(r.codigo).toBe(0);
    const [copia] = listarCopias(pastas.pastaCopias);
    expect(copia?.motivo).toBe('manual');
    expect(r.saida).toContain(`Cópia gravada: ${copia!.arquivo} (`);
    expect(r.saida).toContain(`Para restaurá-la (com o servidor parado): npm run db:restaurar -- ${copia!.arquivo}`);
    expect(existsSync(pastas.arquivoTrava)).toBe(false);

    const restaurar = await rodar('scripts/db-restaurar.ts', [copia!.arquivo], { EMBEDDED_DATA_DIR: pastas.pastaLocal });
    expect(restaurar.codigo).toBe(0);
    expect(restaurar.saida).toContain(`Cópia verificada: ${MIGRACOES.length} migrações aplicadas (última: ${MIGRACOES.at(-1)}).`);
    expect(restaurar.saida).toMatch(/Banco que estava em uso movido para: .*pglite-substituido-\S+ \(não é apagado\)\./);
    expect(await razaoNaPasta(pastas.pastaDados)).toEqual([{ id: 1, cliente: 'Maria', valor: '123.45' }]);
  });

  it('db:restaurar on a computer that has no data folder yet (the disk died; the copy was kept elsewhere) restores it', async () => {
    const copia = await copiaDaRazao(pastaTemporaria(), `(1, 'Maria', 77.10)`);
    // A fresh checkout: EMBEDDED_DATA_DIR (default .data) does not exist.
    const nova = pastasEmbutidas({ EMBEDDED_DATA_DIR: path.join(pastaTemporaria().pastaLocal, 'nova', '.data') });
    expect(existsSync(nova.pastaLocal)).toBe(false);

    const r = await rodar('scripts/db-restaurar.ts', [copia.arquivo], { EMBEDDED_DATA_DIR: nova.pastaLocal });
    expect(r.erros).toBe('');
    expect(r.codigo).toBe(0);
    expect(r.saida).toContain('Não havia banco em uso.');
    expect(r.saida).toContain(`Banco restaurado em: ${nova.pastaDados}`);
    expect(existsSync(nova.arquivoTrava)).toBe(false);
    expect(await razaoNaPasta(nova.pastaDados)).toEqual([{ id: 1, cliente: 'Maria', valor: '77.10' }]);
  });

  it('db:restaurar refuses while the lock is held by a live process, and touches nothing', async () => {
    const pastas = pastaTemporaria();
    const db = await bancoMigrado(pastas);
    const copia = await tirarCopia(db, pastas.pastaCopias, 'manual');
    await db.close();
    writeFileSync(pastas.arquivoTrava, String(process.pid)); // this test's process: alive

    const r = await rodar('scripts/db-restaurar.ts', [copia.arquivo], { EMBEDDED_DATA_DIR: pastas.pastaLocal });
    expect(r.codigo).toBe(1);
    expect(r.erros).toContain(
      `O servidor está rodando (processo ${process.pid}) com ${pastas.pastaDados}. Encerre o npm start e rode de novo.`,
    );
    expect(readdirSync(pastas.pastaLocal).sort()).toEqual(['copias', 'pglite', 'pglite.lock']);
  });

  it('db:restaurar of a file that is not a copy, where there was no database: says there was none (not "continua onde estava")', async () => {
    const pastas = pastaTemporaria();
    const falsa = path.join(pastas.pastaLocal, 'falsa.tar.gz');
    writeFileSync(falsa, 'isto não é uma cópia');
    const r = await rodar('scripts/db-restaurar.ts', [falsa], { EMBEDDED_DATA_DIR: pastas.pastaLocal });
    expect(r.codigo).toBe(1);
    expect(r.erros).toContain(`A restauração falhou: ${falsa} não é uma cópia legível do banco embutido:`);
    expect(r.erros).toContain(`Nada foi trocado: não havia banco em ${pastas.pastaDados} e continua não havendo.`);
    expect(r.erros).not.toContain('continua onde estava');
    expect(readdirSync(pastas.pastaLocal).sort()).toEqual(['falsa.tar.gz']);
    // With a database in use, the same refusal says so, as it always did.
    await (await bancoMigrado(pastas)).close();
    const comBanco = await rodar('scripts/db-restaurar.ts', [falsa], { EMBEDDED_DATA_DIR: pastas.pastaLocal });
    expect(comBanco.codigo).toBe(1);
    expect(comBanco.erros).toContain('Nada foi trocado: o banco em uso continua onde estava.');
  });

  it('with DATABASE_URL both exit 1 and say how a real PostgreSQL is copied and restored', async () => {
    const env = { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/fidelidade' };
    const copia = await rodar('scripts/db-copia.ts', [], env);
    expect(copia.codigo).toBe(1);
    expect(copia.erros).toContain('Um PostgreSQL de verdade é copiado com pg_dump (ex.: pg_dump -Fc "$DATABASE_URL" > fidelidade.dump)');
    const restaurar = await rodar('scripts/db-restaurar.ts', ['x.tar.gz'], env);
    expect(restaurar.codigo).toBe(1);
    expect(restaurar.erros).toContain('PostgreSQL de verdade é restaurado com pg_restore');
  });
});

describe('npm start copies the embedded database', () => {
  it('COPIAS_MANTER is checked with every setting, before the database is touched', async () => {
    const pastas = pastaTemporaria();
    // --verificar: were the setting not checked, the start would end after the database steps.
    const r = await rodar('scripts/start.ts', ['--verificar'], {
      EMBEDDED_DATA_DIR: pastas.pastaLocal,
      EMBEDDED_DB_PORT: String(await portaLivre()),
      COPIAS_MANTER: 'sete',
    });
    expect(r.codigo).toBe(1);
    expect(r.erros).toContain('COPIAS_MANTER: deve ser um número inteiro de 0 a 365.');
    expect(existsSync(pastas.pastaDados)).toBe(false);
  });

  it('before a migration, and after it fails points at that copy (never at a copy of the half-migrated database)', async () => {
    const pastas = pastaTemporaria();
    const db = await bancoMigrado(pastas);
    // The last migration becomes pending; applying it again fails (its column exists already).
    await db.query('DELETE FROM _prisma_migrations WHERE migration_name = $1', [MIGRACOES.at(-1)]);
    await db.close();
    const env = { EMBEDDED_DATA_DIR: pastas.pastaLocal, EMBEDDED_DB_PORT: String(await portaLivre()) };

    const primeira = await rodar('scripts/start.ts', ['--verificar'], env);
    expect(primeira.codigo).toBe(1);
    const [antes, ...outras] = listarCopias(pastas.pastaCopias);
    expect(outras).toEqual([]);
    expect(antes?.motivo).toBe('pre-migracao');
    expect(primeira.saida).toContain(`Cópia do banco antes das migrações: ${antes!.arquivo}`);
    expect(primeira.erros).toContain(
      `A migração falhou no banco embutido. Para voltar ao banco de antes da migração: npm run db:restaurar -- ${antes!.arquivo}`,
    );

    const segunda = await rodar('scripts/start.ts', ['--verificar'], env);
    expect(segunda.codigo).toBe(1);
    expect(listarCopias(pastas.pastaCopias).map((c) => c.nome)).toEqual([antes!.nome]);
    expect(segunda.erros).toContain(`npm run db:restaurar -- ${antes!.arquivo}`);

    // That copy is the database before the migration ran.
    const verificada = await carregarCopia(antes!.arquivo, path.join(pastas.pastaLocal, 'verificada'));
    expect(verificada).toEqual({ migracoes: MIGRACOES.length - 1, ultimaMigracao: MIGRACOES.at(-2) });
  });

  it('without its copy (the copy fails) no migration runs: npm start stops and the database stays as it was', async () => {
    const pastas = pastaTemporaria();
    const db = await bancoMigrado(pastas);
    await db.query('DELETE FROM _prisma_migrations WHERE migration_name = $1', [MIGRACOES.at(-1)]);
    await db.close();
    // The copies' folder cannot be made (a file has its name): every copy fails, as on a full disk.
    writeFileSync(pastas.pastaCopias, 'não é uma pasta');
    const env = { EMBEDDED_DATA_DIR: pastas.pastaLocal, EMBEDDED_DB_PORT: String(await portaLivre()) };

    const r = await rodar('scripts/start.ts', ['--verificar'], env);
    expect(r.codigo).toBe(1);
    expect(r.erros).toContain(
      `Não foi possível copiar o banco embutido antes das migrações pendentes (${MIGRACOES.at(-1)}); nada foi migrado e o banco continua como estava.`,
    );
    const depois = await PGlite.create(pastas.pastaDados);
    try {
      const { rows } = await depois.query<{ n: number }>('SELECT count(*)::int AS n FROM _prisma_migrations WHERE migration_name = $1', [
        MIGRACOES.at(-1),
      ]);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await depois.close();
    }
  });

  it('at start-up when no automatic copy exists, and on request (db:copia signals the running server)', async () => {
    const pastas = pastaTemporaria();
    const db = await bancoMigrado(pastas);
    await db.exec(`INSERT INTO razao VALUES (1, 'Maria', 42.00)`);
    await db.close();
    const porta = await portaLivre();
    const servidor: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(raiz, 'scripts/start.ts'), '--somente-banco'], {
      cwd: raiz,
      env: { ...process.env, DATABASE_URL: undefined, EMBEDDED_DATA_DIR: pastas.pastaLocal, EMBEDDED_DB_PORT: String(porta) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let saida = '';
    servidor.stdout!.on('data', (d) => (saida += d));
    servidor.stderr!.on('data', (d) => (saida += d));
    const saiu = new Promise<number | null>((resolve) => servidor.once('exit', resolve));
    try {
      const limite = Date.now() + 50_000;
      while (!saida.includes('Servindo só o banco') && Date.now() < limite && servidor.exitCode === null) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(saida).toContain('Servindo só o banco');
      const [inicio] = listarCopias(pastas.pastaCopias);
      expect(inicio?.motivo).toBe('inicio');
      expect(saida).toContain(`Cópia do banco de início (a diária não foi feita): ${inicio!.arquivo}`);
      expect(saida).toContain(
        `Cópias do banco em ${pastas.pastaCopias}: diária às 03:00 (America/Sao_Paulo), as 7 mais recentes guardadas`,
      );

      const r = await rodar('scripts/db-copia.ts', [], { EMBEDDED_DATA_DIR: pastas.pastaLocal });
      expect(r.codigo).toBe(0);
      expect(r.saida).toContain(
        `Servidor rodando (processo ${servidor.pid}): cópia pedida, aguardando o arquivo em ${pastas.pastaCopias} ...`,
      );
      const manual = listarCopias(pastas.pastaCopias).find((c) => c.motivo === 'manual');
      expect(r.saida).toContain(`Cópia gravada: ${manual!.arquivo} (`);

      const destino = path.join(pastas.pastaLocal, 'verificada');
      await carregarCopia(manual!.arquivo, destino);
      const restaurado = await PGlite.create(destino);
      expect(await razao(restaurado)).toEqual([{ id: 1, cliente: 'Maria', valor: '42.00' }]);
      expect((await restaurado.query<{ n: number }>('SELECT count(*)::int AS n FROM tenant')).rows[0]!.n).toBeGreaterThan(0); // the seed
      await restaurado.close();
    } finally {
      servidor.kill('SIGTERM');
      await saiu;
    }
    expect(existsSync(pastas.arquivoTrava)).toBe(false);
  });
});

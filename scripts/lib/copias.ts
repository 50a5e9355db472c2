// Copies of the embedded database (docs/operacao.md, "Cópias do banco embutido"): taken by the
// process that owns PGlite (`npm start`, or `npm run db:copia` with the server stopped), pruned,
// and restored by `npm run db:restaurar`.
//
// A copy is `db.dumpDataDir('gzip')`: a tarball of the data directory taken inside PGlite's query
// mutex, so no statement runs while the files are read. PGlite runs PostgreSQL in this process,
// single-threaded, with no background writer: between two statements the files on disk are what
// a crash at that instant would leave, and PostgreSQL's recovery makes a consistent database of
// them (committed transactions in, an open one out). It is what PGlite's own `clone()` uses.
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dataLocal, deslocamentoMinutos, somarDias } from '../../lib/datas';
import { lerMigracoes } from './schema-engine';
import type { PastasEmbutidas } from './banco-embutido';

/**
 * Why a copy was taken. `diaria` and `inicio` are the automatic ones (the newest COPIAS_MANTER are
 * kept); `pre-migracao` undoes a migration (kept 30 days, the newest always); `manual` (SIGUSR2,
 * `npm run db:copia`) is never deleted by the service.
 */
export type Motivo = 'diaria' | 'inicio' | 'pre-migracao' | 'manual';
const MOTIVOS: readonly Motivo[] = ['diaria', 'inicio', 'pre-migracao', 'manual'];
export const AUTOMATICAS: readonly Motivo[] = ['diaria', 'inicio'];

/** The daily copy's local time, in FUSO_HORARIO_PADRAO: a shop is closed at 03:00. */
export const HORA_DIARIA = { hora: 3, minuto: 0 };
/** A pre-migration copy younger than this is never pruned (nor the newest one, whatever its age). */
export const DIAS_PRE_MIGRACAO = 30;

export type Copia = { arquivo: string; nome: string; instante: Date; motivo: Motivo; bytes: number };

const PARCIAL = '.parcial';
const ARQUIVO_FALHA = 'ultima-falha.txt';

/** `copia-20250115T060000.123Z-diaria.tar.gz`: the UTC instant (sorts by name) and the reason. */
export function nomeDaCopia(instante: Date, motivo: Motivo): string {
  const basico = instante.toISOString().replace(/[-:]/g, ''); // 20250115T060000.123Z
  return `copia-${basico}-${motivo}.tar.gz`;
}

const FORMATO_NOME = /^copia-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z-([a-z-]+)\.tar\.gz$/;

export function lerNomeDaCopia(nome: string): { instante: Date; motivo: Motivo } | null {
  const m = FORMATO_NOME.exec(nome);
  if (!m || !MOTIVOS.includes(m[8] as Motivo)) return null;
  const instante = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}.${m[7]}Z`);
  return Number.isNaN(instante.getTime()) ? null : { instante, motivo: m[8] as Motivo };
}

/** The finished copies in `pasta`, newest first (a file being written has another name). */
export function listarCopias(pasta: string): Copia[] {
  if (!existsSync(pasta)) return [];
  const copias: Copia[] = [];
  for (const nome of readdirSync(pasta)) {
    const lido = lerNomeDaCopia(nome);
    if (!lido) continue;
    const arquivo = path.join(pasta, nome);
    copias.push({ arquivo, nome, ...lido, bytes: statSync(arquivo).size });
  }
  return copias.sort((a, b) => b.instante.getTime() - a.instante.getTime());
}

/**
 * Takes a copy of `db` into `pasta`. Written under a temporary name, flushed to disk and then
 * renamed: a file with a copy's name is always whole (a crash leaves only a `.parcial`).
 */
export async function tirarCopia(db: PGlite, pasta: string, motivo: Motivo, agora: () => Date = () => new Date()): Promise<Copia> {
  mkdirSync(pasta, { recursive: true });
  // The instant the copy began: everything committed before it is in the copy.
  const instante = agora();
  const blob = await db.dumpDataDir('gzip');
  const dados = new Uint8Array(await blob.arrayBuffer());
  const nome = nomeDaCopia(instante, motivo);
  const arquivo = path.join(pasta, nome);
  const temporario = `${arquivo}${PARCIAL}`;
  const fd = await open(temporario, 'w', 0o600);
  try {
    await fd.writeFile(dados);
    await fd.sync();
  } finally {
    await fd.close();
  }
  renameSync(temporario, arquivo);
  // The rename itself reaches the disk only with the folder's entry.
  const pastaFd = await open(pasta, 'r');
  await pastaFd.sync().catch(() => undefined); // not every platform syncs a directory
  await pastaFd.close();
  return { arquivo, nome, instante, motivo, bytes: dados.byteLength };
}

/**
 * Removes what the rules no longer keep and returns the removed paths:
 * - automatic copies (`diaria`, `inicio`) beyond the newest `manter` (with `manter` 0 the
 *   automatic copies are off, and the ones already there stay);
 * - `pre-migracao` copies older than DIAS_PRE_MIGRACAO days, except the newest;
 * - `.parcial` files: only the holder of the lock writes copies, and it calls this between them,
 *   so one left here is from a copy that was cut short.
 * `manual` copies are never removed.
 */
export function podarCopias(pasta: string, manter: number, agora: Date = new Date()): string[] {
  if (!existsSync(pasta)) return [];
  const removidos: string[] = [];
  const remover = (arquivo: string) => {
    unlinkSync(arquivo);
    removidos.push(arquivo);
  };
  for (const nome of readdirSync(pasta)) if (nome.endsWith(PARCIAL)) remover(path.join(pasta, nome));
  const copias = listarCopias(pasta);
  if (manter > 0)
    copias
      .filter((c) => AUTOMATICAS.includes(c.motivo))
      .slice(manter)
      .forEach((c) => remover(c.arquivo));
  const limite = agora.getTime() - DIAS_PRE_MIGRACAO * 86_400_000;
  copias
    .filter((c) => c.motivo === 'pre-migracao')
    .slice(1)
    .filter((c) => c.instante.getTime() < limite)
    .forEach((c) => remover(c.arquivo));
  return removidos;
}

/** The instant at which the wall clock of `fuso` reads `hora:minuto` on the local date `data`. */
function instanteLocal(data: string, hora: number, minuto: number, fuso: string): Date {
  const parede = Date.parse(`${data}T${String(hora).padStart(2, '0')}:${String(minuto).padStart(2, '0')}:00Z`);
  // Two passes settle the offset on a day whose offset changes; an hour that does not exist that
  // day (a daylight-saving gap) comes out an hour off, which is fine for a daily copy.
  let t = parede - deslocamentoMinutos(new Date(parede), fuso) * 60_000;
  t = parede - deslocamentoMinutos(new Date(t), fuso) * 60_000;
  return new Date(t);
}

/** The first instant after `agora` at which `fuso`'s clock reads the daily copy's time. */
export function proximoInstanteDiario(agora: Date, fuso: string, { hora, minuto } = HORA_DIARIA): Date {
  const hoje = dataLocal(agora, fuso);
  for (let dias = 0; dias < 3; dias++) {
    const candidato = instanteLocal(somarDias(hoje, dias), hora, minuto, fuso);
    if (candidato.getTime() > agora.getTime()) return candidato;
  }
  throw new Error(`Sem próximo instante diário para ${fuso}.`);
}

/**
 * Whether start-up should take a copy: no automatic copy yet, or the newest is older than 24 h,
 * or a daily instant passed since it (the server was off at 03:00: a shop's computer that is
 * turned off at night gets its copy every morning instead of every other day).
 */
export function copiaAutomaticaEmFalta(pasta: string, agora: Date, fuso: string): boolean {
  const ultima = listarCopias(pasta).find((c) => AUTOMATICAS.includes(c.motivo));
  if (!ultima) return true;
  if (agora.getTime() - ultima.instante.getTime() > 86_400_000) return true;
  return proximoInstanteDiario(ultima.instante, fuso).getTime() <= agora.getTime();
}

/**
 * What `npm start` is about to do to `db`: the migrations of prisma/migrations not yet applied,
 * and the one recorded as failed, if any (the schema engine then refuses to go on: every start
 * stops there until the database is restored or the migration resolved).
 */
export async function estadoDasMigracoes(db: PGlite): Promise<{ pendentes: string[]; falhou: string | null }> {
  const locais = lerMigracoes().migrationDirectories.map((d) => d.path);
  const { rows } = await db.query<{ existe: boolean }>(`SELECT to_regclass('_prisma_migrations') IS NOT NULL AS existe`);
  if (!rows[0]?.existe) return { pendentes: locais, falhou: null };
  const registradas = await db.query<{ migration_name: string; terminou: boolean }>(
    'SELECT migration_name, finished_at IS NOT NULL AS terminou FROM _prisma_migrations WHERE rolled_back_at IS NULL',
  );
  const feitas = new Set(registradas.rows.filter((r) => r.terminou).map((r) => r.migration_name));
  return {
    pendentes: locais.filter((m) => !feitas.has(m)),
    falhou: registradas.rows.find((r) => !r.terminou)?.migration_name ?? null,
  };
}

/** Remembers a failed copy where `npm run db:copia` (waiting on the server) can read it. */
export function registrarFalha(pasta: string, motivo: Motivo, erro: unknown, agora: Date = new Date()) {
  try {
    mkdirSync(pasta, { recursive: true });
    writeFileSync(path.join(pasta, ARQUIVO_FALHA), `${agora.toISOString()} ${motivo}: ${mensagemDe(erro)}\n`);
  } catch {
    // the copy's failure was logged already; a full disk may refuse this too
  }
}

/**
 * The last failure of a `motivo` copy recorded at or after `desde`, if any ("manual: <reason>").
 * Only the asked-for copy's: a daily copy failing while db:copia waits is not the manual one's.
 */
export function falhaDesde(pasta: string, desde: Date, motivo: Motivo): string | undefined {
  try {
    const texto = readFileSync(path.join(pasta, ARQUIVO_FALHA), 'utf8').trim();
    const instante = new Date(texto.slice(0, texto.indexOf(' ')));
    const falha = texto.slice(texto.indexOf(' ') + 1);
    return instante.getTime() >= desde.getTime() && falha.startsWith(`${motivo}: `) ? falha : undefined;
  } catch {
    return undefined;
  }
}

export function mensagemDe(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toLocaleString('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;
}

/** `2025-01-15T06-00-00Z`: an instant in a folder's name. */
function instanteParaPasta(instante: Date): string {
  return instante
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

export type VerificacaoCopia = { migracoes: number; ultimaMigracao: string | null };

/**
 * Loads a copy into `destino` (which must not exist) and reads its migrations table: a file that is
 * not a copy, or a copy PostgreSQL cannot open, fails here. `destino` is left holding the
 * restored data directory (closed) when it succeeds, and is removed when it fails.
 */
export async function carregarCopia(arquivo: string, destino: string): Promise<VerificacaoCopia> {
  if (existsSync(destino)) throw new Error(`${destino} já existe.`);
  let db: PGlite | undefined;
  try {
    const blob = new Blob([readFileSync(arquivo)]);
    db = await PGlite.create(destino, { loadDataDir: blob });
    const { rows } = await db.query<{ n: number; ultima: string | null }>(
      `SELECT count(*)::int AS n, (SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL
         ORDER BY migration_name DESC LIMIT 1) AS ultima FROM _prisma_migrations WHERE finished_at IS NOT NULL`,
    );
    await db.close();
    db = undefined;
    return { migracoes: rows[0]!.n, ultimaMigracao: rows[0]!.ultima };
  } catch (e) {
    if (db && !db.closed) await db.close().catch(() => undefined);
    rmSync(destino, { recursive: true, force: true });
    throw new Error(`${arquivo} não é uma cópia legível do banco embutido: ${mensagemDe(e)}`, { cause: e });
  }
}

export type Restauracao = VerificacaoCopia & { substituida: string | null };

/**
 * The swap failed and putting the database in use back failed too: it is at `substituida`, and
 * there is no database in the data directory. The one failure after which something did move.
 */
export class TrocaIncompleta extends Error {
  constructor(
    readonly substituida: string,
    troca: unknown,
    desfazer: unknown,
  ) {
    super(`${mensagemDe(troca)}; desfazer a troca também falhou: ${mensagemDe(desfazer)}`, { cause: troca });
  }
}

/**
 * Puts the copy `arquivo` in place of the data directory. The caller holds the lock. The copy is
 * loaded and read in a folder beside the data directory first (same disk, so the swap is two
 * renames); the current data directory is moved aside to `pglite-substituido-<instante>`, never
 * deleted. After a failed swap the database in use is put back before the loaded copy is removed.
 * `renomear` and `remover` are for the tests (a rename or a removal that fails).
 */
export async function restaurarCopia(
  arquivo: string,
  pastas: PastasEmbutidas,
  agora: Date = new Date(),
  renomear: (de: string, para: string) => void = renameSync,
  remover: (pasta: string) => void = (pasta) => rmSync(pasta, { recursive: true, force: true }),
): Promise<Restauracao> {
  mkdirSync(pastas.pastaLocal, { recursive: true });
  const marca = instanteParaPasta(agora);
  const temporaria = path.join(pastas.pastaLocal, `pglite-restaurando-${marca}`);
  const verificacao = await carregarCopia(arquivo, temporaria);
  // The loaded copy's folder is only in the way: removing it never hides the error that matters
  // (what made it fail, EBUSY from an antivirus say, often makes the rename fail too).
  const limpar = () => {
    try {
      remover(temporaria);
    } catch {
      // left beside the data directory, named pglite-restaurando-<instante>
    }
  };
  let substituida: string | null = null;
  if (existsSync(pastas.pastaDados)) {
    substituida = path.join(pastas.pastaLocal, `pglite-substituido-${marca}`);
    try {
      renomear(pastas.pastaDados, substituida);
    } catch (e) {
      limpar();
      throw e;
    }
  }
  try {
    renomear(temporaria, pastas.pastaDados);
  } catch (e) {
    // The database in use goes back first, before any cleanup that may itself fail.
    if (substituida) {
      try {
        renomear(substituida, pastas.pastaDados); // as it was
      } catch (desfazer) {
        limpar();
        throw new TrocaIncompleta(substituida, e, desfazer);
      }
    }
    limpar();
    throw e;
  }
  return { ...verificacao, substituida };
}

/**
 * What is true after `db:restaurar` failed with `e`: only an undo that failed leaves the database
 * in use elsewhere; otherwise nothing moved, and the data directory holds what it held (a database,
 * or none on a computer that never had one).
 */
export function situacaoAposFalha(e: unknown, pastas: PastasEmbutidas): string {
  if (e instanceof TrocaIncompleta) {
    return [
      `O banco que estava em uso ficou em ${e.substituida} (não é apagado) e não há banco em ${pastas.pastaDados}.`,
      'Para voltar a ele, com o servidor parado:',
      `  mv ${e.substituida} ${pastas.pastaDados}`,
    ].join('\n');
  }
  if (!existsSync(pastas.pastaDados)) return `Nada foi trocado: não havia banco em ${pastas.pastaDados} e continua não havendo.`;
  return 'Nada foi trocado: o banco em uso continua onde estava.';
}

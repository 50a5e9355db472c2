// Where the embedded database (PGlite) lives and who may open it: `npm start`, `npm run db:copia`
// and `npm run db:restaurar` take the same lock, so that only one process ever touches the files.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { raiz } from './raiz';

export type PastasEmbutidas = {
  /** EMBEDDED_DATA_DIR (default .data, git-ignored): the database, its copies and the local secrets. */
  pastaLocal: string;
  /** The PGlite data directory. */
  pastaDados: string;
  arquivoTrava: string;
  /** Copies of the data directory (scripts/lib/copias.ts). */
  pastaCopias: string;
};

export function pastasEmbutidas(fonte: Partial<NodeJS.ProcessEnv> = process.env): PastasEmbutidas {
  const pastaLocal = path.resolve(raiz, fonte.EMBEDDED_DATA_DIR || '.data');
  return {
    pastaLocal,
    pastaDados: path.join(pastaLocal, 'pglite'),
    arquivoTrava: path.join(pastaLocal, 'pglite.lock'),
    pastaCopias: path.join(pastaLocal, 'copias'),
  };
}

export function bancoExiste(pastas: PastasEmbutidas): boolean {
  return existsSync(path.join(pastas.pastaDados, 'PG_VERSION'));
}

export function processoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process that holds the lock, if any (a pid left by a killed process does not count). */
export function donoDaTrava(pastas: PastasEmbutidas): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(pastas.arquivoTrava, 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && processoVivo(pid) ? pid : undefined;
}

/**
 * PGlite does not lock its data directory (its postmaster.pid is a placeholder), and two
 * processes writing the same files would corrupt them. A pid file stands in for the lock.
 */
export function travarPastaDados(pastas: PastasEmbutidas) {
  // The lock lives in EMBEDDED_DATA_DIR, which a fresh computer does not have yet: restoring a copy
  // kept elsewhere (the disk that held the database died) is the first thing done there.
  mkdirSync(pastas.pastaLocal, { recursive: true });
  for (let tentativa = 0; tentativa < 2; tentativa++) {
    try {
      const fd = openSync(pastas.arquivoTrava, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = donoDaTrava(pastas);
      if (pid) {
        throw new Error(
          `O banco embutido (${pastas.pastaDados}) já está em uso pelo processo ${pid}. ` +
            'Encerre-o, ou defina DATABASE_URL para usar outro PostgreSQL.',
        );
      }
      unlinkSync(pastas.arquivoTrava); // left behind by a process that was killed: take it over
    }
  }
  throw new Error(`Não foi possível travar ${pastas.arquivoTrava}.`);
}

export function destravarPastaDados(pastas: PastasEmbutidas) {
  try {
    if (Number(readFileSync(pastas.arquivoTrava, 'utf8').trim()) === process.pid) unlinkSync(pastas.arquivoTrava);
  } catch {
    // already gone
  }
}

// npm run db:copia: a copy of the embedded database now (docs/operacao.md, "Cópias do banco
// embutido"). With the server running, only it may read the data directory: it is asked by
// SIGUSR2 (the pid in the lock file) and this waits for the new file. With the server stopped,
// this process takes the same lock, opens the database, copies it and closes it.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { bancoExiste, destravarPastaDados, donoDaTrava, pastasEmbutidas, travarPastaDados } from './lib/banco-embutido';
import { falhaDesde, listarCopias, megabytes, mensagemDe, tirarCopia, type Copia } from './lib/copias';

/** How long the running server may take (it waits for the statement running, then writes the file). */
const ESPERA_MS = 120_000;

const pastas = pastasEmbutidas();

function sair(codigo: number, mensagem: string): never {
  (codigo === 0 ? console.log : console.error)(mensagem);
  process.exit(codigo);
}

/** On Linux, whether `pid` is a `npm start` (a pid in a stale lock file may have been reused). */
function pareceOServidor(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('start.ts');
  } catch {
    return true; // no /proc (macOS): trust the lock, as npm start itself does
  }
}

async function pedirAoServidor(pid: number): Promise<Copia> {
  if (!pareceOServidor(pid)) {
    sair(
      1,
      `A trava ${pastas.arquivoTrava} aponta o processo ${pid}, que não é o npm start. Se o servidor não estiver ` +
        'rodando, apague a trava e rode de novo.',
    );
  }
  const desde = new Date();
  process.kill(pid, 'SIGUSR2');
  console.log(`Servidor rodando (processo ${pid}): cópia pedida, aguardando o arquivo em ${pastas.pastaCopias} ...`);
  const limite = Date.now() + ESPERA_MS;
  while (Date.now() < limite) {
    const nova = listarCopias(pastas.pastaCopias).find((c) => c.motivo === 'manual' && c.instante >= desde);
    if (nova) return nova;
    const falha = falhaDesde(pastas.pastaCopias, desde, 'manual');
    if (falha) sair(1, `O servidor não conseguiu copiar o banco: ${falha}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return sair(
    1,
    `O servidor (processo ${pid}) não gravou a cópia em ${ESPERA_MS / 1000} s. Veja o console do npm start ` +
      '(linha "Cópia do banco pedida"); o arquivo pode ainda aparecer em ' +
      `${pastas.pastaCopias}.`,
  );
}

async function copiarParado(): Promise<Copia> {
  if (!bancoExiste(pastas)) sair(1, `Não há banco embutido em ${pastas.pastaDados} (rode npm start uma vez para criá-lo).`);
  travarPastaDados(pastas);
  let db: PGlite | undefined;
  try {
    console.log(`Servidor parado: abrindo ${pastas.pastaDados} para copiar ...`);
    db = await PGlite.create(pastas.pastaDados);
    return await tirarCopia(db, pastas.pastaCopias, 'manual');
  } finally {
    await db?.close().catch(() => undefined);
    destravarPastaDados(pastas);
  }
}

async function principal() {
  if (process.env.DATABASE_URL) {
    sair(
      1,
      'npm run db:copia copia o banco embutido (PGlite), usado quando DATABASE_URL não está definida. Um PostgreSQL ' +
        'de verdade é copiado com pg_dump (ex.: pg_dump -Fc "$DATABASE_URL" > fidelidade.dump) ou pelos backups do ' +
        'seu provedor.',
    );
  }
  const dono = donoDaTrava(pastas);
  const copia = dono ? await pedirAoServidor(dono) : await copiarParado();
  console.log(`Cópia gravada: ${copia.arquivo} (${megabytes(copia.bytes)}).`);
  console.log(`Para restaurá-la (com o servidor parado): npm run db:restaurar -- ${copia.arquivo}`);
  process.exit(0);
}

principal().catch((e) => {
  console.error(`A cópia falhou: ${mensagemDe(e)}`);
  process.exit(1);
});

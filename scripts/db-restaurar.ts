// npm run db:restaurar -- <arquivo>: puts a copy of the embedded database in place of the current
// one (docs/operacao.md, "Cópias do banco embutido"). Only with the server stopped (the lock). The
// copy is loaded and read first; the current data directory is moved aside, never deleted.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { donoDaTrava, destravarPastaDados, pastasEmbutidas, travarPastaDados } from './lib/banco-embutido';
import { listarCopias, mensagemDe, restaurarCopia, situacaoAposFalha } from './lib/copias';

const pastas = pastasEmbutidas();

function sair(codigo: number, mensagem: string): never {
  (codigo === 0 ? console.log : console.error)(mensagem);
  process.exit(codigo);
}

async function principal() {
  if (process.env.DATABASE_URL) {
    sair(
      1,
      'npm run db:restaurar restaura o banco embutido (PGlite), usado quando DATABASE_URL não está definida. Um ' +
        'PostgreSQL de verdade é restaurado com pg_restore (ex.: pg_restore --clean --if-exists -d "$DATABASE_URL" ' +
        'fidelidade.dump) ou pelos backups do seu provedor.',
    );
  }
  const argumentos = process.argv.slice(2);
  if (argumentos.length !== 1) {
    const copias = listarCopias(pastas.pastaCopias);
    sair(
      2,
      [
        'Use: npm run db:restaurar -- <arquivo>',
        copias.length ? `Cópias em ${pastas.pastaCopias} (a mais recente primeiro):` : `Nenhuma cópia em ${pastas.pastaCopias}.`,
        ...copias.slice(0, 10).map((c) => `  ${c.nome}`),
      ].join('\n'),
    );
  }
  const arquivo = path.resolve(argumentos[0]!);
  if (!existsSync(arquivo)) sair(1, `Arquivo não encontrado: ${arquivo}`);
  const dono = donoDaTrava(pastas);
  if (dono) {
    sair(1, `O servidor está rodando (processo ${dono}) com ${pastas.pastaDados}. Encerre o npm start e rode de novo.`);
  }
  travarPastaDados(pastas); // and a server started meanwhile waits for us
  try {
    console.log(`Verificando ${arquivo} ...`);
    const r = await restaurarCopia(arquivo, pastas);
    console.log(
      [
        `Cópia verificada: ${r.migracoes} migrações aplicadas (última: ${r.ultimaMigracao ?? 'nenhuma'}).`,
        r.substituida ? `Banco que estava em uso movido para: ${r.substituida} (não é apagado).` : 'Não havia banco em uso.',
        `Banco restaurado em: ${pastas.pastaDados}`,
        'Inicie o servidor com npm start (migrações pendentes são aplicadas, com uma cópia antes).',
        ...(r.substituida
          ? [
              'Para desfazer, com o servidor parado:',
              `  mv ${pastas.pastaDados} ${pastas.pastaDados}-descartado`,
              `  mv ${r.substituida} ${pastas.pastaDados}`,
            ]
          : []),
      ].join('\n'),
    );
  } finally {
    destravarPastaDados(pastas);
  }
  process.exit(0);
}

principal().catch((e) => {
  console.error(`A restauração falhou: ${mensagemDe(e)}`);
  console.error(situacaoAposFalha(e, pastas));
  process.exit(1);
});

// The database the CLI scripts talk to.

/** For commands that change a database (migrate, seed): DATABASE_URL, required. */
export function urlDoBancoAlvo(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'Defina DATABASE_URL com o banco a usar (ex.: postgresql://postgres@127.0.0.1:5432/fidelidade). ' +
        'Sem DATABASE_URL, `npm start` já aplica as migrações e os dados de demonstração no banco embutido.',
    );
    process.exit(2);
  }
  return url;
}

/**
 * For `db:migration`, which only needs a PostgreSQL server to start the schema engine (the diff
 * compares two schema texts and changes no database): DATABASE_URL or the local server.
 */
export function urlDeUmServidor(): string {
  return process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
}

// The database the CLI scripts talk to: DATABASE_URL, or the local server of these machines.
export function urlDoBanco(): string {
  return process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
}

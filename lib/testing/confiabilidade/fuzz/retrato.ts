// What the database has written, cheaply: the fuzz installs, in its own database only
// (banco-proprio.ts), a row trigger on every main table that counts the rows each table really
// inserts, changes or deletes, into `fuzz_escrita`. A trigger's count belongs to the writing
// transaction, so a rolled-back request counts nothing: exactly "nothing recorded". Requests run
// one at a time, so any count that moves across a rejected request was written by it. (Hashing
// every row before and after each request cost ~10 ms and grew with the tables.)
import 'server-only';
import { pool } from '@/lib/db';

/**
 * Columns whose change alone is not a record of the request: the key's "last used" instant,
 * written off the request path at most once a minute (lib/domain/acesso/autenticar-chave-api.ts),
 * and a club PIN's wrong-try counter, which a wrong PIN (401) must raise to lock the PIN
 * (lib/domain/clube/pin-clube.ts).
 */
const IGNORADAS: Record<string, string[]> = {
  chave_api: ['ultimo_uso_em'],
  pin_clube: ['tentativas', 'invalidado_em'],
};

export const TABELAS = [
  'tenant',
  'loja',
  'chave_api',
  'usuario_admin',
  'token_admin',
  'dispositivo_admin',
  'auditoria_admin',
  'campanha',
  'campanha_loja',
  'campanha_lancamento',
  'cliente',
  'cliente_tenant',
  'consentimento_lgpd',
  'pin_clube',
  'venda',
  'resgate',
  'movimentacao',
  'lote',
  'consumo_lote',
  'evento_outbox',
  'mensagem_dev',
  'assinatura',
  'checkout_assinatura',
] as const;

export async function instalarContadores() {
  const partes = [
    `CREATE TABLE IF NOT EXISTS fuzz_escrita (tabela text PRIMARY KEY, n bigint NOT NULL DEFAULT 0)`,
    `CREATE OR REPLACE FUNCTION fuzz_contar() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO fuzz_escrita (tabela, n) VALUES (TG_TABLE_NAME || ' ' || TG_OP, 1)
       ON CONFLICT (tabela) DO UPDATE SET n = fuzz_escrita.n + 1;
       RETURN NULL;
     END $$`,
  ];
  for (const t of TABELAS) {
    const semIgnoradas = (lado: 'OLD' | 'NEW') => `(to_jsonb(${lado})${(IGNORADAS[t] ?? []).map((c) => ` - '${c}'`).join('')})`;
    partes.push(
      `CREATE OR REPLACE TRIGGER fuzz_ins AFTER INSERT OR DELETE ON ${t} FOR EACH ROW EXECUTE FUNCTION fuzz_contar()`,
      `CREATE OR REPLACE TRIGGER fuzz_upd AFTER UPDATE ON ${t} FOR EACH ROW
         WHEN (${semIgnoradas('OLD')} IS DISTINCT FROM ${semIgnoradas('NEW')}) EXECUTE FUNCTION fuzz_contar()`,
    );
  }
  for (const p of partes) await pool.query(p);
}

export type Retrato = Record<string, number>;

export async function retratar(): Promise<Retrato> {
  const { rows } = await pool.query<{ tabela: string; n: string }>(`SELECT tabela, n FROM fuzz_escrita`);
  return Object.fromEntries(rows.map((r) => [r.tabela, Number(r.n)]));
}

/** Tables written between two pictures, with the operation and how many rows: `loja UPDATE: 1`. */
export function diferencas(antes: Retrato, depois: Retrato): string[] {
  return Object.keys(depois)
    .filter((t) => (antes[t] ?? 0) !== depois[t])
    .map((t) => `${t}: ${depois[t]! - (antes[t] ?? 0)}`);
}

/** Rows the world stands on: changing or deleting them may take a credential or an object away. */
const DO_MUNDO = ['tenant', 'loja', 'chave_api', 'usuario_admin', 'campanha', 'campanha_loja', 'cliente', 'cliente_tenant', 'assinatura'];

export function mexeuNoMundo(escritas: string[]): boolean {
  return escritas.some((e) => {
    const [tabela, op] = e.split(/[ :]/);
    return DO_MUNDO.includes(tabela!) && op !== 'INSERT';
  });
}

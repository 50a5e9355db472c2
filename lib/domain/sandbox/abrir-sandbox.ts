// The sandbox of a tenant (issue 12 §2, docs/sandbox.md): a shadow tenant (`tenant.sandbox_de`)
// that a test key (`fid_test_…`) acts on instead of its live tenant. Every PDV query is already
// scoped by `tenant_id`, so mapping the key to the shadow tenant separates the data with no new
// predicate on the live sale path. The shadow tenant is created on the first call with a test key
// and holds copies of the live stores (same CNPJ, `loja.sandbox`) and campaigns, re-copied
// whenever the live ones change (a fingerprint compared on each test-key call).
import 'server-only';
import { consulta, sql, transacao, type Executor } from '@/lib/db';

export type Sandbox = {
  /** The shadow tenant: what a test key's requests act on. */
  tenantId: string;
  /** Days the sandbox's clock runs ahead of the real one. */
  deslocamentoDias: number;
};

// The copies' ids derive from the live ids, so a re-copy updates the same rows (sales and lots
// point at them) and needs no mapping table.
const idDaCopia = (coluna: string) => `md5('sandbox:' || ${coluna})::uuid`;

// Everything that decides what a sale is worth in the live tenant: every column of its stores,
// campaigns and campaign-store links. One statement, only for test keys.
const IMPRESSAO = `md5(
  coalesce((SELECT string_agg(md5(to_jsonb(l)::text), ',' ORDER BY l.id) FROM loja l WHERE l.tenant_id = $1), '') || '|' ||
  coalesce((SELECT string_agg(md5(to_jsonb(c)::text), ',' ORDER BY c.id) FROM campanha c WHERE c.tenant_id = $1), '') || '|' ||
  coalesce((SELECT string_agg(md5(to_jsonb(cl)::text), ',' ORDER BY cl.campanha_id, cl.loja_id)
              FROM campanha_loja cl WHERE cl.tenant_id = $1), ''))`;

const Q_ESTADO = consulta(`
  SELECT s.id, s.sandbox_deslocamento_dias AS dias, s.sandbox_versao = ${IMPRESSAO} AS em_dia
    FROM (SELECT $1::uuid AS id) v LEFT JOIN tenant s ON s.sandbox_de = v.id`);

const S_TRAVAR = consulta(`SELECT pg_advisory_xact_lock(hashtext('sandbox:' || $1::text))`);
const S_CRIAR = consulta(`
  INSERT INTO tenant (id, nome, ativo, sandbox_de, criado_em, atualizado_em)
  SELECT gen_random_uuid(), left(t.nome, 139) || ' (sandbox)', true, t.id, $2, $2 FROM tenant t
   WHERE t.id = $1 AND t.sandbox_de IS NULL
  ON CONFLICT (sandbox_de) DO NOTHING`);
const Q_SOMBRA = consulta(`SELECT id, sandbox_deslocamento_dias AS dias FROM tenant WHERE sandbox_de = $1`);
const Q_COLUNAS = consulta(`
  SELECT table_name AS tabela, column_name AS coluna FROM information_schema.columns
   WHERE table_schema = current_schema() AND table_name IN ('loja', 'campanha')
   ORDER BY table_name, ordinal_position`);

/** Columns copied as they are (every one but the key, the tenant and the sandbox flag), read once. */
let colunas: Promise<Record<'loja' | 'campanha', string[]>> | null = null;
function colunasCopiadas(ex: Executor) {
  colunas ??= ex.query<{ tabela: 'loja' | 'campanha'; coluna: string }>(Q_COLUNAS).then((linhas) => {
    const r: Record<'loja' | 'campanha', string[]> = { loja: [], campanha: [] };
    for (const l of linhas) if (!['id', 'tenant_id', 'sandbox'].includes(l.coluna)) r[l.tabela].push(`"${l.coluna}"`);
    return r;
  });
  return colunas.catch((e) => {
    colunas = null;
    throw e;
  });
}

function sqlCopiar(tabela: 'loja' | 'campanha', cols: string[], extras: string) {
  return consulta(`
    INSERT INTO ${tabela} (id, tenant_id${extras ? ', sandbox' : ''}, ${cols.join(', ')})
    SELECT ${idDaCopia('x.id')}, $2${extras ? `, ${extras}` : ''}, ${cols.map((c) => `x.${c}`).join(', ')}
      FROM ${tabela} x WHERE x.tenant_id = $1
    ON CONFLICT (id) DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`);
}

// A live store or campaign that disappeared stays in the sandbox (its sales point at it), out of use.
const S_LOJAS_ORFAS = consulta(`
  UPDATE loja s SET ativo = false WHERE s.tenant_id = $2
     AND s.id NOT IN (SELECT ${idDaCopia('l.id')} FROM loja l WHERE l.tenant_id = $1)`);
const S_CAMPANHAS_ORFAS = consulta(`
  UPDATE campanha s SET status = 'Encerrada' WHERE s.tenant_id = $2
     AND s.id NOT IN (SELECT ${idDaCopia('c.id')} FROM campanha c WHERE c.tenant_id = $1)`);
const S_LIMPAR_VINCULOS = consulta(`DELETE FROM campanha_loja WHERE tenant_id = $1`);
const S_COPIAR_VINCULOS = consulta(`
  INSERT INTO campanha_loja (campanha_id, loja_id, tenant_id, tipo, ativa)
  SELECT ${idDaCopia('cl.campanha_id')}, ${idDaCopia('cl.loja_id')}, $2, cl.tipo, cl.ativa
    FROM campanha_loja cl WHERE cl.tenant_id = $1`);
const S_VERSAO = consulta(`UPDATE tenant SET sandbox_versao = ${IMPRESSAO} WHERE id = $2`);

/**
 * Creates the sandbox when missing and re-copies the live stores and campaigns, in one transaction.
 * Null when `tenantLiveId` is itself a sandbox (a key issued to a shadow tenant has no sandbox).
 */
export async function sincronizarSandbox(tenantLiveId: string, agora: Date): Promise<Sandbox | null> {
  return transacao(async (tx) => {
    await tx.query(S_TRAVAR, [tenantLiveId]);
    await tx.query(S_CRIAR, [tenantLiveId, agora]);
    const [s] = await tx.query<{ id: string; dias: number }>(Q_SOMBRA, [tenantLiveId]);
    if (!s) return null;
    const c = await colunasCopiadas(tx);
    const p = [tenantLiveId, s.id];
    await tx.query(sqlCopiar('loja', c.loja, 'true'), p);
    await tx.query(sqlCopiar('campanha', c.campanha, ''), p);
    await tx.query(S_LOJAS_ORFAS, p);
    await tx.query(S_CAMPANHAS_ORFAS, p);
    await tx.query(S_LIMPAR_VINCULOS, [s.id]);
    await tx.query(S_COPIAR_VINCULOS, p);
    await tx.query(S_VERSAO, p);
    return { tenantId: s.id, deslocamentoDias: s.dias };
  });
}

/**
 * The sandbox a test key of `tenantLiveId` acts on: one read when it is up to date, a copy when
 * the live stores or campaigns changed since. Never called for live keys.
 */
export async function abrirSandbox(tenantLiveId: string, agora: Date): Promise<Sandbox | null> {
  const [e] = await sql.query<{ id: string | null; dias: number | null; em_dia: boolean | null }>(Q_ESTADO, [tenantLiveId]);
  if (e?.id && e.em_dia) return { tenantId: e.id, deslocamentoDias: e.dias ?? 0 };
  return sincronizarSandbox(tenantLiveId, agora);
}

// A sandbox's shadow tenant (docs/sandbox.md) is no tenant of the panel: a SuperAdmin who names its
// id is answered as for an id that no tenant has. The panel's admin wrapper (lib/api/admin.ts)
// swaps the id for TENANT_INEXISTENTE before anything reads it, so each route keeps the answer it
// already gives an unknown tenant (an empty list, its own 404) and nothing of the sandbox is read
// or written through the panel. The analytics, which repeat the tenant they were asked about,
// still name the shadow's id, as they would name any id no tenant has.
import 'server-only';
import { consulta, sql } from '@/lib/db';

/** An id no tenant has: tenant ids come from gen_random_uuid(), which never yields the nil UUID. */
export const TENANT_INEXISTENTE = '00000000-0000-0000-0000-000000000000';

// The primary key's index: one lookup per id named.
const Q_SOMBRAS = consulta(`SELECT id FROM tenant WHERE id = ANY ($1::uuid[]) AND sandbox_de IS NOT NULL`);

/** Which of `ids` (UUIDs, any case) are shadow tenants, lower-cased. No statement when `ids` is empty. */
export async function tenantsSombra(ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const linhas = await sql.query<{ id: string }>(Q_SOMBRAS, [ids]);
  return new Set(linhas.map((l) => l.id.toLowerCase()));
}

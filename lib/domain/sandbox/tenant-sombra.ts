// A sandbox's shadow tenant (docs/sandbox.md) is no tenant of the panel: a SuperAdmin who names its
// id is answered as for an id that no tenant has. The panel's admin wrapper (lib/api/admin.ts)
// swaps the id for TENANT_INEXISTENTE before anything reads it, so each route keeps the answer it
// already gives an unknown tenant (an empty list, its own 404) and nothing of the sandbox is read
// or written through the panel. The analytics, which repeat the tenant they were asked about,
// still name the shadow's id, as they would name any id no tenant has. The panel's pages, which
// call the domain without that wrapper, swap the id they read with `tenantDeLeitura`; and a
// record of a sandbox named by its own id (a store's copy, whose id derives from the live one's)
// is, by `podeVerRegistro`, a record that does not exist. A SuperAdmin's list of every tenant (no
// `tenantId`) reads in `escopoDeLista`, which leaves the shadow tenants' rows out.
import 'server-only';
import { consulta, prisma, sql, type Tx } from '@/lib/db';
import { UUID } from '@/lib/api/consulta';
import { podeVer } from '@/lib/domain/acesso/escopo-tenant';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';

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

/**
 * The `where` fragment of a panel list read in a scope (`tenantDoEscopo`): the rows of `tenantId`
 * or, for a SuperAdmin's list of every tenant (null), those of the live tenants only, never a
 * sandbox's (the shadow tenant's copies of stores and campaigns, and whatever was written into it).
 * Through the model's `tenant` relation: one condition of the same statement, no extra read.
 * `comSemTenant` keeps the rows that belong to no tenant (the platform team's users).
 */
export function escopoDeLista(tenantId: string | null): { tenantId: string } | { tenant: { sandboxDe: null } };
export function escopoDeLista(
  tenantId: string | null,
  comSemTenant: true,
): { tenantId: string } | { OR: [{ tenantId: null }, { tenant: { sandboxDe: null } }] };
export function escopoDeLista(tenantId: string | null, comSemTenant = false) {
  if (tenantId) return { tenantId };
  return comSemTenant ? { OR: [{ tenantId: null }, DE_TENANT_VIVO] } : DE_TENANT_VIVO;
}
const DE_TENANT_VIVO = { tenant: { sandboxDe: null } };

/**
 * The same for a model without a `tenant` relation (a segment): the shadow tenants' ids, read
 * once for the SuperAdmin's list of every tenant, are left out.
 */
export async function escopoDeListaSemRelacao(tenantId: string | null): Promise<{ tenantId: string | { notIn: string[] } }> {
  if (tenantId) return { tenantId };
  const sombras = await sql.query<{ id: string }>(Q_TODAS_AS_SOMBRAS, []);
  return { tenantId: { notIn: sombras.map((s) => s.id) } };
}
const Q_TODAS_AS_SOMBRAS = consulta(`SELECT id FROM tenant WHERE sandbox_de IS NOT NULL`);

/**
 * The tenant a panel page reads for the `tenantId` its URL names: a shadow tenant named by a
 * SuperAdmin becomes TENANT_INEXISTENTE, so the page shows what it shows for an id no tenant has.
 * One primary-key read when a SuperAdmin names a tenant; the other profiles, whose scope refuses
 * every tenant but their own, pass through without one.
 */
export async function tenantDeLeitura<T extends string | null | undefined>(p: PrincipalAdmin, tenantId: T): Promise<T | string> {
  if (p.perfil !== 'SuperAdmin' || !tenantId || !UUID.test(tenantId)) return tenantId;
  return (await tenantsSombra([tenantId])).has(tenantId.toLowerCase()) ? TENANT_INEXISTENTE : tenantId;
}

/**
 * Whether the principal sees a record of `tenantId`, else the route's 404 for a record that does
 * not exist: the scope (`podeVer`), and never a sandbox's record. Only a SuperAdmin, who sees every
 * tenant, pays a primary-key read (in the caller's transaction when it passes one); the other
 * profiles see their own tenant only, and nobody belongs to a shadow tenant.
 */
export async function podeVerRegistro(p: PrincipalAdmin, tenantId: string | null, db: Pick<Tx, 'tenant'> = prisma): Promise<boolean> {
  if (!podeVer(p, tenantId)) return false;
  if (p.perfil !== 'SuperAdmin' || tenantId === null) return true;
  const t = await db.tenant.findUnique({ where: { id: tenantId }, select: { sandboxDe: true } });
  return !t?.sandboxDe;
}

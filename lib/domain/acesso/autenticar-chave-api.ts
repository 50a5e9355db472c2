// X-Api-Key -> tenant. A positive answer is cached in the process for a few seconds, so the
// sale path does not pay a query for it; revoking a key clears this process's cache at once
// and reaches other instances within CACHE_MS (docs/arquitetura.md).
//
// A test key (`Teste`, `fid_test_…`) acts on its tenant's sandbox (issue 12 §2, docs/sandbox.md):
// `tenantId` is then the shadow tenant's, read on every call (the clock may have moved), while a
// live key's path is exactly what it was.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { hashChave, type Ambiente } from '@/lib/domain/acesso/chave-api';
import { agora } from '@/lib/relogio';
import { abrirSandbox } from '@/lib/domain/sandbox/abrir-sandbox';

export type PrincipalPdv = {
  /** The tenant every PDV operation acts on: the sandbox's shadow tenant for a test key. */
  tenantId: string;
  chaveId: string;
  ambiente: Ambiente;
  /** Test keys only: the live tenant and the sandbox's clock offset; null for a live key. */
  sandbox: { tenantLiveId: string; deslocamentoDias: number } | null;
};

const CACHE_MS = 10_000;
const USO_MS = 60_000;
const cache = new Map<string, { principal: PrincipalPdv; ate: number }>();
const ultimoUsoGravado = new Map<string, number>();

const Q_CHAVE = consulta(`
  SELECT k.id, k.tenant_id, k.ambiente
    FROM chave_api k JOIN tenant t ON t.id = k.tenant_id
   WHERE k.hash = $1 AND k.revogada_em IS NULL AND t.ativo`);

const Q_USO = consulta(`UPDATE chave_api SET ultimo_uso_em = $2 WHERE id = $1`);

export async function autenticarChaveApi(chave: string | null): Promise<PrincipalPdv | null> {
  if (!chave || chave.length > 200) return null;
  const hash = hashChave(chave.trim());
  const agoraMs = agora().getTime();
  const emCache = cache.get(hash);
  if (emCache && emCache.ate > agoraMs) return naSandbox(emCache.principal);

  const [linha] = await sql.query<{ id: string; tenant_id: string; ambiente: Ambiente }>(Q_CHAVE, [hash]);
  if (!linha) {
    cache.delete(hash);
    return null;
  }
  const principal = { tenantId: linha.tenant_id, chaveId: linha.id, ambiente: linha.ambiente, sandbox: null };
  cache.set(hash, { principal, ate: agoraMs + CACHE_MS });
  // "Last used" is bookkeeping for the panel: written at most once a minute, off the request path.
  if ((ultimoUsoGravado.get(linha.id) ?? 0) + USO_MS < agoraMs) {
    ultimoUsoGravado.set(linha.id, agoraMs);
    sql.query(Q_USO, [linha.id, agora()]).catch(() => {});
  }
  return naSandbox(principal);
}

/**
 * A live key's principal as cached; a test key's moved to its sandbox (created on first use).
 * A key issued to a shadow tenant itself authenticates nothing.
 */
async function naSandbox(principal: PrincipalPdv): Promise<PrincipalPdv | null> {
  if (principal.ambiente !== 'Teste') return principal;
  const s = await abrirSandbox(principal.tenantId, agora());
  if (!s) return null;
  return { ...principal, tenantId: s.tenantId, sandbox: { tenantLiveId: principal.tenantId, deslocamentoDias: s.deslocamentoDias } };
}

/** Revocation, rotation and tenant deactivation call this so this process forgets at once. */
export function esquecerChavesEmCache() {
  cache.clear();
}

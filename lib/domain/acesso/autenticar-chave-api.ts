// X-Api-Key -> tenant. A positive answer is cached in the process for a few seconds, so the
// sale path does not pay a query for it; revoking a key clears this process's cache at once
// and reaches other instances within CACHE_MS (docs/arquitetura.md).
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { hashChave, type Ambiente } from '@/lib/domain/acesso/chave-api';
import { agora } from '@/lib/relogio';

export type PrincipalPdv = { tenantId: string; chaveId: string; ambiente: Ambiente };

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
  if (emCache && emCache.ate > agoraMs) return emCache.principal;

  const [linha] = await sql.query<{ id: string; tenant_id: string; ambiente: Ambiente }>(Q_CHAVE, [hash]);
  if (!linha) {
    cache.delete(hash);
    return null;
  }
  const principal = { tenantId: linha.tenant_id, chaveId: linha.id, ambiente: linha.ambiente };
  cache.set(hash, { principal, ate: agoraMs + CACHE_MS });
  // "Last used" is bookkeeping for the panel: written at most once a minute, off the request path.
  if ((ultimoUsoGravado.get(linha.id) ?? 0) + USO_MS < agoraMs) {
    ultimoUsoGravado.set(linha.id, agoraMs);
    sql.query(Q_USO, [linha.id, agora()]).catch(() => {});
  }
  return principal;
}

/** Revocation, rotation and tenant deactivation call this so this process forgets at once. */
export function esquecerChavesEmCache() {
  cache.clear();
}

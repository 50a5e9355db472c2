// LGPD consent is an append-only event: who, when, through which channel (and store, when the
// channel is a store), under which version of the consent text. Nothing ever updates or deletes it.
import 'server-only';
import { consulta, type Executor } from '@/lib/db';

/** Version of the consent text the PDVs and the club show; bump it when the text changes. */
export const VERSAO_TERMO_LGPD = '2026.1';

/** `Importacao`: a row of a customer file the shop imported, attesting the customer's consent (POST ClienteAdmin/importar). */
export type CanalConsentimento = 'PDV' | 'Painel' | 'Clube' | 'Importacao';

const S_CONSENTIMENTO = consulta(`
  INSERT INTO consentimento_lgpd (cliente_id, tenant_id, loja_id, canal, versao_texto, aceito, criado_em)
  VALUES ($1, $2, $3, $4, $5, $6, $7)`);

export async function registrarConsentimento(
  ex: Executor,
  a: { clienteId: string; tenantId: string | null; lojaId?: string | null; canal: CanalConsentimento; aceito: boolean; agora: Date },
) {
  await ex.query(S_CONSENTIMENTO, [a.clienteId, a.tenantId, a.lojaId ?? null, a.canal, VERSAO_TERMO_LGPD, a.aceito, a.agora]);
}

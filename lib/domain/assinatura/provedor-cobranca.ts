// The billing provider behind the subscription endpoints (docs/api-admin-assinatura.md,
// "Provedor de cobrança"). The domain opens checkouts and portal sessions through the interface
// of contrato-provedor.ts only; which provider answers is configuration (`COBRANCA_PROVEDOR`,
// default `interno`). The built-in provider works offline and records everything in our
// database; a payment provider plugs in by implementing that interface and adding its name to
// PROVEDORES.
import 'server-only';
import { env } from '@/lib/env';
import type { ProvedorCobranca } from '@/lib/domain/assinatura/contrato-provedor';
import { provedorInterno } from '@/lib/domain/assinatura/provedor-interno';

export const PROVEDOR_PADRAO = 'interno';

type Fabrica = (o: { urlApp: string }) => ProvedorCobranca;

/** Providers known by name; a new one is added here and to the enum of `COBRANCA_PROVEDOR`. */
const PROVEDORES: Record<string, Fabrica> = {
  interno: provedorInterno,
};

/** The provider of a configured name (undefined or blank: the default). */
export function provedorCobranca(nome: string | undefined | null, o: { urlApp: string }): ProvedorCobranca {
  const escolhido = nome?.trim() || PROVEDOR_PADRAO;
  const fabrica = Object.hasOwn(PROVEDORES, escolhido) ? PROVEDORES[escolhido] : undefined;
  if (!fabrica) {
    throw new Error(`COBRANCA_PROVEDOR desconhecido: "${escolhido}". Valores aceitos: ${Object.keys(PROVEDORES).join(', ')}.`);
  }
  return fabrica(o);
}

/**
 * The provider chosen by configuration. lib/env.ts is the only reader of process.env; until its
 * schema declares `COBRANCA_PROVEDOR`, the value is absent there and the default applies.
 */
export function provedorConfigurado(): ProvedorCobranca {
  const e = env();
  return provedorCobranca(e.COBRANCA_PROVEDOR, { urlApp: e.APP_URL });
}

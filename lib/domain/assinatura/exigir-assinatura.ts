// The subscription gate of administrative actions that start benefits (activating a campaign):
// a tenant whose trial ended or whose subscription is overdue or cancelled can still see and
// edit everything, and its PDVs keep working (the cashier is never blocked), but it cannot put
// a campaign live until the subscription is settled (docs/api-decisoes.md, "Assinatura").
// A tenant without a subscription row (created before billing existed, or by the seed) is
// treated as active.
import type { Tx } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import type { StatusAssinatura } from '@/lib/generated/prisma/enums';

export const ASSINATURA_INATIVA = 'A assinatura deste cliente da plataforma não está ativa. Regularize a assinatura para ativar campanhas.';

/**
 * The rule of the gate, pure: an active subscription, or a trial not yet ended. The panel shows
 * it too (`permiteAtivarCampanhas` of GET /api/v1/assinatura), so both always agree.
 */
export function assinaturaPermiteAtivar(a: { status: StatusAssinatura; trialAte: Date | null } | null, momento: Date): boolean {
  if (!a) return true;
  return a.status === 'Ativa' || (a.status === 'Trial' && (!a.trialAte || a.trialAte > momento));
}

export async function exigirAssinaturaAtiva(tx: Tx, tenantId: string) {
  const a = await tx.assinatura.findUnique({ where: { tenantId } });
  if (!assinaturaPermiteAtivar(a, agora())) throw new ErroDeNegocio(422, ASSINATURA_INATIVA);
}

// The support change of a subscription by SuperAdmin (PUT /api/v1/assinatura/{tenantId}), outside
// the payment flow: extend a trial, mark a subscription overdue or cancelled, grant a plan paid by
// other means. Audited with the reason the support person gave. (The trial a new tenant starts
// with is written by the tenant creation, lib/domain/tenant/gravar-tenant.ts.)
import 'server-only';
import { prisma } from '@/lib/db';
import { agora } from '@/lib/relogio';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditarMudanca } from '@/lib/domain/auditoria/auditar';
import type { CodigoPlano } from '@/lib/domain/assinatura/planos';
import { carregarTenant, contarLojasAtivas } from '@/lib/domain/assinatura/consultar-assinatura';
import {
  serializarAssinatura,
  serializarAssinaturaAtual,
  type AssinaturaResponse,
  type StatusAssinatura,
} from '@/lib/domain/assinatura/dados-assinatura';

export type AlteracaoAssinatura = {
  plano: CodigoPlano;
  status: StatusAssinatura;
  trialAte: Date | null;
  periodoAtualAte: Date | null;
  motivo: string;
};

export async function alterarAssinatura(principal: PrincipalAdmin, tenantId: string, d: AlteracaoAssinatura): Promise<AssinaturaResponse> {
  await prisma.$transaction(async (tx) => {
    await carregarTenant(tx, tenantId);
    const atual = await tx.assinatura.findUnique({ where: { tenantId } });
    // Provider and external reference are the provider's: support never rewrites them.
    const dados = { plano: d.plano, status: d.status, trialAte: d.trialAte, periodoAtualAte: d.periodoAtualAte };
    const nova = atual
      ? await tx.assinatura.update({ where: { tenantId }, data: dados })
      : await tx.assinatura.create({ data: { tenantId, ...dados } });
    await auditarMudanca(tx, principal, 'AlterarAssinatura', 'Assinatura', { id: nova.id, tenantId }, serializarAssinaturaAtual(atual), {
      ...serializarAssinaturaAtual(nova),
      motivo: d.motivo,
    });
  });
  const [a, lojas] = await Promise.all([prisma.assinatura.findUnique({ where: { tenantId } }), contarLojasAtivas(prisma, tenantId)]);
  return serializarAssinatura(tenantId, a, lojas, agora());
}

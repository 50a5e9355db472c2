// Reads of the subscription pages, with the scope rules of the routes they mirror:
// GET /api/v1/assinatura (`tenantObrigatorio`: AdminTenant its own tenant, SuperAdmin names it, a
// sandbox's shadow tenant being an unknown one)
// and the checkout the built-in provider's page confirms (`podeVerRegistro`: another tenant's
// checkout, or a sandbox's, is "not found", as POST …/checkout/{id}/confirmar answers).
import { prisma } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { podeVerRegistro } from '@/lib/domain/sandbox/tenant-sombra';
import { obterAssinatura } from '@/lib/domain/assinatura/consultar-assinatura';
import { planoPorCodigo } from '@/lib/domain/assinatura/planos';
import { paraNumero } from '@/lib/dinheiro';
import { agora } from '@/lib/relogio';
import { campoUuid } from '@/lib/api/consulta';
import { tenantQuerySchema } from '@/app/api/v1/assinatura/schemas';
import { consultarPagina, parametrosDeLeitura } from '@/app/painel/(app)/consulta-pagina';

export async function consultarAssinatura(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarPagina(tenantQuerySchema, await parametrosDeLeitura(p, parametros), async (q) => {
    const tenantId = tenantObrigatorio(p, q.tenantId);
    const [assinatura, tenant] = await Promise.all([
      obterAssinatura(tenantId),
      prisma.tenant.findUnique({ where: { id: tenantId }, select: { nome: true } }),
    ]);
    return { assinatura, tenantNome: tenant?.nome ?? '' };
  });
}

export type CheckoutDaPagina = {
  id: string;
  tenantId: string;
  tenantNome: string;
  plano: string;
  nomePlano: string;
  valorMensal: number | null;
  provedor: string;
  status: string;
  expiraEm: string;
  expirado: boolean;
  concluidoEm: string | null;
};

/** The checkout, or null when the id is malformed, unknown or of another tenant (the page answers not found). */
export async function consultarCheckout(p: PrincipalAdmin, id: string): Promise<CheckoutDaPagina | null> {
  const v = campoUuid('Id').safeParse(id);
  if (!v.success) return null;
  const c = await prisma.checkoutAssinatura.findUnique({ where: { id: v.data } });
  if (!c || !(await podeVerRegistro(p, c.tenantId))) return null;
  const tenant = await prisma.tenant.findUnique({ where: { id: c.tenantId }, select: { nome: true } });
  const plano = planoPorCodigo(c.plano);
  return {
    id: c.id,
    tenantId: c.tenantId,
    tenantNome: tenant?.nome ?? '',
    plano: c.plano,
    nomePlano: plano?.nome ?? c.plano,
    valorMensal: plano ? paraNumero(plano.valorMensal) : null,
    provedor: c.provedor,
    status: c.status,
    expiraEm: isoUtc(c.expiraEm),
    // Only for the page's wording; the confirmation itself checks the expiry with the server clock.
    expirado: c.status === 'Aberto' && c.expiraEm.getTime() <= agora().getTime(),
    concluidoEm: c.concluidoEm ? isoUtc(c.concluidoEm) : null,
  };
}

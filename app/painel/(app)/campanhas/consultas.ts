// What the campaign pages read, scoped as CampanhaAdmin scopes it (lib/domain/acesso/escopo-tenant.ts):
// AdminTenant only its own tenant; SuperAdmin any tenant, or all of them in the list. Paged on
// the server (the API's list answers at most 1000 at once; a page reads 20).
import { prisma } from '@/lib/db';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { escopoDeLista, tenantDeLeitura } from '@/lib/domain/sandbox/tenant-sombra';
import { INCLUIR_LOJAS, serializarCampanha, type CampanhaResponse, type StatusCampanha } from '@/lib/domain/campanha/dados-campanha';
import { STATUS_CAMPANHA } from '@/app/api/v1/admin/campanhaadmin/schemas';

export const TAMANHO_PAGINA = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuidOuNulo(v: string | undefined): string | null {
  return v && UUID.test(v) ? v.toLowerCase() : null;
}

export function statusDoFiltro(v: string | undefined): StatusCampanha | undefined {
  return (STATUS_CAMPANHA as readonly string[]).includes(v ?? '') ? (v as StatusCampanha) : undefined;
}

export function tipoDoFiltro(v: string | undefined): 'Cashback' | 'Pontos' | undefined {
  return v === 'Cashback' || v === 'Pontos' ? v : undefined;
}

/** A page of the list, for the page's tenant (`tenantDaPagina`; a sandbox's shadow tenant is an unknown one). */
export async function listarCampanhasPaginadas(
  p: PrincipalAdmin,
  tenantDaPagina: string | null,
  filtro: { status?: StatusCampanha; tipo?: 'Cashback' | 'Pontos' },
  pagina: number,
): Promise<{ itens: CampanhaResponse[]; total: number }> {
  const tenantId = await tenantDeLeitura(p, tenantDaPagina);
  const where = {
    ...escopoDeLista(tenantId),
    ...(filtro.status ? { status: filtro.status } : {}),
    ...(filtro.tipo ? { tipo: filtro.tipo } : {}),
  };
  const [total, lista] = await Promise.all([
    prisma.campanha.count({ where }),
    prisma.campanha.findMany({
      where,
      include: INCLUIR_LOJAS,
      // Same order as the API's list; the id breaks ties so pages never overlap.
      orderBy: [{ criadoEm: 'desc' }, { id: 'asc' }],
      skip: (pagina - 1) * TAMANHO_PAGINA,
      take: TAMANHO_PAGINA,
    }),
  ]);
  return { itens: lista.map(serializarCampanha), total };
}

/** The stores a campaign of `tenantId` may name (every store of the tenant; inactive ones flagged). */
export function lojasDoTenant(tenantId: string) {
  return prisma.loja.findMany({ where: { tenantId }, select: { id: true, nome: true, cnpj: true, ativo: true }, orderBy: { nome: 'asc' } });
}

/** SuperAdmin's tenant selector (by name, up to 500). */
export function tenantsParaEscolha() {
  return prisma.tenant.findMany({ where: { sandboxDe: null }, select: { id: true, nome: true }, orderBy: { nome: 'asc' }, take: 500 });
}

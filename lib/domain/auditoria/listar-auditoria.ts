// Reading the append-only audit log (docs/api-admin-plataforma.md, "Auditoria"): a tenant's
// administrators read their tenant's rows, which include what the platform team did to that
// tenant; rows of platform-level changes (SuperAdmin users) have no tenant and only SuperAdmin
// reads them. Newest first. The dates of the filters are calendar days in the platform's time
// zone (FUSO_HORARIO_PADRAO, America/Sao_Paulo), both inclusive.
import 'server-only';
import { prismaLeitura } from '@/lib/db';
import { inicioDoDia, isoUtc, somarDias } from '@/lib/datas';
import { env } from '@/lib/env';
import { paginaDe, type Pagina, type Paginacao } from '@/lib/api/consulta';
import type { AuditoriaAdmin, Prisma } from '@/lib/generated/prisma/client';

export type AuditoriaResponse = {
  id: string;
  criadoEm: string;
  tenantId: string | null;
  usuarioId: string | null;
  usuarioEmail: string | null;
  acao: string;
  entidade: string;
  entidadeId: string | null;
  antes: unknown;
  depois: unknown;
  requestId: string | null;
};

export function serializarAuditoria(a: AuditoriaAdmin): AuditoriaResponse {
  return {
    id: a.id,
    criadoEm: isoUtc(a.criadoEm),
    tenantId: a.tenantId,
    usuarioId: a.usuarioId,
    usuarioEmail: a.usuarioEmail,
    acao: a.acao,
    entidade: a.entidade,
    entidadeId: a.entidadeId,
    antes: a.antes ?? null,
    depois: a.depois ?? null,
    requestId: a.requestId,
  };
}

export type FiltroAuditoria = Paginacao & {
  entidade?: string;
  entidadeId?: string;
  usuarioId?: string;
  acao?: string;
  dataInicio?: string;
  dataFim?: string;
};

/** `tenantId` null: every row (SuperAdmin without a tenantId). */
export async function listarAuditoria(tenantId: string | null, f: FiltroAuditoria): Promise<Pagina<AuditoriaResponse>> {
  const fuso = env().FUSO_HORARIO_PADRAO;
  const criadoEm: Prisma.DateTimeFilter = {
    ...(f.dataInicio ? { gte: inicioDoDia(f.dataInicio, fuso) } : {}),
    ...(f.dataFim ? { lt: inicioDoDia(somarDias(f.dataFim, 1), fuso) } : {}),
  };
  const where: Prisma.AuditoriaAdminWhereInput = {
    ...(tenantId ? { tenantId } : {}),
    ...(f.entidade ? { entidade: { equals: f.entidade, mode: 'insensitive' } } : {}),
    ...(f.entidadeId ? { entidadeId: f.entidadeId } : {}),
    ...(f.usuarioId ? { usuarioId: f.usuarioId } : {}),
    ...(f.acao ? { acao: { equals: f.acao, mode: 'insensitive' } } : {}),
    ...(f.dataInicio || f.dataFim ? { criadoEm } : {}),
  };
  return paginaDe(f, serializarAuditoria, prismaLeitura.auditoriaAdmin, { where, orderBy: [{ criadoEm: 'desc' }, { id: 'desc' }] });
}

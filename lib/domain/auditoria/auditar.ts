// Append-only audit of administrative changes (who, when, what, before/after), written in the
// same transaction as the change it records. The table refuses UPDATE and DELETE (trigger).
import 'server-only';
import type { Tx } from '@/lib/db';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { contextoRequisicao } from '@/lib/log';
import type { AcaoAuditoria, EntidadeAuditoria } from '@/lib/domain/auditoria/acoes';

/** Strips secrets before anything reaches the audit row. */
function limpar(v: unknown): Prisma.InputJsonValue | undefined {
  if (v === undefined || v === null) return undefined;
  return JSON.parse(
    JSON.stringify(v, (k, valor) => (/^(senhaHash|hash|senha|token|segredo|chave)$/i.test(k) ? undefined : valor)),
  ) as Prisma.InputJsonValue;
}

export async function auditar(
  tx: Tx,
  a: {
    principal: PrincipalAdmin | null;
    tenantId: string | null;
    acao: AcaoAuditoria;
    entidade: EntidadeAuditoria;
    entidadeId?: string | null;
    antes?: unknown;
    depois?: unknown;
  },
) {
  await tx.auditoriaAdmin.create({
    data: {
      tenantId: a.tenantId,
      usuarioId: a.principal?.usuarioId ?? null,
      usuarioEmail: a.principal?.email ?? null,
      acao: a.acao,
      entidade: a.entidade,
      entidadeId: a.entidadeId ?? null,
      antes: limpar(a.antes),
      depois: limpar(a.depois),
      requestId: contextoRequisicao.getStore()?.requestId ?? null,
    },
  });
}

/**
 * The usual row, in one line at the call: `acao` on one entity (`registro`: its id and tenant), with its state before
 * and after (null where there is none, e.g. before a creation).
 */
export function auditarMudanca(
  tx: Tx,
  principal: PrincipalAdmin | null,
  acao: AcaoAuditoria,
  entidade: EntidadeAuditoria,
  registro: { id: string; tenantId: string | null },
  antes?: unknown,
  depois?: unknown,
) {
  return auditar(tx, { principal, tenantId: registro.tenantId, acao, entidade, entidadeId: registro.id, antes, depois });
}

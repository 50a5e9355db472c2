// Devices of panel users for push notifications (POST/DELETE /api/v1/admin/AdminDispositivo;
// docs/api-admin-assinatura.md, "Dispositivos"). A device token identifies one app install, so
// it belongs to one user at a time: registering a known token again moves it to the caller
// (someone else logged in on that phone) and is otherwise idempotent. Nothing is sent yet;
// notifications would leave through the transactional outbox.
import 'server-only';
import { prisma } from '@/lib/db';
import { naoEncontrado } from '@/lib/erros';
import { isoUtc } from '@/lib/datas';
import type { DispositivoAdmin } from '@/lib/generated/prisma/client';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditarMudanca } from '@/lib/domain/auditoria/auditar';

export const DISPOSITIVO_NAO_ENCONTRADO = 'Dispositivo não encontrado.';

export const PLATAFORMAS_DISPOSITIVO = ['android', 'ios', 'web'] as const;
export type PlataformaDispositivo = (typeof PLATAFORMAS_DISPOSITIVO)[number];

export type DispositivoResponse = {
  id: string;
  plataforma: PlataformaDispositivo;
  nome: string | null;
  criadoEm: string;
};

function serializar(d: DispositivoAdmin): DispositivoResponse {
  return { id: d.id, plataforma: d.plataforma as PlataformaDispositivo, nome: d.nome, criadoEm: isoUtc(d.criadoEm) };
}

/** What the audit keeps of a device: never the token itself, nor another user's id. */
const resumo = (d: DispositivoAdmin, principal: PrincipalAdmin) => ({
  plataforma: d.plataforma,
  nome: d.nome,
  doUsuario: d.usuarioId === principal.usuarioId,
});

export async function registrarDispositivo(
  principal: PrincipalAdmin,
  d: { token: string; plataforma: PlataformaDispositivo; nome?: string | null },
): Promise<DispositivoResponse> {
  return prisma.$transaction(async (tx) => {
    const antes = await tx.dispositivoAdmin.findUnique({ where: { token: d.token } });
    // The name is kept when the same user re-registers without one; a new owner starts afresh.
    const nome = d.nome ?? (antes && antes.usuarioId === principal.usuarioId ? antes.nome : null);
    // Native upsert (INSERT … ON CONFLICT): two first registrations of a token at once give one row.
    const salvo = await tx.dispositivoAdmin.upsert({
      where: { token: d.token },
      create: { token: d.token, usuarioId: principal.usuarioId, plataforma: d.plataforma, nome },
      update: { usuarioId: principal.usuarioId, plataforma: d.plataforma, nome },
    });
    await auditarMudanca(
      tx,
      principal,
      antes ? 'AtualizarDispositivo' : 'RegistrarDispositivo',
      'DispositivoAdmin',
      { id: salvo.id, tenantId: principal.tenantId },
      antes ? resumo(antes, principal) : undefined,
      resumo(salvo, principal),
    );
    return serializar(salvo);
  });
}

/** Removes one of the caller's devices; another user's token is "not found" and stays. */
export async function removerDispositivo(principal: PrincipalAdmin, token: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const d = await tx.dispositivoAdmin.findUnique({ where: { token } });
    if (!d || d.usuarioId !== principal.usuarioId) throw naoEncontrado(DISPOSITIVO_NAO_ENCONTRADO);
    // deleteMany: a concurrent removal of the same token answers 404 instead of failing.
    const { count } = await tx.dispositivoAdmin.deleteMany({ where: { id: d.id, usuarioId: principal.usuarioId } });
    if (count === 0) throw naoEncontrado(DISPOSITIVO_NAO_ENCONTRADO);
    await auditarMudanca(
      tx,
      principal,
      'RemoverDispositivo',
      'DispositivoAdmin',
      { id: d.id, tenantId: principal.tenantId },
      resumo(d, principal),
    );
  });
}

// The notice e-mail of a change to a panel user's own access (password changed, two-step
// verification turned on or off, reset by an administrator, a recovery code used): queued in the
// outbox inside the change's transaction, at the company's clock, with the way back in for someone
// who did not make the change ("Esqueci minha senha").
import 'server-only';
import type { Tx } from '@/lib/db';
import { env } from '@/lib/env';
import { FUSO_BRASILIA } from '@/lib/datas';

export type UsuarioAvisado = { id: string; tenantId: string | null; email: string; nome: string };

export async function avisarConta(
  tx: Tx,
  u: UsuarioAvisado,
  a: { tipo: string; chave: string; momento: Date; dados: Record<string, string | number> },
): Promise<void> {
  const config = u.tenantId
    ? await tx.configuracaoComunicacao.findUnique({ where: { tenantId: u.tenantId }, select: { fusoHorario: true } })
    : null;
  await tx.eventoOutbox.create({
    data: {
      tenantId: u.tenantId,
      tipo: a.tipo,
      chave: a.chave,
      payload: {
        para: u.email,
        nome: u.nome,
        ...a.dados,
        fusoHorario: config?.fusoHorario ?? FUSO_BRASILIA,
        link: `${env().APP_URL.replace(/\/$/, '')}/painel/recuperar-senha?email=${encodeURIComponent(u.email)}`,
      },
      criadoEm: a.momento,
      proximaTentativaEm: a.momento,
    },
  });
}

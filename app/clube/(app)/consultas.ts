// Reads of the club pages that no club endpoint returns as such, scoped to the signed-in customer
// (the principal comes from exigirClienteDoClube, the club API's own token check): the QR token
// (the login answer carries it; the page shows the current one), the CPF for the automatic
// sign-in after a password change, and whether a password exists (definir-senha asks for the
// current one only then). Never the hash itself.
import { prisma } from '@/lib/db';
import { formatarCpf, mascararCpf } from '@/lib/documentos/cpf';
import { isoUtc } from '@/lib/datas';
import type { PrincipalClube } from '@/lib/domain/clube/sessao-clube';

export type ContaClube = { cpf: string; cpfMascarado: string; temSenha: boolean; qrToken: string; qrGeradoEm: string };

export async function contaDoCliente(p: PrincipalClube): Promise<ContaClube> {
  const c = await prisma.cliente.findUniqueOrThrow({
    where: { id: p.clienteId },
    select: { cpf: true, senhaHash: true, qrToken: true, qrGeradoEm: true },
  });
  const cpf = formatarCpf(c.cpf ?? '');
  return { cpf, cpfMascarado: mascararCpf(cpf), temSenha: !!c.senhaHash, qrToken: c.qrToken, qrGeradoEm: isoUtc(c.qrGeradoEm) };
}

/**
 * The programme and store of a "Participe do clube" sign-up just confirmed (`/clube?participou=<lojaId>`,
 * docs/clube.md, "Participar pelo link da loja"), for the welcome notice: only when the signed-in
 * customer is an active member of that store's programme, so a link cannot make the page claim a
 * membership the customer does not have.
 */
export async function participacaoNaLoja(
  p: PrincipalClube,
  lojaId: string | undefined,
): Promise<{ programa: string; lojaNome: string } | null> {
  if (!lojaId || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(lojaId)) return null;
  const l = await prisma.loja.findFirst({
    where: { id: lojaId, tenant: { clientes: { some: { clienteId: p.clienteId, ativo: true } } } },
    select: { nome: true, tenant: { select: { nome: true } } },
  });
  return l ? { programa: l.tenant.nome, lojaNome: l.nome } : null;
}

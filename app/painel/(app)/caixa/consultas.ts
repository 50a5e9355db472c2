// Server-side read of the counter page: the programme's active stores, for the store this
// counter sells in (the sale, the redemption and the cancellation name it by CNPJ, as the PDV does;
// the registration by id; its time zone says which day "today's sales" are).
import 'server-only';
import { prisma } from '@/lib/db';

export type LojaDoCaixa = { id: string; nome: string; cnpj: string; fusoHorario: string };

/** `tenantId` comes from `programaDaPagina`, which already scoped it to the principal. */
export async function lojasDoCaixa(tenantId: string): Promise<LojaDoCaixa[]> {
  return prisma.loja.findMany({
    where: { tenantId, ativo: true },
    select: { id: true, nome: true, cnpj: true, fusoHorario: true },
    orderBy: { nome: 'asc' },
  });
}

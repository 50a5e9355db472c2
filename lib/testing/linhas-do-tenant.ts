// The rows one tenant holds in some tables, counted together: a test reads them before and after a
// call that must write nothing there (or compares them with what it must write). Scoped to the
// tenant: the other test files write to the same tables at the same time.
import 'server-only';
import { prisma } from '@/lib/db';

/** Tables with a `tenantId` column that tests count. */
type TabelaDoTenant =
  | 'venda'
  | 'movimentacao'
  | 'lote'
  | 'clienteTenant'
  | 'ajusteSaldo'
  | 'consentimentoLgpd'
  | 'auditoriaAdmin'
  | 'eventoOutbox'
  | 'saldoParticipacao';

/** Each table's count of `tenantId`'s rows, keyed by the table. */
export async function linhasDoTenant<T extends TabelaDoTenant>(tenantId: string, tabelas: readonly T[]): Promise<Record<T, number>> {
  const contagens = await Promise.all(
    tabelas.map((t) => {
      const tabela: { count(a: { where: { tenantId: string } }): Promise<number> } = prisma[t];
      return tabela.count({ where: { tenantId } });
    }),
  );
  return Object.fromEntries(tabelas.map((t, i) => [t, contagens[i]])) as Record<T, number>;
}

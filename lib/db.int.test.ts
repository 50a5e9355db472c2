// transacaoPrisma's time limit: Prisma ends an interactive transaction after 5 s unless told
// otherwise; the customer import's batches ask for more (lib/domain/cliente/importar-clientes.ts).
import { describe, expect, it } from 'vitest';
import { transacaoPrisma } from '@/lib/db';

describe('transacaoPrisma', () => {
  it('keeps a transaction that runs past 5 s when the caller gives it a longer limit', async () => {
    const r = await transacaoPrisma(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_sleep(5.3)`;
        return (await tx.$queryRaw<{ n: number }[]>`SELECT 1::int AS n`)[0]!.n;
      },
      { timeoutMs: 15_000 },
    );
    expect(r).toBe(1);
  }, 20_000);
});

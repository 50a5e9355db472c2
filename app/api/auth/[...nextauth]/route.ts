// next-auth of the panel (lib/auth/opcoes-painel.ts).
import NextAuth from 'next-auth';
import { opcoesPainel } from '@/lib/auth/opcoes-painel';

export const dynamic = 'force-dynamic';

type Contexto = { params: Promise<{ nextauth: string[] }> };

async function tratar(req: Request, ctx: Contexto) {
  // next-auth 4 reads the route's params synchronously: resolve Next 16's promise first.
  return NextAuth(req as never, { params: await ctx.params } as never, opcoesPainel());
}

export { tratar as GET, tratar as POST };

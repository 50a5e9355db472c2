// next-auth of the club portal (lib/auth/opcoes-clube.ts), on its own base path and cookie.
import NextAuth from 'next-auth';
import { opcoesClube } from '@/lib/auth/opcoes-clube';

export const dynamic = 'force-dynamic';

type Contexto = { params: Promise<{ nextauth: string[] }> };

async function tratar(req: Request, ctx: Contexto) {
  return NextAuth(req as never, { params: await ctx.params } as never, opcoesClube());
}

export { tratar as GET, tratar as POST };

import Link from 'next/link';
import { Provedores } from '@/components/provedores';
import { SessaoClube } from '../_componentes/sessao-clube';

// Public pages of the club (sign-in): mobile first, one column.
export default function LayoutPublicoClube({ children }: { children: React.ReactNode }) {
  return (
    <Provedores>
      <SessaoClube carregar={false}>
        <div className="flex min-h-screen flex-col items-center gap-6 px-4 py-8 sm:justify-center sm:py-12">
          <Link
            href="/clube"
            className="rounded text-2xl font-bold text-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
          >
            Clube Fidelidade
          </Link>
          <main className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</main>
        </div>
      </SessaoClube>
    </Provedores>
  );
}

'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

const ITENS = [
  { href: '/clube', rotulo: 'Início' },
  { href: '/clube/historico', rotulo: 'Histórico' },
  { href: '/clube/qr', rotulo: 'Meu QR' },
  { href: '/clube/perfil', rotulo: 'Perfil' },
] as const;

/** The club's four sections; four equal tabs fit a 360-px screen. */
export function NavegacaoClube() {
  const atual = usePathname();
  return (
    <nav aria-label="Menu do clube">
      <ul className="grid grid-cols-4 gap-1">
        {ITENS.map((i) => {
          const ativo = i.href === '/clube' ? atual === '/clube' : atual.startsWith(i.href);
          return (
            <li key={i.href}>
              <Link
                href={i.href}
                aria-current={ativo ? 'page' : undefined}
                className={`flex min-h-11 items-center justify-center rounded-md px-1 py-2 text-center text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700 ${
                  ativo ? 'bg-marca-700 text-white' : 'text-slate-800 hover:bg-slate-100'
                }`}
              >
                {i.rotulo}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export function LinkMenu({ href, secao = href, children }: { href: string; secao?: string; children: React.ReactNode }) {
  const atual = usePathname();
  const ativo = href === '/painel' ? atual === href : atual.startsWith(secao);
  return (
    <Link
      href={href}
      aria-current={ativo ? 'page' : undefined}
      className={`block whitespace-nowrap rounded-md px-3 py-2 text-sm ${ativo ? 'bg-marca-50 font-semibold text-marca-800' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      {children}
    </Link>
  );
}

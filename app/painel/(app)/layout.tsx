import Link from 'next/link';
import { Provedores } from '@/components/provedores';
import { exigirPainel } from '@/lib/auth/sessao';
import { MENU } from './navegacao';
import { BotaoSair } from './sair';
import { LinkMenu } from './link-menu';

export default async function LayoutPainel({ children }: { children: React.ReactNode }) {
  const p = await exigirPainel();
  const itens = MENU.filter((i) => i.perfis.includes(p.perfil));
  return (
    <Provedores>
      <div className="min-h-screen lg:grid lg:grid-cols-[15rem_1fr]">
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Ir para o conteúdo
        </a>
        <header className="border-b border-slate-200 bg-white lg:min-h-screen lg:border-b-0 lg:border-r">
          <div className="flex items-center justify-between gap-3 px-4 py-3 lg:flex-col lg:items-start">
            <Link href="/painel" className="text-lg font-bold text-marca-800">
              Fidelidade
            </Link>
            <div className="text-right text-xs text-slate-600 lg:text-left">
              <p className="font-medium text-slate-800">{p.nome}</p>
              <p>{p.perfil === 'SuperAdmin' ? 'Equipe da plataforma' : p.perfil === 'AdminTenant' ? 'Gestor' : 'Operador de caixa'}</p>
            </div>
          </div>
          <nav aria-label="Menu do painel" className="overflow-x-auto px-2 pb-2 lg:pb-4">
            <ul className="flex gap-1 lg:flex-col">
              {itens.map((i) => (
                <li key={i.href}>
                  <LinkMenu href={i.href}>{i.rotulo}</LinkMenu>
                </li>
              ))}
              <li>
                <BotaoSair />
              </li>
            </ul>
          </nav>
        </header>
        <main id="conteudo" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
          {children}
        </main>
      </div>
    </Provedores>
  );
}

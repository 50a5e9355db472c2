import Link from 'next/link';
import { Provedores } from '@/components/provedores';
import { BotaoSair } from '../_componentes/botao-sair';
import { NavegacaoClube } from '../_componentes/navegacao';
import { SessaoClube } from '../_componentes/sessao-clube';
import { exigirClienteDoClube } from '../_componentes/autorizacao';

// Signed-in pages of the club. Every page also authorizes itself (a layout is not re-rendered
// on client-side navigation between its pages); pages are server-rendered whole, with no
// loading placeholders, so nothing moves once the page shows.
export default async function LayoutClubeAutenticado({ children }: { children: React.ReactNode }) {
  await exigirClienteDoClube();
  return (
    <Provedores>
      <SessaoClube carregar>
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-marca-800"
        >
          Ir para o conteúdo
        </a>
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex w-full max-w-2xl flex-col gap-2 px-3 pb-2 pt-2">
            <div className="flex items-center justify-between gap-2">
              <Link
                href="/clube"
                className="rounded text-lg font-bold text-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
              >
                Clube Fidelidade
              </Link>
              <BotaoSair />
            </div>
            <NavegacaoClube />
          </div>
        </header>
        <main id="conteudo" tabIndex={-1} className="mx-auto w-full max-w-2xl px-4 py-5 focus:outline-none">
          {children}
        </main>
      </SessaoClube>
    </Provedores>
  );
}

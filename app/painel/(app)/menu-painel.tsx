'use client';
// The panel's menu. From the `lg` breakpoint it is the sidebar; below it (a phone at 360 px) a
// "Menu" button opens it as a drawer over the page, so no item is cut off or scrolls sideways.
// The items come from navegacao.ts (filtered by profile on the server).
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { PAGINA_CONTA, type ItemMenu } from './navegacao';
import { BotaoSair } from './sair';
import { LinkMenu } from './link-menu';

type Props = { itens: Pick<ItemMenu, 'href' | 'rotulo' | 'secao'>[]; nome: string; papel: string };

function Itens({ itens, aoEscolher }: { itens: Props['itens']; aoEscolher?: () => void }) {
  return (
    // Only a link closes the drawer: "Sair" keeps it open, to show "Saindo…" and, if the server is
    // not reached, that the person is still signed in.
    <ul className="flex flex-col gap-1" onClick={(e) => (e.target as HTMLElement).closest('a') && aoEscolher?.()}>
      {itens.map((i) => (
        <li key={i.href}>
          <LinkMenu href={i.href} secao={i.secao}>
            {i.rotulo}
          </LinkMenu>
        </li>
      ))}
      {/* One's own account, for every profile, beside "Sair": apart from the work items, as in most products. */}
      <li className="mt-2 border-t border-slate-200 pt-2">
        <LinkMenu href={PAGINA_CONTA.href}>{PAGINA_CONTA.rotulo}</LinkMenu>
      </li>
      <li>
        <BotaoSair />
      </li>
    </ul>
  );
}

export function MenuPainel({ itens, nome, papel }: Props) {
  const [aberto, setAberto] = useState(false);
  const botao = useRef<HTMLButtonElement>(null);
  const fechar = useRef<HTMLButtonElement>(null);
  const gaveta = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!aberto) return;
    fechar.current?.focus();
    const tecla = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setAberto(false);
        botao.current?.focus();
        return;
      }
      // A modal drawer keeps the keyboard inside it: Tab from the last item goes back to the first.
      if (e.key !== 'Tab') return;
      const focaveis = gaveta.current ? [...gaveta.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];
      const [primeiro, ultimo] = [focaveis[0], focaveis.at(-1)];
      if (!primeiro || !ultimo) return;
      if (e.shiftKey && document.activeElement === primeiro) {
        e.preventDefault();
        ultimo.focus();
      } else if (!e.shiftKey && document.activeElement === ultimo) {
        e.preventDefault();
        primeiro.focus();
      }
    };
    document.addEventListener('keydown', tecla);
    return () => document.removeEventListener('keydown', tecla);
  }, [aberto]);

  const quem = (
    <div className="text-xs text-slate-600">
      <p className="font-medium text-slate-800">{nome}</p>
      <p>{papel}</p>
    </div>
  );

  return (
    <header className="border-b border-slate-200 bg-white lg:min-h-screen lg:border-b-0 lg:border-r print:hidden">
      <div className="flex items-center justify-between gap-3 px-4 py-3 lg:flex-col lg:items-start">
        <Link href="/painel" className="text-lg font-bold text-marca-800">
          Fidelidade
        </Link>
        <div className="hidden lg:block">{quem}</div>
        <button
          ref={botao}
          type="button"
          aria-expanded={aberto}
          aria-controls="menu-painel-celular"
          onClick={() => setAberto(true)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
        >
          <span aria-hidden="true" className="text-base leading-none">
            ☰
          </span>
          Menu
        </button>
      </div>
      <nav aria-label="Menu do painel" className="hidden px-2 pb-4 lg:block">
        <Itens itens={itens} />
      </nav>
      {aberto && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div className="absolute inset-0 bg-slate-900/40" aria-hidden="true" onClick={() => setAberto(false)} />
          <div
            id="menu-painel-celular"
            ref={gaveta}
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl"
          >
            <div className="flex items-start justify-between gap-3">
              {quem}
              <button
                ref={fechar}
                type="button"
                onClick={() => {
                  setAberto(false);
                  botao.current?.focus();
                }}
                aria-label="Fechar menu"
                className="min-h-11 shrink-0 whitespace-nowrap rounded-md border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50"
              >
                Fechar
              </button>
            </div>
            <nav aria-label="Menu do painel">
              {/* A chosen page closes the drawer (the link navigates; the drawer must not stay over the new page). */}
              <Itens itens={itens} aoEscolher={() => setAberto(false)} />
            </nav>
          </div>
        </div>
      )}
    </header>
  );
}

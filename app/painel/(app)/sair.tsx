'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { linhaCookieTenant } from '@/lib/navegador/estado-painel';
import { marcarSaida } from '@/lib/navegador/cliente-api';
import { SAIR_FALHOU, encerrarSessao } from '@/lib/navegador/encerrar-sessao';

/**
 * Ends the session and lands on the sign-in page saying so ("Você saiu do painel."), never "Sua
 * sessão expirou": requests still in flight when the cookie goes answer 401, and those must not
 * send the person to the expired-session message (lib/navegador/cliente-api.ts). When the server
 * is not reached, the person stays on the page and is told they are still signed in.
 */
export function BotaoSair({ className = '' }: { className?: string }) {
  const router = useRouter();
  const [saindo, setSaindo] = useState(false);
  const [falhou, setFalhou] = useState(false);
  async function sair() {
    setSaindo(true);
    setFalhou(false);
    marcarSaida();
    // Not next-auth's own redirect: it goes to the configured APP_URL, which behind a proxy or in a
    // test may be another host. The sign-in page is outside this layout: leaving it drops the
    // session's client state (React Query's cache lives in the layout's Provedores).
    if (!(await encerrarSessao())) {
      marcarSaida(false);
      setSaindo(false);
      setFalhou(true);
      return;
    }
    document.cookie = linhaCookieTenant(null);
    router.replace('/painel/entrar?saiu=1');
    router.refresh();
  }
  return (
    <>
      <button
        type="button"
        onClick={sair}
        disabled={saindo}
        aria-busy={saindo || undefined}
        className={`block w-full whitespace-nowrap rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 ${className}`}
      >
        {saindo ? 'Saindo…' : 'Sair'}
      </button>
      {falhou && (
        <p role="alert" className="px-3 pb-2 text-xs text-red-700">
          {SAIR_FALHOU}
        </p>
      )}
    </>
  );
}

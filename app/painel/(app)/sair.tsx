'use client';
import { signOut } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { linhaCookieTenant } from '@/lib/navegador/estado-painel';
import { marcarSaida } from '@/lib/navegador/cliente-api';

/**
 * Ends the session and lands on the sign-in page saying so ("Você saiu do painel."), never "Sua
 * sessão expirou": requests still in flight when the cookie goes answer 401, and those must not
 * send the person to the expired-session message (lib/navegador/cliente-api.ts).
 */
export function BotaoSair({ className = '' }: { className?: string }) {
  const router = useRouter();
  const [saindo, setSaindo] = useState(false);
  async function sair() {
    setSaindo(true);
    marcarSaida();
    document.cookie = linhaCookieTenant(null);
    // Not next-auth's own redirect: it goes to the configured APP_URL, which behind a proxy or in a
    // test may be another host. The sign-in page is outside this layout: leaving it drops the
    // session's client state (React Query's cache lives in the layout's Provedores).
    await signOut({ redirect: false });
    router.replace('/painel/entrar?saiu=1');
    router.refresh();
  }
  return (
    <button
      type="button"
      onClick={sair}
      disabled={saindo}
      aria-busy={saindo || undefined}
      className={`block w-full whitespace-nowrap rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 ${className}`}
    >
      {saindo ? 'Saindo…' : 'Sair'}
    </button>
  );
}

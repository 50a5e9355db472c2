'use client';
import { signOut } from 'next-auth/react';
import { useState } from 'react';
import { linhaCookieTenant } from '@/lib/navegador/estado-painel';
import { marcarSaida } from '@/lib/navegador/cliente-api';

/**
 * Ends the session and lands on the sign-in page saying so ("Você saiu do painel."), never "Sua
 * sessão expirou": requests still in flight when the cookie goes answer 401, and those must not
 * send the person to the expired-session message (lib/navegador/cliente-api.ts).
 */
export function BotaoSair({ className = '' }: { className?: string }) {
  const [saindo, setSaindo] = useState(false);
  async function sair() {
    setSaindo(true);
    marcarSaida();
    document.cookie = linhaCookieTenant(null);
    // next-auth loads the page in full: the session's client state (React Query's cache) goes with it.
    await signOut({ callbackUrl: '/painel/entrar?saiu=1' });
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

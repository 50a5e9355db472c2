'use client';
import { encerrarSessao } from '@/lib/navegador/encerrar-sessao';

/**
 * Ends the club session and opens `destino` on this same address. Not next-auth's own redirect:
 * it goes to the configured APP_URL, which on a phone reaching the app by another name or IP (a
 * LAN address, a proxy) is a page that does not open — the customer was left on an error screen
 * after "Sair". A full load, not the router: nothing of the customer's data stays in memory.
 *
 * False when the sign-out did not reach the server (the caller says so). After the erasure of the
 * customer's data the session is already dead on the server (its version moved), so the page
 * leaves anyway.
 */
export async function sairDoClube(destino: '/clube/entrar?saiu=1' | '/clube/entrar?excluido=1'): Promise<boolean> {
  const saiu = await encerrarSessao();
  if (!saiu && destino === '/clube/entrar?saiu=1') return false;
  window.location.replace(destino);
  return true;
}

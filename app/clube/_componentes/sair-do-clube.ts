'use client';
import { signOut } from 'next-auth/react';

/**
 * Ends the club session and opens `destino` on this same address. Not next-auth's own redirect:
 * it goes to the configured APP_URL, which on a phone reaching the app by another name or IP (a
 * LAN address, a proxy) is a page that does not open — the customer was left on an error screen
 * after "Sair". A full load, not the router: nothing of the customer's data stays in memory.
 */
export async function sairDoClube(destino: '/clube/entrar?saiu=1' | '/clube/entrar?excluido=1') {
  await signOut({ redirect: false });
  window.location.replace(destino);
}

'use client';
import { signOut } from 'next-auth/react';

/**
 * What the "Sair" buttons show when the sign-out did not reach the server (a phone that lost its
 * signal, a server restarting). The session cookie is httpOnly: only the server can clear it, so
 * the person is still signed in on this device and must be told so, not left on a spinner: on a
 * borrowed or shared phone that matters.
 */
export const SAIR_FALHOU = 'Não foi possível sair: sem conexão com o servidor. Você continua conectado neste aparelho; tente de novo.';

/**
 * Ends the browser session (next-auth's instance of the page: the club's SessaoClube sets its
 * base path). False when the server was not reached or did not confirm: next-auth's `signOut`
 * throws then (a failed fetch, or an answer that is not its JSON).
 */
export async function encerrarSessao(): Promise<boolean> {
  try {
    await signOut({ redirect: false });
    return true;
  } catch {
    return false;
  }
}

'use client';
// next-auth's client helpers (signIn, signOut) talk to the club's own instance only when a
// SessionProvider with its base path has rendered (lib/auth/opcoes-clube.ts lives on
// /api/clube-auth, the panel on the default /api/auth).
//
// `carregar`: on the signed-in pages the provider asks /api/clube-auth/session once per page load
// (and when the tab regains focus). That request is what keeps a session in use alive: next-auth
// re-issues the 30-day cookie, and once a day the API token inside is exchanged for a fresh one
// (the sliding window of POST /clube/auth/renovar). Nothing on screen depends on its answer, so
// it causes no layout shift. The sign-in page has no session to keep: it passes `null`.
import { SessionProvider } from 'next-auth/react';

export const BASE_AUTH_CLUBE = '/api/clube-auth';

export function SessaoClube({ children, carregar }: { children: React.ReactNode; carregar: boolean }) {
  return (
    <SessionProvider basePath={BASE_AUTH_CLUBE} {...(carregar ? {} : { session: null })}>
      {children}
    </SessionProvider>
  );
}

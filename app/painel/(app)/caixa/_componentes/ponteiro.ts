// Whether the main pointer is a finger — the same test as SO_TECLADO's `pointer-coarse:` (teclas.tsx),
// for what CSS cannot decide: the focus and a placeholder's text.
import { useSyncExternalStore } from 'react';

const CONSULTA = '(pointer: coarse)';

/** Now, outside React (an effect, a key handler). False where there is no window. */
export function ponteiroDeDedo(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(CONSULTA).matches;
}

function assinar(avisar: () => void) {
  const m = window.matchMedia(CONSULTA);
  m.addEventListener('change', avisar);
  return () => m.removeEventListener('change', avisar);
}

/** As state: false on the server's render (a desktop), the device's answer once hydrated. */
export function usePonteiroDeDedo(): boolean {
  return useSyncExternalStore(assinar, ponteiroDeDedo, () => false);
}

'use client';
import { useEffect, useState } from 'react';

/**
 * The value as it was `ms` after it last changed: the editors' live previews and counts ask the API
 * once the person pauses typing, not on every key.
 */
export function useAtrasado<T>(valor: T, ms: number): T {
  const [atrasado, setAtrasado] = useState(valor);
  useEffect(() => {
    const t = setTimeout(() => setAtrasado(valor), ms);
    return () => clearTimeout(t);
  }, [valor, ms]);
  return atrasado;
}

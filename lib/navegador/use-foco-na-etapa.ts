'use client';
import { useEffect, useRef } from 'react';

/**
 * The heading of a form whose steps replace each other (the club's sign-in, the sign-up's code):
 * at each new step the focus moves to the returned heading (give it `tabIndex={-1}`), so keyboard
 * and screen-reader users land on the new step; not on the first load, where the page starts.
 */
export function useFocoNaEtapa(etapa: string) {
  const titulo = useRef<HTMLHeadingElement>(null);
  const primeira = useRef(true);
  useEffect(() => {
    if (primeira.current) {
      primeira.current = false;
      return;
    }
    titulo.current?.focus();
  }, [etapa]);
  return titulo;
}

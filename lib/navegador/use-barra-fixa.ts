'use client';
// A bar pinned to the bottom of the screen (the segment editor's live count on a phone) must not
// hide the field that has the focus (WCAG 2.2, 2.4.11 "Focus Not Obscured"): while it is pinned,
// the page's scroll-padding-bottom (app/globals.css, --barra-fixa) is its height, so a field that
// takes the focus (Tab, or a refusal that focuses the field it names) is scrolled above the bar,
// never left behind it. The browser does the scrolling: scroll-padding counts in every
// scroll-into-view, the focus's included (WCAG technique C43).
import { useEffect, useRef } from 'react';

/** A little room between the focused field (its focus ring) and the bar. */
const FOLGA_PX = 8;

export function useBarraFixa<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const barra = ref.current;
    if (!barra) return;
    const raiz = document.documentElement;
    // Pinned only where its CSS pins it to the bottom: beside the form on a wide screen it is not.
    const medir = () => {
      const estilo = getComputedStyle(barra);
      const fixa = (estilo.position === 'sticky' || estilo.position === 'fixed') && estilo.bottom !== 'auto';
      if (fixa) raiz.style.setProperty('--barra-fixa', `${Math.ceil(barra.getBoundingClientRect().height) + FOLGA_PX}px`);
      else raiz.style.removeProperty('--barra-fixa');
    };
    medir();
    // Its height changes with its content (a refusal shown in it) and with the screen's width.
    const observador = new ResizeObserver(medir);
    observador.observe(barra);
    window.addEventListener('resize', medir);
    return () => {
      observador.disconnect();
      window.removeEventListener('resize', medir);
      raiz.style.removeProperty('--barra-fixa');
    };
  }, []);
  return ref;
}

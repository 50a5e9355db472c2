'use client';
// The browser's print dialog; the page's @media print leaves out the menu, the filters and the settings.
import { Botao } from '@/components/ui/botao';

export function BotaoImprimir() {
  return (
    <Botao type="button" variante="secundario" className="print:hidden" onClick={() => window.print()}>
      Imprimir
    </Botao>
  );
}

'use client';
// The member's referral link on the home's "Indique e ganhe" card: shown whole (wrapped, and
// selected in one tap, for a phone's own "Copiar"), a copy button with a polite confirmation,
// and "Compartilhar". Sharing is a WhatsApp link (wa.me, with the message and the link) that works
// without JavaScript and renders the same on the server and in the browser; where the browser has
// the Web Share API (phones), the click opens the phone's share sheet instead.
import { useRef, useState } from 'react';
import { Botao } from '@/components/ui/botao';

export function CompartilharIndicacao({ link, mensagem, programa }: { link: string; mensagem: string; programa: string }) {
  const texto = useRef<HTMLParagraphElement>(null);
  const [copia, setCopia] = useState<'nao' | 'ok' | 'falhou'>('nao');
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${mensagem} ${link}`)}`;

  async function copiar() {
    // Cleared first, so that a second copy is announced again by screen readers (same text otherwise).
    setCopia('nao');
    try {
      await navigator.clipboard.writeText(link);
      setCopia('ok');
    } catch {
      // No clipboard permission (or an insecure context): the link is selected for the phone's menu.
      if (texto.current) window.getSelection()?.selectAllChildren(texto.current);
      setCopia('falhou');
    }
  }

  function compartilhar(e: React.MouseEvent<HTMLAnchorElement>) {
    if (typeof navigator.share !== 'function') return;
    e.preventDefault();
    navigator.share({ title: `Clube ${programa}`, text: mensagem, url: link }).catch((erro: unknown) => {
      // Closing the share sheet is no failure; anything else falls back to WhatsApp, in this tab: the
      // click's permission to open a window went with the share sheet, so a new one would be blocked.
      if ((erro as { name?: string }).name !== 'AbortError') window.location.assign(whatsapp);
    });
  }

  return (
    <div className="mt-3 flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">Seu link</p>
      <p
        ref={texto}
        className="select-all break-all rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
      >
        {link}
      </p>
      <div className="flex flex-wrap gap-2">
        <Botao type="button" variante="secundario" className="flex-[1_1_8rem]" onClick={copiar}>
          Copiar link
        </Botao>
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          onClick={compartilhar}
          className="inline-flex min-h-11 flex-[1_1_8rem] items-center justify-center rounded-md bg-marca-700 px-4 py-2 text-sm font-semibold text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
        >
          Compartilhar
        </a>
      </div>
      <p role="status" className={`min-h-5 text-sm ${copia === 'falhou' ? 'text-red-700' : 'text-green-800'}`}>
        {copia === 'ok' && 'Link copiado. Agora é só colar na conversa com seu amigo.'}
        {copia === 'falhou' && 'Não foi possível copiar. O link está selecionado: copie pelo menu do celular.'}
      </p>
    </div>
  );
}

'use client';
// A modal dialog for forms (create, edit), on the native <dialog> element like Confirmar: focus
// stays inside, Esc closes it, and the title names it for screen readers.
import { useEffect, useId, useRef } from 'react';

export function Dialogo({
  aberto,
  titulo,
  descricao,
  children,
  onFechar,
  largura = 'md',
}: {
  aberto: boolean;
  titulo: string;
  descricao?: React.ReactNode;
  children: React.ReactNode;
  onFechar: () => void;
  largura?: 'md' | 'lg';
}) {
  const id = useId();
  return (
    <DialogoNativo aberto={aberto} onFechar={onFechar} idTitulo={`${id}-titulo`} largura={largura}>
      {aberto && (
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h2 id={`${id}-titulo`} className="text-lg font-semibold text-slate-900">
                {titulo}
              </h2>
              {descricao && <div className="text-sm text-slate-600">{descricao}</div>}
            </div>
            <button
              type="button"
              onClick={onFechar}
              className="rounded px-2 py-1 text-xl leading-none text-slate-600 hover:bg-slate-100"
              aria-label="Fechar"
            >
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </DialogoNativo>
  );
}

/**
 * The native modal `<dialog>` both dialogs stand on: opened and closed with `aberto`, Esc asks the
 * page to close it (the page owns the state), named by its title, never wider than the screen.
 */
export function DialogoNativo({
  aberto,
  onFechar,
  idTitulo,
  largura = 'md',
  children,
}: {
  aberto: boolean;
  onFechar: () => void;
  idTitulo: string;
  largura?: 'md' | 'lg';
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (aberto && !d.open) d.showModal();
    if (!aberto && d.open) d.close();
  }, [aberto]);
  return (
    <dialog
      ref={ref}
      onCancel={(e) => {
        e.preventDefault();
        onFechar();
      }}
      aria-labelledby={idTitulo}
      // A dialog opened from a table row (AcoesCadastro's `whitespace-nowrap` cell) would inherit the
      // row's nowrap and alignment: its text must wrap inside the dialog.
      className={`m-auto whitespace-normal text-left rounded-lg p-0 shadow-xl backdrop:bg-slate-900/50 ${largura === 'lg' ? 'w-[min(44rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'}`}
    >
      {children}
    </dialog>
  );
}

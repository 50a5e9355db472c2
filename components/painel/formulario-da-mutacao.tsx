'use client';
// The panel's form that saves with one mutation. The browser judges nothing (noValidate): the API
// checks every field and its messages are the ones the person reads, not the browser's own (whole
// numbers are text fields, CampoInteiro, so what was typed is what the API judges). After a
// refusal the first field it names takes the focus, so a screen reader reads its message.
import { useEffect, useRef, type ReactNode } from 'react';

export function FormularioDaMutacao({
  salvar,
  className,
  children,
}: {
  salvar: { mutate: () => void; error: unknown };
  className: string;
  children: ReactNode;
}) {
  const formulario = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (salvar.error) formulario.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [salvar.error]);
  return (
    <form
      ref={formulario}
      noValidate
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        salvar.mutate();
      }}
    >
      {children}
    </form>
  );
}

'use client';
// The panel's form that saves with one mutation. The browser judges nothing (noValidate): the API
// checks every field and its messages are the ones the person reads, not the browser's own (whole
// numbers are text fields, CampoInteiro, so what was typed is what the API judges).
import type { ReactNode } from 'react';

export function FormularioDaMutacao({
  salvar,
  className,
  children,
}: {
  salvar: { mutate: () => void };
  className: string;
  children: ReactNode;
}) {
  return (
    <form
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

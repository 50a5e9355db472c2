'use client';
// The panel's form that saves with one mutation. The browser judges nothing (noValidate): the API
// checks every field and its messages are the ones the person reads, not the browser's own (a
// number field's min and max then only bound its arrows).
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

'use client';
// The editors of the panel with a live side (a campaign's preview, a segment's count): the fields
// beside the side on wide screens, above it on a phone; one mutation saves, and its refusal shows
// above the fields with the API's message.
import type { ReactNode } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { FormularioDaMutacao } from '@/components/painel/formulario-da-mutacao';
import { ErroApi } from '@/lib/navegador/cliente-api';

export function FormularioEditor({
  salvar,
  espaco,
  lateral,
  children,
}: {
  salvar: { mutate: () => void; error: unknown };
  /** The gap between the fields (`gap-4`, `gap-5`). */
  espaco: string;
  lateral: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormularioDaMutacao salvar={salvar} className="flex flex-col gap-5 lg:flex-row lg:items-start">
      <div className={`flex min-w-0 flex-1 flex-col ${espaco}`}>
        {!!salvar.error && (
          <Alerta tipo="erro">
            {salvar.error instanceof ErroApi ? salvar.error.mensagem : 'Não foi possível salvar. Tente novamente.'}
          </Alerta>
        )}
        {children}
      </div>
      {lateral}
    </FormularioDaMutacao>
  );
}

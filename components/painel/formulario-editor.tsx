'use client';
// The editors of the panel with a live side (a campaign's preview, a segment's count): the fields
// beside the side on wide screens, above it on a phone; one mutation saves. Its refusal is split by
// the editor (`errosDoEnvio`): each message naming a field goes next to it, in the panel's words
// (docs/painel.md, "Mensagens de validação"); the rest shows above the fields as the API wrote it, all of it.
import type { ReactNode } from 'react';
import { AlertaDeErros } from '@/components/ui/alerta';
import { FormularioDaMutacao } from '@/components/painel/formulario-da-mutacao';
import { mensagensSemCampo, type ErrosPorCampo } from '@/lib/navegador/mensagens-formulario';

export function FormularioEditor({
  salvar,
  erros,
  espaco,
  lateral,
  children,
}: {
  salvar: { mutate: () => void; error: unknown };
  /** The refusal by field; `_`, what is about no field (every message: a list when several), shows above the fields. */
  erros: ErrosPorCampo;
  /** The gap between the fields (`gap-4`, `gap-5`). */
  espaco: string;
  lateral: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormularioDaMutacao salvar={salvar} className="flex flex-col gap-5 lg:flex-row lg:items-start">
      <div className={`flex min-w-0 flex-1 flex-col ${espaco}`}>
        <AlertaDeErros mensagens={mensagensSemCampo(erros._)} />
        {children}
      </div>
      {lateral}
    </FormularioDaMutacao>
  );
}

// What a page about one programme (customers, sales) shows before the SuperAdmin picks one.
import type { ReactNode } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { SeletorTenant } from '@/components/painel/seletor-tenant';

export function EscolhaDePrograma({ caminho, inexistente, children }: { caminho: string; inexistente: boolean; children: ReactNode }) {
  return (
    <>
      {inexistente && (
        <Alerta tipo="erro" className="mb-4">
          Programa não encontrado. Escolha um programa da lista.
        </Alerta>
      )}
      <SeletorTenant caminho={caminho} atual={null} permitirTodos={false} />
      <p className="mt-4 text-sm text-slate-600">{children}</p>
    </>
  );
}

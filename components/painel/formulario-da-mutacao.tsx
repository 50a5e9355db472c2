'use client';
// The panel's form that saves with one mutation. The browser judges nothing (noValidate): the API
// checks every field and its messages are the ones the person reads, not the browser's own (whole
// numbers are text fields, CampoInteiro, so what was typed is what the API judges). After a
// refusal the first field it names takes the focus, so a screen reader reads its message.
import { useEffect, useRef, type ReactNode } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Cartao } from '@/components/ui/cartao';
import { ErroApi } from '@/lib/navegador/cliente-api';

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

/**
 * A card of settings saved with one PUT (the counter's limit, the sending rules): what the API
 * answered, the fields, and the button that saves them.
 */
export function CartaoDaConfiguracao({
  titulo,
  className,
  salvar,
  botao,
  children,
}: {
  titulo: string;
  className: string;
  salvar: { mutate: () => void; error: Error | null; data?: { mensagem: string | null }; isPending: boolean };
  /** The button's text: "Salvar limite". */
  botao: string;
  children: ReactNode;
}) {
  return (
    <Cartao titulo={titulo} className={className}>
      <FormularioDaMutacao salvar={salvar} className="flex flex-col gap-3">
        {salvar.data && <Alerta tipo="sucesso">{salvar.data.mensagem}</Alerta>}
        {salvar.error && (
          <Alerta tipo="erro">{salvar.error instanceof ErroApi ? salvar.error.mensagem : 'Não foi possível salvar.'}</Alerta>
        )}
        {children}
        <div>
          <Botao type="submit" variante="secundario" carregando={salvar.isPending}>
            {botao}
          </Botao>
        </div>
      </FormularioDaMutacao>
    </Cartao>
  );
}

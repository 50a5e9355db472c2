'use client';
// The three steps every counter form shares (sale, redemption, cancellation): edit, check, done.
// One keyboard contract for all of them (docs/caixa.md): Enter moves forward, Esc goes back one
// step (from the first one it leaves the customer), and each step puts the focus where Enter acts.
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { ErroApi } from '@/lib/navegador/cliente-api';
import { ComTecla } from './teclas';

export type Etapa = 'editar' | 'conferir' | 'feito';

/** What the counter gives each form: the programme and store it acts in, and the way out (Esc, "Trocar cliente"). */
export type PropsDaOperacao = { tenantId: string | null; cnpjLoja: string; onSair: () => void };

/** Focus the element of each step as it opens: the first field, `<prefixo>-confirmar`, `<prefixo>-novo`. */
export function useFocoDaEtapa(etapa: Etapa, prefixo: string, campo: string) {
  const alvo = { editar: campo, conferir: `${prefixo}-confirmar`, feito: `${prefixo}-novo` }[etapa];
  useEffect(() => {
    document.getElementById(alvo)?.focus();
  }, [alvo]);
}

/** Esc: from checking back to editing, from done to a new one, from editing out of the form. */
export function teclaEsc(etapa: Etapa, acoes: { voltar: () => void; recomecar: () => void; sair: () => void }) {
  return (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    if (etapa === 'conferir') acoes.voltar();
    else if (etapa === 'feito') acoes.recomecar();
    else acoes.sair();
  };
}

/** The first step: the form's fields; Enter checks. */
export function EtapaEditar({ onConferir, children }: { onConferir: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onConferir();
      }}
      className="grid gap-3 sm:grid-cols-2"
    >
      {children}
    </form>
  );
}

/** The buttons of the first step: check (Enter, the form's submit) and change customer (Esc). */
export function BotoesEditar({
  rotulo,
  carregando,
  perigo,
  onSair,
}: {
  rotulo: string;
  carregando?: boolean;
  perigo?: boolean;
  onSair: () => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
      <Botao type="submit" variante={perigo ? 'perigo' : 'primario'} carregando={carregando}>
        <ComTecla rotulo={rotulo} />
      </Botao>
      <Botao type="button" variante="secundario" onClick={onSair}>
        <ComTecla rotulo="Trocar cliente (Esc)" />
      </Botao>
    </div>
  );
}

/**
 * The check step: what will happen (children), the API's refusal if the confirmation failed and,
 * when the document number was already used for something else, a button for a new number.
 */
export function EtapaConferir({
  prefixo,
  rotulo,
  rotuloVoltar = 'Corrigir (Esc)',
  perigo,
  mutacao,
  onNovoDocumento,
  onVoltar,
  className = 'flex flex-col gap-3',
  testId,
  children,
}: {
  prefixo: string;
  rotulo: string;
  rotuloVoltar?: string;
  perigo?: boolean;
  /** The confirmation's call: Enter runs it once; its refusal is shown here. */
  mutacao: { isPending: boolean; error: Error | null; mutate: () => void };
  /** Given when the refusal is a document number used for another operation. */
  onNovoDocumento?: ((erro: ErroApi) => (() => void) | null) | null;
  onVoltar: () => void;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const pendente = mutacao.isPending;
  const erro = mutacao.error instanceof ErroApi ? mutacao.error : null;
  const novoDocumento = erro && onNovoDocumento ? onNovoDocumento(erro) : null;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!pendente) mutacao.mutate();
      }}
      className={className}
      data-testid={testId}
    >
      {children}
      {erro && (
        <Alerta tipo="erro">
          <p>{erro.message}</p>
          {novoDocumento && (
            <Botao variante="secundario" className="mt-2" onClick={novoDocumento}>
              Gerar outro número de documento
            </Botao>
          )}
        </Alerta>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Botao id={`${prefixo}-confirmar`} type="submit" variante={perigo ? 'perigo' : 'primario'} carregando={pendente}>
          <ComTecla rotulo={rotulo} />
        </Botao>
        <Botao type="button" variante="secundario" onClick={onVoltar}>
          <ComTecla rotulo={rotuloVoltar} />
        </Botao>
      </div>
    </form>
  );
}

/** The done step: the outcome (a replay of the same document is a warning, not a success) and the next one. */
export function EtapaFeita({
  prefixo,
  titulos: [titulo, tituloRepetido],
  repetido,
  novo: [rotuloNovo, onNovo],
  secundario,
  children,
}: {
  prefixo: string;
  /** The title of a new operation and of a replay of the same document. */
  titulos: [string, string];
  repetido: boolean;
  novo: [string, () => void];
  secundario?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3" role="status">
      <Alerta tipo={repetido ? 'aviso' : 'sucesso'}>
        <p className="font-semibold">{repetido ? tituloRepetido : titulo}</p>
        <p className="mt-1">{children}</p>
      </Alerta>
      <Botao id={`${prefixo}-novo`} variante={secundario ? 'secundario' : 'primario'} onClick={onNovo}>
        <ComTecla rotulo={rotuloNovo} />
      </Botao>
    </div>
  );
}

'use client';
import type { ReactNode } from 'react';
import { Botao } from '@/components/ui/botao';
import { Selecao } from '@/components/ui/campo';
import { Dialogo } from '@/components/ui/dialogo';
import { BotoesDoFormulario, FormCadastro } from '@/components/painel/formulario-cadastro';

type Ambiente = 'Producao' | 'Teste';

/**
 * "Nova loja", "Nova chave"…: what a list of one tenant creates needs that tenant chosen first (a
 * SuperAdmin looking at every tenant). Disabled until then, and its title says why.
 */
export function BotaoCriar({
  podeCriar,
  oQue,
  onClick,
  children,
}: {
  podeCriar: boolean;
  /** What it creates, with its article: "uma loja". */
  oQue: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Botao type="button" disabled={!podeCriar} title={podeCriar ? undefined : `Escolha um tenant para criar ${oQue}`} onClick={onClick}>
      {children}
    </Botao>
  );
}

/**
 * A creation in a dialog (a key, a webhook): the header's button opens it, the form below sends it,
 * and its Cancel closes it.
 */
export function CriarNoDialogo({
  criacao: { aberto, setAberto, criar, envio, enviar },
  corpo,
  podeCriar,
  oQue,
  botao,
  titulo,
  descricao,
  rotulo,
  children,
}: {
  /** useCriarComSegredo's answer. */
  criacao: {
    aberto: boolean;
    setAberto: (aberto: boolean) => void;
    criar: { isPending: boolean };
    envio: { _?: string };
    enviar: (corpo: unknown) => void;
  };
  /** What the form sends, as typed. */
  corpo: unknown;
  podeCriar: boolean;
  oQue: string;
  /** The header button's text: "Nova chave". */
  botao: string;
  titulo: string;
  descricao: string;
  /** The submit button's text: "Criar chave". */
  rotulo: string;
  children: ReactNode;
}) {
  return (
    <>
      <BotaoCriar podeCriar={podeCriar} oQue={oQue} onClick={() => setAberto(true)}>
        {botao}
      </BotaoCriar>
      <Dialogo aberto={aberto} onFechar={() => setAberto(false)} titulo={titulo} descricao={descricao}>
        <FormCadastro
          onSubmit={(e) => {
            e.preventDefault();
            enviar(corpo);
          }}
          erro={envio._}
        >
          {children}
          <BotoesDoFormulario onCancelar={() => setAberto(false)} carregando={criar.isPending} rotulo={rotulo} />
        </FormCadastro>
      </Dialogo>
    </>
  );
}

/** Which API a key or a webhook belongs to; `ajuda` says what that means for it. */
export function SelecaoAmbiente({
  valor,
  onMudar,
  erro,
  ajuda,
}: {
  valor: Ambiente;
  onMudar: (ambiente: Ambiente) => void;
  erro?: string;
  ajuda: string;
}) {
  return (
    <Selecao rotulo="Ambiente" value={valor} onChange={(e) => onMudar(e.target.value as Ambiente)} erro={erro} ajuda={ajuda}>
      <option value="Producao">Produção</option>
      <option value="Teste">Teste</option>
    </Selecao>
  );
}

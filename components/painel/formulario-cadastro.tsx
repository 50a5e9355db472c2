'use client';
// What every create/edit dialog of the panel shares: POST to create or PUT to edit, the API's
// message as a notice, the feature's queries invalidated, the dialog closed and the page
// refreshed; the API's refusal above the fields; Cancelar and the submit button at the end.
import { useRouter } from 'next/navigation';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { AlertaDeErros } from '@/components/ui/alerta';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { mascaraCnpj } from '@/components/painel/mascara-cnpj';
import type { FormEventHandler, ReactNode } from 'react';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import { errosDaResposta, mensagensSemCampo, type ErrosPorCampo, type Rotulos } from '@/lib/navegador/mensagens-formulario';

export function useSalvarCadastro<R>({
  rota,
  id,
  chave,
  mensagem,
  onFechar,
}: {
  /** The collection (`/api/v1/admin/lojas`); with `id`, `${rota}/${id}` is edited. */
  rota: string;
  id?: string;
  chave: QueryKey;
  /** The notice after saving, from the API's answer. */
  mensagem: (r: { dados: R; mensagem: string | null }) => string;
  onFechar: () => void;
}) {
  const router = useRouter();
  const cliente = useQueryClient();
  const avisar = useAvisos();
  return useMutation({
    mutationFn: (corpo: unknown) => (id ? chamarApi<R>('PUT', `${rota}/${id}`, { corpo }) : chamarApi<R>('POST', rota, { corpo })),
    onSuccess: async (r) => {
      avisar('sucesso', mensagem(r));
      await cliente.invalidateQueries({ queryKey: chave });
      onFechar();
      router.refresh();
    },
  });
}

/**
 * The API's refusal placed next to the fields it names, in the panel's words (labels, not the API's
 * field names); `_` is what is about no field (or the page's own message when the failure is not the API's).
 */
export function errosDoEnvio(
  erro: unknown,
  rotulos: Rotulos,
  outros?: (mensagem: string) => string | null,
  padrao = 'Não foi possível salvar. Tente novamente.',
): ErrosPorCampo {
  if (!erro) return {};
  if (!(erro instanceof ErroApi)) return { _: padrao };
  return errosDaResposta(erro.erros.length ? erro.erros : [erro.mensagem], rotulos, outros);
}

/** The API's refusal, every message of it (or the page's own message when the failure is not the API's). */
export function ErroDoEnvio({ erro, padrao = 'Não foi possível salvar. Tente novamente.' }: { erro: unknown; padrao?: string }) {
  if (!erro) return null;
  return <AlertaDeErros mensagens={!(erro instanceof ErroApi) ? [padrao] : erro.erros.length ? erro.erros : [erro.mensagem]} />;
}

/** The submit button says what is happening while the request runs ("Salvando…"), not just a spinner. */
export function BotoesDoFormulario({
  onCancelar,
  carregando,
  rotulo,
  rotuloCarregando = 'Salvando…',
}: {
  onCancelar: () => void;
  carregando: boolean;
  rotulo: string;
  rotuloCarregando?: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Botao type="button" variante="secundario" onClick={onCancelar}>
        Cancelar
      </Botao>
      <Botao type="submit" carregando={carregando}>
        {carregando ? rotuloCarregando : rotulo}
      </Botao>
    </div>
  );
}

/** The form of a create/edit dialog: the API's refusal that names no field (`_`, every message) above the fields. */
export function FormCadastro({ onSubmit, erro, children }: { onSubmit: FormEventHandler; erro?: string; children: ReactNode }) {
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <AlertaDeErros mensagens={mensagensSemCampo(erro)} />
      {children}
    </form>
  );
}

/** What the fields below share: a label, the value and its change, the message next to it. */
type CampoControlado = { rotulo: string; valor: string; onMudar: (v: string) => void; erro?: string | null };

/** The name of what is registered: required, no autofill (it is not the person's own name). */
export function CampoNome({ valor, onMudar, ...props }: CampoControlado & { maxLength: number; ajuda?: string }) {
  return <Campo value={valor} onChange={(e) => onMudar(e.target.value)} required autoComplete="off" {...props} />;
}

/** Any other text of what is registered (a description, a subject, a URL): no autofill either. */
export function CampoLivre({
  valor,
  onMudar,
  ...props
}: CampoControlado & { maxLength: number; type?: 'url'; required?: boolean; placeholder?: string; ajuda?: string }) {
  return <Campo value={valor} onChange={(e) => onMudar(e.target.value)} autoComplete="off" {...props} />;
}

/** An e-mail of what is registered (a contact, a user's login): no autofill (it is not the person's own). */
export function CampoEmail({ valor, onMudar, ...props }: CampoControlado & { required?: boolean; readOnly?: boolean; disabled?: boolean }) {
  return <Campo type="email" value={valor} onChange={(e) => onMudar(e.target.value)} {...props} autoComplete="off" />;
}

/** A CNPJ being typed: masked as it goes, its letters in capitals (the alphanumeric CNPJ, from 2026). */
export function CampoCnpj({ valor, onMudar, ...props }: CampoControlado & { required?: boolean; inputMode?: 'text'; ajuda?: string }) {
  return (
    <Campo
      value={valor}
      onChange={(e) => onMudar(mascaraCnpj(e.target.value))}
      {...props}
      autoCapitalize="characters"
      placeholder="00.000.000/0000-00"
    />
  );
}

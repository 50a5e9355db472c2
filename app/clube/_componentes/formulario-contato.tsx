'use client';
// E-mail and phone of the customer (PUT /clube/perfil: "send only what changes"; an empty field
// clears it, and the API keeps at least one contact because the PIN goes there).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { useCampos } from '@/lib/navegador/use-campos';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { errosDaResposta, errosDoPainel } from '@/lib/navegador/mensagens-formulario';
import { telefone as formatarTelefone } from '@/lib/formatar';
import { chavesClube } from './chaves';
import { validarFormulario } from '@/components/ui/validacao';
import { contatoSchema } from './esquemas';
import { mascaraTelefone } from './mascaras';

type Campos = { email: string; telefone: string };

/** The labels on screen: messages say `“Celular” está em formato inválido.`, not the API's `O campo Telefone …`. */
const ROTULOS = { email: 'E-mail', telefone: 'Celular' };

export function FormularioContato({ email, telefone }: { email: string | null; telefone: string | null }) {
  const router = useRouter();
  const cliente = useQueryClient();
  const inicial: Campos = { email: email ?? '', telefone: telefone ? formatarTelefone(telefone) : '' };
  const { valores, setErros, campo } = useCampos<Campos>(inicial);
  const [aviso, setAviso] = useState<{ tipo: 'sucesso' | 'erro' | 'info'; texto: string } | null>(null);

  const salvar = useMutation({
    mutationFn: (corpo: Partial<Campos>) => chamarApi<null>('PUT', '/api/v1/clube/perfil', { corpo }),
    onSuccess: async (r) => {
      setAviso({ tipo: 'sucesso', texto: r.mensagem ?? 'Perfil atualizado com sucesso.' });
      await cliente.invalidateQueries({ queryKey: chavesClube.perfil() });
      router.refresh();
    },
    onError: (e) => {
      if (e instanceof ErroApi) {
        // Each refusal next to the field it names; the rest (keep one contact) above the button.
        const { _: geral, ...porCampo } = errosDaResposta(e.erros, ROTULOS, undefined, valores);
        setErros(porCampo);
        setAviso(geral || !Object.keys(porCampo).length ? { tipo: 'erro', texto: geral ?? e.mensagem } : null);
      } else setAviso({ tipo: 'erro', texto: 'Não foi possível salvar. Tente novamente.' });
    },
  });

  function enviar(ev: React.FormEvent) {
    ev.preventDefault();
    setAviso(null);
    const r = validarFormulario(contatoSchema, valores);
    if (!r.ok) {
      setErros(errosDoPainel(r.erros, ROTULOS, valores));
      return;
    }
    setErros({});
    const digitos = (t: string) => t.replace(/\D/g, '');
    const corpo: Partial<Campos> = {};
    if (r.dados.email.toLowerCase() !== (email ?? '')) corpo.email = r.dados.email;
    if (digitos(r.dados.telefone) !== (telefone ?? '')) corpo.telefone = r.dados.telefone;
    if (!Object.keys(corpo).length) {
      setAviso({ tipo: 'info', texto: 'Nada mudou: altere o e-mail ou o telefone antes de salvar.' });
      return;
    }
    salvar.mutate(corpo);
  }

  return (
    <form onSubmit={enviar} className="flex flex-col gap-4" noValidate>
      {/* No maxLength: the browser would cut a pasted address silently and a wrong one would be saved
          (the PIN goes there); the schema's limit says "longo demais" instead. */}
      <Campo rotulo="E-mail" type="email" autoComplete="email" inputMode="email" {...campo('email')} />
      <Campo
        rotulo="Celular"
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder="(11) 98888-7777"
        maxLength={20}
        ajuda="É por WhatsApp ou e-mail que enviamos o seu código de acesso."
        {...campo('telefone', mascaraTelefone)}
      />
      {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
      <Botao type="submit" carregando={salvar.isPending}>
        {salvar.isPending ? 'Salvando…' : 'Salvar contato'}
      </Botao>
    </form>
  );
}

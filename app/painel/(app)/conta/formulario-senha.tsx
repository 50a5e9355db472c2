'use client';
// "Trocar senha" of /painel/conta (POST /api/v1/AuthAdmin/trocar-senha). The fields are checked
// with the API's schema before sending (validacao.ts); the API's refusals land next to the field
// they are about, in the panel's words (docs/painel.md, "Mensagens de validação"). The answer renews
// this browser's session cookie: the person stays on the page, signed in, while every other session
// of the account ends.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alerta, AlertaDeErros } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import type { ErrosDoFormulario } from '@/components/ui/validacao';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/politica-senha';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { errosDaResposta, errosDoPainel, mensagensSemCampo, type Rotulos } from '@/lib/navegador/mensagens-formulario';
import { CamposSenha } from '@/app/painel/(publico)/primeiro-acesso/campos-senha';
import { validarTrocaDeSenha } from './validacao';

type Campos = { senhaAtual: string; novaSenha: string; confirmacaoSenha: string };
const VAZIO: Campos = { senhaAtual: '', novaSenha: '', confirmacaoSenha: '' };
const ROTULOS: Rotulos = { senhaAtual: 'Senha atual', novaSenha: 'Nova senha', confirmacaoSenha: 'Confirmar nova senha' };

/** The API's messages that name no field, by the field they are about. */
function campoDaMensagem(m: string): keyof Campos | null {
  if (m === MENSAGENS_SENHA.senhaAtualErrada) return 'senhaAtual';
  if (m === MENSAGENS_SENHA.confirmacao) return 'confirmacaoSenha';
  if (m === MENSAGENS_SENHA.politica || m === MENSAGENS_SENHA.novaIgualAtual) return 'novaSenha';
  return null;
}

/** A refusal of the API as messages by field (`_`: the rest, e.g. the 429's wait). */
function errosDoEnvio(e: unknown, valores: Campos): ErrosDoFormulario {
  if (!(e instanceof ErroApi)) return { _: 'Não foi possível trocar a senha agora. Tente novamente.' };
  return errosDaResposta(e.erros.length ? e.erros : [e.mensagem], ROTULOS, campoDaMensagem, valores);
}

export function FormularioTrocarSenha({ email }: { email: string }) {
  const [valores, setValores] = useState<Campos>(VAZIO);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [validando, setValidando] = useState(false);
  const troca = useMutation({
    mutationFn: (corpo: Campos) => chamarApi<{ token: null; expiraEm: string }>('POST', '/api/v1/AuthAdmin/trocar-senha', { corpo }),
    onSuccess: () => setValores(VAZIO),
    onError: (e, corpo) => setErros(errosDoEnvio(e, corpo)),
  });
  const mudar = (campo: keyof Campos) => (v: string) => setValores((x) => ({ ...x, [campo]: v }));

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    troca.reset();
    setValidando(true);
    const antes = await validarTrocaDeSenha(valores).finally(() => setValidando(false));
    setErros(errosDoPainel(antes, ROTULOS, valores));
    // Passwords are sent as typed (the schema does not trim them).
    if (Object.keys(antes).length === 0) troca.mutate(valores);
  }

  return (
    <form onSubmit={enviar} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-700">Ao trocar a senha, as sessões abertas em outros aparelhos são encerradas; esta continua.</p>
      {/* For password managers: the account this password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {troca.isSuccess && <Alerta tipo="sucesso">{troca.data.mensagem}</Alerta>}
      <AlertaDeErros mensagens={mensagensSemCampo(erros._)} />
      <Campo
        rotulo={ROTULOS.senhaAtual!}
        type="password"
        autoComplete="current-password"
        required
        value={valores.senhaAtual}
        onChange={(e) => mudar('senhaAtual')(e.target.value)}
        erro={erros.senhaAtual}
      />
      <CamposSenha
        senha={valores.novaSenha}
        confirmacao={valores.confirmacaoSenha}
        onSenha={mudar('novaSenha')}
        onConfirmacao={mudar('confirmacaoSenha')}
        erroSenha={erros.novaSenha}
        erroConfirmacao={erros.confirmacaoSenha}
        rotuloSenha={ROTULOS.novaSenha}
        rotuloConfirmacao={ROTULOS.confirmacaoSenha}
        politica={MENSAGENS_SENHA.politica}
      />
      <Botao type="submit" carregando={validando || troca.isPending}>
        {troca.isPending ? 'Salvando…' : 'Trocar senha'}
      </Botao>
    </form>
  );
}

'use client';
// Set or change the club password (POST /clube/auth/definir-senha). Setting the first one keeps
// the session. Changing it ends every session of the customer, this one included
// (lib/domain/clube/definir-senha.ts): the page signs in again at once with the new password, the
// same way the sign-in page does; if that is not possible (e.g. the login limit), it sends the
// person to the sign-in page saying why.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { useCampos } from '@/lib/navegador/use-campos';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { chavesClube } from './chaves';

type Campos = { senhaAtual: string; novaSenha: string; confirmacaoSenha: string };
const VAZIO: Campos = { senhaAtual: '', novaSenha: '', confirmacaoSenha: '' };

/** The API's messages name the field (`O campo SenhaAtual…`, `A senha atual não confere.`…). */
function campoDaMensagem(m: string): keyof Campos {
  if (/SenhaAtual|senha atual/i.test(m)) return 'senhaAtual';
  if (/ConfirmacaoSenha|confirmação/i.test(m)) return 'confirmacaoSenha';
  return 'novaSenha';
}

export function FormularioSenha({ temSenha, cpf }: { temSenha: boolean; cpf: string }) {
  const router = useRouter();
  const cliente = useQueryClient();
  const { valores, setValores, setErros, campo } = useCampos<Campos>(VAZIO);
  const [sucesso, setSucesso] = useState<string | null>(null);
  const [reentrando, setReentrando] = useState(false);

  const definir = useMutation({
    // chamarApi would treat the 401 of a session ended elsewhere as "expired": right here too.
    mutationFn: (c: Campos) =>
      chamarApi<null>('POST', '/api/v1/clube/auth/definir-senha', {
        corpo: { ...(temSenha ? { senhaAtual: c.senhaAtual } : {}), novaSenha: c.novaSenha, confirmacaoSenha: c.confirmacaoSenha },
      }),
    onSuccess: async (r, c) => {
      const texto = r.mensagem ?? 'Senha definida com sucesso.';
      setValores(VAZIO);
      if (temSenha) {
        // The change revoked this session's token: open a new session with the new password.
        setReentrando(true);
        const s = await signIn('clube', { cpf, senha: c.novaSenha, redirect: false });
        setReentrando(false);
        if (!s || s.error || !s.ok) {
          // A full page load on purpose: the session is gone, and so must be the client state
          // (next-auth's session, React Query's cache of this customer's data).
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- see above: router.push would keep that state.
          window.location.assign('/clube/entrar?senha=alterada');
          return;
        }
      }
      setSucesso(temSenha ? `${texto} As outras sessões foram encerradas.` : texto);
      await cliente.invalidateQueries({ queryKey: chavesClube.perfil() });
      router.refresh();
    },
    onError: (e) => {
      const mensagens = e instanceof ErroApi ? e.erros : ['Não foi possível salvar a senha. Tente novamente.'];
      const porCampo: Partial<Record<keyof Campos, string>> = {};
      for (const m of mensagens) {
        const c = campoDaMensagem(m);
        if (!porCampo[c]) porCampo[c] = m;
      }
      setErros(porCampo);
    },
  });

  function enviar(ev: React.FormEvent) {
    ev.preventDefault();
    setSucesso(null);
    // Only what needs no rule of the API: empty fields. The password policy and the equality of
    // the confirmation are the API's (lib/domain/acesso/tokens-senha.ts), shown next to the fields.
    const faltando: Partial<Record<keyof Campos, string>> = {};
    if (temSenha && !valores.senhaAtual) faltando.senhaAtual = 'Digite a sua senha atual.';
    if (!valores.novaSenha) faltando.novaSenha = 'Digite a nova senha.';
    if (!valores.confirmacaoSenha) faltando.confirmacaoSenha = 'Repita a nova senha.';
    setErros(faltando);
    if (Object.keys(faltando).length) return;
    definir.mutate(valores);
  }

  return (
    <form onSubmit={enviar} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-slate-700">
        {temSenha
          ? 'Ao trocar a senha, todas as suas sessões em outros aparelhos são encerradas.'
          : 'Com uma senha você entra sem esperar o código por WhatsApp ou e-mail.'}
      </p>
      {/* For password managers: the account this password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={cpf} readOnly hidden />
      {temSenha && <Campo rotulo="Senha atual" type="password" autoComplete="current-password" {...campo('senhaAtual')} />}
      <Campo
        rotulo="Nova senha"
        type="password"
        autoComplete="new-password"
        ajuda="De 8 a 128 caracteres, com letras e números."
        {...campo('novaSenha')}
      />
      <Campo rotulo="Confirme a nova senha" type="password" autoComplete="new-password" {...campo('confirmacaoSenha')} />
      {sucesso && <Alerta tipo="sucesso">{sucesso}</Alerta>}
      <Botao type="submit" carregando={definir.isPending || reentrando}>
        {definir.isPending || reentrando ? 'Salvando…' : temSenha ? 'Trocar senha' : 'Criar senha'}
      </Botao>
    </form>
  );
}

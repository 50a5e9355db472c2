'use client';
import Link from 'next/link';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import type { ErrosDoFormulario } from '@/components/ui/validacao';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import { validarAcesso } from '../primeiro-acesso/validacao';

// The API answers the same neutral message whether the e-mail is registered or not (so nobody
// learns who has an account); the page shows exactly that message.
export function FormularioRecuperarSenha() {
  const [email, setEmail] = useState('');
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [validando, setValidando] = useState(false);
  const envio = useMutation({
    mutationFn: (corpo: { email: string }) => chamarApi<null>('POST', '/api/v1/AuthAdmin/recuperar-senha', { corpo }),
  });

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    setValidando(true);
    const erros = await validarAcesso('recuperarSenha', { email }).finally(() => setValidando(false));
    setErros(erros);
    if (Object.keys(erros).length === 0) envio.mutate({ email: email.trim() });
  }

  return (
    <form onSubmit={enviar} className="flex flex-col gap-4" noValidate>
      <h1 className="text-xl font-semibold text-slate-900">Recuperar senha</h1>
      <p className="text-sm text-slate-700">
        Informe o e-mail que você usa para entrar no painel. Se ele estiver cadastrado, enviaremos um link para criar uma nova senha. O link
        vale 30 minutos.
      </p>
      {envio.isSuccess && <Alerta tipo="sucesso">{envio.data.mensagem} Confira também a caixa de spam.</Alerta>}
      {envio.isError && (
        <Alerta tipo="erro">
          {envio.error instanceof ErroApi ? envio.error.mensagem : 'Não foi possível enviar agora. Tente novamente.'}
        </Alerta>
      )}
      <Campo
        rotulo="E-mail"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        erro={erros.email}
      />
      <Botao type="submit" carregando={validando || envio.isPending}>
        Enviar link de redefinição
      </Botao>
      <p className="text-sm">
        <Link className="text-marca-700 underline" href="/painel/entrar">
          Voltar para o login
        </Link>
      </p>
    </form>
  );
}

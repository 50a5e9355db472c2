'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import type { ErrosDoFormulario } from '@/components/ui/validacao';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import { CamposSenha } from './campos-senha';
import { validarAcesso } from './validacao';
import { Provedores } from '@/components/provedores';

const mensagemDe = (e: unknown) => (e instanceof ErroApi ? e.mensagem : 'Não foi possível concluir a operação. Tente novamente.');

/** Asks the e-mail and (re)sends the first-access link. The answer is the same, registered or not. */
export function SolicitarLink({ emailInicial }: { emailInicial: string }) {
  return (
    <Provedores>
      <SolicitarLinkInterno emailInicial={emailInicial} />
    </Provedores>
  );
}

function SolicitarLinkInterno({ emailInicial }: { emailInicial: string }) {
  const [email, setEmail] = useState(emailInicial);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [validando, setValidando] = useState(false);
  const envio = useMutation({
    mutationFn: (q: { email: string }) => chamarApi<null>('GET', '/api/v1/AuthAdmin/primeiro-acesso', { query: q }),
  });

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    setValidando(true);
    const erros = await validarAcesso('solicitarPrimeiroAcesso', { email }).finally(() => setValidando(false));
    setErros(erros);
    if (Object.keys(erros).length === 0) envio.mutate({ email: email.trim() });
  }

  return (
    <form onSubmit={enviar} className="flex flex-col gap-4" noValidate>
      <h1 className="text-xl font-semibold text-slate-900">Primeiro acesso</h1>
      <p className="text-sm text-slate-700">
        Quem cria o seu usuário no painel já envia um e-mail com o link para definir a senha. Não recebeu, ou o link venceu (ele vale 72
        horas)? Informe o seu e-mail para receber um novo.
      </p>
      {envio.isSuccess && <Alerta tipo="sucesso">{envio.data.mensagem}</Alerta>}
      {envio.isError && <Alerta tipo="erro">{mensagemDe(envio.error)}</Alerta>}
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
        Enviar link de primeiro acesso
      </Botao>
      <p className="text-sm">
        <Link className="text-marca-700 underline" href="/painel/entrar">
          Voltar para o login
        </Link>
      </p>
    </form>
  );
}

/** The form opened from the e-mail's link: defines the password with the token. */
export function DefinirSenha({ email, token, politica }: { email: string; token: string; politica: string }) {
  return (
    <Provedores>
      <DefinirSenhaInterno email={email} token={token} politica={politica} />
    </Provedores>
  );
}

function DefinirSenhaInterno({ email, token, politica }: { email: string; token: string; politica: string }) {
  const router = useRouter();
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [validando, setValidando] = useState(false);
  const definir = useMutation({
    mutationFn: (corpo: { email: string; token: string; senha: string; confirmacaoSenha: string }) =>
      chamarApi<null>('POST', '/api/v1/AuthAdmin/primeiro-acesso', { corpo }),
    onSuccess: () => router.push('/painel/entrar?senha=definida'),
  });

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    const corpo = { email, token, senha, confirmacaoSenha: confirmacao };
    setValidando(true);
    const erros = await validarAcesso('primeiroAcesso', corpo).finally(() => setValidando(false));
    setErros(erros);
    // Passwords are sent as typed (the schema does not trim them).
    if (Object.keys(erros).length === 0) definir.mutate(corpo);
  }

  const tokenInvalido = definir.error instanceof ErroApi && definir.error.status === 422;
  return (
    <form onSubmit={enviar} className="flex flex-col gap-4" noValidate>
      <h1 className="text-xl font-semibold text-slate-900">Defina a sua senha</h1>
      <p className="text-sm text-slate-700">
        Conta: <strong className="break-all">{email}</strong>
      </p>
      {definir.isError && (
        <Alerta tipo="erro">
          {mensagemDe(definir.error)}
          {tokenInvalido && (
            <>
              {' '}
              <Link className="underline" href={`/painel/primeiro-acesso?email=${encodeURIComponent(email)}`}>
                Pedir um novo link
              </Link>
              .
            </>
          )}
        </Alerta>
      )}
      {definir.isSuccess && <Alerta tipo="sucesso">{definir.data.mensagem} Redirecionando para o login…</Alerta>}
      {(erros.email || erros.token) && (
        <Alerta tipo="erro">O link está incompleto. Abra novamente o link do e-mail ou peça um novo.</Alerta>
      )}
      <CamposSenha
        senha={senha}
        confirmacao={confirmacao}
        onSenha={setSenha}
        onConfirmacao={setConfirmacao}
        erroSenha={erros.senha}
        erroConfirmacao={erros.confirmacaoSenha}
        rotuloSenha="Senha"
        politica={politica}
      />
      <Botao type="submit" carregando={validando || definir.isPending || definir.isSuccess}>
        Definir senha
      </Botao>
    </form>
  );
}

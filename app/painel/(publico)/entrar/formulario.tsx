'use client';
import Link from 'next/link';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { destinoSeguro, linhaCookieTenant } from '@/lib/navegador/estado-painel';

/**
 * The sign-in: e-mail and password; for a user with two-step verification on, the API answers that
 * the code is missing and the form asks for it in a second step (the app's code, or a recovery
 * code), sending the same e-mail and password again with it (docs/painel.md, "Verificação em duas etapas").
 */
export function FormularioEntrar({
  expirou,
  saiu,
  voltar,
  senhaDefinida,
  emailInicial = '',
}: {
  expirou: boolean;
  saiu: boolean;
  voltar?: string;
  senhaDefinida: boolean;
  emailInicial?: string;
}) {
  const router = useRouter();
  const [email, setEmail] = useState(emailInicial);
  const [senha, setSenha] = useState('');
  const [etapa, setEtapa] = useState<'senha' | 'aplicativo' | 'recuperacao'>('senha');
  const [codigo, setCodigo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function entrar(e: React.FormEvent) {
    e.preventDefault();
    setErro(null);
    setEnviando(true);
    const r = await signIn('painel', { email, senha, ...(etapa === 'senha' ? {} : { codigo }), redirect: false });
    setEnviando(false);
    if (r?.error === MENSAGENS_DOIS_FATORES.codigoNecessario) {
      setEtapa('aplicativo');
      return;
    }
    if (!r || r.error) {
      setErro(r?.error && r.error !== 'CredentialsSignin' ? r.error : 'Credenciais inválidas.');
      if (etapa !== 'senha') setCodigo('');
      return;
    }
    // A tenant a previous SuperAdmin picked on this browser is not this person's (docs/painel.md).
    document.cookie = linhaCookieTenant(null);
    // Back to the page that asked for the sign-in: a relative panel path only (no open redirect).
    router.replace(destinoSeguro(voltar) ?? '/painel');
    router.refresh();
  }

  function trocarEtapa(nova: typeof etapa) {
    setEtapa(nova);
    setCodigo('');
    setErro(null);
  }

  if (etapa !== 'senha') {
    const recuperacao = etapa === 'recuperacao';
    return (
      <form onSubmit={entrar} className="flex flex-col gap-4" noValidate>
        <h1 className="text-xl font-semibold text-slate-900">Verificação em duas etapas</h1>
        <p className="text-sm text-slate-700">
          {recuperacao
            ? 'Digite um dos códigos de recuperação que você guardou ao ativar a verificação. Cada código vale uma vez.'
            : 'Abra o aplicativo autenticador no celular e digite o código de 6 dígitos da conta Fidelidade.'}
        </p>
        {erro && <Alerta tipo="erro">{erro}</Alerta>}
        {recuperacao ? (
          <Campo
            key="recuperacao"
            rotulo="Código de recuperação"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            autoFocus
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
          />
        ) : (
          <Campo
            key="aplicativo"
            rotulo="Código de verificação"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
            autoFocus
            value={codigo}
            onChange={(e) => setCodigo(e.target.value.replace(/\D/g, ''))}
          />
        )}
        <Botao type="submit" carregando={enviando}>
          {enviando ? 'Verificando…' : 'Verificar'}
        </Botao>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button
            type="button"
            className="text-marca-700 underline"
            onClick={() => trocarEtapa(recuperacao ? 'aplicativo' : 'recuperacao')}
          >
            {recuperacao ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
          </button>
          <button type="button" className="text-marca-700 underline" onClick={() => trocarEtapa('senha')}>
            Voltar
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={entrar} className="flex flex-col gap-4" noValidate>
      <h1 className="text-xl font-semibold text-slate-900">Entrar no painel</h1>
      {expirou && <Alerta tipo="aviso">Sua sessão expirou. Entre novamente para continuar.</Alerta>}
      {saiu && !expirou && <Alerta tipo="sucesso">Você saiu do painel.</Alerta>}
      {senhaDefinida && (
        <Alerta tipo="sucesso">
          {emailInicial ? 'Senha definida. Digite a nova senha para entrar.' : 'Senha definida. Entre com o seu e-mail e a nova senha.'}
        </Alerta>
      )}
      {erro && <Alerta tipo="erro">{erro}</Alerta>}
      <Campo rotulo="E-mail" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Campo
        rotulo="Senha"
        type="password"
        autoComplete="current-password"
        required
        value={senha}
        onChange={(e) => setSenha(e.target.value)}
      />
      <Botao type="submit" carregando={enviando}>
        {enviando ? 'Entrando…' : 'Entrar'}
      </Botao>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link className="text-marca-700 underline" href="/painel/recuperar-senha">
          Esqueci minha senha
        </Link>
        <Link className="text-marca-700 underline" href="/painel/primeiro-acesso">
          Primeiro acesso
        </Link>
      </div>
    </form>
  );
}

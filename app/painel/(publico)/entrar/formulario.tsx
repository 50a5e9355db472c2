'use client';
import Link from 'next/link';
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { destinoSeguro, linhaCookieTenant } from '@/lib/navegador/estado-painel';

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
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function entrar(e: React.FormEvent) {
    e.preventDefault();
    setErro(null);
    setEnviando(true);
    const r = await signIn('painel', { email, senha, redirect: false });
    setEnviando(false);
    if (!r || r.error) {
      setErro(r?.error && r.error !== 'CredentialsSignin' ? r.error : 'Credenciais inválidas.');
      return;
    }
    // A tenant a previous SuperAdmin picked on this browser is not this person's (docs/painel.md).
    document.cookie = linhaCookieTenant(null);
    // Back to the page that asked for the sign-in: a relative panel path only (no open redirect).
    router.replace(destinoSeguro(voltar) ?? '/painel');
    router.refresh();
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

'use client';
// Club sign-in (spec "Club endpoints", "Club login"): CPF → channel (WhatsApp or e-mail) → the
// 6-digit PIN; or CPF → password. The PIN is requested from the API itself
// (POST /clube/auth/solicitar-pin) and the login goes through next-auth's `clube` provider, which
// calls the API's own login functions and limits (lib/auth/opcoes-clube.ts): every message shown
// here is the API's.
import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { mascaraCpf } from '@/lib/formatar';
import { erroDoCpf } from '@/lib/navegador/mensagens-formulario';
import { useFocoNaEtapa } from '@/lib/navegador/use-foco-na-etapa';
import { CampoCodigo, NOME_CANAL, OpcaoCanal, mensagemDe, type Canal } from './codigo-por-canal';
import { cpfSchema } from './esquemas';

type Etapa = 'cpf' | 'canal' | 'pin' | 'senha';
type RespostaPin = { destinoMascarado: string; whatsappIndisponivel: boolean };

export function FormularioEntrar({ aviso, voltar }: { aviso: React.ReactNode; voltar: string }) {
  const router = useRouter();
  const [etapa, setEtapa] = useState<Etapa>('cpf');
  const [cpf, setCpf] = useState('');
  const [erroCpf, setErroCpf] = useState<string | null>(null);
  const [canal, setCanal] = useState<Canal>('whatsapp');
  const [envio, setEnvio] = useState<(RespostaPin & { canal: Canal }) | null>(null);
  const [pin, setPin] = useState('');
  const [erroPin, setErroPin] = useState<string | null>(null);
  const [senha, setSenha] = useState('');
  const [erroSenha, setErroSenha] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [entrando, setEntrando] = useState(false);
  const titulo = useFocoNaEtapa(etapa);
  const radioEmail = useRef<HTMLInputElement>(null);

  // Not on WhatsApp: the e-mail option is now selected; put the focus on it, so Enter sends.
  useEffect(() => {
    if (envio?.whatsappIndisponivel) radioEmail.current?.focus();
  }, [envio]);

  const pedirPin = useMutation({
    mutationFn: (c: Canal) => chamarApi<RespostaPin>('POST', '/api/v1/clube/auth/solicitar-pin', { corpo: { cpf, canal: c } }),
    onSuccess: ({ dados }, c) => {
      setEnvio({ ...dados, canal: c });
      if (dados.whatsappIndisponivel) {
        // Spec note 1: the number is not on WhatsApp: offer the e-mail channel.
        setCanal('email');
        return;
      }
      setPin('');
      setErroPin(null);
      setEtapa('pin');
    },
    onError: (e) => setErro(mensagemDe(e)),
  });

  function irPara(e: Etapa) {
    setErro(null);
    setEtapa(e);
  }

  function confirmarCpf(ev: React.FormEvent) {
    ev.preventDefault();
    // The API's schema decides; the message says what is wrong with what was typed (the API's
    // `O campo Cpf é obrigatório.` and `Informe 11 dígitos.` for eleven digits read wrong here).
    const r = cpfSchema.safeParse(cpf);
    if (!r.success) {
      setErroCpf(erroDoCpf(cpf) ?? r.error.issues[0]?.message ?? 'CPF inválido. Informe 11 dígitos.');
      return;
    }
    setErroCpf(null);
    setEnvio(null);
    irPara('canal');
  }

  function solicitar(ev: React.FormEvent) {
    ev.preventDefault();
    setErro(null);
    setEnvio(null);
    pedirPin.mutate(canal);
  }

  async function entrar(credenciais: { pin: string } | { senha: string }) {
    setErro(null);
    setEntrando(true);
    const r = await signIn('clube', { cpf, ...credenciais, redirect: false });
    if (!r || r.error || !r.ok) {
      setEntrando(false);
      setErro(r?.error && r.error !== 'CredentialsSignin' ? r.error : 'Não foi possível entrar. Tente novamente.');
      return;
    }
    router.replace(voltar);
    router.refresh();
  }

  function entrarComPin(ev: React.FormEvent) {
    ev.preventDefault();
    if (!/^\d{6}$/.test(pin)) {
      setErroPin('Digite os 6 números do código.');
      return;
    }
    setErroPin(null);
    void entrar({ pin });
  }

  function entrarComSenha(ev: React.FormEvent) {
    ev.preventDefault();
    if (!senha) {
      setErroSenha('Digite a sua senha.');
      return;
    }
    setErroSenha(null);
    void entrar({ senha });
  }

  const cabecalho = (texto: string) => (
    <h1 ref={titulo} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
      {texto}
    </h1>
  );

  const cpfEscolhido = (
    <p className="text-sm text-slate-700">
      CPF <strong className="font-semibold text-slate-900">{cpf}</strong>{' '}
      {/* A thumb's target (40 px) that does not push the line apart: the negative margin takes the padding back. */}
      <button
        type="button"
        className="-my-3 ml-1 inline-flex min-h-10 items-center px-1.5 text-marca-700 underline underline-offset-2"
        onClick={() => irPara('cpf')}
      >
        Trocar
      </button>
    </p>
  );

  return (
    <div className="flex flex-col gap-4">
      {aviso}
      {erro && <Alerta tipo="erro">{erro}</Alerta>}

      {etapa === 'cpf' && (
        <form onSubmit={confirmarCpf} className="flex flex-col gap-4" noValidate>
          {cabecalho('Entrar no clube')}
          <p className="text-sm text-slate-700">Veja seu cashback e seus pontos e mostre seu QR no caixa.</p>
          <Campo
            rotulo="CPF"
            name="cpf"
            inputMode="numeric"
            autoComplete="username"
            placeholder="000.000.000-00"
            maxLength={14}
            value={cpf}
            erro={erroCpf}
            onChange={(e) => setCpf(mascaraCpf(e.target.value))}
          />
          <Botao type="submit">Continuar</Botao>
        </form>
      )}

      {etapa === 'canal' && (
        <form onSubmit={solicitar} className="flex flex-col gap-4" noValidate>
          {cabecalho('Receber código de acesso')}
          {cpfEscolhido}
          {envio?.whatsappIndisponivel && (
            <Alerta tipo="aviso">O número {envio.destinoMascarado} não está no WhatsApp. Receba o código por e-mail.</Alerta>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">Onde você quer receber o código de 6 dígitos?</legend>
            {(['whatsapp', 'email'] as const).map((c) => (
              <OpcaoCanal
                key={c}
                canal={c}
                ref={c === 'email' ? radioEmail : undefined}
                marcado={canal === c}
                onMarcar={() => setCanal(c)}
              />
            ))}
          </fieldset>
          <Botao type="submit" carregando={pedirPin.isPending}>
            {pedirPin.isPending ? 'Enviando…' : 'Enviar código'}
          </Botao>
          <Botao type="button" variante="secundario" onClick={() => irPara('senha')}>
            Entrar com senha
          </Botao>
        </form>
      )}

      {etapa === 'pin' && envio && (
        <form onSubmit={entrarComPin} className="flex flex-col gap-4" noValidate>
          {cabecalho('Digite o código')}
          {cpfEscolhido}
          <Alerta tipo="info">
            Se o CPF estiver cadastrado, enviamos um código de 6 dígitos por {NOME_CANAL[envio.canal]} para{' '}
            <strong className="break-all">{envio.destinoMascarado}</strong>. Ele vale por 10 minutos.
          </Alerta>
          {/* The 6th PIN of an hour is answered like the others and not sent (docs/clube.md §2, so
              the answer never tells whether the CPF exists): the customer is told the rule here. */}
          <p className="text-sm text-slate-600">
            Não chegou? Confira a caixa de spam e aguarde alguns minutos. Por segurança, enviamos no máximo 5 códigos por hora. Se o contato
            mostrado não é mais seu, peça à loja para atualizar seu cadastro.
          </p>
          <CampoCodigo name="pin" value={pin} erro={erroPin} onMudar={setPin} />
          <Botao type="submit" carregando={entrando}>
            {entrando ? 'Entrando…' : 'Entrar'}
          </Botao>
          <div className="flex flex-wrap justify-between gap-2">
            <Botao type="button" variante="fantasma" onClick={() => irPara('canal')}>
              Reenviar ou trocar canal
            </Botao>
            <Botao type="button" variante="fantasma" onClick={() => irPara('senha')}>
              Entrar com senha
            </Botao>
          </div>
        </form>
      )}

      {etapa === 'senha' && (
        <form onSubmit={entrarComSenha} className="flex flex-col gap-4" noValidate>
          {cabecalho('Entrar com senha')}
          {cpfEscolhido}
          {/* For password managers: the CPF is the account name of this form. */}
          <input type="text" name="username" autoComplete="username" value={cpf} readOnly hidden />
          <Campo
            rotulo="Senha"
            name="senha"
            type="password"
            autoComplete="current-password"
            value={senha}
            erro={erroSenha}
            onChange={(e) => setSenha(e.target.value)}
          />
          <Botao type="submit" carregando={entrando}>
            {entrando ? 'Entrando…' : 'Entrar'}
          </Botao>
          <Botao type="button" variante="fantasma" onClick={() => irPara('canal')}>
            Entrar com código por WhatsApp ou e-mail
          </Botao>
        </form>
      )}
    </div>
  );
}

'use client';
// The two shapes of the panel's public password forms, shared by first access and password
// recovery: ask for a link by e-mail (the answer is the same whether the e-mail is registered or
// not), and set a password with the e-mailed token. Each page passes its texts, its API call and
// the schema its fields are validated with (validacao.ts). Messages are in the panel's words, with
// the label of the field, next to it (lib/navegador/mensagens-formulario.ts, docs/painel.md): the
// check before sending and a 400 of the API alike.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alerta, AlertaDeErros } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import type { ErrosDoFormulario } from '@/components/ui/validacao';
import { ErroApi } from '@/lib/navegador/cliente-api';
import { errosDaResposta, errosDoPainel, mensagensSemCampo, type Rotulos } from '@/lib/navegador/mensagens-formulario';
import { CamposSenha } from './campos-senha';
import { validarAcesso } from './validacao';

type Resposta = { dados: null; mensagem: string | null };

const mensagemDe = (e: unknown, padrao: string) => (e instanceof ErroApi ? e.mensagem : padrao);

const ROTULO_EMAIL = 'E-mail';

/** A 400 of the API placed next to the fields it names (`_`: the rest); null for any other failure. */
function errosDoEnvio(e: unknown, rotulos: Rotulos, valores: Record<string, string>): ErrosDoFormulario | null {
  return e instanceof ErroApi && e.status === 400 && e.erros.length > 0 ? errosDaResposta(e.erros, rotulos, undefined, valores) : null;
}

/** Asks the e-mail and sends the link; `sucesso` follows the API's message in the success alert. */
export function PedirLink(p: {
  titulo: string;
  texto: ReactNode;
  botao: string;
  validacao: 'solicitarPrimeiroAcesso' | 'recuperarSenha';
  pedir: (email: string) => Promise<Resposta>;
  emailInicial?: string;
  sucesso?: string;
  erroPadrao: string;
}) {
  const [email, setEmail] = useState(p.emailInicial ?? '');
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [validando, setValidando] = useState(false);
  const envio = useMutation({ mutationFn: p.pedir });
  const rotulos = { email: ROTULO_EMAIL };
  const doEnvio = errosDoEnvio(envio.error, rotulos, { email });

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    setValidando(true);
    const erros = await validarAcesso(p.validacao, { email }).finally(() => setValidando(false));
    setErros(errosDoPainel(erros, rotulos, { email }));
    if (Object.keys(erros).length === 0) envio.mutate(email.trim());
    else envio.reset();
  }

  return (
    <form onSubmit={enviar} className="flex flex-col gap-4" noValidate>
      <h1 className="text-xl font-semibold text-slate-900">{p.titulo}</h1>
      <p className="text-sm text-slate-700">{p.texto}</p>
      {envio.isSuccess && (
        <Alerta tipo="sucesso">
          {envio.data.mensagem}
          {p.sucesso && ` ${p.sucesso}`}
        </Alerta>
      )}
      {envio.isError && <AlertaDeErros mensagens={doEnvio ? mensagensSemCampo(doEnvio._) : [mensagemDe(envio.error, p.erroPadrao)]} />}
      <Campo
        rotulo={ROTULO_EMAIL}
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        erro={erros.email ?? doEnvio?.email}
      />
      <Botao type="submit" carregando={validando || envio.isPending}>
        {p.botao}
      </Botao>
      <p className="text-sm">
        <Link className="text-marca-700 underline" href="/painel/entrar">
          Voltar para o login
        </Link>
      </p>
    </form>
  );
}

/**
 * Sets the password with the token of the e-mail, then goes to the login. A 422 (token invalid,
 * expired or used) offers `novoLink`; `campoSenha` is the body's name of the password field.
 */
export function NovaSenha(p: {
  email: string;
  token: string;
  politica: string;
  titulo: string;
  texto: ReactNode;
  botao: string;
  rotuloSenha?: string;
  campoSenha: 'senha' | 'novaSenha';
  validacao: 'primeiroAcesso' | 'confirmarRedefinicao';
  definir: (corpo: Record<string, string>) => Promise<Resposta>;
  novoLink: string;
  erroPadrao: string;
  /** Also warns when the link itself lacks the e-mail or the token. */
  avisarLinkIncompleto?: boolean;
}) {
  const router = useRouter();
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [validando, setValidando] = useState(false);
  // The login opens with the account's e-mail filled in (never the password): the person types only
  // the password just chosen. The e-mail was already in this page's own link.
  const definir = useMutation({
    mutationFn: p.definir,
    onSuccess: () => router.push(`/painel/entrar?senha=definida&email=${encodeURIComponent(p.email)}`),
  });
  const rotuloSenha = p.rotuloSenha ?? 'Nova senha';
  const rotulos: Rotulos = { email: ROTULO_EMAIL, token: 'Token', [p.campoSenha]: rotuloSenha, confirmacaoSenha: 'Confirme a senha' };
  const corpo = { email: p.email, token: p.token, [p.campoSenha]: senha, confirmacaoSenha: confirmacao };
  const doEnvio = errosDoEnvio(definir.error, rotulos, corpo);
  const erro = (campo: string) => erros[campo] ?? doEnvio?.[campo];

  async function enviar(e: React.FormEvent) {
    e.preventDefault();
    setValidando(true);
    const erros = await validarAcesso(p.validacao, corpo).finally(() => setValidando(false));
    setErros(errosDoPainel(erros, rotulos, corpo));
    // Passwords are sent as typed (the schema does not trim them).
    if (Object.keys(erros).length === 0) definir.mutate(corpo);
    else definir.reset();
  }

  const tokenInvalido = definir.error instanceof ErroApi && definir.error.status === 422;
  return (
    <form onSubmit={enviar} className="flex flex-col gap-4" noValidate>
      <h1 className="text-xl font-semibold text-slate-900">{p.titulo}</h1>
      <p className="text-sm text-slate-700">{p.texto}</p>
      {definir.isError && doEnvio && <AlertaDeErros mensagens={mensagensSemCampo(doEnvio._)} />}
      {definir.isError && !doEnvio && (
        <Alerta tipo="erro">
          {mensagemDe(definir.error, p.erroPadrao)}
          {tokenInvalido && (
            <>
              {' '}
              <Link className="underline" href={p.novoLink}>
                Pedir um novo link
              </Link>
              .
            </>
          )}
        </Alerta>
      )}
      {definir.isSuccess && <Alerta tipo="sucesso">{definir.data.mensagem} Redirecionando para o login…</Alerta>}
      {p.avisarLinkIncompleto && (erro('email') || erro('token')) && (
        <Alerta tipo="erro">O link está incompleto. Abra novamente o link do e-mail ou peça um novo.</Alerta>
      )}
      <CamposSenha
        senha={senha}
        confirmacao={confirmacao}
        onSenha={setSenha}
        onConfirmacao={setConfirmacao}
        erroSenha={erro(p.campoSenha)}
        erroConfirmacao={erro('confirmacaoSenha')}
        rotuloSenha={rotuloSenha}
        politica={p.politica}
      />
      <Botao type="submit" carregando={validando || definir.isPending || definir.isSuccess}>
        {p.botao}
      </Botao>
    </form>
  );
}

'use client';
// "Participe do clube" (docs/clube.md, "Participar pelo link da loja"): the customer's data and
// consent, then the 6-digit code sent to the contact of the chosen channel. The code is requested
// from the API itself (POST /api/v1/clube/cadastro/solicitar-codigo) and confirmed through
// next-auth's `clube-cadastro` provider, which calls the confirmation of POST
// /api/v1/clube/cadastro/confirmar with its rate limit (lib/auth/opcoes-clube.ts): a refusal shows
// the API's own message, and a confirmed code signs the customer in.
import { signIn } from 'next-auth/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alerta, AlertaDeErros } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { EMAIL, telefoneValido } from '@/lib/api/campos-documentos';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_CADASTRO_CLUBE } from '@/lib/domain/clube/mensagens-cadastro';
import { mascaraCpf } from '@/lib/formatar';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { erroDoCpf, errosDaResposta, mensagensSemCampo, type ErrosPorCampo } from '@/lib/navegador/mensagens-formulario';
import { useFocoNaEtapa } from '@/lib/navegador/use-foco-na-etapa';
import { CampoCodigo, NOME_CANAL, OpcaoCanal, mensagemDe, type Canal } from './codigo-por-canal';
import { mascaraTelefone } from './mascaras';

type Campos = {
  cpf: string;
  nome: string;
  telefone: string;
  email: string;
  dataNascimento: string;
  canal: Canal;
  aceiteLgpd: boolean;
  marketingWhatsapp: boolean;
  marketingEmail: boolean;
};
type RespostaCodigo = { cadastroId: string | null; destinoMascarado: string; whatsappIndisponivel: boolean; validadeMinutos: number };
type Envio = { cadastroId: string; destinoMascarado: string; canal: Canal; validadeMinutos: number; mensagem: string | null };

const VAZIO: Campos = {
  cpf: '',
  nome: '',
  telefone: '',
  email: '',
  dataNascimento: '',
  canal: 'whatsapp',
  aceiteLgpd: false,
  marketingWhatsapp: false,
  marketingEmail: false,
};

/** The labels of the fields, for the API's messages about them (lib/navegador/mensagens-formulario.ts). */
const ROTULOS = {
  cpf: 'CPF',
  nome: 'Nome completo',
  telefone: 'Celular (WhatsApp)',
  email: 'E-mail',
  dataNascimento: 'Data de nascimento',
  canal: 'Receber o código por',
  aceiteLgpd: 'Consentimento (LGPD)',
  marketingWhatsapp: 'Ofertas pelo WhatsApp',
  marketingEmail: 'Ofertas por e-mail',
};

/** Which field an API message naming no field is about (`CPF inválido…`, the consent's, the offers'). */
function campoDaMensagem(m: string): keyof Campos | null {
  if (m.startsWith('CPF') || m.includes(' CPF')) return 'cpf';
  if (m.includes('LGPD')) return 'aceiteLgpd';
  if (m.includes('WhatsApp') && /oferta|marketing/i.test(m)) return 'marketingWhatsapp';
  if (/e-mail/i.test(m) && /oferta|marketing/i.test(m)) return 'marketingEmail';
  return null;
}

/**
 * What the form can tell before sending, with the rules of the API (the same CPF check, the name's
 * 2 characters, the contact of the chosen channel, the consent); the API still decides.
 */
function validar(v: Campos): ErrosPorCampo {
  const e: ErrosPorCampo = {};
  const cpf = erroDoCpf(v.cpf);
  if (cpf) e.cpf = cpf;
  const nome = v.nome.trim();
  if (!nome) e.nome = 'Preencha o seu nome.';
  else if (nome.length < 2) e.nome = 'O nome está curto demais: use ao menos 2 letras.';
  const telefone = v.telefone.trim();
  if (telefone && !telefoneValido(telefone)) e.telefone = 'Celular inválido: informe o DDD e o número, por exemplo (11) 98765-4321.';
  else if (!telefone && v.canal === 'whatsapp') e.telefone = 'Informe o celular com DDD para receber o código pelo WhatsApp.';
  const email = v.email.trim();
  if (email && !EMAIL.test(email)) e.email = 'E-mail inválido. Exemplo: nome@email.com.br.';
  else if (!email && v.canal === 'email') e.email = 'Informe o e-mail para receber o código.';
  if (!v.aceiteLgpd) e.aceiteLgpd = MENSAGENS_CLIENTE.aceiteLgpd;
  return e;
}

/**
 * The body of POST /clube/cadastro/solicitar-codigo: both contacts present ('' when not given), the
 * birth date only when given, and the referral code only when the page came by a member's link.
 */
function corpoDoPedido(lojaId: string, v: Campos, codigoIndicacao: string | undefined) {
  return {
    lojaId,
    cpf: v.cpf,
    nome: v.nome.trim(),
    canal: v.canal,
    telefone: v.telefone.trim(),
    email: v.email.trim(),
    ...(v.dataNascimento ? { dataNascimento: v.dataNascimento } : {}),
    aceiteLgpd: v.aceiteLgpd,
    // Offers only through the contact the code confirms (the only box the form shows).
    marketingWhatsapp: v.canal === 'whatsapp' && v.marketingWhatsapp,
    marketingEmail: v.canal === 'email' && v.marketingEmail,
    ...(codigoIndicacao ? { codigoIndicacao } : {}),
  };
}

/** Where each field of the first step is, to focus the first one with a message. */
const ORDEM: (keyof Campos)[] = [
  'cpf',
  'nome',
  'telefone',
  'email',
  'dataNascimento',
  'canal',
  'aceiteLgpd',
  'marketingWhatsapp',
  'marketingEmail',
];

export function FormularioParticipar({
  lojaId,
  programa,
  versaoTermo,
  codigoIndicacao,
}: {
  lojaId: string;
  programa: string;
  versaoTermo: string;
  /** The code of the referral link the page was opened by (docs/clube.md §7, "Indique e ganhe"). */
  codigoIndicacao?: string;
}) {
  const router = useRouter();
  const id = useId();
  const idDe = (campo: keyof Campos) => `${id}-${campo}`;
  const [v, setV] = useState<Campos>(VAZIO);
  const [erros, setErros] = useState<ErrosPorCampo>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [envio, setEnvio] = useState<Envio | null>(null);
  const [codigo, setCodigo] = useState('');
  const [erroCodigo, setErroCodigo] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [reenviado, setReenviado] = useState(false);
  const [entrando, setEntrando] = useState(false);
  // The code step replaces the form: the focus goes to its heading (and back to the form's).
  const titulo = useFocoNaEtapa(envio ? 'codigo' : 'dados');
  const canais = useRef<HTMLFieldSetElement>(null);

  // Not on WhatsApp: the notice (next to the channel choice) in view, and the focus on the e-mail
  // option now selected (Enter sends), or on the e-mail field when it is empty.
  useEffect(() => {
    if (!aviso) return;
    const email = document.getElementById(idDe('email')) as HTMLInputElement | null;
    if (email && !email.value.trim()) {
      email.focus();
      return;
    }
    canais.current?.scrollIntoView({ block: 'start' });
    document.getElementById(`${idDe('canal')}-email`)?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- idDe only joins the form's stable id.
  }, [aviso]);

  const pedir = useMutation({
    mutationFn: (corpo: ReturnType<typeof corpoDoPedido>) =>
      chamarApi<RespostaCodigo>('POST', '/api/v1/clube/cadastro/solicitar-codigo', { corpo }),
    onSuccess: ({ dados, mensagem }, corpo) => {
      if (dados.whatsappIndisponivel || !dados.cadastroId) {
        // Not on WhatsApp: nothing was sent; the e-mail channel is offered (as the sign-in does).
        setEnvio(null);
        setV((x) => ({ ...x, canal: 'email' }));
        setAviso(mensagem ?? 'Este número não está no WhatsApp. Escolha receber o código por e-mail.');
        return;
      }
      setCodigo('');
      setErroCodigo(null);
      setEnvio({
        cadastroId: dados.cadastroId,
        destinoMascarado: dados.destinoMascarado,
        canal: corpo.canal,
        validadeMinutos: dados.validadeMinutos,
        mensagem,
      });
    },
    onError: (e, corpo) => {
      if (envio) {
        // A resend refused (the limits): said on the code step.
        setErro(mensagemDe(e));
        return;
      }
      const porCampo = e instanceof ErroApi && e.status === 400 ? errosDaResposta(e.erros, ROTULOS, campoDaMensagem, corpo) : {};
      setErros(porCampo);
      const semCampo = e instanceof ErroApi && e.status === 400 ? porCampo._ : mensagemDe(e);
      setErro(semCampo ?? null);
      focarPrimeiro(porCampo);
    },
  });

  function focarPrimeiro(e: ErrosPorCampo) {
    const campo = ORDEM.find((c) => e[c]);
    if (campo) document.getElementById(idDe(campo))?.focus();
  }

  function enviarDados(ev: React.FormEvent) {
    ev.preventDefault();
    setErro(null);
    setAviso(null);
    const e = validar(v);
    setErros(e);
    if (Object.keys(e).length > 0) {
      focarPrimeiro(e);
      return;
    }
    pedir.mutate(corpoDoPedido(lojaId, v, codigoIndicacao));
  }

  function reenviar() {
    setErro(null);
    setErroCodigo(null);
    setReenviado(false);
    pedir.mutate(corpoDoPedido(lojaId, { ...v, canal: envio!.canal }, codigoIndicacao), { onSuccess: () => setReenviado(true) });
  }

  function voltar() {
    setErro(null);
    setReenviado(false);
    setEnvio(null);
  }

  async function confirmar(ev: React.FormEvent) {
    ev.preventDefault();
    if (!/^\d{6}$/.test(codigo)) {
      setErroCodigo('Digite os 6 números do código.');
      return;
    }
    setErroCodigo(null);
    setErro(null);
    setReenviado(false);
    setEntrando(true);
    const r = await signIn('clube-cadastro', { cadastroId: envio!.cadastroId, codigo, redirect: false });
    if (!r || r.error || !r.ok) {
      setEntrando(false);
      setErro(r?.error && r.error !== 'CredentialsSignin' ? r.error : 'Não foi possível concluir o cadastro. Tente novamente.');
      return;
    }
    router.replace(`/clube?participou=${lojaId}`);
    router.refresh();
  }

  /** What ties a text field to the form: its id (for the focus and the messages), name, value, message and change. */
  const ligar = (campo: 'cpf' | 'nome' | 'telefone' | 'email' | 'dataNascimento') => ({
    id: idDe(campo),
    name: campo,
    value: v[campo],
    erro: erros[campo],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const t = e.target.value;
      setV((x) => ({ ...x, [campo]: campo === 'cpf' ? mascaraCpf(t) : campo === 'telefone' ? mascaraTelefone(t) : t }));
    },
  });
  const marca = (campo: 'aceiteLgpd' | 'marketingWhatsapp' | 'marketingEmail') => (e: React.ChangeEvent<HTMLInputElement>) => {
    const marcado = e.target.checked;
    setV((x) => ({ ...x, [campo]: marcado }));
    setErros(({ [campo]: _, ...resto }) => resto);
  };

  if (envio) {
    return (
      <div className="flex flex-col gap-4">
        {erro && <Alerta tipo="erro">{erro}</Alerta>}
        <form onSubmit={confirmar} className="flex flex-col gap-4" noValidate>
          <h2 ref={titulo} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            Confirme seu contato
          </h2>
          <Alerta tipo={reenviado ? 'sucesso' : 'info'}>
            {reenviado ? 'Enviamos um novo código' : 'Enviamos um código de 6 dígitos'} por {NOME_CANAL[envio.canal]} para{' '}
            <strong className="break-all">{envio.destinoMascarado}</strong>. Ele vale por {envio.validadeMinutos} minutos.
          </Alerta>
          <CampoCodigo name="codigo" value={codigo} erro={erroCodigo} onMudar={setCodigo} />
          <Botao type="submit" carregando={entrando}>
            {entrando ? 'Confirmando…' : 'Confirmar e entrar no clube'}
          </Botao>
          <p className="text-sm text-slate-600">
            Não chegou? Confira a caixa de spam e aguarde alguns minutos. Por segurança, enviamos no máximo 5 códigos por hora para o mesmo
            contato.
          </p>
          <div className="flex flex-wrap justify-between gap-2">
            <Botao type="button" variante="fantasma" carregando={pedir.isPending} onClick={reenviar}>
              Reenviar código
            </Botao>
            <Botao type="button" variante="fantasma" onClick={voltar}>
              Voltar
            </Botao>
          </div>
        </form>
        {/* A CPF already registered with another contact (the API's 409) signs in with the CPF instead. */}
        {erro === MENSAGENS_CADASTRO_CLUBE.outroContato && (
          <Link className="text-center text-sm font-semibold text-marca-700 underline underline-offset-2" href="/clube/entrar">
            Entrar no clube com meu CPF
          </Link>
        )}
      </div>
    );
  }

  const idTermo = `${id}-termo`;
  const descrito = (campo: keyof Campos, ...outros: string[]) =>
    [...outros, erros[campo] ? `${idDe(campo)}-erro` : null].filter(Boolean).join(' ') || undefined;
  const mensagem = (campo: keyof Campos) =>
    erros[campo] ? (
      <p id={`${idDe(campo)}-erro`} className="text-sm text-red-700">
        {erros[campo]}
      </p>
    ) : null;

  return (
    <div className="flex flex-col gap-4">
      <AlertaDeErros mensagens={mensagensSemCampo(erro)} />
      <form onSubmit={enviarDados} className="flex flex-col gap-4" noValidate>
        <h2 ref={titulo} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          Seus dados
        </h2>
        <Campo {...ligar('cpf')} rotulo="CPF" inputMode="numeric" autoComplete="off" placeholder="000.000.000-00" maxLength={14} />
        <Campo {...ligar('nome')} rotulo="Nome completo" autoComplete="name" maxLength={150} />
        <Campo
          {...ligar('telefone')}
          rotulo="Celular (WhatsApp)"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          maxLength={20}
          ajuda={v.canal === 'whatsapp' ? 'Com DDD. O código vai para este número.' : 'Opcional. Com DDD.'}
        />
        <Campo
          {...ligar('email')}
          rotulo="E-mail"
          type="email"
          autoComplete="email"
          maxLength={150}
          ajuda={v.canal === 'email' ? 'O código vai para este e-mail.' : 'Opcional.'}
        />
        <Campo {...ligar('dataNascimento')} rotulo="Data de nascimento (opcional)" type="date" autoComplete="bday" />

        <fieldset ref={canais} className="flex scroll-mt-4 flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Receber o código de confirmação por</legend>
          {/* Said where the choice is made: on a phone the top of the form is screens away. */}
          {aviso && (
            <Alerta tipo="aviso" className="mb-1">
              {aviso}
            </Alerta>
          )}
          {(['whatsapp', 'email'] as const).map((c) => (
            <OpcaoCanal
              key={c}
              canal={c}
              id={c === 'whatsapp' ? idDe('canal') : `${idDe('canal')}-email`}
              marcado={v.canal === c}
              onMarcar={() => {
                setV((x) => ({ ...x, canal: c }));
                setAviso(null);
              }}
            />
          ))}
        </fieldset>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Consentimento (LGPD)</legend>
          <p id={idTermo} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
            Autorizo o programa de fidelidade <strong>{programa}</strong> a tratar meus dados pessoais (nome, CPF, e-mail, telefone e data
            de nascimento) e as compras feitas nas lojas do programa para acumular e resgatar cashback e pontos e receber avisos sobre o
            saldo, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018). Posso pedir a cópia ou a exclusão dos dados a qualquer
            momento, no clube ou numa loja. <span className="text-slate-600">(Versão {versaoTermo} do termo.)</span>
          </p>
          <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
            <input
              id={idDe('aceiteLgpd')}
              type="checkbox"
              name="aceiteLgpd"
              className="size-5 shrink-0 accent-marca-700"
              checked={v.aceiteLgpd}
              onChange={marca('aceiteLgpd')}
              aria-invalid={erros.aceiteLgpd ? true : undefined}
              aria-describedby={descrito('aceiteLgpd', idTermo)}
            />
            Li o termo acima e aceito.
          </label>
          {mensagem('aceiteLgpd')}
        </fieldset>

        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-slate-800">Ofertas e novidades (opcional)</legend>
          <p className="text-sm text-slate-600">
            Avisos do seu saldo chegam de qualquer forma. As ofertas vão para o contato que o código confirma; o outro canal você ativa
            depois, no clube.
          </p>
          {(
            [
              ['marketingWhatsapp', `Quero receber ofertas de ${programa} pelo WhatsApp`],
              ['marketingEmail', `Quero receber ofertas de ${programa} por e-mail`],
            ] as const
          )
            // Only the box of the channel the code goes to (docs/clube.md §7: offers need a proved contact).
            .filter(([campo]) => campo === (v.canal === 'whatsapp' ? 'marketingWhatsapp' : 'marketingEmail'))
            .map(([campo, texto]) => (
              <div key={campo}>
                <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                  <input
                    id={idDe(campo)}
                    type="checkbox"
                    name={campo}
                    className="size-5 shrink-0 accent-marca-700"
                    checked={v[campo]}
                    onChange={marca(campo)}
                    aria-invalid={erros[campo] ? true : undefined}
                    aria-describedby={descrito(campo)}
                  />
                  {texto}
                </label>
                {mensagem(campo)}
              </div>
            ))}
        </fieldset>

        <Botao type="submit" carregando={pedir.isPending}>
          {pedir.isPending ? 'Enviando…' : 'Receber código'}
        </Botao>
        <p className="text-center text-sm text-slate-700">
          Já participa?{' '}
          <Link className="font-semibold text-marca-700 underline underline-offset-2" href="/clube/entrar">
            Entre com seu CPF
          </Link>
        </p>
      </form>
    </div>
  );
}

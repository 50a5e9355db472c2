'use client';
// "Verificação em duas etapas" of /painel/conta (docs/painel.md): turn it on (a pending secret from
// the API drawn as a QR code here, with the secret in groups for typing; a current code and the
// password confirm it), then the ten recovery codes once, to copy or download; with it on, new
// recovery codes or turning it off, each with the password and a code. Turning it on or off ends the
// other sessions; the API renews this browser's cookie, so the page stays signed in.
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import QRCode from 'qrcode';
import { useEffect, useId, useState } from 'react';
import { Alerta, AlertaDeErros } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import type { ErrosDoFormulario } from '@/components/ui/validacao';
import { MENSAGENS_SENHA } from '@/lib/domain/acesso/politica-senha';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { dataHora } from '@/lib/formatar';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { errosDaResposta, mensagensSemCampo, type Rotulos } from '@/lib/navegador/mensagens-formulario';

type Campos = { senha: string; codigo: string };
const VAZIO: Campos = { senha: '', codigo: '' };
const BASE = '/api/v1/AuthAdmin/dois-fatores';

/** The secret in groups of four, for typing it into the app by hand (the app ignores the spaces). */
const emGrupos = (segredo: string) => segredo.replace(/(.{4})(?=.)/g, '$1 ');

/** The API's refusals next to the field they are about. */
function errosDoEnvio(e: unknown, rotulos: Rotulos, valores: Campos): ErrosDoFormulario {
  if (!(e instanceof ErroApi)) return { _: 'Não foi possível concluir agora. Tente novamente.' };
  const campo = (m: string) =>
    m === MENSAGENS_SENHA.senhaAtualErrada ? 'senha' : m === MENSAGENS_DOIS_FATORES.codigoInvalido ? 'codigo' : null;
  return errosDaResposta(e.erros.length ? e.erros : [e.mensagem], rotulos, campo, valores);
}

/**
 * The confirmation of a change (turning on, new codes, turning off): the password and a code,
 * POSTed to `${BASE}/${caminho}`; the fields empty once it goes through (`concluida` follows), a
 * refusal's messages by their fields.
 */
function useConfirmacao<R>(rotulos: Rotulos, concluida: (r: { dados: R; mensagem: string | null }) => void) {
  const [valores, setValores] = useState<Campos>(VAZIO);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const acao = useMutation({
    mutationFn: ({ caminho, corpo }: { caminho: string; corpo: Campos }) => chamarApi<R>('POST', `${BASE}/${caminho}`, { corpo }),
    onSuccess: (r) => {
      setValores(VAZIO);
      concluida(r);
    },
    onError: (e, { corpo }) => setErros(errosDoEnvio(e, rotulos, corpo)),
  });
  const enviar = (caminho: string) => {
    setErros({});
    acao.mutate({ caminho, corpo: valores });
  };
  return { valores, setValores, erros, acao, enviar };
}

/** The password and a code, the confirmation every change here asks for. */
function CamposConfirmacao({
  valores,
  mudar,
  erros,
  rotuloCodigo,
  email,
}: {
  valores: Campos;
  mudar: (v: Campos) => void;
  erros: ErrosDoFormulario;
  rotuloCodigo: string;
  email: string;
}) {
  return (
    <>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <Campo
        rotulo={rotuloCodigo}
        autoComplete="one-time-code"
        spellCheck={false}
        required
        value={valores.codigo}
        onChange={(e) => mudar({ ...valores, codigo: e.target.value })}
        erro={erros.codigo}
      />
      <Campo
        rotulo="Senha atual"
        type="password"
        autoComplete="current-password"
        required
        value={valores.senha}
        onChange={(e) => mudar({ ...valores, senha: e.target.value })}
        erro={erros.senha}
      />
    </>
  );
}

/** The ten recovery codes, shown once: copy, download, then done. */
function CodigosRecuperacao({ codigos, mensagem, concluir }: { codigos: string[]; mensagem: string; concluir: () => void }) {
  const [copiado, setCopiado] = useState(false);
  const texto = `Códigos de recuperação do painel Fidelidade (cada um vale uma vez):\n${codigos.join('\n')}\n`;
  async function copiar() {
    await navigator.clipboard.writeText(texto).then(
      () => setCopiado(true),
      () => setCopiado(false),
    );
  }
  function baixar() {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([texto], { type: 'text/plain;charset=utf-8' }));
    a.download = 'codigos-recuperacao-fidelidade.txt';
    a.click();
    URL.revokeObjectURL(a.href);
  }
  return (
    <div className="flex flex-col gap-4">
      <Alerta tipo="sucesso">{mensagem}</Alerta>
      <p className="text-sm text-slate-700">
        Se perder o celular, entre com um destes códigos no lugar do código do aplicativo. Guarde-os fora do celular (num gerenciador de
        senhas ou impressos): esta é a única vez que aparecem.
      </p>
      <ol aria-label="Códigos de recuperação" className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900">
        {codigos.map((c) => (
          <li key={c} className="rounded border border-slate-200 bg-slate-50 px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Botao type="button" variante="secundario" onClick={copiar}>
          {copiado ? 'Copiados' : 'Copiar códigos'}
        </Botao>
        <Botao type="button" variante="secundario" onClick={baixar}>
          Baixar (.txt)
        </Botao>
        <Botao type="button" onClick={concluir}>
          Concluir
        </Botao>
      </div>
    </div>
  );
}

/** Turning it on: the QR code and the secret, then the code and the password. */
function Ativacao({
  email,
  segredo,
  uri,
  ativada,
}: {
  email: string;
  segredo: string;
  uri: string;
  ativada: (codigos: string[], m: string) => void;
}) {
  const idChave = useId();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    void QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }).then((svg) =>
      setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
    );
  }, [uri]);
  const rotulos = { codigo: 'Código do aplicativo', senha: 'Senha atual' };
  const { valores, setValores, erros, acao, enviar } = useConfirmacao<{ codigosRecuperacao: string[] }>(rotulos, (r) =>
    ativada(r.dados.codigosRecuperacao, r.mensagem ?? MENSAGENS_DOIS_FATORES.ativada),
  );
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        enviar('ativar');
      }}
    >
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Abra o aplicativo autenticador no celular (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Leia o código QR abaixo com ele, ou digite a chave.</li>
        <li>Confirme com o código de 6 dígitos que o aplicativo mostrar e a sua senha.</li>
      </ol>
      <div className="flex flex-col items-center gap-2">
        {qr ? (
          // eslint-disable-next-line @next/next/no-img-element -- an inline SVG data: URL drawn by the page: next/image has nothing to fetch.
          <img src={qr} alt="Código QR para o aplicativo autenticador" width={192} height={192} />
        ) : (
          <div className="size-48" />
        )}
        <div role="group" aria-labelledby={idChave} className="flex flex-col items-center gap-1">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600" id={idChave}>
            Chave para digitar no aplicativo
          </p>
          <code className="break-all text-center font-mono text-base text-slate-900">{emGrupos(segredo)}</code>
        </div>
      </div>
      <AlertaDeErros mensagens={mensagensSemCampo(erros._)} />
      <CamposConfirmacao valores={valores} mudar={setValores} erros={erros} rotuloCodigo={rotulos.codigo} email={email} />
      <Botao type="submit" carregando={acao.isPending}>
        Confirmar e ativar
      </Botao>
    </form>
  );
}

/** With it on: new recovery codes, or off; the password and a code (of the app or a recovery code). */
function Ativa({
  email,
  ativadoEm,
  restantes,
  novosCodigos,
}: {
  email: string;
  ativadoEm: string;
  restantes: number;
  novosCodigos: (c: string[], m: string) => void;
}) {
  const router = useRouter();
  const rotulos = { codigo: 'Código do aplicativo ou de recuperação', senha: 'Senha atual' };
  const { valores, setValores, erros, acao, enviar } = useConfirmacao<{ codigosRecuperacao?: string[] }>(rotulos, (r) => {
    if (r.dados.codigosRecuperacao) novosCodigos(r.dados.codigosRecuperacao, r.mensagem ?? MENSAGENS_DOIS_FATORES.codigosGerados);
    else router.refresh();
  });
  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={(e) => e.preventDefault()}>
      <Alerta tipo="sucesso">
        Ativa desde {dataHora(ativadoEm)}. Códigos de recuperação restantes: {restantes} de 10.
      </Alerta>
      <p className="text-sm text-slate-700">Para gerar novos códigos de recuperação ou desativar, confirme com um código e a sua senha.</p>
      <AlertaDeErros mensagens={mensagensSemCampo(erros._)} />
      <CamposConfirmacao valores={valores} mudar={setValores} erros={erros} rotuloCodigo={rotulos.codigo} email={email} />
      <div className="flex flex-wrap gap-2">
        <Botao type="button" variante="secundario" carregando={acao.isPending} onClick={() => enviar('codigos-recuperacao')}>
          Gerar novos códigos
        </Botao>
        <Botao type="button" variante="perigo" carregando={acao.isPending} onClick={() => enviar('desativar')}>
          Desativar
        </Botao>
      </div>
    </form>
  );
}

export function SecaoDoisFatores({ email, ativadoEm, restantes }: { email: string; ativadoEm: string | null; restantes: number | null }) {
  const router = useRouter();
  const [pendente, setPendente] = useState<{ segredo: string; uri: string } | null>(null);
  const [codigos, setCodigos] = useState<{ lista: string[]; mensagem: string } | null>(null);
  const iniciar = useMutation({
    mutationFn: () => chamarApi<{ segredo: string; uri: string }>('POST', `${BASE}/iniciar`),
    onSuccess: (r) => setPendente(r.dados),
  });
  const mostrarCodigos = (lista: string[], mensagem: string) => {
    setPendente(null);
    setCodigos({ lista, mensagem });
  };

  if (codigos) {
    return (
      <CodigosRecuperacao
        codigos={codigos.lista}
        mensagem={codigos.mensagem}
        concluir={() => {
          setCodigos(null);
          router.refresh();
        }}
      />
    );
  }
  if (ativadoEm) return <Ativa email={email} ativadoEm={ativadoEm} restantes={restantes ?? 0} novosCodigos={mostrarCodigos} />;
  if (pendente) return <Ativacao email={email} segredo={pendente.segredo} uri={pendente.uri} ativada={mostrarCodigos} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Além da senha, o login passa a pedir um código do aplicativo autenticador do seu celular. Quem descobrir a sua senha não entra sem o
        celular.
      </p>
      {iniciar.isError && (
        <Alerta tipo="erro">{iniciar.error instanceof ErroApi ? iniciar.error.mensagem : 'Não foi possível começar agora.'}</Alerta>
      )}
      <Botao type="button" carregando={iniciar.isPending} onClick={() => iniciar.mutate()}>
        Ativar verificação em duas etapas
      </Botao>
    </div>
  );
}

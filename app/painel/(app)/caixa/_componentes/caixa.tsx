'use client';
// The cashier's identification of a customer: the QR the club shows carries only the customer's
// token (a UUID). It is read by the device's camera (getUserMedia frames decoded by jsQR, in the
// browser: no image leaves the device) or pasted/typed — a USB QR reader types it and presses
// Enter, so the field has the focus. GET /api/v1/admin/cliente/identificar answers the name and
// the balances in this programme, never the CPF.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { data, pontos, reais } from '@/lib/formatar';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import type { ClienteIdentificadoResponse } from '@/lib/domain/cliente/admin-identificar-cliente';
import { Etiqueta } from '@/components/ui/etiqueta';
import { COR_STATUS_LOTE, ROTULO_STATUS_LOTE, valorDoBeneficio } from '../../clientes/rotulos';
import { chavesCaixa } from '../chaves';

type EstadoCamera = 'desligada' | 'pedindo' | 'lendo';

/** What the cashier can do about each answer of the API (its message is shown as it is). */
function oQueFazer(e: unknown): string | null {
  if (!(e instanceof ErroApi)) return null;
  if (e.status === 404)
    return 'Confira se o QR é do clube deste programa. Se o cliente renovou o QR no clube, peça para ele mostrar o novo. Quem ainda não participa entra na primeira compra ou pode ser cadastrado em Clientes.';
  if (e.status === 422 && e.mensagem === MENSAGENS_VENDA.clienteInativo)
    return 'Enquanto estiver inativo, o cliente não acumula nem resgata neste programa. Um gestor pode reativá-lo na página do cliente, em Clientes.';
  if (e.status === 422)
    return 'Cole só o código que aparece embaixo do QR no clube (sem endereço nem outros textos), ou leia o QR com a câmera.';
  return null;
}

function mensagemDaCamera(e: unknown): string {
  const nome = (e as { name?: string } | null)?.name;
  if (nome === 'NotAllowedError' || nome === 'SecurityError')
    return 'Sem permissão para usar a câmera. Libere a câmera para este site nas configurações do navegador (ícone ao lado do endereço) ou cole o código do QR no campo abaixo.';
  if (nome === 'NotFoundError' || nome === 'OverconstrainedError')
    return 'Nenhuma câmera encontrada neste aparelho. Cole o código do QR no campo abaixo.';
  if (nome === 'NotReadableError')
    return 'A câmera está em uso por outro aplicativo. Feche-o e tente de novo, ou cole o código do QR no campo abaixo.';
  return 'Não foi possível ligar a câmera. Cole o código do QR no campo abaixo.';
}

export function Caixa({ tenantId }: { tenantId: string | null }) {
  const qc = useQueryClient();
  const idCampo = useId();
  const [codigo, setCodigo] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [camera, setCamera] = useState<EstadoCamera>('desligada');
  const [erroCamera, setErroCamera] = useState<string | null>(null);
  const campo = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const fluxo = useRef<MediaStream | null>(null);
  const quadro = useRef<number | null>(null);
  const qrAtual = useRef<string | null>(null);

  const q = useQuery({
    queryKey: chavesCaixa.identificar(tenantId, qr ?? ''),
    queryFn: async () =>
      (await chamarApi<ClienteIdentificadoResponse>('GET', '/api/v1/admin/cliente/identificar', { query: { qr, tenantId } })).dados,
    enabled: qr !== null,
    // The balance must be the current one at the counter, and a 404/422 will not change by retrying.
    staleTime: 0,
    retry: false,
  });

  const identificar = useCallback(
    (valor: string) => {
      const v = valor.trim();
      setAviso(null);
      if (!v) {
        setAviso('Cole o código do QR do cliente, ou leia o QR com a câmera.');
        campo.current?.focus();
        return;
      }
      setCodigo(v);
      // The same QR again: fetch the balance again (it may have changed since).
      if (v === qrAtual.current) qc.refetchQueries({ queryKey: chavesCaixa.identificar(tenantId, v) });
      qrAtual.current = v;
      setQr(v);
    },
    [qc, tenantId],
  );

  const desligarCamera = useCallback(() => {
    if (quadro.current !== null) cancelAnimationFrame(quadro.current);
    quadro.current = null;
    fluxo.current?.getTracks().forEach((t) => t.stop());
    fluxo.current = null;
    if (video.current) video.current.srcObject = null;
    setCamera('desligada');
  }, []);

  // Leaving the page turns the camera off.
  useEffect(() => desligarCamera, [desligarCamera]);

  async function ligarCamera() {
    setErroCamera(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setErroCamera(
        'Este navegador não libera a câmera para esta página (é preciso uma conexão segura, HTTPS). Cole o código do QR no campo abaixo.',
      );
      return;
    }
    setCamera('pedindo');
    try {
      const [{ default: jsQR }, stream] = await Promise.all([
        import('jsqr'),
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
      ]);
      fluxo.current = stream;
      const v = video.current;
      if (!v) throw new Error('sem vídeo');
      v.srcObject = stream;
      await v.play();
      setCamera('lendo');
      const tela = document.createElement('canvas');
      const ctx = tela.getContext('2d', { willReadFrequently: true });
      if (!ctx) throw new Error('sem canvas');
      let ultimo = 0;
      const ler = (t: number) => {
        if (!fluxo.current) return;
        // About 7 frames a second, at most 640 px wide: enough for a QR on a phone screen,
        // light enough for the counter's computer.
        if (t - ultimo > 140 && v.readyState >= v.HAVE_CURRENT_DATA && v.videoWidth > 0) {
          ultimo = t;
          const escala = Math.min(1, 640 / v.videoWidth);
          const w = Math.round(v.videoWidth * escala);
          const h = Math.round(v.videoHeight * escala);
          tela.width = w;
          tela.height = h;
          ctx.drawImage(v, 0, 0, w, h);
          const lido = jsQR(ctx.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'attemptBoth' });
          if (lido?.data) {
            desligarCamera();
            identificar(lido.data);
            return;
          }
        }
        quadro.current = requestAnimationFrame(ler);
      };
      quadro.current = requestAnimationFrame(ler);
    } catch (e) {
      desligarCamera();
      setErroCamera(mensagemDaCamera(e));
    }
  }

  function novoCliente() {
    setQr(null);
    qrAtual.current = null;
    setCodigo('');
    setAviso(null);
    campo.current?.focus();
  }

  const c = q.data;
  const erro = q.isError ? q.error : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="caixa-identificar" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="caixa-identificar" className="mb-4 text-lg font-semibold text-slate-900">
          Identificar cliente
        </h2>

        <form
          onSubmit={(e) => {
            e.preventDefault();
            identificar(codigo);
          }}
          className="flex flex-col gap-3"
        >
          <label htmlFor={idCampo} className="text-base font-medium text-slate-800">
            Cole o código do QR
          </label>
          <input
            id={idCampo}
            ref={campo}
            autoFocus
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
            onFocus={(e) => e.target.select()}
            onKeyDown={(e) => {
              if (e.key === 'Escape') novoCliente();
            }}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="00000000-0000-0000-0000-000000000000"
            aria-describedby={`${idCampo}-ajuda`}
            className="min-h-14 rounded-md border border-slate-300 bg-white px-4 py-3 font-mono text-lg text-slate-900 focus:border-marca-600 focus:outline-2 focus:outline-marca-600"
          />
          <p id={`${idCampo}-ajuda`} className="text-sm text-slate-600">
            O código aparece embaixo do QR, no clube do cliente. Leitores de QR USB funcionam aqui: leia e o cliente é identificado. Esc
            limpa.
          </p>
          <Botao type="submit" carregando={q.isFetching} className="min-h-14 text-base">
            Identificar cliente
          </Botao>
        </form>

        <div className="mt-6 border-t border-slate-200 pt-4">
          {camera === 'desligada' ? (
            <>
              <Botao variante="secundario" onClick={ligarCamera} className="min-h-14 w-full text-base">
                Ler QR com a câmera
              </Botao>
              <p className="mt-2 text-sm text-slate-600">
                O navegador vai pedir permissão para usar a câmera. A imagem fica só neste aparelho: nada é gravado nem enviado.
              </p>
            </>
          ) : (
            <Botao variante="secundario" onClick={desligarCamera} className="min-h-14 w-full text-base">
              Desligar câmera
            </Botao>
          )}
          {camera === 'pedindo' && (
            <Alerta tipo="info" className="mt-3">
              Permita o acesso à câmera na janela do navegador (botão “Permitir”).
            </Alerta>
          )}
          {erroCamera && (
            <Alerta tipo="erro" className="mt-3">
              {erroCamera}
            </Alerta>
          )}
          <video
            ref={video}
            muted
            playsInline
            aria-label="Imagem da câmera: aponte para o QR do cliente"
            className={camera === 'lendo' ? 'mt-3 aspect-video w-full rounded-md bg-slate-900 object-cover' : 'hidden'}
          />
          {camera === 'lendo' && <p className="mt-2 text-sm text-slate-700">Aponte a câmera para o QR no celular do cliente.</p>}
        </div>
      </section>

      <section
        aria-labelledby="caixa-cliente"
        aria-live="polite"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="caixa-cliente" className="sr-only">
          Cliente identificado
        </h2>
        {aviso && <Alerta tipo="aviso">{aviso}</Alerta>}
        {erro && (
          <Alerta tipo="erro">
            <p className="font-semibold">{erro.message}</p>
            {oQueFazer(erro) && <p className="mt-1">{oQueFazer(erro)}</p>}
          </Alerta>
        )}
        {!c && !erro && !aviso && (
          <p className="text-base text-slate-600">
            {q.isFetching ? 'Identificando…' : 'Nenhum cliente identificado. Leia ou cole o QR do cliente.'}
          </p>
        )}
        {c && !erro && (
          <div className="flex flex-col gap-5">
            <div>
              <p className="text-sm font-medium text-slate-600">Cliente</p>
              <p className="text-3xl font-bold text-slate-900">{c.clienteNome ?? 'Cliente sem nome'}</p>
            </div>
            <dl className="flex flex-wrap gap-3">
              <div className="min-w-40 flex-1 rounded-lg bg-marca-50 p-4">
                <dt className="text-sm font-medium text-marca-800">Cashback disponível</dt>
                <dd className="mt-1 text-2xl font-bold whitespace-nowrap tabular-nums text-slate-900">{reais(c.saldoCashback)}</dd>
              </div>
              <div className="min-w-40 flex-1 rounded-lg bg-amber-50 p-4">
                <dt className="text-sm font-medium text-amber-900">Cashback pendente</dt>
                <dd className="mt-1 text-2xl font-bold whitespace-nowrap tabular-nums text-slate-900">{reais(c.saldoPendente)}</dd>
              </div>
              <div className="min-w-40 flex-1 rounded-lg bg-sky-50 p-4">
                <dt className="text-sm font-medium text-sky-900">Pontos</dt>
                <dd className="mt-1 text-2xl font-bold whitespace-nowrap tabular-nums text-slate-900">{pontos(c.saldoPontos)}</dd>
              </div>
            </dl>
            <div>
              <h3 className="mb-2 text-base font-semibold text-slate-900">Lotes ativos</h3>
              {c.lotesAtivos.length === 0 ? (
                <p className="text-sm text-slate-600">Nenhum lote ativo: o cliente ainda não tem saldo neste programa.</p>
              ) : (
                <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                  {c.lotesAtivos.map((l) => (
                    <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                      <span className="flex items-center gap-2">
                        <Etiqueta cor={COR_STATUS_LOTE[l.status]}>{ROTULO_STATUS_LOTE[l.status]}</Etiqueta>
                        <span className="font-semibold tabular-nums">{valorDoBeneficio(l.tipoBeneficio, l.valorDisponivel)}</span>
                      </span>
                      <span className="text-slate-700">
                        {l.status === 'Pendente' && l.dataLiberacao ? `Libera em ${data(l.dataLiberacao)} · ` : ''}
                        {l.dataExpiracao ? `Vence em ${data(l.dataExpiracao)}` : 'Sem validade'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <Botao variante="secundario" onClick={novoCliente} className="min-h-14 text-base">
              Identificar outro cliente
            </Botao>
          </div>
        )}
      </section>
    </div>
  );
}

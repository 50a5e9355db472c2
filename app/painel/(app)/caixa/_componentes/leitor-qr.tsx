'use client';
// The device's camera as a QR reader: getUserMedia frames decoded by jsQR in the browser (no
// image leaves the device). What it reads is handed to `onLido`, as if typed in the search field.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';

type EstadoCamera = 'desligada' | 'pedindo' | 'lendo';

function mensagemDaCamera(e: unknown): string {
  const nome = (e as { name?: string } | null)?.name;
  if (nome === 'NotAllowedError' || nome === 'SecurityError')
    return 'Sem permissão para usar a câmera. Libere a câmera para este site nas configurações do navegador (ícone ao lado do endereço) ou use o leitor USB.';
  if (nome === 'NotFoundError' || nome === 'OverconstrainedError')
    return 'Nenhuma câmera encontrada neste aparelho. Use o leitor USB ou o CPF.';
  if (nome === 'NotReadableError') return 'A câmera está em uso por outro aplicativo. Feche-o e tente de novo, ou use o leitor USB.';
  return 'Não foi possível ligar a câmera. Use o leitor USB ou busque pelo CPF.';
}

export function LeitorQr({ onLido }: { onLido: (texto: string) => void }) {
  const [camera, setCamera] = useState<EstadoCamera>('desligada');
  const [erro, setErro] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const fluxo = useRef<MediaStream | null>(null);
  const quadro = useRef<number | null>(null);

  const desligar = useCallback(() => {
    if (quadro.current !== null) cancelAnimationFrame(quadro.current);
    quadro.current = null;
    fluxo.current?.getTracks().forEach((t) => t.stop());
    fluxo.current = null;
    if (video.current) video.current.srcObject = null;
    setCamera('desligada');
  }, []);

  // Leaving the page turns the camera off.
  useEffect(() => desligar, [desligar]);

  async function ligar() {
    setErro(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setErro('Este navegador não libera a câmera para esta página (é preciso uma conexão segura, HTTPS). Use o leitor USB ou o CPF.');
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
        // About 7 frames a second, at most 640 px wide: enough for a QR on a phone screen.
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
            desligar();
            onLido(lido.data);
            return;
          }
        }
        quadro.current = requestAnimationFrame(ler);
      };
      quadro.current = requestAnimationFrame(ler);
    } catch (e) {
      desligar();
      setErro(mensagemDaCamera(e));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {camera === 'desligada' ? (
        <Botao variante="secundario" onClick={ligar} className="w-full">
          Ler QR com a câmera
        </Botao>
      ) : (
        <Botao variante="secundario" onClick={desligar} className="w-full">
          Desligar câmera
        </Botao>
      )}
      {camera === 'pedindo' && <Alerta tipo="info">Permita o acesso à câmera na janela do navegador (botão “Permitir”).</Alerta>}
      {erro && <Alerta tipo="erro">{erro}</Alerta>}
      <video
        ref={video}
        muted
        playsInline
        aria-label="Imagem da câmera: aponte para o QR do cliente"
        className={camera === 'lendo' ? 'aspect-video w-full rounded-md bg-slate-900 object-cover' : 'hidden'}
      />
      {camera === 'lendo' && (
        <p className="text-sm text-slate-700">Aponte a câmera para o QR no celular do cliente. A imagem fica só neste aparelho.</p>
      )}
    </div>
  );
}

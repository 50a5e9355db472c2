'use client';
// The customer's QR for the cashier and its renewal (POST /clube/cliente/renovar-qr). The image is
// drawn on the server from the token (app/clube/(app)/qr/page.tsx); after a renewal the route is
// refreshed and the server draws the new one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTransition, useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { dataHora } from '@/lib/formatar';
import { chavesClube } from './chaves';

/** `fuso`: the customer's clock (the QR is generated at no store: docs/clube.md, "Horários e datas"). */
export function QrCaixa({ token, imagem, geradoEm, fuso }: { token: string; imagem: string; geradoEm: string; fuso: string }) {
  const router = useRouter();
  const cliente = useQueryClient();
  const [atualizando, iniciar] = useTransition();
  const [mensagem, setMensagem] = useState<string | null>(null);
  const renovar = useMutation({
    mutationFn: () => chamarApi<{ qrToken: string; dataGerada: string }>('POST', '/api/v1/clube/cliente/renovar-qr'),
    onSuccess: async (r) => {
      setMensagem(r.mensagem ?? 'QR Code renovado. O anterior deixou de valer.');
      await cliente.invalidateQueries({ queryKey: chavesClube.qr() });
      iniciar(() => router.refresh());
    },
  });
  const ocupado = renovar.isPending || atualizando;

  return (
    <div className="flex flex-col items-center gap-4">
      <div className="w-full max-w-[20rem] rounded-lg border-2 border-slate-900 bg-white p-2">
        {/* width/height reserve the square before the image decodes: nothing moves on load. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG data: URL drawn by the page: next/image has nothing to fetch, resize or cache. */}
        <img
          src={imagem}
          alt="QR code para identificação no caixa"
          width={296}
          height={296}
          className="block aspect-square h-auto w-full"
        />
      </div>
      <p className="text-center text-xs text-slate-700">
        Código:{' '}
        <span className="break-all font-mono" data-testid="qr-token">
          {token}
        </span>
        <br />
        Gerado em {dataHora(geradoEm, fuso)}
      </p>
      <div aria-live="polite" className="w-full">
        {mensagem && !ocupado && <Alerta tipo="sucesso">{mensagem}</Alerta>}
        {renovar.error && <Alerta tipo="erro">{renovar.error.message}</Alerta>}
      </div>
      <Botao
        type="button"
        variante="secundario"
        className="w-full"
        carregando={ocupado}
        onClick={() => {
          setMensagem(null);
          renovar.mutate();
        }}
      >
        {ocupado ? 'Gerando…' : 'Gerar novo QR'}
      </Botao>
      <p className="text-sm text-slate-700">
        Gere um novo QR se alguém fotografou o seu: o código anterior deixa de funcionar na hora, e só o novo identifica você no caixa.
      </p>
    </div>
  );
}

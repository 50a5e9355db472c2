import type { Metadata } from 'next';
import { desenharQr } from '@/lib/desenhar-qr';
import { relogioDoCliente } from '@/lib/domain/clube/relogio-do-cliente';
import { exigirClienteDoClube } from '../../_componentes/autorizacao';
import { QrCaixa } from '../../_componentes/qr-caixa';
import { contaDoCliente } from '../consultas';

export const metadata: Metadata = { title: 'Meu QR' };

// Spec "Operator identification": the QR content is only the token UUID, with no URL or prefix;
// drawn for cashier scanners reading a phone screen (lib/desenhar-qr.ts).
export default async function QrClube() {
  const p = await exigirClienteDoClube();
  const [conta, relogio] = await Promise.all([contaDoCliente(p), relogioDoCliente(p.clienteId)]);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Meu QR</h1>
        <p className="text-sm text-slate-700">
          Mostre este código no caixa para se identificar e ganhar cashback e pontos. Aumente o brilho da tela se o leitor não reconhecer.
        </p>
      </div>
      <QrCaixa token={conta.qrToken} imagem={await desenharQr(conta.qrToken)} geradoEm={conta.qrGeradoEm} fuso={relogio.fusoDoCliente} />
    </div>
  );
}

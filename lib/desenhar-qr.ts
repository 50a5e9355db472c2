// The QR codes the server draws: the club's "Meu QR" (read by the cashier's scanner from a phone
// screen) and the store's printed poster (read by a customer's camera). Both as SVG (no remote
// image, crisp at any size) in a data: URL, black on white with the standard 4-module quiet zone:
// what every reader expects, so the two change together.
import 'server-only';
import QRCode from 'qrcode';

export async function desenharQr(conteudo: string): Promise<string> {
  const svg = await QRCode.toString(conteudo, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

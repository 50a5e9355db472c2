import type { Metadata, Viewport } from 'next';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Fidelidade', template: '%s · Fidelidade' },
  description: 'Cashback e pontos para lojas: painel do lojista, clube do cliente e API para PDV.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#047857' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">{children}</body>
    </html>
  );
}

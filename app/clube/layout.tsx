import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: { default: 'Clube Fidelidade', template: '%s · Clube Fidelidade' },
  description: 'Seu cashback e seus pontos nas lojas participantes, e o QR para mostrar no caixa.',
};

export default function LayoutClube({ children }: { children: React.ReactNode }) {
  return children;
}

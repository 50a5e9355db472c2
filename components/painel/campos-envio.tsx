'use client';
// The fields a campaign and an automation share: the channel they send by and their control group.
import type { ReactNode } from 'react';
import { CampoInteiro, Selecao } from '@/components/ui/campo';

type Canal = 'WhatsApp' | 'Email';

export function SelecaoCanal({ valor, onMudar, erro }: { valor: Canal; onMudar: (canal: Canal) => void; erro?: string }) {
  return (
    <Selecao rotulo="Canal" value={valor} onChange={(e) => onMudar(e.target.value as Canal)} erro={erro}>
      <option value="WhatsApp">WhatsApp</option>
      <option value="Email">E-mail</option>
    </Selecao>
  );
}

/** The holdout: drawn customers who receive nothing, as typed (CampoInteiro); `ajuda` says the range. */
export function CampoGrupoControle({
  valor,
  onMudar,
  erro,
  ajuda,
}: {
  valor: string;
  onMudar: (valor: string) => void;
  erro?: string;
  ajuda: ReactNode;
}) {
  return <CampoInteiro rotulo="Grupo de controle (%)" value={valor} onChange={(e) => onMudar(e.target.value)} erro={erro} ajuda={ajuda} />;
}

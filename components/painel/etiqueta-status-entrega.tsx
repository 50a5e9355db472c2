// The status of an outbox delivery, a webhook's (/painel/webhooks/[id]) or a notice's
// (/painel/mensagens/entregas): the same four words and colours on both pages; and the cells of a
// notice's delivery, shared by that list and a customer's messages (/painel/clientes/[id]).
import type { ReactNode } from 'react';
import { Etiqueta } from '@/components/ui/etiqueta';
import { dataHora } from '@/lib/formatar';

export type StatusDeEntrega = 'Pendente' | 'Enviado' | 'Falhou' | 'Descartado';

const COR: Record<StatusDeEntrega, 'verde' | 'amarelo' | 'vermelho' | 'cinza'> = {
  Enviado: 'verde',
  Pendente: 'amarelo',
  Falhou: 'vermelho',
  Descartado: 'cinza',
};

export function EtiquetaStatusEntrega({ status }: { status: StatusDeEntrega }) {
  return <Etiqueta cor={COR[status]}>{status}</Etiqueta>;
}

const CANAL = { email: 'E-mail', whatsapp: 'WhatsApp' } as const;

/** What the cells of a delivery read: the notices' list and a customer's messages. */
type Entrega = {
  canal: 'email' | 'whatsapp' | null;
  destinoMascarado: string | null;
  status: StatusDeEntrega;
  tentativas: number;
  ultimoErro: string | null;
  proximaTentativaEm: string | null;
  enviadoEm: string | null;
};

/** `cartao`: in a list whose rows are cards on a phone, the cell's lines align right, after their label. */
const aDireita = (cartao?: boolean) => (cartao ? 'max-sm:items-end max-sm:text-right' : '');

/** The channel and the masked destination. */
export function DestinoDaEntrega({ e, cartao }: { e: Entrega; cartao?: boolean }) {
  return (
    <span className={`flex flex-col gap-0.5 ${aDireita(cartao)}`}>
      <span>{e.canal ? CANAL[e.canal] : 'Canal a definir'}</span>
      {e.destinoMascarado && <span className="break-all font-mono text-xs text-slate-700">{e.destinoMascarado}</span>}
    </span>
  );
}

/** The status and how many attempts were made. */
export function StatusDaEntrega({ e, cartao }: { e: Entrega; cartao?: boolean }) {
  return (
    <span className={`flex flex-col items-start gap-0.5 ${aDireita(cartao)}`}>
      <EtiquetaStatusEntrega status={e.status} />
      <span className="text-xs text-slate-600">
        {e.tentativas} {e.tentativas === 1 ? 'tentativa' : 'tentativas'}
      </span>
    </span>
  );
}

/** The provider's last answer (masked by the API), the next attempt, when it was sent; `antes` comes first. */
export function RespostaDaEntrega({ e, cartao, antes }: { e: Entrega; cartao?: boolean; antes?: ReactNode }) {
  return (
    <span className={`flex flex-col gap-0.5 text-xs ${aDireita(cartao)}`}>
      {antes}
      {e.ultimoErro && <span className="break-words text-red-800">{e.ultimoErro}</span>}
      {e.proximaTentativaEm && <span>Próxima tentativa: {dataHora(e.proximaTentativaEm)}</span>}
      {e.enviadoEm && <span>Enviado em {dataHora(e.enviadoEm)}</span>}
    </span>
  );
}

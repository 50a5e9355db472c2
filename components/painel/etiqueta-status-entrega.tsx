// The status of an outbox delivery, a webhook's (/painel/webhooks/[id]) or a notice's
// (/painel/mensagens/entregas): the same four words and colours on both pages.
import { Etiqueta } from '@/components/ui/etiqueta';

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

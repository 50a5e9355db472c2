import Link from 'next/link';
import type { SaudeWebhook } from '@/lib/domain/webhooks/admin-webhooks';
import { dataHora } from '@/lib/formatar';
import { Etiqueta } from '@/components/ui/etiqueta';

/** How an endpoint is delivering (docs/webhooks.md, "Failing endpoints"): the list's cell and the deliveries page's header. */
export function SaudeDoWebhook({ webhookId, saude }: { webhookId: string; saude: SaudeWebhook }) {
  const falhas = saude.entregasFalhas;
  return (
    <span className="flex flex-col items-start gap-0.5 text-xs">
      {saude.situacao === 'Falhando' ? (
        <Etiqueta cor="vermelho">Falhando</Etiqueta>
      ) : saude.situacao === 'Entregando' ? (
        <Etiqueta cor="verde">Entregando</Etiqueta>
      ) : (
        <Etiqueta>Sem entregas</Etiqueta>
      )}
      {saude.falhandoDesde && <span>desde {dataHora(saude.falhandoDesde)}</span>}
      {falhas > 0 && (
        <Link href={`/painel/webhooks/${webhookId}?status=Falhou`} className="font-medium text-red-800 underline underline-offset-2">
          {falhas === 1 ? '1 entrega com falha' : `${falhas} entregas com falha`}
        </Link>
      )}
      {saude.ultimaEntregaEm && <span>Última entrega: {dataHora(saude.ultimaEntregaEm)}</span>}
    </span>
  );
}

// What the campaign pages show instead of the editor when the programme has no segment yet: a
// campaign is sent to a segment's customers, so the way to create one is one tap away.
import Link from 'next/link';
import { enderecoDeCriacao } from '@/components/painel/link-criar';
import { Alerta } from '@/components/ui/alerta';

export function SemSegmento({ tenantId, superAdmin }: { tenantId: string; superAdmin: boolean }) {
  return (
    <Alerta tipo="info">
      A campanha é enviada para os clientes de um segmento, e este programa ainda não tem nenhum.{' '}
      <Link href={enderecoDeCriacao('/painel/segmentos/novo', tenantId, superAdmin)!} className="font-medium underline">
        Criar um segmento
      </Link>
    </Alerta>
  );
}

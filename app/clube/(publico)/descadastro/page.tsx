// /clube/descadastro?t=… — the page of the unsubscribe link of the marketing e-mails
// (docs/comunicacao.md, "Descadastro"). Opening it changes nothing (mail scanners follow links);
// the button confirms, and the consent is withdrawn at once. The panel's preview shows the link
// with the example token (docs/lgpd.md, "Preview"): that one names nobody and this page says so.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Alerta } from '@/components/ui/alerta';
import { TOKEN_DESCADASTRO_EXEMPLO } from '@/lib/domain/comunicacao/mensagens';
import { ConfirmarDescadastro } from './confirmar-descadastro';

export const metadata: Metadata = { title: 'Descadastro' };

export default async function PaginaDescadastro({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const token = typeof q.t === 'string' ? q.t : '';
  if (token === TOKEN_DESCADASTRO_EXEMPLO) return <LinkDeExemplo />;
  return <ConfirmarDescadastro token={token} />;
}

function LinkDeExemplo() {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-xl font-bold text-slate-900">Link de exemplo da prévia</h1>
      <Alerta tipo="info">Este é o link de descadastro da prévia de uma campanha. Ele não descadastra ninguém: nada foi alterado.</Alerta>
      <p className="text-sm text-slate-700">
        Na mensagem de verdade, cada cliente recebe o seu próprio link, que abre esta página com o nome do programa e o botão para confirmar
        o descadastro.
      </p>
      <Link className="font-semibold text-marca-700 underline underline-offset-2" href="/clube">
        Ir para o clube
      </Link>
    </div>
  );
}

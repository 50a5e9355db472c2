import type { Metadata } from 'next';
import Link from 'next/link';
import type { WebhookResponse } from '@/lib/domain/webhooks/admin-webhooks';
import { dataHora } from '@/lib/formatar';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Etiqueta } from '@/components/ui/etiqueta';
import { EtiquetaAmbiente } from '@/components/painel/etiqueta-ambiente';
import { colunaTenant, vazioPorTenant } from '@/components/painel/lista-pagina';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { consultarWebhooks } from './consultas';
import { AcoesWebhook, BotaoNovoWebhook } from './formulario-webhook';
import { SaudeDoWebhook } from './saude-webhook';

export const metadata: Metadata = { title: 'Webhooks' };

export default async function PaginaWebhooks({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const lista = await lerPaginaDeLista(searchParams, consultarWebhooks);
  const { r, tenantId } = lista;

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Webhooks" acoes={<BotaoNovoWebhook tenantId={tenantId} podeCriar={!!tenantId} />}>
        <p>
          Seu sistema recebe um <code className="rounded bg-slate-100 px-1">POST</code> a cada venda registrada ou cancelada, resgate,
          crédito perto de vencer ou expirado. Cada entrega é assinada com o segredo do webhook (HMAC-SHA256) e repetida com espera
          crescente enquanto seu sistema não responder 2xx.
        </p>
        <p className="mt-1">
          Como verificar a assinatura:{' '}
          <a className="font-medium text-marca-700 underline" href="/docs/integracao#5-webhooks">
            guia de integração, seção “Webhooks”
          </a>
          .
        </p>
      </CabecalhoPagina>

      <ListaDaUrl
        leitura={lista}
        caminho="/painel/webhooks"
        vazio={vazioPorTenant(
          tenantId,
          'Nenhum webhook ainda',
          'Crie um em “Novo webhook” informando a URL do seu sistema e os eventos.',
          'um webhook',
        )}
        tabela={{
          legenda: 'Webhooks',
          larguraMinima: 48,
          atributosLinha: (w) => ({ className: w.ativo ? undefined : 'text-slate-500' }),
          colunas: [
            {
              cabecalho: 'URL',
              classe: 'min-w-48 break-all font-medium text-slate-900',
              celula: (w) => (
                <span className="flex flex-col gap-0.5">
                  <Link href={`/painel/webhooks/${w.id}`} className="underline underline-offset-2">
                    {w.url}
                  </Link>
                  {w.descricao && <span className="text-xs font-normal text-slate-600">{w.descricao}</span>}
                </span>
              ),
            },
            // Right after the URL: whether it delivers is what the integrator comes to see, and on a
            // phone it stays on the first screen instead of at the end of the sideways scroll.
            { cabecalho: 'Saúde', classe: 'min-w-36', celula: (w) => <SaudeDoWebhook webhookId={w.id} saude={w.saude} /> },
            colunaTenant(r, (w: WebhookResponse) => w.tenantId),
            { cabecalho: 'Ambiente', celula: (w) => <EtiquetaAmbiente ambiente={w.ambiente} /> },
            { cabecalho: 'Eventos', classe: 'min-w-40', celula: (w) => <span className="text-xs">{w.eventos.join(', ')}</span> },
            { cabecalho: 'Criado em', celula: (w) => dataHora(w.criadoEm) },
            {
              cabecalho: 'Situação',
              celula: (w) => (w.ativo ? <Etiqueta cor="verde">Ativo</Etiqueta> : <Etiqueta>Inativo</Etiqueta>),
            },
          ],
          acoes: (w) => <AcoesWebhook webhook={w} />,
        }}
      />
    </ProvedorAvisos>
  );
}

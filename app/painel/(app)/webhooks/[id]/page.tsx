import type { Metadata } from 'next';
import Link from 'next/link';
import { dataHora } from '@/lib/formatar';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { EtiquetaStatusEntrega } from '@/components/painel/etiqueta-status-entrega';
import { FiltroOpcoes } from '@/components/painel/lista-pagina';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { EtiquetaAmbiente } from '@/components/painel/etiqueta-ambiente';
import { exigirPainel } from '@/lib/auth/sessao';
import { parametrosDaUrl, type PropsDaPagina } from '@/app/painel/(app)/consulta-pagina';
import { consultarEntregas } from '../consultas';
import { BotaoReenviar, BotaoReenviarFalhas } from '../formulario-webhook';
import { SaudeDoWebhook } from '../saude-webhook';

export const metadata: Metadata = { title: 'Entregas do webhook' };

export default async function PaginaEntregas({ params, searchParams }: PropsDaPagina<{ id: string }>) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const { id } = await params;
  const q = parametrosDaUrl(await searchParams);
  const r = await consultarEntregas(p, id, q);

  return (
    <ProvedorAvisos>
      <CabecalhoPagina
        titulo="Entregas do webhook"
        acoes={
          r.ok &&
          r.dados.webhook.ativo &&
          r.dados.saude.entregasFalhas > 0 && <BotaoReenviarFalhas webhookId={id} quantas={r.dados.saude.entregasFalhas} />
        }
      >
        <p className="break-all">
          <Link href="/painel/webhooks" className="underline underline-offset-2">
            Webhooks
          </Link>{' '}
          › {r.ok ? r.dados.webhook.url : ''} {r.ok && <EtiquetaAmbiente ambiente={r.dados.webhook.ambiente} />}
        </p>
        <p className="mt-1">
          Cada entrega é tentada até seu sistema responder 2xx, com espera crescente (30 s, 1 min, 2 min… até 6 h). “Reenviar” coloca a
          entrega de volta na fila agora, com o mesmo id (cabeçalho <code className="rounded bg-slate-100 px-1">X-Fidelidade-Entrega</code>
          ). “Reenviar falhas” faz o mesmo com todas as entregas que esgotaram as tentativas.
        </p>
        {r.ok && (
          <div className="mt-2 flex flex-col gap-1">
            <SaudeDoWebhook webhookId={id} saude={r.dados.saude} />
            {!r.dados.webhook.ativo && r.dados.saude.entregasFalhas > 0 && (
              <p>Este webhook está inativo: ative-o na lista de webhooks para reenviar as entregas com falha.</p>
            )}
          </div>
        )}
      </CabecalhoPagina>

      <ListaDaUrl
        leitura={{ q, r }}
        caminho={`/painel/webhooks/${id}`}
        filtros={{
          status: (
            <FiltroOpcoes
              rotulo="Status"
              name="status"
              valor={q.status}
              opcoes={{ Enviado: 'Enviado', Pendente: 'Pendente', Falhou: 'Falhou', Descartado: 'Descartado' }}
            />
          ),
        }}
        filtrado={{ titulo: 'Nenhuma entrega com este status', texto: 'Mude o filtro ou limpe-o para ver todas.' }}
        vazio={{ titulo: 'Nenhuma entrega ainda', texto: 'As entregas aparecem aqui quando acontece um evento assinado.' }}
        tabela={{
          legenda: 'Entregas',
          larguraMinima: 48,
          colunas: [
            { cabecalho: 'Evento', classe: 'whitespace-nowrap font-mono text-xs', celula: (e) => e.evento },
            { cabecalho: 'Quando', celula: (e) => dataHora(e.criadoEm) },
            { cabecalho: 'Status', celula: (e) => <EtiquetaStatusEntrega status={e.status} /> },
            { cabecalho: 'Tentativas', celula: (e) => String(e.tentativas) },
            {
              cabecalho: 'Última resposta',
              classe: 'min-w-40',
              celula: (e) => (
                <span className="flex flex-col gap-0.5 text-xs">
                  {e.statusHttp !== null && <span>HTTP {e.statusHttp}</span>}
                  {e.ultimoErro && <span className="text-red-800">{e.ultimoErro}</span>}
                  {e.proximaTentativaEm && <span>Próxima tentativa: {dataHora(e.proximaTentativaEm)}</span>}
                  {e.enviadoEm && <span>Entregue em {dataHora(e.enviadoEm)}</span>}
                </span>
              ),
            },
          ],
          acoes: (e) => <BotaoReenviar webhookId={id} entregaId={e.id} />,
        }}
      />
    </ProvedorAvisos>
  );
}

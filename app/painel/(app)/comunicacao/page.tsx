// /painel/comunicacao — WhatsApp and e-mail campaigns to a segment (docs/comunicacao.md), with
// their status counts.
import type { Metadata } from 'next';
import Link from 'next/link';
import { dataHora, numero } from '@/lib/formatar';
import { comParametros } from '@/lib/url';
import { Etiqueta } from '@/components/ui/etiqueta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { ListaPagina } from '@/components/painel/lista-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { consultarCampanhasComunicacao } from './consultas';
import { ROTULOS_STATUS_CAMPANHA } from './_componentes/rotulos';
import { RegrasComunicacao } from './_componentes/regras-comunicacao';

export const metadata: Metadata = { title: 'Comunicação' };

export default async function PaginaComunicacao({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const { q, r, superAdmin, tenantId } = await lerPaginaDeLista(searchParams, consultarCampanhasComunicacao);
  const nova = tenantId ? comParametros('/painel/comunicacao/nova', { tenantId: superAdmin ? tenantId : undefined }) : null;
  return (
    <>
      <CabecalhoPagina
        titulo="Comunicação"
        acoes={
          nova ? (
            <Link
              href={nova}
              className="inline-flex min-h-11 items-center rounded-md bg-marca-700 px-4 text-sm font-semibold text-white hover:bg-marca-800"
            >
              Nova campanha
            </Link>
          ) : null
        }
      >
        <p>
          Mensagens de WhatsApp ou e-mail para um segmento. Só recebe quem aceitou marketing no canal, no máximo o limite semanal por
          cliente, nunca no horário de silêncio; um grupo de controle sorteado não recebe nada e mostra se a campanha trouxe compras.
        </p>
      </CabecalhoPagina>
      {superAdmin && <SeletorTenant caminho="/painel/comunicacao" atual={q.tenantId} />}
      {tenantId && <RegrasComunicacao tenantId={tenantId} />}
      <ListaPagina
        resultado={r.ok ? { ok: true, dados: r.dados.pagina } : r}
        caminho="/painel/comunicacao"
        parametros={{ tenantId: q.tenantId, tamanho: q.tamanho }}
        filtrando={false}
        filtrado={{ titulo: 'Nenhuma campanha encontrada', texto: '' }}
        vazio={{
          titulo: 'Nenhuma campanha ainda',
          texto: tenantId ? 'Crie a primeira em “Nova campanha”.' : 'Escolha um tenant para criar uma campanha.',
        }}
        tabela={{
          rotulo: 'Tabela de campanhas de comunicação',
          legenda: 'Campanhas de comunicação',
          larguraMinima: 40,
          cartoes: true,
          chave: (k) => k.id,
          colunas: [
            {
              cabecalho: 'Campanha',
              cartao: 'titulo',
              celula: (k) => (
                <>
                  <Link href={`/painel/comunicacao/${k.id}`} className="font-medium text-marca-700 underline">
                    {k.nome}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {k.canal === 'Email' ? 'E-mail' : 'WhatsApp'} · criada em {dataHora(k.criadoEm)}
                  </p>
                </>
              ),
            },
            { cabecalho: 'Situação', celula: (k) => <Etiqueta>{ROTULOS_STATUS_CAMPANHA[k.status] ?? k.status}</Etiqueta> },
            { cabecalho: 'Enviados', celula: (k) => numero(k.contagens.enviados) },
            { cabecalho: 'Controle', celula: (k) => numero(k.contagens.holdout) },
            {
              cabecalho: 'Ignorados',
              celula: (k) => numero(k.contagens.ignoradosConsentimento + k.contagens.ignoradosOptout + k.contagens.ignoradosLimite),
            },
          ],
        }}
      />
    </>
  );
}

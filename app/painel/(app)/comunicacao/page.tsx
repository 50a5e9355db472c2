// /painel/comunicacao — WhatsApp and e-mail campaigns to a segment (docs/comunicacao.md), with
// their status counts.
import type { Metadata } from 'next';
import Link from 'next/link';
import { dataHora, numero } from '@/lib/formatar';
import { Etiqueta } from '@/components/ui/etiqueta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import { vazioPorTenant } from '@/components/painel/lista-pagina';
import { enderecoDeCriacao, LinkCriar } from '@/components/painel/link-criar';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { consultarCampanhasComunicacao } from './consultas';
import { ROTULOS_STATUS_CAMPANHA } from './_componentes/rotulos';
import { RegrasComunicacao } from './_componentes/regras-comunicacao';

export const metadata: Metadata = { title: 'Comunicação' };

export default async function PaginaComunicacao({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const lista = await lerPaginaDeLista(searchParams, consultarCampanhasComunicacao);
  const { superAdmin, tenantId } = lista;
  const nova = enderecoDeCriacao('/painel/comunicacao/nova', tenantId, superAdmin);
  return (
    <>
      <CabecalhoPagina titulo="Comunicação" acoes={nova && <LinkCriar href={nova}>Nova campanha</LinkCriar>}>
        <p>
          Mensagens de WhatsApp ou e-mail para um segmento. Só recebe quem aceitou marketing no canal, no máximo o limite semanal por
          cliente, nunca no horário de silêncio; um grupo de controle sorteado não recebe nada e mostra se a campanha trouxe compras.
        </p>
      </CabecalhoPagina>
      {tenantId && <RegrasComunicacao tenantId={tenantId} />}
      <ListaDaUrl
        leitura={lista}
        caminho="/painel/comunicacao"
        vazio={vazioPorTenant(tenantId, 'Nenhuma campanha ainda', 'Crie a primeira em “Nova campanha”.', 'uma campanha')}
        tabela={{
          legenda: 'Campanhas de comunicação',
          larguraMinima: 40,
          cartoes: true,
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

import type { Metadata } from 'next';
import type { ChaveResponse } from '@/lib/domain/acesso/admin-chaves';
import { dataHora } from '@/lib/formatar';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Campo } from '@/components/ui/campo';
import { Etiqueta } from '@/components/ui/etiqueta';
import { EtiquetaAmbiente } from '@/components/painel/etiqueta-ambiente';
import { colunaTenant, FiltroOpcoes, FiltroSituacao, vazioPorTenant } from '@/components/painel/lista-pagina';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { AcoesChave } from './acoes-chave';
import { consultarChaves } from './consultas';
import { BotaoNovaChave } from './formulario-chave';

export const metadata: Metadata = { title: 'Chaves de API' };

export default async function PaginaChaves({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const lista = await lerPaginaDeLista(searchParams, consultarChaves);
  const { q, r, tenantId } = lista;

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Chaves de API" acoes={<BotaoNovaChave tenantId={tenantId} podeCriar={!!tenantId} />}>
        <p>
          O PDV ou ERP se identifica enviando uma chave no cabeçalho <code className="rounded bg-slate-100 px-1">X-Api-Key</code>. A chave
          completa aparece <strong>uma única vez</strong>, ao criar ou rotacionar: guardamos só o começo dela (o prefixo, para reconhecê-la)
          e uma impressão (hash).
        </p>
        <p className="mt-1">
          <strong>Rotacionar</strong> cria uma chave nova e revoga a atual na hora. <strong>Revogar</strong> faz a chave parar de funcionar
          (em até 10 segundos em todos os servidores).
        </p>
        <p className="mt-1">
          Para integrar o PDV, do primeiro teste à operação offline:{' '}
          <a className="font-medium text-marca-700 underline" href="/docs/integracao">
            guia de integração
          </a>
          .
        </p>
      </CabecalhoPagina>

      <ListaDaUrl
        leitura={lista}
        caminho="/painel/chaves"
        filtros={{
          prefixo: <Campo rotulo="Prefixo" name="prefixo" defaultValue={q.prefixo} placeholder="fid_live_…" className="min-w-56" />,
          ambiente: <FiltroOpcoes rotulo="Ambiente" name="ambiente" valor={q.ambiente} opcoes={{ Producao: 'Produção', Teste: 'Teste' }} />,
          revogada: <FiltroSituacao name="revogada" valor={q.revogada} feminino codigos={['false', 'true']} inativos="Revogadas" />,
        }}
        filtrado={{ titulo: 'Nenhuma chave encontrada com esses filtros', texto: 'Mude os filtros ou limpe-os para ver todas as chaves.' }}
        vazio={vazioPorTenant(
          tenantId,
          'Nenhuma chave de API ainda',
          'Crie uma chave em “Nova chave” e configure-a no PDV/ERP para ele registrar vendas e resgates.',
          'uma chave',
        )}
        tabela={{
          legenda: 'Chaves de API',
          larguraMinima: 48,
          atributosLinha: (k) => ({ className: k.revogadaEm ? 'text-slate-500' : undefined }),
          colunas: [
            { cabecalho: 'Nome', classe: 'min-w-36 font-medium text-slate-900', celula: (k) => k.nome },
            colunaTenant(r, (k: ChaveResponse) => k.tenantId),
            { cabecalho: 'Prefixo', classe: 'whitespace-nowrap font-mono', celula: (k) => `${k.prefixo}…` },
            {
              cabecalho: 'Ambiente',
              celula: (k) => <EtiquetaAmbiente ambiente={k.ambiente} />,
            },
            { cabecalho: 'Criada em', celula: (k) => dataHora(k.criadoEm) },
            { cabecalho: 'Último uso', celula: (k) => (k.ultimoUsoEm ? dataHora(k.ultimoUsoEm) : 'Nunca usada') },
            {
              cabecalho: 'Situação',
              celula: (k) =>
                k.revogadaEm ? (
                  <span className="flex flex-col items-start gap-0.5">
                    <Etiqueta cor="vermelho">Revogada</Etiqueta>
                    <span className="text-xs">{dataHora(k.revogadaEm)}</span>
                  </span>
                ) : (
                  <Etiqueta cor="verde">Ativa</Etiqueta>
                ),
            },
          ],
          acoes: (k) => (k.revogadaEm ? <span className="block text-right text-xs">—</span> : <AcoesChave chave={k} />),
        }}
      />
    </ProvedorAvisos>
  );
}

// /painel/segmentos — saved filters over the programme's customers (docs/segmentos.md), each
// with its count now.
import type { Metadata } from 'next';
import Link from 'next/link';
import { dataHora } from '@/lib/formatar';
import { comParametros } from '@/lib/url';
import { Alerta } from '@/components/ui/alerta';
import { Campo } from '@/components/ui/campo';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { colunaTenant, FiltrosLista, ListaPagina } from '@/components/painel/lista-pagina';
import type { SegmentoResponse } from '@/lib/domain/segmento/admin-segmentos';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { consultarSegmentos, nomesDasLojas } from './consultas';
import { AcoesSegmento, ContagemSegmento } from './_componentes/acoes-segmento';
import { resumirFiltro } from './_componentes/resumo-filtro';

export const metadata: Metadata = { title: 'Segmentos' };

export default async function PaginaSegmentos({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const { q, r, superAdmin, tenantId } = await lerPaginaDeLista(searchParams, consultarSegmentos);
  const filtrando = !!q.busca;
  const tenants = r.ok ? r.dados.tenants : null;
  const lojas = r.ok ? await nomesDasLojas(r.dados.pagina.itens.map((s) => s.tenantId)) : {};
  const novo = tenantId ? comParametros('/painel/segmentos/novo', { tenantId: superAdmin ? tenantId : undefined }) : null;

  return (
    <>
      <CabecalhoPagina
        titulo="Segmentos"
        acoes={
          novo ? (
            <Link
              href={novo}
              className="inline-flex min-h-11 items-center rounded-md bg-marca-700 px-4 text-sm font-semibold text-white hover:bg-marca-800"
            >
              Novo segmento
            </Link>
          ) : null
        }
      >
        <p>
          Um segmento é um filtro salvo sobre os clientes do programa: compras, valor gasto, saldo, aniversário, consentimento e classe RFM.
          A contagem é calculada na hora, com os dados de agora.
        </p>
      </CabecalhoPagina>
      {q.salvo && (
        <Alerta tipo="sucesso" className="mb-3">
          {q.salvo}
        </Alerta>
      )}
      {superAdmin && <SeletorTenant caminho="/painel/segmentos" atual={q.tenantId} />}
      {superAdmin && !tenantId && <p className="mb-3 text-sm text-slate-700">Para criar um segmento, escolha antes o tenant.</p>}

      <FiltrosLista ocultos={{ tenantId: q.tenantId }} limpar={filtrando && comParametros('/painel/segmentos', { tenantId: q.tenantId })}>
        <Campo rotulo="Buscar por nome" name="busca" defaultValue={q.busca} className="min-w-64" />
      </FiltrosLista>

      <ListaPagina
        resultado={r.ok ? { ok: true, dados: r.dados.pagina } : r}
        caminho="/painel/segmentos"
        parametros={{ tenantId: q.tenantId, busca: q.busca, tamanho: q.tamanho }}
        filtrando={filtrando}
        filtrado={{ titulo: 'Nenhum segmento encontrado com essa busca', texto: 'Mude a busca ou limpe o filtro.' }}
        vazio={{
          titulo: 'Nenhum segmento criado ainda',
          texto: tenantId
            ? 'Crie o primeiro em “Novo segmento”: por exemplo, clientes em risco com saldo para expirar.'
            : 'Escolha um tenant para criar um segmento.',
        }}
        tabela={{
          rotulo: 'Tabela de segmentos',
          legenda: 'Segmentos',
          larguraMinima: 40,
          cartoes: true,
          chave: (s) => s.id,
          colunas: [
            {
              cabecalho: 'Segmento',
              cartao: 'titulo',
              celula: (s) => (
                <>
                  <p className="font-medium text-slate-900">{s.nome}</p>
                  {s.descricao && <p className="text-sm text-slate-700">{s.descricao}</p>}
                  <p className="text-xs text-slate-600">Atualizado em {dataHora(s.atualizadoEm)}</p>
                </>
              ),
            },
            colunaTenant(tenants, (s: SegmentoResponse) => s.tenantId, '/painel/segmentos'),
            {
              cabecalho: 'Condições',
              celula: (s) => (
                <ul className="flex flex-col gap-0.5 text-sm text-slate-700">
                  {resumirFiltro(s.filtro, lojas).map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              ),
            },
            { cabecalho: 'Clientes agora', celula: (s) => <ContagemSegmento segmento={s} /> },
          ],
          acoes: (s) => <AcoesSegmento segmento={s} />,
        }}
      />
    </>
  );
}

// /painel/segmentos — saved filters over the programme's customers (docs/segmentos.md), each
// with its count now.
import type { Metadata } from 'next';
import { dataHora } from '@/lib/formatar';
import { Alerta } from '@/components/ui/alerta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { colunaNome, colunaTenant, vazioPorTenant } from '@/components/painel/lista-pagina';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import { enderecoDeCriacao, LinkCriar } from '@/components/painel/link-criar';
import type { SegmentoResponse } from '@/lib/domain/segmento/admin-segmentos';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { consultarSegmentos, nomesDasLojas } from './consultas';
import { AcoesSegmento, ContagemSegmento } from './_componentes/acoes-segmento';
import { resumirFiltro } from './_componentes/resumo-filtro';

export const metadata: Metadata = { title: 'Segmentos' };

export default async function PaginaSegmentos({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const lista = await lerPaginaDeLista(searchParams, consultarSegmentos);
  const { q, r, superAdmin, tenantId } = lista;
  const lojas = r.ok ? await nomesDasLojas(r.dados.pagina.itens.map((s) => s.tenantId)) : {};
  const novo = enderecoDeCriacao('/painel/segmentos/novo', tenantId, superAdmin);

  return (
    <>
      <CabecalhoPagina titulo="Segmentos" acoes={novo && <LinkCriar href={novo}>Novo segmento</LinkCriar>}>
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
      {superAdmin && !tenantId && <p className="mb-3 text-sm text-slate-700">Para criar um segmento, escolha antes o tenant.</p>}

      <ListaDaUrl
        leitura={lista}
        caminho="/painel/segmentos"
        busca="Buscar por nome"
        filtrado={{ titulo: 'Nenhum segmento encontrado com essa busca', texto: 'Mude a busca ou limpe o filtro.' }}
        vazio={vazioPorTenant(
          tenantId,
          'Nenhum segmento criado ainda',
          'Crie o primeiro em “Novo segmento”: por exemplo, clientes em risco com saldo para expirar.',
          'um segmento',
        )}
        tabela={{
          legenda: 'Segmentos',
          larguraMinima: 40,
          cartoes: true,
          colunas: [
            colunaNome<SegmentoResponse>('Segmento', (s) => (
              <>
                {s.descricao && <p className="text-sm text-slate-700">{s.descricao}</p>}
                <p className="text-xs text-slate-600">Atualizado em {dataHora(s.atualizadoEm)}</p>
              </>
            )),
            colunaTenant(r, (s: SegmentoResponse) => s.tenantId, '/painel/segmentos'),
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

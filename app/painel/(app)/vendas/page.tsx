// /painel/vendas: the programme's sales, searched by period, store, document, CPF and status on
// the server (the filters live in the URL), paged, with the masked CPF only, and exported as CSV
// with the same filters; "Exportar movimentações" exports the programme's movements with the
// store and period of the page (docs/vendas-painel.md, docs/exportacoes.md).
import type { Metadata } from 'next';
import Link from 'next/link';
import { Campo } from '@/components/ui/campo';
import { Etiqueta } from '@/components/ui/etiqueta';
import { FiltroSituacao } from '@/components/painel/lista-pagina';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { BotaoExportar } from '@/components/painel/botao-exportar';
import { SelecaoLoja } from '@/components/painel/selecao-loja';
import { dataHora, pontos, reais } from '@/lib/formatar';
import { ROTULO_STATUS_VENDA } from '@/lib/domain/venda/status-venda';
import type { VendaAdminItem } from '@/lib/domain/venda/admin-listar-vendas';
import { lerProgramaDaPagina } from '../clientes/consultas';
import { comPrograma } from '../clientes/rotulos';
import { EscolhaDePrograma } from '../clientes/_componentes/escolha-de-programa';
import { FiltrosDoPrograma, ListaDoPrograma } from '../clientes/lista-do-programa';
import { listaDeVendas, lojasDoPrograma } from './consultas';
import type { Busca } from '@/lib/url';

export const metadata: Metadata = { title: 'Vendas' };

const texto = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

const NUMERO = 'whitespace-nowrap tabular-nums';

const dataBr = (d: string) => d.split('-').reverse().join('/');

/** What the programme-wide movements file holds, with the page's store and period. */
function descricaoMovimentacoes(loja: string | undefined, de: string | undefined, ate: string | undefined): string {
  const periodo = de && ate ? ` de ${dataBr(de)} a ${dataBr(ate)}` : de ? ` desde ${dataBr(de)}` : ate ? ` até ${dataBr(ate)}` : '';
  return `todas as movimentações do programa (créditos, resgates, estornos, expirações)${loja ? ` da loja ${loja}` : ''}${periodo}, em CSV para o Excel`;
}

export default async function PaginaVendas({ searchParams }: { searchParams: Promise<Busca> }) {
  const sp = await searchParams;
  const tenantIdUrl = texto(sp.tenantId);
  const { principal, programa, superAdmin, tenantLinks } = await lerProgramaDaPagina(tenantIdUrl);

  if (!programa) {
    return (
      <>
        <CabecalhoPagina titulo="Vendas">Busque as vendas do programa por período, loja, documento, CPF e situação.</CabecalhoPagina>
        <EscolhaDePrograma caminho="/painel/vendas" inexistente={!!tenantIdUrl}>
          As vendas são sempre de um programa: escolha qual deseja ver.
        </EscolhaDePrograma>
      </>
    );
  }

  const [{ lista, filtro, validos, erros }, lojas] = await Promise.all([
    listaDeVendas(principal, programa.tenantId, {
      lojaId: texto(sp.lojaId),
      dataInicio: texto(sp.dataInicio),
      dataFim: texto(sp.dataFim),
      documento: texto(sp.documento),
      cpf: texto(sp.cpf),
      status: texto(sp.status),
      pagina: texto(sp.pagina),
    }),
    lojasDoPrograma(programa.tenantId),
  ]);
  const url = {
    caminho: '/painel/vendas',
    tenantId: tenantLinks,
    filtros: {
      lojaId: filtro.lojaId,
      dataInicio: filtro.dataInicio,
      dataFim: filtro.dataFim,
      documento: filtro.documento,
      cpf: filtro.cpf,
      status: filtro.status,
    },
  };
  const total = lista.paginacao.totalRegistros;
  const fusos = new Map(lojas.map((l) => [l.id, l.fusoHorario]));

  return (
    <>
      <CabecalhoPagina
        titulo="Vendas"
        acoes={
          erros.length === 0 && (
            <>
              {total > 0 && (
                <BotaoExportar
                  rota="/api/v1/admin/exportacao/vendas"
                  parametros={{ tenantId: tenantLinks ?? undefined, ...validos }}
                  descricao={`${total} ${total === 1 ? 'venda' : 'vendas'} com estes filtros, em CSV para o Excel`}
                />
              )}
              {/* The programme's ledger (credits, redemptions, reversals, expiries) with the filters
                  movements have: store and period; document, CPF and status are about sales. */}
              <BotaoExportar
                rota="/api/v1/admin/exportacao/movimentacoes"
                parametros={{
                  tenantId: tenantLinks ?? undefined,
                  lojaId: validos.lojaId,
                  dataInicio: validos.dataInicio,
                  dataFim: validos.dataFim,
                }}
                descricao={descricaoMovimentacoes(lojas.find((l) => l.id === validos.lojaId)?.nome, validos.dataInicio, validos.dataFim)}
              >
                Exportar movimentações
              </BotaoExportar>
            </>
          )
        }
      >
        Programa {programa.nome}. Busque por período, loja, documento, CPF e situação. Abra uma venda para ver os créditos, os lotes e
        cancelá-la.
      </CabecalhoPagina>
      {superAdmin && <SeletorTenant caminho="/painel/vendas" atual={programa.tenantId} permitirTodos={false} />}

      <FiltrosDoPrograma url={url} busca="Buscar vendas">
        <Campo rotulo="De" name="dataInicio" type="date" defaultValue={filtro.dataInicio} className="w-full sm:w-40" />
        <Campo rotulo="Até" name="dataFim" type="date" defaultValue={filtro.dataFim} className="w-full sm:w-40" />
        <SelecaoLoja lojas={lojas} valor={filtro.lojaId} />
        <Campo
          rotulo="Documento"
          name="documento"
          type="search"
          defaultValue={filtro.documento}
          maxLength={100}
          placeholder="Ex.: NFCE-000123"
          className="w-full sm:w-44"
        />
        <Campo
          rotulo="CPF do cliente"
          name="cpf"
          inputMode="numeric"
          defaultValue={filtro.cpf}
          maxLength={14}
          placeholder="000.000.000-00"
          className="w-full sm:w-44"
        />
        <FiltroSituacao
          name="status"
          valor={filtro.status}
          feminino
          codigos={['Registrada', 'Cancelada']}
          inativos="Canceladas"
          className="w-full sm:w-36"
        />
      </FiltrosDoPrograma>

      <ListaDoPrograma<VendaAdminItem>
        url={url}
        erro={erros.length > 0 && <>{erros.join(' ')} A lista abaixo está sem filtros.</>}
        lista={lista}
        filtrado={{
          titulo: 'Nenhuma venda encontrada com esses filtros.',
          texto: (
            <p>
              Confira o período (datas no horário de cada loja), o número do documento ou os dígitos do CPF, ou{' '}
              <Link className="text-marca-700 underline" href={comPrograma('/painel/vendas', tenantLinks)}>
                limpe os filtros
              </Link>
              .
            </p>
          ),
        }}
        vazio={{
          titulo: 'Nenhuma venda no programa ainda.',
          texto: <p>As vendas aparecem aqui quando o PDV as registra pela API, ou quando são lançadas no Caixa do painel.</p>,
        }}
        linha={{
          id: (v) => v.vendaId,
          cabecalho: 'Venda',
          nome: (v) => v.documentoExterno ?? 'Sem documento',
          detalhe: (v) => (
            <>
              {dataHora(v.criadoEm, fusos.get(v.lojaId))} · {v.lojaNome}
            </>
          ),
        }}
        tabela={{
          rotulo: 'Tabela de vendas',
          legenda: `Vendas do programa ${programa.nome}, da mais recente para a mais antiga`,
          larguraMinima: 56,
          colunas: [
            {
              cabecalho: 'Cliente',
              celula: (v) => (
                <div>
                  <div>{v.clienteNome ?? <span className="text-slate-500">Sem nome</span>}</div>
                  <div className="font-mono text-xs text-slate-600">{v.cpfMascarado ?? 'Anonimizado'}</div>
                </div>
              ),
            },
            {
              cabecalho: 'Situação',
              celula: (v) => <Etiqueta cor={v.status === 'Cancelada' ? 'vermelho' : 'verde'}>{ROTULO_STATUS_VENDA[v.status]}</Etiqueta>,
            },
            { cabecalho: 'Valor', direita: true, classe: NUMERO, celula: (v) => reais(v.valorVenda) },
            { cabecalho: 'Pago', direita: true, classe: NUMERO, celula: (v) => reais(v.valorFinal) },
            { cabecalho: 'Cashback', direita: true, classe: NUMERO, celula: (v) => reais(v.cashbackCreditado) },
            { cabecalho: 'Pontos', direita: true, classe: NUMERO, celula: (v) => pontos(v.pontosCreditados) },
          ],
        }}
      />
    </>
  );
}

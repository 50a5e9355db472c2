// /painel/campanhas — the tenant's campaigns with their status, paged on the server and filtered
// by status and type in the URL (the API's `status`/`tipo`). Managers activate, deactivate and
// end them here; SuperAdmin sees every tenant's or picks one.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Alerta } from '@/components/ui/alerta';
import { FiltroOpcoes, FiltrosLista, ListaPagina } from '@/components/painel/lista-pagina';
import { comParametros } from '@/lib/url';
import { exigirPainel } from '@/lib/auth/sessao';
import { data, quantos, reais } from '@/lib/formatar';
import type { CampanhaResponse } from '@/lib/domain/campanha/dados-campanha';
import { listarCampanhasPaginadas, statusDoFiltro, TAMANHO_PAGINA, tenantsParaEscolha, tipoDoFiltro } from './consultas';
import { tenantDaPagina } from '../escopo-pagina';
import { LinhaCampanha } from './_componentes/acoes-status';
import { SeloStatus } from './_componentes/selo-status';

export const metadata: Metadata = { title: 'Campanhas' };

const MENSAGENS_OK: Record<string, string> = { criada: 'Campanha criada com sucesso.' };

const percentual = (v: number | null) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(v ?? 0)} %`;

function beneficio(c: CampanhaResponse): string[] {
  if (c.tipo === 'Pontos') {
    return [
      `${quantos(c.pontosPorReal, 'ponto', 'pontos')} por R$ 1`,
      c.compraMinima > 0 ? `compra mínima ${reais(c.compraMinima)}` : 'qualquer valor',
    ];
  }
  const modo = c.modoCashback === 'Diferido' ? `liberado em ${quantos(c.diasLiberacao, 'dia', 'dias')}` : 'imediato';
  return [
    `${percentual(c.percentualCashback)} de cashback`,
    `${modo}${c.compraMinima > 0 ? ` · compra mínima ${reais(c.compraMinima)}` : ''}`,
  ];
}

function nomesDasLojas(c: CampanhaResponse): string {
  const nomes = c.lojas.map((l) => l.nome);
  return nomes.length <= 3 ? nomes.join(', ') : `${nomes.slice(0, 2).join(', ')} e mais ${nomes.length - 2}`;
}

/** The first line stands out, the next ones are details (one block: on a phone's card, the value after the label). */
function Linhas({ linhas }: { linhas: string[] }) {
  return (
    <span className="block">
      {linhas.map((x, i) => (
        <span key={x} className={i === 0 ? 'block text-slate-900' : 'block text-xs text-slate-600'}>
          {x}
        </span>
      ))}
    </span>
  );
}

function vigencia(c: CampanhaResponse): string[] {
  const periodo =
    c.dataInicio && c.dataFim
      ? `${data(c.dataInicio)} a ${data(c.dataFim)}`
      : c.dataInicio
        ? `a partir de ${data(c.dataInicio)}`
        : c.dataFim
          ? `até ${data(c.dataFim)}`
          : 'sem datas';
  return [periodo, c.validadeDias ? `créditos valem ${quantos(c.validadeDias, 'dia', 'dias')}` : 'créditos não vencem'];
}

export default async function PaginaCampanhas({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const q = await searchParams;
  const superAdmin = p.perfil === 'SuperAdmin';
  const tenantId = tenantDaPagina(p, q.tenantId);
  const status = statusDoFiltro(q.status);
  const tipo = tipoDoFiltro(q.tipo);
  const pagina = Math.max(1, Math.min(100_000, Math.trunc(Number(q.pagina)) || 1));
  const [{ itens, total }, tenants] = await Promise.all([
    listarCampanhasPaginadas(p, tenantId, { status, tipo }, pagina),
    superAdmin ? tenantsParaEscolha() : Promise.resolve(null),
  ]);
  // SuperAdmin looking at every tenant: each row says whose campaign it is.
  const nomesTenants = tenants && !tenantId ? new Map(tenants.map((t) => [t.id, t.nome])) : null;
  const parametros = { tenantId: superAdmin ? (tenantId ?? undefined) : undefined, status, tipo };
  const filtrando = !!(status || tipo);
  const ok = q.ok ? MENSAGENS_OK[q.ok] : undefined;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Campanhas</h1>
          <p className="text-sm text-slate-600">Regras de cashback e pontos que o PDV aplica em cada venda.</p>
        </div>
        <Link
          href={superAdmin && tenantId ? `/painel/campanhas/nova?tenantId=${tenantId}` : '/painel/campanhas/nova'}
          className="inline-flex min-h-11 items-center rounded-md bg-marca-700 px-4 py-2 text-sm font-semibold text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
        >
          Nova campanha
        </Link>
      </div>
      {ok && <Alerta tipo="sucesso">{ok}</Alerta>}
      <Alerta tipo="info">
        Cada loja pode ter no máximo <strong>uma campanha ativa de Cashback e uma de Pontos</strong>. Para trocar a campanha de uma loja,
        desative a atual e depois ative a nova.
      </Alerta>
      <FiltrosLista acao="/painel/campanhas">
        {/* The SuperAdmin's tenant is picked in the panel's header (docs/painel.md); the filters keep it. */}
        {superAdmin && <input type="hidden" name="tenantId" value={tenantId ?? ''} />}
        <FiltroOpcoes
          rotulo="Status"
          name="status"
          valor={status}
          opcoes={{ Ativa: 'Ativa', Rascunho: 'Rascunho', Inativa: 'Inativa', Encerrada: 'Encerrada' }}
        />
        <FiltroOpcoes rotulo="Tipo" name="tipo" valor={tipo} opcoes={{ Cashback: 'Cashback', Pontos: 'Pontos' }} />
      </FiltrosLista>

      <ListaPagina
        resultado={{ ok: true, dados: { itens, paginacao: { pagina, tamanho: TAMANHO_PAGINA, totalRegistros: total } } }}
        caminho="/painel/campanhas"
        parametros={parametros}
        filtrando={filtrando}
        filtrado={{
          titulo: 'Nenhuma campanha com esses filtros',
          acao: (
            <Link
              className="font-medium text-marca-700 underline"
              href={comParametros('/painel/campanhas', { tenantId: parametros.tenantId })}
            >
              Limpar filtros
            </Link>
          ),
        }}
        vazio={{
          titulo: 'Nenhuma campanha ainda',
          texto:
            'Sem uma campanha ativa na loja, o PDV recusa as vendas com “Nenhuma campanha ativa elegível para esta venda.”. Crie uma campanha de cashback ou de pontos e ative-a nas lojas.',
          acao: (
            <Link className="font-medium text-marca-700 underline" href="/painel/campanhas/nova">
              Criar a primeira campanha
            </Link>
          ),
        }}
        tabela={{
          rotulo: 'Tabela de campanhas',
          legenda: 'Campanhas, das mais recentes para as mais antigas',
          larguraMinima: 56,
          // On a phone each campaign is a card, like the other lists: name, details, then its buttons.
          cartoes: true,
          chave: (c) => c.id,
          linha: (c, celulas, colunas, classes) => (
            <LinhaCampanha
              campanha={{ id: c.id, nome: c.nome, tipo: c.tipo, status: c.status, tenantId: c.tenantId }}
              colunas={colunas}
              classes={classes}
            >
              {celulas}
            </LinhaCampanha>
          ),
          colunas: [
            {
              cabecalho: 'Campanha',
              principal: true,
              cartao: 'titulo',
              celula: (c) => (
                <Link className="text-marca-700 underline" href={`/painel/campanhas/${c.id}`}>
                  {c.nome}
                </Link>
              ),
            },
            nomesTenants && { cabecalho: 'Tenant', classe: 'text-slate-700', celula: (c) => nomesTenants.get(c.tenantId) ?? '—' },
            { cabecalho: 'Tipo', classe: 'text-slate-800', celula: (c) => c.tipo },
            { cabecalho: 'Benefício', celula: (c) => <Linhas linhas={beneficio(c)} /> },
            { cabecalho: 'Lojas', classe: 'text-slate-800', celula: (c) => nomesDasLojas(c) },
            { cabecalho: 'Status', celula: (c) => <SeloStatus status={c.status} /> },
            { cabecalho: 'Vigência', celula: (c) => <Linhas linhas={vigencia(c)} /> },
            { cabecalho: 'Ações', cartao: 'acoes' },
          ],
        }}
      />
    </div>
  );
}

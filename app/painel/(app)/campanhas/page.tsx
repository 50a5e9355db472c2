// /painel/campanhas — the tenant's campaigns with their status, paged on the server and filtered
// by status and type in the URL (the API's `status`/`tipo`). Managers activate, deactivate and
// end them here; SuperAdmin sees every tenant's or picks one.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Selecao } from '@/components/ui/campo';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { Paginacao } from '@/components/ui/paginacao';
import { RolagemTabela } from '@/components/ui/rolagem-tabela';
import { exigirPainel } from '@/lib/auth/sessao';
import { ErroDeNegocio } from '@/lib/erros';
import { data, reais } from '@/lib/formatar';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import type { CampanhaResponse } from '@/lib/domain/campanha/dados-campanha';
import { listarCampanhasPaginadas, statusDoFiltro, TAMANHO_PAGINA, tenantsParaEscolha, tipoDoFiltro, uuidOuNulo } from './consultas';
import { LinhaCampanha } from './_componentes/acoes-status';
import { SeloStatus } from './_componentes/selo-status';

export const metadata: Metadata = { title: 'Campanhas' };

const MENSAGENS_OK: Record<string, string> = { criada: 'Campanha criada com sucesso.' };

const percentual = (v: number | null) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(v ?? 0)} %`;
const decimal = (v: number | null) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 }).format(v ?? 0);

function beneficio(c: CampanhaResponse): { principal: string; detalhe: string } {
  if (c.tipo === 'Pontos') {
    return {
      principal: `${decimal(c.pontosPorReal)} ponto(s) por R$ 1`,
      detalhe: c.compraMinima > 0 ? `compra mínima ${reais(c.compraMinima)}` : 'qualquer valor',
    };
  }
  const modo = c.modoCashback === 'Diferido' ? `liberado em ${c.diasLiberacao} dia(s)` : 'imediato';
  return {
    principal: `${percentual(c.percentualCashback)} de cashback`,
    detalhe: `${modo}${c.compraMinima > 0 ? ` · compra mínima ${reais(c.compraMinima)}` : ''}`,
  };
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
  return [periodo, c.validadeDias ? `créditos valem ${c.validadeDias} dia(s)` : 'créditos não vencem'];
}

export default async function PaginaCampanhas({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const q = await searchParams;
  const superAdmin = p.perfil === 'SuperAdmin';
  let tenantId: string | null;
  try {
    tenantId = tenantDoEscopo(p, uuidOuNulo(q.tenantId));
  } catch (e) {
    if (e instanceof ErroDeNegocio && e.status === 403) redirect('/painel/sem-acesso');
    throw e;
  }
  const status = statusDoFiltro(q.status);
  const tipo = tipoDoFiltro(q.tipo);
  const pagina = Math.max(1, Math.min(100_000, Math.trunc(Number(q.pagina)) || 1));
  const [{ itens, total }, tenants] = await Promise.all([
    listarCampanhasPaginadas(tenantId, { status, tipo }, pagina),
    superAdmin ? tenantsParaEscolha() : Promise.resolve(null),
  ]);
  const nomesTenants = tenants ? new Map(tenants.map((t) => [t.id, t.nome])) : null;
  const parametros = { tenantId: superAdmin ? (tenantId ?? undefined) : undefined, status, tipo };
  const filtrando = !!(status || tipo);
  const colunas = superAdmin && !tenantId ? 8 : 7;
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
      <form
        method="get"
        action="/painel/campanhas"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
      >
        {superAdmin && tenants && (
          <Selecao rotulo="Tenant" name="tenantId" defaultValue={tenantId ?? ''}>
            <option value="">Todos os tenants</option>
            {tenants.map((t) => (
              <option key={t.id} value={t.id}>
                {t.nome}
              </option>
            ))}
          </Selecao>
        )}
        <Selecao rotulo="Status" name="status" defaultValue={status ?? ''}>
          <option value="">Todos</option>
          <option value="Ativa">Ativa</option>
          <option value="Rascunho">Rascunho</option>
          <option value="Inativa">Inativa</option>
          <option value="Encerrada">Encerrada</option>
        </Selecao>
        <Selecao rotulo="Tipo" name="tipo" defaultValue={tipo ?? ''}>
          <option value="">Todos</option>
          <option value="Cashback">Cashback</option>
          <option value="Pontos">Pontos</option>
        </Selecao>
        <Botao type="submit" variante="secundario">
          Filtrar
        </Botao>
      </form>

      {itens.length === 0 ? (
        filtrando ? (
          <EstadoVazio
            titulo="Nenhuma campanha com esses filtros"
            acao={
              <Link
                className="font-medium text-marca-700 underline"
                href={superAdmin && tenantId ? `/painel/campanhas?tenantId=${tenantId}` : '/painel/campanhas'}
              >
                Limpar filtros
              </Link>
            }
          />
        ) : (
          <EstadoVazio
            titulo="Nenhuma campanha ainda"
            acao={
              <Link className="font-medium text-marca-700 underline" href="/painel/campanhas/nova">
                Criar a primeira campanha
              </Link>
            }
          >
            Sem uma campanha ativa na loja, o PDV recusa as vendas com “Nenhuma campanha ativa elegível para esta venda.”. Crie uma campanha
            de cashback ou de pontos e ative-a nas lojas.
          </EstadoVazio>
        )
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white p-2 shadow-sm sm:p-4">
          <RolagemTabela rotulo="Tabela de campanhas">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">Campanhas, das mais recentes para as mais antigas</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs uppercase text-slate-600">
                  <th scope="col" className="px-2 py-2 font-medium">
                    Campanha
                  </th>
                  {colunas === 8 && (
                    <th scope="col" className="px-2 py-2 font-medium">
                      Tenant
                    </th>
                  )}
                  <th scope="col" className="px-2 py-2 font-medium">
                    Tipo
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    Benefício
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    Lojas
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    Vigência
                  </th>
                  <th scope="col" className="px-2 py-2 font-medium">
                    Ações
                  </th>
                </tr>
              </thead>
              <tbody>
                {itens.map((c) => {
                  const b = beneficio(c);
                  const v = vigencia(c);
                  return (
                    <LinhaCampanha
                      key={c.id}
                      campanha={{ id: c.id, nome: c.nome, tipo: c.tipo, status: c.status, tenantId: c.tenantId }}
                      colunas={colunas}
                    >
                      <th scope="row" className="px-2 py-3 font-medium">
                        <Link className="text-marca-700 underline" href={`/painel/campanhas/${c.id}`}>
                          {c.nome}
                        </Link>
                      </th>
                      {colunas === 8 && <td className="px-2 py-3 text-slate-700">{nomesTenants?.get(c.tenantId) ?? '—'}</td>}
                      <td className="px-2 py-3 text-slate-800">{c.tipo}</td>
                      <td className="px-2 py-3">
                        <span className="block text-slate-900">{b.principal}</span>
                        <span className="block text-xs text-slate-600">{b.detalhe}</span>
                      </td>
                      <td className="px-2 py-3 text-slate-800">
                        {c.lojas.length <= 3
                          ? c.lojas.map((l) => l.nome).join(', ')
                          : `${c.lojas
                              .slice(0, 2)
                              .map((l) => l.nome)
                              .join(', ')} e mais ${c.lojas.length - 2}`}
                      </td>
                      <td className="px-2 py-3">
                        <SeloStatus status={c.status} />
                      </td>
                      <td className="px-2 py-3 text-slate-800">
                        {v.map((x) => (
                          <span
                            key={x}
                            className="block first:text-slate-900 [&:not(:first-child)]:text-xs [&:not(:first-child)]:text-slate-600"
                          >
                            {x}
                          </span>
                        ))}
                      </td>
                    </LinhaCampanha>
                  );
                })}
              </tbody>
            </table>
          </RolagemTabela>
          <Paginacao pagina={pagina} tamanho={TAMANHO_PAGINA} total={total} caminho="/painel/campanhas" parametros={parametros} />
        </div>
      )}
    </div>
  );
}

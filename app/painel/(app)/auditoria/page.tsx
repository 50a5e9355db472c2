import type { Metadata } from 'next';
import Link from 'next/link';
import { exigirPainel } from '@/lib/auth/sessao';
import { dataHora } from '@/lib/formatar';
import type { AuditoriaResponse } from '@/lib/domain/auditoria/listar-auditoria';
import { Alerta } from '@/components/ui/alerta';
import { Campo, Selecao } from '@/components/ui/campo';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { Paginacao } from '@/components/ui/paginacao';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { parametrosDaUrl, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { consultarAuditoria } from './consultas';
import { ACOES, ENTIDADES, descreverAcao, nomeDoObjeto } from './descricoes';
import { diferencas, rotuloCampo, type Diferenca } from './diferencas';

export const metadata: Metadata = { title: 'Auditoria' };

function TabelaDiferencas({ linhas, soDepois }: { linhas: Diferenca[]; soDepois: boolean }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            Campo
          </th>
          {!soDepois && (
            <th scope="col" className="py-1 pr-3 font-medium">
              Antes
            </th>
          )}
          <th scope="col" className="py-1 font-medium">
            {soDepois ? 'Valor' : 'Depois'}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 align-top">
        {linhas.map((l) => (
          <tr key={l.campo}>
            <th scope="row" className="py-1 pr-3 font-normal text-slate-700">
              {rotuloCampo(l.campo)}
            </th>
            {!soDepois && <td className="break-all py-1 pr-3 text-red-800 line-through decoration-red-300">{l.antes ?? '—'}</td>}
            <td className={`break-all py-1 ${soDepois ? 'text-slate-900' : 'font-medium text-green-900'}`}>
              {(soDepois ? (l.depois ?? l.antes) : l.depois) ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Alteracoes({ a }: { a: AuditoriaResponse }) {
  const temAntes = a.antes !== null;
  const temDepois = a.depois !== null;
  if (!temAntes && !temDepois) return <p className="text-sm text-slate-600">Sem detalhes de antes/depois para esta ação.</p>;
  if (temAntes && temDepois) {
    const mudou = diferencas(a.antes, a.depois);
    return mudou.length ? (
      <TabelaDiferencas linhas={mudou} soDepois={false} />
    ) : (
      <p className="text-sm text-slate-600">Nenhum campo mudou.</p>
    );
  }
  const campos = diferencas(a.antes, a.depois);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-marca-700">
        {temDepois ? 'Ver os dados registrados' : 'Ver os dados anteriores'} ({campos.length} {campos.length === 1 ? 'campo' : 'campos'})
      </summary>
      <div className="mt-2">
        <TabelaDiferencas linhas={campos} soDepois />
      </div>
    </details>
  );
}

export default async function PaginaAuditoria({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const q = parametrosDaUrl(await searchParams);
  const r = await consultarAuditoria(p, q);
  const superAdmin = p.perfil === 'SuperAdmin';
  const filtrando = !!(q.entidade || q.acao || q.dataInicio || q.dataFim || q.entidadeId || q.usuarioId);
  const semFiltros = q.tenantId ? `/painel/auditoria?tenantId=${q.tenantId}` : '/painel/auditoria';

  return (
    <>
      <CabecalhoPagina titulo="Auditoria">
        <p>
          Toda mudança administrativa fica registrada aqui: <strong>quem</strong> fez, <strong>quando</strong>, <strong>o quê</strong> e os
          valores <strong>antes e depois</strong>. O registro não pode ser alterado nem apagado; senhas e chaves nunca aparecem.
          {!superAdmin && ' Inclui o que a equipe da plataforma fez na sua conta.'}
        </p>
      </CabecalhoPagina>
      {superAdmin && <SeletorTenant caminho="/painel/auditoria" atual={q.tenantId} />}

      <form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        {q.tenantId && <input type="hidden" name="tenantId" value={q.tenantId} />}
        {q.entidadeId && <input type="hidden" name="entidadeId" value={q.entidadeId} />}
        {q.usuarioId && <input type="hidden" name="usuarioId" value={q.usuarioId} />}
        <Selecao rotulo="Entidade" name="entidade" defaultValue={q.entidade ?? ''}>
          <option value="">Todas</option>
          {Object.entries(ENTIDADES).map(([codigo, nome]) => (
            <option key={codigo} value={codigo}>
              {nome}
            </option>
          ))}
        </Selecao>
        <Selecao rotulo="Ação" name="acao" defaultValue={q.acao ?? ''} className="max-w-72">
          <option value="">Todas</option>
          {Object.entries(ACOES).map(([codigo, nome]) => (
            <option key={codigo} value={codigo}>
              {nome}
            </option>
          ))}
        </Selecao>
        <Campo rotulo="Data inicial" type="date" name="dataInicio" defaultValue={q.dataInicio} />
        <Campo rotulo="Data final" type="date" name="dataFim" defaultValue={q.dataFim} />
        <button
          type="submit"
          className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Filtrar
        </button>
        {filtrando && (
          <Link className="min-h-11 px-2 py-3 text-sm text-marca-700 underline" href={semFiltros}>
            Limpar filtros
          </Link>
        )}
      </form>
      {q.entidadeId && (
        <p className="mb-3 text-sm text-slate-700">
          Mostrando só o histórico do objeto <code className="rounded bg-slate-100 px-1">{q.entidadeId}</code>.
        </p>
      )}

      {!r.ok ? (
        <Alerta tipo="erro">{r.mensagem}</Alerta>
      ) : r.dados.pagina.itens.length === 0 ? (
        <EstadoVazio titulo={filtrando ? 'Nenhum registro com esses filtros' : 'Nenhuma mudança registrada ainda'}>
          {filtrando
            ? 'Amplie o período ou limpe os filtros.'
            : 'Assim que alguém criar ou alterar lojas, chaves, usuários, campanhas ou clientes, o registro aparece aqui.'}
        </EstadoVazio>
      ) : (
        <>
          <ol className="flex flex-col gap-3" aria-label="Registros de auditoria, do mais novo para o mais antigo">
            {r.dados.pagina.itens.map((a) => {
              const nome = nomeDoObjeto(a);
              return (
                <li key={a.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <div className="mb-2 flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-medium text-slate-900">
                        {descreverAcao(a)}
                        {nome && <span className="font-normal text-slate-700"> · {nome}</span>}
                      </p>
                      <p className="text-xs text-slate-600">
                        {ENTIDADES[a.entidade] ?? a.entidade}
                        {a.entidadeId && (
                          <>
                            {' · '}
                            <Link
                              className="text-marca-700 underline"
                              href={`/painel/auditoria?${new URLSearchParams({ ...(q.tenantId ? { tenantId: q.tenantId } : {}), entidadeId: a.entidadeId })}`}
                              title="Ver só o histórico deste objeto"
                            >
                              histórico deste objeto
                            </Link>
                          </>
                        )}
                      </p>
                    </div>
                    <div className="text-right text-xs text-slate-700">
                      <p>
                        <time dateTime={a.criadoEm}>{dataHora(a.criadoEm)}</time>
                      </p>
                      <p>por {a.usuarioEmail ?? 'processo automático'}</p>
                      {r.dados.tenants && <p>{a.tenantId ? (r.dados.tenants[a.tenantId] ?? a.tenantId) : 'Plataforma'}</p>}
                    </div>
                  </div>
                  <Alteracoes a={a} />
                </li>
              );
            })}
          </ol>
          <Paginacao
            pagina={r.dados.pagina.paginacao.pagina}
            tamanho={r.dados.pagina.paginacao.tamanho}
            total={r.dados.pagina.paginacao.totalRegistros}
            caminho="/painel/auditoria"
            parametros={{
              tenantId: q.tenantId,
              entidade: q.entidade,
              acao: q.acao,
              dataInicio: q.dataInicio,
              dataFim: q.dataFim,
              entidadeId: q.entidadeId,
              usuarioId: q.usuarioId,
              tamanho: q.tamanho,
            }}
          />
        </>
      )}
    </>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { dataHora } from '@/lib/formatar';
import type { AuditoriaResponse } from '@/lib/domain/auditoria/listar-auditoria';
import { Campo } from '@/components/ui/campo';
import { FiltroOpcoes, FiltrosLista, ListaPagina } from '@/components/painel/lista-pagina';
import { comParametros } from '@/lib/url';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
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

function Registro({ a, tenantId, tenants }: { a: AuditoriaResponse; tenantId?: string; tenants: Record<string, string> | null }) {
  const nome = nomeDoObjeto(a);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
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
                  href={comParametros('/painel/auditoria', { tenantId, entidadeId: a.entidadeId })}
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
          {tenants && <p>{a.tenantId ? (tenants[a.tenantId] ?? a.tenantId) : 'Plataforma'}</p>}
        </div>
      </div>
      <Alteracoes a={a} />
    </li>
  );
}

export default async function PaginaAuditoria({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const { q, r, superAdmin } = await lerPaginaDeLista(searchParams, consultarAuditoria);
  const filtrando = !!(q.entidade || q.acao || q.dataInicio || q.dataFim || q.entidadeId || q.usuarioId);
  const tenants = r.ok ? r.dados.tenants : null;
  const semFiltros = comParametros('/painel/auditoria', { tenantId: q.tenantId });

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

      <FiltrosLista ocultos={{ tenantId: q.tenantId, entidadeId: q.entidadeId, usuarioId: q.usuarioId }} limpar={filtrando && semFiltros}>
        <FiltroOpcoes rotulo="Entidade" name="entidade" valor={q.entidade} todos="Todas" opcoes={ENTIDADES} />
        <FiltroOpcoes rotulo="Ação" name="acao" valor={q.acao} todos="Todas" opcoes={ACOES} className="max-w-72" />
        <Campo rotulo="Data inicial" type="date" name="dataInicio" defaultValue={q.dataInicio} />
        <Campo rotulo="Data final" type="date" name="dataFim" defaultValue={q.dataFim} />
      </FiltrosLista>
      {q.entidadeId && (
        <p className="mb-3 text-sm text-slate-700">
          Mostrando só o histórico do objeto <code className="rounded bg-slate-100 px-1">{q.entidadeId}</code>.
        </p>
      )}

      <ListaPagina
        resultado={r.ok ? { ok: true, dados: r.dados.pagina } : r}
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
        filtrando={filtrando}
        filtrado={{ titulo: 'Nenhum registro com esses filtros', texto: 'Amplie o período ou limpe os filtros.' }}
        vazio={{
          titulo: 'Nenhuma mudança registrada ainda',
          texto: 'Assim que alguém criar ou alterar lojas, chaves, usuários, campanhas ou clientes, o registro aparece aqui.',
        }}
        lista={(itens) => (
          <ol className="flex flex-col gap-3" aria-label="Registros de auditoria, do mais novo para o mais antigo">
            {itens.map((a) => (
              <Registro key={a.id} a={a} tenantId={q.tenantId} tenants={tenants} />
            ))}
          </ol>
        )}
      />
    </>
  );
}

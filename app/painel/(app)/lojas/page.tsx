import type { Metadata } from 'next';
import Link from 'next/link';
import { exigirPainel } from '@/lib/auth/sessao';
import { formatarCnpj } from '@/lib/documentos/cnpj';
import { dataHora } from '@/lib/formatar';
import { Alerta } from '@/components/ui/alerta';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Campo, Selecao } from '@/components/ui/campo';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { Etiqueta } from '@/components/ui/etiqueta';
import { Paginacao } from '@/components/ui/paginacao';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { parametrosDaUrl, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { AcoesLoja } from './acoes-loja';
import { consultarLojas } from './consultas';
import { BotaoNovaLoja } from './formulario-loja';
import { rotuloFuso } from './fusos';

export const metadata: Metadata = { title: 'Lojas' };

export default async function PaginaLojas({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const q = parametrosDaUrl(await searchParams);
  const r = await consultarLojas(p, q);
  const superAdmin = p.perfil === 'SuperAdmin';
  const tenantId = superAdmin ? (q.tenantId ?? null) : p.tenantId;
  const filtrando = !!(q.busca || q.ativo);

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Lojas" acoes={<BotaoNovaLoja tenantId={tenantId} podeCriar={!!tenantId} />}>
        <p>
          Cada loja é um ponto de venda do programa. O PDV identifica a loja pelo <strong>CNPJ</strong> em todas as chamadas; o fuso horário
          define o “hoje” da loja para liberar e expirar créditos.
        </p>
        <p className="mt-1">
          Uma loja <strong>desativada</strong> para de atender o PDV: toda chamada com o CNPJ dela responde “Loja não encontrada ou
          inativa.”. Os dados ficam guardados e a loja pode ser reativada.
        </p>
      </CabecalhoPagina>
      {superAdmin && <SeletorTenant caminho="/painel/lojas" atual={q.tenantId} />}
      {superAdmin && !tenantId && <p className="mb-3 text-sm text-slate-700">Para criar uma loja, escolha antes o tenant dela.</p>}

      <form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        {q.tenantId && <input type="hidden" name="tenantId" value={q.tenantId} />}
        <Campo rotulo="Buscar por nome ou CNPJ" name="busca" defaultValue={q.busca} className="min-w-64" />
        <Selecao rotulo="Situação" name="ativo" defaultValue={q.ativo ?? ''}>
          <option value="">Todas</option>
          <option value="true">Ativas</option>
          <option value="false">Inativas</option>
        </Selecao>
        <button
          type="submit"
          className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Filtrar
        </button>
        {filtrando && (
          <Link
            className="min-h-11 px-2 py-3 text-sm text-marca-700 underline"
            href={q.tenantId ? `/painel/lojas?tenantId=${q.tenantId}` : '/painel/lojas'}
          >
            Limpar filtros
          </Link>
        )}
      </form>

      {!r.ok ? (
        <Alerta tipo="erro">{r.mensagem}</Alerta>
      ) : r.dados.pagina.itens.length === 0 ? (
        <EstadoVazio titulo={filtrando ? 'Nenhuma loja encontrada com esses filtros' : 'Nenhuma loja cadastrada ainda'}>
          {filtrando
            ? 'Mude a busca ou limpe os filtros para ver todas as lojas.'
            : tenantId
              ? 'Crie a primeira loja em “Nova loja” com o CNPJ que o PDV vai enviar. Depois, crie uma chave de API para o PDV e uma campanha.'
              : 'Escolha um tenant para criar uma loja.'}
        </EstadoVazio>
      ) : (
        <div
          role="region"
          aria-label="Tabela de lojas"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-marca-700"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Lojas</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Loja
                </th>
                {r.dados.tenants && (
                  <th scope="col" className="px-4 py-3">
                    Tenant
                  </th>
                )}
                <th scope="col" className="px-4 py-3">
                  CNPJ
                </th>
                <th scope="col" className="px-4 py-3">
                  Fuso horário
                </th>
                <th scope="col" className="px-4 py-3">
                  Situação
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Ações
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {r.dados.pagina.itens.map((l) => (
                <tr key={l.id}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">{l.nome}</p>
                    <p className="text-xs text-slate-600">Criada em {dataHora(l.criadoEm)}</p>
                  </td>
                  {r.dados.tenants && (
                    <td className="px-4 py-3">
                      <Link className="text-marca-700 underline" href={`/painel/lojas?tenantId=${l.tenantId}`}>
                        {r.dados.tenants[l.tenantId] ?? l.tenantId}
                      </Link>
                    </td>
                  )}
                  <td className="whitespace-nowrap px-4 py-3 font-mono text-slate-800">{formatarCnpj(l.cnpj)}</td>
                  <td className="px-4 py-3 text-slate-700">{rotuloFuso(l.fusoHorario)}</td>
                  <td className="px-4 py-3">
                    {l.ativo ? <Etiqueta cor="verde">Ativa</Etiqueta> : <Etiqueta cor="cinza">Inativa</Etiqueta>}
                  </td>
                  <td className="px-4 py-2">
                    <AcoesLoja loja={l} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="px-4 pb-3">
            <Paginacao
              pagina={r.dados.pagina.paginacao.pagina}
              tamanho={r.dados.pagina.paginacao.tamanho}
              total={r.dados.pagina.paginacao.totalRegistros}
              caminho="/painel/lojas"
              parametros={{ tenantId: q.tenantId, busca: q.busca, ativo: q.ativo, tamanho: q.tamanho }}
            />
          </div>
        </div>
      )}
    </ProvedorAvisos>
  );
}

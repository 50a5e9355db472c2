import type { Metadata } from 'next';
import Link from 'next/link';
import { exigirPainel } from '@/lib/auth/sessao';
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
import { AcoesChave } from './acoes-chave';
import { consultarChaves } from './consultas';
import { BotaoNovaChave } from './formulario-chave';

export const metadata: Metadata = { title: 'Chaves de API' };

export default async function PaginaChaves({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const q = parametrosDaUrl(await searchParams);
  const r = await consultarChaves(p, q);
  const superAdmin = p.perfil === 'SuperAdmin';
  const tenantId = superAdmin ? (q.tenantId ?? null) : p.tenantId;
  const filtrando = !!(q.prefixo || q.ambiente || q.revogada);

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
      </CabecalhoPagina>
      {superAdmin && <SeletorTenant caminho="/painel/chaves" atual={q.tenantId} />}

      <form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        {q.tenantId && <input type="hidden" name="tenantId" value={q.tenantId} />}
        <Campo rotulo="Prefixo" name="prefixo" defaultValue={q.prefixo} placeholder="fid_live_…" className="min-w-56" />
        <Selecao rotulo="Ambiente" name="ambiente" defaultValue={q.ambiente ?? ''}>
          <option value="">Todos</option>
          <option value="Producao">Produção</option>
          <option value="Teste">Teste</option>
        </Selecao>
        <Selecao rotulo="Situação" name="revogada" defaultValue={q.revogada ?? ''}>
          <option value="">Todas</option>
          <option value="false">Ativas</option>
          <option value="true">Revogadas</option>
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
            href={q.tenantId ? `/painel/chaves?tenantId=${q.tenantId}` : '/painel/chaves'}
          >
            Limpar filtros
          </Link>
        )}
      </form>

      {!r.ok ? (
        <Alerta tipo="erro">{r.mensagem}</Alerta>
      ) : r.dados.pagina.itens.length === 0 ? (
        <EstadoVazio titulo={filtrando ? 'Nenhuma chave encontrada com esses filtros' : 'Nenhuma chave de API ainda'}>
          {filtrando
            ? 'Mude os filtros ou limpe-os para ver todas as chaves.'
            : tenantId
              ? 'Crie uma chave em “Nova chave” e configure-a no PDV/ERP para ele registrar vendas e resgates.'
              : 'Escolha um tenant para criar uma chave.'}
        </EstadoVazio>
      ) : (
        <div
          role="region"
          aria-label="Tabela de chaves de API"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-marca-700"
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Chaves de API</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Nome
                </th>
                {r.dados.tenants && (
                  <th scope="col" className="px-4 py-3">
                    Tenant
                  </th>
                )}
                <th scope="col" className="px-4 py-3">
                  Prefixo
                </th>
                <th scope="col" className="px-4 py-3">
                  Ambiente
                </th>
                <th scope="col" className="px-4 py-3">
                  Criada em
                </th>
                <th scope="col" className="px-4 py-3">
                  Último uso
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
              {r.dados.pagina.itens.map((k) => (
                <tr key={k.id} className={k.revogadaEm ? 'text-slate-500' : undefined}>
                  <td className="min-w-36 px-4 py-3 font-medium text-slate-900">{k.nome}</td>
                  {r.dados.tenants && <td className="px-4 py-3">{r.dados.tenants[k.tenantId] ?? k.tenantId}</td>}
                  <td className="whitespace-nowrap px-4 py-3 font-mono">{k.prefixo}…</td>
                  <td className="px-4 py-3">
                    {k.ambiente === 'Teste' ? <Etiqueta cor="azul">Teste</Etiqueta> : <Etiqueta>Produção</Etiqueta>}
                  </td>
                  <td className="px-4 py-3">{dataHora(k.criadoEm)}</td>
                  <td className="px-4 py-3">{k.ultimoUsoEm ? dataHora(k.ultimoUsoEm) : 'Nunca usada'}</td>
                  <td className="px-4 py-3">
                    {k.revogadaEm ? (
                      <span className="flex flex-col items-start gap-0.5">
                        <Etiqueta cor="vermelho">Revogada</Etiqueta>
                        <span className="text-xs">{dataHora(k.revogadaEm)}</span>
                      </span>
                    ) : (
                      <Etiqueta cor="verde">Ativa</Etiqueta>
                    )}
                  </td>
                  <td className="px-4 py-2">
                    {k.revogadaEm ? <span className="block text-right text-xs">—</span> : <AcoesChave chave={k} />}
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
              caminho="/painel/chaves"
              parametros={{ tenantId: q.tenantId, prefixo: q.prefixo, ambiente: q.ambiente, revogada: q.revogada, tamanho: q.tamanho }}
            />
          </div>
        </div>
      )}
    </ProvedorAvisos>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { exigirPainel } from '@/lib/auth/sessao';
import { formatarCnpj } from '@/lib/documentos/cnpj';
import { dataHora } from '@/lib/formatar';
import { PLANO_INICIAL, type TenantResponse } from '@/lib/domain/tenant/gravar-tenant';
import { Alerta } from '@/components/ui/alerta';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Campo, Selecao } from '@/components/ui/campo';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { Etiqueta } from '@/components/ui/etiqueta';
import { Paginacao } from '@/components/ui/paginacao';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { parametrosDaUrl, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { AcoesTenant } from './acoes-tenant';
import { consultarTenants } from './consultas';
import { BotaoNovoTenant } from './formulario-tenant';

export const metadata: Metadata = { title: 'Tenants' };

const STATUS: Record<string, string> = { Trial: 'Teste', Ativa: 'Ativa', Inadimplente: 'Pagamento pendente', Cancelada: 'Cancelada' };

function Assinatura({ t }: { t: TenantResponse }) {
  if (!t.assinatura) return <span className="text-slate-600">Sem assinatura</span>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span>
        {t.assinatura.plano} · {STATUS[t.assinatura.status] ?? t.assinatura.status}
      </span>
      {t.assinatura.status === 'Trial' && t.assinatura.trialAte && (
        <span className="text-xs text-slate-600">até {dataHora(t.assinatura.trialAte)}</span>
      )}
    </span>
  );
}

export default async function PaginaTenants({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  await exigirPainel(['SuperAdmin']);
  const q = parametrosDaUrl(await searchParams);
  const r = await consultarTenants(q);
  const filtrando = !!(q.busca || q.ativo);

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Tenants" acoes={<BotaoNovoTenant planoInicial={PLANO_INICIAL} />}>
        <p>
          As empresas que contratam o programa. Um tenant novo começa no período de teste e, se você informar, com o seu primeiro gestor,
          que recebe o e-mail para definir a senha. Lojas e chaves de API são criadas depois, nas páginas de cada tenant.
        </p>
      </CabecalhoPagina>

      <form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <Campo rotulo="Buscar por nome, e-mail ou CNPJ" name="busca" defaultValue={q.busca} className="min-w-64" />
        <Selecao rotulo="Situação" name="ativo" defaultValue={q.ativo ?? ''}>
          <option value="">Todos</option>
          <option value="true">Ativos</option>
          <option value="false">Inativos</option>
        </Selecao>
        <button
          type="submit"
          className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Filtrar
        </button>
        {filtrando && (
          <Link className="min-h-11 px-2 py-3 text-sm text-marca-700 underline" href="/painel/tenants">
            Limpar filtros
          </Link>
        )}
      </form>

      {!r.ok ? (
        <Alerta tipo="erro">{r.mensagem}</Alerta>
      ) : r.dados.itens.length === 0 ? (
        <EstadoVazio titulo={filtrando ? 'Nenhum tenant encontrado com esses filtros' : 'Nenhum tenant ainda'}>
          {filtrando
            ? 'Mude a busca ou limpe os filtros.'
            : 'Crie o primeiro em “Novo tenant”, com o e-mail do gestor que vai administrá-lo.'}
        </EstadoVazio>
      ) : (
        <div
          role="region"
          aria-label="Tabela de tenants"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-marca-700"
        >
          <table className="w-full min-w-[48rem] text-left text-sm">
            <caption className="sr-only">Tenants</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Tenant
                </th>
                <th scope="col" className="px-4 py-3">
                  CNPJ
                </th>
                <th scope="col" className="px-4 py-3">
                  Assinatura
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
              {r.dados.itens.map((t) => (
                <tr key={t.id}>
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">{t.nome}</p>
                    {t.emailContato && <p className="break-all text-xs text-slate-600">{t.emailContato}</p>}
                    <nav aria-label={`Páginas do tenant ${t.nome}`} className="mt-1 flex flex-wrap gap-x-3 text-xs">
                      {[
                        ['Lojas', 'lojas'],
                        ['Usuários', 'usuarios'],
                        ['Chaves', 'chaves'],
                        ['Assinatura', 'assinatura'],
                        ['Auditoria', 'auditoria'],
                      ].map(([rotulo, pagina]) => (
                        <Link key={pagina} className="text-marca-700 underline" href={`/painel/${pagina}?tenantId=${t.id}`}>
                          {rotulo}
                        </Link>
                      ))}
                    </nav>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 font-mono">{t.cnpj ? formatarCnpj(t.cnpj) : '—'}</td>
                  <td className="px-4 py-3">
                    <Assinatura t={t} />
                  </td>
                  <td className="px-4 py-3">
                    {t.ativo ? <Etiqueta cor="verde">Ativo</Etiqueta> : <Etiqueta cor="cinza">Inativo</Etiqueta>}
                  </td>
                  <td className="px-4 py-2">
                    <AcoesTenant tenant={t} planoInicial={PLANO_INICIAL} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="px-4 pb-3">
            <Paginacao
              pagina={r.dados.paginacao.pagina}
              tamanho={r.dados.paginacao.tamanho}
              total={r.dados.paginacao.totalRegistros}
              caminho="/painel/tenants"
              parametros={{ busca: q.busca, ativo: q.ativo, tamanho: q.tamanho }}
            />
          </div>
        </div>
      )}
    </ProvedorAvisos>
  );
}

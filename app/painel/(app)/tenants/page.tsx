import type { Metadata } from 'next';
import Link from 'next/link';
import { exigirPainel } from '@/lib/auth/sessao';
import { formatarCnpj } from '@/lib/documentos/cnpj';
import { dataHora } from '@/lib/formatar';
import { PLANO_INICIAL, type TenantResponse } from '@/lib/domain/tenant/gravar-tenant';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Campo, Selecao } from '@/components/ui/campo';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { Etiqueta } from '@/components/ui/etiqueta';
import { FiltrosLista, ListaPagina } from '@/components/painel/lista-pagina';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { parametrosDaUrl, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { AcoesTenant } from './acoes-tenant';
import { consultarTenants } from './consultas';
import { BotaoNovoTenant } from './formulario-tenant';

export const metadata: Metadata = { title: 'Tenants' };

const PAGINAS_DO_TENANT = [
  ['Lojas', 'lojas'],
  ['Usuários', 'usuarios'],
  ['Chaves', 'chaves'],
  ['Assinatura', 'assinatura'],
  ['Auditoria', 'auditoria'],
] as const;

const STATUS: Record<string, string> = { Trial: 'Teste', Ativa: 'Ativa', Inadimplente: 'Pagamento pendente', Cancelada: 'Cancelada' };

function Assinatura({ t }: { t: TenantResponse }) {
  if (!t.assinatura) return <span className="text-slate-600">Sem assinatura</span>;
  return (
    <span className="flex flex-col items-start gap-0.5 max-sm:items-end">
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

      <FiltrosLista limpar={filtrando ? '/painel/tenants' : null}>
        <Campo rotulo="Buscar por nome, e-mail ou CNPJ" name="busca" defaultValue={q.busca} className="min-w-64" />
        <Selecao rotulo="Situação" name="ativo" defaultValue={q.ativo ?? ''}>
          <option value="">Todos</option>
          <option value="true">Ativos</option>
          <option value="false">Inativos</option>
        </Selecao>
      </FiltrosLista>

      <ListaPagina
        resultado={r}
        caminho="/painel/tenants"
        parametros={{ busca: q.busca, ativo: q.ativo, tamanho: q.tamanho }}
        vazio={
          <EstadoVazio titulo={filtrando ? 'Nenhum tenant encontrado com esses filtros' : 'Nenhum tenant ainda'}>
            {filtrando
              ? 'Mude a busca ou limpe os filtros.'
              : 'Crie o primeiro em “Novo tenant”, com o e-mail do gestor que vai administrá-lo.'}
          </EstadoVazio>
        }
        tabela={{
          rotulo: 'Tabela de tenants',
          legenda: 'Tenants',
          larguraMinima: 48,
          cartoes: true,
          chave: (t) => t.id,
          colunas: [
            {
              cabecalho: 'Tenant',
              cartao: 'titulo',
              celula: (t) => (
                <>
                  <p className="font-medium text-slate-900">{t.nome}</p>
                  {t.emailContato && <p className="break-all text-xs text-slate-600">{t.emailContato}</p>}
                  <nav aria-label={`Páginas do tenant ${t.nome}`} className="mt-1 flex flex-wrap gap-x-3 text-xs">
                    {PAGINAS_DO_TENANT.map(([rotulo, pagina]) => (
                      <Link key={pagina} className="text-marca-700 underline" href={`/painel/${pagina}?tenantId=${t.id}`}>
                        {rotulo}
                      </Link>
                    ))}
                  </nav>
                </>
              ),
            },
            { cabecalho: 'CNPJ', classe: 'whitespace-nowrap font-mono', celula: (t) => (t.cnpj ? formatarCnpj(t.cnpj) : '—') },
            { cabecalho: 'Assinatura', celula: (t) => <Assinatura t={t} /> },
            {
              cabecalho: 'Situação',
              celula: (t) => (t.ativo ? <Etiqueta cor="verde">Ativo</Etiqueta> : <Etiqueta cor="cinza">Inativo</Etiqueta>),
            },
            {
              cabecalho: 'Ações',
              direita: true,
              cartao: 'acoes',
              classe: 'py-2',
              celula: (t) => <AcoesTenant tenant={t} planoInicial={PLANO_INICIAL} />,
            },
          ],
        }}
      />
    </ProvedorAvisos>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { formatarCnpj } from '@/lib/documentos/cnpj';
import { dataHora } from '@/lib/formatar';
import { agora } from '@/lib/relogio';
import { PLANO_INICIAL, type TenantResponse } from '@/lib/domain/tenant/gravar-tenant';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { EtiquetaSituacao } from '@/components/ui/etiqueta';
import { colunaNome, FiltroSituacao } from '@/components/painel/lista-pagina';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
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

// The trial is "avaliação", never "teste": "Teste" is the sandbox (keys `fid_test_`, the Ambiente
// column of the keys), and an onboarding trial read "Profissional · Teste" as a test tenant.
const STATUS: Record<string, string> = {
  Trial: 'Período de avaliação',
  Ativa: 'Ativa',
  Inadimplente: 'Pagamento pendente',
  Cancelada: 'Cancelada',
};

function Assinatura({ t }: { t: TenantResponse }) {
  if (!t.assinatura) return <span className="text-slate-600">Sem assinatura</span>;
  const { plano, status, trialAte } = t.assinatura;
  const encerrada = status === 'Trial' && !!trialAte && new Date(trialAte).getTime() <= agora().getTime();
  return (
    <span className="flex flex-col items-start gap-0.5 max-sm:items-end">
      <span>
        {plano} · {encerrada ? 'Avaliação encerrada' : (STATUS[status] ?? status)}
      </span>
      {status === 'Trial' && trialAte && (
        <span className="text-xs text-slate-600">
          {encerrada ? 'em' : 'grátis até'} {dataHora(trialAte)}
        </span>
      )}
    </span>
  );
}

export default async function PaginaTenants({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const lista = await lerPaginaDeLista(searchParams, (_, q) => consultarTenants(q), ['SuperAdmin']);
  const { q } = lista;

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Tenants" acoes={<BotaoNovoTenant planoInicial={PLANO_INICIAL} />}>
        <p>
          As empresas que contratam o programa. Um tenant novo começa no período de avaliação grátis e, se você informar, com o seu primeiro
          gestor, que recebe o e-mail para definir a senha. Lojas e chaves de API são criadas depois, nas páginas de cada tenant.
        </p>
      </CabecalhoPagina>

      <ListaDaUrl
        leitura={lista}
        caminho="/painel/tenants"
        busca="Buscar por nome, e-mail ou CNPJ"
        filtros={{ ativo: <FiltroSituacao valor={q.ativo} /> }}
        filtrado={{ titulo: 'Nenhum tenant encontrado com esses filtros', texto: 'Mude a busca ou limpe os filtros.' }}
        vazio={{ titulo: 'Nenhum tenant ainda', texto: 'Crie o primeiro em “Novo tenant”, com o e-mail do gestor que vai administrá-lo.' }}
        tabela={{
          legenda: 'Tenants',
          larguraMinima: 48,
          cartoes: true,
          colunas: [
            colunaNome<TenantResponse>('Tenant', (t) => (
              <>
                {t.emailContato && <p className="break-all text-xs text-slate-600">{t.emailContato}</p>}
                <nav aria-label={`Páginas do tenant ${t.nome}`} className="mt-1 flex flex-wrap gap-x-3 text-xs">
                  {PAGINAS_DO_TENANT.map(([rotulo, pagina]) => (
                    <Link key={pagina} className="text-marca-700 underline" href={`/painel/${pagina}?tenantId=${t.id}`}>
                      {rotulo}
                    </Link>
                  ))}
                </nav>
              </>
            )),
            { cabecalho: 'CNPJ', classe: 'whitespace-nowrap font-mono', celula: (t) => (t.cnpj ? formatarCnpj(t.cnpj) : '—') },
            { cabecalho: 'Assinatura', celula: (t) => <Assinatura t={t} /> },
            { cabecalho: 'Situação', celula: (t) => <EtiquetaSituacao ativo={t.ativo} /> },
          ],
          acoes: (t) => <AcoesTenant tenant={t} planoInicial={PLANO_INICIAL} />,
        }}
      />
    </ProvedorAvisos>
  );
}

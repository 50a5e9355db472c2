// /painel — the programme at a glance (issue [4/4]: "the analytics of [2/4] as charts a manager
// would rather look at than read"). AdminTenant sees its own tenant; SuperAdmin picks a tenant or
// sees the whole platform; an operator's home is the cashier. Every filter is in the URL.
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Alerta } from '@/components/ui/alerta';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { exigirPainel } from '@/lib/auth/sessao';
import { ErroDeNegocio } from '@/lib/erros';
import { data } from '@/lib/formatar';
import { rotuloDoCalendario } from './_painel/calendario';
import { carregarPainel, jaVendeu, lerFiltros, primeirosPassos, type Consulta } from './_painel/consultas';
import { FiltrosDoPainel } from './_painel/filtros';
import { Indicadores } from './_painel/indicadores';
import { parametrosDoPainel } from './_painel/parametros';
import { SecaoCampanhas } from './_painel/secao-campanhas';
import { SecaoClientes } from './_painel/secao-clientes';
import { SecaoExpiracao } from './_painel/secao-expiracao';
import { SecaoHistorico } from './_painel/secao-historico';
import { SecaoLojas } from './_painel/secao-lojas';

export const metadata: Metadata = { title: 'Visão geral' };

export default async function PaginaPainel({ searchParams }: { searchParams: Promise<Consulta> }) {
  const p = await exigirPainel();
  if (p.perfil === 'Operador') redirect('/painel/caixa');
  const q = await searchParams;
  let lido;
  try {
    lido = await lerFiltros(p, q);
  } catch (e) {
    // Another tenant's id from an AdminTenant: the API's 403.
    if (e instanceof ErroDeNegocio && e.status === 403) redirect('/painel/sem-acesso');
    throw e;
  }
  const { filtros: f, opcoes, avisos } = lido;
  const superAdmin = p.perfil === 'SuperAdmin';
  const base = parametrosDoPainel(f, superAdmin);
  const loja = opcoes.lojas.find((l) => l.id === f.lojaId);
  const escopo = [f.tenantId ? (opcoes.nomeTenant ?? 'Programa') : 'Toda a plataforma', loja ? loja.nome : 'todas as lojas'].join(' · ');

  const vendeu = await jaVendeu(f.tenantId);
  const d = vendeu ? await carregarPainel(f) : null;
  // A programme that never sold: what it still lacks before a sale can credit anything.
  const passos = !vendeu && f.tenantId ? await primeirosPassos(f.tenantId) : null;
  const nomesTenants = superAdmin && !f.tenantId && opcoes.tenants ? new Map(opcoes.tenants.map((t) => [t.id, t.nome])) : null;

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Visão geral</h1>
        <p className="text-sm text-slate-600">
          {escopo} · {data(f.dataInicio)} a {data(f.dataFim)} ({rotuloDoCalendario(f.fuso)})
        </p>
      </div>
      <FiltrosDoPainel f={f} opcoes={opcoes} superAdmin={superAdmin} />
      {avisos.map((a) => (
        <Alerta key={a} tipo="aviso">
          {a}
        </Alerta>
      ))}
      {!d ? (
        <EstadoVazio titulo={f.tenantId ? 'Nenhuma venda registrada ainda' : 'Nenhuma venda registrada na plataforma ainda'}>
          {passos && (!passos.temLoja || !passos.temCampanha) && <PrimeirosPassos {...passos} />}
          <p>
            Registre a primeira venda pelo PDV (integração pela API <code>POST /api/v1/venda</code>) ou no Caixa do painel, e os gráficos de
            cashback, pontos, campanhas, lojas e clientes aparecem aqui.
          </p>
          <p className="mt-2 flex flex-wrap justify-center gap-3">
            {/* A store without a PDV integration sells at the panel's counter. */}
            <Link className="font-medium text-marca-700 underline" href="/painel/caixa">
              Registrar uma venda no Caixa
            </Link>
            <Link className="font-medium text-marca-700 underline" href="/docs">
              Ver a documentação da API
            </Link>
            <a className="font-medium text-marca-700 underline" href="/docs/integracao">
              Ler o guia de integração do PDV
            </a>
            <Link className="font-medium text-marca-700 underline" href="/painel/campanhas">
              Conferir as campanhas
            </Link>
            <Link className="font-medium text-marca-700 underline" href="/painel/chaves">
              Criar uma chave de API
            </Link>
            {/* A shop that had customers before: they are members from the first sale on. */}
            {f.tenantId && (
              <Link
                className="font-medium text-marca-700 underline"
                href={superAdmin ? `/painel/clientes/importar?tenantId=${f.tenantId}` : '/painel/clientes/importar'}
              >
                Importar os clientes de uma planilha
              </Link>
            )}
          </p>
        </EstadoVazio>
      ) : (
        <>
          <Indicadores r={d.resumo} comLoja={!!f.lojaId} />
          <SecaoHistorico h={d.historico} />
          <SecaoCampanhas c={d.campanhas} f={f} base={base} />
          <SecaoLojas l={d.lojas} f={f} base={base} nomesTenants={nomesTenants} />
          <SecaoClientes c={d.clientes} f={f} base={base} nomesTenants={nomesTenants} />
          <SecaoExpiracao e={d.expiracao} />
          <p className="text-xs text-slate-600">
            Vendas canceladas não entram nas vendas nem nos créditos. Desconto imediato (modelo 3) não é crédito.
            {f.lojaId
              ? ' Com uma loja escolhida: vendas, créditos e resgates dessa loja; saldo e vencimentos são do programa inteiro.'
              : ''}{' '}
            Mesmos números da API <code>/api/v1/admin/AnalyticsAdmin</code>.
          </p>
        </>
      )}
    </div>
  );
}

/**
 * The order a new programme goes live in. Without an active campaign the PDV and the counter
 * refuse every sale ("Nenhuma campanha ativa elegível para esta venda."), so "register the first
 * sale" alone sent a new manager to a refusal.
 */
function PrimeirosPassos({ temLoja, temCampanha }: { temLoja: boolean; temCampanha: boolean }) {
  const passos = [
    {
      feito: temLoja,
      texto: 'Cadastre uma loja com o CNPJ que o PDV vai enviar.',
      link: { href: '/painel/lojas', rotulo: 'Cadastrar uma loja' },
    },
    {
      feito: temCampanha,
      texto: 'Crie e ative uma campanha de cashback ou de pontos: sem campanha ativa, o PDV e o Caixa recusam a venda.',
      link: { href: '/painel/campanhas/nova', rotulo: 'Criar a primeira campanha' },
    },
  ];
  return (
    <section aria-labelledby="primeiros-passos" className="mb-4 text-left">
      <h2 id="primeiros-passos" className="mb-2 text-sm font-semibold text-slate-800">
        Antes da primeira venda
      </h2>
      <ol className="flex list-decimal flex-col gap-2 pl-5">
        {passos.map((p) => (
          <li key={p.link.href}>
            {p.feito ? (
              <>
                <span className="font-medium text-marca-700">Feito:</span> {p.texto}
              </>
            ) : (
              <>
                {p.texto}{' '}
                <Link className="font-medium text-marca-700 underline" href={p.link.href}>
                  {p.link.rotulo}
                </Link>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

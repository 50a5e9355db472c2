import type { Metadata } from 'next';
import Link from 'next/link';
import { exigirPainel } from '@/lib/auth/sessao';
import { dataHora, reais } from '@/lib/formatar';
import type { AssinaturaResponse } from '@/lib/domain/assinatura/dados-assinatura';
import { Alerta } from '@/components/ui/alerta';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Cartao } from '@/components/ui/cartao';
import { EstadoVazio } from '@/components/ui/estado-vazio';
import { Etiqueta } from '@/components/ui/etiqueta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { parametrosDaUrl, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { consultarAssinatura } from './consultas';
import { AlterarPlano } from './alterar-plano';
import { BotaoPortal, Planos } from './planos';

export const metadata: Metadata = { title: 'Assinatura' };

function EtiquetaStatus({ a }: { a: AssinaturaResponse }) {
  switch (a.status) {
    case 'Trial':
      return a.diasRestantesTrial ? (
        <Etiqueta cor="azul">Período de avaliação</Etiqueta>
      ) : (
        <Etiqueta cor="amarelo">Avaliação encerrada</Etiqueta>
      );
    case 'Ativa':
      return <Etiqueta cor="verde">Ativa</Etiqueta>;
    case 'Inadimplente':
      return <Etiqueta cor="vermelho">Pagamento pendente</Etiqueta>;
    case 'Cancelada':
      return <Etiqueta cor="cinza">Cancelada</Etiqueta>;
    default:
      return <Etiqueta cor="cinza">Sem assinatura</Etiqueta>;
  }
}

function Situacao({ a }: { a: AssinaturaResponse }) {
  if (!a.status) return <p>Este cliente da plataforma é anterior à cobrança: não tem assinatura e não tem limite de lojas.</p>;
  if (a.status === 'Trial') {
    return a.diasRestantesTrial ? (
      <p>
        Avaliação grátis até <strong>{dataHora(a.trialAte)}</strong> —{' '}
        {a.diasRestantesTrial === 1 ? 'falta 1 dia' : `faltam ${a.diasRestantesTrial} dias`}. Assine um plano para continuar ativando
        campanhas depois disso.
      </p>
    ) : (
      <p>
        O período de avaliação terminou em <strong>{dataHora(a.trialAte)}</strong>. Assine um plano para voltar a ativar campanhas.
      </p>
    );
  }
  if (a.status === 'Ativa') {
    return (
      <p>
        Paga até <strong>{dataHora(a.periodoAtualAte)}</strong>.
      </p>
    );
  }
  if (a.status === 'Inadimplente') return <p>Um pagamento foi recusado. Regularize a cobrança para voltar a ativar campanhas.</p>;
  return <p>A assinatura foi cancelada. Assine um plano para voltar a ativar campanhas.</p>;
}

export default async function PaginaAssinatura({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const q = parametrosDaUrl(await searchParams);
  const superAdmin = p.perfil === 'SuperAdmin';
  const tenantId = superAdmin ? (q.tenantId ?? null) : p.tenantId;
  const r = tenantId ? await consultarAssinatura(p, q) : null;

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Assinatura" acoes={r?.ok ? <BotaoPortal tenantId={superAdmin ? tenantId : null} /> : undefined}>
        <p>
          O plano define quantas lojas podem estar ativas. Com a assinatura em dia (ou no período de avaliação) é possível ativar campanhas;
          o PDV nunca é bloqueado: as vendas continuam creditando com as campanhas que já estão ativas.
        </p>
      </CabecalhoPagina>
      {superAdmin && <SeletorTenant caminho="/painel/assinatura" atual={q.tenantId} permitirTodos={false} />}

      {q.pagamento === 'confirmado' && r?.ok && r.dados.assinatura.status === 'Ativa' && (
        <Alerta tipo="sucesso" className="mb-4">
          Pagamento confirmado: a assinatura está ativa até {dataHora(r.dados.assinatura.periodoAtualAte)}.
        </Alerta>
      )}
      {!r ? (
        <EstadoVazio titulo="Escolha um tenant">
          Cada tenant tem a sua assinatura: escolha um acima para ver o plano e a situação dele.
        </EstadoVazio>
      ) : !r.ok ? (
        <Alerta tipo="erro">{r.mensagem}</Alerta>
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 lg:grid-cols-2">
            <Cartao titulo="Situação atual" acoes={<EtiquetaStatus a={r.dados.assinatura} />}>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                {superAdmin && (
                  <>
                    <dt className="text-slate-600">Tenant</dt>
                    <dd className="font-medium text-slate-900">{r.dados.tenantNome}</dd>
                  </>
                )}
                <dt className="text-slate-600">Plano</dt>
                <dd className="font-medium text-slate-900">
                  {r.dados.assinatura.plano ?? '—'}
                  {r.dados.assinatura.valorMensal !== null && (
                    <span className="font-normal text-slate-700"> · {reais(r.dados.assinatura.valorMensal)}/mês</span>
                  )}
                </dd>
                <dt className="text-slate-600">Lojas ativas</dt>
                <dd className="text-slate-900">{r.dados.assinatura.lojasAtivas}</dd>
                <dt className="text-slate-600">Cobrança</dt>
                <dd className="text-slate-900">
                  {r.dados.assinatura.provedor === 'interno' || !r.dados.assinatura.provedor
                    ? 'Provedor interno'
                    : r.dados.assinatura.provedor}
                </dd>
              </dl>
              <div className="mt-3 text-sm text-slate-700">
                <Situacao a={r.dados.assinatura} />
              </div>
            </Cartao>
            <Cartao titulo="O que a assinatura permite agora">
              <ul className="flex flex-col gap-2 text-sm">
                <li className="flex gap-2">
                  <span aria-hidden="true">{r.dados.assinatura.permiteAtivarCampanhas ? '✓' : '✕'}</span>
                  {r.dados.assinatura.permiteAtivarCampanhas ? (
                    <span>
                      <strong>Ativar campanhas:</strong> permitido.
                    </span>
                  ) : (
                    <span>
                      <strong>Ativar campanhas:</strong> bloqueado até a assinatura ser regularizada. Ver, editar, pausar e encerrar
                      campanhas continua possível.
                    </span>
                  )}
                </li>
                <li className="flex gap-2">
                  <span aria-hidden="true">✓</span>
                  <span>
                    <strong>PDV:</strong> vendas, resgates e consultas de saldo funcionam em qualquer situação da assinatura.
                  </span>
                </li>
                <li className="flex gap-2">
                  <span aria-hidden="true">✓</span>
                  <span>
                    <strong>Lojas:</strong>{' '}
                    {(() => {
                      const limite = r.dados.assinatura.planos.find((x) => x.codigo === r.dados.assinatura.plano)?.limiteLojas;
                      if (!r.dados.assinatura.plano) return 'sem limite.';
                      return limite === null || limite === undefined
                        ? 'ativas sem limite.'
                        : `até ${limite} ${limite === 1 ? 'loja ativa' : 'lojas ativas'} no plano atual.`;
                    })()}{' '}
                    <Link className="text-marca-700 underline" href={superAdmin ? `/painel/lojas?tenantId=${tenantId}` : '/painel/lojas'}>
                      Ver lojas
                    </Link>
                  </span>
                </li>
              </ul>
            </Cartao>
          </div>
          <section aria-labelledby="titulo-planos" className="flex flex-col gap-3">
            <h2 id="titulo-planos" className="text-lg font-semibold text-slate-900">
              Planos
            </h2>
            <p className="text-sm text-slate-700">
              A assinatura vale por um mês a partir do pagamento; pagar de novo o mesmo plano com o mês em curso soma mais um mês. Trocar de
              plano começa um mês novo.
            </p>
            <Planos assinatura={r.dados.assinatura} tenantId={superAdmin ? tenantId : null} />
          </section>
          {superAdmin && tenantId && <AlterarPlano assinatura={r.dados.assinatura} tenantId={tenantId} tenantNome={r.dados.tenantNome} />}
        </div>
      )}
    </ProvedorAvisos>
  );
}

// /painel/automacoes/[tipo] — one automation's results against its holdout (docs/automacoes.md,
// "Resultados"): each recipient's purchases in the N days after it was reached.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { agora } from '@/lib/relogio';
import { numero, quantos } from '@/lib/formatar';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { AUTOMACOES, tipoDoCaminho } from '@/lib/domain/automacao/definicoes';
import { resultadosAutomacao } from '@/lib/domain/automacao/configurar-automacao';
import { Cartao } from '@/components/ui/cartao';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { parametrosDaUrl, parametrosDeLeitura, type PropsDaPagina } from '@/app/painel/(app)/consulta-pagina';
import { ResultadosHoldout } from '@/app/painel/(app)/comunicacao/_componentes/resultados-holdout';

export const metadata: Metadata = { title: 'Resultados da automação' };

export default async function PaginaResultadosAutomacao({ params, searchParams }: PropsDaPagina<{ tipo: string }>) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const tipo = tipoDoCaminho((await params).tipo);
  if (!tipo) notFound();
  const q = parametrosDaUrl(await searchParams);
  const def = AUTOMACOES[tipo];
  const voltar = (
    <Link href="/painel/automacoes" className="text-sm text-marca-700 underline">
      ← Automações
    </Link>
  );
  if (p.perfil === 'SuperAdmin' && !q.tenantId) {
    return (
      <div className="flex flex-col gap-4">
        {voltar}
        <SeletorTenant atual={null} permitirTodos={false} />
      </div>
    );
  }
  const { tenantId } = await parametrosDeLeitura(p, q);
  const r = await resultadosAutomacao(tenantObrigatorio(p, tenantId), tipo, undefined, agora());
  return (
    <div className="flex flex-col gap-5">
      <div>
        {voltar}
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{def.nome}: resultados</h1>
        <p className="text-sm text-slate-700">{def.descricao}</p>
      </div>
      <Cartao titulo="Resultados contra o grupo de controle">
        <p className="mb-3 text-sm text-slate-700">
          Cada cliente é acompanhado nos dias seguintes ao momento em que a automação o alcançou. Só entra na conta quem já completou a
          janela.
        </p>
        <ResultadosHoldout
          janelas={r.janelas.map((j) => ({
            ...j,
            titulo: `${j.dias} dias`,
            nota: j.emAndamento
              ? `${quantos(j.emAndamento, 'cliente ainda dentro da janela', 'clientes ainda dentro da janela')} (fora da conta).`
              : undefined,
          }))}
          vazio="A automação ainda não foi configurada: os resultados aparecem depois dos primeiros envios."
        />
      </Cartao>
      {r.campanhaId && (
        <Cartao titulo="Descadastros">
          {/* As on a campaign's page: the opt-outs its messages caused (docs/comunicacao.md, "Descadastros causados"). */}
          <p className="text-sm text-slate-700" data-testid="descadastros-causados">
            <strong className="text-slate-900">Descadastros causados pela automação: {numero(r.descadastrosCausados)}</strong> (clientes que
            saíram pelo link de uma mensagem dela ou respondendo SAIR depois de recebê-la).
          </p>
        </Cartao>
      )}
    </div>
  );
}

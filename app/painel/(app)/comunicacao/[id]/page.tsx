// /painel/comunicacao/[id] — one campaign: send now or schedule, the status counts, and the
// results against the holdout (docs/comunicacao.md, "Resultados").
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { agora } from '@/lib/relogio';
import { dataHora, numero } from '@/lib/formatar';
import { obterCampanhaComunicacao, resultadosCampanha } from '@/lib/domain/comunicacao/admin-campanhas';
import { Cartao } from '@/components/ui/cartao';
import { PaginaVoltar } from '@/components/painel/detalhe-nao-encontrado';
import { Etiqueta } from '@/components/ui/etiqueta';
import { lerOuNaoEncontrado } from '../../escopo-pagina';
import { nomeDoSegmento } from '../consultas';
import { ROTULOS_CONTAGENS, ROTULOS_STATUS_CAMPANHA } from '../_componentes/rotulos';
import { AcoesCampanha } from '../_componentes/acoes-campanha';
import { ResultadosHoldout } from '../_componentes/resultados-holdout';
import { notaJanelaEmAndamento, resumoJanelasEmAndamento } from '@/lib/domain/comunicacao/leitura-resultados';

export const metadata: Metadata = { title: 'Campanha de comunicação' };

export default async function PaginaCampanhaComunicacao({ params }: { params: Promise<{ id: string }> }) {
  const p = await exigirPainel(['SuperAdmin', 'AdminTenant']);
  const { id } = await params;
  if (!/^[0-9a-f-]{36}$/i.test(id)) notFound();
  const k = await lerOuNaoEncontrado(() => obterCampanhaComunicacao(p, id), { semAcesso: true });
  const instante = agora();
  const r = await resultadosCampanha(p, id, undefined, instante);
  const segmento = k.segmentoId ? await nomeDoSegmento(k.segmentoId) : null;
  const c = k.contagens as unknown as Record<string, number>;
  return (
    <PaginaVoltar
      voltar={['/painel/comunicacao', 'Comunicação']}
      titulo={k.nome}
      cabecalho={
        <p className="text-sm text-slate-700">
          {k.canal === 'Email' ? 'E-mail' : 'WhatsApp'} · <Etiqueta>{ROTULOS_STATUS_CAMPANHA[k.status] ?? k.status}</Etiqueta>
          {k.agendadaPara && k.status === 'Agendada' && <> · agendada para {dataHora(k.agendadaPara)}</>}
        </p>
      }
    >
      {(k.status === 'Rascunho' || k.status === 'Agendada') && (
        <Link href={`/painel/comunicacao/${k.id}/editar`} className="self-start text-sm text-marca-700 underline">
          Alterar campanha
        </Link>
      )}
      <AcoesCampanha campanha={{ ...k, segmento }} />
      <Cartao titulo="Destinatários">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="contagens">
          <div>
            <dt className="text-xs text-slate-600">Total</dt>
            <dd className="text-lg font-semibold text-slate-900">{numero(k.contagens.total)}</dd>
          </div>
          {ROTULOS_CONTAGENS.map(([chave, rotulo]) => (
            <div key={chave}>
              <dt className="text-xs text-slate-600">{rotulo}</dt>
              <dd className="text-lg font-semibold text-slate-900">{numero(c[chave] ?? 0)}</dd>
            </div>
          ))}
        </dl>
        {/* Not a status (they stay in "Enviados"): the opt-outs this campaign's message caused (docs/comunicacao.md). */}
        <p className="mt-3 text-sm text-slate-700" data-testid="descadastros-causados">
          <strong className="text-slate-900">Descadastros causados pela campanha: {numero(k.contagens.descadastrosCausados)}</strong>{' '}
          (clientes que saíram pelo link desta mensagem ou respondendo SAIR depois de recebê-la; continuam em Enviados).
        </p>
      </Cartao>
      <Cartao titulo="Mensagem">
        {k.assunto && <p className="font-semibold text-slate-900">{k.assunto}</p>}
        <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{k.modelo}</p>
      </Cartao>
      <Cartao titulo="Resultados contra o grupo de controle">
        <ResultadosHoldout
          janelas={r.janelas.map((j) => ({
            ...j,
            titulo: `${j.dias} dias${j.completa ? '' : ' (em andamento)'}`,
            nota: notaJanelaEmAndamento(j, instante),
          }))}
          resumo={resumoJanelasEmAndamento(r.janelas, instante)}
          vazio="Os resultados aparecem depois do envio."
        />
      </Cartao>
    </PaginaVoltar>
  );
}

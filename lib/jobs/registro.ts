// The scheduled jobs, in one list: the in-process scheduler of the server (instrumentation.ts,
// lib/jobs/agendador.ts), the cron route handlers (Vercel Cron, vercel.json) and `npm run jobs`
// (scripts/jobs.ts) run the very same functions. Every run is counted in the metrics and logged
// with what it did. The jobs on lots (`lotes`, `lembretes`) run on the real clock for the live
// tenants, then for each sandbox with something due at its own instant, stamped with that instant
// (lib/domain/sandbox/em-cada-sandbox.ts).
import 'server-only';
import { log } from '@/lib/log';
import { metricas } from '@/lib/metricas';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { processarLotes } from '@/lib/jobs/lotes';
import { enviarLembretesDeExpiracao } from '@/lib/domain/lote/lembrar-expiracao';
import { limparExpirados } from '@/lib/jobs/limpeza';
import { manterEstatisticas } from '@/lib/jobs/estatisticas';
import { verificarSaldos } from '@/lib/domain/lote/conferir-saldos';
import { verificarResumos } from '@/lib/domain/segmento/conferir-resumo';
import { iniciarAgendador, type Agendador } from '@/lib/jobs/agendador';
import { executarComunicacao } from '@/lib/domain/comunicacao/executar-comunicacao';
import { executarAutomacoes } from '@/lib/domain/automacao/executar-automacoes';
import { concluirIndicacoes } from '@/lib/domain/indicacao/concluir-indicacoes';

export type NomeJob = 'lotes' | 'outbox' | 'lembretes' | 'limpeza' | 'saldos' | 'resumos' | 'comunicacao' | 'automacoes' | 'estatisticas';

/** Runs the outbox until it is empty or the time budget is spent (bounded batches). */
async function despacharTudo(orcamentoMs = 25_000) {
  const fim = Date.now() + orcamentoMs;
  const total = { enviados: 0, falhas: 0, descartados: 0, reivindicados: 0 };
  for (;;) {
    const r = await despacharOutbox({ tamanho: 50 });
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += r[k];
    if (r.reivindicados < 50 || Date.now() > fim) break;
  }
  return total;
}

const DIA_MS = 24 * 60 * 60_000;

/** A job run once a day at hh:mm UTC: the scheduler's offset and the cron line (vercel.json) from the one time. */
const diario = (hora: number, minuto: number) => ({
  intervaloMs: DIA_MS,
  deslocamentoMs: (hora * 60 + minuto) * 60_000,
  cron: `${minuto} ${hora} * * *`,
});

export const JOBS: Record<
  NomeJob,
  { descricao: string; intervaloMs: number; deslocamentoMs?: number; cron: string; executar: () => Promise<Record<string, number>> }
> = {
  lotes: {
    descricao: 'Libera cashback diferido e expira créditos vencidos, com seus lançamentos.',
    intervaloMs: 10 * 60_000,
    cron: '*/10 * * * *',
    executar: () => processarLotes(),
  },
  outbox: {
    descricao: 'Entrega as notificações pendentes (WhatsApp, e-mail), com novas tentativas.',
    intervaloMs: 15_000,
    cron: '* * * * *',
    executar: () => despacharTudo(),
  },
  comunicacao: {
    descricao: 'Prepara as campanhas de comunicação agendadas e libera as mensagens para o outbox (consentimento, limite, silêncio).',
    intervaloMs: 60_000,
    cron: '* * * * *',
    executar: () => executarComunicacao(),
  },
  automacoes: {
    descricao:
      'Roda as automações ligadas (boas-vindas, aniversário com bônus, reconquista): destinatários de cada ocorrência, uma vez cada; e conclui as indicações cuja compra passou da carência, com os bônus.',
    intervaloMs: 15 * 60_000,
    cron: '*/15 * * * *',
    // The referrals ride on this job (docs/indicacao.md): the same "bring customers" rhythm, no cron
    // line of their own. They run even when the automations failed; the run then fails as before.
    executar: async () => {
      const [automacoes, indicacoes] = await Promise.allSettled([executarAutomacoes(), concluirIndicacoes()]);
      if (automacoes.status === 'rejected') throw automacoes.reason;
      if (indicacoes.status === 'rejected') throw indicacoes.reason;
      return { ...automacoes.value, ...indicacoes.value };
    },
  },
  lembretes: {
    descricao: 'Avisa os clientes dos créditos que expiram nos próximos dias, uma vez por lote.',
    intervaloMs: 60 * 60_000,
    cron: '0 * * * *',
    executar: () => enviarLembretesDeExpiracao(),
  },
  limpeza: {
    descricao: 'Apaga PINs, tokens e mensagens expirados.',
    // 06:30 UTC (03:30 in Brasília), as in vercel.json: the quietest hour of a store.
    ...diario(6, 30),
    executar: () => limparExpirados(),
  },
  saldos: {
    descricao: 'Confere o saldo corrente de cada participação com a soma dos seus lotes; falha, com log de erro, se algo divergir.',
    // 07:00 UTC (04:00 in Brasília), after the clean-up: one read of the active lots of the whole base.
    ...diario(7, 0),
    executar: () => verificarSaldos(),
  },
  resumos: {
    descricao: 'Confere o resumo por participação dos segmentos com as vendas e os cadastros; falha, com log de erro, se algo divergir.',
    // 07:15 UTC (04:15 in Brasília), after the balance check: one read of every membership and sale.
    ...diario(7, 15),
    executar: () => verificarResumos(),
  },
  estatisticas: {
    descricao:
      'Com o autovacuum do PostgreSQL desligado (o banco embutido não tem), atualiza as estatísticas (ANALYZE) e limpa as linhas mortas (VACUUM) das tabelas que mudaram o bastante.',
    intervaloMs: 10 * 60_000,
    // Five minutes after the lot job's ticks: a table its run changed is looked at soon after.
    deslocamentoMs: 5 * 60_000,
    cron: '5-55/10 * * * *',
    executar: () => manterEstatisticas(),
  },
};

export async function executarJob(nome: NomeJob): Promise<Record<string, number>> {
  const inicio = Date.now();
  try {
    const r = await JOBS[nome].executar();
    metricas.execucoesJob.inc({ job: nome, resultado: 'sucesso' });
    const itens = Object.values(r).reduce((s, n) => s + n, 0);
    metricas.itensJob.inc({ job: nome }, itens);
    // A run that did nothing is the common case (the outbox is looked at every 15 s): debug only.
    (itens > 0 ? log.info : log.debug)('job concluído', { job: nome, ms: Date.now() - inicio, ...r });
    return r;
  } catch (e) {
    metricas.execucoesJob.inc({ job: nome, resultado: 'erro' });
    throw e;
  }
}

/** Every job on its schedule, in this process (unless JOBS=off), and the outbox nudge. */
export function iniciarJobs(o: { nomes?: NomeJob[]; verificarMs?: number } = {}): Agendador {
  const nomes = o.nomes ?? (Object.keys(JOBS) as NomeJob[]);
  return iniciarAgendador({
    jobs: nomes.map((nome) => ({
      nome,
      intervaloMs: JOBS[nome].intervaloMs,
      deslocamentoMs: JOBS[nome].deslocamentoMs,
      executar: () => executarJob(nome),
    })),
    despacharOutbox: () => despacharTudo(),
    verificarMs: o.verificarMs,
  });
}

// Prometheus metrics (prom-client), one registry per process, exposed at /api/metricas behind
// METRICS_TOKEN. Names follow Prometheus conventions; the spec's histogram
// `service_venda_movimentacoes_count` counts the benefits (1 or 2) of each sale.
import client from 'prom-client';

// On globalThis: Next.js may load a module once per route bundle, but a process has one registry.
type Globais = { __fidMetricas?: ReturnType<typeof criar> };
const g = globalThis as unknown as Globais;

function criar() {
  const registro = new client.Registry();
  client.collectDefaultMetrics({ register: registro, prefix: 'fidelidade_' });
  const m = {
    registro,
    movimentacoesPorVenda: new client.Histogram({
      name: 'service_venda_movimentacoes_count',
      help: 'Benefícios (movimentações) gerados por venda: 1 ou 2.',
      buckets: [1, 2],
      registers: [registro],
    }),
    requisicoes: new client.Counter({
      name: 'http_requests_total',
      help: 'Requisições HTTP por rota, método e status.',
      labelNames: ['rota', 'metodo', 'status'] as const,
      registers: [registro],
    }),
    duracao: new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duração das requisições HTTP por rota, método e status.',
      labelNames: ['rota', 'metodo', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registro],
    }),
    entregas: new client.Counter({
      name: 'notificacoes_entregas_total',
      help: 'Tentativas de entrega do outbox por canal e resultado (enviado, falha, descartado).',
      labelNames: ['canal', 'resultado'] as const,
      registers: [registro],
    }),
    execucoesJob: new client.Counter({
      name: 'jobs_execucoes_total',
      help: 'Execuções dos jobs agendados por job e resultado.',
      labelNames: ['job', 'resultado'] as const,
      registers: [registro],
    }),
    itensJob: new client.Counter({
      name: 'jobs_itens_processados_total',
      help: 'Itens processados pelos jobs agendados.',
      labelNames: ['job'] as const,
      registers: [registro],
    }),
  };
  return m;
}

export const metricas = g.__fidMetricas ?? (g.__fidMetricas = criar());

// One label object per (route, status), built once: prom-client validates and hashes the labels
// on every call, and a fresh object per request was garbage on the sale path besides.
const rotulosPorChave = new Map<string, { rota: string; metodo: string; status: string }>();

export function observarRequisicao(rota: string, metodo: string, status: number, segundos: number) {
  const chave = `${rota}\u0000${status}`;
  let rotulos = rotulosPorChave.get(chave);
  if (!rotulos) rotulosPorChave.set(chave, (rotulos = { rota, metodo, status: String(status) }));
  metricas.requisicoes.inc(rotulos);
  metricas.duracao.observe(rotulos, segundos);
}

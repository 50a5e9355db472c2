// Prometheus metrics of this process, protected by configuration: `Authorization: Bearer
// $METRICS_TOKEN`. Without METRICS_TOKEN the endpoint does not exist (404). The outbox backlog is
// read from the database at scrape time.
import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import { env } from '@/lib/env';
import { metricas } from '@/lib/metricas';
import { backlogOutbox } from '@/lib/notificacoes/despachar-outbox';

export const dynamic = 'force-dynamic';

type Globais = { __fidGaugesOutbox?: boolean };
const g = globalThis as unknown as Globais;

if (!g.__fidGaugesOutbox) {
  g.__fidGaugesOutbox = true;
  let cache: { em: number; valor: Awaited<ReturnType<typeof backlogOutbox>> } | undefined;
  const ler = async () => {
    if (!cache || Date.now() - cache.em > 5000) cache = { em: Date.now(), valor: await backlogOutbox() };
    return cache.valor;
  };
  const gauges = [
    ['notificacoes_outbox_pendentes', 'Eventos do outbox aguardando entrega.', 'pendentes'],
    ['notificacoes_outbox_falhados', 'Eventos do outbox que esgotaram as tentativas.', 'falhados'],
    ['notificacoes_outbox_idade_segundos', 'Idade do evento pendente mais antigo.', 'idade_s'],
  ] as const;
  for (const [name, help, campo] of gauges) {
    new client.Gauge({
      name,
      help,
      registers: [metricas.registro],
      async collect() {
        this.set((await ler())[campo]);
      },
    });
  }
}

function autorizado(req: Request, token: string): boolean {
  const h = req.headers.get('authorization') ?? '';
  const recebido = Buffer.from(h.startsWith('Bearer ') ? h.slice(7) : '');
  const esperado = Buffer.from(token);
  return recebido.length === esperado.length && timingSafeEqual(recebido, esperado);
}

export async function GET(req: Request) {
  const token = env().METRICS_TOKEN;
  if (!token) return new Response('Not Found', { status: 404 });
  if (!autorizado(req, token)) return new Response('Unauthorized', { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  // no-store: each scrape must read this moment's counters, never a proxy's copy.
  return new Response(await metricas.registro.metrics(), {
    headers: { 'Content-Type': metricas.registro.contentType, 'Cache-Control': 'no-store' },
  });
}

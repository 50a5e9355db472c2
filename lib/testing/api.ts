/// <reference types="vite/client" />
// Calls the real route handlers in-process, the way Next.js would: finds the `route.ts` of a
// path under app/ (dynamic `[segment]`s included, case-insensitive like proxy.ts), builds a
// Request and returns status, headers and the parsed ApiResult.
import type { ApiResult } from '@/lib/api/envelope';

type Modulo = Record<string, unknown>;
const modulos = import.meta.glob<Modulo>('/app/api/**/route.ts');

type Rota = { partes: string[]; carregar: () => Promise<Modulo> };
const rotas: Rota[] = Object.entries(modulos).map(([arquivo, carregar]) => ({
  partes: arquivo
    .replace(/^\/app/, '')
    .replace(/\/route\.ts$/, '')
    .split('/')
    .filter(Boolean),
  carregar,
}));

function encontrar(caminho: string): { rota: Rota; params: Record<string, string> } | null {
  const partes = caminho.split('/').filter(Boolean);
  let melhor: { rota: Rota; params: Record<string, string>; estaticas: number } | null = null;
  for (const rota of rotas) {
    if (rota.partes.length !== partes.length) continue;
    const params: Record<string, string> = {};
    let estaticas = 0;
    let ok = true;
    rota.partes.forEach((p, i) => {
      const real = partes[i]!;
      if (p.startsWith('[') && p.endsWith(']')) params[p.slice(1, -1)] = decodeURIComponent(real);
      else if (p.toLowerCase() === real.toLowerCase()) estaticas++;
      else ok = false;
    });
    if (ok && (!melhor || estaticas > melhor.estaticas)) melhor = { rota, params, estaticas };
  }
  return melhor;
}

/**
 * A web Request in, the route handler's Response out: what Next.js does for an /api path (the
 * in-process HTTP server of lib/testing/servidor-http.ts serves the app this way).
 */
export async function tratarRequisicao(req: Request): Promise<Response> {
  const caminho = new URL(req.url).pathname;
  const achado = encontrar(caminho);
  if (!achado) return new Response('Not Found', { status: 404 });
  const mod = await achado.rota.carregar();
  const handler = mod[req.method] as ((req: Request, seg: { params: Promise<Record<string, string>> }) => Promise<Response>) | undefined;
  if (!handler) return new Response('Method Not Allowed', { status: 405 });
  return handler(req, { params: Promise.resolve(achado.params) });
}

/** The body of a refusal (spec "Errors"): `mensagem` and the messages in `erros` (by default just `mensagem`). */
export const envelopeDeErro = (mensagem: string, erros: string[] = [mensagem]) => ({ sucesso: false, dados: null, mensagem, erros });

/** The body of a success: `dados`, and the envelope's `mensagem` where the spec sends one. */
export const envelopeDeSucesso = (dados: unknown, mensagem: string | null = null) => ({ sucesso: true, dados, mensagem, erros: [] });

export type Resposta<T = unknown> = { status: number; corpo: ApiResult<T>; headers: Headers; texto: string };

export type Opcoes = {
  corpo?: unknown;
  /** Raw body text, to send malformed JSON. */
  corpoTexto?: string;
  query?: Record<string, string | number | boolean | undefined>;
  chave?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Client IP as scripts/servidor.ts would report it; random by default so rate limits of
   * different tests never meet. */
  ip?: string;
};

function ipAleatorio(): string {
  const b = () => Math.floor(Math.random() * 254) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

// The answer's `dados` is whatever JSON the route sent: tests read it freely and assert values.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above; a test names T when it wants the type.
export async function chamar<T = any>(metodo: string, caminho: string, o: Opcoes = {}): Promise<Resposta<T>> {
  const achado = encontrar(caminho);
  if (!achado) throw new Error(`rota não encontrada: ${caminho}`);
  const mod = await achado.rota.carregar();
  const handler = mod[metodo] as ((req: Request, seg: { params: Promise<Record<string, string>> }) => Promise<Response>) | undefined;
  if (!handler) throw new Error(`${metodo} não exportado por ${caminho}`);
  const url = new URL(`http://localhost${caminho}`);
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const headers = new Headers(o.headers);
  if (!headers.has('x-fid-ip-cliente')) headers.set('x-fid-ip-cliente', o.ip ?? ipAleatorio());
  if (o.chave) headers.set('x-api-key', o.chave);
  if (o.token) headers.set('authorization', `Bearer ${o.token}`);
  let body: string | undefined;
  if (o.corpoTexto !== undefined) body = o.corpoTexto;
  else if (o.corpo !== undefined) body = JSON.stringify(o.corpo);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const req = new Request(url, { method: metodo, headers, body });
  const res = await handler(req, { params: Promise.resolve(achado.params) });
  const texto = await res.text();
  let corpo: ApiResult<T>;
  try {
    corpo = JSON.parse(texto);
  } catch {
    corpo = { sucesso: false, dados: null, mensagem: texto, erros: [] };
  }
  return { status: res.status, corpo, headers: res.headers, texto };
}

// The base of every route handler: request id, structured access log, error mapping to the
// envelope (one place), and the per-route metrics. Audience wrappers (PDV key, admin
// bearer, club bearer, cron secret) compose on top of it.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { ErroDeNegocio, MENSAGENS } from '@/lib/erros';
import { contextoRequisicao, log, nivelAtivo } from '@/lib/log';
import type { z } from 'zod';
import { respostaErro, type DadosDa } from '@/lib/api/envelope';
import { observarRequisicao } from '@/lib/metricas';

export type ContextoRota = {
  req: Request;
  requestId: string;
  params: Record<string, string>;
};

type Segmento = { params: Promise<Record<string, string | string[]>> };
export type Handler = (req: Request, segmento: Segmento) => Promise<Response>;

/** What a route validates, by reference: the OpenAPI tests compare it with the document. */
export type Entrada = { corpo?: z.ZodType; query?: z.ZodType };

/**
 * A route handler with its name and the schemas it reads (set once, when the module loads), and,
 * as a type only, the `dados` of its success answers (`typeof POST` in the OpenAPI declarations).
 */
export type Rota<D = unknown> = Handler & Entrada & { readonly nome: string; readonly dados?: (dados: D) => D };

const ID_VALIDO = /^[A-Za-z0-9._-]{8,64}$/;

export function mapearErro(e: unknown, requestId: string): Response {
  if (e instanceof ErroDeNegocio) {
    return respostaErro(e.status, e.erros, e.mensagem, e.cabecalhos);
  }
  log.error('Erro inesperado', { erro: e, requestId });
  return respostaErro(500, [MENSAGENS.erroInterno]);
}

/**
 * What every API answer carries, added here because the PDV's hot routes reach their handlers
 * without Next.js (scripts/rotas-diretas.ts), so next.config's headers never see them. Balances,
 * personal data and tokens must not be kept by a proxy or the browser's cache: an answer that
 * says nothing about caching gets `no-store`; one that chose its own (the exports, the API
 * document) keeps it. Additive only: body and status are the handler's.
 */
export function cabecalhosDaApi(h: Headers) {
  h.set('X-Content-Type-Options', 'nosniff');
  if (!h.has('Cache-Control')) h.set('Cache-Control', 'no-store');
}

/**
 * Wraps a handler. `nome` is the route's template (e.g. `POST /api/v1/venda`), used in logs and
 * metrics so that ids in paths do not explode their cardinality.
 */
export function rota<R extends Response>(nome: string, fn: (ctx: ContextoRota) => Promise<R>, entrada: Entrada = {}): Rota<DadosDa<R>> {
  const metodo = nome.split(' ')[0] ?? 'GET';
  const handler: Handler = async (req, segmento) => {
    const recebido = req.headers.get('x-request-id');
    const requestId = recebido && ID_VALIDO.test(recebido) ? recebido : randomUUID();
    const inicio = process.hrtime.bigint();
    return contextoRequisicao.run({ requestId }, async () => {
      let resposta: Response;
      try {
        const bruto = segmento?.params ? await segmento.params : {};
        const params: Record<string, string> = {};
        for (const [k, v] of Object.entries(bruto)) params[k] = Array.isArray(v) ? v.join('/') : v;
        resposta = await fn({ req, requestId, params });
      } catch (e) {
        resposta = mapearErro(e, requestId);
      }
      resposta.headers.set('X-Request-Id', requestId);
      cabecalhosDaApi(resposta.headers);
      const segundos = Number(process.hrtime.bigint() - inicio) / 1e9;
      // The access line's fields are only built when it is written (LOG_LEVEL=warn in production
      // load: the sale path pays nothing for it).
      if (nivelAtivo('info')) {
        log.info('requisição', {
          rota: nome,
          metodo,
          status: resposta.status,
          ms: Math.round(segundos * 1e4) / 10,
        });
      }
      try {
        observarRequisicao(nome, metodo, resposta.status, segundos);
      } catch {
        /* metrics never break a request */
      }
      return resposta;
    });
  };
  return Object.assign(handler, { nome, ...entrada });
}

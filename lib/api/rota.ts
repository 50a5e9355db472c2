// The base of every route handler: request id, structured access log, error mapping to the
// envelope (one place), and the per-route metrics. Audience wrappers (PDV key, admin
// bearer, club bearer, cron secret) compose on top of it.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { ErroDeNegocio, MENSAGENS } from '@/lib/erros';
import { contextoRequisicao, log } from '@/lib/log';
import { respostaErro } from '@/lib/api/envelope';
import { observarRequisicao } from '@/lib/metricas';

export type ContextoRota = {
  req: Request;
  requestId: string;
  params: Record<string, string>;
};

type Segmento = { params: Promise<Record<string, string | string[]>> };
export type Handler = (req: Request, segmento: Segmento) => Promise<Response>;

const ID_VALIDO = /^[A-Za-z0-9._-]{8,64}$/;

export function mapearErro(e: unknown, requestId: string): Response {
  if (e instanceof ErroDeNegocio) {
    return respostaErro(e.status, e.erros, e.mensagem, e.cabecalhos);
  }
  log.error('Erro inesperado', { erro: e, requestId });
  return respostaErro(500, [MENSAGENS.erroInterno]);
}

/**
 * Wraps a handler. `nome` is the route's template (e.g. `POST /api/v1/venda`), used in logs and
 * metrics so that ids in paths do not explode their cardinality.
 */
export function rota(nome: string, fn: (ctx: ContextoRota) => Promise<Response>): Handler {
  const metodo = nome.split(' ')[0] ?? 'GET';
  return async (req, segmento) => {
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
      const segundos = Number(process.hrtime.bigint() - inicio) / 1e9;
      log.info('requisição', {
        rota: nome,
        metodo,
        status: resposta.status,
        ms: Math.round(segundos * 1e4) / 10,
      });
      try {
        observarRequisicao(nome, metodo, resposta.status, segundos);
      } catch {
        /* metrics never break a request */
      }
      return resposta;
    });
  };
}

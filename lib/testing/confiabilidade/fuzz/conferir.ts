// One fuzz request and what must hold for every answer, whatever was sent: an answer within the
// time limit, never a 5xx, always the ApiResult envelope, and nothing recorded when it is an error.
import 'server-only';
import { expect } from 'vitest';
import { chamar, type Opcoes, type Resposta } from '@/lib/testing/api';
import type { MetodoHttp } from '@/lib/openapi/registro';
import { diferencas, mexeuNoMundo, retratar } from './retrato';
import { sujarMundo } from './mundo';

/** Per-request limit: the in-process handlers answer in milliseconds; anything near this is a hang. */
export const LIMITE_MS = 10_000;

export const STATUS_PERMITIDOS = [200, 201, 400, 401, 403, 404, 409, 413, 422, 429];

export type Enviado = { metodo: MetodoHttp; caminho: string; opcoes: Opcoes };

async function comLimite(e: Enviado): Promise<Resposta> {
  let relogio: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, rejeitar) => {
    relogio = setTimeout(() => rejeitar(new Error(`sem resposta em ${LIMITE_MS} ms (travou)`)), LIMITE_MS);
  });
  try {
    return await Promise.race([chamar(e.metodo, e.caminho, e.opcoes), limite]);
  } finally {
    clearTimeout(relogio);
  }
}

/** What a failure prints about the request (long bodies cut). */
export function descreverEnvio(e: Enviado): string {
  const corpo = e.opcoes.corpoTexto ?? '';
  const q = e.opcoes.query ? `?${new URLSearchParams(e.opcoes.query as Record<string, string>).toString()}` : '';
  return `${e.metodo} ${e.caminho}${q.length > 300 ? `${q.slice(0, 300)}…` : q} ${corpo.length > 300 ? `${JSON.stringify(corpo.slice(0, 300))}… (${corpo.length} caracteres)` : JSON.stringify(corpo)}`;
}

/**
 * Sends the request and checks the invariants of every answer. Returns the answer for the
 * caller's own checks. A success that changed the world's rows marks it for rebuilding.
 */
export async function enviarEConferir(e: Enviado): Promise<Resposta> {
  const antes = await retratar();
  const r = await comLimite(e);
  const depois = await retratar();
  const contexto = `${descreverEnvio(e)}\n→ ${r.status} ${r.texto.slice(0, 500)}`;
  expect(STATUS_PERMITIDOS, `status fora do contrato (nunca 5xx): ${contexto}`).toContain(r.status);

  let corpo: unknown;
  try {
    corpo = JSON.parse(r.texto);
  } catch {
    corpo = undefined;
  }
  const c = corpo as Record<string, unknown> | undefined;
  // The CSV exports answer a file on success (their own tests check its content); their errors are envelopes.
  if (r.status === 200 && (r.headers.get('content-type') ?? '').startsWith('text/csv')) return r;
  const envelope =
    !!c &&
    typeof c === 'object' &&
    !Array.isArray(c) &&
    Object.keys(c).sort().join(',') === 'dados,erros,mensagem,sucesso' &&
    c.sucesso === r.status < 400 &&
    Array.isArray(c.erros) &&
    (c.erros as unknown[]).every((x) => typeof x === 'string') &&
    (c.mensagem === null || typeof c.mensagem === 'string') &&
    (r.status < 400
      ? (c.erros as unknown[]).length === 0
      : c.dados === null && (c.erros as unknown[]).length > 0 && typeof c.mensagem === 'string');
  expect(envelope, `a resposta não é o envelope ApiResult: ${contexto}`).toBe(true);

  const escritas = diferencas(antes, depois);
  if (r.status >= 400) expect(escritas, `gravou algo numa resposta de erro: ${contexto}`).toEqual([]);
  else if (mexeuNoMundo(escritas)) sujarMundo();
  return r;
}

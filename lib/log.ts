// Structured JSON logs, one object per line, each with the request id of the request that
// produced it (AsyncLocalStorage carries it into the domain code). Personal data and secrets
// never reach a log line: sensitive keys are dropped and CPF-shaped values are masked.
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { env } from '@/lib/env';

type Nivel = 'debug' | 'info' | 'warn' | 'error';
const ORDEM: Record<Nivel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export const contextoRequisicao = new AsyncLocalStorage<{ requestId: string }>();

const CHAVES_SENSIVEIS =
  /^(cpf|cpfcliente|pin|senha|senhaatual|novasenha|confirmacaosenha|password|token|qr|qrtoken|authorization|x-api-key|apikey|chave|segredo|secret|cookie|email|telefone)$/i;
const PADRAO_CPF = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;
const PADRAO_CHAVE = /\bfid_(live|test)_[A-Za-z0-9_-]+/g;
const PADRAO_BEARER = /Bearer\s+[A-Za-z0-9._~+/=-]+/gi;
// Free text (error messages of the database or of a delivery provider) can quote what it was
// given: a JWT outside a header, an e-mail address, a phone in E.164 or as bare digits, and the
// 6-digit PIN of a message. Digit runs next to letters, digits or hyphens are left alone, so
// UUIDs (request and event ids) and dates stay readable.
const PADRAO_JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const PADRAO_EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const PADRAO_TELEFONE = /(?<![\w-])\+?\d{10,13}(?![\w-])/g;
const PADRAO_PIN = /(?<![\w.,-])\d{6}(?![\w-]|[.,]\d)/g;

function limparTexto(s: string): string {
  return s
    .replace(PADRAO_CHAVE, 'fid_***')
    .replace(PADRAO_BEARER, 'Bearer ***')
    .replace(PADRAO_JWT, 'eyJ***')
    .replace(PADRAO_CPF, '***CPF***')
    .replace(PADRAO_EMAIL, '***@***')
    .replace(PADRAO_TELEFONE, '***TELEFONE***')
    .replace(PADRAO_PIN, '******');
}

export function sanitizar(valor: unknown, profundidade = 0): unknown {
  if (profundidade > 6) return '[...]';
  if (typeof valor === 'string') return limparTexto(valor);
  if (valor instanceof Error) {
    return { nome: valor.name, mensagem: limparTexto(valor.message), pilha: limparTexto(valor.stack ?? '') };
  }
  if (Array.isArray(valor)) return valor.map((v) => sanitizar(v, profundidade + 1));
  if (valor && typeof valor === 'object') {
    const saida: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(valor)) {
      saida[k] = CHAVES_SENSIVEIS.test(k) ? '[omitido]' : sanitizar(v, profundidade + 1);
    }
    return saida;
  }
  return valor;
}

type Destino = (linha: string) => void;
let destino: Destino = (linha) => process.stdout.write(linha + '\n');

/** Tests capture the lines to prove nothing sensitive is written. */
export function redirecionarLogs(novo: Destino | null) {
  destino = novo ?? ((linha) => process.stdout.write(linha + '\n'));
}

function escrever(nivel: Nivel, msg: string, campos?: Record<string, unknown>) {
  let minimo: Nivel = 'info';
  try {
    minimo = env().LOG_LEVEL;
  } catch {
    /* invalid configuration is reported elsewhere */
  }
  if (ORDEM[nivel] < ORDEM[minimo]) return;
  const requestId = contextoRequisicao.getStore()?.requestId;
  const linha = {
    time: new Date().toISOString(),
    level: nivel,
    msg: limparTexto(msg),
    ...(requestId ? { requestId } : {}),
    ...((campos ? sanitizar(campos) : {}) as Record<string, unknown>),
  };
  destino(JSON.stringify(linha));
}

export const log = {
  debug: (msg: string, campos?: Record<string, unknown>) => escrever('debug', msg, campos),
  info: (msg: string, campos?: Record<string, unknown>) => escrever('info', msg, campos),
  warn: (msg: string, campos?: Record<string, unknown>) => escrever('warn', msg, campos),
  error: (msg: string, campos?: Record<string, unknown>) => escrever('error', msg, campos),
};

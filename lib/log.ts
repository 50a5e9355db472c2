// Structured JSON logs on pino, one object per line (`time`, `level`, `msg`, the request id of the
// request that produced it, carried by AsyncLocalStorage into the domain code, then the fields).
// Personal data and secrets never reach a line:
// - pino's redaction replaces the sensitive keys of a line's fields (`cpf`, `senha`, `token`,
//   `email`…, in the spellings a caller may use) with `[omitido]`;
// - `sanitizar` masks what path redaction cannot see: CPF-shaped values, API keys, bearer tokens,
//   JWTs, e-mails, phones and PINs inside free text (error messages quote what they were given),
//   and the same sensitive keys nested anywhere, in any case (a wildcard path costs pino ~1.5 µs
//   per line each; docs/benchmarks.md, "Logging").
// The free-text part, `mascararTexto`, is also what the outbox stores as a delivery's failure text
// and what the panel shows of it (lib/notificacoes/despachar-outbox.ts, docs/webhooks.md).
import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import { cpfValido } from '@/lib/documentos/cpf';
import { env } from '@/lib/env';

type Nivel = 'debug' | 'info' | 'warn' | 'error';
const ORDEM: Record<Nivel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export const contextoRequisicao = new AsyncLocalStorage<{ requestId: string }>();

/** The sensitive keys, as callers spell them; pino's paths are case-sensitive. */
const CAMPOS_SENSIVEIS = [
  'cpf',
  'cpfCliente',
  'pin',
  'senha',
  'senhaAtual',
  'novaSenha',
  'confirmacaoSenha',
  'password',
  'token',
  'qr',
  'qrToken',
  'authorization',
  'x-api-key',
  'apiKey',
  'chave',
  'segredo',
  'secret',
  'cookie',
  'email',
  'telefone',
];

/** Any spelling of a sensitive key. */
const CHAVES_SENSIVEIS = new RegExp(`^(${CAMPOS_SENSIVEIS.join('|')})$`, 'i');

/** The spellings pino redacts in a line's fields: as listed, lower case, upper case, capitalised. */
const REDIGIDOS_PELO_PINO = new Set(
  CAMPOS_SENSIVEIS.flatMap((k) => [
    k,
    k.toLowerCase(),
    k.toUpperCase(),
    k
      .split('-')
      .map((p) => p[0]!.toUpperCase() + p.slice(1))
      .join('-'),
  ]),
);

/** pino's redaction paths of those keys (a key with a hyphen in brackets). */
function caminhosRedigidos(): string[] {
  const caminho = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : `["${k}"]`);
  return [...REDIGIDOS_PELO_PINO].map(caminho);
}

const PADRAO_CPF = /\b\d{3}\.?\d{3}\.?\d{3}-?\d{2}\b/g;
// Eleven bare digits are a CPF or a mobile: an area code (DDD, 11 to 99; none ends in 0) and a
// number of 9 digits starting with 9. The check digits decide: a valid CPF is a CPF, a mobile's
// shape without them is a phone, anything else stays a CPF (a mistyped one is still personal data).
const CELULAR_SEM_SEPARADORES = /^[1-9]{2}9\d{8}$/;
const PADRAO_CHAVE = /\bfid_(live|test)_[A-Za-z0-9_-]+/g;
const PADRAO_BEARER = /Bearer\s+[A-Za-z0-9._~+/=-]+/gi;
// Free text (error messages of the database or of a delivery provider) can quote what it was
// given: a JWT outside a header, an e-mail address, a phone in E.164 or as bare digits, and the
// 6-digit PIN of a message. Digit runs next to letters, digits or hyphens are left alone, so
// UUIDs (request and event ids) and dates stay readable.
const PADRAO_JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const PADRAO_EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// The same e-mail inside a URL (`?email=ana%40x.com` of a first-access link a provider quotes).
const PADRAO_EMAIL_URL = /[A-Za-z0-9._%+-]+%40[A-Za-z0-9.-]+\.[A-Za-z]{2,}/gi;
const PADRAO_TELEFONE = /(?<![\w-])\+?\d{10,13}(?![\w-])/g;
// A Brazilian phone as people write it: `+55 11 98765-4321`, `(11) 98765-4321`, `11 3456.7890`,
// or a mobile without its area code, `98765-4321` (the separator required there, so that a bare
// run of 9 digits stays).
const PADRAO_TELEFONE_ESCRITO = /(?<![\w-])(?:(?:\+?55[\s.-]?)?(?:\(\d{2}\)|\d{2})[\s.-]?9?\d{4}[\s.-]?\d{4}|9\d{4}[\s.-]\d{4})(?![\w-])/g;
// A URL's user and password (`https://erp:senha@host`), before the e-mail pattern reads `senha@host.com`.
const PADRAO_CREDENCIAL_URL = /(?<=\/\/)[^\s/@]+@/g;
const PADRAO_PIN = /(?<![\w.,-])\d{6}(?![\w-]|[.,]\d)/g;
// The token of a first-access or reset link (`?token=`) and the signature of an opt-out link
// (`?t=`): a delivery provider that refuses a message may quote it, links included.
const PADRAO_TOKEN_LINK = /([?&](?:token|t)=)[^&#\s"'<>]+/gi;

/**
 * Free text with its personal data and credentials masked: CPF (with or without its dots and
 * hyphen), e-mail (also URL-encoded in a link), phone (bare digits, E.164 or written), API key, bearer token, JWT, a URL's
 * user and password, a link's token (`?token=`, `?t=`), and PIN.
 * A bare 11-digit run is a CPF when its check digits say so, a phone when it has a mobile's shape
 * (DDD, then 9) and they do not, and a CPF otherwise: masked in every case, only the label differs.
 */
export function mascararTexto(s: string): string {
  return s
    .replace(PADRAO_CHAVE, 'fid_***')
    .replace(PADRAO_BEARER, 'Bearer ***')
    .replace(PADRAO_JWT, 'eyJ***')
    .replace(PADRAO_CREDENCIAL_URL, '***@')
    .replace(PADRAO_TOKEN_LINK, '$1***')
    .replace(PADRAO_CPF, (x) => (CELULAR_SEM_SEPARADORES.test(x) && !cpfValido(x) ? '***TELEFONE***' : '***CPF***'))
    .replace(PADRAO_EMAIL, '***@***')
    .replace(PADRAO_EMAIL_URL, '***%40***')
    .replace(PADRAO_TELEFONE, '***TELEFONE***')
    .replace(PADRAO_TELEFONE_ESCRITO, '***TELEFONE***')
    .replace(PADRAO_PIN, '******');
}

export function sanitizar(valor: unknown, profundidade = 0): unknown {
  if (profundidade > 6) return '[...]';
  if (typeof valor === 'string') return mascararTexto(valor);
  if (valor instanceof Error) {
    return { nome: valor.name, mensagem: mascararTexto(valor.message), pilha: mascararTexto(valor.stack ?? '') };
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

/**
 * A line's fields: the keys pino redacts are left to it; any other spelling of a sensitive key is
 * dropped here, and every other value goes through `sanitizar`.
 */
function camposDaLinha(campos: Record<string, unknown>): Record<string, unknown> {
  const saida: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(campos)) {
    saida[k] = REDIGIDOS_PELO_PINO.has(k) ? v : CHAVES_SENSIVEIS.test(k) ? '[omitido]' : sanitizar(v, 1);
  }
  return saida;
}

function criar(destino: DestinationStream | undefined): Logger<never, boolean> {
  const opcoes = {
    // Levels are checked in `escrever` against LOG_LEVEL read at each call.
    level: 'debug',
    base: undefined,
    messageKey: 'msg',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (nivel: string) => ({ level: nivel }) },
    redact: { paths: caminhosRedigidos(), censor: '[omitido]' },
  };
  return destino ? pino(opcoes, destino) : pino(opcoes);
}

// pino's own destination: standard output, written asynchronously (sonic-boom), flushed at exit.
let padrao: Logger<never, boolean> | undefined;
let redirecionado: Logger<never, boolean> | undefined;

/** Tests capture the lines to prove nothing sensitive is written. */
export function redirecionarLogs(novo: ((linha: string) => void) | null) {
  redirecionado = novo ? criar({ write: (s: string) => novo(s.endsWith('\n') ? s.slice(0, -1) : s) }) : undefined;
}

/** Whether a line of this level is written (callers on hot paths skip building its fields). */
export function nivelAtivo(nivel: Nivel): boolean {
  let minimo: Nivel = 'info';
  try {
    minimo = env().LOG_LEVEL;
  } catch {
    /* invalid configuration is reported elsewhere */
  }
  return ORDEM[nivel] >= ORDEM[minimo];
}

function escrever(nivel: Nivel, msg: string, campos?: Record<string, unknown>) {
  if (!nivelAtivo(nivel)) return;
  const requestId = contextoRequisicao.getStore()?.requestId;
  const linha = {
    ...(requestId ? { requestId } : {}),
    ...(campos ? camposDaLinha(campos) : {}),
  };
  (redirecionado ?? (padrao ??= criar(undefined)))[nivel](linha, mascararTexto(msg));
}

export const log = {
  debug: (msg: string, campos?: Record<string, unknown>) => escrever('debug', msg, campos),
  info: (msg: string, campos?: Record<string, unknown>) => escrever('info', msg, campos),
  warn: (msg: string, campos?: Record<string, unknown>) => escrever('warn', msg, campos),
  error: (msg: string, campos?: Record<string, unknown>) => escrever('error', msg, campos),
};

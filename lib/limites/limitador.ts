// Rate limits of the spec's "Limits" table, on @upstash/ratelimit so every instance of the app
// shares them through Redis: Upstash's REST client when configured, the local Redis (RESP, via
// ioredis) otherwise. With neither (the embedded demo) an in-process limiter with the same
// token-bucket semantics stands in, and a warning says so at start-up.
//
// Token bucket: a key starts with `limite` tokens, each request takes one, and every `janela`
// refills the bucket. A burst never gets more than `limite` through, whatever the concurrency:
// Redis runs the check-and-take as one Lua script.
import 'server-only';
import { Ratelimit } from '@upstash/ratelimit';
import { Redis as RedisUpstash } from '@upstash/redis';
import { createHash, createHmac } from 'node:crypto';
import IORedis from 'ioredis';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { chaveDerivada } from '@/lib/segredos';

export type Regra = { nome: string; limite: number; janelaMs: number; janela: `${number} ${'s' | 'm' | 'h'}` };

const MS_DA_UNIDADE = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** A rule with its window written once, as @upstash/ratelimit reads it (`'15 m'`); the in-process limiter counts it in ms. */
export function regra(r: Omit<Regra, 'janelaMs'>): Regra {
  const [quantidade, unidade] = r.janela.split(' ') as [string, keyof typeof MS_DA_UNIDADE];
  return { ...r, janelaMs: Number(quantidade) * MS_DA_UNIDADE[unidade] };
}

export const REGRAS = {
  loginAdmin: regra({ nome: 'login-admin', limite: 5, janela: '1 m' }),
  solicitarPin: regra({ nome: 'solicitar-pin', limite: 3, janela: '1 m' }),
  loginClube: regra({ nome: 'login-clube', limite: 5, janela: '1 m' }),
  buscarClienteIp: regra({ nome: 'buscar-ip', limite: 60, janela: '1 m' }),
  buscarClienteCpf: regra({ nome: 'buscar-cpf', limite: 3, janela: '1 h' }),
  // Ours (not in the spec's table): first access and password recovery, against e-mail flooding.
  recuperacaoSenha: regra({ nome: 'recuperacao-senha', limite: 10, janela: '1 m' }),
  // Ours: a signed-in panel user changing their password, per user (docs/api-decisoes.md), so a
  // stolen session cannot guess the current password faster than the login would let it.
  trocaSenhaAdmin: regra({ nome: 'troca-senha-admin', limite: 5, janela: '15 m' }),
  // Ours: the codes of two-step verification (sign-in, turning it on or off, new recovery codes),
  // per user, counted before the code is checked: with the password known, six digits are the only
  // thing left to guess (docs/api-decisoes.md, "Two-step verification").
  codigoDoisFatores: regra({ nome: 'codigo-dois-fatores', limite: 5, janela: '15 m' }),
  // Ours: the panel's test e-mail (POST /api/v1/admin/mensagens/teste), per user, so the button
  // cannot be used to flood an address or to get our SMTP account flagged.
  emailTeste: regra({ nome: 'email-teste', limite: 5, janela: '1 m' }),
  // Marketing opt-out (docs/comunicacao.md): the unsubscribe link and the WhatsApp provider's replies.
  descadastro: regra({ nome: 'descadastro', limite: 30, janela: '1 m' }),
  entradaWhatsapp: regra({ nome: 'entrada-whatsapp', limite: 600, janela: '1 m' }),
  // Ours: joining a store's programme by its link (docs/clube.md, "Participar pelo link da loja"):
  // the store's public page, the code request (each one sends a message) and the code check.
  lojaCadastro: regra({ nome: 'loja-cadastro', limite: 30, janela: '1 m' }),
  cadastroClube: regra({ nome: 'cadastro-clube', limite: 3, janela: '1 m' }),
  confirmarCadastroClube: regra({ nome: 'confirmar-cadastro-clube', limite: 5, janela: '1 m' }),
  // Per number (HMAC'd): the WhatsApp lookups of the code request, the ones that find the number
  // off WhatsApp included (those store nothing, so the per-contact count of codes does not see
  // them): the form must not become a free "is this number on WhatsApp?" oracle.
  whatsappCadastroClube: regra({ nome: 'whatsapp-cadastro-clube', limite: 5, janela: '1 h' }),
} as const satisfies Record<string, Regra>;

export type Resultado = { permitido: boolean; restante: number; resetEm: number };

interface Backend {
  limitar(regra: Regra, chave: string): Promise<Resultado>;
  /** Gives one token back to the key (an attempt that turned out not to count). */
  devolver(regra: Regra, chave: string): Promise<void>;
  tipo: 'upstash' | 'redis' | 'memoria';
}

/**
 * What @upstash/ratelimit needs from a Redis client, over ioredis (RESP). Its Lua scripts start
 * with `#!lua flags=allow-key-locking`, a flag Redis 7.0 refuses; the flag only matters to
 * Upstash's own servers, so the script runs here without it. Upstash asks by the hash of its
 * original text: the adapter maps that hash to the hash of the text Redis actually cached.
 */
function adaptarIoredis(r: IORedis) {
  const semFlag = (script: string) => script.replace(/^#!lua flags=[^\n]*/, '#!lua');
  const porHashOriginal = new Map<string, string>();
  const sha1 = (t: string) => createHash('sha1').update(t).digest('hex');
  return {
    evalsha: async (sha: string, keys: string[], args: unknown[]) => {
      const local = porHashOriginal.get(sha);
      // Unknown hash: answer like Redis would, so that Upstash falls back to `eval`.
      if (!local) throw new Error('NOSCRIPT No matching script.');
      return r.evalsha(local, keys.length, ...keys, ...(args as string[]));
    },
    eval: async (script: string, keys: string[], args: unknown[]) => {
      const texto = semFlag(script);
      porHashOriginal.set(sha1(script), sha1(texto));
      return r.eval(texto, keys.length, ...keys, ...(args as string[]));
    },
    get: (k: string) => r.get(k),
    set: (k: string, v: string) => r.set(k, v),
  };
}

function backendRedis(cliente: unknown, tipo: 'upstash' | 'redis'): Backend {
  const limitadores = new Map<string, Ratelimit>();
  const limitador = (regra: Regra) => {
    let rl = limitadores.get(regra.nome);
    if (!rl) {
      rl = new Ratelimit({
        redis: cliente as never,
        limiter: Ratelimit.tokenBucket(regra.limite, regra.janela, regra.limite),
        prefix: `fid:rl:${regra.nome}`,
        ephemeralCache: false,
        analytics: false,
        timeout: 2000,
      });
      limitadores.set(regra.nome, rl);
    }
    return rl;
  };
  return {
    tipo,
    async limitar(regra, chave) {
      const r = await limitador(regra).limit(chave);
      return { permitido: r.success, restante: r.remaining, resetEm: r.reset };
    },
    // A negative rate refunds, under the same script, key and 2-s timeout as a take. The script does
    // not cap a refund at the limit: one that follows a refill of the window may leave one token more
    // for that window, never more than that, as every refund follows its own take.
    async devolver(regra, chave) {
      await limitador(regra).limit(chave, { rate: -1 });
    },
  };
}

/** Same token bucket, in this process only. */
function backendMemoria(): Backend {
  const baldes = new Map<string, { tokens: number; recarregadoEm: number }>();
  return {
    tipo: 'memoria',
    async limitar(regra, chave) {
      const agora = Date.now();
      const k = `${regra.nome}:${chave}`;
      const b = baldes.get(k) ?? { tokens: regra.limite, recarregadoEm: agora };
      if (agora >= b.recarregadoEm + regra.janelaMs) {
        const n = Math.floor((agora - b.recarregadoEm) / regra.janelaMs);
        b.tokens = Math.min(regra.limite, b.tokens + n * regra.limite);
        b.recarregadoEm += n * regra.janelaMs;
      }
      if (b.tokens < 1) {
        baldes.set(k, b);
        return { permitido: false, restante: 0, resetEm: b.recarregadoEm + regra.janelaMs };
      }
      b.tokens -= 1;
      baldes.set(k, b);
      if (baldes.size > 100_000) baldes.clear(); // bounded memory; a reset only loosens limits briefly
      return { permitido: true, restante: b.tokens, resetEm: b.recarregadoEm + regra.janelaMs };
    },
    async devolver(regra, chave) {
      const b = baldes.get(`${regra.nome}:${chave}`);
      if (b) b.tokens = Math.min(regra.limite, b.tokens + 1);
    },
  };
}

let backend: Backend | undefined;

export function backendDeLimites(): Backend {
  if (backend) return backend;
  const e = env();
  if (e.UPSTASH_REDIS_REST_URL && e.UPSTASH_REDIS_REST_TOKEN) {
    backend = backendRedis(new RedisUpstash({ url: e.UPSTASH_REDIS_REST_URL, token: e.UPSTASH_REDIS_REST_TOKEN }), 'upstash');
  } else if (e.REDIS_URL) {
    const r = new IORedis(e.REDIS_URL, { enableOfflineQueue: true, maxRetriesPerRequest: 1, lazyConnect: false });
    r.on('error', (erro) => log.warn('Redis dos limites indisponível', { erro: erro.message }));
    backend = backendRedis(adaptarIoredis(r), 'redis');
  } else {
    log.warn('Nenhum Redis configurado (REDIS_URL ou UPSTASH_REDIS_REST_*): limites de requisição valem só neste processo.');
    backend = backendMemoria();
  }
  return backend;
}

/** Tests switch backends between suites. */
export function redefinirBackendDeLimites() {
  backend = undefined;
}

/**
 * Takes one token. When Redis fails, the request goes through (fail open) with a warning: the
 * limits protect against abuse, and the protections that matter most (PIN attempts per account)
 * live in the database, not here.
 */
export async function consumirLimite(regra: Regra, chave: string): Promise<Resultado> {
  try {
    return await backendDeLimites().limitar(regra, chave);
  } catch (erro) {
    log.warn('Falha ao consultar o limite de requisições; seguindo sem limite', { regra: regra.nome, erro });
    return { permitido: true, restante: regra.limite, resetEm: Date.now() };
  }
}

/**
 * Gives back the token of an attempt that turned out not to count: a limit that counts attempts
 * before they are checked (so concurrent guesses cannot all be checked before any is counted), such
 * as the two-step code, refunds a right one, and so counts guesses only. Fails open like
 * consumirLimite: a Redis error only leaves the budget as it was.
 */
export async function devolverLimite(regra: Regra, chave: string): Promise<void> {
  try {
    await backendDeLimites().devolver(regra, chave);
  } catch (erro) {
    log.warn('Falha ao devolver ao limite de requisições', { regra: regra.nome, erro });
  }
}

/** A personal identifier as a rate-limit key: HMAC'd, so Redis never holds the value itself. */
export function chaveDeLimite(valor: string): string {
  return createHmac('sha256', chaveDerivada('mascara-anonima')).update(`limite:${valor}`).digest('base64url');
}

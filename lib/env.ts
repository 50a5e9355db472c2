// The only reader of process.env. Parsed lazily so that `next build` (which imports route
// modules) does not need the runtime configuration, and checked whole at boot (scripts/start.ts,
// scripts/servidor.ts and instrumentation.ts for `next start`): an invalid setting stops the
// process with a line naming the variable and the rule, instead of a server that says it is
// healthy and answers 500 to everything.
import 'server-only';
import { z } from 'zod';
import { fusoValido } from '@/lib/datas';

const texto = (min: number, regra: string) => z.string().min(min, { error: regra });
const url = (protocolos: string[], exemplo: string) =>
  z.string().refine(
    (v) => {
      try {
        return protocolos.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { error: `deve ser um endereço ${protocolos.map((p) => p.replace(':', '://')).join(' ou ')} (ex.: ${exemplo})` },
  );
const inteiro = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `deve ser um número inteiro de ${min} a ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `deve ser um número inteiro de ${min} a ${max}` });

const esquema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'deve ser development, production ou test' }).default('development'),
    /** PostgreSQL connection string. Without it `npm start` runs the embedded PGlite database. */
    DATABASE_URL: url(['postgresql:', 'postgres:'], 'postgresql://usuario@host:5432/banco').optional(),
    /** Connections in the app's pool (1 with the embedded database, which has one session). */
    DATABASE_POOL_SIZE: inteiro(1, 200).default(10),
    /**
     * A streaming replica of DATABASE_URL (docs/escala.md, "Read replica"): analytics,
     * histories, panel lists and club reads go there; writes and the reads that must see them stay
     * on the primary. Down or unreachable, those reads fall back to the primary.
     */
    DATABASE_REPLICA_URL: url(['postgresql:', 'postgres:'], 'postgresql://usuario@replica:5432/banco').optional(),
    /**
     * Node processes of `npm start` on this machine, sharing PORT (node:cluster). Default 1. Each
     * process has its own pool of DATABASE_POOL_SIZE connections. The embedded database takes one
     * connection only: without DATABASE_URL, `npm start` runs one process whatever this says.
     */
    WEB_CONCURRENCY: inteiro(1, 64).default(1),
    /**
     * `on` (default): `npm start` serves the PDV's hot routes (sale, preview, cancellation,
     * redemption, balance) by calling their handlers without Next.js's request pipeline
     * (scripts/rotas-diretas.ts); same handlers, same answers. `off`: everything through Next.js.
     */
    ROTAS_DIRETAS: z.enum(['on', 'off'], { error: 'deve ser on ou off' }).default('on'),
    /** Secret of the scheduled route handlers (`Authorization: Bearer <CRON_SECRET>`). */
    CRON_SECRET: texto(16, 'deve ter pelo menos 16 caracteres').optional(),
    /**
     * `on` (default): `npm start`/`next start` run the scheduled jobs inside the server process.
     * `off`: they do not (serverless, where vercel.json's cron calls /api/cron/*).
     */
    JOBS: z.enum(['on', 'off'], { error: 'deve ser on ou off' }).default('on'),
    /** `debug`, `info`, `warn` or `error`. */
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error'], { error: 'deve ser debug, info, warn ou error' }).default('info'),
    /**
     * Embedded database only (no DATABASE_URL): automatic copies of the data directory that
     * `npm start` keeps in EMBEDDED_DATA_DIR/copias (daily, and at start-up when the daily one was
     * missed); 0 turns them off (docs/operacao.md, "Cópias do banco embutido").
     */
    COPIAS_MANTER: inteiro(0, 365).default(7),
    /**
     * Time zone of a store when none is set on it (brazil.md: "today" is the store's local date),
     * and the reports' calendar when a programme's stores do not share one (fuso-do-programa.ts).
     */
    FUSO_HORARIO_PADRAO: z
      .string()
      .refine(fusoValido, { error: 'deve ser um fuso horário IANA (ex.: America/Sao_Paulo)' })
      .default('America/Sao_Paulo'),
    /**
     * Signs the admin and club tokens and the browser sessions (at least 32 characters). Required
     * in production; development and tests use a random one per process.
     */
    AUTH_SECRET: texto(32, 'deve ter pelo menos 32 caracteres').optional(),
    /**
     * The AUTH_SECRETs used before the current one, comma-separated, newest first (docs/operacao.md,
     * "Trocar o AUTH_SECRET"). Read only for data at rest that must outlive a rotation: the
     * unsubscribe links of e-mails already sent and the two-step secrets not yet re-encrypted.
     * Never for tokens or sessions: a rotation still ends every one of them.
     */
    AUTH_SECRET_ANTERIOR: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .refine((l) => l.every((s) => s.length >= 32), { error: 'cada segredo (separados por vírgula) deve ter pelo menos 32 caracteres' })
      .default([]),
    /** Public address of the app, used in e-mails (links) and in the billing checkout. */
    APP_URL: url(['http:', 'https:'], 'https://fidelidade.exemplo.com.br').default('http://localhost:3000'),
    /**
     * Name of the header, set by the reverse proxy in front of the app, that carries the client's
     * IP (e.g. `x-real-ip`, `cf-connecting-ip`). Unset: the socket's address (scripts/servidor.ts).
     */
    TRUSTED_PROXY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, { error: 'deve ser o nome de um cabeçalho HTTP (ex.: x-real-ip)' })
      .optional(),
    /** Set by scripts/servidor.ts: the `x-fid-ip-cliente` header it writes can be trusted. */
    FID_SERVIDOR: z.string().optional(),
    /** Redis for the shared rate limits (local Redis speaking RESP), e.g. redis://127.0.0.1:6379. */
    REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
    /** Upstash Redis over REST; takes precedence over REDIS_URL. */
    UPSTASH_REDIS_REST_URL: url(['https:', 'http:'], 'https://exemplo.upstash.io').optional(),
    UPSTASH_REDIS_REST_TOKEN: texto(1, 'não pode ser vazio').optional(),
    /** SMTP server for e-mails, e.g. smtp://usuario:senha@smtp.exemplo.com:587 (smtps:// for TLS). */
    SMTP_URL: url(['smtp:', 'smtps:'], 'smtps://usuario:senha@smtp.exemplo.com:465').optional(),
    /** Sender of the e-mails. */
    EMAIL_REMETENTE: texto(3, 'não pode ser vazio').default('Fidelidade <nao-responda@fidelidade.local>'),
    /** WhatsApp provider's HTTP API (docs/operacao.md describes the contract). */
    WHATSAPP_API_URL: url(['https:', 'http:'], 'https://whatsapp.exemplo.com/api').optional(),
    WHATSAPP_API_TOKEN: texto(1, 'não pode ser vazio').optional(),
    /** Secret the WhatsApp provider sends (`Authorization: Bearer …`) with replies to /api/v1/webhooks/whatsapp/entrada; unset, that route answers 401. */
    WHATSAPP_ENTRADA_SEGREDO: texto(16, 'deve ter pelo menos 16 caracteres').optional(),
    /** Bearer token that protects /api/metricas; unset, the metrics endpoint answers 404. */
    METRICS_TOKEN: texto(16, 'deve ter pelo menos 16 caracteres').optional(),
    /** Billing provider of the subscriptions (`interno` works offline). */
    COBRANCA_PROVEDOR: z.enum(['interno'], { error: 'deve ser interno' }).default('interno'),
  })
  .superRefine((e, ctx) => {
    const faltando = (variavel: string, regra: string) => ctx.addIssue({ code: 'custom', path: [variavel], message: regra });
    if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) faltando('AUTH_SECRET', 'é obrigatório em produção (NODE_ENV=production)');
    if (e.AUTH_SECRET && e.AUTH_SECRET_ANTERIOR.includes(e.AUTH_SECRET))
      faltando('AUTH_SECRET_ANTERIOR', 'não pode repetir o AUTH_SECRET atual');
    if (e.UPSTASH_REDIS_REST_URL && !e.UPSTASH_REDIS_REST_TOKEN)
      faltando('UPSTASH_REDIS_REST_TOKEN', 'é obrigatório com UPSTASH_REDIS_REST_URL');
    if (e.UPSTASH_REDIS_REST_TOKEN && !e.UPSTASH_REDIS_REST_URL)
      faltando('UPSTASH_REDIS_REST_URL', 'é obrigatório com UPSTASH_REDIS_REST_TOKEN');
    if (e.WHATSAPP_API_URL && !e.WHATSAPP_API_TOKEN) faltando('WHATSAPP_API_TOKEN', 'é obrigatório com WHATSAPP_API_URL');
    if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) faltando('DATABASE_URL', 'é obrigatório com DATABASE_REPLICA_URL');
  });

export type Env = z.output<typeof esquema>;

/** Empty strings count as unset (a shell's `VAR=` or an empty line in a .env file). */
function semVazios(fonte: NodeJS.ProcessEnv): Record<string, string> {
  const saida: Record<string, string> = {};
  for (const [k, v] of Object.entries(fonte)) if (v !== undefined && v !== '') saida[k] = v;
  return saida;
}

/**
 * Every problem of a configuration, one line each: `VARIÁVEL: regra.` Values are never printed
 * (they may be secrets). Empty when the configuration is valid.
 */
export function problemasDeConfiguracao(fonte: NodeJS.ProcessEnv = process.env): string[] {
  const r = esquema.safeParse(semVazios(fonte));
  if (r.success) return [];
  return [...new Set(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}.`))];
}

/**
 * The boot check of every entry point: prints each problem and exits with code 1. `onde` names
 * the entry point in the first line. Returns the settings read from `fonte` (for `npm start`,
 * which checks a configuration of its own making before `env()` could read it).
 */
export function exigirConfiguracaoValida(onde: string, fonte: NodeJS.ProcessEnv = process.env): Env {
  const r = esquema.safeParse(semVazios(fonte));
  if (r.success) return r.data;
  console.error(`Configuração inválida (${onde}); corrija e inicie de novo:`);
  for (const p of problemasDeConfiguracao(fonte)) console.error(`  ${p}`);
  process.exit(1);
}

let cache: Env | undefined;

export function env(): Env {
  if (!cache) {
    const r = esquema.safeParse(semVazios(process.env));
    if (!r.success) throw new Error(`Configuração inválida: ${problemasDeConfiguracao().join(' ')}`);
    cache = r.data;
  }
  return cache;
}

/**
 * What the database pool needs, read without failing: lib/db.ts builds its pool when imported,
 * and an import that throws makes Next.js answer an empty 500. With the rest of the
 * configuration invalid, requests then fail inside the route wrapper, in the envelope.
 */
export function configuracaoDoBanco(): { url: string | undefined; urlReplica: string | undefined; tamanhoPool: number } {
  const tamanho = Number(process.env.DATABASE_POOL_SIZE);
  return {
    url: process.env.DATABASE_URL || undefined,
    urlReplica: process.env.DATABASE_REPLICA_URL || undefined,
    tamanhoPool: Number.isInteger(tamanho) && tamanho >= 1 && tamanho <= 200 ? tamanho : 10,
  };
}

/** Tests change the environment between suites. */
export function recarregarEnv() {
  cache = undefined;
}

// The only reader of process.env. Parsed lazily so that `next build` (which imports route
// modules) does not need the runtime configuration.
import { z } from 'zod';

const esquema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string. Without it `npm start` runs the embedded PGlite database. */
  DATABASE_URL: z.string().min(1).optional(),
  /** Connections in the app's pool (1 with the embedded database, which has one session). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Secret of the scheduled route handlers (`Authorization: Bearer <CRON_SECRET>`). */
  CRON_SECRET: z.string().min(16).optional(),
  /** `debug`, `info`, `warn` or `error`. */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** Time zone of a store when none is set on it (brazil.md: "today" is the store's local date). */
  FUSO_HORARIO_PADRAO: z.string().default('America/Sao_Paulo'),
  /**
   * Signs the admin and club tokens and the browser sessions (at least 32 characters). Required
   * in production; development and tests use a random one per process.
   */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Public address of the app, used in e-mails (links) and in the billing checkout. */
  APP_URL: z.string().url().default('http://localhost:3000'),
  /**
   * Name of the header, set by the reverse proxy in front of the app, that carries the client's
   * IP (e.g. `x-real-ip`, `cf-connecting-ip`). Unset: the socket's address (scripts/servidor.ts).
   */
  TRUSTED_PROXY_HEADER: z.string().optional(),
  /** Set by scripts/servidor.ts: the `x-fid-ip-cliente` header it writes can be trusted. */
  FID_SERVIDOR: z.string().optional(),
  /** Redis for the shared rate limits (local Redis speaking RESP), e.g. redis://127.0.0.1:6379. */
  REDIS_URL: z.string().optional(),
  /** Upstash Redis over REST; takes precedence over REDIS_URL. */
  UPSTASH_REDIS_REST_URL: z.string().url().optional(),
  UPSTASH_REDIS_REST_TOKEN: z.string().optional(),
  /** SMTP server for e-mails, e.g. smtp://usuario:senha@smtp.exemplo.com:587 (smtps:// for TLS). */
  SMTP_URL: z.string().optional(),
  /** Sender of the e-mails. */
  EMAIL_REMETENTE: z.string().default('Fidelidade <nao-responda@fidelidade.local>'),
  /** WhatsApp provider's HTTP API (docs/notificacoes.md describes the contract). */
  WHATSAPP_API_URL: z.string().url().optional(),
  WHATSAPP_API_TOKEN: z.string().optional(),
  /** Bearer token that protects /api/metricas; unset, the metrics endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Billing provider of the subscriptions (`interno` works offline). */
  COBRANCA_PROVEDOR: z.enum(['interno']).default('interno'),
});

export type Env = z.infer<typeof esquema>;

let cache: Env | undefined;

export function env(): Env {
  if (!cache) {
    const r = esquema.safeParse(process.env);
    if (!r.success) {
      const campos = r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      throw new Error(`Configuração inválida: ${campos}`);
    }
    cache = r.data;
  }
  return cache;
}

/** Tests change the environment between suites. */
export function recarregarEnv() {
  cache = undefined;
}

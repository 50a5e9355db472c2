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

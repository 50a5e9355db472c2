import path from 'node:path';
import { defineConfig } from 'prisma/config';

// The Prisma CLI reads this file; the app itself reads DATABASE_URL through lib/env.ts.
// Migrations are applied by `npm run db:migrate` (Prisma's WebAssembly schema engine, see
// scripts/lib/schema-engine.ts); `prisma migrate deploy` works unchanged where the native
// engine can be downloaded.
export default defineConfig({
  schema: path.join('prisma', 'schema.prisma'),
  migrations: {
    path: path.join('prisma', 'migrations'),
    seed: 'tsx prisma/seed.ts',
  },
  datasource: {
    url: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  },
});

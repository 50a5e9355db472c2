import type { NextConfig } from 'next';
import { regrasDeCabecalhos } from './lib/cabecalhos-seguranca';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Security headers of every answer (lib/cabecalhos-seguranca.ts; fixed at build time).
  headers: async () => regrasDeCabecalhos(),
  // A separate build folder lets several builds (e.g. engineers testing in parallel) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` (scripts/test.ts) type-checks the whole project with tsc before building; the
  // build does not need to do it a second time.
  typescript: {
    ignoreBuildErrors: true,
    // tsconfig.json maps `server-only` to its empty module for everything that runs outside
    // Next.js (tsx scripts, Playwright, editors). Next.js must not see that mapping: its own
    // handling of `server-only` is what fails a build when a client component imports a server
    // module. tsconfig.next.json is tsconfig.json without it.
    tsconfigPath: 'tsconfig.next.json',
  },
  // Turbopack writes its build cache (.next/cache/turbopack) by default; a build that nobody
  // rebuilds from (CI's fresh checkout) only pays for writing it. scripts/test.ts turns it off
  // there with FID_CACHE_DO_BUILD=0; `npm run build` keeps it.
  experimental: { turbopackFileSystemCacheForBuild: process.env.FID_CACHE_DO_BUILD !== '0' },
  // Native or WebAssembly packages stay in node_modules instead of being bundled.
  serverExternalPackages: [
    '@node-rs/argon2',
    'pg',
    '@prisma/adapter-pg',
    '@electric-sql/pglite',
    'prom-client',
    'nodemailer',
    'ioredis',
    'undici',
  ],
};

export default nextConfig;

import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A separate build folder lets several builds (e.g. engineers testing in parallel) coexist.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `npm test` (scripts/test.ts) type-checks the whole project with tsc before building; the
  // build does not need to do it a second time.
  typescript: { ignoreBuildErrors: true },
  // Native or WebAssembly packages stay in node_modules instead of being bundled.
  serverExternalPackages: ['@node-rs/argon2', 'pg', '@prisma/adapter-pg', '@electric-sql/pglite', 'prom-client', 'nodemailer', 'ioredis'],
};

export default nextConfig;

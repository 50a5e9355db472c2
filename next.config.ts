import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native or WebAssembly packages stay in node_modules instead of being bundled.
  serverExternalPackages: ['@node-rs/argon2', 'pg', '@prisma/adapter-pg', '@electric-sql/pglite', 'prom-client', 'nodemailer', 'ioredis'],
};

export default nextConfig;

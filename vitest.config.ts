import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit tests (`*.test.ts`) are pure; integration tests (`*.int.test.ts`) call the real route
// handlers against a PostgreSQL database created for the run (lib/testing/global-setup.ts).
export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // Server modules say `import 'server-only'`, which throws outside a react-server bundle; the
      // tests are server code, so they get its empty module, as Next.js's server bundles do.
      'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['lib/**/*.test.ts', 'app/**/*.test.ts', 'components/**/*.test.ts', 'scripts/**/*.test.ts', 'sdk/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'lib/testing/confiabilidade/**', 'node_modules/**', 'sdk/dist/**'],
          // Projects with different worker limits must run as separate groups (vitest 4): the
          // fast pure tests first, then the database ones.
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['lib/**/*.int.test.ts', 'app/**/*.int.test.ts', 'scripts/**/*.int.test.ts', 'sdk/**/*.int.test.ts'],
          exclude: ['node_modules/**', 'sdk/dist/**'],
          globalSetup: ['lib/testing/global-setup.ts'],
          setupFiles: ['lib/testing/setup-arquivo.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The reliability harness (docs/confiabilidade.md): the ledger's model test and the fuzz
        // from the schemas, each file on a database of its own (banco-proprio.ts). Same group and
        // worker limit as the integration tests, so the two share the run's two workers.
        extends: true,
        test: {
          name: 'confiabilidade',
          include: ['lib/testing/confiabilidade/**/*.test.ts'],
          exclude: ['node_modules/**'],
          globalSetup: ['lib/testing/confiabilidade/global-setup.ts'],
          setupFiles: ['lib/testing/confiabilidade/banco-proprio.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

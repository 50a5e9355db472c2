// Lint: Next.js's rules (core web vitals, React, hooks, accessibility), typescript-eslint's
// recommended rules, and the layer rules of scripts/lint/camadas.mjs (docs/arquitetura.md,
// "Layers and what lint enforces"). `npm run lint`; `npm test` runs it with --max-warnings 0.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import camadas, { grafo } from './scripts/lint/camadas.mjs';

const regrasDe = (prefixo) => [...new Set(nextVitals.flatMap((c) => Object.keys(c.rules ?? {})))].filter((r) => r.startsWith(prefixo));

// React's rules look at components and hooks, which live in .tsx files only.
const semReact = Object.fromEntries(['react/', 'react-hooks/', 'jsx-a11y/'].flatMap(regrasDe).map((r) => [r, 'off']));

// eslint-plugin-react-hooks 7 adds the React Compiler's rules (purity, refs, state in effects…)
// to rules-of-hooks and exhaustive-deps. They are about components that render and re-render in
// the browser, and each file they check costs a pass of the compiler (about 0.15 s here): they
// run on browser code only, i.e. the 'use client' components and what they import.
const regrasDoCompilador = Object.keys(reactHooks.configs['recommended-latest'].rules).filter(
  (r) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(r),
);
const componenteDoNavegador = (arquivo) => arquivo.endsWith('.tsx') && grafo().navegador.has(arquivo);

export default defineConfig([
  globalIgnores([
    '.next*/**',
    '.data/**',
    'lib/generated/**',
    'playwright-report/**',
    'test-results/**',
    'coverage/**',
    'scripts/bench/resultados/**',
    'next-env.d.ts',
    'sdk/dist/**',
  ]),
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `const { segredo: _, ...resto } = x` is how a test leaves a field out of a comparison.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      '@typescript-eslint/no-unused-expressions': 'error',
    },
  },
  { files: ['**/*.ts', '**/*.mts', '**/*.mjs'], rules: semReact },
  { files: ['**/*.tsx'], rules: Object.fromEntries(regrasDoCompilador.map((r) => [r, 'off'])) },
  { files: [componenteDoNavegador], rules: Object.fromEntries(regrasDoCompilador.map((r) => [r, 'error'])) },
  {
    plugins: { camadas },
    rules: Object.fromEntries(Object.keys(camadas.rules).map((r) => [`camadas/${r}`, 'error'])),
  },
  {
    // House style: lib/env.ts is the only reader of the settings.
    files: ['app/**', 'components/**', 'lib/**'],
    ignores: ['lib/env.ts', 'lib/testing/**', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Settings are read in lib/env.ts only: add the variable to its schema.' },
      ],
    },
  },
]);

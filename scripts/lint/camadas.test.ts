// The layer rules of scripts/lint/camadas.mjs on snippets linted as if they were files of the
// project (the rest of the graph is the project on disk).
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it, vi } from 'vitest';
import camadas, { ciclos, grafo } from './camadas.mjs';

const RAIZ = path.resolve(import.meta.dirname, '..', '..');
// The first lint of the file reads the project's import graph from disk: a few seconds on a quiet
// machine, more than the default 5 s on a loaded one (seen in a full run beside other suites).
vi.setConfig({ testTimeout: 60_000 });

const eslint = new ESLint({
  cwd: RAIZ,
  overrideConfigFile: true,
  fix: true,
  overrideConfig: [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { camadas },
      rules: Object.fromEntries(Object.keys(camadas.rules!).map((r) => [`camadas/${r}`, 'error' as const])),
    },
  ],
});

async function lint(arquivo: string, texto: string) {
  const [r] = await eslint.lintText(texto, { filePath: path.join(RAIZ, arquivo) });
  return { mensagens: r!.messages.map((m) => `${m.ruleId}: ${m.message}`), saida: r!.output };
}

describe('camadas/codigo-do-navegador', () => {
  it("refuses the database, the settings, Node.js built-ins and server packages in a 'use client' file", async () => {
    const { mensagens } = await lint(
      'components/ui/exemplo.tsx',
      `'use client';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { readFileSync } from 'node:fs';
import { createHash } from 'crypto';
import { Pool } from 'pg';
import { getServerSession } from 'next-auth';
import { cookies } from 'next/headers';
export const x = [prisma, env, readFileSync, createHash, Pool, getServerSession, cookies];
`,
    );
    expect(mensagens).toEqual([
      'camadas/codigo-do-navegador: Browser code (components/ui/exemplo.tsx) must not import @/lib/db: lib/db.ts is server-only (it touches the database, the settings or the secrets).',
      'camadas/codigo-do-navegador: Browser code (components/ui/exemplo.tsx) must not import @/lib/env: lib/env.ts is server-only (it touches the database, the settings or the secrets).',
      'camadas/codigo-do-navegador: Browser code (components/ui/exemplo.tsx) must not import node:fs: node:fs is a Node.js built-in.',
      'camadas/codigo-do-navegador: Browser code (components/ui/exemplo.tsx) must not import crypto: crypto is a Node.js built-in.',
      'camadas/codigo-do-navegador: Browser code (components/ui/exemplo.tsx) must not import pg: pg is a server-side package.',
      'camadas/codigo-do-navegador: Browser code (components/ui/exemplo.tsx) must not import next-auth: next-auth is a server-side package.',
      'camadas/codigo-do-navegador: Browser code (components/ui/exemplo.tsx) must not import next/headers: next/headers is a server-side package.',
    ]);
  });

  it('lets browser code import types from anywhere, pure shared modules, browser packages and Server Actions', async () => {
    const { mensagens } = await lint(
      'app/painel/(publico)/exemplo/formulario.tsx',
      `'use client';
import type { Executor } from '@/lib/db';
import { type PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { useSession } from 'next-auth/react';
import { useQuery } from '@tanstack/react-query';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { reais } from '@/lib/formatar';
import { validarAcesso } from '@/app/painel/(publico)/primeiro-acesso/validacao';
export const x = [useSession, useQuery, MENSAGENS_VENDA, reais, validarAcesso] as unknown as [Executor, PrincipalAdmin];
`,
    );
    expect(mensagens).toEqual([]);
  });

  it('treats lib/navegador/ as browser code without a directive', async () => {
    const { mensagens } = await lint('lib/navegador/exemplo.ts', `import { log } from '@/lib/log';\nexport const x = log;\n`);
    expect(mensagens).toEqual([
      'camadas/codigo-do-navegador: Browser code (lib/navegador/exemplo.ts) must not import @/lib/log: lib/log.ts is server-only (it touches the database, the settings or the secrets).',
    ]);
  });

  it('follows the imports of client files: a pure module they use may not reach the server, and the message shows the way in', async () => {
    // lib/dinheiro.ts is imported by client components (the campaign simulation, the cashier).
    expect(grafo().navegador.has(path.join(RAIZ, 'lib/dinheiro.ts'))).toBe(true);
    const { mensagens } = await lint('lib/dinheiro.ts', `import { env } from '@/lib/env';\nexport const x = env;\n`);
    expect(mensagens).toHaveLength(1);
    expect(mensagens[0]).toMatch(/^camadas\/codigo-do-navegador: Browser code \(lib\/dinheiro\.ts ← .+\) must not import @\/lib\/env: /);
  });

  it('does not follow a Server Action into its imports', async () => {
    expect(grafo().navegador.has(path.join(RAIZ, 'app/painel/(publico)/primeiro-acesso/validacao.ts'))).toBe(false);
    expect(grafo().navegador.has(path.join(RAIZ, 'lib/api/schemas/authadmin.ts'))).toBe(false);
  });
});

describe('camadas/server-only', () => {
  it('asks a lib/ module that talks to the database for the marker, and the fix adds it after the header comment', async () => {
    const { mensagens, saida } = await lint(
      'lib/domain/exemplo/contar.ts',
      `// Counts.\nimport { sql } from '@/lib/db';\nexport const contar = () => sql;\n`,
    );
    expect(mensagens).toEqual([]); // fixed
    expect(saida).toBe(`// Counts.\nimport 'server-only';\nimport { sql } from '@/lib/db';\nexport const contar = () => sql;\n`);
  });

  it.each([
    ['the database client', `import { prisma } from '@/lib/db';\nexport const x = prisma;\n`, 'imports the server-only module lib/db.ts'],
    ['pg', `import pg from 'pg';\nexport const x = pg;\n`, 'talks to the database (pg)'],
    [
      'the Prisma client',
      `import { PrismaClient } from '@/lib/generated/prisma/client';\nexport const x = PrismaClient;\n`,
      'uses the Prisma client',
    ],
    ['the settings', `export const x = process.env.AUTH_SECRET;\n`, 'reads process.env'],
    [
      'a module that uses the settings',
      `import { segredoAuth } from '@/lib/segredos';\nexport const x = segredoAuth;\n`,
      'lib/segredos.ts',
    ],
  ])('reports a module that touches %s', async (_, texto, motivo) => {
    const [r] = await new ESLint({ cwd: RAIZ, overrideConfigFile: true, overrideConfig: configSemFix() }).lintText(texto, {
      filePath: path.join(RAIZ, 'lib/exemplo.ts'),
    });
    expect(r!.messages.map((m) => m.ruleId)).toEqual(['camadas/server-only']);
    expect(r!.messages[0]!.message).toContain(motivo);
  });

  it('leaves alone pure modules, type imports, tests, app/ files and modules that already have the marker', async () => {
    const casos: [string, string][] = [
      [
        'lib/exemplo.ts',
        `import { dec } from '@/lib/dinheiro';\nimport type { Executor } from '@/lib/db';\nexport const x = dec as unknown as Executor;\n`,
      ],
      ['lib/exemplo.test.ts', `import { prisma } from '@/lib/db';\nexport const x = prisma;\n`],
      ['app/painel/(app)/exemplo/consultas.ts', `import { prisma } from '@/lib/db';\nexport const x = prisma;\n`],
      ['lib/exemplo.ts', `import 'server-only';\nimport { prisma } from '@/lib/db';\nexport const x = prisma;\n`],
    ];
    for (const [arquivo, texto] of casos) expect((await lint(arquivo, texto)).mensagens, arquivo).toEqual([]);
  });

  it('finds every module of lib/ and components/ that touches the database, the settings or the secrets marked', async () => {
    const faltando = [...grafo().modulos.values()]
      .filter((m) => /^(lib|components)\//.test(m.rel) && !/\.(test|int\.test)\.ts$/.test(m.rel) && !m.cliente && !m.servidor)
      .filter((m) => !m.marcado && (m.leAmbiente || m.importacoes.some((i) => !i.tipo && i.alvo && grafo().modulos.get(i.alvo)?.marcado)))
      .map((m) => m.rel);
    expect(faltando).toEqual([]);
    for (const f of [
      'lib/db.ts',
      'lib/env.ts',
      'lib/segredos.ts',
      'lib/log.ts',
      'lib/auth/sessao.ts',
      'lib/jobs/registro.ts',
      'lib/notificacoes/canais.ts',
    ]) {
      expect(grafo().modulos.get(path.join(RAIZ, f))?.marcado, f).toBe(true);
    }
  });
});

describe('camadas/fronteiras', () => {
  it('refuses lib/ importing app/ or components/, and components/ importing app/, by alias or relative path', async () => {
    expect(
      (await lint('lib/exemplo.ts', `import { ITENS } from '@/app/painel/(app)/navegacao';\nexport const x = ITENS;\n`)).mensagens,
    ).toEqual([
      'camadas/fronteiras: lib/ must not import from app/ (@/app/painel/(app)/navegacao): lib/ is below the pages and the UI; move what both need into lib/',
    ]);
    expect(
      (await lint('lib/api/exemplo.ts', `import { Botao } from '../../components/ui/botao';\nexport const x = Botao;\n`)).mensagens,
    ).toEqual([
      'camadas/fronteiras: lib/ must not import from components/ (../../components/ui/botao): lib/ is below the pages and the UI; move what both need into lib/',
    ]);
    expect(
      (await lint('components/ui/exemplo.ts', `import { ITENS } from '@/app/painel/(app)/navegacao';\nexport const x = ITENS;\n`))
        .mensagens,
    ).toHaveLength(1);
  });

  it('lets tests import any layer', async () => {
    expect(
      (await lint('lib/exemplo.test.ts', `import { ITENS } from '@/app/painel/(app)/navegacao';\nexport const x = ITENS;\n`)).mensagens,
    ).toEqual([]);
  });
});

describe('camadas/sem-ciclos', () => {
  const modulo = (rel: string, ...alvos: string[]) =>
    [rel, { rel, importacoes: alvos.map((a) => ({ especificador: a, alvo: a, externo: null, tipo: false })) }] as const;

  it('finds the modules of each import loop, type imports included', () => {
    const c = ciclos(new Map([modulo('a', 'b'), modulo('b', 'c'), modulo('c', 'a'), modulo('d', 'a'), modulo('e', 'e2'), modulo('e2')]));
    expect([...c.keys()].sort()).toEqual(['a', 'b', 'c']);
    expect([...c.get('a')!].sort()).toEqual(['a', 'b', 'c']);
  });

  it('the project has no import loop', () => {
    expect([...grafo().ciclos.keys()]).toEqual([]);
  });
});

function configSemFix() {
  return [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { camadas },
      rules: { 'camadas/server-only': 'error' as const },
    },
  ];
}

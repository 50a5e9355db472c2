// ESLint rules that hold the layers of the app (docs/arquitetura.md, "Layers and what lint
// enforces"). They need the whole import graph, which a plain per-file rule does not see: which
// files are browser code (a 'use client' file and everything it imports), which modules carry
// `import 'server-only'`, and where imports close a loop. The graph is built once per ESLint
// process from the files on disk (the TypeScript parser, top-level statements only), so a rule
// sees the same project whatever file it is linting.
//
//   camadas/fronteiras            lib/ never imports from app/ or components/; components/ never
//                                 imports from app/ (tests excepted: they sit above every layer).
//   camadas/codigo-do-navegador   browser code never imports a server module: one marked
//                                 server-only, a Node.js built-in, or a server-side package.
//   camadas/server-only           a module that touches the database, the settings (process.env,
//                                 lib/env.ts) or the secrets — directly or through a module that
//                                 does — starts with `import 'server-only'` (autofix adds it).
//   camadas/sem-ciclos            no import loop between the project's modules (type imports
//                                 included: a loop of types is still a loop of concepts).
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const RAIZ = path.resolve(import.meta.dirname, '..', '..');
const PASTAS = ['app', 'components', 'lib', 'scripts', 'prisma', 'e2e'];
const IGNORADAS = new Set(['node_modules', 'generated', '.data', 'playwright-report', 'test-results', 'coverage']);
const EXTENSOES = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

/** Browser code also includes every file under these folders, imported by a client file or not. */
export const PASTAS_DO_NAVEGADOR = ['lib/navegador/'];

/** Packages that only run on the server, or whose presence in the browser leaks server code. */
const PACOTES_DO_SERVIDOR = [
  'server-only',
  'pg',
  'prisma',
  '@prisma/',
  'ioredis',
  '@upstash/',
  'nodemailer',
  '@node-rs/',
  'prom-client',
  '@electric-sql/',
  'next/headers',
  'next/server',
  'next-auth',
  'swagger-ui-dist',
];
/** …except these entry points, made for the browser. */
const PACOTES_DO_NAVEGADOR = ['next-auth/react'];

/** Packages that reach the database: importing one makes a module server-only. */
const PACOTES_DO_BANCO = ['pg', '@prisma/', '@electric-sql/'];

/** The generated Prisma client and its runtime (its enums and browser.ts are plain data). */
const clientePrisma = (rel) => /^lib\/generated\/prisma\/(client|internal\/|models)/.test(rel);

const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

const relativo = (arquivo) => path.relative(RAIZ, arquivo).split(path.sep).join('/');
const eTeste = (rel) => /\.(test|int\.test|spec)\.[cm]?[jt]sx?$/.test(rel);

function casaPacote(externo, lista) {
  return lista.some((p) => (p.endsWith('/') ? externo.startsWith(p) : externo === p || externo.startsWith(`${p}/`)));
}

function pacoteDoServidor(especificador) {
  if (BUILTINS.has(especificador) || BUILTINS.has(nomeDoPacote(especificador))) return `${especificador} is a Node.js built-in`;
  if (casaPacote(especificador, PACOTES_DO_NAVEGADOR)) return null;
  if (casaPacote(especificador, PACOTES_DO_SERVIDOR)) return `${especificador} is a server-side package`;
  return null;
}

// --- The graph ------------------------------------------------------------------------------

function listar(pasta, saida) {
  let entradas;
  try {
    entradas = fs.readdirSync(pasta, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entradas) {
    if (e.name.startsWith('.') || IGNORADAS.has(e.name)) continue;
    const p = path.join(pasta, e.name);
    if (e.isDirectory()) listar(p, saida);
    else if (EXTENSOES.includes(path.extname(e.name)) && !e.name.endsWith('.d.ts')) saida.push(p);
  }
}

function resolver(especificador, de) {
  let base;
  if (especificador.startsWith('@/')) base = path.join(RAIZ, especificador.slice(2));
  else if (especificador.startsWith('./') || especificador.startsWith('../')) base = path.resolve(path.dirname(de), especificador);
  else return null;
  const candidatos = [base, ...EXTENSOES.map((x) => base + x), ...EXTENSOES.map((x) => path.join(base, `index${x}`))];
  // `import './x.js'` names the TypeScript file x.ts.
  if (/\.[cm]?js$/.test(base)) candidatos.push(base.replace(/\.([cm]?)js$/, '.$1ts'), base.replace(/\.js$/, '.tsx'));
  return candidatos.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

function nomeDoPacote(especificador) {
  if (especificador.startsWith('node:')) return especificador;
  const partes = especificador.split('/');
  return especificador.startsWith('@') ? partes.slice(0, 2).join('/') : partes[0];
}

function soTipos(clausula) {
  if (!clausula) return false;
  if (clausula.isTypeOnly) return true;
  const nomes = clausula.namedBindings;
  return !clausula.name && !!nomes && ts.isNamedImports(nomes) && nomes.elements.length > 0 && nomes.elements.every((e) => e.isTypeOnly);
}

function diretiva(fonte, nome) {
  for (const s of fonte.statements) {
    if (!ts.isExpressionStatement(s) || !ts.isStringLiteral(s.expression)) return false;
    if (s.expression.text === nome) return true;
  }
  return false;
}

/** One module: its directives, its marker, whether it reads process.env, and its imports. */
export function analisar(arquivo, texto) {
  const fonte = ts.createSourceFile(arquivo, texto, ts.ScriptTarget.Latest, false);
  const importacoes = [];
  const adicionar = (especificador, tipo) => {
    const alvo = resolver(especificador, arquivo);
    const externo = alvo || especificador.startsWith('.') || especificador.startsWith('@/') ? null : especificador;
    importacoes.push({ especificador, alvo, externo, tipo });
  };
  let marcado = false;
  for (const s of fonte.statements) {
    if (ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier)) {
      if (!s.importClause && s.moduleSpecifier.text === 'server-only') marcado = true;
      adicionar(s.moduleSpecifier.text, soTipos(s.importClause));
    } else if (ts.isExportDeclaration(s) && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier)) {
      adicionar(s.moduleSpecifier.text, s.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(s) && ts.isExternalModuleReference(s.moduleReference)) {
      const e = s.moduleReference.expression;
      if (ts.isStringLiteral(e)) adicionar(e.text, s.isTypeOnly);
    }
  }
  // Dynamic imports sit anywhere in the code; a literal specifier is enough to follow them.
  for (const m of texto.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)) adicionar(m[2], false);
  return {
    arquivo,
    rel: relativo(arquivo),
    cliente: diretiva(fonte, 'use client'),
    servidor: diretiva(fonte, 'use server'),
    marcado,
    leAmbiente: /\bprocess\.env\b/.test(texto.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')),
    importacoes,
  };
}

let projeto;

/** The project's modules, the browser closure and the import loops (built once per process). */
export function grafo() {
  if (projeto) return projeto;
  const arquivos = [];
  for (const p of PASTAS) listar(path.join(RAIZ, p), arquivos);
  for (const e of fs.readdirSync(RAIZ, { withFileTypes: true })) {
    if (e.isFile() && EXTENSOES.includes(path.extname(e.name))) arquivos.push(path.join(RAIZ, e.name));
  }
  const modulos = new Map(arquivos.map((a) => [a, analisar(a, fs.readFileSync(a, 'utf8'))]));

  // Browser code: 'use client' files and the browser folders, then everything they import
  // (values, not types), stopping at 'use server' modules: a client gets a reference to a
  // Server Action, never its code.
  const navegador = new Map(); // file -> the file that brought it in (null for a seed)
  const fila = [];
  for (const m of modulos.values()) {
    if (sementeDoNavegador(m)) {
      navegador.set(m.arquivo, null);
      fila.push(m.arquivo);
    }
  }
  while (fila.length > 0) {
    const m = modulos.get(fila.shift());
    for (const i of m.importacoes) {
      if (i.tipo || !i.alvo || navegador.has(i.alvo)) continue;
      const alvo = modulos.get(i.alvo);
      if (!alvo || alvo.servidor) continue;
      navegador.set(i.alvo, m.arquivo);
      fila.push(i.alvo);
    }
  }

  projeto = { modulos, navegador, ciclos: ciclos(modulos) };
  return projeto;
}

/** Strongly connected components of two or more modules (Tarjan), by file. */
export function ciclos(modulos) {
  const indice = new Map();
  const baixo = new Map();
  const pilha = [];
  const naPilha = new Set();
  const componenteDe = new Map();
  let contador = 0;
  const visitar = (v) => {
    indice.set(v, contador);
    baixo.set(v, contador);
    contador++;
    pilha.push(v);
    naPilha.add(v);
    for (const i of modulos.get(v).importacoes) {
      const w = i.alvo;
      if (!w || !modulos.has(w)) continue;
      if (!indice.has(w)) {
        visitar(w);
        baixo.set(v, Math.min(baixo.get(v), baixo.get(w)));
      } else if (naPilha.has(w)) baixo.set(v, Math.min(baixo.get(v), indice.get(w)));
    }
    if (baixo.get(v) === indice.get(v)) {
      const componente = [];
      let w;
      do {
        w = pilha.pop();
        naPilha.delete(w);
        componente.push(w);
      } while (w !== v);
      if (componente.length > 1) for (const c of componente) componenteDe.set(c, componente);
    }
  };
  for (const v of modulos.keys()) if (!indice.has(v)) visitar(v);
  return componenteDe;
}

const analisados = new WeakMap();

/** Where browser code starts: a 'use client' file or a module of the browser folders. */
const sementeDoNavegador = (m) => m.cliente || PASTAS_DO_NAVEGADOR.some((p) => m.rel.startsWith(p));

/** Browser code: where it starts, or what it imports (as the graph read it from disk). */
const noNavegador = (g, m) => sementeDoNavegador(m) || g.navegador.has(m.arquivo);

/** The current file as ESLint sees it (its text may be newer than the disk's), analysed once for all the rules. */
function atual(context) {
  const g = grafo();
  let m = analisados.get(context.sourceCode);
  if (!m) {
    m = analisar(context.physicalFilename ?? context.filename, context.sourceCode.text);
    analisados.set(context.sourceCode, m);
  }
  return { g, m };
}

/** The import declaration (or dynamic import) of a specifier, to report on. */
function noDaImportacao(context, especificador) {
  const corpo = context.sourceCode.ast.body;
  for (const s of corpo) {
    if (
      (s.type === 'ImportDeclaration' || s.type === 'ExportNamedDeclaration' || s.type === 'ExportAllDeclaration') &&
      s.source?.value === especificador
    ) {
      return s;
    }
  }
  return corpo[0] ?? context.sourceCode.ast;
}

/**
 * The visitor of a rule about the module's imports: each import `achar` objects to (it answers the
 * message's data, or nothing) is reported on its declaration.
 */
function porImportacao(context, m, messageId, achar) {
  return {
    Program() {
      for (const i of m.importacoes) {
        const data = achar(i);
        if (data) context.report({ node: noDaImportacao(context, i.especificador), messageId, data });
      }
    },
  };
}

function cadeiaDoNavegador(g, arquivo) {
  const passos = [];
  let a = arquivo;
  while (a && passos.length < 6) {
    passos.push(relativo(a));
    a = g.navegador.get(a);
  }
  return passos.join(' ← ');
}

// --- The rules ------------------------------------------------------------------------------

const fronteiras = {
  meta: {
    type: 'problem',
    docs: { description: 'lib/ never imports from app/ or components/; components/ never imports from app/' },
    schema: [],
    messages: { fronteira: '{{de}} must not import from {{para}} ({{especificador}}): {{porque}}' },
  },
  create(context) {
    const { m } = atual(context);
    if (eTeste(m.rel)) return {};
    const regras = [
      { de: 'lib/', para: ['app/', 'components/'], porque: 'lib/ is below the pages and the UI; move what both need into lib/' },
      { de: 'components/', para: ['app/'], porque: 'shared UI does not depend on one page; move what it needs into components/ or lib/' },
    ];
    const regra = regras.find((r) => m.rel.startsWith(r.de));
    if (!regra) return {};
    return porImportacao(context, m, 'fronteira', (i) => {
      const para = i.alvo && regra.para.find((p) => relativo(i.alvo).startsWith(p));
      return para && { de: regra.de, para, especificador: i.especificador, porque: regra.porque };
    });
  },
};

const codigoDoNavegador = {
  meta: {
    type: 'problem',
    docs: { description: "browser code ('use client' files, lib/navegador/ and what they import) never imports server modules" },
    schema: [],
    messages: {
      servidor: 'Browser code ({{cadeia}}) must not import {{especificador}}: {{porque}}.',
    },
  },
  create(context) {
    const { g, m } = atual(context);
    if (!noNavegador(g, m) || m.servidor) return {};
    return porImportacao(context, m, 'servidor', (i) => {
      if (i.tipo) return null;
      let porque = null;
      if (i.externo) porque = pacoteDoServidor(i.externo);
      else if (i.alvo && clientePrisma(relativo(i.alvo))) porque = 'the Prisma client runs on the server';
      else if (i.alvo) {
        const alvo = g.modulos.get(i.alvo);
        if (alvo && !alvo.servidor && (alvo.marcado || alvo.leAmbiente)) {
          porque = `${relativo(i.alvo)} is server-only (it touches the database, the settings or the secrets)`;
        }
      }
      return porque && { cadeia: cadeiaDoNavegador(g, m.arquivo), especificador: i.especificador, porque };
    });
  },
};

const serverOnly = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: "modules that touch the database, the settings or the secrets start with import 'server-only'" },
    schema: [],
    messages: {
      falta: "This module {{porque}}: it must start with import 'server-only' (so that no browser bundle can ever include it).",
    },
  },
  create(context) {
    const { g, m } = atual(context);
    // lib/ and components/ are imported from both sides, so each of their modules says which it
    // is. Under app/, a route, page or layout is a server entry point by Next.js's conventions,
    // and whatever a client file imports there is checked by camadas/codigo-do-navegador.
    const alcance = ['lib/', 'components/'].some((p) => m.rel.startsWith(p));
    // Browser code that reaches the server is camadas/codigo-do-navegador's to report: the fix
    // there is to import something else, not to mark the module.
    if (!alcance || m.marcado || eTeste(m.rel) || noNavegador(g, m) || m.servidor) return {};
    let porque = null;
    if (m.leAmbiente) porque = 'reads process.env';
    for (const i of m.importacoes) {
      if (porque) break;
      if (i.tipo) continue;
      if (i.externo && casaPacote(i.externo, PACOTES_DO_BANCO)) porque = `talks to the database (${i.especificador})`;
      else if (i.alvo && clientePrisma(relativo(i.alvo))) porque = `uses the Prisma client (${i.especificador})`;
      else if (i.alvo && g.modulos.get(i.alvo)?.marcado) porque = `imports the server-only module ${relativo(i.alvo)}`;
    }
    if (!porque) return {};
    return {
      Program(no) {
        const primeiro =
          no.body.find((s) => s.type === 'ImportDeclaration') ?? no.body.find((s) => !(s.type === 'ExpressionStatement' && s.directive));
        context.report({
          node: primeiro ?? no,
          messageId: 'falta',
          data: { porque },
          fix: (f) =>
            primeiro ? f.insertTextBefore(primeiro, "import 'server-only';\n") : f.insertTextAfterRange([0, 0], "import 'server-only';\n"),
        });
      },
    };
  },
};

const semCiclos = {
  meta: {
    type: 'problem',
    docs: { description: 'no import loop between modules of the project' },
    schema: [],
    messages: { ciclo: 'Import loop: {{modulos}}. Move what both sides need into a module of its own.' },
  },
  create(context) {
    const { g, m } = atual(context);
    const componente = g.ciclos.get(m.arquivo);
    if (!componente) return {};
    const modulos = componente.map(relativo).sort().join(', ');
    return porImportacao(context, m, 'ciclo', (i) => i.alvo && componente.includes(i.alvo) && { modulos });
  },
};

const plugin = {
  meta: { name: 'camadas' },
  rules: {
    fronteiras,
    'codigo-do-navegador': codigoDoNavegador,
    'server-only': serverOnly,
    'sem-ciclos': semCiclos,
  },
};

export default plugin;

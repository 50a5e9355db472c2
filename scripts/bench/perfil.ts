// Summary of a V8 CPU profile of the server (BENCH_CPU_PROF=1 writes one, see
// docs/benchmarks.md): where the Node.js process spent its time, by origin (app file, package,
// Node.js internals) and by function. Functions of the production bundle are mapped back to
// their source file with the bundle's source maps (.next/server/chunks/*.js.map).
//
//   tsx scripts/bench/perfil.ts <arquivo.cpuprofile> [--funcoes N] [--filtro TEXTO]
//
// Caveat: V8 samples wall time of the JS thread. When PostgreSQL, woken by a query, preempts
// the server on a busy core, the time shows up in the native `writev` of the socket write that
// woke it. That time is reported apart ("writev"), and the shares are of the rest, which on the
// runs of docs/benchmarks.md matches the CPU time /proc gives for the process.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { raiz } from './config';

type No = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Perfil = { nodes: No[]; samples: number[]; timeDeltas: number[] };

// --- Source maps (v3, plain, as Turbopack writes them) ----------------------------------------

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const VALOR = new Map([...B64].map((c, i) => [c, i]));

type Mapa = { fontes: string[]; linhas: number[][][] };

function decodificar(mapa: { sources: string[]; mappings: string }): Mapa {
  const linhas: number[][][] = [];
  let fonte = 0;
  let linhaFonte = 0;
  let colFonte = 0;
  for (const linha of mapa.mappings.split(';')) {
    const segs: number[][] = [];
    let col = 0;
    for (const seg of linha.split(',')) {
      if (!seg) continue;
      const nums: number[] = [];
      let valor = 0;
      let desloc = 0;
      for (const c of seg) {
        const d = VALOR.get(c)!;
        valor += (d & 31) << desloc;
        if (d & 32) desloc += 5;
        else {
          nums.push(valor & 1 ? -(valor >>> 1) : valor >>> 1);
          valor = 0;
          desloc = 0;
        }
      }
      col += nums[0]!;
      if (nums.length >= 4) {
        fonte += nums[1]!;
        linhaFonte += nums[2]!;
        colFonte += nums[3]!;
        segs.push([col, fonte, linhaFonte, colFonte]);
      }
    }
    linhas.push(segs);
  }
  return { fontes: mapa.sources, linhas };
}

const mapas = new Map<string, Mapa | null>();

/** The chunk file of a profile url: where it was, or the same chunk in the tree's current build. */
function arquivoDoChunk(url: string): string | null {
  const arquivo = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (existsSync(`${arquivo}.map`)) return arquivo;
  const i = arquivo.indexOf(`${path.sep}.next${path.sep}`);
  if (i < 0) return null;
  const local = path.join(raiz, arquivo.slice(i + 1));
  return existsSync(`${local}.map`) ? local : null;
}

function fonteDe(url: string, linha: number, coluna: number): string | null {
  if (!url.includes('/.next/server/')) return null;
  if (!mapas.has(url)) {
    const arquivo = arquivoDoChunk(url);
    let m: Mapa | null = null;
    try {
      if (arquivo) m = decodificar(JSON.parse(readFileSync(`${arquivo}.map`, 'utf8')));
    } catch {
      m = null;
    }
    mapas.set(url, m);
  }
  const m = mapas.get(url);
  const segs = m?.linhas[linha];
  if (!m || !segs?.length) return null;
  let lo = 0;
  let hi = segs.length - 1;
  let achado = -1;
  while (lo <= hi) {
    const meio = (lo + hi) >> 1;
    if (segs[meio]![0]! <= coluna) {
      achado = meio;
      lo = meio + 1;
    } else hi = meio - 1;
  }
  const s = segs[Math.max(0, achado)]!;
  return m.fontes[s[1]!] ?? null;
}

// --- Origin of a frame ------------------------------------------------------------------------

function pacoteDe(caminho: string): string | null {
  const i = caminho.lastIndexOf('node_modules/');
  if (i < 0) return null;
  const partes = caminho.slice(i + 'node_modules/'.length).split('/');
  return partes[0]!.startsWith('@') ? `${partes[0]}/${partes[1]}` : partes[0]!;
}

function origem(n: No): string {
  const { functionName: nome, url, lineNumber, columnNumber } = n.callFrame;
  if (nome === '(garbage collector)') return 'GC';
  if (nome === '(idle)') return '(ocioso)';
  if (nome === '(program)') return '(V8/nativo)';
  if (nome === '(root)') return '(raiz)';
  if (nome === 'writev' && !url) return 'writev';
  if (!url) return '(nativo)';
  if (url.startsWith('node:')) return 'node (núcleo)';
  const fonte = fonteDe(url, lineNumber, columnNumber);
  if (fonte) {
    const pacote = pacoteDe(fonte);
    if (pacote) return pacote;
    const limpo = fonte.replace(/^(\.\.\/)+/, '').replace(/^\[project\]\//, '');
    return `app: ${limpo}`;
  }
  const pacote = pacoteDe(url);
  if (pacote) return pacote;
  if (url.includes('/.next/server/')) return 'bundle (sem mapa)';
  return url.replace(/^file:\/\//, '').slice(-60);
}

export type LinhaPerfil = { nome: string; ms: number; parcela: number };

export function resumirPerfil(arquivo: string, o: { funcoes?: number; filtro?: string } = {}) {
  const p = JSON.parse(readFileSync(arquivo, 'utf8')) as Perfil;
  const porId = new Map(p.nodes.map((n) => [n.id, n]));
  const pai = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) pai.set(c, n.id);
  const origemDe = new Map(p.nodes.map((n) => [n.id, origem(n)]));
  const chave = (n: No) => `${n.callFrame.functionName || '(anônima)'}  [${origemDe.get(n.id)}]`;

  const selfOrigem = new Map<string, number>();
  const selfFuncao = new Map<string, number>();
  const inclusivoFuncao = new Map<string, number>();
  const inclusivoOrigem = new Map<string, number>();
  let total = 0;
  let ocioso = 0;
  let writev = 0;
  const somar = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

  for (let i = 0; i < p.samples.length; i++) {
    const dt = (p.timeDeltas[i] ?? 0) / 1000; // µs -> ms
    const n = porId.get(p.samples[i]!);
    if (!n) continue;
    total += dt;
    const org = origemDe.get(n.id)!;
    if (org === '(ocioso)') {
      ocioso += dt;
      continue;
    }
    if (org === 'writev') {
      writev += dt;
      continue;
    }
    somar(selfOrigem, org, dt);
    somar(selfFuncao, chave(n), dt);
    const funcoes = new Set<string>();
    const origens = new Set<string>();
    for (let id: number | undefined = n.id; id !== undefined; id = pai.get(id)) {
      const x = porId.get(id)!;
      funcoes.add(chave(x));
      origens.add(origemDe.get(id)!);
    }
    for (const k of funcoes) somar(inclusivoFuncao, k, dt);
    for (const k of origens) somar(inclusivoOrigem, k, dt);
  }
  const base = total - ocioso - writev;
  const ordenar = (m: Map<string, number>, k: number, filtro?: string): LinhaPerfil[] =>
    [...m.entries()]
      .filter(([nome]) => !filtro || nome.includes(filtro))
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([nome, ms]) => ({ nome, ms: Math.round(ms), parcela: Math.round((ms / base) * 1000) / 10 }));
  return {
    segundos: total / 1000,
    /** Sampled time minus idle and writev: the CPU the JS thread used (see the caveat above). */
    cpuSegundos: base / 1000,
    writevSegundos: writev / 1000,
    porOrigem: ordenar(selfOrigem, 30),
    porOrigemInclusivo: ordenar(inclusivoOrigem, 30, 'app: '),
    porFuncaoSelf: ordenar(selfFuncao, o.funcoes ?? 25, o.filtro),
    porFuncaoInclusivo: ordenar(inclusivoFuncao, o.funcoes ?? 25, o.filtro),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const args = process.argv.slice(2);
  const arquivo = args.find((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--'));
  if (!arquivo) {
    console.error('Uso: tsx scripts/bench/perfil.ts <arquivo.cpuprofile> [--funcoes N] [--filtro TEXTO]');
    process.exit(2);
  }
  const valor = (nome: string) => {
    const i = args.indexOf(nome);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const r = resumirPerfil(arquivo, { funcoes: Number(valor('--funcoes') ?? 25), filtro: valor('--filtro') });
  console.log(
    `${r.segundos.toFixed(1)} s de perfil: ${r.cpuSegundos.toFixed(1)} s de CPU do JS, ` +
      `${r.writevSegundos.toFixed(1)} s em writev (inclui preempção), o resto ocioso. Parcelas sobre a CPU do JS.\n`,
  );
  const imprimir = (titulo: string, l: LinhaPerfil[]) => {
    console.log(titulo);
    for (const x of l) console.log(`  ${x.parcela.toFixed(1).padStart(5)} %  ${String(x.ms).padStart(7)} ms  ${x.nome}`);
    console.log('');
  };
  imprimir('Tempo próprio por origem:', r.porOrigem);
  imprimir('Tempo inclusivo do código da app, por arquivo (o arquivo e o que ele chama):', r.porOrigemInclusivo);
  imprimir('Tempo próprio por função:', r.porFuncaoSelf);
  imprimir('Tempo inclusivo por função:', r.porFuncaoInclusivo);
}

// Median and spread of several runs of `npm run bench` (the machine is shared and noisy: compare
// medians, not single runs).
//
//   tsx scripts/bench/resumir.ts scripts/bench/resultados/*.json
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arred, mediana } from './estatistica';

type Execucao = { quando: string; resumo: Record<string, number>; config?: { duracao?: number; conexoes?: number } };

export function resumirExecucoes(arquivos: string[]) {
  const execucoes = arquivos.map((a) => JSON.parse(readFileSync(a, 'utf8')) as Execucao);
  const chaves = [...new Set(execucoes.flatMap((e) => Object.keys(e.resumo ?? {})))];
  const linhas = chaves.map((k) => {
    const v = execucoes.map((e) => e.resumo?.[k]).filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
    return { metrica: k, n: v.length, mediana: mediana(v), min: Math.min(...v), max: Math.max(...v), valores: v };
  });
  return { execucoes: execucoes.map((e) => ({ quando: e.quando, duracao: e.config?.duracao, conexoes: e.config?.conexoes })), linhas };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const arquivos = process.argv.slice(2);
  if (arquivos.length === 0) {
    console.error('Uso: tsx scripts/bench/resumir.ts <resultado.json>...');
    process.exit(2);
  }
  const r = resumirExecucoes(arquivos);
  console.log(`${r.execucoes.length} execuções: ${r.execucoes.map((e) => `${e.quando} (${e.duracao} s, ${e.conexoes} conexões)`).join(', ')}\n`);
  const largura = Math.max(...r.linhas.map((l) => l.metrica.length));
  console.log(`${'métrica'.padEnd(largura)}  ${'mediana'.padStart(9)}  ${'mín'.padStart(9)}  ${'máx'.padStart(9)}  valores`);
  for (const l of r.linhas) {
    const f = (v: number) => String(arred(v, l.metrica.startsWith('razao') || l.metrica.includes('cpu') ? 2 : 1)).padStart(9);
    console.log(`${l.metrica.padEnd(largura)}  ${f(l.mediana)}  ${f(l.min)}  ${f(l.max)}  ${l.valores.map((v) => arred(v, 2)).join(' / ')}`);
  }
}

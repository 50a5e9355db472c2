// Median and spread of several runs of `npm run bench` (the machine is shared and noisy: compare
// medians, not single runs). A scenario's numbers from a run where other processes took more
// than RUIDO_NUCLEOS cores during that scenario are left out (its `<cenário>.cpu_outros`), unless
// --todas; the `n` column says how many runs each median has.
//
//   tsx scripts/bench/resumir.ts [--todas] scripts/bench/resultados/*.json
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { arred, mediana } from './estatistica';
import { RUIDO_NUCLEOS } from './relatorio';

type Execucao = { quando: string; resumo: Record<string, number>; config?: { duracao?: number; conexoes?: number } };

/** Whether metric `k` of run `e` was measured while other processes took the machine. */
function perturbada(e: Execucao, k: string): boolean {
  const outros = (cenario: string) => (e.resumo[`${cenario}.cpu_outros`] ?? 0) > RUIDO_NUCLEOS;
  if (k === 'razao.vendas_sobre_saude') return outros('vendas') || outros('saude');
  if (k === 'razao.vendas_sobre_pgbench') return outros('vendas') || outros('pgbench');
  return outros(k.split('.')[0]!);
}

export function resumirExecucoes(arquivos: string[], todas = false) {
  const execucoes = arquivos.map((a) => JSON.parse(readFileSync(a, 'utf8')) as Execucao);
  const chaves = [...new Set(execucoes.flatMap((e) => Object.keys(e.resumo ?? {})))];
  const linhas = chaves.map((k) => {
    const v = execucoes
      .filter((e) => todas || !perturbada(e, k))
      .map((e) => e.resumo?.[k])
      .filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
    return { metrica: k, n: v.length, mediana: mediana(v), min: Math.min(...v), max: Math.max(...v), valores: v };
  });
  return { execucoes: execucoes.map((e) => ({ quando: e.quando, duracao: e.config?.duracao, conexoes: e.config?.conexoes })), linhas };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const todas = process.argv.includes('--todas');
  const arquivos = process.argv.slice(2).filter((a) => a !== '--todas');
  if (arquivos.length === 0) {
    console.error('Uso: tsx scripts/bench/resumir.ts <resultado.json>...');
    process.exit(2);
  }
  const r = resumirExecucoes(arquivos, todas);
  console.log(
    `${r.execucoes.length} execuções: ${r.execucoes.map((e) => `${e.quando} (${e.duracao} s, ${e.conexoes} conexões)`).join(', ')}\n`,
  );
  const largura = Math.max(...r.linhas.map((l) => l.metrica.length));
  console.log(`${'métrica'.padEnd(largura)}  n  ${'mediana'.padStart(9)}  ${'mín'.padStart(9)}  ${'máx'.padStart(9)}  valores`);
  for (const l of r.linhas) {
    const f = (v: number) =>
      (Number.isFinite(v) ? String(arred(v, l.metrica.startsWith('razao') || l.metrica.includes('cpu') ? 2 : 1)) : '—').padStart(9);
    console.log(
      `${l.metrica.padEnd(largura)}  ${l.n}  ${f(l.mediana)}  ${f(l.min)}  ${f(l.max)}  ${l.valores.map((v) => arred(v, 2)).join(' / ')}`,
    );
  }
}

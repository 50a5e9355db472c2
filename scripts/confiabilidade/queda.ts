// npm run confiabilidade:queda: the crash test in full (scripts/confiabilidade/teste-de-queda.ts
// explains it), sized by environment variables, printing its figures (docs/confiabilidade.md).
//   QUEDA_QUEDAS (6), QUEDA_CARGA_MS (4000), QUEDA_CONCORRENCIA (16), QUEDA_CLIENTES (12),
//   QUEDA_PORTA (E2E_PORT + 90, i.e. 3190): never the e2e servers' ports.
import { executarQueda, type OpcoesQueda } from './teste-de-queda';

async function principal() {
  const numero = (nome: string, padrao: number) => Number(process.env[nome] ?? padrao);
  const o: OpcoesQueda = {
    porta: numero('QUEDA_PORTA', Number(process.env.E2E_PORT ?? 3100) + 90),
    quedas: numero('QUEDA_QUEDAS', 6),
    cargaMs: numero('QUEDA_CARGA_MS', 4000),
    concorrencia: numero('QUEDA_CONCORRENCIA', 16),
    clientes: numero('QUEDA_CLIENTES', 12),
    log: (s) => console.log(s),
  };
  console.log(
    `Teste de queda: ${o.quedas} kill -9, ~${o.cargaMs} ms de carga entre eles, ${o.concorrencia} caixas, ${o.clientes} clientes`,
  );
  const r = await executarQueda(o);
  console.log(
    [
      `pedidos: ${r.pedidos} (envios ${r.envios}), quedas: ${r.quedas}, reenvios: ${r.reenvios}, recuperados após a queda: ${r.recuperados}, duração: ${r.duracaoS} s`,
      ...Object.entries(r.respostas).map(
        ([t, s]) =>
          `  ${t.padEnd(16)} ${Object.entries(s)
            .map(([k, n]) => `${k}: ${n}`)
            .join(', ')}`,
      ),
      r.violacoes.length
        ? `VIOLAÇÕES (${r.violacoes.length}):\n  ${r.violacoes.slice(0, 50).join('\n  ')}`
        : 'nenhuma violação: tudo o que foi respondido 200 está gravado uma vez, nada em dobro, livro-razão fechado',
    ].join('\n'),
  );
  process.exit(r.violacoes.length ? 1 : 0);
}

principal().catch((e) => {
  console.error(e);
  process.exit(1);
});

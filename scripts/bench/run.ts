// npm run bench: load benchmark of the PDV API against the production build on the local
// PostgreSQL, with two floors measured in the same run (docs/benchmarks.md):
//   saude   GET /api/saude, a trivial route handler: the framework's ceiling on this machine
//   vendas  POST /api/v1/venda, new sales (unique documentoExterno) over many existing customers
//   misto   ~60 % sales, ~25 % GET /api/v1/resgate/saldo, ~15 % POST /api/v1/resgate (Cashback)
//   aberto  sales in open loop at half the rate `vendas` reached: latency without coordinated omission
//   quente  one customer for every request: plain sales, model-2 sales and redemptions
//   historico  plain and model-2 sales of a customer with 10,000 lots, then of an ordinary customer
//   proxy   GET /API/Saude: the same trivial route through proxy.ts (capitals are rewritten)
//   pgbench the sale's two SQL statements driven directly (the database's floor)
//   processos (only when asked: BENCH_SCENARIOS=...,processos) saude and vendas against
//           scripts/servidor.ts with WEB_CONCURRENCY=N for each N of BENCH_PROCESSES (default 1,2)
//
// Steps: throw-away database (migrations + demo seed + customers), `next start` on a free port,
// balances through the API, the scenarios (each after a discarded warm-up), pgbench, a summary
// and the raw results in scripts/bench/resultados/<timestamp>.json. The database is dropped and
// the server stopped at the end, on failure and on Ctrl-C.
import { mkdtempSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { lerConfig, raiz } from './config';
import { criarBanco, removerBanco, prepararBanco, criarClientes, DEMO, datasDeExpiracao, consultar } from './banco';
import { aguardarOutrosBuilds, garantirBuild, copiarBuild, portaLivre, iniciarServidor, matchersDoProxy, type Servidor } from './servidor';
import { carga, interromperCarga, type Pedido, type ResultadoCarga } from './carga';
import { cargaAberta, interromperCargaAberta } from './aberto';
import { aguardarSossego, amostrarCpu } from './cpu';
import { amostrarAtividade, type Atividade } from './atividade';
import { escreverScript, rodarPgbench, interromperPgbench, type ConstantesPgbench, type ResultadoPgbench } from './pgbench';
import { LOTES_POR_PAGINA, Q_LOTES_PARA_DEBITO_TEXTO, Q_TOTAL_DEBITAVEL_TEXTO } from './sql-venda';
import { resumirPerfil } from './perfil';
import { RUIDO_NUCLEOS, calcularRazoes, resumo, tabelaResultados, textoRazoes, type CenarioHttp } from './relatorio';
import { CHAVES_DEMO } from '../../prisma/demo';

const cfg = lerConfig();
const log = (s: string) => console.log(s);
const inicioGeral = Date.now();
let falhaDeVerificacao = false;
const decorrido = () => `${((Date.now() - inicioGeral) / 1000).toFixed(0)} s`;

// --- Clean-up: database, server, temporary folder; once, on success, failure or signal -------

const limpezas: { nome: string; fn: () => Promise<void> | void }[] = [];
let limpando: Promise<void> | undefined;
function limpar(): Promise<void> {
  limpando ??= (async () => {
    for (const l of limpezas.reverse()) {
      try {
        await l.fn();
      } catch (e) {
        console.error(`Limpeza (${l.nome}) falhou:`, e instanceof Error ? e.message : e);
      }
    }
  })();
  return limpando;
}
let interrompido = false;
process.on('uncaughtException', (e) => {
  if (!interrompido) console.error('\nErro inesperado no benchmark:', e);
  interromperCarga();
  interromperCargaAberta();
  interromperPgbench();
  void limpar().then(() => process.exit(1));
});
for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sinal, () => {
    if (interrompido) return;
    interrompido = true;
    console.error(`\n${sinal}: interrompendo e limpando...`);
    interromperCarga();
    interromperCargaAberta();
    interromperPgbench();
    void limpar().then(() => process.exit(130));
  });
}

// --- Request generators ---------------------------------------------------------------------

const aleatorio = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
/** A random amount in R$ with 2 decimals, from centavos. */
const reais = (minCentavos: number, maxCentavos: number) => aleatorio(minCentavos, maxCentavos) / 100;
const execucao = randomBytes(4).toString('hex');
let sequencia = 0;
const documento = (prefixo: string) => `${prefixo}-${execucao}-${++sequencia}`;

function pedidoVenda(cpf: string, valor: number, tipo = 'venda', extra: Record<string, unknown> = {}): Pedido {
  const doc = documento(tipo);
  return {
    tipo,
    method: 'POST',
    path: '/api/v1/venda',
    body: { cnpjLoja: DEMO.cnpj, cpfCliente: cpf, valorVenda: valor, documentoExterno: doc, ...extra },
    documento: doc,
  };
}
function pedidoSaldo(cpf: string): Pedido {
  return { tipo: 'saldo', method: 'GET', path: `/api/v1/resgate/saldo?cnpjLoja=${DEMO.cnpj}&cpfCliente=${cpf}` };
}
function pedidoResgate(cpf: string, valor: number): Pedido {
  return {
    tipo: 'resgate',
    method: 'POST',
    path: '/api/v1/resgate',
    body: { cnpjLoja: DEMO.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: valor, documentoExterno: documento('r') },
  };
}

// --- Main -----------------------------------------------------------------------------------

async function principal() {
  const avisos: string[] = [];
  const aviso = (s: string) => {
    avisos.push(s);
    console.warn(`AVISO: ${s}`);
  };

  await aguardarOutrosBuilds(log);
  const build = garantirBuild(cfg.forcarBuild, log);
  if (build.desatualizado) aviso(`build de produção possivelmente desatualizado: ${build.desatualizado} (npm run build ou BENCH_BUILD=1)`);
  log(`Build ${build.buildId}${build.construido ? ' (recém-construído)' : ''}.`);

  const pasta = mkdtempSync(path.join(os.tmpdir(), 'fid-bench-'));
  limpezas.push({ nome: 'pasta temporária', fn: () => rmSync(pasta, { recursive: true, force: true }) });

  const banco = await criarBanco(cfg.urlServidor);
  limpezas.push({
    nome: 'banco',
    fn: async () => {
      if (cfg.manterBanco) return log(`Banco mantido (BENCH_KEEP_DB=1): ${banco.url}`);
      await removerBanco(cfg.urlServidor, banco.nome);
    },
  });
  log(`Banco ${banco.nome}: migrações e dados de demonstração...`);
  await prepararBanco(banco.url);
  const cpfs = await criarClientes(banco.url, cfg.clientes);
  // The last customer is the hot one (scenario "quente"); the others are drawn at random.
  const cpfQuente = cpfs[cpfs.length - 1]!;
  // Scenario "historico": a customer with 10,000 lots, and an ordinary one to compare with.
  const cpfHistorico = cpfs[cpfs.length - 2]!;
  const cpfComum = cpfs[cpfs.length - 3]!;
  const comuns = cpfs.slice(0, -3);
  const comSaldo = comuns.slice(0, Math.min(cfg.clientesComSaldo, comuns.length));
  const cpfDe = (lista: string[]) => lista[Math.floor(Math.random() * lista.length)]!;
  log(`${cfg.clientes} clientes criados (${decorrido()}).`);

  const porta = await portaLivre(cfg.portaInicial);
  await aguardarOutrosBuilds(log);
  const projeto = copiarBuild(pasta, build.buildId);
  if (cfg.perfilCpu) mkdirSync(path.join(cfg.pastaResultados, 'perfis'), { recursive: true });
  const servidor: Servidor = await iniciarServidor({
    projeto,
    url: banco.url,
    porta,
    pool: cfg.pool,
    arquivoLog: path.join(pasta, 'next-start.log'),
    perfilCpu: cfg.perfilCpu ? path.join(cfg.pastaResultados, 'perfis') : undefined,
    nivelLog: cfg.nivelLog,
    modo: cfg.servidor,
  });
  let servidorParado = false;
  const pararServidor = async () => {
    if (servidorParado) return;
    servidorParado = true;
    await servidor.parar();
  };
  limpezas.push({ nome: 'servidor', fn: pararServidor });
  log(
    `${cfg.servidor === 'servidor' ? 'scripts/servidor.ts' : 'next start'} em ${servidor.base} (pid ${servidor.pid}, DATABASE_POOL_SIZE=${cfg.pool}, LOG_LEVEL=${cfg.nivelLog}) (${decorrido()}).`,
  );

  const esperas: Record<string, number | null> = {};
  const esperarSossego = async (nome: string) => {
    if (!cfg.esperaSossego) return;
    const s = await aguardarSossego(cfg.esperaSossego);
    esperas[nome.split(' ')[0]!] = s;
    log(
      s === null
        ? `  (máquina ocupada por outros processos após ${cfg.esperaSossego} s de espera: seguindo assim mesmo)`
        : `  (máquina sossegada após ${s.toFixed(0)} s)`,
    );
  };
  const cabecalhos = { 'x-api-key': CHAVES_DEMO.producao.valor };
  const base = servidor.base;
  const admin = new pg.Client({ connectionString: cfg.urlServidor });
  admin.on('error', () => {});
  await admin.connect();
  limpezas.push({ nome: 'conexão admin', fn: () => admin.end().catch(() => {}) });

  // Balances: one sale of R$ 200-1,000 (R$ 10-50 of cashback) for each customer of `comSaldo`,
  // through the API, which also warms the server up; the hot customer gets R$ 50,000 in one lot.
  let proximo = 0;
  const saldos = await carga({
    base,
    conexoes: Math.min(cfg.conexoes, comSaldo.length), // autocannon refuses more connections than requests
    quantidade: comSaldo.length,
    cabecalhos,
    gerar: () => pedidoVenda(comSaldo[proximo++ % comSaldo.length]!, reais(20_000, 100_000), 'credito'),
  });
  const quente = await fetch(`${base}/api/v1/venda`, {
    method: 'POST',
    headers: { ...cabecalhos, 'content-type': 'application/json' },
    body: JSON.stringify(pedidoVenda(cpfQuente, 1_000_000).body),
  });
  if ((saldos.status['200'] ?? 0) !== comSaldo.length || quente.status !== 200) {
    throw new Error(
      `Créditos iniciais falharam: ${JSON.stringify(saldos.status)}, cliente quente ${quente.status}: ${await quente.text()}`,
    );
  }
  log(`Saldos: ${comSaldo.length} clientes com cashback, 1 cliente quente com R$ 50.000,00 (${decorrido()}).`);
  // Statistics of the tables the credits above filled, as autovacuum's ANALYZE gives a production
  // database. This machine's PostgreSQL runs with autovacuum off (its CI configuration), and the
  // server's connections plan the triggers' statements once, while those tables were nearly
  // empty: without this the whole run kept sequential scans of the running balance, planned on a
  // one-page table, and PostgreSQL spent 1.5-2× pgbench's CPU per sale (docs/benchmarks.md, "Plans
  // made on empty tables"). ANALYZE also invalidates the plans the sessions cached.
  await consultar(banco.url, 'ANALYZE');

  async function cenario(
    nome: string,
    gerar: () => Pedido,
    o: { duracao?: number; aquecimento?: number; servidor?: Servidor } = {},
  ): Promise<CenarioHttp & { aquecimentoResultado: ResultadoCarga | null; atividade: Atividade }> {
    const base = (o.servidor ?? servidor).base;
    const duracao = o.duracao ?? cfg.duracao;
    const aquecimento = o.aquecimento ?? cfg.aquecimento;
    await admin.query('CHECKPOINT'); // start each scenario with no dirty buffers pending
    log(`\n▶ ${nome}: ${aquecimento ? `${aquecimento} s de aquecimento + ` : ''}${duracao} s, ${cfg.conexoes} conexões`);
    await esperarSossego(nome);
    const aq = aquecimento ? await carga({ base, conexoes: cfg.conexoes, duracao: aquecimento, gerar, cabecalhos }) : null;
    const cpu = amostrarCpu((o.servidor ?? servidor).pid);
    const atv = await amostrarAtividade(banco.url, banco.nome);
    const r = await carga({ base, conexoes: cfg.conexoes, duracao, gerar, cabecalhos });
    const uso = cpu.parar();
    const atividade = await atv.parar();
    log(
      `  ${r.reqPorSegundo.toFixed(0)} req/s, p50 ${r.latencia.p50.toFixed(1)} ms, p99 ${r.latencia.p99.toFixed(1)} ms, ` +
        `status ${JSON.stringify(r.status)}${r.erros ? `, ${r.erros} erros` : ''}; CPU: next ${uso.servidor.toFixed(2)}, ` +
        `postgres ${uso.postgres.toFixed(2)}, gerador ${uso.gerador.toFixed(2)}, kernel ${uso.kernel.toFixed(2)}, outros ${uso.outros.toFixed(2)} de ${uso.nucleos} núcleos`,
    );
    return { ...r, cpu: uso, atividade, aquecimentoResultado: aq };
  }

  const cenarios: Record<string, (CenarioHttp & { aquecimentoResultado: ResultadoCarga | null; atividade: Atividade }) | undefined> = {};
  const verificacoes: Record<string, unknown> = {};
  const rodar = (nome: string) => cfg.cenarios.includes(nome);

  if (rodar('saude'))
    cenarios.saude = await cenario('saude (GET /api/saude)', () => ({ tipo: 'saude', method: 'GET', path: '/api/saude' }));

  if (rodar('vendas')) {
    const r = await cenario('vendas (POST /api/v1/venda)', () => pedidoVenda(cpfDe(comuns), reais(1_000, 50_000), 'vendaB'));
    // No lost and no double writes: every 200 has its row, and the rows without a 200 are at most
    // the requests still in flight when autocannon stopped (warm-up and measured run).
    const docs = [...r.documentos200, ...(r.aquecimentoResultado?.documentos200 ?? [])];
    const emVoo =
      r.enviadas - r.respostas + (r.aquecimentoResultado ? r.aquecimentoResultado.enviadas - r.aquecimentoResultado.respostas : 0);
    const [v] = await consultar<{ com200: string; total: string; duplicadas: string }>(
      banco.url,
      `SELECT count(*) FILTER (WHERE documento_externo = ANY($1::text[])) AS com200, count(*) AS total,
              count(*) - count(DISTINCT documento_externo) AS duplicadas
         FROM venda WHERE documento_externo LIKE $2`,
      [docs, `vendaB-${execucao}-%`],
    );
    const com200 = Number(v!.com200);
    const semResposta = Number(v!.total) - com200;
    const ok = com200 === docs.length && Number(v!.duplicadas) === 0 && semResposta <= Math.max(0, emVoo);
    verificacoes.vendas = {
      respostas200: docs.length,
      linhasComResposta200: com200,
      linhasSemResposta: semResposta,
      requisicoesEmVooAoParar: emVoo,
      duplicadas: Number(v!.duplicadas),
      ok,
    };
    if (!ok) falhaDeVerificacao = true;
    if (!ok)
      aviso(`vendas: ${docs.length} respostas 200, ${com200} com linha em venda, ${semResposta} linhas sem resposta (em voo: ${emVoo})`);
    else
      log(
        `  verificação: ${docs.length} respostas 200 = ${com200} vendas gravadas; ${semResposta} gravadas em voo ao parar (≤ ${emVoo}); nenhuma duplicada`,
      );
    cenarios.vendas = r;
  }

  if (rodar('aberto')) {
    // Open loop at half the maximum measured in this run (closed loop, `vendas`), or BENCH_OPEN_RATE.
    const taxa = cfg.taxaAberta || Math.max(1, Math.round((cenarios.vendas?.reqPorSegundo ?? 100) / 2));
    const gerar = () => pedidoVenda(cpfDe(comuns), reais(1_000, 50_000), 'vendaA');
    await admin.query('CHECKPOINT');
    log(
      `\n▶ aberto (POST /api/v1/venda em malha aberta): ${Math.min(cfg.aquecimento, 2)} s de aquecimento + ${cfg.duracao} s a ${taxa} vendas/s`,
    );
    await esperarSossego('aberto');
    if (cfg.aquecimento) await cargaAberta({ base, taxa, duracao: Math.min(cfg.aquecimento, 2), gerar, cabecalhos });
    const cpu = amostrarCpu(servidor.pid);
    const atv = await amostrarAtividade(banco.url, banco.nome);
    const r = await cargaAberta({ base, taxa, duracao: cfg.duracao, gerar, cabecalhos });
    const uso = cpu.parar();
    const atividade = await atv.parar();
    log(
      `  ${r.enviadas} enviadas, ${r.reqPorSegundo.toFixed(0)} resp/s, p50 ${r.latencia.p50.toFixed(1)} ms, p90 ${r.latencia.p90.toFixed(1)} ms, ` +
        `p99 ${r.latencia.p99.toFixed(1)} ms, máx ${r.latencia.max.toFixed(0)} ms, status ${JSON.stringify(r.status)}${r.erros ? `, ${r.erros} erros` : ''}; ` +
        `CPU: next ${uso.servidor.toFixed(2)}, postgres ${uso.postgres.toFixed(2)}, gerador ${uso.gerador.toFixed(2)}, outros ${uso.outros.toFixed(2)}`,
    );
    cenarios.aberto = { ...r, cpu: uso, atividade, aquecimentoResultado: null };
    // The trivial route at the same rate, open loop too: what of the p99 is the machine and the
    // framework (timer and scheduling delays, GC), not the sale.
    const cpuS = amostrarCpu(servidor.pid);
    const s = await cargaAberta({ base, taxa, duracao: cfg.duracao, gerar: () => ({ tipo: 'saude', method: 'GET', path: '/api/saude' }) });
    const usoS = cpuS.parar();
    log(
      `  rota trivial à mesma taxa: p50 ${s.latencia.p50.toFixed(1)} ms, p99 ${s.latencia.p99.toFixed(1)} ms, máx ${s.latencia.max.toFixed(0)} ms; ` +
        `CPU outros ${usoS.outros.toFixed(2)}`,
    );
    cenarios.abertoSaude = {
      ...s,
      cpu: usoS,
      aquecimentoResultado: null,
      atividade: await (await amostrarAtividade(banco.url, banco.nome)).parar(),
    };
  }

  if (rodar('misto')) {
    cenarios.misto = await cenario('misto (60 % venda, 25 % saldo, 15 % resgate)', () => {
      const x = Math.random();
      if (x < 0.6) return pedidoVenda(cpfDe(comuns), reais(1_000, 50_000));
      if (x < 0.85) return pedidoSaldo(cpfDe(comuns));
      return pedidoResgate(cpfDe(comSaldo), reais(500, 1_000));
    });
  }

  if (rodar('quente')) {
    const lotesAntes = await consultar<{ n: string }>(
      banco.url,
      `SELECT count(*) AS n FROM lote l JOIN cliente c ON c.id = l.cliente_id WHERE c.cpf = $1 AND l.status IN ('Pendente','Disponivel')`,
      [cpfQuente],
    );
    cenarios.quente = await cenario('quente (um cliente: venda, venda modelo 2, resgate)', () => {
      const x = Math.random();
      if (x < 0.5) return pedidoVenda(cpfQuente, reais(1_000, 20_000));
      if (x < 0.75) return pedidoVenda(cpfQuente, reais(2_000, 20_000), 'venda_modelo2', { usarCashbackDisponivel: true });
      return pedidoResgate(cpfQuente, reais(500, 1_000));
    });
    const final = await consultar<{ lotes: string; saldo: string }>(
      banco.url,
      `SELECT count(*) AS lotes, coalesce(sum(valor_disponivel) FILTER (WHERE tipo_beneficio = 'Cashback'), 0)::text AS saldo
         FROM lote l JOIN cliente c ON c.id = l.cliente_id WHERE c.cpf = $1 AND l.status IN ('Pendente','Disponivel')`,
      [cpfQuente],
    );
    // What the serialized part costs now: the debit's balance (Q_TOTAL_DEBITAVEL) and the lots that
    // cover R$ 10 locked (Q_LOTES_PARA_DEBITO), run by every model-2 sale and every redemption under
    // the customer's lock, for the hot customer and for an ordinary one.
    const lotesUsaveis = async (cpf: string) => {
      const c = new pg.Client({ connectionString: banco.url });
      await c.connect();
      try {
        const [{ id }] = (await c.query<{ id: string }>('SELECT id FROM cliente WHERE cpf = $1', [cpf])).rows as [{ id: string }];
        await c.query('BEGIN');
        type Plano = { 'QUERY PLAN': [{ 'Execution Time': number; Plan: { 'Actual Rows': number } }] };
        const base = [DEMO.tenant, id, 'Cashback', new Date(), []];
        const total = (await c.query<Plano>(`EXPLAIN (ANALYZE, FORMAT JSON) ${Q_TOTAL_DEBITAVEL_TEXTO}`, base)).rows[0]!['QUERY PLAN'][0];
        const plano = (
          await c.query<Plano>(`EXPLAIN (ANALYZE, FORMAT JSON) ${Q_LOTES_PARA_DEBITO_TEXTO}`, [
            ...base,
            null,
            null,
            LOTES_POR_PAGINA,
            '10.00',
          ])
        ).rows[0]!['QUERY PLAN'][0];
        await c.query('ROLLBACK');
        return { lotesTravados: plano.Plan['Actual Rows'], ms: total['Execution Time'] + plano['Execution Time'] };
      } finally {
        await c.end();
      }
    };
    const ps = cenarios.quente!.porSegundo.filter((n) => n > 0);
    const media = (l: number[]) => l.reduce((a, b) => a + b, 0) / Math.max(1, l.length);
    verificacoes.quente = {
      lotesAtivosAntes: Number(lotesAntes[0]!.n),
      lotesAtivosDepois: Number(final[0]!.lotes),
      saldoCashbackDepois: final[0]!.saldo,
      reqPorSegundoPrimeiros3s: media(ps.slice(0, 3)),
      reqPorSegundoUltimos3s: media(ps.slice(-3)),
      qLotesDebitaveisClienteQuente: await lotesUsaveis(cpfQuente),
      qLotesDebitaveisClienteComum: await lotesUsaveis(comSaldo[0]!),
    };
    const vq = verificacoes.quente as {
      qLotesDebitaveisClienteQuente: { lotesTravados: number; ms: number };
      qLotesDebitaveisClienteComum: { lotesTravados: number; ms: number };
    };
    log(
      `  cliente quente: ${lotesAntes[0]!.n} → ${final[0]!.lotes} lotes ativos, saldo de cashback R$ ${final[0]!.saldo}; ` +
        `req/s ${media(ps.slice(0, 3)).toFixed(0)} nos 3 primeiros segundos, ${media(ps.slice(-3)).toFixed(0)} nos 3 últimos`,
    );
    log(
      `  débito (Q_TOTAL_DEBITAVEL + Q_LOTES_PARA_DEBITO de R$ 10) agora: cliente quente ${vq.qLotesDebitaveisClienteQuente.lotesTravados} lotes travados em ` +
        `${vq.qLotesDebitaveisClienteQuente.ms.toFixed(2)} ms; cliente comum ${vq.qLotesDebitaveisClienteComum.lotesTravados} em ${vq.qLotesDebitaveisClienteComum.ms.toFixed(2)} ms`,
    );
  }

  if (rodar('historico')) {
    // Both customers get one sale through the API (a R$ 50,00 cashback lot); the first then gets
    // BENCH_HISTORY_LOTS more lots of R$ 5,00 (a sale's usual cashback) written straight to the database (oldest first, all
    // still available: the worst case, every one of them open). Same load for both, one after the other.
    for (const cpf of [cpfHistorico, cpfComum]) {
      const r = await fetch(`${base}/api/v1/venda`, {
        method: 'POST',
        headers: { ...cabecalhos, 'content-type': 'application/json' },
        body: JSON.stringify(pedidoVenda(cpf, 1_000).body),
      });
      if (r.status !== 200) throw new Error(`historico: venda inicial ${r.status}: ${await r.text()}`);
    }
    await consultar(
      banco.url,
      `INSERT INTO lote (tenant_id, cliente_id, loja_id, campanha_id, movimentacao_id, tipo_beneficio, valor_original, valor_disponivel, status, criado_em)
       SELECT l.tenant_id, l.cliente_id, l.loja_id, l.campanha_id, gen_random_uuid(), 'Cashback', 5.00, 5.00, 'Disponivel',
              now() - make_interval(secs => $2 - g)
         FROM lote l JOIN cliente c ON c.id = l.cliente_id, generate_series(1, $2::int) g
        WHERE c.cpf = $1 AND l.tipo_beneficio = 'Cashback'`,
      [cpfHistorico, cfg.lotesHistorico],
    );
    await consultar(banco.url, 'ANALYZE lote');
    const mix = (cpf: string) => () =>
      Math.random() < 0.75
        ? pedidoVenda(cpf, reais(1_000, 20_000), 'venda')
        : pedidoVenda(cpf, reais(2_000, 20_000), 'venda_modelo2', { usarCashbackDisponivel: true });
    const umCliente = async (nome: string, cpf: string) => {
      await admin.query('CHECKPOINT');
      log(`\n▶ ${nome}: ${cfg.aquecimento} s de aquecimento + ${cfg.duracao} s, ${cfg.conexoesHistorico} conexões`);
      await esperarSossego(nome);
      if (cfg.aquecimento) await carga({ base, conexoes: cfg.conexoesHistorico, duracao: cfg.aquecimento, gerar: mix(cpf), cabecalhos });
      const cpu = amostrarCpu(servidor.pid);
      const atv = await amostrarAtividade(banco.url, banco.nome);
      const r = await carga({ base, conexoes: cfg.conexoesHistorico, duracao: cfg.duracao, gerar: mix(cpf), cabecalhos });
      const uso = cpu.parar();
      const atividade = await atv.parar();
      const v = r.tipos.venda;
      log(
        `  ${r.reqPorSegundo.toFixed(0)} req/s; venda p50 ${v?.latencia.p50.toFixed(2)} ms, p99 ${v?.latencia.p99.toFixed(1)} ms; ` +
          `status ${JSON.stringify(r.status)}; CPU: next ${uso.servidor.toFixed(2)}, postgres ${uso.postgres.toFixed(2)}, outros ${uso.outros.toFixed(2)}`,
      );
      return { ...r, cpu: uso, atividade, aquecimentoResultado: null };
    };
    cenarios.historico = await umCliente(`historico (cliente com ${cfg.lotesHistorico} lotes: venda e venda modelo 2)`, cpfHistorico);
    cenarios.historicoComum = await umCliente('historicoComum (cliente comum, mesma carga)', cpfComum);
    const lotes = await consultar<{ cpf: string; ativos: string; total: string }>(
      banco.url,
      `SELECT c.cpf, count(*) FILTER (WHERE l.status IN ('Pendente','Disponivel')) AS ativos, count(*) AS total
         FROM lote l JOIN cliente c ON c.id = l.cliente_id WHERE c.cpf = ANY($1::text[]) GROUP BY c.cpf`,
      [[cpfHistorico, cpfComum]],
    );
    verificacoes.historico = Object.fromEntries(lotes.map((l) => [l.cpf === cpfHistorico ? 'historico' : 'comum', l]));
  }

  if (rodar('proxy')) {
    cenarios.proxy = await cenario(
      cfg.servidor === 'servidor'
        ? 'proxy (GET /API/Saude, caminho em minúsculas por scripts/servidor.ts; proxy.ts só roda com BENCH_SERVER=next-start)'
        : 'proxy (GET /API/Saude, reescrita pelo proxy.ts)',
      () => ({ tipo: 'proxy', method: 'GET', path: '/API/Saude' }),
      { duracao: cfg.duracaoProxy, aquecimento: Math.min(cfg.aquecimento, 2) },
    );
  }
  verificacoes.proxy = matchersDoProxy(projeto, [
    '/api/saude',
    '/api/v1/venda',
    '/api/v1/resgate',
    '/api/v1/resgate/saldo?cnpjLoja=X',
    '/API/Saude',
  ]);

  // The server's own complaints during the run (LOG_LEVEL=warn: warnings and errors only).
  const linhasServidor = servidor.linhasDeLog();
  const errosServidor = linhasServidor.filter((l) => /"level":"(error|warn)"/.test(l));
  verificacoes.logDoServidor = { linhas: linhasServidor.length, avisosEErros: errosServidor.length, exemplos: errosServidor.slice(0, 5) };
  if (errosServidor.length) aviso(`o servidor registrou ${errosServidor.length} avisos/erros (exemplos no JSON)`);
  await pararServidor();
  if (cfg.perfilCpu) {
    const dir = path.join(cfg.pastaResultados, 'perfis');
    const perfis = readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => ({ f: path.join(dir, f), t: statSync(path.join(dir, f)).mtimeMs, tamanho: statSync(path.join(dir, f)).size }))
      .filter((x) => x.t >= inicioGeral)
      .sort((a, b) => b.tamanho - a.tamanho);
    if (perfis[0]) {
      const r = resumirPerfil(perfis[0].f, { funcoes: 15 });
      verificacoes.perfilCpu = { arquivo: path.relative(raiz, perfis[0].f), ...r };
      log(`
Perfil de CPU do servidor: ${path.relative(raiz, perfis[0].f)} (tsx scripts/bench/perfil.ts <arquivo> para o detalhe)`);
      log(`  ${r.cpuSegundos.toFixed(1)} s de CPU do JS (+ ${r.writevSegundos.toFixed(1)} s em writev); tempo próprio por origem:`);
      for (const x of r.porOrigem.slice(0, 15)) log(`  ${x.parcela.toFixed(1).padStart(5)} %  ${x.nome}`);
    } else aviso('BENCH_CPU_PROF=1, mas o servidor não gravou perfil de CPU');
  }

  // Several processes on this machine (scripts/servidor.ts, WEB_CONCURRENCY): the same two
  // scenarios for each N, one server after the other, each with its own pool of cfg.pool.
  if (rodar('processos')) {
    const porN: Record<string, { saude: number; vendas: number; vendasP99: number; cpuServidor: number; outros: number }> = {};
    for (const n of cfg.processos) {
      const s = await iniciarServidor({
        projeto,
        url: banco.url,
        porta: await portaLivre(porta + 1),
        pool: cfg.pool,
        arquivoLog: path.join(pasta, `servidor-${n}-processos.log`),
        nivelLog: cfg.nivelLog,
        modo: 'servidor',
        processos: n,
      });
      try {
        log(`\nscripts/servidor.ts com WEB_CONCURRENCY=${n} em ${s.base} (pid ${s.pid})`);
        const saude = await cenario(`saude, ${n} processo(s)`, () => ({ tipo: 'saude', method: 'GET', path: '/api/saude' }), {
          servidor: s,
        });
        const vendas = await cenario(`vendas, ${n} processo(s)`, () => pedidoVenda(cpfDe(comuns), reais(1_000, 50_000), `vendaP${n}`), {
          servidor: s,
        });
        porN[n] = {
          saude: saude.reqPorSegundo,
          vendas: vendas.reqPorSegundo,
          vendasP99: vendas.latencia.p99,
          cpuServidor: vendas.cpu.servidor,
          outros: Math.max(saude.cpu.outros, vendas.cpu.outros),
        };
        const naoOk = Object.keys(vendas.status).filter((k) => k !== '200');
        if (naoOk.length) aviso(`processos=${n}: vendas com status ${JSON.stringify(vendas.status)}`);
      } finally {
        await s.parar();
      }
    }
    const um = porN[cfg.processos[0]!]!;
    const linhas = Object.entries(porN).map(
      ([n, x]) =>
        `  ${n.padStart(2)} processo(s): saude ${x.saude.toFixed(0)} req/s, vendas ${x.vendas.toFixed(0)}/s (p99 ${x.vendasP99.toFixed(0)} ms, ` +
        `CPU do servidor ${x.cpuServidor.toFixed(2)} núcleos, outros ${x.outros.toFixed(2)}); vendas/saude ${(x.vendas / x.saude).toFixed(2)}; ` +
        `vendas ÷ vendas com ${cfg.processos[0]} processo(s): ${(x.vendas / um.vendas).toFixed(2)}`,
    );
    log(`\nProcessos (WEB_CONCURRENCY):\n${linhas.join('\n')}`);
    verificacoes.processos = Object.fromEntries(
      Object.entries(porN).map(([n, x]) => [n, { ...x, razaoVendasSaude: x.vendas / x.saude, razaoVendasSobreBase: x.vendas / um.vendas }]),
    );
  }

  let pgbench: (ResultadoPgbench & { cpu: ReturnType<ReturnType<typeof amostrarCpu>['parar']>; atividade: Atividade }) | undefined;
  if (rodar('pgbench')) {
    const d = await datasDeExpiracao(banco.url);
    const k: ConstantesPgbench = {
      tenant: DEMO.tenant,
      cnpj: DEMO.cnpj,
      campanhaCashback: DEMO.campanhaCashback.id,
      campanhaPontos: DEMO.campanhaPontos.id,
      nomeCashback: DEMO.campanhaCashback.nome,
      nomePontos: DEMO.campanhaPontos.nome,
      expiraCashbackData: d.dcb,
      expiraCashbackEm: d.ecb,
      expiraPontosData: d.dpt,
      expiraPontosEm: d.ept,
      clientes: cfg.clientes - 1, // not the hot customer
    };
    const script = escreverScript(pasta, k);
    const comum = { url: banco.url, pasta, script, constantes: k, clientes: cfg.pgbenchClientes, threads: cfg.pgbenchThreads };
    await admin.query('CHECKPOINT');
    log(
      `\n▶ pgbench: ${cfg.aquecimento ? `${cfg.aquecimento} s de aquecimento + ` : ''}${cfg.duracao} s, ${cfg.pgbenchClientes} clientes, -j ${cfg.pgbenchThreads}`,
    );
    await esperarSossego('pgbench');
    if (cfg.aquecimento) await rodarPgbench({ ...comum, duracao: cfg.aquecimento, medir: false });
    const antes = await consultar<{ n: string }>(banco.url, `SELECT count(*) AS n FROM venda WHERE documento_externo LIKE 'pgb-%'`);
    const cpu = amostrarCpu(undefined);
    const atv = await amostrarAtividade(banco.url, banco.nome);
    const r = await rodarPgbench({ ...comum, duracao: cfg.duracao, medir: true });
    const uso = cpu.parar();
    const atividade = await atv.parar();
    const depois = await consultar<{ n: string }>(banco.url, `SELECT count(*) AS n FROM venda WHERE documento_externo LIKE 'pgb-%'`);
    const novas = Number(depois[0]!.n) - Number(antes[0]!.n);
    verificacoes.pgbench = { transacoes: r.transacoes, linhasNovasEmVenda: novas, iguais: novas === r.transacoes };
    if (novas !== r.transacoes) falhaDeVerificacao = true;
    if (novas !== r.transacoes) aviso(`pgbench: ${r.transacoes} transações mas ${novas} linhas novas em venda`);
    pgbench = { ...r, cpu: uso, atividade };
    log(
      `  ${r.tps.toFixed(0)} tps, p50 ${r.latencia.p50.toFixed(1)} ms, p99 ${r.latencia.p99.toFixed(1)} ms; ` +
        `CPU: postgres ${uso.postgres.toFixed(2)}, pgbench ${uso.pgbench.toFixed(2)}, outros ${uso.outros.toFixed(2)}`,
    );
    for (const i of r.porInstrucao.filter((x) => x.ms >= 0.01)) log(`    ${i.ms.toFixed(3)} ms  ${i.comando}`);
  }

  // --- Summary ---------------------------------------------------------------------------------
  const razoes = calcularRazoes(cenarios, pgbench);
  log(`\n${tabelaResultados(cenarios, pgbench)}\n`);
  const perturbados = [...Object.entries(cenarios).map(([k, c]) => [k, c?.cpu.outros] as const), ['pgbench', pgbench?.cpu.outros] as const]
    .filter(([, o]) => o !== undefined && o > RUIDO_NUCLEOS)
    .map(([k, o]) => `${k} (${o!.toFixed(2)})`);
  if (perturbados.length) {
    avisos.push(
      `outros processos da máquina usaram mais de ${RUIDO_NUCLEOS} núcleo durante: ${perturbados.join(', ')}; esses números estão perturbados (" !" na tabela)`,
    );
  }
  log(textoRazoes(razoes));
  for (const a of avisos) log(`AVISO: ${a}`);

  const quando = new Date();
  const resultado = {
    quando: quando.toISOString(),
    duracaoTotalSegundos: (Date.now() - inicioGeral) / 1000,
    maquina: await maquina(admin),
    config: { ...cfg, urlServidor: undefined },
    build: { ...build, commit: commitAtual() },
    avisos,
    razoes,
    resumo: resumo(cenarios, pgbench, razoes),
    verificacoes,
    esperasPorSossego: esperas,
    creditosIniciais: { respostas: saldos.respostas, reqPorSegundo: saldos.reqPorSegundo, status: saldos.status },
    cenarios: Object.fromEntries(
      Object.entries(cenarios).map(([k, c]) => [
        k,
        c && {
          ...c,
          documentos200: undefined,
          aquecimentoResultado: c.aquecimentoResultado && { ...c.aquecimentoResultado, documentos200: undefined },
        },
      ]),
    ),
    pgbench,
    scriptPgbench: pgbench ? readFileSync(path.join(pasta, 'venda.pgbench.sql'), 'utf8') : undefined,
  };
  mkdirSync(cfg.pastaResultados, { recursive: true });
  const arquivo = path.join(cfg.pastaResultados, `${quando.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(arquivo, JSON.stringify(resultado, null, 2));
  log(`\nResultados: ${path.relative(raiz, arquivo)}  (${decorrido()} no total)`);
  if (falhaDeVerificacao) {
    console.error('Verificação de escrita falhou (vendas perdidas ou duplicadas): veja os avisos acima.');
    process.exitCode = 2;
  }
}

function commitAtual(): string | null {
  // Read-only: which commit the tree (and so, most likely, the build) was at.
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: raiz, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

async function maquina(admin: pg.Client) {
  const cpu = os.cpus();
  const q = async (s: string) => (await admin.query<{ v: string }>(`SELECT current_setting('${s}') AS v`)).rows[0]!.v;
  return {
    cpu: cpu[0]?.model,
    nucleos: cpu.length,
    memoriaGiB: Math.round(os.totalmem() / 2 ** 30),
    carga1min: os.loadavg()[0],
    node: process.version,
    postgres: await q('server_version'),
    postgresConfig: {
      shared_buffers: await q('shared_buffers'),
      synchronous_commit: await q('synchronous_commit'),
      fsync: await q('fsync'),
      max_connections: await q('max_connections'),
      wal_level: await q('wal_level'),
    },
  };
}

principal()
  .then(() => limpar())
  .then(() => process.exit(process.exitCode ?? 0))
  .catch(async (e) => {
    if (!interrompido) console.error('\nFalha no benchmark:', e instanceof Error ? (e.stack ?? e.message) : e);
    await limpar();
    process.exit(1);
  });

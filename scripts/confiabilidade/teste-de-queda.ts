// The crash test (issue 8, §5): the production build, served by scripts/servidor.ts on a fresh
// database of its own, is killed with SIGKILL (the whole process group, no chance to clean up)
// while concurrent cashiers send sales, model-2 sales, redemptions and cancellations, each with a
// documentoExterno. It is restarted, and every request left without an answer is sent again with
// the same documentoExterno and the same body until it is answered, as a PDV queueing its sales
// would (spec "Retry guidance"). Then, with SQL on the database:
// - every request answered 200 is recorded exactly once, with the amounts it answered, and a
//   resent one answered the original result; nothing is recorded twice, nothing without a request;
// - a request answered with an error recorded nothing;
// - the ledger holds: per customer and benefit type, movements summed with their sign equal what
//   the open lots hold, and no lot or balance is negative.
//
// `npm run confiabilidade:queda` (scripts/confiabilidade/queda.ts) runs the full version (more
// kills, more load) and prints its figures; e2e/queda.spec.ts runs a CI-sized one in the
// Playwright stage of `npm test`, which builds first. Needs a production build (NEXT_DIST_DIR
// honoured), PostgreSQL and Redis. No import.meta here: Playwright loads this file as CommonJS.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { aplicarMigracoes } from '../lib/schema-engine';
import { apagarBancoTemporario, criarBancoTemporario } from '../lib/banco-temporario';
import { raiz } from '../lib/raiz';
import { semearDemo } from '../../prisma/seed';
import { CHAVES_DEMO, LOJAS_DEMO, TENANT_DEMO } from '../../prisma/demo';
import { cpfAleatorio } from '../../lib/documentos/gerar';
import { sqlLivroRazao } from '../../lib/testing/confiabilidade/sinais';

export type OpcoesQueda = {
  porta: number;
  /** How many times the server is killed. */
  quedas: number;
  /** Load between two kills (ms; each interval drawn between half and 1.5 times this). */
  cargaMs: number;
  /** Cashiers sending at the same time. */
  concorrencia: number;
  /** Customers the cashiers share (fewer customers, more contention on each). */
  clientes: number;
  log?: (linha: string) => void;
};

export type RelatorioQueda = {
  pedidos: number;
  envios: number;
  quedas: number;
  /** Sends of a request after its first (its answer was lost with the server). */
  reenvios: number;
  /** Resent requests that had been recorded before the kill: answered with the original result. */
  recuperados: number;
  respostas: Record<string, Record<string, number>>;
  duracaoS: number;
  violacoes: string[];
};

type Tipo = 'venda' | 'venda modelo 2' | 'resgate' | 'cancelamento';

type Pedido = {
  tipo: Tipo;
  caminho: string;
  corpo: Record<string, unknown>;
  envios: number;
  status?: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of four routes, checked against the database afterwards
  resposta?: { sucesso: boolean; dados: any; mensagem: string | null; erros: string[] };
};

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- The server --------------------------------------------------------------------------------

class Servidor {
  private proc: ChildProcess | null = null;
  private readonly saida: string[] = [];

  constructor(
    private readonly porta: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  async iniciar() {
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join(raiz, 'scripts', 'servidor.ts')], {
      cwd: raiz,
      env: { ...this.env, PORT: String(this.porta) },
      // Its own process group, so a kill takes Next.js and anything it started with it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const guardar = (d: Buffer) => {
      this.saida.push(String(d));
      if (this.saida.length > 200) this.saida.shift();
    };
    proc.stdout?.on('data', guardar);
    proc.stderr?.on('data', guardar);
    this.proc = proc;
    const limite = Date.now() + 60_000;
    while (Date.now() < limite) {
      if (proc.exitCode !== null) break;
      try {
        if ((await fetch(`http://127.0.0.1:${this.porta}/api/saude`)).status === 200) return;
      } catch {
        /* not up yet */
      }
      await esperar(100);
    }
    throw new Error(`o servidor não subiu na porta ${this.porta}:\n${this.saida.join('')}`);
  }

  private async sinal(s: NodeJS.Signals, limiteMs: number) {
    const proc = this.proc;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const saiu = new Promise((r) => proc.once('exit', r));
    try {
      process.kill(-proc.pid!, s);
    } catch {
      return;
    }
    await Promise.race([saiu, esperar(limiteMs)]);
  }

  /** kill -9: no shutdown hook runs, open transactions die with their connections. */
  async matar() {
    await this.sinal('SIGKILL', 10_000);
  }

  async parar() {
    await this.sinal('SIGTERM', 5_000);
    await this.sinal('SIGKILL', 5_000);
  }

  ultimasLinhas() {
    return this.saida.join('').slice(-4000);
  }
}

// --- The run -------------------------------------------------------------------------------------

export async function executarQueda(o: OpcoesQueda): Promise<RelatorioQueda> {
  const log = o.log ?? (() => {});
  const inicio = Date.now();
  // Named like the integration databases, so lib/testing/global-setup.ts drops it if a run is killed.
  const banco = `fid_test_${Date.now().toString(36)}_queda${randomBytes(3).toString('hex')}`;
  const url = await criarBancoTemporario(banco);
  const servidor = new Servidor(o.porta, {
    ...process.env,
    DATABASE_URL: url,
    DATABASE_POOL_SIZE: '10',
    CRON_SECRET: 'segredo-do-cron-da-queda-0123456789',
    AUTH_SECRET: 'segredo-de-autenticacao-da-queda-0123456789abcdef',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
  });
  const db = new pg.Client({ connectionString: url });
  try {
    await aplicarMigracoes(url);
    await semearDemo(url);
    await db.connect();
    await servidor.iniciar();
    log(`servidor no ar na porta ${o.porta}; banco ${banco}`);
    const pedidos = await carga(o, servidor, log);
    const violacoes = await verificar(db, pedidos);
    const respostas: RelatorioQueda['respostas'] = {};
    for (const p of pedidos) {
      const porStatus = (respostas[p.tipo] ??= {});
      const chave = p.status === 200 && p.resposta?.mensagem?.includes('já') ? '200 repetição' : String(p.status);
      porStatus[chave] = (porStatus[chave] ?? 0) + 1;
    }
    return {
      pedidos: pedidos.length,
      envios: pedidos.reduce((s, p) => s + p.envios, 0),
      quedas: o.quedas,
      reenvios: pedidos.reduce((s, p) => s + p.envios - 1, 0),
      recuperados: pedidos.filter((p) => p.envios > 1 && p.status === 200 && p.resposta?.mensagem?.includes('já')).length,
      respostas,
      duracaoS: Math.round((Date.now() - inicio) / 100) / 10,
      violacoes,
    };
  } catch (e) {
    (e as Error).message += `\núltimas linhas do servidor:\n${servidor.ultimasLinhas()}`;
    throw e;
  } finally {
    await servidor.parar();
    await db.end().catch(() => {});
    await apagarBancoTemporario(banco);
  }
}

async function carga(o: OpcoesQueda, servidor: Servidor, log: (s: string) => void): Promise<Pedido[]> {
  const enderecoBase = `http://127.0.0.1:${o.porta}`;
  const cpfs = Array.from({ length: o.clientes }, () => cpfAleatorio());
  const pedidos: Pedido[] = [];
  const vendasRespondidas: Pedido[] = [];
  const canceladas = new Set<string>();
  let noAr = true;
  let parar = false;
  let sequencia = 0;
  const execucao = randomBytes(3).toString('hex');

  const novoPedido = (): Pedido => {
    const doc = `Q${execucao}-${++sequencia}`;
    const cpfCliente = cpfs[randomInt(cpfs.length)]!;
    const sorteio = randomInt(100);
    // A cancellation of a sale answered 200 and not cancelled yet, by its documentoExterno.
    const alvo = sorteio < 20 ? vendasRespondidas.filter((v) => !canceladas.has(v.corpo.documentoExterno as string)) : [];
    if (alvo.length) {
      const v = alvo[randomInt(alvo.length)]!;
      canceladas.add(v.corpo.documentoExterno as string);
      return {
        tipo: 'cancelamento',
        caminho: '/api/v1/venda/cancelar',
        corpo: { cnpjLoja: v.corpo.cnpjLoja, documentoExterno: v.corpo.documentoExterno, motivo: 'Teste de queda' },
        envios: 0,
      };
    }
    if (sorteio < 40) {
      const pontos = randomInt(4) === 0;
      return {
        tipo: 'resgate',
        caminho: '/api/v1/resgate',
        corpo: {
          cnpjLoja: LOJAS_DEMO.centro.cnpj,
          cpfCliente,
          tipoBeneficio: pontos ? 'Pontos' : 'Cashback',
          ...(pontos ? { pontosResgate: 100 + randomInt(100) } : { valorResgate: (500 + randomInt(1000)) / 100 }),
          documentoExterno: doc,
        },
        envios: 0,
      };
    }
    // Centro: immediate cashback (models 2 and 3) and points; Shopping: cashback released after 7 days.
    const modelo2 = sorteio < 65;
    const loja = !modelo2 && randomInt(4) === 0 ? LOJAS_DEMO.shopping : LOJAS_DEMO.centro;
    return {
      tipo: modelo2 ? 'venda modelo 2' : 'venda',
      caminho: '/api/v1/venda',
      corpo: {
        cnpjLoja: loja.cnpj,
        cpfCliente,
        valorVenda: (1000 + randomInt(30_000)) / 100, // whole centavos: 2 decimals exactly
        documentoExterno: doc,
        ...(modelo2 ? { usarCashbackDisponivel: true } : {}),
      },
      envios: 0,
    };
  };

  /**
   * Sends until answered: a lost connection (the server died) or a 5xx is sent again, unchanged.
   * Bounded, so that a server that never answers fails the run instead of hanging it.
   */
  const enviar = async (p: Pedido) => {
    const limite = Date.now() + 120_000;
    while (Date.now() < limite) {
      while (!noAr) await esperar(20);
      p.envios++;
      try {
        const r = await fetch(`${enderecoBase}${p.caminho}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': CHAVES_DEMO.producao.valor },
          body: JSON.stringify(p.corpo),
          signal: AbortSignal.timeout(15_000),
        });
        const texto = await r.text();
        p.status = r.status;
        p.resposta = JSON.parse(texto);
        if (r.status < 500) return;
      } catch {
        /* no answer: the server is down (or went down with this request) */
      }
      await esperar(50);
    }
  };

  const caixa = async () => {
    while (!parar) {
      const p = novoPedido();
      pedidos.push(p);
      await enviar(p);
      if (p.tipo.startsWith('venda') && p.status === 200) vendasRespondidas.push(p);
    }
  };

  const caixas = Array.from({ length: o.concorrencia }, caixa);
  for (let q = 1; q <= o.quedas; q++) {
    await esperar(Math.round(o.cargaMs * (0.5 + Math.random())));
    noAr = false;
    await servidor.matar();
    log(
      `queda ${q}/${o.quedas}: kill -9 com ${pedidos.filter((p) => p.status === undefined).length} pedido(s) sem resposta; ${pedidos.length} pedidos até aqui`,
    );
    await servidor.iniciar();
    noAr = true;
  }
  await esperar(o.cargaMs);
  parar = true;
  await Promise.all(caixas);
  log(`carga encerrada: ${pedidos.length} pedidos, ${pedidos.reduce((s, p) => s + p.envios - 1, 0)} reenvios`);
  return pedidos;
}

// --- What must hold ------------------------------------------------------------------------------

const dinheiro = (n: unknown) => Number(n).toFixed(2);

/**
 * A write answered 200 must be recorded, and one answered otherwise must not (`o`: the ending of
 * the words for a `venda` or a `resgate`). True when it was answered 200 and recorded: its figures
 * are checked next.
 */
function respondidoEGravado<T extends { id: string }>(
  v: string[],
  quem: string,
  status: number,
  x: T | undefined,
  o: 'a' | 'o',
  nenhum: string,
): x is T {
  if (status !== 200) {
    if (x) v.push(`${quem}: respondid${o} ${status} mas gravad${o} (${x.id})`);
    return false;
  }
  if (!x) v.push(`${quem}: respondid${o} 200 e perdid${o} (${nenhum})`);
  return !!x;
}

async function verificar(db: pg.Client, pedidos: Pedido[]): Promise<string[]> {
  const v: string[] = [];
  const tenant = TENANT_DEMO.id;
  const { rows: vendas } = await db.query(
    `SELECT v.id, v.documento_externo, v.status::text, v.valor_venda::text, v.cashback_usado::text, v.valor_final::text,
            v.cashback_creditado::text, v.pontos_creditados::text,
            (SELECT count(*)::int FROM movimentacao m WHERE m.venda_id = v.id AND m.tipo::text LIKE 'Credito%') AS creditos,
            (SELECT count(*)::int FROM movimentacao m WHERE m.venda_id = v.id AND m.tipo = 'UsoCashbackVenda') AS usos,
            (SELECT count(*)::int FROM movimentacao m WHERE m.venda_id = v.id AND m.tipo::text LIKE 'Cancelamento%') AS cancelamentos,
            (SELECT count(*)::int FROM lote l WHERE l.venda_id = v.id) AS lotes
       FROM venda v WHERE v.tenant_id = $1`,
    [tenant],
  );
  const { rows: resgates } = await db.query(
    `SELECT r.id, r.documento_externo, r.valor::text, r.tipo_beneficio::text,
            (SELECT count(*)::int FROM movimentacao m WHERE m.resgate_id = r.id) AS movimentos
       FROM resgate r WHERE r.tenant_id = $1`,
    [tenant],
  );
  const vendaPorDoc = new Map(vendas.map((x) => [x.documento_externo as string, x]));
  const resgatePorDoc = new Map(resgates.map((x) => [x.documento_externo as string, x]));
  const docsEnviados = new Set(pedidos.filter((p) => p.tipo !== 'cancelamento').map((p) => p.corpo.documentoExterno as string));

  for (const x of vendas)
    if (!docsEnviados.has(x.documento_externo)) v.push(`venda ${x.id} gravada sem pedido (documento ${x.documento_externo})`);
  for (const x of resgates)
    if (!docsEnviados.has(x.documento_externo)) v.push(`resgate ${x.id} gravado sem pedido (documento ${x.documento_externo})`);

  for (const p of pedidos) {
    const doc = p.corpo.documentoExterno as string;
    const d = p.resposta?.dados;
    const quem = `${p.tipo} ${doc} (${p.envios} envio(s), ${p.status})`;
    if (p.status === undefined || p.status >= 500) {
      v.push(`${quem}: ficou sem resposta`);
      continue;
    }
    if (p.tipo === 'venda' || p.tipo === 'venda modelo 2') {
      const x = vendaPorDoc.get(doc);
      if (!respondidoEGravado(v, quem, p.status, x, 'a', 'nenhuma venda gravada')) continue;
      if (x.id !== d.vendaId) v.push(`${quem}: respondeu vendaId ${d.vendaId}, gravada ${x.id}`);
      const gravado = [x.valor_venda, x.cashback_usado, x.valor_final, x.cashback_creditado, x.pontos_creditados].map(dinheiro);
      const respondido = [d.valorVenda, d.cashbackUsado, d.valorFinal, d.cashbackCreditado, d.pontosCreditados].map(dinheiro);
      if (gravado.join() !== respondido.join()) v.push(`${quem}: respondeu ${respondido.join('/')}, gravou ${gravado.join('/')}`);
      if (x.creditos !== d.beneficiosAplicados.length)
        v.push(`${quem}: ${x.creditos} movimento(s) de crédito para ${d.beneficiosAplicados.length} benefício(s)`);
      if (x.usos !== (Number(d.cashbackUsado) > 0 ? 1 : 0))
        v.push(`${quem}: ${x.usos} movimento(s) de uso de saldo, cashbackUsado ${d.cashbackUsado}`);
      const comValor = d.beneficiosAplicados.filter(
        (b: { cashbackCreditado: number; pontosCreditados: number }) => b.cashbackCreditado > 0 || b.pontosCreditados > 0,
      ).length;
      if (x.lotes !== comValor) v.push(`${quem}: ${x.lotes} lote(s) para ${comValor} benefício(s) com valor`);
      if (p.envios === 1 && p.resposta?.mensagem?.includes('já')) v.push(`${quem}: primeiro envio respondido como repetição`);
    } else if (p.tipo === 'resgate') {
      const x = resgatePorDoc.get(doc);
      if (!respondidoEGravado(v, quem, p.status, x, 'o', 'nenhum resgate gravado')) continue;
      const respondido = dinheiro(p.corpo.tipoBeneficio === 'Pontos' ? d.pontosResgatados : d.cashbackResgatado);
      if (dinheiro(x.valor) !== respondido) v.push(`${quem}: respondeu ${respondido}, gravou ${x.valor}`);
      if (x.movimentos !== 1) v.push(`${quem}: ${x.movimentos} movimentos do resgate`);
    } else {
      const x = vendaPorDoc.get(doc);
      if (!x) {
        v.push(`${quem}: cancelamento de uma venda que não está gravada`);
        continue;
      }
      if (p.status === 200) {
        if (x.status !== 'Cancelada') v.push(`${quem}: respondido 200, venda ${x.status}`);
        if (x.cancelamentos !== x.lotes) v.push(`${quem}: ${x.cancelamentos} movimento(s) de cancelamento para ${x.lotes} lote(s)`);
      } else if (x.status !== 'Registrada' || x.cancelamentos !== 0) {
        v.push(`${quem}: respondido ${p.status} mas a venda está ${x.status} com ${x.cancelamentos} movimento(s) de cancelamento`);
      }
    }
  }

  const { rows: livro } = await db.query(sqlLivroRazao(), [tenant, new Date()]);
  for (const l of livro) {
    const quem = `cliente ${l.cliente_id} ${l.tipo}`;
    if (l.sem_sinal) v.push(`${quem}: movimentos sem sinal conhecido: ${l.sem_sinal}`);
    if (l.liquido !== l.abertos) v.push(`${quem}: movimentos somam ${l.liquido}, lotes abertos ${l.abertos}`);
    if (Number(l.efetivo) < 0 || Number(l.abertos) < 0) v.push(`${quem}: saldo negativo (${l.efetivo})`);
    if (l.lote_fora_da_faixa) v.push(`${quem}: lote com valor disponível fora de 0..original`);
  }
  return v;
}

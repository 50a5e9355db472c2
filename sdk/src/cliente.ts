// criarClientePdv: the PDV's client of the loyalty API (docs/integracao-pdv.md).
//
// Offline rules (spec "Errors", retry guidance: "a PDV should not block the cashier on failure;
// unregistered sales should be queued locally"):
// - every sale carries a documentoExterno (generated when the PDV gave none) from its first
//   attempt, so any resend is idempotent (spec POST /api/v1/venda, rule 8);
// - with `fila`, a sale or a cancellation that cannot reach the service (network error, timeout,
//   5xx, 429, an answer without the service's envelope: a proxy, firewall or portal in the way) is
//   written durably to the queue and answered `{ enfileirada: true }`;
// - a sale with a discount (model 2 or 3) is queued WITHOUT its discount flags: the cashier, with
//   no answer, charged the full price, so that is what the queue registers (sent as asked, it would
//   spend the balance of the moment of the replay on a discount nobody gave);
// - a redemption is never queued: it needs the live balance, so offline it fails at once, with
//   the documentoExterno (generated when the PDV gave none) that repeats it idempotently;
// - sincronizar() replays the queue in order; "already registered" answers are success; a
//   refusal (4xx in the service's envelope) is set aside with its reason, visible in pendentes();
//   a Retry-After longer than the longest backoff ends the round (tentarDeNovoEm) instead of
//   holding the caller that long; a sale whose first attempt had been registered WITH the
//   discount (the answer was lost: timeout, connection cut) is set aside as `divergente`, with
//   the amount, for the operator to cancel and register again.
import { MENSAGEM_DOCUMENTO_DIVERGENTE, MENSAGEM_VENDA_SEM_DESCONTO, mensagemDivergente, pedeDesconto } from './desconto.js';
import { ErroFidelidade, MENSAGEM_RESGATE_OFFLINE } from './erros.js';
import { requisitar, type Transporte } from './http.js';
import type { FilaDuravel, ItemFila, TipoItem } from './fila.js';
import type { OperacoesPdv } from './tipos-api.js';

type Op<K extends keyof OperacoesPdv> = OperacoesPdv[K];

export type OpcoesClientePdv = {
  /** Service address, e.g. `https://fidelidade.example.com`. */
  baseUrl: string;
  /** The tenant's integration key (`X-Api-Key`). */
  apiKey: string;
  /** Offline queue (Node only): the journal file on the PDV's disk. */
  fila?: { arquivo: string };
  /** Per request; the spec recommends 5-10 s for balance and redemption. Default 10 s. */
  timeoutMs?: number;
  /** Backoff of sincronizar(): first wait, ceiling, and attempts per item in one call. */
  retentativa?: { baseMs?: number; maxMs?: number; tentativas?: number };
  /** A fetch of your own (proxy, instrumentation); default globalThis.fetch. */
  fetch?: typeof fetch;
};

export type Enfileirada = { enfileirada: true; documentoExterno: string | null; motivo: string };
export type Registrada<T> = { enfileirada: false; documentoExterno: string | null; mensagem: string | null; dados: T };

export type ResultadoSincronizacao = {
  /** Items the service accepted (including "already registered"). */
  enviadas: number;
  /** Items the service refused in this call (set aside; see pendentes()). */
  rejeitadas: number;
  /**
   * Sales found registered with a discount the cashier did not give (the first attempt reached the
   * service and its answer was lost): set aside as `divergente`; see pendentes().
   */
  divergentes: number;
  /** Items still waiting (the service stayed unreachable). */
  restantes: number;
  /**
   * Only when the round stopped on an answer with Retry-After (one longer than `retentativa.maxMs`,
   * or the last attempt's): the moment it points to. sincronizar() never sleeps past the longest
   * backoff; call it again from then on (sooner, the service only answers the same).
   */
  tentarDeNovoEm?: Date;
};

export type ClientePdv = {
  venda(corpo: Op<'registrarVenda'>['corpo']): Promise<Registrada<Op<'registrarVenda'>['dados']> | Enfileirada>;
  preview(corpo: Op<'simularVenda'>['corpo']): Promise<Op<'simularVenda'>['dados']>;
  cancelar(corpo: Op<'cancelarVenda'>['corpo']): Promise<Registrada<Op<'cancelarVenda'>['dados']> | Enfileirada>;
  resgate(corpo: Op<'resgatarSaldo'>['corpo']): Promise<Op<'resgatarSaldo'>['dados']>;
  saldo(query: Op<'consultarSaldo'>['query']): Promise<Op<'consultarSaldo'>['dados']>;
  cliente(corpo: Op<'cadastrarCliente'>['corpo']): Promise<Op<'cadastrarCliente'>['dados']>;
  buscarCliente(query: Op<'buscarCliente'>['query']): Promise<Op<'buscarCliente'>['dados']>;
  configuracao(query: Op<'obterConfiguracao'>['query']): Promise<Op<'obterConfiguracao'>['dados']>;
  /** What is in the queue, in replay order, with why (empty without `fila`). */
  pendentes(): Promise<ItemFila[]>;
  /**
   * Replays the queue in order; resolves when it is empty, the service stayed unreachable, or it
   * asked (Retry-After) for a wait longer than the longest backoff (see tentarDeNovoEm).
   */
  sincronizar(): Promise<ResultadoSincronizacao>;
  /** Removes an item the operator dealt with (typically a refused one). */
  descartar(id: string): Promise<void>;
  /** Closes the queue file; a later call on this client opens it again. */
  fechar(): Promise<void>;
};

const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A documentoExterno for a sale the PDV sent without one: unique, ≤ 100 characters. */
export function gerarDocumentoExterno(): string {
  return `pdv-${globalThis.crypto.randomUUID()}`;
}

export function criarClientePdv(o: OpcoesClientePdv): ClientePdv {
  const t: Transporte = {
    baseUrl: o.baseUrl,
    apiKey: o.apiKey,
    timeoutMs: o.timeoutMs ?? 10_000,
    fetch: o.fetch ?? globalThis.fetch.bind(globalThis),
  };
  const baseMs = o.retentativa?.baseMs ?? 1000;
  const maxMs = o.retentativa?.maxMs ?? 60_000;
  const tentativas = o.retentativa?.tentativas ?? 5;

  // node:fs is loaded only when a queue is asked for, so the rest works in any fetch runtime.
  let fila: Promise<FilaDuravel> | null = null;
  const abrirFila = () => {
    if (!o.fila) return null;
    const arquivo = o.fila.arquivo;
    fila ??= import('./fila.js').then((m) => m.FilaDuravel.abrir(arquivo));
    return fila;
  };

  const enviar = <K extends 'registrarVenda' | 'cancelarVenda'>(caminho: string, corpo: Op<K>['corpo']) =>
    requisitar<Op<K>['dados']>(t, 'POST', caminho, { corpo });

  async function comFila<K extends 'registrarVenda' | 'cancelarVenda'>(
    tipo: TipoItem,
    caminho: string,
    corpo: Op<K>['corpo'],
  ): Promise<Registrada<Op<K>['dados']> | Enfileirada> {
    const documentoExterno = corpo.documentoExterno ?? null;
    const f = await abrirFila();
    // A cancellation of a sale still in the queue goes behind it: sent now, it would find no sale.
    if (f && tipo === 'cancelamento' && documentoExterno && f.temVendaPendente(documentoExterno)) {
      await f.adicionar(tipo, corpo as Record<string, unknown>, 'A venda ainda está na fila.');
      return { enfileirada: true, documentoExterno, motivo: 'A venda ainda está na fila.' };
    }
    try {
      const r = await enviar<K>(caminho, corpo);
      return { enfileirada: false, documentoExterno, mensagem: r.mensagem, dados: r.dados };
    } catch (erro) {
      if (!f || !(erro instanceof ErroFidelidade) || erro.tipo !== 'indisponivel') throw erro;
      // A discount needs the live service: the sale is queued at the full price the cashier charges.
      const motivo =
        tipo === 'venda' && pedeDesconto(corpo as Record<string, unknown>)
          ? `${MENSAGEM_VENDA_SEM_DESCONTO} Motivo: ${erro.message}`
          : erro.message;
      await f.adicionar(tipo, corpo as Record<string, unknown>, motivo);
      return { enfileirada: true, documentoExterno, motivo };
    }
  }

  /**
   * Sends one queued item. For a sale, the discount it may carry although the queue sent none:
   * null when none (or a cancellation).
   */
  async function reenviar(item: ItemFila): Promise<number | null> {
    if (item.tipo === 'cancelamento') {
      await requisitar(t, 'POST', '/api/v1/venda/cancelar', { corpo: item.corpo });
      return null;
    }
    const venda = (corpo: Record<string, unknown>) => requisitar<Op<'registrarVenda'>['dados']>(t, 'POST', '/api/v1/venda', { corpo });
    let r: Awaited<ReturnType<typeof venda>>;
    try {
      // Includes "Venda já registrada com este documentoExterno" (200): the first attempt reached
      // the service; done either way.
      r = await venda(item.corpo);
    } catch (erro) {
      // The documentoExterno is taken by a sale with other data: the first attempt, with the
      // discount flags, reached the service. Asked again as it was, the service answers that sale
      // (a retransmission: nothing new is written), and so what it discounted.
      if (
        !item.descontoPedido ||
        !(erro instanceof ErroFidelidade) ||
        erro.status !== 422 ||
        erro.message !== MENSAGEM_DOCUMENTO_DIVERGENTE
      )
        throw erro;
      try {
        r = await venda({ ...item.corpo, ...item.descontoPedido });
      } catch (erro2) {
        // Refused as well: the documentoExterno belongs to another sale; the first refusal says so.
        if (erro2 instanceof ErroFidelidade && erro2.tipo === 'negocio') throw erro;
        throw erro2;
      }
    }
    // cashbackUsado (model 2) and descontoGerado (model 3): at most one is > 0 (spec VendaResponse).
    const desconto = r.dados.cashbackUsado + r.dados.descontoGerado;
    return desconto > 0 ? desconto : null;
  }

  let sincronizando: Promise<ResultadoSincronizacao> | null = null;

  async function sincronizarAgora(): Promise<ResultadoSincronizacao> {
    const f = await abrirFila();
    const r: ResultadoSincronizacao = { enviadas: 0, rejeitadas: 0, divergentes: 0, restantes: 0 };
    if (!f) return r;
    const q = f;
    const itens = q.listar().filter((i) => i.situacao === 'pendente');
    const divergentesAgora = new Set<string>();
    for (let n = 0; n < itens.length; n++) {
      const item = itens[n]!;
      let feito = false;
      for (let tentativa = 1; !feito; tentativa++) {
        try {
          // Includes "Venda já cancelada anteriormente." (200) for a cancellation.
          const desconto = await reenviar(item);
          if (desconto === null) {
            await q.concluir(item.id);
            r.enviadas++;
            if (item.tipo === 'cancelamento' && item.documentoExterno) {
              // The PDV cancelled a sale that had come back divergente: cancelled as asked, the
              // discount is undone with it, and there is nothing left to register again.
              for (const d of q.listar())
                if (d.tipo === 'venda' && d.situacao === 'divergente' && d.documentoExterno === item.documentoExterno) {
                  await q.concluir(d.id);
                  // Counted as divergente by this call: it ends as sent, with its cancellation.
                  if (divergentesAgora.delete(d.id)) {
                    r.divergentes--;
                    r.enviadas++;
                  }
                }
            }
          } else {
            // Never cancelled here: the operator decides (the customer may still be at the till).
            await q.marcarDivergente(item.id, 200, mensagemDivergente(desconto));
            divergentesAgora.add(item.id);
            r.divergentes++;
          }
          feito = true;
        } catch (erro) {
          if (!(erro instanceof ErroFidelidade)) throw erro;
          if (erro.tipo === 'negocio') {
            await q.rejeitar(item.id, erro.status ?? 0, erro.message);
            r.rejeitadas++;
            feito = true;
          } else if (erro.tipo === 'autenticacao') {
            // The key, not the sale: nothing is set aside; the operator fixes the key.
            q.anotarFalha(item.id, erro.status, erro.message);
            throw erro;
          } else {
            q.anotarFalha(item.id, erro.status, erro.message);
            const pedidaMs = (erro.retryAfter ?? 0) * 1000;
            // A Retry-After beyond the longest backoff (a 429 of an hour, a 503 of maintenance)
            // would hold the PDV's call that long: the round ends as when the attempts run out,
            // and the result says when the service asked to be called again.
            if (tentativa >= tentativas || pedidaMs > maxMs) {
              // Stop here, in order: later items wait behind this one.
              r.restantes = itens.length - n;
              if (erro.retryAfter !== null) r.tentarDeNovoEm = new Date(Date.now() + pedidaMs);
              await q.compactar();
              return r;
            }
            // Exponential backoff with jitter; a Retry-After from the service wins when longer.
            const exp = Math.min(maxMs, baseMs * 2 ** (tentativa - 1)) * (0.75 + Math.random() * 0.5);
            await esperar(Math.max(exp, pedidaMs));
          }
        }
      }
    }
    await q.compactar();
    return r;
  }

  return {
    venda(corpo) {
      // The key of idempotency exists before the first attempt, so a resend (ours or the
      // queue's) can never credit twice.
      const comDocumento = { ...corpo, documentoExterno: corpo.documentoExterno || gerarDocumentoExterno() };
      return comFila<'registrarVenda'>('venda', '/api/v1/venda', comDocumento);
    },
    cancelar(corpo) {
      return comFila<'cancelarVenda'>('cancelamento', '/api/v1/venda/cancelar', corpo);
    },
    async preview(corpo) {
      return (await requisitar<Op<'simularVenda'>['dados']>(t, 'POST', '/api/v1/venda/preview', { corpo })).dados;
    },
    async resgate(corpo) {
      // As for a sale, the key of idempotency exists before the first attempt: when no answer
      // comes, the debit may have happened, and only a repeat with this key can tell without
      // debiting twice.
      const documentoExterno = corpo.documentoExterno || gerarDocumentoExterno();
      try {
        return (await requisitar<Op<'resgatarSaldo'>['dados']>(t, 'POST', '/api/v1/resgate', { corpo: { ...corpo, documentoExterno } }))
          .dados;
      } catch (erro) {
        if (erro instanceof ErroFidelidade && erro.tipo === 'indisponivel') {
          throw new ErroFidelidade('offline', MENSAGEM_RESGATE_OFFLINE, erro.status, erro.erros, erro.retryAfter, {
            cause: erro,
            documentoExterno,
          });
        }
        throw erro;
      }
    },
    async saldo(query) {
      return (await requisitar<Op<'consultarSaldo'>['dados']>(t, 'GET', '/api/v1/resgate/saldo', { query })).dados;
    },
    async cliente(corpo) {
      return (await requisitar<Op<'cadastrarCliente'>['dados']>(t, 'POST', '/api/v1/cliente', { corpo })).dados;
    },
    async buscarCliente(query) {
      return (await requisitar<Op<'buscarCliente'>['dados']>(t, 'GET', '/api/v1/cliente/buscar', { query })).dados;
    },
    async configuracao(query) {
      return (await requisitar<Op<'obterConfiguracao'>['dados']>(t, 'GET', '/api/v1/configuracao', { query })).dados;
    },
    async pendentes() {
      const f = abrirFila();
      return f ? (await f).listar() : [];
    },
    sincronizar() {
      sincronizando ??= sincronizarAgora().finally(() => {
        sincronizando = null;
      });
      return sincronizando;
    },
    async descartar(id) {
      const f = abrirFila();
      if (f) await (await f).descartar(id);
    },
    async fechar() {
      // Forgotten before it closes, so the next call reopens the file: a PDV may go on selling
      // with the same client after fechar() (a new shift, a reconnect).
      const f = fila;
      fila = null;
      if (f) await (await f).fechar();
    },
  };
}

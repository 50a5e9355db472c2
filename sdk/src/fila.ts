// The offline queue: an append-only journal of JSON lines on the PDV's disk (Node only).
//
// Durability: every line is appended and fsync'd before the caller is answered
// `{ enfileirada: true }`; creating the file also fsyncs its directory (created when missing). A kill -9 can at most
// leave the last line half written — that line was never acknowledged, and opening the journal
// cuts it off. Compaction (when items are done) rewrites the file as temp + fsync + rename +
// fsync of the directory, so a crash leaves either the old journal or the new one, never a mix.
//
// One process per file: the journal is not shared between processes (a PDV runs one client).
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { separarDesconto, type DescontoPedido } from './desconto.js';

export type TipoItem = 'venda' | 'cancelamento';

export type ItemFila = {
  id: string;
  tipo: TipoItem;
  /** The exact body that is (re)sent; a sale always carries its documentoExterno, never a discount flag. */
  corpo: Record<string, unknown>;
  documentoExterno: string | null;
  /**
   * The discount flags the sale asked for (model 2 or 3), left out of `corpo`: without the service
   * the cashier gave no discount, so the sale is registered at full price. Null without a discount.
   */
  descontoPedido: DescontoPedido | null;
  criadoEm: string;
  /**
   * `pendente`: will be sent by sincronizar(); `rejeitada`: the service refused it (4xx), the
   * operator decides; `divergente`: the first attempt had been registered with the discount the
   * cashier did not give (`motivo` names the amount), the operator cancels it and registers it again.
   * Neither of the last two is sent again; both stay until descartar(id).
   */
  situacao: 'pendente' | 'rejeitada' | 'divergente';
  /** Why it is here: the last transient failure, the service's refusal, or the discount given. */
  motivo: string | null;
  /** HTTP status of the refusal (rejeitada), of the answer (divergente), or of the last failed attempt. */
  status: number | null;
  tentativas: number;
};

type Linha =
  | {
      t: 'item';
      id: string;
      tipo: TipoItem;
      corpo: Record<string, unknown>;
      documentoExterno: string | null;
      /** Absent in journals written before it: their discount flags are still in `corpo`. */
      descontoPedido?: DescontoPedido | null;
      criadoEm: string;
      motivo: string | null;
    }
  | { t: 'feito'; id: string }
  | { t: 'rejeitado'; id: string; status: number; motivo: string }
  | { t: 'divergente'; id: string; status: number; motivo: string }
  | { t: 'descartado'; id: string };

async function fsyncDiretorio(dir: string) {
  // Makes a create or a rename durable. Not possible on every platform (Windows): best effort there.
  let h: fs.FileHandle | undefined;
  try {
    h = await fs.open(dir, 'r');
    await h.sync();
  } catch {
    /* directory fsync unsupported */
  } finally {
    await h?.close();
  }
}

export class FilaDuravel {
  private readonly itens = new Map<string, ItemFila>();
  private arquivo: fs.FileHandle | null = null;
  /** Lines in the journal that no longer describe a live item (done, discarded, superseded). */
  private linhasMortas = 0;
  private fim: Promise<unknown> = Promise.resolve();

  private constructor(readonly caminho: string) {}

  static async abrir(caminho: string): Promise<FilaDuravel> {
    const f = new FilaDuravel(path.resolve(caminho));
    await f.carregar();
    return f;
  }

  /** Serializes writes: appends and compactions never interleave. */
  private emSerie<T>(fn: () => Promise<T>): Promise<T> {
    const r = this.fim.then(fn, fn);
    this.fim = r.catch(() => undefined);
    return r;
  }

  private async carregar() {
    // A fresh install has no folder yet: create it (and make its entry durable), or every sale,
    // online ones included, would fail with ENOENT before reaching the service.
    const criada = await fs.mkdir(path.dirname(this.caminho), { recursive: true });
    if (criada) await fsyncDiretorio(path.dirname(criada));
    let texto = '';
    try {
      texto = await fs.readFile(this.caminho, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    // A torn last line (kill -9 during an append) was never acknowledged: cut it off.
    const completo = texto.endsWith('\n') || texto === '' ? texto : texto.slice(0, texto.lastIndexOf('\n') + 1);
    for (const bruta of completo.split('\n')) {
      if (!bruta) continue;
      let l: Linha;
      try {
        l = JSON.parse(bruta) as Linha;
      } catch {
        this.linhasMortas++;
        continue;
      }
      this.aplicar(l);
    }
    const existia =
      texto !== '' ||
      (await fs.stat(this.caminho).then(
        () => true,
        () => false,
      ));
    this.arquivo = await fs.open(this.caminho, 'a+');
    if (completo !== texto) {
      await this.arquivo.truncate(Buffer.byteLength(completo));
      await this.arquivo.sync();
    }
    if (!existia) await fsyncDiretorio(path.dirname(this.caminho));
  }

  private aplicar(l: Linha) {
    switch (l.t) {
      case 'item': {
        // A sale queued by an older SDK kept its flags in the body: they leave it here, so it too
        // is registered at the full price the cashier charged.
        const { corpo, descontoPedido } = l.tipo === 'venda' ? separarDesconto(l.corpo) : { corpo: l.corpo, descontoPedido: null };
        this.itens.set(l.id, {
          id: l.id,
          tipo: l.tipo,
          corpo,
          documentoExterno: l.documentoExterno,
          descontoPedido: descontoPedido ?? l.descontoPedido ?? null,
          criadoEm: l.criadoEm,
          situacao: 'pendente',
          motivo: l.motivo,
          status: null,
          tentativas: 0,
        });
        break;
      }
      case 'rejeitado':
      case 'divergente': {
        const i = this.itens.get(l.id);
        if (i) Object.assign(i, { situacao: l.t === 'rejeitado' ? 'rejeitada' : 'divergente', motivo: l.motivo, status: l.status });
        this.linhasMortas++;
        break;
      }
      case 'feito':
      case 'descartado':
        if (this.itens.delete(l.id)) this.linhasMortas++;
        this.linhasMortas++;
        break;
    }
  }

  private async anexar(l: Linha) {
    await this.emSerie(async () => {
      await this.arquivo!.appendFile(`${JSON.stringify(l)}\n`, 'utf8');
      await this.arquivo!.sync();
      this.aplicar(l);
    });
  }

  /** Writes the item durably, a sale without its discount flags; resolves only after the fsync. */
  async adicionar(tipo: TipoItem, corpoPedido: Record<string, unknown>, motivo: string | null): Promise<ItemFila> {
    const id = randomUUID();
    const documentoExterno = typeof corpoPedido.documentoExterno === 'string' ? corpoPedido.documentoExterno : null;
    const { corpo, descontoPedido } = tipo === 'venda' ? separarDesconto(corpoPedido) : { corpo: corpoPedido, descontoPedido: null };
    await this.anexar({ t: 'item', id, tipo, corpo, documentoExterno, descontoPedido, criadoEm: new Date().toISOString(), motivo });
    return this.itens.get(id)!;
  }

  async concluir(id: string) {
    await this.anexar({ t: 'feito', id });
  }

  async rejeitar(id: string, status: number, motivo: string) {
    await this.anexar({ t: 'rejeitado', id, status, motivo });
  }

  /** The sale was registered with a discount the cashier did not give: kept for the operator. */
  async marcarDivergente(id: string, status: number, motivo: string) {
    await this.anexar({ t: 'divergente', id, status, motivo });
  }

  async descartar(id: string) {
    await this.anexar({ t: 'descartado', id });
  }

  /** Remembers a transient failure for pendentes() (in memory: the next attempt will tell again). */
  anotarFalha(id: string, status: number | null, motivo: string) {
    const i = this.itens.get(id);
    if (i) Object.assign(i, { motivo, status, tentativas: i.tentativas + 1 });
  }

  /** Items in the order they were queued (the order sincronizar() replays them). */
  listar(): ItemFila[] {
    return [...this.itens.values()].map((i) => ({
      ...i,
      corpo: { ...i.corpo },
      descontoPedido: i.descontoPedido && { ...i.descontoPedido },
    }));
  }

  temVendaPendente(documentoExterno: string): boolean {
    for (const i of this.itens.values())
      if (i.tipo === 'venda' && i.situacao === 'pendente' && i.documentoExterno === documentoExterno) return true;
    return false;
  }

  /** Rewrites the journal with only the live items, atomically, when enough of it is dead. */
  async compactar(forcar = false) {
    await this.emSerie(async () => {
      if (!forcar && this.linhasMortas < 64 && this.linhasMortas <= this.itens.size) return;
      const linhas: Linha[] = [];
      for (const i of this.itens.values()) {
        linhas.push({
          t: 'item',
          id: i.id,
          tipo: i.tipo,
          corpo: i.corpo,
          documentoExterno: i.documentoExterno,
          descontoPedido: i.descontoPedido,
          criadoEm: i.criadoEm,
          motivo: i.motivo,
        });
        if (i.situacao === 'rejeitada') linhas.push({ t: 'rejeitado', id: i.id, status: i.status ?? 0, motivo: i.motivo ?? '' });
        if (i.situacao === 'divergente') linhas.push({ t: 'divergente', id: i.id, status: i.status ?? 0, motivo: i.motivo ?? '' });
      }
      const temp = `${this.caminho}.${process.pid}.tmp`;
      const h = await fs.open(temp, 'w');
      try {
        await h.writeFile(linhas.map((l) => `${JSON.stringify(l)}\n`).join(''), 'utf8');
        await h.sync();
      } finally {
        await h.close();
      }
      await this.arquivo?.close();
      await fs.rename(temp, this.caminho);
      await fsyncDiretorio(path.dirname(this.caminho));
      this.arquivo = await fs.open(this.caminho, 'a+');
      this.linhasMortas = linhas.filter((l) => l.t === 'rejeitado' || l.t === 'divergente').length;
    });
  }

  async fechar() {
    await this.emSerie(async () => {
      await this.arquivo?.close();
      this.arquivo = null;
    });
  }
}

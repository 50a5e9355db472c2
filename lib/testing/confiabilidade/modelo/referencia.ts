// The reference model of the ledger: what every answer of the PDV endpoints and every lot of one
// tenant should be, written from docs/regras-de-negocio.md in plain TypeScript with decimal.js —
// no SQL and no import from the code it checks (rounding, dates, FIFO and messages are restated
// here), so a slip in the product cannot hide by being shared with its test.
//
// The model learns only identifiers from the real answers (vendaId, clienteId, lot ids): never an
// amount. Lot ids matter for one thing beyond matching rows: FIFO orders lots by creation instant,
// then id, and a cancellation can create several lots in the same instant (balance returned to
// lots that were cancelled meanwhile), whose order is then the order of their random ids.
import DecimalBase from 'decimal.js';
import { dataLocal, inicioDoDia, isoUtc, somarDias, type Fuso } from './datas';

export const D = DecimalBase.clone({ precision: 40, rounding: DecimalBase.ROUND_HALF_UP });
export type D = InstanceType<typeof D>;
const ZERO = new D(0);

/** A JSON number as the API writes an amount (2 decimals). */
export const num = (d: D) => Number(d.toFixed(2));
const meioAcima = (d: D) => d.toDecimalPlaces(2, D.ROUND_HALF_UP);
const truncado = (d: D, casas: number) => d.toDecimalPlaces(casas, D.ROUND_DOWN);
const menor = (a: D, b: D) => (a.lte(b) ? a : b);
const soma = (ls: { disponivel: D }[]) => ls.reduce((s, l) => s.add(l.disponivel), ZERO);

/** The spec's and docs/regras-de-negocio.md's messages, restated. */
export const MSG = {
  vendaOk: 'Venda registrada com sucesso.',
  vendaRepetida: 'Venda já registrada com este documentoExterno; nenhum crédito novo foi gerado.',
  vendaDivergente: 'Documento externo já utilizado em outra venda desta loja com dados diferentes. Use um novo documentoExterno.',
  modelosExclusivos: 'Não é permitido usar cashback disponível e cashback gerado na mesma venda.',
  semCampanha: 'Nenhuma campanha ativa elegível para esta venda.',
  descontoGeradoIndisponivel: 'Desconto sobre o cashback gerado não está disponível para esta loja.',
  resgateOk: 'Resgate registrado com sucesso.',
  resgateRepetido: 'Resgate já registrado com este documentoExterno; nenhum débito novo foi feito.',
  resgateDivergente: 'Documento externo já utilizado em outro resgate desta loja com dados diferentes. Use um novo documentoExterno.',
  saldoInsuficiente: 'Saldo insuficiente para resgate.',
  cashbackMinimo: 'Cashback mínimo não atingido.',
  pontosMinimos: 'Quantidade mínima de pontos para resgate não atingida.',
  parcialNaoPermitido: 'Esta campanha não permite resgate parcial de pontos: resgate todo o saldo de pontos.',
  clienteNaoEncontrado: 'Cliente não encontrado.',
  cancelamentoOk: 'Venda cancelada com sucesso.',
  jaCancelada: 'Venda já cancelada anteriormente.',
  vendaNaoEncontrada: 'Venda não encontrada.',
  cancelamentoSemSaldo: 'Não é possível cancelar: o benefício desta venda já foi utilizado e o saldo atual do cliente não cobre o estorno.',
} as const;

export type Tipo = 'Cashback' | 'Pontos';

export type CampanhaModelo = {
  id: string;
  nome: string;
  tipo: Tipo;
  percentual: D | null;
  pontosPorReal: D | null;
  compraMinima: D;
  validadeDias: number | null;
  modo: 'Imediato' | 'Diferido';
  diasLiberacao: number;
  resgateMinimo: D;
  percentualMaximoResgate: D | null;
  pontosMinimos: number | null;
  parcial: boolean;
  checkout: boolean;
  descontoGerado: boolean;
  cashbackEmResgate: boolean;
  /** Validity window in the store's local dates, inclusive. */
  dataInicio: string | null;
  dataFim: string | null;
};

export type LojaModelo = { cnpj: string; fuso: Fuso; campanhas: CampanhaModelo[] };
export type ClienteModelo = { cpf: string; nome: string | null; id: string | null };

export type StatusLote = 'Pendente' | 'Disponivel' | 'Resgatado' | 'Expirado' | 'Cancelado';

export type LoteModelo = {
  id: string | null;
  cliente: number;
  tipo: Tipo;
  original: D;
  disponivel: D;
  liberaEm: number | null;
  expiraEm: number | null;
  dataLiberacao: string | null;
  dataExpiracao: string | null;
  criadoEm: number;
  cancelado: boolean;
  vendaId: string | null;
};

type Consumo = { lote: LoteModelo; valor: D };
type Dados = Record<string, unknown>;

type VendaModelo = {
  id: string;
  loja: number;
  cliente: number;
  doc: string | null;
  chave: string;
  /** The first answer's `dados` without `saldoAtual`: what a retransmission must answer. */
  original: Dados;
  lotes: LoteModelo[];
  consumos: Consumo[];
  cancelamento: Dados | null;
};

export type Esperado = { status: number; mensagem: string | null; erros: string[]; dados?: Dados };

/** A lot the database shows after a command and the model did not know yet. */
export type LoteNovo = { id: string; vendaId: string | null; tipo: Tipo; original: string; expiraEm: number | null };

/** What the model may learn from a real answer: identifiers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several routes; the model reads only their ids
export type Real = { status: number; dados: any };

export type Venda = {
  loja: number;
  cliente: number;
  valor: D;
  usarDisponivel: boolean;
  usarGerado: boolean;
  doc: string | null;
  nome: string | null;
};
export type Resgate = { loja: number; cliente: number; tipo: Tipo; quanto: D | null; doc: string | null };
export type Cancelamento = { loja: number; vendaId: string | null; doc: string | null };

const ok = (mensagem: string | null, dados: Dados): Esperado => ({ status: 200, mensagem, erros: [], dados });
const erro = (status: number, mensagem: string): Esperado => ({ status, mensagem, erros: [mensagem] });
const semSaldo = ({ saldoAtual: _, ...resto }: Dados) => resto;
const ordemTipo = (t: Tipo) => (t === 'Cashback' ? 0 : 1);

export class Livro {
  readonly lotes: LoteModelo[] = [];
  readonly vendas: VendaModelo[] = [];
  resgates = 0;
  private readonly vendasPorDoc: Map<string, VendaModelo>[];
  private readonly resgatesPorDoc: Map<string, { chave: string; cliente: number; original: Dados }>[];

  constructor(
    readonly lojas: LojaModelo[],
    readonly clientes: ClienteModelo[],
    public agora: number,
  ) {
    this.vendasPorDoc = lojas.map(() => new Map());
    this.resgatesPorDoc = lojas.map(() => new Map());
  }

  // --- Lots, as of `agora` ----------------------------------------------------------------------

  private expirado(l: LoteModelo): boolean {
    return l.expiraEm !== null && this.agora >= l.expiraEm;
  }

  private liberado(l: LoteModelo): boolean {
    return l.liberaEm === null || this.agora >= l.liberaEm;
  }

  statusEfetivo(l: LoteModelo): StatusLote {
    if (l.cancelado) return 'Cancelado';
    if (l.disponivel.isZero()) return 'Resgatado';
    if (this.expirado(l)) return 'Expirado';
    return this.liberado(l) ? 'Disponivel' : 'Pendente';
  }

  /** A debit's candidates, oldest first: released ones, or (cancellation clawback) pending ones. */
  private fifo(cliente: number, tipo: Tipo, fase: 'disponiveis' | 'pendentes', excluir: Set<LoteModelo>): LoteModelo[] {
    const querido = fase === 'disponiveis' ? 'Disponivel' : 'Pendente';
    return this.lotes
      .filter((l) => l.cliente === cliente && l.tipo === tipo && !excluir.has(l) && this.statusEfetivo(l) === querido)
      .sort(porFifo);
  }

  private consumir(lotes: LoteModelo[], valor: D): Consumo[] {
    const consumos: Consumo[] = [];
    let falta = valor;
    for (const l of lotes) {
      if (falta.lte(0)) break;
      const usado = menor(l.disponivel, falta);
      l.disponivel = l.disponivel.sub(usado);
      falta = falta.sub(usado);
      consumos.push({ lote: l, valor: usado });
    }
    if (falta.gt(0)) throw new Error(`modelo: débito de ${valor.toFixed(2)} além dos lotes`);
    return consumos;
  }

  saldo(cliente: number): { pontos: D; cashback: D; pendente: D } {
    const s = { pontos: ZERO, cashback: ZERO, pendente: ZERO };
    for (const l of this.lotes) {
      if (l.cliente !== cliente) continue;
      const st = this.statusEfetivo(l);
      if (st === 'Disponivel') {
        if (l.tipo === 'Pontos') s.pontos = s.pontos.add(l.disponivel);
        else s.cashback = s.cashback.add(l.disponivel);
      } else if (st === 'Pendente') s.pendente = s.pendente.add(l.disponivel);
    }
    return s;
  }

  saldoResponse(cliente: number) {
    const s = this.saldo(cliente);
    return { saldoPontos: num(s.pontos), saldoCashback: num(s.cashback), saldoPendente: num(s.pendente) };
  }

  /** Active campaigns of a store today (its local date), Cashback first. */
  campanhasAtivas(loja: number): CampanhaModelo[] {
    const l = this.lojas[loja]!;
    const hoje = dataLocal(this.agora, l.fuso);
    return l.campanhas
      .filter((c) => (c.dataInicio === null || c.dataInicio <= hoje) && (c.dataFim === null || c.dataFim >= hoje))
      .sort((a, b) => ordemTipo(a.tipo) - ordemTipo(b.tipo));
  }

  // --- POST /api/v1/venda ---------------------------------------------------------------------------

  venda(v: Venda, real: Real, novos: LoteNovo[]): Esperado {
    if (v.usarDisponivel && v.usarGerado) return erro(422, MSG.modelosExclusivos);
    const loja = this.lojas[v.loja]!;
    const cliente = this.clientes[v.cliente]!;
    // What makes two requests "the same sale" (docs §8): store, customer, amount, discount model.
    const chave = [v.cliente, v.valor.toFixed(2), v.usarDisponivel, v.usarGerado].join('|');
    const anterior = v.doc === null ? undefined : this.vendasPorDoc[v.loja]!.get(v.doc);
    if (anterior) {
      if (anterior.chave !== chave) return erro(422, MSG.vendaDivergente);
      return ok(MSG.vendaRepetida, { ...anterior.original, saldoAtual: this.saldoResponse(anterior.cliente) });
    }

    const elegiveis = this.campanhasAtivas(v.loja).filter((c) => c.compraMinima.lte(v.valor));
    if (elegiveis.length === 0) return erro(422, MSG.semCampanha);
    const cb = elegiveis.find((c) => c.tipo === 'Cashback');
    let modelo = 1;
    if (v.usarGerado) {
      if (!cb || !cb.descontoGerado || cb.modo !== 'Imediato') return erro(422, MSG.descontoGeradoIndisponivel);
      modelo = 3;
    } else if (v.usarDisponivel && cb?.checkout && cb.modo === 'Imediato') {
      modelo = 2;
    }

    // Model 2 (docs §4): the released balance pays up to the campaign's share, if it reaches the minimum.
    let usado = ZERO;
    let consumos: Consumo[] = [];
    if (modelo === 2) {
      const lotes = this.fifo(v.cliente, 'Cashback', 'disponiveis', new Set());
      const disponivel = soma(lotes);
      if (disponivel.gt(0) && disponivel.gte(cb!.resgateMinimo)) {
        const teto = cb!.percentualMaximoResgate === null ? v.valor : truncado(v.valor.mul(cb!.percentualMaximoResgate).div(100), 2);
        usado = menor(disponivel, teto);
      }
      if (usado.gt(0)) consumos = this.consumir(lotes, usado);
    }
    // Model 3 (docs §5): this sale's own cashback, on valorVenda, is the discount.
    const desconto = modelo === 3 ? meioAcima(v.valor.mul(cb!.percentual!).div(100)) : ZERO;
    const valorFinal = v.valor.sub(usado).sub(desconto);

    const hoje = dataLocal(this.agora, loja.fuso);
    const beneficios: Dados[] = [];
    const lotes: LoteModelo[] = [];
    let cashback = ZERO;
    let pontos = ZERO;
    for (const c of elegiveis) {
      const valor =
        c.tipo === 'Pontos'
          ? truncado(valorFinal.mul(c.pontosPorReal!), 0)
          : modelo !== 3 || c.cashbackEmResgate
            ? meioAcima(valorFinal.mul(c.percentual!).div(100))
            : ZERO;
      if (c.tipo === 'Pontos') pontos = pontos.add(valor);
      else cashback = cashback.add(valor);
      const diferido = c.tipo === 'Cashback' && c.modo === 'Diferido' && c.diasLiberacao > 0;
      const dataLiberacao = diferido ? somarDias(hoje, c.diasLiberacao) : null;
      const dataExpiracao = c.validadeDias === null ? null : somarDias(dataLiberacao ?? hoje, c.validadeDias);
      beneficios.push({
        campanhaId: c.id,
        campanhaDescricao: c.nome,
        tipoBeneficio: c.tipo,
        pontosCreditados: c.tipo === 'Pontos' ? num(valor) : 0,
        cashbackCreditado: c.tipo === 'Cashback' ? num(valor) : 0,
        statusBeneficio: diferido ? 'Pendente' : 'Disponivel',
        dataLiberacao,
        dataExpiracao,
      });
      if (valor.gt(0)) {
        lotes.push({
          id: null,
          cliente: v.cliente,
          tipo: c.tipo,
          original: valor,
          disponivel: valor,
          liberaEm: dataLiberacao === null ? null : inicioDoDia(dataLiberacao, loja.fuso),
          // Usable through the whole day of dataExpiracao (docs §6).
          expiraEm: dataExpiracao === null ? null : inicioDoDia(somarDias(dataExpiracao, 1), loja.fuso),
          dataLiberacao,
          dataExpiracao,
          criadoEm: this.agora,
          cancelado: false,
          vendaId: null,
        });
      }
    }
    this.lotes.push(...lotes);
    const novoCliente = cliente.id === null;
    const esperado = ok(MSG.vendaOk, {
      ...(novoCliente ? {} : { clienteId: cliente.id }),
      clienteNome: novoCliente ? v.nome : cliente.nome,
      valorVenda: num(v.valor),
      beneficiosAplicados: beneficios,
      pontosCreditados: num(pontos),
      cashbackCreditado: num(cashback),
      cashbackUsado: num(usado),
      descontoGerado: num(desconto),
      valorFinal: num(valorFinal),
      saldoAtual: this.saldoResponse(v.cliente),
    });

    if (real.status === 200 && real.dados?.vendaId) {
      const vendaId = String(real.dados.vendaId);
      if (novoCliente) {
        cliente.id = String(real.dados.clienteId);
        cliente.nome = v.nome;
      }
      for (const l of lotes) {
        l.vendaId = vendaId;
        l.id = novos.find((n) => n.vendaId === vendaId && n.tipo === l.tipo)?.id ?? null;
      }
      const venda: VendaModelo = {
        id: vendaId,
        loja: v.loja,
        cliente: v.cliente,
        doc: v.doc,
        chave,
        original: semSaldo(real.dados),
        lotes,
        consumos,
        cancelamento: null,
      };
      this.vendas.push(venda);
      if (v.doc !== null) this.vendasPorDoc[v.loja]!.set(v.doc, venda);
    }
    return esperado;
  }

  // --- POST /api/v1/resgate -------------------------------------------------------------------------

  resgate(r: Resgate, real: Real): Esperado {
    const cliente = this.clientes[r.cliente]!;
    const quanto = r.quanto === null ? 'tudo' : r.quanto.toFixed(r.tipo === 'Cashback' ? 2 : 0);
    const chave = [r.cliente, r.tipo, quanto].join('|');
    const anterior = r.doc === null ? undefined : this.resgatesPorDoc[r.loja]!.get(r.doc);
    if (anterior) {
      if (anterior.chave !== chave) return erro(422, MSG.resgateDivergente);
      return ok(MSG.resgateRepetido, { ...anterior.original, saldoAtual: this.saldoResponse(anterior.cliente) });
    }
    if (cliente.id === null) return erro(404, MSG.clienteNaoEncontrado);

    // The rule of the store's active campaign of that type, if any (docs §7).
    const campanha = this.campanhasAtivas(r.loja).find((c) => c.tipo === r.tipo);
    const lotes = this.fifo(r.cliente, r.tipo, 'disponiveis', new Set());
    const saldo = soma(lotes);
    const valor = r.quanto ?? saldo;
    if (saldo.lte(0) || valor.gt(saldo)) return erro(422, MSG.saldoInsuficiente);
    if (r.tipo === 'Cashback') {
      if (campanha && valor.lt(campanha.resgateMinimo)) return erro(422, MSG.cashbackMinimo);
    } else {
      if (campanha?.pontosMinimos && valor.lt(campanha.pontosMinimos)) return erro(422, MSG.pontosMinimos);
      if (campanha && !campanha.parcial && !valor.eq(saldo)) return erro(422, MSG.parcialNaoPermitido);
    }
    this.consumir(lotes, valor);
    const esperado = ok(MSG.resgateOk, {
      clienteId: cliente.id,
      clienteNome: cliente.nome,
      tipoBeneficio: r.tipo,
      pontosResgatados: r.tipo === 'Pontos' ? num(valor) : 0,
      cashbackResgatado: r.tipo === 'Cashback' ? num(valor) : 0,
      saldoAtual: this.saldoResponse(r.cliente),
    });
    if (real.status === 200 && real.dados) {
      this.resgates++;
      if (r.doc !== null) this.resgatesPorDoc[r.loja]!.set(r.doc, { chave, cliente: r.cliente, original: semSaldo(real.dados) });
    }
    return esperado;
  }

  // --- POST /api/v1/venda/cancelar ------------------------------------------------------------------

  cancelar(c: Cancelamento, real: Real, novos: LoteNovo[]): Esperado {
    const venda =
      c.vendaId !== null ? this.vendas.find((v) => v.id === c.vendaId && v.loja === c.loja) : this.vendasPorDoc[c.loja]!.get(c.doc!);
    if (!venda) return erro(404, MSG.vendaNaoEncontrada);
    if (venda.cancelamento) return ok(MSG.jaCancelada, { ...venda.cancelamento, saldoAtual: this.saldoResponse(venda.cliente) });

    // A refused cancellation changes nothing (one transaction): remember what to put back.
    const antes = this.lotes.map((l) => ({ l, disponivel: l.disponivel, cancelado: l.cancelado }));
    const quantos = this.lotes.length;
    const desfazer = () => {
      for (const a of antes) Object.assign(a.l, { disponivel: a.disponivel, cancelado: a.cancelado });
      this.lotes.length = quantos;
    };

    // 1. Balance a model-2 sale used goes back to its lots; to a new lot if that one was cancelled.
    let devolvido = ZERO;
    const devolucoes: LoteModelo[] = [];
    for (const co of [...venda.consumos].sort((a, b) => porFifo(a.lote, b.lote))) {
      devolvido = devolvido.add(co.valor);
      if (!co.lote.cancelado) {
        co.lote.disponivel = co.lote.disponivel.add(co.valor);
        continue;
      }
      const novo: LoteModelo = {
        ...co.lote,
        id: null,
        original: co.valor,
        disponivel: co.valor,
        liberaEm: null,
        dataLiberacao: null,
        criadoEm: this.agora,
        cancelado: false,
        vendaId: null,
      };
      devolucoes.push(novo);
      this.lotes.push(novo);
    }
    identificarDevolucoes(devolucoes, novos);

    // 2-3. Each credited lot is cancelled; what was already spent of it comes out of the rest.
    const daVenda = new Set(venda.lotes);
    const canceladas: Dados[] = [];
    let pontosEstornados = ZERO;
    let cashbackEstornado = ZERO;
    for (const l of [...venda.lotes].sort((a, b) => ordemTipo(a.tipo) - ordemTipo(b.tipo))) {
      const restante = this.expirado(l) ? ZERO : l.disponivel;
      const gasto = l.original.sub(l.disponivel);
      if (gasto.gt(0)) {
        const disponiveis = this.fifo(venda.cliente, l.tipo, 'disponiveis', daVenda);
        const doDisponivel = menor(soma(disponiveis), gasto);
        const dosPendentes = gasto.sub(doDisponivel);
        const pendentes = dosPendentes.gt(0) ? this.fifo(venda.cliente, l.tipo, 'pendentes', daVenda) : [];
        if (soma(pendentes).lt(dosPendentes)) {
          desfazer();
          return erro(422, MSG.cancelamentoSemSaldo);
        }
        if (doDisponivel.gt(0)) this.consumir(disponiveis, doDisponivel);
        if (dosPendentes.gt(0)) this.consumir(pendentes, dosPendentes);
      }
      const estornado = restante.add(gasto);
      l.cancelado = true;
      l.disponivel = ZERO;
      const beneficio = (venda.original.beneficiosAplicados as Dados[]).find((b) => b.tipoBeneficio === l.tipo)!;
      canceladas.push({
        movimentacaoId: beneficio.movimentacaoId,
        tipoBeneficio: l.tipo,
        valorCreditado: num(l.original),
        valorEstornado: num(estornado),
      });
      if (l.tipo === 'Pontos') pontosEstornados = pontosEstornados.add(estornado);
      else cashbackEstornado = cashbackEstornado.add(estornado);
    }
    const esperado = ok(MSG.cancelamentoOk, {
      vendaId: venda.id,
      clienteId: this.clientes[venda.cliente]!.id,
      status: 'Cancelada',
      canceladaEm: isoUtc(this.agora),
      movimentacoesCanceladas: canceladas,
      pontosEstornados: num(pontosEstornados),
      cashbackEstornado: num(cashbackEstornado),
      cashbackDevolvido: num(devolvido),
      saldoAtual: this.saldoResponse(venda.cliente),
    });
    if (real.status === 200 && real.dados) venda.cancelamento = semSaldo(real.dados);
    return esperado;
  }

  // --- GET /api/v1/resgate/saldo --------------------------------------------------------------------

  consultarSaldo(cliente: number): Esperado {
    const c = this.clientes[cliente]!;
    if (c.id === null) return erro(404, MSG.clienteNaoEncontrado);
    const ativos = this.lotes
      .filter((l) => l.cliente === cliente && ['Pendente', 'Disponivel'].includes(this.statusEfetivo(l)))
      .sort((a, b) => a.criadoEm - b.criadoEm || ordemTipo(a.tipo) - ordemTipo(b.tipo) || compararIds(a, b));
    return ok(null, {
      clienteId: c.id,
      clienteNome: c.nome,
      ...this.saldoResponse(cliente),
      lotesAtivos: ativos.map((l) => {
        const status = this.statusEfetivo(l);
        return {
          id: l.id,
          tipoBeneficio: l.tipo,
          valorOriginal: num(l.original),
          valorDisponivel: num(l.disponivel),
          status,
          dataLiberacao: status === 'Pendente' ? l.dataLiberacao : null,
          dataExpiracao: l.dataExpiracao,
        };
      }),
    });
  }

  /** Sales recorded and cancelled, redemptions recorded: what the tables must hold. */
  contagens() {
    return { vendas: this.vendas.length, canceladas: this.vendas.filter((v) => v.cancelamento).length, resgates: this.resgates };
  }
}

function compararIds(a: LoteModelo, b: LoteModelo): number {
  // PostgreSQL orders uuids by their bytes: the order of their lower-case hex text.
  const x = a.id ?? '';
  const y = b.id ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The order debits take lots in (docs §6, "FIFO"): creation instant, then id. */
function porFifo(a: LoteModelo, b: LoteModelo): number {
  return a.criadoEm - b.criadoEm || compararIds(a, b);
}

/**
 * Ids of the lots a cancellation created, from the rows the database shows: such lots differ
 * only in amount and expiry (a lot with both equal is interchangeable), so both sides are paired
 * in (expiry, amount, id) order.
 */
function identificarDevolucoes(devolucoes: LoteModelo[], novos: LoteNovo[]) {
  const chave = (expiraEm: number | null, original: string) =>
    `${String(expiraEm ?? 9e15).padStart(16, '0')}|${original.padStart(14, '0')}`;
  const candidatos = novos
    .filter((n) => n.vendaId === null && n.tipo === 'Cashback')
    .sort((a, b) => chave(a.expiraEm, a.original).localeCompare(chave(b.expiraEm, b.original)) || (a.id < b.id ? -1 : 1));
  const modelo = [...devolucoes].sort((a, b) =>
    chave(a.expiraEm, a.original.toFixed(2)).localeCompare(chave(b.expiraEm, b.original.toFixed(2))),
  );
  modelo.forEach((l, i) => {
    const c = candidatos[i];
    if (c && chave(c.expiraEm, c.original) === chave(l.expiraEm, l.original.toFixed(2))) l.id = c.id;
  });
}

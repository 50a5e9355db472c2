// What the model test generates: a programme (stores, their campaigns, customers, the clock's
// starting instant) and a short sequence of cashier commands. Everything is plain data, so
// fast-check shrinks it and prints it; each value also carries a one-line description, which is
// what a failure prints (the seed, then the shrunk programme and commands, one per line).
import fc from 'fast-check';
import { DIA, FUSOS, type Fuso } from './datas';

const descrever = <T extends object>(valor: T, texto: string): T =>
  Object.defineProperty(valor, fc.toStringMethod, { value: () => texto, enumerable: false });

const reais = (centavos: number) => `R$ ${(centavos / 100).toFixed(2).replace('.', ',')}`;

// --- The programme ------------------------------------------------------------------------------

/** A campaign's validity window, in days from the first day of the sequence (store's local date). */
export type Janela = { inicio: number | null; fim: number | null };

export type CashbackGerado = {
  /** Hundredths of a percent: 1250 = 12,50 %. */
  percentual: number;
  compraMinima: number;
  validadeDias: number | null;
  diasLiberacao: number; // 0 = Imediato
  resgateMinimo: number;
  /** Hundredths of a percent, or null = 100 %. */
  percentualMaximoResgate: number | null;
  checkout: boolean;
  descontoGerado: boolean;
  cashbackEmResgate: boolean;
  janela: Janela | null;
};

export type PontosGerado = {
  /** Ten-thousandths of a point per R$ 1,00: 15000 = 1,5 point. */
  pontosPorReal: number;
  compraMinima: number;
  validadeDias: number | null;
  pontosMinimos: number | null;
  parcial: boolean;
  janela: Janela | null;
};

export type LojaGerada = { fuso: Fuso; cashback: CashbackGerado | null; pontos: PontosGerado | null };
export type Programa = { inicio: number; lojas: LojaGerada[]; clientes: number };

const centavosDeCompra = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 100, max: 6000 }) });
// fc.option's `freq`: one value in `freq` is null.
const validade = fc.option(fc.integer({ min: 1, max: 40 }), { freq: 2 });
const janela = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.record({ inicio: fc.option(fc.integer({ min: -3, max: 2 })), fim: fc.option(fc.integer({ min: 0, max: 20 })) }),
  },
);

const arbCashback: fc.Arbitrary<CashbackGerado> = fc
  .record({
    percentual: fc.oneof(fc.integer({ min: 1, max: 2000 }), fc.constantFrom(250, 500, 750, 1000)),
    compraMinima: centavosDeCompra,
    validadeDias: validade,
    diasLiberacao: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 6 }) }),
    resgateMinimo: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1000 })),
    percentualMaximoResgate: fc.option(fc.integer({ min: 1, max: 10000 })),
    checkout: fc.boolean(),
    descontoGerado: fc.boolean(),
    cashbackEmResgate: fc.boolean(),
    janela,
  })
  // The panel refuses model 3 on deferred cashback (PermiteDescontoSobreCashbackGerado exige Imediato).
  .map((c) => ({ ...c, descontoGerado: c.descontoGerado && c.diasLiberacao === 0 }));

const arbPontos: fc.Arbitrary<PontosGerado> = fc.record({
  pontosPorReal: fc.oneof(fc.integer({ min: 1, max: 40000 }), fc.constantFrom(10000, 15000, 20000)),
  compraMinima: centavosDeCompra,
  validadeDias: validade,
  pontosMinimos: fc.option(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 300 }))),
  parcial: fc.boolean(),
  janela,
});

function descreverJanela(j: Janela | null): string {
  if (!j) return '';
  return ` janela ${j.inicio === null ? '…' : `D${j.inicio >= 0 ? '+' : ''}${j.inicio}`}..${j.fim === null ? '…' : `D+${j.fim}`}`;
}

function descreverLoja(l: LojaGerada, i: number): string {
  const partes = [`L${i} ${l.fuso}`];
  const c = l.cashback;
  if (c) {
    partes.push(
      `Cashback ${(c.percentual / 100).toFixed(2)}% mín.compra ${reais(c.compraMinima)}` +
        ` ${c.diasLiberacao ? `diferido ${c.diasLiberacao}d` : 'imediato'} validade ${c.validadeDias ?? '∞'}d` +
        ` resgateMín ${reais(c.resgateMinimo)} teto ${c.percentualMaximoResgate === null ? '100' : (c.percentualMaximoResgate / 100).toFixed(2)}%` +
        `${c.checkout ? ' modelo2' : ''}${c.descontoGerado ? ' modelo3' : ''}${c.cashbackEmResgate ? ' cashbackEmResgate' : ''}` +
        descreverJanela(c.janela),
    );
  }
  const p = l.pontos;
  if (p) {
    partes.push(
      `Pontos ${(p.pontosPorReal / 10000).toFixed(4)}/R$ mín.compra ${reais(p.compraMinima)} validade ${p.validadeDias ?? '∞'}d` +
        ` mínimo ${p.pontosMinimos ?? '-'}${p.parcial ? '' : ' sem parcial'}` +
        descreverJanela(p.janela),
    );
  }
  return partes.join(' | ');
}

/** 2027: no daylight saving in any Brazilian zone, so a day is 24 h everywhere. */
const INICIO_2027 = Date.UTC(2027, 0, 4);

export const arbPrograma: fc.Arbitrary<Programa> = fc
  .record({
    dia: fc.integer({ min: 0, max: 300 }),
    // Any moment of the day, and often the last seconds before a local midnight in São Paulo.
    msDoDia: fc.oneof(fc.integer({ min: 0, max: DIA - 1 }), fc.integer({ min: 3 * 3_600_000 - 20_000, max: 3 * 3_600_000 - 1 })),
    lojas: fc.array(
      fc.record({
        fuso: fc.constantFrom(...(Object.keys(FUSOS) as Fuso[])),
        cashback: fc.option(arbCashback, { freq: 5 }),
        pontos: fc.option(arbPontos, { freq: 2 }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    clientes: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ dia, msDoDia, lojas, clientes }) => {
    const inicio = INICIO_2027 + dia * DIA + msDoDia;
    return descrever(
      { inicio, lojas, clientes },
      `programa: início ${new Date(inicio).toISOString()}, ${clientes} cliente(s)\n    ${lojas.map(descreverLoja).join('\n    ')}`,
    );
  });

// --- The commands -------------------------------------------------------------------------------

export type Comando =
  | {
      k: 'venda';
      loja: number;
      cliente: number;
      centavos: number;
      modelo: 1 | 2 | 3 | 23;
      doc: number | null;
      nome: boolean;
      /** Send CNPJ and CPF with their masks (they must be equivalent). */
      mascarado: boolean;
    }
  /** `cliente` of a redemption or a balance: the n-th customer who has bought (C#n), if any. */
  | { k: 'resgate'; loja: number; cliente: number; tipo: 'Cashback' | 'Pontos'; quanto: number | null; doc: number | null }
  | { k: 'cancelar'; venda: number; via: 'vendaId' | 'documentoExterno'; outraLoja: boolean }
  | { k: 'retransmitir'; indice: number }
  | { k: 'relogio'; ms: number }
  | { k: 'vespera' }
  | { k: 'job' }
  | { k: 'saldo'; loja: number; cliente: number };

const doc = fc.option(fc.integer({ min: 1, max: 6 }), { freq: 2 });

const arbVenda = fc
  .record({
    loja: fc.nat(1),
    cliente: fc.nat(2),
    centavos: fc.oneof(
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }) },
      { weight: 4, arbitrary: fc.integer({ min: 201, max: 40000 }) },
    ),
    modelo: fc.constantFrom<1 | 2 | 3 | 23>(1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 23),
    doc,
    nome: fc.boolean(),
    mascarado: fc.boolean(),
  })
  .map((c) =>
    descrever(
      { k: 'venda' as const, ...c },
      `venda L${c.loja} C${c.cliente} ${reais(c.centavos)} ${c.modelo === 23 ? 'modelos 2+3' : `modelo ${c.modelo}`}` +
        `${c.doc === null ? '' : ` doc D${c.doc}`}${c.nome ? ' com nome' : ''}${c.mascarado ? ' mascarado' : ''}`,
    ),
  );

const arbResgate = fc
  .record({
    loja: fc.nat(1),
    cliente: fc.nat(2),
    tipo: fc.constantFrom<'Cashback' | 'Pontos'>('Cashback', 'Cashback', 'Pontos'),
    tudo: fc.boolean(),
    quanto: fc.integer({ min: 1, max: 3000 }),
    doc,
  })
  .map(({ tudo, ...c }) => {
    const quanto = tudo ? null : c.quanto;
    const texto = quanto === null ? 'tudo' : c.tipo === 'Cashback' ? reais(quanto) : `${quanto} pontos`;
    return descrever(
      { k: 'resgate' as const, loja: c.loja, cliente: c.cliente, tipo: c.tipo, quanto, doc: c.doc },
      `resgate L${c.loja} C#${c.cliente} ${c.tipo} ${texto}${c.doc === null ? '' : ` doc R${c.doc}`}`,
    );
  });

const arbCancelar = fc
  .record({
    venda: fc.nat(8),
    via: fc.constantFrom<'vendaId' | 'documentoExterno'>('vendaId', 'documentoExterno'),
    outraLoja: fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  })
  .map((c) =>
    descrever(
      { k: 'cancelar' as const, ...c },
      `cancelar a venda #${c.venda} (mod. vendas registradas) por ${c.via}${c.outraLoja ? ' na outra loja' : ''}`,
    ),
  );

const arbRelogio = fc
  .oneof(
    fc.integer({ min: 1, max: 59 }).map((m) => m * 60_000),
    fc.integer({ min: 1, max: 23 }).map((h) => h * 3_600_000),
    fc.integer({ min: 1, max: 45 }).map((d) => d * DIA),
  )
  .map((ms) =>
    descrever(
      { k: 'relogio' as const, ms },
      `relógio +${ms % DIA === 0 ? `${ms / DIA} dia(s)` : ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${ms / 60_000} min`}`,
    ),
  );

export const arbComando: fc.Arbitrary<Comando> = fc.oneof(
  { weight: 8, arbitrary: arbVenda },
  { weight: 4, arbitrary: arbResgate },
  { weight: 3, arbitrary: arbCancelar },
  {
    weight: 2,
    arbitrary: fc
      .nat(20)
      .map((indice) => descrever({ k: 'retransmitir' as const, indice }, `retransmitir o pedido #${indice} (mod. pedidos feitos)`)),
  },
  { weight: 3, arbitrary: arbRelogio },
  {
    weight: 1,
    arbitrary: fc.constant(null).map(() => descrever({ k: 'vespera' as const }, 'relógio até 1,5 s antes da meia-noite de L0')),
  },
  { weight: 2, arbitrary: fc.constant(null).map(() => descrever({ k: 'job' as const }, 'job de lotes (processarLotes)')) },
  {
    weight: 2,
    arbitrary: fc
      .record({ loja: fc.nat(1), cliente: fc.nat(2) })
      .map((c) => descrever({ k: 'saldo' as const, ...c }, `saldo L${c.loja} C#${c.cliente}`)),
  },
);

/** 5 to `maximo` commands, printed one per line. */
export function arbComandos(maximo: number) {
  return fc
    .array(arbComando, { minLength: 5, maxLength: maximo, size: maximo > 25 ? 'large' : undefined })
    .map((cs) => descrever(cs, `comandos:\n${cs.map((c, i) => `    ${String(i + 1).padStart(2)}. ${fc.stringify(c)}`).join('\n')}\n`));
}

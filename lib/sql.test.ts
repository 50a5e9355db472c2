// Named parameters of the big statements (lib/sql.ts `instrucao`): every `$n` of a statement's text
// is produced by exactly one name of its builder, every field of the builder's object reaches the
// text, and each value lands on the placeholder of its own name.
import { describe, expect, it } from 'vitest';
import { Decimal } from '@/lib/dinheiro';
import { instrucao, type Instrucao } from '@/lib/sql';
import { S_VENDA, S_VENDA_SEM_CONSUMO, camposVenda, instrucaoDaVenda, type GravacaoVenda } from '@/lib/domain/venda/sql-venda';
import { S_RESGATE, camposResgate, parametrosResgate, type GravacaoResgate } from '@/lib/domain/resgate/resgatar-saldo';
import { S_LOTE_DEVOLUCAO, S_MOVIMENTO, type LoteDeDevolucao, type MovimentoDoCancelamento } from '@/lib/domain/venda/cancelar-venda';

/** The `$n` of a text, each as often as it appears. */
const placeholders = (texto: string) => [...texto.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));

/** Every `$1..$N` appears in the text, nothing else does, and N is the number of names. */
function confereNumeracao<P>(s: Instrucao<P>) {
  const usados = new Set(placeholders(s.texto));
  expect([...usados].sort((a, b) => a - b)).toEqual(s.nomes.map((_, i) => i + 1));
  expect(new Set(s.nomes).size).toBe(s.nomes.length);
}

/** The value given under each name is the one at that name's `$n`. */
function confereValores<P extends object>(s: Instrucao<P>, campos: P, valores: unknown[]) {
  // A field that is not in the text would be silently dropped: each field must be a name.
  expect(Object.keys(campos).sort()).toEqual([...s.nomes].sort());
  expect(valores).toHaveLength(s.nomes.length);
  // Distinct sample values, so that two names swapped would show.
  expect(new Set(valores.map((v) => JSON.stringify(v))).size).toBe(valores.length);
  s.nomes.forEach((nome, i) => expect(valores[i], `${nome} = $${i + 1}`).toEqual(campos[nome]));
}

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** What every row these statements write carries: whose it is (tenant, customer, store) and when. */
const dono = { tenantId: id(2), clienteId: id(3), lojaId: id(4), agora: new Date('2026-11-22T12:00:00Z') };

describe('instrucao', () => {
  it('numbers names in the order they are first read and reuses the number of a name read again', () => {
    const s = instrucao<{ a: string; b: number; c: string | null }>((p) => `SELECT ${p.b}, ${p.a}, ${p.b}::int, ${p.c}`);
    expect(s.texto).toBe('SELECT $1, $2, $1::int, $3');
    expect(s.nomes).toEqual(['b', 'a', 'c']);
    expect(s.valores({ a: 'x', b: 7, c: null })).toEqual([7, 'x', null]);
    expect(s.nome).toMatch(/^q_/);
  });

  it('refuses a positional placeholder written by hand next to the named ones', () => {
    expect(() => instrucao<{ a: string }>((p) => `SELECT ${p.a}, $2`)).toThrow(/placeholders 1,2 para 1 nomes/);
    expect(() => instrucao<{ a: string }>(() => `SELECT $1`)).toThrow(/para 0 nomes/);
  });
});

describe('S_VENDA', () => {
  const g: GravacaoVenda = {
    ...dono,
    vendaId: id(1),
    valorVenda: new Decimal('150'),
    cashbackUsado: new Decimal('12.5'),
    descontoGerado: new Decimal('0'),
    valorFinal: new Decimal('137.5'),
    cashbackCreditado: new Decimal('6.88'),
    pontosCreditados: new Decimal('137'),
    modelo: 2,
    documentoExterno: 'NF-1',
    hashRequisicao: 'h'.repeat(64),
    observacao: 'obs',
    resposta: { vendaId: id(1) },
    movimentos: [
      {
        id: id(10),
        campanhaId: id(20),
        loteId: id(30),
        tipo: 'CreditoCashbackPendente',
        tipoBeneficio: 'Cashback',
        valor: new Decimal('6.875'),
        descricao: 'Cashback pendente da campanha X',
      },
      {
        id: id(11),
        campanhaId: id(20),
        loteId: null,
        tipo: 'UsoCashbackVenda',
        tipoBeneficio: 'Cashback',
        valor: new Decimal('12.5'),
        descricao: 'Cashback usado como desconto na compra',
      },
    ],
    lotes: [
      {
        id: id(30),
        campanhaId: id(20),
        movimentacaoId: id(10),
        tipoBeneficio: 'Cashback',
        valor: new Decimal('6.88'),
        status: 'Pendente',
        dataLiberacao: '2026-11-29',
        liberaEm: new Date('2026-11-29T03:00:00Z'),
        dataExpiracao: '2027-02-27',
        expiraEm: new Date('2027-02-28T03:00:00Z'),
      },
    ],
    consumos: [
      { loteId: id(40), valor: new Decimal('10') },
      { loteId: id(41), valor: new Decimal('2.5') },
    ],
    usoMovimentacaoId: id(11),
    evento: { tipo: 'CashbackPendenteCreditado', payload: { clienteId: dono.clienteId, vendaId: id(1) } },
  };

  it('has one name per placeholder, 38 in all (35 without the consumption)', () => {
    confereNumeracao(S_VENDA);
    expect(S_VENDA.nomes).toHaveLength(38);
    confereNumeracao(S_VENDA_SEM_CONSUMO);
    // The consumption's lots, amounts and movement are the three names it does not take.
    expect(S_VENDA.nomes.filter((n) => !S_VENDA_SEM_CONSUMO.nomes.includes(n)).sort()).toEqual([
      'consumoLoteId',
      'consumoValor',
      'usoMovimentacaoId',
    ]);
    expect(S_VENDA_SEM_CONSUMO.texto).not.toContain('consumo_lote');
  });

  it('takes the statement with the consumption only for a sale that consumes lots', () => {
    expect(instrucaoDaVenda(g).instrucao).toBe(S_VENDA);
    const semConsumo = instrucaoDaVenda({ ...g, consumos: [] });
    expect(semConsumo.instrucao).toBe(S_VENDA_SEM_CONSUMO);
    const { consumoLoteId, consumoValor, usoMovimentacaoId, ...campos } = camposVenda({ ...g, consumos: [] });
    expect([consumoLoteId, consumoValor, usoMovimentacaoId]).toEqual([[], [], id(11)]);
    confereValores(S_VENDA_SEM_CONSUMO, campos as ReturnType<typeof camposVenda>, semConsumo.valores);
  });

  it('puts every value on the placeholder of its name, amounts as text with 2 decimals, records as columns', () => {
    const campos = camposVenda(g);
    confereValores(S_VENDA, campos, instrucaoDaVenda(g).valores);
    expect(campos).toMatchObject({
      valorVenda: '150.00',
      cashbackUsado: '12.50',
      valorFinal: '137.50',
      pontosCreditados: '137.00',
      resposta: JSON.stringify({ vendaId: id(1) }),
      movId: [id(10), id(11)],
      movLoteId: [id(30), null],
      movValor: ['6.88', '12.50'],
      loteMovimentacaoId: [id(10)],
      loteDataLiberacao: ['2026-11-29'],
      loteDataExpiracao: ['2027-02-27'],
      consumoLoteId: [id(40), id(41)],
      consumoValor: ['10.00', '2.50'],
      eventoTipo: 'CashbackPendenteCreditado',
      eventoPayload: JSON.stringify({ tipo: 'CashbackPendenteCreditado', clienteId: dono.clienteId, vendaId: id(1) }),
    });
  });

  it('unnests each column under its own name', () => {
    // The unnest of the movements lists its aliases in the order of its arrays.
    const n = (nome: keyof ReturnType<typeof camposVenda>) => `$${S_VENDA.nomes.indexOf(nome) + 1}::`;
    const mov = /unnest\(([^)]*)\)\s+AS x\(id, campanha_id, lote_id, tipo, tipo_beneficio, valor, descricao\)/.exec(S_VENDA.texto)![1]!;
    expect(mov.split(',').map((c) => c.trim().replace(/[a-z[\]]+$/, ''))).toEqual(
      (['movId', 'movCampanhaId', 'movLoteId', 'movTipo', 'movTipoBeneficio', 'movValor', 'movDescricao'] as const).map(n),
    );
    const lote =
      /unnest\(([^)]*)\)\s+AS x\(id, campanha_id, movimentacao_id, tipo_beneficio, valor, status, data_liberacao, libera_em,/.exec(
        S_VENDA.texto,
      )![1]!;
    expect(lote.split(',').map((c) => c.trim().replace(/[a-z[\]]+$/, ''))).toEqual(
      (
        [
          'loteId',
          'loteCampanhaId',
          'loteMovimentacaoId',
          'loteTipoBeneficio',
          'loteValor',
          'loteStatus',
          'loteDataLiberacao',
          'loteLiberaEm',
          'loteDataExpiracao',
          'loteExpiraEm',
        ] as const
      ).map(n),
    );
  });

  it('writes no event when there is none', () => {
    const campos = camposVenda({ ...g, evento: null, consumos: [], usoMovimentacaoId: null });
    expect([campos.eventoTipo, campos.eventoPayload, campos.usoMovimentacaoId]).toEqual([null, null, null]);
    expect(campos.consumoLoteId).toEqual([]);
  });
});

describe('S_RESGATE', () => {
  const g: GravacaoResgate = {
    ...dono,
    resgateId: id(1),
    movimentacaoId: id(5),
    tipoBeneficio: 'Pontos',
    valor: new Decimal('20'),
    documentoExterno: 'R-1',
    hashRequisicao: 'h'.repeat(64),
    observacao: null,
    descricaoTroca: 'Chaveiro',
    resposta: { movimentacaoId: id(5) },
    descricao: 'Troca: Chaveiro',
    consumos: [{ loteId: id(9), valor: new Decimal('20') }],
  };

  it('has one name per placeholder and every value on its own', () => {
    confereNumeracao(S_RESGATE);
    const campos = camposResgate(g);
    confereValores(S_RESGATE, campos, parametrosResgate(g));
    expect(campos).toMatchObject({ valor: '20.00', tipoMovimentacao: 'ResgatePontos', consumoLoteId: [id(9)], consumoValor: ['20.00'] });
    expect(camposResgate({ ...g, tipoBeneficio: 'Cashback' }).tipoMovimentacao).toBe('ResgateCashback');
  });
});

describe('statements of the cancellation', () => {
  it('S_MOVIMENTO: one name per placeholder and every value on its own', () => {
    confereNumeracao(S_MOVIMENTO);
    const m: MovimentoDoCancelamento = {
      ...dono,
      id: id(1),
      campanhaId: null,
      vendaId: id(5),
      loteId: id(6),
      tipo: 'CancelamentoPontos',
      tipoBeneficio: 'Pontos',
      valor: '12.00',
      descricao: 'Estorno por cancelamento da venda',
    };
    confereValores(S_MOVIMENTO, m, S_MOVIMENTO.valores(m));
  });

  it('S_LOTE_DEVOLUCAO: one name per placeholder and every value on its own', () => {
    confereNumeracao(S_LOTE_DEVOLUCAO);
    const l: LoteDeDevolucao = {
      ...dono,
      id: id(1),
      campanhaId: id(5),
      movimentacaoId: id(6),
      valor: '7.50',
      dataExpiracao: '2027-01-31',
      expiraEm: new Date('2027-02-01T03:00:00Z'),
    };
    confereValores(S_LOTE_DEVOLUCAO, l, S_LOTE_DEVOLUCAO.valores(l));
  });
});

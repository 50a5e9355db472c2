// The balance columns of the customer import read exactly (docs/api-admin-clientes.md §4a,
// "Saldos do programa anterior"), and the answer's sentences about them.
import { describe, expect, it } from 'vitest';
import { lerPontos, lerReais, lerSaldoDaLinha } from '@/lib/domain/cliente/importar-saldos';
import { dataDoArquivo } from '@/lib/domain/cliente/importar-clientes';
import { mensagemDaImportacao } from '@/lib/domain/cliente/admin-mensagens';

describe('lerReais', () => {
  it.each([
    ['12,50', '12.5'],
    ['1.234,56', '1234.56'],
    ['12.50', '12.5'],
    ['R$ 12,50', '12.5'],
    ['R$12,5', '12.5'],
    ['  7 ', '7'],
    ['1.234', '1234'],
    ['999.999.999.999,99', '999999999999.99'],
    ['0,01', '0.01'],
    ['', '0'],
    ['0', '0'],
  ])('%j is R$ %s, exactly', (texto, valor) => {
    expect(lerReais(texto)?.toString()).toBe(valor);
  });

  it.each(['12,345', '-5', 'abc', '1,2,3', '12.345,6.7', '1.23,45', ',50', '1 234,56', '1.234.567.890.123,00', '12.5.0'])(
    '%j is refused',
    (texto) => {
      expect(lerReais(texto)).toBeNull();
    },
  );
});

describe('lerPontos', () => {
  it.each([
    ['1.200', '1200'],
    ['1200', '1200'],
    ['150', '150'],
    ['', '0'],
  ])('%j is %s points', (texto, valor) => {
    expect(lerPontos(texto)?.toString()).toBe(valor);
  });

  it.each(['1,5', '-3', '12.5', 'abc', '1.2000'])('%j is refused', (texto) => {
    expect(lerPontos(texto)).toBeNull();
  });
});

describe('lerSaldoDaLinha', () => {
  const ler = (cashback: string, pontos: string, validade: string) => lerSaldoDaLinha({ cashback, pontos, validade }, dataDoArquivo);

  it('reads the balances and the validity (dd/mm/aaaa or aaaa-mm-dd)', () => {
    const s = ler('1.234,56', '1.200', '31/12/2027');
    expect(typeof s === 'string' ? s : { c: s.cashback?.toString(), p: s.pontos?.toString(), v: s.validade }).toEqual({
      c: '1234.56',
      p: '1200',
      v: '2027-12-31',
    });
    expect(ler('', '10', '2027-01-31')).toMatchObject({ cashback: null, validade: '2027-01-31' });
  });

  it('no balance: the validity is ignored, even an invalid one', () => {
    expect(ler('', '0', '31/02/2027')).toEqual({ cashback: null, pontos: null, validade: null });
  });

  it.each([
    ['12,345', '', '', 'O saldo de cashback deve ser um valor em reais com até 2 casas decimais (ex.: 12,50).'],
    ['', '1,5', '', 'O saldo de pontos deve ser um número inteiro de pontos (ex.: 150).'],
    ['10', '', '31/02/2027', 'A validade do saldo deve ser uma data dd/mm/aaaa.'],
    ['10', '', '2027/01/01', 'A validade do saldo deve ser uma data dd/mm/aaaa.'],
  ])('%j %j %j → %s', (cashback, pontos, validade, mensagem) => {
    expect(ler(cashback, pontos, validade)).toBe(mensagem);
  });
});

describe('mensagemDaImportacao with balances', () => {
  const base = { simulacao: false, novos: 2, jaCadastrados: 1, recusados: 0, cashbackMigrado: 0, pontosMigrados: 0, saldosJaMigrados: 0 };
  it.each([
    [{}, 'Importação concluída: 2 clientes novos, 1 já cadastrado, 0 linhas recusadas.'],
    [
      { cashbackMigrado: 1234.5, pontosMigrados: 1200 },
      'Importação concluída: 2 clientes novos, 1 já cadastrado, 0 linhas recusadas. Saldos do programa anterior: R$ 1.234,50 em cashback e 1.200 pontos.',
    ],
    [
      { pontosMigrados: 1200 },
      'Importação concluída: 2 clientes novos, 1 já cadastrado, 0 linhas recusadas. Saldos do programa anterior: 1.200 pontos.',
    ],
    [
      { cashbackMigrado: 5, saldosJaMigrados: 3 },
      'Importação concluída: 2 clientes novos, 1 já cadastrado, 0 linhas recusadas. Saldos do programa anterior: R$ 5,00 em cashback. 3 saldos já tinham sido trazidos antes e não foram creditados de novo.',
    ],
    [
      { simulacao: true, pontosMigrados: 1, saldosJaMigrados: 1 },
      'Simulação: 2 clientes novos, 1 já cadastrado, 0 linhas recusadas. Saldos do programa anterior: 1 ponto. 1 saldo já tinha sido trazido antes e não foi creditado de novo. Nada foi gravado.',
    ],
  ])('%j', (extra, mensagem) => {
    expect(mensagemDaImportacao({ ...base, ...extra })).toBe(mensagem);
  });
});

import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { cenarioPadrao, cnpjAleatorio, cpfAleatorio, criarCampanha, criarLoja, criarTenant } from '@/lib/testing/cenario';
import { formatarCpf } from '@/lib/documentos/cpf';
import { formatarCnpj } from '@/lib/documentos/cnpj';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { linhasDoTenant } from '@/lib/testing/linhas-do-tenant';

/** POST /api/v1/venda at the scenario's store, with its key. */
const vender = (c: { chave: string; loja: { cnpj: string } }, corpo: Record<string, unknown>) =>
  chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, ...corpo } });

/** The rows a sale writes in the tenant: a refused or replayed sale leaves them as they were. */
const contagens = (tenantId: string) => linhasDoTenant(tenantId, ['venda', 'movimentacao', 'lote', 'clienteTenant']);

describe('POST /api/v1/venda: benefits', () => {
  it('credits cashback and points on a plain sale (model 1), 2 benefits sharing one vendaId', async () => {
    const c = await cenarioPadrao({ cashback: { validadeDias: 30 } });
    const cpf = cpfAleatorio();
    const r = await chamar('POST', '/api/v1/venda', {
      chave: c.chave,
      corpo: { cnpjLoja: formatarCnpj(c.loja.cnpj), cpfCliente: formatarCpf(cpf), valorVenda: 100.55 },
    });
    expect(r.status).toBe(200);
    expect(r.corpo.sucesso).toBe(true);
    expect(r.corpo.erros).toEqual([]);
    expect(r.corpo.mensagem).toBe('Venda registrada com sucesso.');
    const d = r.corpo.dados;
    expect(d.clienteNome).toBeNull();
    expect(d.valorVenda).toBe(100.55);
    expect(d.cashbackCreditado).toBe(10.06);
    expect(d.pontosCreditados).toBe(100);
    expect(d.cashbackUsado).toBe(0);
    expect(d.descontoGerado).toBe(0);
    expect(d.valorFinal).toBe(100.55);
    expect(d.saldoAtual).toEqual({ saldoPontos: 100, saldoCashback: 10.06, saldoPendente: 0 });
    expect(d.beneficiosAplicados).toHaveLength(2);
    const [cb, pt] = d.beneficiosAplicados;
    expect(cb).toMatchObject({
      campanhaId: c.cashback!.id,
      campanhaDescricao: 'Cashback 10%',
      tipoBeneficio: 'Cashback',
      cashbackCreditado: 10.06,
      pontosCreditados: 0,
      statusBeneficio: 'Disponivel',
      dataLiberacao: null,
    });
    expect(cb.dataExpiracao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(pt).toMatchObject({ campanhaId: c.pontos!.id, tipoBeneficio: 'Pontos', pontosCreditados: 100, cashbackCreditado: 0 });
    const venda = await prisma.venda.findUniqueOrThrow({ where: { id: d.vendaId } });
    expect(venda.valorFinal.toFixed(2)).toBe('100.55');
    const lotes = await prisma.lote.findMany({ where: { vendaId: d.vendaId }, orderBy: { tipoBeneficio: 'asc' } });
    expect(lotes.map((l) => [l.tipoBeneficio, l.valorOriginal.toFixed(2), l.status])).toEqual([
      ['Cashback', '10.06', 'Disponivel'],
      ['Pontos', '100.00', 'Disponivel'],
    ]);
    const movs = await prisma.movimentacao.findMany({ where: { vendaId: d.vendaId } });
    expect(movs.map((m) => m.id).sort()).toEqual([cb.movimentacaoId, pt.movimentacaoId].sort());
  });

  it('records a deferred cashback as Pendente with its release date', async () => {
    const c = await cenarioPadrao({ cashback: { modoCashback: 'Diferido', diasLiberacao: 7, validadeDias: 60 }, pontos: null });
    const r = await vender(c, { cpfCliente: cpfAleatorio(), valorVenda: 50 });
    expect(r.status).toBe(200);
    const [b] = r.corpo.dados.beneficiosAplicados;
    expect(b.statusBeneficio).toBe('Pendente');
    expect(b.cashbackCreditado).toBe(5);
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const mais = (dias: number) => {
      const x = new Date(`${hoje}T00:00:00Z`);
      x.setUTCDate(x.getUTCDate() + dias);
      return x.toISOString().slice(0, 10);
    };
    expect(b.dataLiberacao).toBe(mais(7));
    expect(b.dataExpiracao).toBe(mais(67));
    expect(r.corpo.dados.saldoAtual).toEqual({ saldoPontos: 0, saldoCashback: 0, saldoPendente: 5 });
  });

  it('applies only the campaigns whose compraMinima the sale reaches', async () => {
    const c = await cenarioPadrao({ cashback: { compraMinima: '50.00' } });
    const r = await vender(c, { cpfCliente: cpfAleatorio(), valorVenda: 49.99 });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.beneficiosAplicados.map((b: { tipoBeneficio: string }) => b.tipoBeneficio)).toEqual(['Pontos']);
    expect(r.corpo.dados.cashbackCreditado).toBe(0);
    expect(r.corpo.dados.pontosCreditados).toBe(49);
  });

  it('rejects a sale with no eligible campaign (422) and records nothing', async () => {
    const c = await cenarioPadrao({ cashback: { compraMinima: '100.00' }, pontos: { compraMinima: '100.00' } });
    const antes = await contagens(c.tenantId);
    const r = await vender(c, { cpfCliente: cpfAleatorio(), valorVenda: 99.99 });
    expect(r.status).toBe(422);
    expect(r.corpo).toEqual(envelopeDeErro('Nenhuma campanha ativa elegível para esta venda.'));
    expect(await contagens(c.tenantId)).toEqual(antes);
  });

  it('ignores inactive campaigns and campaigns outside their validity window', async () => {
    const { tenantId, chave } = await criarTenant();
    const loja = await criarLoja(tenantId);
    await criarCampanha(tenantId, [loja.id], { tipo: 'Cashback', status: 'Inativa' });
    await criarCampanha(tenantId, [loja.id], { tipo: 'Pontos', dataFim: new Date('2020-12-31') });
    const r = await chamar('POST', '/api/v1/venda', { chave, corpo: { cnpjLoja: loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 10 } });
    esperarRecusa(r, 422, 'Nenhuma campanha ativa elegível para esta venda.');
  });

  it('works with an alphanumeric CNPJ store, lower case and masked', async () => {
    const { tenantId, chave } = await criarTenant();
    const cnpj = cnpjAleatorio(true);
    const loja = await criarLoja(tenantId, { cnpj });
    await criarCampanha(tenantId, [loja.id], { tipo: 'Cashback' });
    const r = await chamar('POST', '/api/v1/venda', {
      chave,
      corpo: { cnpjLoja: formatarCnpj(cnpj).toLowerCase(), cpfCliente: cpfAleatorio(), valorVenda: 10 },
    });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.cashbackCreditado).toBe(1);
  });
});

describe('POST /api/v1/venda: customers (rules 1-3)', () => {
  it('creates the customer with the cliente data on a first purchase', async () => {
    const c = await cenarioPadrao();
    const cpf = cpfAleatorio();
    const r = await vender(c, {
      cpfCliente: cpf,
      valorVenda: 20,
      cliente: { nome: 'Maria da Silva', email: 'Maria@Example.com', telefone: '(11) 98888-7777' },
    });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.clienteNome).toBe('Maria da Silva');
    const cli = await prisma.cliente.findFirstOrThrow({ where: { cpf, sandbox: false } });
    expect([cli.nome, cli.email, cli.telefone]).toEqual(['Maria da Silva', 'maria@example.com', '11988887777']);
  });

  it('keeps the existing registration and ignores cliente (rule 1)', async () => {
    const c = await cenarioPadrao();
    const cpf = cpfAleatorio();
    await vender(c, { cpfCliente: cpf, valorVenda: 20, cliente: { nome: 'Primeiro Nome' } });
    const r = await vender(c, { cpfCliente: cpf, valorVenda: 20, cliente: { nome: '' } });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.clienteNome).toBe('Primeiro Nome');
    expect(r.corpo.dados.saldoAtual.saldoCashback).toBe(4);
  });

  it('answers 400 for a new CPF with a blank cliente.nome (rule 3) and records nothing', async () => {
    const c = await cenarioPadrao();
    const cpf = cpfAleatorio();
    const r = await vender(c, { cpfCliente: cpf, valorVenda: 20, cliente: { nome: ' ' } });
    esperarRecusa(r, 400, 'O campo Cliente.Nome é obrigatório.');
    expect(await prisma.cliente.count({ where: { cpf } })).toBe(0);
  });

  it('links a customer of another tenant without changing their data', async () => {
    const a = await cenarioPadrao();
    const b = await cenarioPadrao();
    const cpf = cpfAleatorio();
    await vender(a, { cpfCliente: cpf, valorVenda: 10, cliente: { nome: 'Joana' } });
    const r = await vender(b, { cpfCliente: cpf, valorVenda: 30, cliente: { nome: 'Outro Nome' } });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.clienteNome).toBe('Joana');
    // Balances are per tenant: tenant B's balance holds only its own sale.
    expect(r.corpo.dados.saldoAtual).toEqual({ saldoPontos: 30, saldoCashback: 3, saldoPendente: 0 });
  });

  it('refuses a sale for a customer deactivated in the tenant', async () => {
    const c = await cenarioPadrao();
    const cpf = cpfAleatorio();
    const r1 = await vender(c, { cpfCliente: cpf, valorVenda: 10 });
    await prisma.clienteTenant.updateMany({ where: { tenantId: c.tenantId, clienteId: r1.corpo.dados.clienteId }, data: { ativo: false } });
    const antes = await contagens(c.tenantId);
    const r = await vender(c, { cpfCliente: cpf, valorVenda: 10 });
    esperarRecusa(r, 422, 'Cliente inativo neste programa de fidelidade.');
    expect(await contagens(c.tenantId)).toEqual(antes);
  });
});

describe('POST /api/v1/venda: model 2 (usarCashbackDisponivel)', () => {
  async function comSaldo(cashback: Record<string, unknown> = {}) {
    const c = await cenarioPadrao({
      cashback: { permiteCheckoutCashbackNaVenda: true, resgateMinimo: '5.00', percentualMaximoResgate: '50.00', ...cashback },
      pontos: null,
    });
    const cpf = cpfAleatorio();
    // Two earlier sales: lots of R$ 10,00 and R$ 20,00.
    const v1 = await vender(c, { cpfCliente: cpf, valorVenda: 100 });
    const v2 = await vender(c, { cpfCliente: cpf, valorVenda: 200 });
    return { ...c, cpf, lote1: v1.corpo.dados.beneficiosAplicados[0], lote2: v2.corpo.dados.beneficiosAplicados[0] };
  }

  it('consumes the balance FIFO as a discount and credits on valorFinal, in one transaction', async () => {
    const c = await comSaldo();
    const r = await vender(c, { cpfCliente: c.cpf, valorVenda: 50, usarCashbackDisponivel: true });
    expect(r.status).toBe(200);
    const d = r.corpo.dados;
    // Cap: 50 % of R$ 50,00 = R$ 25,00 of the R$ 30,00 balance.
    expect(d.cashbackUsado).toBe(25);
    expect(d.descontoGerado).toBe(0);
    expect(d.valorFinal).toBe(25);
    expect(d.cashbackCreditado).toBe(2.5);
    expect(d.saldoAtual).toEqual({ saldoPontos: 0, saldoCashback: 7.5, saldoPendente: 0 });
    const lotes = await prisma.lote.findMany({ where: { tenantId: c.tenantId }, orderBy: { criadoEm: 'asc' } });
    expect(lotes.map((l) => [l.valorOriginal.toFixed(2), l.valorDisponivel.toFixed(2), l.status])).toEqual([
      ['10.00', '0.00', 'Resgatado'],
      ['20.00', '5.00', 'Disponivel'],
      ['2.50', '2.50', 'Disponivel'],
    ]);
    const uso = await prisma.movimentacao.findFirstOrThrow({ where: { vendaId: d.vendaId, tipo: 'UsoCashbackVenda' } });
    expect(uso.valor.toFixed(2)).toBe('25.00');
  });

  it('applies no discount when the balance is below the redemption minimum, and still records the sale', async () => {
    const c = await comSaldo({ resgateMinimo: '50.00' });
    const r = await vender(c, { cpfCliente: c.cpf, valorVenda: 50, usarCashbackDisponivel: true });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.cashbackUsado).toBe(0);
    expect(r.corpo.dados.valorFinal).toBe(50);
    expect(r.corpo.dados.cashbackCreditado).toBe(5);
    expect(r.corpo.dados.saldoAtual.saldoCashback).toBe(35);
  });

  it('ignores the flag silently when the campaign does not allow it (rule 4)', async () => {
    const c = await comSaldo({ permiteCheckoutCashbackNaVenda: false });
    const r = await vender(c, { cpfCliente: c.cpf, valorVenda: 50, usarCashbackDisponivel: true });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.cashbackUsado).toBe(0);
    expect(r.corpo.dados.valorFinal).toBe(50);
  });

  it('ignores the flag for deferred campaigns (rule 4)', async () => {
    const c = await cenarioPadrao({
      cashback: { permiteCheckoutCashbackNaVenda: true, modoCashback: 'Diferido', diasLiberacao: 3 },
      pontos: null,
    });
    const r = await vender(c, { cpfCliente: cpfAleatorio(), valorVenda: 50, usarCashbackDisponivel: true });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.cashbackUsado).toBe(0);
  });

  it('rejects both flags together (rule 6) and records nothing', async () => {
    const c = await comSaldo();
    const antes = await contagens(c.tenantId);
    const r = await vender(c, { cpfCliente: c.cpf, valorVenda: 50, usarCashbackDisponivel: true, usarCashbackGerado: true });
    esperarRecusa(r, 422, 'Não é permitido usar cashback disponível e cashback gerado na mesma venda.');
    expect(await contagens(c.tenantId)).toEqual(antes);
  });
});

describe('POST /api/v1/venda: model 3 (usarCashbackGerado)', () => {
  it('discounts the generated cashback on a first purchase and credits nothing (permiteCashbackEmResgate false)', async () => {
    const c = await cenarioPadrao({ cashback: { permiteDescontoSobreCashbackGerado: true } });
    const r = await vender(c, { cpfCliente: cpfAleatorio(), valorVenda: 200, usarCashbackGerado: true, cliente: { nome: 'Cliente Novo' } });
    expect(r.status).toBe(200);
    const d = r.corpo.dados;
    expect([d.descontoGerado, d.valorFinal, d.cashbackCreditado, d.cashbackUsado, d.pontosCreditados]).toEqual([20, 180, 0, 0, 180]);
    expect(d.clienteNome).toBe('Cliente Novo');
    expect(d.saldoAtual).toEqual({ saldoPontos: 180, saldoCashback: 0, saldoPendente: 0 });
    const cb = d.beneficiosAplicados.find((b: { tipoBeneficio: string }) => b.tipoBeneficio === 'Cashback');
    expect(cb.cashbackCreditado).toBe(0);
    const mov = await prisma.movimentacao.findUniqueOrThrow({ where: { id: cb.movimentacaoId } });
    expect([mov.tipo, mov.valor.toFixed(2)]).toEqual(['DescontoCashbackGerado', '20.00']);
  });

  it('credits cashback on valorFinal with permiteCashbackEmResgate and agrees with the preview', async () => {
    const c = await cenarioPadrao({
      cashback: { permiteDescontoSobreCashbackGerado: true, permiteCashbackEmResgate: true, percentualCashback: '7.5' },
      pontos: null,
    });
    const p = await chamar('POST', '/api/v1/venda/preview', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, valorVenda: 133.33 } });
    expect(p.status).toBe(200);
    const r = await vender(c, { cpfCliente: cpfAleatorio(), valorVenda: 133.33, usarCashbackGerado: true });
    expect(r.status).toBe(200);
    expect(p.corpo.dados).toEqual({
      valorVenda: 133.33,
      permiteAplicarDesconto: true,
      motivoBloqueio: null,
      cashbackGeradoPrevisto: 10, // 9.99975 -> 10.00
      valorComDesconto: 123.33,
      cashbackSobreDesconto: 9.25, // 9.24975 -> 9.25
    });
    expect(r.corpo.dados.descontoGerado).toBe(p.corpo.dados.cashbackGeradoPrevisto);
    expect(r.corpo.dados.valorFinal).toBe(p.corpo.dados.valorComDesconto);
    expect(r.corpo.dados.cashbackCreditado).toBe(p.corpo.dados.cashbackSobreDesconto);
  });

  it('refuses model 3 when the store does not allow it (rule 5)', async () => {
    const c = await cenarioPadrao({ cashback: { permiteDescontoSobreCashbackGerado: false } });
    const r = await vender(c, { cpfCliente: cpfAleatorio(), valorVenda: 20, usarCashbackGerado: true });
    esperarRecusa(r, 422, 'Desconto sobre o cashback gerado não está disponível para esta loja.');
  });
});

describe('POST /api/v1/venda: retransmission (rule 8)', () => {
  it('returns the original result for the same documentoExterno and credits once', async () => {
    const c = await cenarioPadrao();
    const corpo = { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 40, documentoExterno: 'NFC-e 123' };
    const r1 = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo });
    const r2 = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: { ...corpo, cpfCliente: formatarCpf(corpo.cpfCliente) } });
    esperarSucesso(r2, 200, 'Venda já registrada com este documentoExterno; nenhum crédito novo foi gerado.');
    expect(r2.corpo.dados).toEqual(r1.corpo.dados);
    expect(await prisma.venda.count({ where: { tenantId: c.tenantId } })).toBe(1);
    expect(await prisma.lote.count({ where: { tenantId: c.tenantId } })).toBe(2);
  });

  it('answers a retransmission with the same JSON text as the first answer, key order included', async () => {
    const c = await cenarioPadrao({ cashback: { modoCashback: 'Diferido', diasLiberacao: 7, validadeDias: 30 } });
    const corpo = {
      cnpjLoja: c.loja.cnpj,
      cpfCliente: cpfAleatorio(),
      valorVenda: 40,
      documentoExterno: 'NFC-e 321',
      cliente: { nome: 'Rita Lima' },
    };
    const r1 = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo });
    const r2 = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo });
    esperarSucesso(r2, 200, 'Venda já registrada com este documentoExterno; nenhum crédito novo foi gerado.');
    expect(r1.corpo.dados.beneficiosAplicados).toHaveLength(2);
    expect(r1.corpo.dados.beneficiosAplicados[0].dataLiberacao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Not only the same fields and values: the same text (integrators hash or diff answers).
    expect(JSON.stringify(r2.corpo.dados)).toBe(JSON.stringify(r1.corpo.dados));
  });

  it('answers 422 when the same documentoExterno comes with other content', async () => {
    const c = await cenarioPadrao();
    const corpo = { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 40, documentoExterno: 'NFC-e 9' };
    await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo });
    const r = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: { ...corpo, valorVenda: 41 } });
    expect(r.status).toBe(422);
    expect(r.corpo.erros).toEqual([
      'Documento externo já utilizado em outra venda desta loja com dados diferentes. Use um novo documentoExterno.',
    ]);
  });

  it('credits once when 20 identical retransmissions arrive at the same moment', async () => {
    const c = await cenarioPadrao();
    const corpo = { cnpjLoja: c.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 77.7, documentoExterno: 'CUPOM-20X' };
    const rs = await Promise.all(Array.from({ length: 20 }, () => chamar('POST', '/api/v1/venda', { chave: c.chave, corpo })));
    expect(rs.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(rs.map((r) => r.corpo.dados.vendaId)).size).toBe(1);
    // The first answer and every replay (read before the write or after losing its race): one text.
    expect(new Set(rs.map((r) => JSON.stringify(r.corpo.dados))).size).toBe(1);
    expect(await prisma.venda.count({ where: { tenantId: c.tenantId } })).toBe(1);
    expect(await prisma.lote.count({ where: { tenantId: c.tenantId } })).toBe(2);
    expect(await prisma.clienteTenant.count({ where: { tenantId: c.tenantId } })).toBe(1);
    const soma = await prisma.lote.aggregate({ where: { tenantId: c.tenantId, tipoBeneficio: 'Cashback' }, _sum: { valorOriginal: true } });
    expect(soma._sum.valorOriginal?.toFixed(2)).toBe('7.77');
  });

  it('credits once for 20 simultaneous model-2 retransmissions', async () => {
    const c = await cenarioPadrao({ cashback: { permiteCheckoutCashbackNaVenda: true }, pontos: null });
    const cpf = cpfAleatorio();
    await vender(c, { cpfCliente: cpf, valorVenda: 100 });
    const corpo = { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, valorVenda: 50, usarCashbackDisponivel: true, documentoExterno: 'M2' };
    const rs = await Promise.all(Array.from({ length: 20 }, () => chamar('POST', '/api/v1/venda', { chave: c.chave, corpo })));
    expect(rs.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(rs.map((r) => r.corpo.dados.vendaId)).size).toBe(1);
    expect(rs[0]!.corpo.dados.cashbackUsado).toBe(10);
    const saldo = await chamar('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } });
    expect(saldo.corpo.dados.saldoCashback).toBe(4); // 10 - 10 + 10 % of 40
  });
});

describe('POST /api/v1/venda: bad input changes nothing', () => {
  it('answers 401 without a key or with a wrong one', async () => {
    const r1 = await chamar('POST', '/api/v1/venda', { corpo: {} });
    const r2 = await chamar('POST', '/api/v1/venda', { chave: 'fid_live_nao_existe', corpo: {} });
    for (const r of [r1, r2]) {
      expect(r.status).toBe(401);
      expect(r.corpo).toEqual(envelopeDeErro('Não autorizado.'));
    }
  });

  it('gives the ASP.NET-style required-field messages', async () => {
    const c = await cenarioPadrao();
    const r = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: {} });
    expect(r.status).toBe(400);
    expect(r.corpo.erros).toEqual([
      'O campo CnpjLoja é obrigatório.',
      'O campo CpfCliente é obrigatório.',
      'O campo ValorVenda é obrigatório.',
    ]);
    expect(r.corpo.mensagem).toBe('O campo CnpjLoja é obrigatório.');
  });

  it('binds property names case-insensitively', async () => {
    const c = await cenarioPadrao();
    const r = await chamar('POST', '/api/v1/venda', {
      chave: c.chave,
      corpo: { CnpjLoja: c.loja.cnpj, CPFCLIENTE: cpfAleatorio(), valorvenda: 10, Cliente: { NOME: 'Ana Paula' } },
    });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.clienteNome).toBe('Ana Paula');
  });

  it.each([
    [{ cpfCliente: '123.456.789-00' }, 400, 'CPF informado é inválido.'],
    [{ cpfCliente: '111.111.111-11' }, 400, 'CPF informado é inválido.'],
    [{ valorVenda: 0 }, 400, 'O campo ValorVenda deve ser maior que zero.'],
    [{ valorVenda: -5 }, 400, 'O campo ValorVenda deve ser maior que zero.'],
    [{ valorVenda: '10.00' }, 400, 'O campo ValorVenda está em formato inválido.'],
    [{ valorVenda: 10.005 }, 400, 'O campo ValorVenda deve ter no máximo 2 casas decimais.'],
    [{ valorVenda: 1e12 }, 400, 'O campo ValorVenda deve ser no máximo 99999999.99.'],
    [{ documentoExterno: 'x'.repeat(101) }, 400, 'O campo DocumentoExterno deve ter no máximo 100 caracteres.'],
    [{ observacao: 'x'.repeat(501) }, 400, 'O campo Observacao deve ter no máximo 500 caracteres.'],
    [{ usarCashbackDisponivel: 'sim' }, 400, 'O campo UsarCashbackDisponivel está em formato inválido.'],
    [{ cliente: { nome: 'x'.repeat(151) } }, 400, 'O campo Cliente.Nome deve ter no máximo 150 caracteres.'],
    [{ cliente: { nome: 'Ana', email: 'não-é-email' } }, 400, 'O campo Cliente.Email não é um endereço de e-mail válido.'],
    [{ cnpjLoja: '11.222.333/0001-80' }, 422, 'CNPJ inválido. Informe 14 dígitos.'],
    [{ cnpjLoja: '123' }, 422, 'CNPJ inválido. Informe 14 dígitos.'],
    [{ cnpjLoja: '11.222.333/0001-81' }, 422, 'Loja não encontrada ou inativa.'],
  ])('rejects %j with %i', async (mudanca, status, mensagem) => {
    const c = await cenarioPadrao();
    const antes = await contagens(c.tenantId);
    const r = await vender(c, { cpfCliente: cpfAleatorio(), valorVenda: 10, ...mudanca });
    expect(r.status).toBe(status);
    expect(r.corpo.erros[0]).toBe(mensagem);
    expect(r.corpo.dados).toBeNull();
    expect(await contagens(c.tenantId)).toEqual(antes);
  });

  it.each([
    ['not json', 'O corpo da requisição não é um JSON válido.'],
    ['[1,2]', 'O corpo da requisição não é um JSON válido.'],
    ['"texto"', 'O corpo da requisição não é um JSON válido.'],
    ['', 'O corpo da requisição é obrigatório.'],
  ])('rejects the body %j with 400', async (texto, mensagem) => {
    const c = await cenarioPadrao();
    const r = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpoTexto: texto });
    esperarRecusa(r, 400, mensagem);
  });

  it('rejects a body over 64 KiB', async () => {
    const c = await cenarioPadrao();
    const r = await chamar('POST', '/api/v1/venda', { chave: c.chave, corpo: { cnpjLoja: 'x'.repeat(70_000) } });
    esperarRecusa(r, 400, 'O corpo da requisição excede o tamanho máximo permitido.');
  });

  it('refuses a store of another tenant and an inactive store with the same message', async () => {
    const a = await cenarioPadrao();
    const b = await cenarioPadrao();
    const inativa = await criarLoja(a.tenantId, { ativo: false });
    for (const cnpj of [b.loja.cnpj, inativa.cnpj]) {
      const r = await chamar('POST', '/api/v1/venda', {
        chave: a.chave,
        corpo: { cnpjLoja: cnpj, cpfCliente: cpfAleatorio(), valorVenda: 10 },
      });
      esperarRecusa(r, 422, 'Loja não encontrada ou inativa.');
    }
  });
});

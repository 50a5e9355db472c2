// "Fechamento do caixa" (GET /api/v1/admin/caixa/fechamento, docs/caixa.md §10): the day's counter
// operations per operator, from sales, redemptions and cancellations made through the counter's
// routes in this test; totals to the centavo; replays and PDV sales left out; the flag of three
// sales to one customer; the day at the programme's clock; each programme sees only its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarCampanha, criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { formatarCpf } from '@/lib/documentos/cpf';
import { MENSAGENS } from '@/lib/erros';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { TOTAIS_ZERADOS } from '@/lib/domain/caixa/fechamento-caixa';

const BASE = '/api/v1/admin/caixa';
const FECHAMENTO = `${BASE}/fechamento`;

async function cadastrar(token: string, nome: string) {
  const cpf = cpfAleatorio();
  const telefone = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const r = await chamar('POST', '/api/v1/admin/ClienteAdmin', {
    token,
    corpo: { cpf: formatarCpf(cpf), nome, email: '', telefone, aceiteLgpd: true },
  });
  expect(r.status, JSON.stringify(r.corpo)).toBe(201);
  return { cpf, clienteId: r.corpo.dados.id as string };
}

async function operador(tenantId: string, nome: string) {
  const u = await criarUsuario(tenantId, 'Operador');
  await prisma.usuarioAdmin.update({ where: { id: u.id }, data: { nome } });
  return u;
}

const ok = async (p: Promise<{ status: number; corpo: { mensagem: string | null } }>) => {
  const r = await p;
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  return r;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/v1/admin/caixa/fechamento', () => {
  it('totals per operator to the centavo, from the counter only, with the flag and never a CPF', async () => {
    const p = await cenarioPadrao(); // Cashback 10 % immediate, Pontos 1 per R$
    const ana = await operador(p.tenantId, 'Ana Caixa');
    const bruno = await operador(p.tenantId, 'Bruno Caixa');
    const gerente = await criarUsuario(p.tenantId, 'AdminTenant');
    const xavier = await cadastrar(ana.token, 'Xavier Lima');
    const yara = await cadastrar(bruno.token, 'Yara Souza');
    const loja = { cnpjLoja: p.loja.cnpj };
    const venda = (token: string, clienteId: string, valorVenda: number, documentoExterno: string) =>
      ok(chamar('POST', `${BASE}/venda`, { token, corpo: { ...loja, clienteId, valorVenda, documentoExterno } }));

    await venda(ana.token, xavier.clienteId, 100, 'CX-1'); // 10,00 · 100
    await venda(ana.token, xavier.clienteId, 33.33, 'CX-2'); // 3,33 · 33
    await venda(ana.token, xavier.clienteId, 12.35, 'CX-3'); // 1,235 → 1,24 · 12
    await venda(ana.token, xavier.clienteId, 100, 'CX-1'); // replay: no new sale, not counted
    await ok(
      chamar('POST', `${BASE}/resgate`, {
        token: ana.token,
        corpo: { ...loja, clienteId: xavier.clienteId, tipoBeneficio: 'Cashback', valorResgate: 5, documentoExterno: 'CX-R1' },
      }),
    );
    await venda(bruno.token, yara.clienteId, 50, 'CX-4'); // 5,00 · 50
    await ok(
      chamar('POST', `${BASE}/resgate`, {
        token: bruno.token,
        corpo: { ...loja, clienteId: yara.clienteId, tipoBeneficio: 'Pontos', pontosResgate: 20, documentoExterno: 'CX-R2' },
      }),
    );
    // Bruno cancels Ana's second sale: the cancellation is his.
    await ok(chamar('POST', `${BASE}/venda/cancelar`, { token: bruno.token, corpo: { ...loja, documentoExterno: 'CX-2' } }));
    await ok(chamar('POST', `${BASE}/venda/cancelar`, { token: bruno.token, corpo: { ...loja, documentoExterno: 'CX-2' } })); // again: jaCancelada
    // A PDV sale to the same customer: not the counter's.
    await ok(
      chamar('POST', '/api/v1/venda', {
        chave: p.chave,
        corpo: { ...loja, cpfCliente: xavier.cpf, valorVenda: 1000, documentoExterno: 'PDV-1' },
      }),
    );

    const r = await chamar('GET', FECHAMENTO, { token: gerente.token });
    esperarSucesso(r, 200, null);
    const f = r.corpo.dados;
    expect(f).toMatchObject({ fusoHorario: 'America/Sao_Paulo', lojaId: null, usuarioId: null });
    expect(f.operadores.map((o: { nome: string }) => o.nome)).toEqual(['Ana Caixa', 'Bruno Caixa']);
    const [a, b] = f.operadores;
    expect(a.totais).toEqual({
      ...TOTAIS_ZERADOS,
      vendas: 3,
      valorVendas: 145.68,
      valorFinal: 145.68,
      cashbackCreditado: 14.57,
      pontosCreditados: 145,
      resgatesCashback: 1,
      cashbackResgatado: 5,
    });
    expect(a.alertas).toEqual([{ clienteId: xavier.clienteId, clienteNome: 'Xavier Lima', vendas: 3 }]);
    expect(
      a.operacoes.map((o: { tipo: string; documentoExterno: string; alerta: boolean }) => [o.tipo, o.documentoExterno, o.alerta]),
    ).toEqual([
      ['Venda', 'CX-1', true],
      ['Venda', 'CX-2', true],
      ['Venda', 'CX-3', true],
      ['Resgate', 'CX-R1', false],
    ]);
    expect(a.operacoes[2]).toMatchObject({
      lojaId: p.loja.id,
      lojaNome: p.loja.nome,
      clienteId: xavier.clienteId,
      clienteNome: 'Xavier Lima',
      valorVenda: 12.35,
      valorFinal: 12.35,
      cashback: 1.24,
      pontos: 12,
    });
    expect(a.operacoes[2].hora).toMatch(/^\d\d:\d\d$/);
    expect(b).toMatchObject({ usuarioId: bruno.id, email: bruno.email, alertas: [] });
    // Bruno's points redemption and his cancellation of CX-2 are the day's only ones: the day's
    // totals hold them as his do.
    const resgateECancelamentoDoBruno = {
      resgatesPontos: 1,
      pontosResgatados: 20,
      cancelamentos: 1,
      valorCancelado: 33.33,
      cashbackEstornado: 3.33,
      pontosEstornados: 33,
    };
    expect(b.totais).toEqual({
      ...TOTAIS_ZERADOS,
      vendas: 1,
      valorVendas: 50,
      valorFinal: 50,
      cashbackCreditado: 5,
      pontosCreditados: 50,
      ...resgateECancelamentoDoBruno,
    });
    expect(b.operacoes.map((o: { tipo: string }) => o.tipo)).toEqual(['Venda', 'Resgate', 'Cancelamento']);
    expect(b.operacoes[2]).toMatchObject({ clienteNome: 'Xavier Lima', documentoExterno: 'CX-2', valorVenda: 33.33, valorFinal: null });
    expect(f.totais).toEqual({
      ...TOTAIS_ZERADOS,
      vendas: 4,
      valorVendas: 195.68,
      valorFinal: 195.68,
      cashbackCreditado: 19.57,
      pontosCreditados: 195,
      resgatesCashback: 1,
      cashbackResgatado: 5,
      ...resgateECancelamentoDoBruno,
    });
    for (const cpf of [xavier.cpf, yara.cpf]) {
      expect(r.texto).not.toContain(cpf);
      expect(r.texto).not.toContain(formatarCpf(cpf));
    }

    // The manager's operator filter; the operator sees only their own day and may not name another.
    const soBruno = await chamar('GET', FECHAMENTO, { token: gerente.token, query: { usuarioId: bruno.id } });
    expect(soBruno.corpo.dados.operadores).toEqual([b]);
    expect(soBruno.corpo.dados.totais).toEqual(b.totais);
    const daAna = await chamar('GET', FECHAMENTO, { token: ana.token });
    expect(daAna.corpo.dados.usuarioId).toBe(ana.id);
    expect(daAna.corpo.dados.operadores).toEqual([a]);
    expect(daAna.corpo.dados.totais).toEqual(a.totais);
    esperarRecusa(await chamar('GET', FECHAMENTO, { token: ana.token, query: { usuarioId: bruno.id } }), 403, MENSAGENS.acessoNegado);
    // Another store of the programme: nothing there.
    const outraLoja = await criarLoja(p.tenantId, { nome: 'Loja Norte' });
    const vazio = await chamar('GET', FECHAMENTO, { token: gerente.token, query: { lojaId: outraLoja.id } });
    expect(vazio.corpo.dados).toMatchObject({ totais: TOTAIS_ZERADOS, operadores: [] });
  });

  it('a day is the local day of the programme: 23:30 in Manaus is still the 25th', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T03:30:00Z') }); // 25/11 23:30 in Manaus
    const { tenantId } = await criarTenant('Rede Manaus');
    const loja = await criarLoja(tenantId, { fusoHorario: 'America/Manaus' });
    await criarCampanha(tenantId, [loja.id], { tipo: 'Cashback', percentualCashback: '10' });
    const op = await operador(tenantId, 'Caio Caixa');
    const c = await cadastrar(op.token, 'Zilda Reis');
    const vender = (valorVenda: number, documentoExterno: string) =>
      ok(
        chamar('POST', `${BASE}/venda`, {
          token: op.token,
          corpo: { cnpjLoja: loja.cnpj, clienteId: c.clienteId, valorVenda, documentoExterno },
        }),
      );
    await vender(10, 'CX-ANTES');
    vi.setSystemTime(new Date('2026-11-26T04:10:00Z')); // 26/11 00:10 in Manaus
    await vender(20, 'CX-DEPOIS');

    const dia = async (data?: string) => (await chamar('GET', FECHAMENTO, { token: op.token, query: data ? { data } : {} })).corpo.dados;
    /** The day's operations of the one operator, as [document, local time]. */
    const operacoes = (f: { operadores: { operacoes: { documentoExterno: string; hora: string }[] }[] }) =>
      f.operadores[0]!.operacoes.map((o) => [o.documentoExterno, o.hora]);
    const d25 = await dia('2026-11-25');
    expect(d25).toMatchObject({
      data: '2026-11-25',
      fusoHorario: 'America/Manaus',
      inicio: '2026-11-25T04:00:00Z',
      fim: '2026-11-26T04:00:00Z',
    });
    expect(operacoes(d25)).toEqual([['CX-ANTES', '23:30']]);
    const hoje = await dia();
    expect(hoje.data).toBe('2026-11-26');
    expect(operacoes(hoje)).toEqual([['CX-DEPOIS', '00:10']]);
    expect(hoje.totais).toMatchObject({ vendas: 1, valorVendas: 20, cashbackCreditado: 2 });
    esperarRecusa(
      await chamar('GET', FECHAMENTO, { token: op.token, query: { data: '26/11/2026' } }),
      400,
      'O parâmetro data deve estar no formato AAAA-MM-DD.',
    );
  });

  it('each programme sees only its own counter', async () => {
    const p = await cenarioPadrao();
    const op = await operador(p.tenantId, 'Dora Caixa');
    const c = await cadastrar(op.token, 'Elisa Prado');
    await ok(
      chamar('POST', `${BASE}/venda`, {
        token: op.token,
        corpo: { cnpjLoja: p.loja.cnpj, clienteId: c.clienteId, valorVenda: 10, documentoExterno: 'CX-I' },
      }),
    );
    const outro = await cenarioPadrao();
    const gerenteOutro = await criarUsuario(outro.tenantId, 'AdminTenant');
    const opOutro = await criarUsuario(outro.tenantId, 'Operador');

    esperarRecusa(
      await chamar('GET', FECHAMENTO, { token: gerenteOutro.token, query: { tenantId: p.tenantId } }),
      403,
      MENSAGENS.acessoNegado,
    );
    esperarRecusa(await chamar('GET', FECHAMENTO, { token: opOutro.token, query: { tenantId: p.tenantId } }), 403, MENSAGENS.acessoNegado);
    // Their own programme, even naming the other's store or operator: nothing of it.
    for (const query of [{}, { lojaId: p.loja.id }, { usuarioId: op.id }]) {
      const r = await chamar('GET', FECHAMENTO, { token: gerenteOutro.token, query });
      expect(r.corpo.dados, JSON.stringify(query)).toMatchObject({ totais: TOTAIS_ZERADOS, operadores: [] });
    }
    const su = await criarUsuario(null, 'SuperAdmin');
    esperarRecusa(await chamar('GET', FECHAMENTO, { token: su.token }), 400, 'O campo TenantId é obrigatório.');
    esperarRecusa(
      await chamar('GET', FECHAMENTO, { token: su.token, query: { tenantId: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f' } }),
      404,
      'Tenant não encontrado.',
    );
    const r = await chamar('GET', FECHAMENTO, { token: su.token, query: { tenantId: p.tenantId } });
    expect(r.corpo.dados.totais).toMatchObject({ vendas: 1, valorVendas: 10, cashbackCreditado: 1, pontosCreditados: 10 });
    // Paths are case-insensitive like the others.
    const maiusculas = await chamar('GET', '/api/v1/admin/Caixa/Fechamento', { token: op.token });
    expect(maiusculas.corpo.dados.totais).toEqual(r.corpo.dados.totais);
  });
});

// The programme's ceiling for a sale an Operador types at the counter (docs/caixa.md §9): set by a
// manager (audited), enforced on the preview and the sale for the Operador only, to the centavo;
// a refused sale writes nothing, and the PDV API never sees the limit.
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { formatarCpf } from '@/lib/documentos/cpf';
import { MENSAGENS } from '@/lib/erros';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const BASE = '/api/v1/admin/caixa';
const ACIMA = 'Venda acima do limite do caixa para operadores (R$ 2.000,00). Peça a um gerente para registrar.';

async function programa() {
  const c = await cenarioPadrao();
  const operador = await criarUsuario(c.tenantId, 'Operador');
  const gerente = await criarUsuario(c.tenantId, 'AdminTenant');
  const cpf = cpfAleatorio();
  const r = await chamar('POST', '/api/v1/admin/ClienteAdmin', {
    token: operador.token,
    corpo: {
      cpf: formatarCpf(cpf),
      nome: 'Rita Amaral',
      email: '',
      telefone: `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      aceiteLgpd: true,
    },
  });
  expect(r.status, JSON.stringify(r.corpo)).toBe(201);
  return { ...c, operador, gerente, cpf, clienteId: r.corpo.dados.id as string };
}
type Programa = Awaited<ReturnType<typeof programa>>;

const definirLimite = (p: Programa, limite: number | null, token = p.gerente.token) =>
  chamar('PUT', `${BASE}/configuracao`, { token, corpo: { limiteVendaCaixaOperador: limite } });

const vender = (p: Programa, token: string, valorVenda: number, documentoExterno: string, extra: object = {}) =>
  chamar('POST', `${BASE}/venda`, {
    token,
    corpo: { cnpjLoja: p.loja.cnpj, clienteId: p.clienteId, valorVenda, documentoExterno, ...extra },
  });

const previa = (p: Programa, token: string, valorVenda: number, extra: object = {}) =>
  chamar('POST', `${BASE}/venda/preview`, { token, corpo: { cnpjLoja: p.loja.cnpj, clienteId: p.clienteId, valorVenda, ...extra } });

describe('the counter limit for an Operador', () => {
  it('no limit by default: an operator registers any amount', async () => {
    const p = await programa();
    const g = await chamar('GET', `${BASE}/configuracao`, { token: p.operador.token });
    esperarSucesso(g, 200, null);
    expect(g.corpo.dados).toEqual({ limiteVendaCaixaOperador: null });
    esperarSucesso(await vender(p, p.operador.token, 50000, 'CX-SEM-LIMITE'), 200, MENSAGENS_CAIXA.vendaRegistrada);
  });

  it('a manager sets and clears it, each change audited with before and after', async () => {
    const p = await programa();
    const r = await definirLimite(p, 2000);
    esperarSucesso(r, 200, 'Limite do caixa atualizado com sucesso.');
    expect(r.corpo.dados).toEqual({ limiteVendaCaixaOperador: 2000 });
    const g = await chamar('GET', `${BASE}/configuracao`, { token: p.operador.token });
    expect(g.corpo.dados).toEqual({ limiteVendaCaixaOperador: 2000 });
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: p.tenantId } })).limiteVendaCaixaOperador?.toFixed(2)).toBe('2000.00');

    esperarSucesso(await definirLimite(p, null), 200, 'Limite do caixa atualizado com sucesso.');
    const linhas = await prisma.auditoriaAdmin.findMany({
      where: { tenantId: p.tenantId, acao: 'AtualizarConfiguracaoCaixa' },
      orderBy: { criadoEm: 'asc' },
    });
    expect(linhas.map((l) => [l.usuarioId, l.entidade, l.entidadeId, l.antes, l.depois])).toEqual([
      [p.gerente.id, 'Tenant', p.tenantId, { limiteVendaCaixaOperador: null }, { limiteVendaCaixaOperador: 2000 }],
      [p.gerente.id, 'Tenant', p.tenantId, { limiteVendaCaixaOperador: 2000 }, { limiteVendaCaixaOperador: null }],
    ]);
  });

  it('only managers change it, only in their programme; the amount is validated', async () => {
    const p = await programa();
    const outro = await programa();
    esperarRecusa(await definirLimite(p, 100, p.operador.token), 403, MENSAGENS.acessoNegado);
    esperarRecusa(
      await chamar('PUT', `${BASE}/configuracao`, {
        token: p.gerente.token,
        corpo: { limiteVendaCaixaOperador: 100, tenantId: outro.tenantId },
      }),
      403,
      MENSAGENS.acessoNegado,
    );
    esperarRecusa(await definirLimite(p, 0), 400, 'O campo LimiteVendaCaixaOperador deve ser maior que zero.');
    esperarRecusa(await definirLimite(p, 10.005), 400, 'O campo LimiteVendaCaixaOperador deve ter no máximo 2 casas decimais.');
    esperarRecusa(
      await chamar('PUT', `${BASE}/configuracao`, { token: p.gerente.token, corpo: {} }),
      400,
      'O campo LimiteVendaCaixaOperador é obrigatório.',
    );
    const su = await criarUsuario(null, 'SuperAdmin');
    const r = await chamar('PUT', `${BASE}/configuracao`, {
      token: su.token,
      corpo: { limiteVendaCaixaOperador: 150.5, tenantId: p.tenantId },
    });
    expect(r.corpo.dados).toEqual({ limiteVendaCaixaOperador: 150.5 });
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: outro.tenantId } })).limiteVendaCaixaOperador).toBeNull();
    expect(await prisma.auditoriaAdmin.count({ where: { tenantId: p.tenantId, acao: 'AtualizarConfiguracaoCaixa' } })).toBe(1);
  });

  it('equal to the limit passes; one centavo above is refused on the preview and the sale, and nothing is written', async () => {
    const p = await programa();
    await definirLimite(p, 2000);
    const op = p.operador.token;

    esperarSucesso(await previa(p, op, 2000), 200, null);
    esperarRecusa(await previa(p, op, 2000.01), 422, ACIMA);
    esperarRecusa(await previa(p, op, 2000.01, { tenantId: p.tenantId }), 422, ACIMA);

    esperarRecusa(await vender(p, op, 2000.01, 'CX-ACIMA'), 422, ACIMA);
    expect(await prisma.venda.count({ where: { tenantId: p.tenantId } })).toBe(0);
    expect(await prisma.movimentacao.count({ where: { tenantId: p.tenantId } })).toBe(0);
    expect(await prisma.auditoriaAdmin.count({ where: { tenantId: p.tenantId, acao: 'CaixaRegistrarVenda' } })).toBe(0);

    const igual = await vender(p, op, 2000, 'CX-IGUAL');
    esperarSucesso(igual, 200, MENSAGENS_CAIXA.vendaRegistrada);
    expect(igual.corpo.dados).toMatchObject({ valorVenda: 2000, cashbackCreditado: 200, pontosCreditados: 2000 });
    expect(await prisma.venda.count({ where: { tenantId: p.tenantId } })).toBe(1);
  });

  it('a sale registered before the limit was set is answered on retransmission, not refused', async () => {
    const p = await programa();
    const primeira = await vender(p, p.operador.token, 3000, 'CX-ANTES-DO-LIMITE');
    esperarSucesso(primeira, 200, MENSAGENS_CAIXA.vendaRegistrada);
    await definirLimite(p, 2000);

    const deNovo = await vender(p, p.operador.token, 3000, 'CX-ANTES-DO-LIMITE');
    expect(deNovo.status, JSON.stringify(deNovo.corpo)).toBe(200);
    expect(deNovo.corpo.dados).toMatchObject({ vendaId: primeira.corpo.dados.vendaId, valorVenda: 3000, cashbackCreditado: 300 });
    expect(await prisma.venda.count({ where: { tenantId: p.tenantId } })).toBe(1);
    expect(await prisma.movimentacao.count({ where: { tenantId: p.tenantId } })).toBe(2);
    // A new document number above the limit is still refused.
    esperarRecusa(await vender(p, p.operador.token, 3000, 'CX-DEPOIS-DO-LIMITE'), 422, ACIMA);
  });

  it('AdminTenant and SuperAdmin are not limited; the PDV API answers as before', async () => {
    const p = await programa();
    await definirLimite(p, 2000);
    esperarSucesso(await previa(p, p.gerente.token, 2000.01), 200, null);
    esperarSucesso(await vender(p, p.gerente.token, 2000.01, 'CX-GERENTE'), 200, MENSAGENS_CAIXA.vendaRegistrada);
    const su = await criarUsuario(null, 'SuperAdmin');
    esperarSucesso(await vender(p, su.token, 9000, 'CX-SUPER', { tenantId: p.tenantId }), 200, MENSAGENS_CAIXA.vendaRegistrada);

    const pdv = await chamar('POST', '/api/v1/venda', {
      chave: p.chave,
      corpo: { cnpjLoja: p.loja.cnpj, cpfCliente: p.cpf, valorVenda: 5000, documentoExterno: 'PDV-1' },
    });
    esperarSucesso(pdv, 200, 'Venda registrada com sucesso.');
    expect(pdv.corpo.dados).toMatchObject({ valorVenda: 5000, cashbackCreditado: 500 });
  });
});

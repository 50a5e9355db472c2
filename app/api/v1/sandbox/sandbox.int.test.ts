// The sandbox of issue 12 §2 (docs/sandbox.md): a test key's sales land in the tenant's sandbox,
// invisible to live keys, the panel, analytics and the club; its clock moves forward to release
// and expire lots; DELETE empties it; live keys get 403 on both sandbox routes.
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { entrarNoClube, ipAleatorio } from '@/lib/testing/clube';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { MENSAGENS_SANDBOX } from '@/lib/domain/sandbox/mensagens';
import { esperarSucesso } from '@/lib/testing/esperar';
import { linhasDoTenant } from '@/lib/testing/linhas-do-tenant';

const DIA = 24 * 60 * 60_000;

let c: Awaited<ReturnType<typeof cenarioPadrao>>;
let chaveTeste: string;
let admin: { token: string };
let superAdmin: { token: string };
const cpf = cpfAleatorio();
const nomeTenant = `Sandbox ${Math.random().toString(36).slice(2, 10)}`;

const venda = (chave: string, corpo: Record<string, unknown>) =>
  chamar('POST', '/api/v1/venda', { chave, corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, ...corpo } });
const saldo = (chave: string) => chamar('GET', '/api/v1/resgate/saldo', { chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } });
const relogio = (chave: string, corpo: unknown) => chamar('POST', '/api/v1/sandbox/relogio', { chave, corpo });
const sombra = () => prisma.tenant.findUniqueOrThrow({ where: { sandboxDe: c.tenantId } });

beforeAll(async () => {
  // Cashback 10 % released 7 days after the sale, usable 60 days; points 1 per real, 10 days.
  c = await cenarioPadrao({
    cashback: { modoCashback: 'Diferido', diasLiberacao: 7, validadeDias: 60 },
    pontos: { validadeDias: 10 },
  });
  await prisma.tenant.update({ where: { id: c.tenantId }, data: { nome: nomeTenant } });
  const k = gerarChave('Teste');
  await prisma.chaveApi.create({ data: { tenantId: c.tenantId, nome: 'PDV teste', prefixo: k.prefixo, hash: k.hash, ambiente: 'Teste' } });
  chaveTeste = k.chave;
  admin = await criarUsuario(c.tenantId, 'AdminTenant');
  superAdmin = await criarUsuario(null, 'SuperAdmin');
});

describe('a test key sells in the sandbox', () => {
  let clienteSandbox: string;

  it('records the sale against copies of the live store and campaigns, in a shadow tenant', async () => {
    const r = await venda(chaveTeste, {
      valorVenda: 100,
      documentoExterno: 'NFCE-1',
      cliente: { nome: 'Ana Teste', email: 'ana@example.com' },
    });
    esperarSucesso(r, 200, 'Venda registrada com sucesso.');
    const beneficios = r.corpo.dados.beneficiosAplicados as Record<string, unknown>[];
    expect(beneficios.map((b) => [b.tipoBeneficio, b.cashbackCreditado, b.pontosCreditados, b.statusBeneficio])).toEqual([
      ['Cashback', 10, 0, 'Pendente'],
      ['Pontos', 0, 100, 'Disponivel'],
    ]);
    clienteSandbox = r.corpo.dados.clienteId;

    const s = await sombra();
    expect(s.id).not.toBe(c.tenantId);
    expect(s.nome).toBe(`${nomeTenant} (sandbox)`);
    const v = await prisma.venda.findUniqueOrThrow({ where: { id: r.corpo.dados.vendaId } });
    expect(v.tenantId).toBe(s.id);
    const lojaCopia = await prisma.loja.findUniqueOrThrow({ where: { id: v.lojaId } });
    expect(lojaCopia).toMatchObject({ tenantId: s.id, cnpj: c.loja.cnpj, sandbox: true, nome: c.loja.nome });
    expect(await prisma.campanha.count({ where: { tenantId: s.id, status: 'Ativa' } })).toBe(2);
    expect(await prisma.cliente.findUniqueOrThrow({ where: { id: clienteSandbox } })).toMatchObject({ cpf, sandbox: true });
    // Nothing in the live tenant.
    expect(await prisma.venda.count({ where: { tenantId: c.tenantId } })).toBe(0);
    expect(await prisma.clienteTenant.count({ where: { tenantId: c.tenantId } })).toBe(0);
  });

  it('authenticates no test key issued to the shadow tenant itself', async () => {
    const k = gerarChave('Teste');
    await prisma.chaveApi.create({
      data: { tenantId: (await sombra()).id, nome: 'Sombra', prefixo: k.prefixo, hash: k.hash, ambiente: 'Teste' },
    });
    const r = await chamar('GET', '/api/v1/configuracao', { chave: k.chave, query: { cnpjLoja: c.loja.cnpj } });
    expect(r.status).toBe(401);
    expect(r.corpo.mensagem).toBe('Não autorizado.');
    expect(await prisma.tenant.count({ where: { sandboxDe: (await sombra()).id } })).toBe(0);
  });

  it('answers the sandbox balance to the test key and 404 to the live key', async () => {
    const teste = await saldo(chaveTeste);
    expect(teste.status).toBe(200);
    expect(teste.corpo.dados).toMatchObject({ clienteId: clienteSandbox, saldoPontos: 100, saldoCashback: 0, saldoPendente: 10 });
    const live = await saldo(c.chave);
    expect(live.status).toBe(404);
    expect(live.corpo.mensagem).toBe('Cliente não encontrado.');
  });

  it('finds the sandbox person with cliente/buscar only with the test key', async () => {
    const teste = await chamar('GET', '/api/v1/cliente/buscar', { chave: chaveTeste, query: { cpf } });
    expect(teste.status).toBe(200);
    expect(teste.corpo.dados.nome).toBe('Ana Teste');
    const live = await chamar('GET', '/api/v1/cliente/buscar', { chave: c.chave, query: { cpf } });
    expect(live.status).toBe(404);
    expect(live.corpo.mensagem).toBe('Cliente não encontrado.');
  });

  it('shows nothing of the sandbox in the panel: customers, analytics, tenant list', async () => {
    const clientes = await chamar('GET', '/api/v1/admin/ClienteAdmin', { token: admin.token });
    expect(clientes.status).toBe(200);
    expect(clientes.corpo.dados.paginacao.totalRegistros).toBe(0);
    const resumo = await chamar('GET', '/api/v1/admin/analyticsadmin/resumo', { token: admin.token });
    expect(resumo.status).toBe(200);
    expect(resumo.corpo.dados.vendas.quantidade).toBe(0);
    expect(resumo.corpo.dados.clientes).toEqual({ ativos: 0, novos: 0 });
    expect(resumo.corpo.dados.saldoEmAberto).toEqual({ cashbackDisponivel: 0, cashbackPendente: 0, pontos: 0 });
    const tenants = await chamar('GET', '/api/v1/admin/tenants', { token: superAdmin.token, query: { busca: nomeTenant } });
    expect(tenants.status).toBe(200);
    expect((tenants.corpo.dados.itens as { id: string }[]).map((t) => t.id)).toEqual([c.tenantId]);
    const lojas = await chamar('GET', '/api/v1/admin/lojas', { token: superAdmin.token, query: { busca: c.loja.cnpj } });
    expect((lojas.corpo.dados.itens as { id: string }[]).map((l) => l.id)).toEqual([c.loja.id]);
    const s = await sombra();
    expect((await chamar('GET', `/api/v1/admin/tenants/${s.id}`, { token: superAdmin.token })).status).toBe(404);
  });

  it('never lets a sandbox person into the club nor sends it anything', async () => {
    const pin = await chamar('POST', '/api/v1/clube/auth/solicitar-pin', { ip: ipAleatorio(), corpo: { cpf, canal: 'email' } });
    expect(pin.status).toBe(200); // the anti-enumeration answer of an unknown CPF
    const pins = await prisma.eventoOutbox.count({ where: { tipo: 'PinClube', payload: { path: ['clienteId'], equals: clienteSandbox } } });
    expect(pins).toBe(0);
    // The sale's notice to the customer is dropped by the dispatcher, never delivered.
    const s = await sombra();
    const eventos = await prisma.eventoOutbox.findMany({ where: { tenantId: s.id, webhookEndpointId: null } });
    expect(eventos.length).toBeGreaterThan(0);
    await despacharOutbox({ ids: eventos.map((e) => e.id) });
    for (const e of eventos) {
      expect((await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: e.id } })).status).toBe('Descartado');
      expect(await prisma.mensagemDev.count({ where: { chave: e.id } })).toBe(0);
    }
  });

  it('keeps retransmission idempotent in the sandbox, apart from the live sales', async () => {
    const primeira = await prisma.venda.findFirstOrThrow({ where: { tenantId: (await sombra()).id, documentoExterno: 'NFCE-1' } });
    const again = await venda(chaveTeste, { valorVenda: 100, documentoExterno: 'NFCE-1' });
    esperarSucesso(again, 200, 'Venda já registrada com este documentoExterno; nenhum crédito novo foi gerado.');
    expect(again.corpo.dados.vendaId).toBe(primeira.id);
    expect(await prisma.venda.count({ where: { tenantId: (await sombra()).id } })).toBe(1);
  });
});

describe('the same CPF live and in the sandbox', () => {
  it('are two people with separate balances', async () => {
    const live = await venda(c.chave, {
      valorVenda: 50,
      documentoExterno: 'NFCE-1',
      cliente: { nome: 'Ana Real', email: 'ana.real@example.com' },
    });
    esperarSucesso(live, 200, 'Venda registrada com sucesso.');
    const sandbox = await saldo(chaveTeste);
    expect(live.corpo.dados.clienteId).not.toBe(sandbox.corpo.dados.clienteId);
    expect(live.corpo.dados.clienteNome).toBe('Ana Real');
    expect((await saldo(c.chave)).corpo.dados).toMatchObject({ saldoPontos: 50, saldoCashback: 0, saldoPendente: 5 });
    expect(sandbox.corpo.dados).toMatchObject({ saldoPontos: 100, saldoCashback: 0, saldoPendente: 10 });
    const busca = await chamar('GET', '/api/v1/cliente/buscar', { chave: c.chave, query: { cpf } });
    expect(busca.corpo.dados.nome).toBe('Ana Real');
  });

  it('shows the live person in the club with the live balance only', async () => {
    const live = await prisma.cliente.findFirstOrThrow({ where: { cpf, sandbox: false } });
    const { token } = await entrarNoClube(cpf, live.id);
    const r = await chamar('GET', '/api/v1/clube/saldo', { token });
    expect(r.status).toBe(200);
    const programas = r.corpo.dados as { tenantId: string }[];
    expect(programas.map((p) => p.tenantId)).toEqual([c.tenantId]);
    expect(programas[0]).toMatchObject({ saldoPontos: 50, saldoPendente: 5 });
  });
});

describe('POST /api/v1/sandbox/relogio', () => {
  it('refuses a live key with 403 before reading the body', async () => {
    for (const corpo of [{ avancarDias: 7 }, { avancarDias: 'x' }]) {
      const r = await relogio(c.chave, corpo);
      expect(r.status).toBe(403);
      expect(r.corpo).toMatchObject({ sucesso: false, mensagem: 'Acesso negado.', erros: ['Acesso negado.'] });
    }
    expect((await prisma.tenant.findUniqueOrThrow({ where: { id: c.tenantId } })).sandboxDeslocamentoDias).toBe(0);
  });

  it('validates avancarDias: whole, 1 to 3650, with the field message', async () => {
    const casos: [unknown, string][] = [
      [{}, MENSAGENS_SANDBOX.avancarDiasObrigatorio],
      [{ avancarDias: null }, MENSAGENS_SANDBOX.avancarDiasObrigatorio],
      [{ avancarDias: 0 }, MENSAGENS_SANDBOX.avancarDiasInvalido],
      [{ avancarDias: -3 }, MENSAGENS_SANDBOX.avancarDiasInvalido],
      [{ avancarDias: 1.5 }, MENSAGENS_SANDBOX.avancarDiasInvalido],
      [{ avancarDias: 3651 }, MENSAGENS_SANDBOX.avancarDiasInvalido],
      [{ avancarDias: '7' }, MENSAGENS_SANDBOX.avancarDiasInvalido],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await relogio(chaveTeste, corpo);
      expect(r.status, JSON.stringify(corpo)).toBe(400);
      expect(r.corpo.erros).toEqual([mensagem]);
    }
    expect(MENSAGENS_SANDBOX.avancarDiasInvalido).toBe('O campo AvancarDias deve ser um número inteiro entre 1 e 3650.');
    expect((await sombra()).sandboxDeslocamentoDias).toBe(0);
  });

  it('after 7 days releases the deferred cashback, written in the ledger', async () => {
    const antes = Date.now();
    const r = await relogio(chaveTeste, { avancarDias: 7 });
    esperarSucesso(r, 200, 'Relógio da sandbox avançado em 7 dias.');
    expect(r.corpo.dados).toMatchObject({ deslocamentoDias: 7, lotesLiberados: 1, lotesExpirados: 0 });
    const agora = Date.parse(r.corpo.dados.agora);
    expect(agora).toBeGreaterThanOrEqual(Math.floor(antes / 1000) * 1000 + 7 * DIA);
    expect(agora).toBeLessThan(Date.now() + 7 * DIA + 1000);
    expect((await saldo(chaveTeste)).corpo.dados).toMatchObject({ saldoPontos: 100, saldoCashback: 10, saldoPendente: 0 });
    const estado = await chamar('GET', '/api/v1/sandbox', { chave: chaveTeste });
    expect(estado.status).toBe(200);
    expect(estado.corpo.dados.deslocamentoDias).toBe(7);
    expect(Date.parse(estado.corpo.dados.agora) - Date.now()).toBeGreaterThan(7 * DIA - 60_000);
    expect(Date.parse(estado.corpo.dados.agora) - Date.now()).toBeLessThan(7 * DIA + 1000);
    const s = await sombra();
    expect(await prisma.movimentacao.count({ where: { tenantId: s.id, tipo: 'LiberacaoCashback' } })).toBe(1);
    // The live customer's deferred cashback is still pending: the live clock did not move.
    expect((await saldo(c.chave)).corpo.dados).toMatchObject({ saldoPontos: 50, saldoCashback: 0, saldoPendente: 5 });
  });

  it('after 30 more days the 10-day points have expired; a new sale is dated on the sandbox clock', async () => {
    const r = await relogio(chaveTeste, { avancarDias: 30 });
    esperarSucesso(r, 200, 'Relógio da sandbox avançado em 30 dias.');
    expect(r.corpo.dados).toMatchObject({ deslocamentoDias: 37, lotesLiberados: 0, lotesExpirados: 1 });
    const s = (await saldo(chaveTeste)).corpo.dados;
    expect(s).toMatchObject({ saldoPontos: 0, saldoCashback: 10, saldoPendente: 0 });
    expect((s.lotesAtivos as { tipoBeneficio: string }[]).map((l) => l.tipoBeneficio)).toEqual(['Cashback']);
    const sb = await sombra();
    const lotePontos = await prisma.lote.findFirstOrThrow({ where: { tenantId: sb.id, tipoBeneficio: 'Pontos' } });
    expect(lotePontos.status).toBe('Expirado');
    expect(await prisma.movimentacao.count({ where: { tenantId: sb.id, tipo: 'ExpiracaoPontos' } })).toBe(1);

    const nova = await venda(chaveTeste, { valorVenda: 20, documentoExterno: 'NFCE-2' });
    expect(nova.status).toBe(200);
    const v = await prisma.venda.findUniqueOrThrow({ where: { id: nova.corpo.dados.vendaId } });
    expect(v.criadoEm.getTime()).toBeGreaterThan(Date.now() + 36 * DIA);
  });
});

describe('DELETE /api/v1/sandbox', () => {
  it('refuses a live key with 403 and deletes nothing', async () => {
    const r = await chamar('DELETE', '/api/v1/sandbox', { chave: c.chave });
    expect(r.status).toBe(403);
    expect(r.corpo).toMatchObject({ sucesso: false, mensagem: 'Acesso negado.', erros: ['Acesso negado.'] });
    const estado = await chamar('GET', '/api/v1/sandbox', { chave: c.chave });
    expect(estado.status).toBe(403);
    expect(estado.corpo.mensagem).toBe('Acesso negado.');
    expect(await prisma.venda.count({ where: { tenantId: (await sombra()).id } })).toBe(2);
  });

  it('empties the sandbox and resets its clock, leaving the live data untouched', async () => {
    const s = await sombra();
    const liveAntes = {
      vendas: await prisma.venda.count({ where: { tenantId: c.tenantId } }),
      lotes: await prisma.lote.findMany({ where: { tenantId: c.tenantId }, orderBy: { id: 'asc' } }),
      movs: await prisma.movimentacao.count({ where: { tenantId: c.tenantId } }),
    };
    // A registration with LGPD consent in the sandbox: its consent goes too (live ones never can).
    const cadastro = { cpf: cpfAleatorio(), nome: 'Bia Teste', email: 'bia@example.com', telefone: '11977776666', aceiteLgpd: true };
    expect((await chamar('POST', '/api/v1/cliente', { chave: chaveTeste, corpo: cadastro })).status).toBe(201);
    const r = await chamar('DELETE', '/api/v1/sandbox', { chave: chaveTeste });
    esperarSucesso(r, 200, 'Sandbox esvaziada; o relógio voltou ao horário real.');
    // 2 sales: cashback + points lots of the first, cashback + points of the second; 4 credits,
    // the release and the expiry.
    expect(r.corpo.dados).toEqual({ clientes: 2, vendas: 2, resgates: 0, lotes: 4, movimentacoes: 6 });
    expect(await prisma.cliente.count({ where: { cpf: cadastro.cpf } })).toBe(0);
    const tabelas = ['consentimentoLgpd', 'venda', 'lote', 'movimentacao', 'clienteTenant', 'eventoOutbox', 'saldoParticipacao'] as const;
    expect(await linhasDoTenant(s.id, tabelas)).toEqual(Object.fromEntries(tabelas.map((t) => [t, 0])));
    expect(await prisma.cliente.count({ where: { cpf, sandbox: true } })).toBe(0);
    expect((await sombra()).sandboxDeslocamentoDias).toBe(0);
    expect((await chamar('GET', '/api/v1/sandbox', { chave: chaveTeste })).corpo.dados.deslocamentoDias).toBe(0);
    // The copies of the stores and campaigns stay.
    expect(await prisma.loja.count({ where: { tenantId: s.id } })).toBe(1);

    expect(await prisma.venda.count({ where: { tenantId: c.tenantId } })).toBe(liveAntes.vendas);
    expect(await prisma.lote.findMany({ where: { tenantId: c.tenantId }, orderBy: { id: 'asc' } })).toEqual(liveAntes.lotes);
    expect(await prisma.movimentacao.count({ where: { tenantId: c.tenantId } })).toBe(liveAntes.movs);
    expect((await saldo(c.chave)).corpo.dados).toMatchObject({ saldoPontos: 50, saldoPendente: 5 });

    const depois = await saldo(chaveTeste);
    expect(depois.status).toBe(404);
    expect(depois.corpo.mensagem).toBe('Cliente não encontrado.');
    // The clock is real again: a new sale is dated now, and the sandbox still works.
    const nova = await venda(chaveTeste, { valorVenda: 10, documentoExterno: 'NFCE-1' });
    esperarSucesso(nova, 200, 'Venda registrada com sucesso.');
    const v = await prisma.venda.findUniqueOrThrow({ where: { id: nova.corpo.dados.vendaId } });
    expect(Math.abs(v.criadoEm.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("still refuses to delete a live person's consent", async () => {
    const cadastro = { cpf: cpfAleatorio(), nome: 'Caio Real', email: 'caio@example.com', telefone: '11966665555', aceiteLgpd: true };
    const r = await chamar('POST', '/api/v1/cliente', { chave: c.chave, corpo: cadastro });
    expect(r.status).toBe(201);
    await expect(prisma.consentimentoLgpd.deleteMany({ where: { clienteId: r.corpo.dados.clienteId } })).rejects.toThrow(
      /consentimento_lgpd é somente inserção/,
    );
  });

  it('re-copies a live campaign change into the sandbox on the next test-key call', async () => {
    await prisma.campanha.update({ where: { id: c.pontos!.id }, data: { pontosPorReal: '3' } });
    const r = await venda(chaveTeste, { valorVenda: 10, documentoExterno: 'NFCE-3' });
    expect(r.status).toBe(200);
    const pontos = (r.corpo.dados.beneficiosAplicados as Record<string, unknown>[]).find((b) => b.tipoBeneficio === 'Pontos');
    expect(pontos?.pontosCreditados).toBe(30);
  });
});

import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { chamar, envelopeDeSucesso } from '@/lib/testing/api';
import { criarCampanha, criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { ASSINATURA_INATIVA } from '@/lib/domain/assinatura/exigir-assinatura';
import { somarUmMes } from '@/lib/domain/assinatura/dados-assinatura';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const URL_APP = env().APP_URL.replace(/\/+$/, '');
const CATALOGO = [
  { codigo: 'Essencial', nome: 'Essencial', descricao: 'Para quem tem uma loja.', limiteLojas: 1, valorMensal: 99 },
  { codigo: 'Profissional', nome: 'Profissional', descricao: 'Até 5 lojas.', limiteLojas: 5, valorMensal: 249 },
  { codigo: 'Rede', nome: 'Rede', descricao: 'Lojas ilimitadas.', limiteLojas: null, valorMensal: 599 },
];
const PLANO_PEQUENO =
  'O plano Essencial comporta até 1 loja ativa e este cliente da plataforma tem 2. Escolha um plano maior ou desative lojas.';

/** A tenant with `lojas` active stores (and one inactive, which never counts), its manager, and optionally a trial. */
async function gerente(o: { lojas?: number; trial?: boolean } = {}) {
  const t = await criarTenant();
  const lojas = [];
  for (let i = 0; i < (o.lojas ?? 1); i++) lojas.push(await criarLoja(t.tenantId, { nome: `Loja ${i + 1}` }));
  await criarLoja(t.tenantId, { nome: 'Loja fechada', ativo: false });
  // As the tenant creation writes it (lib/domain/tenant/gravar-tenant.ts): 14 days of trial.
  if (o.trial) {
    await prisma.assinatura.create({
      data: { tenantId: t.tenantId, plano: 'Profissional', status: 'Trial', trialAte: new Date(Date.now() + 14 * 86_400_000) },
    });
  }
  const u = await criarUsuario(t.tenantId, 'AdminTenant');
  return { ...t, lojas, usuario: u, token: u.token };
}

const estado = async (tenantId: string) => ({
  assinatura: await prisma.assinatura.findUnique({ where: { tenantId } }),
  checkouts: await prisma.checkoutAssinatura.findMany({ where: { tenantId }, orderBy: { criadoEm: 'asc' } }),
});

async function checkoutConfirmado(token: string, plano: string) {
  const c = await chamar('POST', '/api/v1/assinatura/checkout', { token, corpo: { plano } });
  expect(c.status).toBe(200);
  const r = await chamar('POST', `/api/v1/assinatura/checkout/${c.corpo.dados.checkoutId}/confirmar`, { token });
  expect(r.status).toBe(200);
  return r;
}

describe('GET /api/v1/assinatura', () => {
  it('shows a tenant without a subscription as free to activate campaigns, with the plan catalog', async () => {
    const g = await gerente({ lojas: 2 });
    const r = await chamar('GET', '/api/v1/assinatura', { token: g.token });
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual(
      envelopeDeSucesso({
        tenantId: g.tenantId,
        plano: null,
        status: null,
        trialAte: null,
        periodoAtualAte: null,
        provedor: null,
        valorMensal: null,
        diasRestantesTrial: null,
        permiteAtivarCampanhas: true,
        lojasAtivas: 2,
        planos: CATALOGO,
      }),
    );
  });

  it('shows a trial with its end and the days left', async () => {
    const g = await gerente({ trial: true });
    const linha = await prisma.assinatura.findUniqueOrThrow({ where: { tenantId: g.tenantId } });
    const r = await chamar('GET', '/api/v1/assinatura', { token: g.token });
    expect(r.corpo.dados).toMatchObject({
      plano: 'Profissional',
      status: 'Trial',
      trialAte: linha.trialAte!.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      periodoAtualAte: null,
      provedor: 'interno',
      valorMensal: 249,
      diasRestantesTrial: 14,
      permiteAtivarCampanhas: true,
      lojasAtivas: 1,
    });
    expect(linha.trialAte!.getTime() - Date.now()).toBeGreaterThan(14 * 86_400_000 - 60_000);
  });
});

describe('POST /api/v1/assinatura/verificar', () => {
  it("says whether a plan holds the tenant's active stores, with price, trial days and the current subscription", async () => {
    const g = await gerente({ lojas: 2, trial: true });
    const essencial = await chamar('POST', '/api/v1/assinatura/verificar', { token: g.token, corpo: { plano: 'Essencial' } });
    expect(essencial.status).toBe(200);
    expect(essencial.corpo.dados).toEqual({
      plano: 'Essencial',
      disponivel: false,
      motivo: PLANO_PEQUENO,
      valorMensal: 99,
      diasTrial: 14,
      limiteLojas: 1,
      quantidadeLojas: 2,
      assinaturaAtual: { plano: 'Profissional', status: 'Trial', trialAte: expect.stringMatching(/Z$/), periodoAtualAte: null },
    });
    const prof = await chamar('POST', '/api/v1/assinatura/verificar', { token: g.token, corpo: { plano: 'Profissional' } });
    expect(prof.corpo.dados).toMatchObject({
      plano: 'Profissional',
      disponivel: true,
      motivo: null,
      valorMensal: 249,
      limiteLojas: 5,
      quantidadeLojas: 2,
    });
    // Simulating more stores than the plan holds.
    const seis = await chamar('POST', '/api/v1/assinatura/verificar', {
      token: g.token,
      corpo: { PLANO: 'Profissional', quantidadeLojas: 6 },
    });
    expect(seis.corpo.dados).toMatchObject({
      disponivel: false,
      motivo:
        'O plano Profissional comporta até 5 lojas ativas e este cliente da plataforma tem 6. Escolha um plano maior ou desative lojas.',
      quantidadeLojas: 6,
    });
    const rede = await chamar('POST', '/api/v1/assinatura/verificar', { token: g.token, corpo: { plano: 'Rede', quantidadeLojas: 5000 } });
    expect(rede.corpo.dados).toMatchObject({ disponivel: true, motivo: null, valorMensal: 599, limiteLojas: null });
    // Nothing was written.
    expect((await estado(g.tenantId)).checkouts).toEqual([]);
  });

  it.each([
    [{}, 'O campo Plano é obrigatório.'],
    [{ plano: 'Ouro' }, 'O campo Plano deve ser Essencial, Profissional ou Rede.'],
    [{ plano: 'Rede', quantidadeLojas: 1.5 }, 'O campo QuantidadeLojas deve ser um inteiro entre 0 e 100000.'],
    [{ plano: 'Rede', quantidadeLojas: '3' }, 'O campo QuantidadeLojas está em formato inválido.'],
  ])('refuses %j with 400', async (corpo, mensagem) => {
    const g = await gerente();
    const r = await chamar('POST', '/api/v1/assinatura/verificar', { token: g.token, corpo });
    esperarRecusa(r, 400, mensagem);
  });
});

describe('checkout and confirmation (built-in provider)', () => {
  it('opens a checkout inside the app, and its confirmation activates the plan for one month, audited', async () => {
    const g = await gerente({ lojas: 2, trial: true });
    const antes = Date.now();
    const c = await chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: { plano: 'Profissional' } });
    esperarSucesso(c, 200, 'Checkout criado. Conclua o pagamento no endereço informado.');
    const id = c.corpo.dados.checkoutId;
    expect(c.corpo.dados).toEqual({
      checkoutId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `${URL_APP}/painel/assinatura/checkout/${id}`,
      expiraEm: expect.stringMatching(/Z$/),
      plano: 'Profissional',
      valorMensal: 249,
      codigoCupom: null,
    });
    const validade = new Date(c.corpo.dados.expiraEm).getTime() - antes;
    expect(validade).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(validade).toBeLessThanOrEqual(24 * 3_600_000 + 5_000);
    const linha = await prisma.checkoutAssinatura.findUniqueOrThrow({ where: { id } });
    expect(linha).toMatchObject({
      tenantId: g.tenantId,
      plano: 'Profissional',
      provedor: 'interno',
      status: 'Aberto',
      concluidoEm: null,
      url: c.corpo.dados.url,
    });
    // Opening a checkout changes nothing in the subscription.
    expect((await prisma.assinatura.findUniqueOrThrow({ where: { tenantId: g.tenantId } })).status).toBe('Trial');

    const r = await chamar('POST', `/api/v1/assinatura/checkout/${id}/confirmar`, { token: g.token });
    const depois = Date.now();
    esperarSucesso(r, 200, 'Assinatura ativada com sucesso.');
    expect(r.corpo.dados).toMatchObject({
      tenantId: g.tenantId,
      plano: 'Profissional',
      status: 'Ativa',
      provedor: 'interno',
      valorMensal: 249,
      diasRestantesTrial: null,
      permiteAtivarCampanhas: true,
      lojasAtivas: 2,
    });
    const periodo = new Date(r.corpo.dados.periodoAtualAte).getTime();
    expect(periodo).toBeGreaterThanOrEqual(somarUmMes(new Date(antes)).getTime() - 1000);
    expect(periodo).toBeLessThanOrEqual(somarUmMes(new Date(depois)).getTime());
    const a = await prisma.assinatura.findUniqueOrThrow({ where: { tenantId: g.tenantId } });
    expect(a).toMatchObject({ status: 'Ativa', plano: 'Profissional', provedor: 'interno', referenciaExterna: id });
    expect((await prisma.checkoutAssinatura.findUniqueOrThrow({ where: { id } })).status).toBe('Concluido');

    const auditoria = await prisma.auditoriaAdmin.findMany({
      where: { tenantId: g.tenantId, entidade: { in: ['CheckoutAssinatura', 'Assinatura'] } },
      orderBy: { criadoEm: 'asc' },
    });
    expect(auditoria.map((x) => x.acao)).toEqual(['CriarCheckoutAssinatura', 'ConfirmarCheckoutAssinatura', 'AtivarAssinatura']);
    expect(auditoria[2]).toMatchObject({
      usuarioId: g.usuario.id,
      antes: { plano: 'Profissional', status: 'Trial' },
      depois: { plano: 'Profissional', status: 'Ativa' },
    });

    // Confirming again changes nothing.
    const outraVez = await chamar('POST', `/api/v1/assinatura/checkout/${id}/confirmar`, { token: g.token });
    esperarSucesso(outraVez, 200, 'Checkout já confirmado.');
    expect(outraVez.corpo.dados.periodoAtualAte).toBe(r.corpo.dados.periodoAtualAte);
    expect(await prisma.auditoriaAdmin.count({ where: { tenantId: g.tenantId, acao: 'AtivarAssinatura' } })).toBe(1);
  });

  it('extends the running period when the same plan is paid again, and starts a new month on a plan change', async () => {
    const g = await gerente();
    const primeiro = await checkoutConfirmado(g.token, 'Essencial');
    const fim = new Date(primeiro.corpo.dados.periodoAtualAte);
    const segundo = await checkoutConfirmado(g.token, 'Essencial');
    expect(segundo.corpo.dados.periodoAtualAte).toBe(
      somarUmMes(fim)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
    );
    const troca = await checkoutConfirmado(g.token, 'Rede');
    expect(troca.corpo.dados).toMatchObject({ plano: 'Rede', valorMensal: 599 });
    expect(new Date(troca.corpo.dados.periodoAtualAte).getTime()).toBeLessThan(new Date(segundo.corpo.dados.periodoAtualAte).getTime());
  });

  it('activates once when the same checkout is confirmed by simultaneous requests', async () => {
    const g = await gerente();
    const c = await chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: { plano: 'Essencial' } });
    const rs = await Promise.all(
      Array.from({ length: 6 }, () =>
        chamar('POST', `/api/v1/assinatura/checkout/${c.corpo.dados.checkoutId}/confirmar`, { token: g.token }),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(rs.filter((r) => r.corpo.mensagem === 'Assinatura ativada com sucesso.')).toHaveLength(1);
    expect(new Set(rs.map((r) => r.corpo.dados.periodoAtualAte)).size).toBe(1);
    expect(await prisma.auditoriaAdmin.count({ where: { tenantId: g.tenantId, acao: 'AtivarAssinatura' } })).toBe(1);
  });

  it('refuses a plan smaller than the tenant (422) and an unknown plan (400), writing nothing', async () => {
    const g = await gerente({ lojas: 2, trial: true });
    const antes = await estado(g.tenantId);
    const pequeno = await chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: { plano: 'Essencial' } });
    esperarRecusa(pequeno, 422, PLANO_PEQUENO);
    const invalido = await chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: { plano: 'Ouro' } });
    esperarRecusa(invalido, 400, 'O campo Plano deve ser Essencial, Profissional ou Rede.');
    const sem = await chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: {} });
    expect(sem.corpo.erros).toEqual(['O campo Plano é obrigatório.']);
    expect(await estado(g.tenantId)).toEqual(antes);
  });

  it('ignores subscription fields in the checkout body (mass assignment)', async () => {
    const g = await gerente({ trial: true });
    const antes = await prisma.assinatura.findUniqueOrThrow({ where: { tenantId: g.tenantId } });
    const r = await chamar('POST', '/api/v1/assinatura/checkout', {
      token: g.token,
      corpo: {
        plano: 'Rede',
        status: 'Ativa',
        periodoAtualAte: '2030-01-01T00:00:00Z',
        provedor: 'outro',
        url: 'https://mal.example.com',
        expiraEm: '2030-01-01T00:00:00Z',
      },
    });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.url).toBe(`${URL_APP}/painel/assinatura/checkout/${r.corpo.dados.checkoutId}`);
    expect(new Date(r.corpo.dados.expiraEm).getFullYear()).toBeLessThan(2030);
    expect(await prisma.assinatura.findUniqueOrThrow({ where: { tenantId: g.tenantId } })).toEqual(antes);
    expect((await prisma.checkoutAssinatura.findUniqueOrThrow({ where: { id: r.corpo.dados.checkoutId } })).provedor).toBe('interno');
  });

  it('refuses to confirm an expired checkout and one of a payment provider (422)', async () => {
    const g = await gerente({ trial: true });
    const a = await chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: { plano: 'Essencial' } });
    await prisma.$executeRaw`UPDATE checkout_assinatura SET expira_em = now() - interval '1 minute' WHERE id = ${a.corpo.dados.checkoutId}::uuid`;
    const expirado = await chamar('POST', `/api/v1/assinatura/checkout/${a.corpo.dados.checkoutId}/confirmar`, { token: g.token });
    esperarRecusa(expirado, 422, 'Checkout expirado. Inicie um novo checkout.');

    const b = await chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: { plano: 'Essencial' } });
    await prisma.$executeRaw`UPDATE checkout_assinatura SET provedor = 'stripe' WHERE id = ${b.corpo.dados.checkoutId}::uuid`;
    const externo = await chamar('POST', `/api/v1/assinatura/checkout/${b.corpo.dados.checkoutId}/confirmar`, { token: g.token });
    esperarRecusa(externo, 422, 'Este checkout é confirmado pelo provedor de cobrança, não pelo painel.');

    const s = await estado(g.tenantId);
    expect(s.assinatura!.status).toBe('Trial');
    expect(s.checkouts.map((c) => c.status)).toEqual(['Aberto', 'Aberto']);

    const inexistente = await chamar('POST', '/api/v1/assinatura/checkout/8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e/confirmar', {
      token: g.token,
    });
    esperarRecusa(inexistente, 404, 'Checkout não encontrado.');
    const naoUuid = await chamar('POST', '/api/v1/assinatura/checkout/123/confirmar', { token: g.token });
    esperarRecusa(naoUuid, 400, 'O campo Id deve ser um UUID.');
  });
});

describe('POST /api/v1/assinatura/portal', () => {
  it('answers the billing page of the panel with the built-in provider', async () => {
    const g = await gerente();
    const r = await chamar('POST', '/api/v1/assinatura/portal', { token: g.token });
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual(envelopeDeSucesso({ url: `${URL_APP}/painel/assinatura` }));
  });
});

describe('enforcement: campaign activation follows the subscription', () => {
  it('refuses to activate a campaign after the trial ended, and allows it again once the checkout is confirmed', async () => {
    const g = await gerente({ trial: true });
    const campanha = await criarCampanha(g.tenantId, [g.lojas[0]!.id], { tipo: 'Cashback', status: 'Rascunho' });
    await prisma.$executeRaw`UPDATE assinatura SET trial_ate = now() - interval '1 hour' WHERE tenant_id = ${g.tenantId}::uuid`;

    const ativar = () =>
      chamar('PATCH', `/api/v1/admin/CampanhaAdmin/${campanha.id}/status`, { token: g.token, query: { status: 'Ativa' } });
    const recusada = await ativar();
    esperarRecusa(recusada, 422, ASSINATURA_INATIVA);
    expect((await prisma.campanha.findUniqueOrThrow({ where: { id: campanha.id } })).status).toBe('Rascunho');
    const situacao = await chamar('GET', '/api/v1/assinatura', { token: g.token });
    expect(situacao.corpo.dados).toMatchObject({ status: 'Trial', diasRestantesTrial: 0, permiteAtivarCampanhas: false });

    await checkoutConfirmado(g.token, 'Essencial');
    const aceita = await ativar();
    expect(aceita.status).toBe(200);
    expect(aceita.corpo.dados.status).toBe('Ativa');
  });

  it("lets SuperAdmin change a tenant's subscription for support, audited with the reason, and the gate follows it", async () => {
    const g = await gerente({ trial: true });
    const sa = await criarUsuario(null, 'SuperAdmin');
    const campanha = await criarCampanha(g.tenantId, [g.lojas[0]!.id], { tipo: 'Pontos', status: 'Rascunho' });
    const r = await chamar('PUT', `/api/v1/assinatura/${g.tenantId}`, {
      token: sa.token,
      corpo: {
        plano: 'Rede',
        status: 'Inadimplente',
        periodoAtualAte: '2026-01-31T12:00:00-03:00',
        motivo: 'Boleto de janeiro não compensado.',
        provedor: 'outro',
        referenciaExterna: 'cus_123',
        tenantId: '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e',
      },
    });
    esperarSucesso(r, 200, 'Assinatura atualizada com sucesso.');
    expect(r.corpo.dados).toMatchObject({
      tenantId: g.tenantId,
      plano: 'Rede',
      status: 'Inadimplente',
      periodoAtualAte: '2026-01-31T15:00:00Z',
      provedor: 'interno',
      permiteAtivarCampanhas: false,
    });
    expect((await prisma.assinatura.findUniqueOrThrow({ where: { tenantId: g.tenantId } })).referenciaExterna).toBeNull();
    const audit = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { tenantId: g.tenantId, acao: 'AlterarAssinatura' } });
    expect(audit).toMatchObject({
      usuarioId: sa.id,
      antes: { plano: 'Profissional', status: 'Trial' },
      depois: {
        plano: 'Rede',
        status: 'Inadimplente',
        periodoAtualAte: '2026-01-31T15:00:00Z',
        motivo: 'Boleto de janeiro não compensado.',
      },
    });
    const ativar = await chamar('PATCH', `/api/v1/admin/CampanhaAdmin/${campanha.id}/status`, {
      token: g.token,
      query: { status: 'Ativa' },
    });
    esperarRecusa(ativar, 422, ASSINATURA_INATIVA);

    // SuperAdmin reads and acts on a named tenant, including one without a subscription row.
    const outro = await gerente();
    const criada = await chamar('PUT', `/api/v1/assinatura/${outro.tenantId}`, {
      token: sa.token,
      corpo: { plano: 'Essencial', status: 'Ativa', periodoAtualAte: '2030-01-01T00:00:00Z', motivo: 'Pago por transferência.' },
    });
    expect(criada.corpo.dados).toMatchObject({ status: 'Ativa', plano: 'Essencial', permiteAtivarCampanhas: true });
    const lida = await chamar('GET', '/api/v1/assinatura', { token: sa.token, query: { tenantId: outro.tenantId } });
    expect(lida.corpo.dados).toMatchObject({ tenantId: outro.tenantId, status: 'Ativa' });
    const porta = await chamar('POST', '/api/v1/assinatura/portal', { token: sa.token, query: { tenantId: outro.tenantId } });
    expect(porta.status).toBe(200);
    const ver = await chamar('POST', '/api/v1/assinatura/verificar', {
      token: sa.token,
      corpo: { tenantId: outro.tenantId, plano: 'Essencial' },
    });
    expect(ver.corpo.dados).toMatchObject({ disponivel: true, assinaturaAtual: { plano: 'Essencial', status: 'Ativa' } });
    const co = await chamar('POST', '/api/v1/assinatura/checkout', { token: sa.token, corpo: { tenantId: outro.tenantId, plano: 'Rede' } });
    expect(co.status).toBe(200);
    expect((await prisma.checkoutAssinatura.findUniqueOrThrow({ where: { id: co.corpo.dados.checkoutId } })).tenantId).toBe(outro.tenantId);
    const conf = await chamar('POST', `/api/v1/assinatura/checkout/${co.corpo.dados.checkoutId}/confirmar`, { token: sa.token });
    expect(conf.corpo.dados).toMatchObject({ tenantId: outro.tenantId, plano: 'Rede', status: 'Ativa' });
  });

  it.each([
    [{ plano: 'Rede', status: 'Trial', motivo: 'Prazo extra' }, 'O campo TrialAte é obrigatório quando o status é Trial.'],
    [{ plano: 'Rede', status: 'Ativa', motivo: 'Pago' }, 'O campo PeriodoAtualAte é obrigatório quando o status é Ativa.'],
    [{ plano: 'Rede', status: 'Suspensa', motivo: 'Teste' }, 'O campo Status deve ser Trial, Ativa, Inadimplente ou Cancelada.'],
    [
      { plano: 'Rede', status: 'Trial', trialAte: '31/12/2026', motivo: 'Teste' },
      'O campo TrialAte deve ser uma data-hora ISO 8601, por exemplo 2026-12-31T23:59:59Z.',
    ],
    [{ plano: 'Rede', status: 'Cancelada' }, 'O campo Motivo é obrigatório.'],
    [{ plano: 'Rede', status: 'Cancelada', motivo: 'ok' }, 'O campo Motivo deve ter no mínimo 3 caracteres.'],
  ])('refuses the support change %j with 400', async (corpo, mensagem) => {
    const g = await gerente({ trial: true });
    const sa = await criarUsuario(null, 'SuperAdmin');
    const r = await chamar('PUT', `/api/v1/assinatura/${g.tenantId}`, { token: sa.token, corpo });
    esperarRecusa(r, 400, mensagem);
    expect((await prisma.assinatura.findUniqueOrThrow({ where: { tenantId: g.tenantId } })).status).toBe('Trial');
  });

  it('answers SuperAdmin 400 without a tenantId and 404 for an unknown tenant', async () => {
    const sa = await criarUsuario(null, 'SuperAdmin');
    const desconhecido = '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e';
    for (const r of [
      await chamar('GET', '/api/v1/assinatura', { token: sa.token }),
      await chamar('POST', '/api/v1/assinatura/verificar', { token: sa.token, corpo: { plano: 'Rede' } }),
      await chamar('POST', '/api/v1/assinatura/checkout', { token: sa.token, corpo: { plano: 'Rede' } }),
      await chamar('POST', '/api/v1/assinatura/portal', { token: sa.token }),
    ]) {
      esperarRecusa(r, 400, 'O campo TenantId é obrigatório.');
    }
    for (const r of [
      await chamar('GET', '/api/v1/assinatura', { token: sa.token, query: { tenantId: desconhecido } }),
      await chamar('POST', '/api/v1/assinatura/verificar', { token: sa.token, corpo: { tenantId: desconhecido, plano: 'Rede' } }),
      await chamar('POST', '/api/v1/assinatura/checkout', { token: sa.token, corpo: { tenantId: desconhecido, plano: 'Rede' } }),
      await chamar('POST', '/api/v1/assinatura/portal', { token: sa.token, query: { tenantId: desconhecido } }),
      await chamar('PUT', `/api/v1/assinatura/${desconhecido}`, {
        token: sa.token,
        corpo: { plano: 'Rede', status: 'Cancelada', motivo: 'Teste' },
      }),
    ]) {
      esperarRecusa(r, 404, 'Cliente da plataforma não encontrado.');
    }
    expect(await prisma.checkoutAssinatura.count({ where: { tenantId: desconhecido } })).toBe(0);
  });
});

describe('access', () => {
  it("keeps tenants apart: A cannot see B's subscription, open or confirm B's checkout; B is unchanged", async () => {
    const a = await gerente({ trial: true });
    const b = await gerente({ trial: true });
    const cb = await chamar('POST', '/api/v1/assinatura/checkout', { token: b.token, corpo: { plano: 'Essencial' } });
    const antes = await estado(b.tenantId);

    const confirmar = await chamar('POST', `/api/v1/assinatura/checkout/${cb.corpo.dados.checkoutId}/confirmar`, { token: a.token });
    esperarRecusa(confirmar, 404, 'Checkout não encontrado.');
    for (const r of [
      await chamar('GET', '/api/v1/assinatura', { token: a.token, query: { tenantId: b.tenantId } }),
      await chamar('POST', '/api/v1/assinatura/verificar', { token: a.token, corpo: { tenantId: b.tenantId, plano: 'Rede' } }),
      await chamar('POST', '/api/v1/assinatura/checkout', { token: a.token, corpo: { tenantId: b.tenantId, plano: 'Rede' } }),
      await chamar('POST', '/api/v1/assinatura/portal', { token: a.token, query: { tenantId: b.tenantId } }),
      await chamar('PUT', `/api/v1/assinatura/${b.tenantId}`, {
        token: a.token,
        corpo: { plano: 'Rede', status: 'Ativa', periodoAtualAte: '2030-01-01T00:00:00Z', motivo: 'Eu mesmo' },
      }),
    ]) {
      esperarRecusa(r, 403, 'Acesso negado.');
    }
    expect(await estado(b.tenantId)).toEqual(antes);
    expect((await estado(a.tenantId)).checkouts).toEqual([]);
    // Their own tenantId is fine.
    expect((await chamar('GET', '/api/v1/assinatura', { token: a.token, query: { tenantId: a.tenantId } })).status).toBe(200);
  });

  it('refuses operators (403), API keys and anonymous callers (401) on every endpoint', async () => {
    const g = await gerente({ trial: true });
    const c = await chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: { plano: 'Essencial' } });
    const op = await criarUsuario(g.tenantId, 'Operador');
    const chamadas: [string, string, { corpo?: unknown }][] = [
      ['GET', '/api/v1/assinatura', {}],
      ['POST', '/api/v1/assinatura/verificar', { corpo: { plano: 'Rede' } }],
      ['POST', '/api/v1/assinatura/checkout', { corpo: { plano: 'Rede' } }],
      ['POST', `/api/v1/assinatura/checkout/${c.corpo.dados.checkoutId}/confirmar`, {}],
      ['POST', '/api/v1/assinatura/portal', {}],
      ['PUT', `/api/v1/assinatura/${g.tenantId}`, { corpo: { plano: 'Rede', status: 'Cancelada', motivo: 'Teste' } }],
    ];
    const antes = await estado(g.tenantId);
    for (const [metodo, caminho, o] of chamadas) {
      const r = await chamar(metodo, caminho, { ...o, token: op.token });
      expect(r.status, `${metodo} ${caminho}`).toBe(403);
      expect(r.corpo.erros).toEqual(['Acesso negado.']);
      for (const semCredencial of [{}, { chave: g.chave }]) {
        const x = await chamar(metodo, caminho, { ...o, ...semCredencial });
        expect(x.status, `${metodo} ${caminho}`).toBe(401);
        expect(x.corpo.erros).toEqual(['Não autorizado.']);
      }
    }
    // The support change is SuperAdmin's only.
    const gerentePut = await chamar('PUT', `/api/v1/assinatura/${g.tenantId}`, {
      token: g.token,
      corpo: { plano: 'Rede', status: 'Cancelada', motivo: 'Teste' },
    });
    expect(gerentePut.status).toBe(403);
    expect(await estado(g.tenantId)).toEqual(antes);
  });
});

// Failing webhook endpoints (docs/webhooks.md, "Bulk resend" and "Failing endpoints"): the bulk
// resend of the `Falhou` deliveries (counts, window, scope, inactive endpoint), the health in the
// list, and the alert e-mailed to the tenant's administrators — once under concurrent
// dispatchers, not again within 24 h, the masked error, the notice when it delivers again.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { env } from '@/lib/env';
import { dataLocal, formatarData, horaLocal, isoUtc } from '@/lib/datas';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { iniciarReceptor, type ReceptorDeWebhooks } from '@/lib/testing/receptor-webhook';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { renderizar } from '@/lib/notificacoes/mensagens';
import { MAX_TENTATIVAS_WEBHOOK } from '@/lib/domain/webhooks/eventos';
import { registrarFalhaDoEndpoint } from '@/lib/domain/webhooks/alerta-falha';
import type { StatusEvento } from '@/lib/generated/prisma/client';

let receptor: ReceptorDeWebhooks;
/** Status the receiver answers (it counts what it got). */
let resposta = 500;
let recebidas = 0;

beforeAll(async () => {
  receptor = await iniciarReceptor(() => {
    recebidas++;
    return { status: resposta, texto: 'erro do ERP' };
  });
});
afterAll(() => receptor.fechar());
// Each test starts with a receiver that refuses.
beforeEach(() => {
  resposta = 500;
});

type Cenario = Awaited<ReturnType<typeof cenarioPadrao>>;
const MIN = 60_000;

async function novoWebhook(token: string, o: { descricao?: string; ambiente?: 'Producao' | 'Teste'; url?: string } = {}) {
  const r = await chamar('POST', '/api/v1/admin/webhooks', {
    token,
    corpo: {
      url: o.url ?? `${receptor.base}/webhooks`,
      descricao: o.descricao ?? 'ERP da matriz',
      eventos: ['venda.registrada'],
      ambiente: o.ambiente,
    },
  });
  expect(r.status).toBe(201);
  return r.corpo.dados as { id: string; tenantId: string };
}

/** A delivery row as the dispatcher leaves it. */
async function entrega(w: { id: string; tenantId: string }, status: StatusEvento, criadoEm: Date, tentativas = 12) {
  return prisma.eventoOutbox.create({
    data: {
      tenantId: w.tenantId,
      webhookEndpointId: w.id,
      tipo: 'venda.registrada',
      chave: `teste-webhook:${randomUUID()}`,
      payload: { dados: { documentoExterno: 'NFCE-1' } },
      status,
      tentativas,
      statusHttp: status === 'Enviado' ? 200 : 500,
      ultimoErro: status === 'Falhou' ? 'O endpoint respondeu HTTP 500.' : null,
      criadoEm,
      proximaTentativaEm: criadoEm,
      enviadoEm: status === 'Enviado' ? criadoEm : null,
    },
  });
}

const reenviar = (id: string, token: string, query?: Record<string, string>) =>
  chamar('POST', `/api/v1/admin/webhooks/${id}/entregas/reenviar`, { token, query });

describe('bulk resend of failed deliveries', () => {
  let c: Cenario;
  let gestor: string;
  let w1: { id: string; tenantId: string };
  let w2: { id: string; tenantId: string };
  let outroW: { id: string; tenantId: string };
  let outroGestor: string;
  const base = new Date(Date.now() - 3 * 24 * 60 * MIN);
  const em = (h: number) => new Date(base.getTime() + h * 60 * MIN);

  beforeAll(async () => {
    c = await cenarioPadrao();
    gestor = (await criarUsuario(c.tenantId, 'AdminTenant')).token;
    w1 = await novoWebhook(gestor);
    w2 = await novoWebhook(gestor, { descricao: 'BI' });
    const outro = await cenarioPadrao();
    outroGestor = (await criarUsuario(outro.tenantId, 'AdminTenant')).token;
    outroW = await novoWebhook(outroGestor);
  });

  it('puts back the Falhou deliveries of the window only, same ids, and says how many', async () => {
    const falhas = [await entrega(w1, 'Falhou', em(0)), await entrega(w1, 'Falhou', em(10)), await entrega(w1, 'Falhou', em(20))];
    const outras = [
      await entrega(w1, 'Enviado', em(11)),
      await entrega(w1, 'Pendente', em(12), 3),
      await entrega(w1, 'Descartado', em(13)),
      await entrega(w2, 'Falhou', em(10)),
      await entrega(outroW, 'Falhou', em(10)),
    ];
    const antes = await prisma.eventoOutbox.findMany({ where: { id: { in: outras.map((o) => o.id) } }, orderBy: { id: 'asc' } });

    // The window is inclusive at both ends: the deliveries at 10 h and 20 h.
    const instante = Date.now();
    const r = await reenviar(w1.id, gestor, { desde: em(10).toISOString(), ate: em(20).toISOString() });
    esperarSucesso(r, 200, '2 entregas com falha colocadas na fila para reenvio.');
    expect(r.corpo.dados).toEqual({ reenviadas: 2 });
    const [primeira, ...devolvidas] = await prisma.eventoOutbox.findMany({
      where: { id: { in: falhas.map((f) => f.id) } },
      orderBy: { criadoEm: 'asc' },
    });
    expect(primeira).toMatchObject({ status: 'Falhou', tentativas: 12 });
    for (const e of devolvidas) {
      expect(e).toMatchObject({ status: 'Pendente', tentativas: 0, ultimoErro: null });
      expect(Math.abs(e.proximaTentativaEm.getTime() - instante)).toBeLessThan(5_000);
    }
    // Other statuses, the other endpoint and the other tenant: untouched.
    expect(await prisma.eventoOutbox.findMany({ where: { id: { in: outras.map((o) => o.id) } }, orderBy: { id: 'asc' } })).toEqual(antes);

    const auditoria = await prisma.auditoriaAdmin.findFirst({ where: { entidadeId: w1.id, acao: 'ReenviarFalhasWebhook' } });
    expect(auditoria?.depois).toEqual({ reenviadas: 2, desde: isoUtc(em(10)), ate: isoUtc(em(20)) });

    // Without a window: the one left. Again: nothing more (they are pending now).
    const resto = await reenviar(w1.id, gestor);
    esperarSucesso(resto, 200, '1 entrega com falha colocada na fila para reenvio.');
    expect(resto.corpo.dados).toEqual({ reenviadas: 1 });
    const denovo = await reenviar(w1.id, gestor);
    esperarSucesso(denovo, 200, 'Nenhuma entrega com falha para reenviar.');
    expect(denovo.corpo.dados).toEqual({ reenviadas: 0 });

    // The dispatcher delivers them under their own ids.
    resposta = 200;
    const antesRecebidas = recebidas;
    expect(await despacharOutbox({ ids: falhas.map((f) => f.id) })).toMatchObject({ enviados: 3, falhas: 0 });
    expect(recebidas - antesRecebidas).toBe(3);
    resposta = 500;
  });

  it('keeps to the profiles and the tenant of the single resend', async () => {
    const operador = (await criarUsuario(c.tenantId, 'Operador')).token;
    esperarRecusa(await reenviar(w2.id, operador), 403, 'Acesso negado.');
    esperarRecusa(await reenviar(w2.id, outroGestor), 404, 'Webhook não encontrado.');
    esperarRecusa(await reenviar(randomUUID(), gestor), 404, 'Webhook não encontrado.');
    expect(await prisma.eventoOutbox.count({ where: { webhookEndpointId: w2.id, status: 'Falhou' } })).toBe(1);
    const superAdmin = (await criarUsuario(null, 'SuperAdmin')).token;
    const r = await reenviar(w2.id, superAdmin);
    esperarSucesso(r, 200, '1 entrega com falha colocada na fila para reenvio.');
  });

  it('validates the window', async () => {
    esperarRecusa(
      await reenviar(w1.id, gestor, { desde: '22/05/2026' }),
      400,
      'O parâmetro desde deve ser uma data-hora ISO 8601 com fuso, por exemplo 2026-11-21T00:00:00-03:00.',
    );
    esperarRecusa(
      await reenviar(w1.id, gestor, { desde: '2026-05-25T00:00:00Z', ate: '2026-05-22T00:00:00Z' }),
      400,
      'O parâmetro ate deve ser igual ou posterior a desde.',
    );
  });

  it('refuses an inactive endpoint, whose deliveries would only be discarded', async () => {
    const f = await entrega(w2, 'Falhou', em(30));
    const put = await chamar('PUT', `/api/v1/admin/webhooks/${w2.id}`, {
      token: gestor,
      corpo: { url: `${receptor.base}/webhooks`, eventos: ['venda.registrada'], ativo: false },
    });
    expect(put.status).toBe(200);
    esperarRecusa(await reenviar(w2.id, gestor), 422, 'Este webhook está inativo: ative-o antes de reenviar as entregas com falha.');
    expect(await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: f.id } })).toMatchObject({ status: 'Falhou' });
  });
});

describe('health and alert of a failing endpoint', () => {
  let c: Cenario;
  let gestor: string;
  let admins: { email: string }[];

  beforeAll(async () => {
    c = await cenarioPadrao();
    const g = await criarUsuario(c.tenantId, 'AdminTenant');
    gestor = g.token;
    admins = [g, await criarUsuario(c.tenantId, 'AdminTenant')];
    // Not told: an inactive manager, an operator, another tenant's manager.
    await criarUsuario(c.tenantId, 'AdminTenant', { ativo: false });
    await criarUsuario(c.tenantId, 'Operador');
    await criarUsuario((await cenarioPadrao()).tenantId, 'AdminTenant');
  });

  const alertas = (webhookId: string, tipo = 'AlertaWebhookFalhando') =>
    prisma.eventoOutbox.findMany({ where: { tenantId: c.tenantId, tipo, payload: { path: ['webhookId'], equals: webhookId } } });

  /** A delivery due now on its `tentativas`-th attempt, dispatched against the receiver's `resposta`. */
  async function tentar(w: { id: string; tenantId: string }, tentativasAntes: number) {
    const e = await entrega(w, 'Pendente', new Date(), tentativasAntes);
    await despacharOutbox({ ids: [e.id] });
    return prisma.eventoOutbox.findUniqueOrThrow({ where: { id: e.id } });
  }

  const saudeDe = async (id: string) =>
    ((await chamar('GET', '/api/v1/admin/webhooks', { token: gestor })).corpo.dados as { id: string; saude: unknown }[]).find(
      (w) => w.id === id,
    )!.saude;

  it('the list shows each endpoint delivering, failing since when, its failed deliveries and last delivery', async () => {
    const w = await novoWebhook(gestor, { descricao: 'Saúde' });
    expect(await saudeDe(w.id)).toEqual({ situacao: 'SemEntregas', falhandoDesde: null, ultimaEntregaEm: null, entregasFalhas: 0 });
    resposta = 200;
    await tentar(w, 0);
    const entregue = (await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: w.id } })).ultimaEntregaEm!;
    expect(Date.now() - entregue.getTime()).toBeLessThan(10_000);
    expect(await saudeDe(w.id)).toEqual({
      situacao: 'Entregando',
      falhandoDesde: null,
      ultimaEntregaEm: isoUtc(entregue),
      entregasFalhas: 0,
    });

    resposta = 500;
    const falha = await tentar(w, 0);
    expect(falha).toMatchObject({ status: 'Pendente', tentativas: 1 });
    await entrega(w, 'Falhou', new Date(Date.now() - 60 * MIN));
    await entrega(w, 'Falhou', new Date(Date.now() - 50 * MIN));
    const desde = (await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: w.id } })).falhandoDesde!;
    expect(await saudeDe(w.id)).toEqual({
      situacao: 'Falhando',
      falhandoDesde: isoUtc(desde),
      ultimaEntregaEm: isoUtc(entregue),
      entregasFalhas: 2,
    });
    // A failed attempt alone (not for 30 min, not a delivery's last) tells nobody.
    expect(await alertas(w.id)).toEqual([]);

    resposta = 200;
    await tentar(w, 0);
    expect(await saudeDe(w.id)).toMatchObject({ situacao: 'Entregando', falhandoDesde: null, entregasFalhas: 2 });
    // No alert was sent, so no "delivering again" notice either.
    expect(await alertas(w.id, 'AvisoWebhookEntregando')).toEqual([]);
    resposta = 500;
  });

  it('a delivery reaching Falhou e-mails each active manager once; not again within 24 h; again after', async () => {
    const w = await novoWebhook(gestor, { descricao: 'ERP da matriz' });
    const e = await tentar(w, MAX_TENTATIVAS_WEBHOOK - 1);
    expect(e).toMatchObject({ status: 'Falhou', tentativas: MAX_TENTATIVAS_WEBHOOK });
    const [a1, a2, ...mais] = await alertas(w.id);
    expect(mais).toEqual([]);
    expect([a1!.payload, a2!.payload].map((p) => (p as { para: string }).para).sort()).toEqual(admins.map((a) => a.email).sort());

    // The e-mail as it leaves (development sink): host, description, error, since when, the link.
    expect(await despacharOutbox({ ids: [a1!.id, a2!.id] })).toMatchObject({ enviados: 2 });
    const msg = await prisma.mensagemDev.findFirstOrThrow({ where: { eventoId: a1!.id } });
    const desde = (await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: w.id } })).falhandoDesde!;
    const quando = `${formatarData(dataLocal(desde, 'America/Sao_Paulo'))} às ${horaLocal(desde, 'America/Sao_Paulo')} (horário de Brasília)`;
    expect(msg.assunto).toBe(`Webhook com falhas: ${receptor.base.slice('http://'.length)}`);
    expect(msg.texto).toBe(
      [
        `Olá, Usuário AdminTenant! As entregas do webhook ${receptor.base.slice('http://'.length)} (ERP da matriz) estão falhando desde ${quando}.`,
        'Último erro: O endpoint respondeu HTTP 500.',
        '1 entrega já esgotou as tentativas e só sai de novo quando for reenviada.',
        `Veja as entregas e reenvie as que falharam: ${env().APP_URL.replace(/\/$/, '')}/painel/webhooks/${w.id}`,
        'Enviamos no máximo um alerta por dia para cada webhook.',
      ].join('\n'),
    );
    expect(msg.texto).not.toContain('erro do ERP');

    // Another delivery exhausts its attempts the same day: nobody is e-mailed again.
    await tentar(w, MAX_TENTATIVAS_WEBHOOK - 1);
    expect(await alertas(w.id)).toHaveLength(2);
    // 24 h later, the next failure alerts again.
    await prisma.webhookEndpoint.update({ where: { id: w.id }, data: { alertaFalhaEm: new Date(Date.now() - 24 * 60 * MIN - MIN) } });
    await tentar(w, MAX_TENTATIVAS_WEBHOOK - 1);
    expect(await alertas(w.id)).toHaveLength(4);
  });

  it('30 min failing without a delivery alerts; concurrent dispatchers send one alert; the recovery notice goes once', async () => {
    const w = await novoWebhook(gestor);
    await prisma.webhookEndpoint.update({ where: { id: w.id }, data: { falhandoDesde: new Date(Date.now() - 29 * MIN) } });
    await tentar(w, 2);
    expect(await alertas(w.id)).toEqual([]);

    await prisma.webhookEndpoint.update({ where: { id: w.id }, data: { falhandoDesde: new Date(Date.now() - 31 * MIN) } });
    // Eight dispatchers fail eight deliveries of the endpoint at once.
    const linhas = await Promise.all(Array.from({ length: 8 }, () => entrega(w, 'Pendente', new Date(), 2)));
    await Promise.all(linhas.map((l) => despacharOutbox({ ids: [l.id] })));
    expect(await alertas(w.id)).toHaveLength(2);
    // And the claim itself, raced directly.
    await prisma.webhookEndpoint.update({ where: { id: w.id }, data: { alertaFalhaEm: null } });
    const endpoint = { id: w.id, url: `${receptor.base}/webhooks`, falhando_desde: new Date(Date.now() - 40 * MIN) };
    const enfileirados = await Promise.all(
      Array.from({ length: 8 }, () => registrarFalhaDoEndpoint(endpoint, { agora: new Date(), falhou: false, erro: 'x' })),
    );
    expect(enfileirados.reduce((s, n) => s + n, 0)).toBe(2);
    expect(await alertas(w.id)).toHaveLength(4);

    // It delivers again: one notice per manager, even with two deliveries accepted at once.
    resposta = 200;
    await entrega(w, 'Falhou', new Date(Date.now() - 20 * MIN));
    const ok = await Promise.all([entrega(w, 'Pendente', new Date(), 0), entrega(w, 'Pendente', new Date(), 0)]);
    await Promise.all(ok.map((l) => despacharOutbox({ ids: [l.id] })));
    const avisos = await alertas(w.id, 'AvisoWebhookEntregando');
    expect(avisos).toHaveLength(2);
    await despacharOutbox({ ids: avisos.map((a) => a.id) });
    const msg = await prisma.mensagemDev.findFirstOrThrow({ where: { eventoId: avisos[0]!.id } });
    expect(msg.assunto).toBe(`Webhook voltou a entregar: ${receptor.base.slice('http://'.length)}`);
    expect(msg.texto).toContain(', voltou a entregar em ');
    expect(msg.texto).toContain(
      `1 entrega com falha pode ser reenviada de uma vez, em “Reenviar falhas”: ${env().APP_URL.replace(/\/$/, '')}/painel/webhooks/${w.id}`,
    );
    await tentar(w, 0);
    expect(await alertas(w.id, 'AvisoWebhookEntregando')).toHaveLength(2);
    expect(await saudeDe(w.id)).toMatchObject({ situacao: 'Entregando', falhandoDesde: null });
    resposta = 500;
  });

  it('the e-mail names the host only and masks the error; a sandbox endpoint alerts nobody', async () => {
    // Stored before the rule against credentials in the URL (docs/webhooks.md, "Security").
    const w = await novoWebhook(gestor);
    await prisma.webhookEndpoint.update({ where: { id: w.id }, data: { url: `http://erp:s3nh4@${receptor.base.slice(7)}/webhooks` } });
    await tentar(w, MAX_TENTATIVAS_WEBHOOK - 1);
    const [a] = await alertas(w.id);
    const p = a!.payload as { host: string; ultimoErro: string };
    expect(p.host).toBe(receptor.base.slice(7));
    expect(JSON.stringify(a!.payload)).not.toContain('s3nh4');
    // A text stored unmasked (a row of before the masking) is masked again when rendered.
    const m = renderizar('AlertaWebhookFalhando', {
      ...p,
      ultimoErro: 'Recusado: cliente 529.982.247-25, ana@exemplo.com, (11) 98765-4321',
    });
    expect(m!.texto).toContain('Último erro: Recusado: cliente ***CPF***, ***@***, ***TELEFONE***');

    const sandbox = await novoWebhook(gestor, { ambiente: 'Teste' });
    expect(await tentar(sandbox, MAX_TENTATIVAS_WEBHOOK - 1)).toMatchObject({ status: 'Falhou' });
    expect(await alertas(sandbox.id)).toEqual([]);
    expect(await saudeDe(sandbox.id)).toMatchObject({ situacao: 'Falhando', entregasFalhas: 1 });
  });

  it('a tenant without an active manager is told at its contact e-mail; with neither, nobody', async () => {
    const t = await cenarioPadrao();
    const plataforma = await criarUsuario(null, 'SuperAdmin');
    const gestorQueSaiu = await criarUsuario(t.tenantId, 'AdminTenant');
    const w = (
      await chamar('POST', '/api/v1/admin/webhooks', {
        token: plataforma.token,
        corpo: { tenantId: t.tenantId, url: `${receptor.base}/webhooks`, eventos: ['venda.registrada'], descricao: 'ERP' },
      })
    ).corpo.dados as { id: string; tenantId: string };
    await prisma.usuarioAdmin.update({ where: { id: gestorQueSaiu.id }, data: { ativo: false } });
    const doTenant = (webhookId: string) =>
      prisma.eventoOutbox.findMany({
        where: { tenantId: t.tenantId, tipo: 'AlertaWebhookFalhando', payload: { path: ['webhookId'], equals: webhookId } },
      });

    // No contact e-mail either: nobody (as before).
    await tentar(w, MAX_TENTATIVAS_WEBHOOK - 1);
    expect(await doTenant(w.id)).toEqual([]);

    await prisma.tenant.update({ where: { id: t.tenantId }, data: { emailContato: 'ti@loja-sem-gestor.dev', nome: 'Loja Sem Gestor' } });
    await prisma.webhookEndpoint.update({ where: { id: w.id }, data: { alertaFalhaEm: null } });
    await tentar(w, MAX_TENTATIVAS_WEBHOOK - 1);
    const [a, ...mais] = await doTenant(w.id);
    expect(mais).toEqual([]);
    expect(a!.chave).toMatch(/:contato$/);
    expect(a!.payload).toMatchObject({ para: 'ti@loja-sem-gestor.dev', nome: 'Loja Sem Gestor' });
  });
});

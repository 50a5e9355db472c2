// Webhooks end to end: endpoints registered through the admin API, events written with the
// sale/cancellation/redemption/lot transitions, delivered by the outbox dispatcher to a local
// HTTP receiver that verifies the HMAC signature and the replay window, retried after a 500,
// resent from the panel's route. Exact statuses, messages and amounts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma, sql } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { materializarLotesEmLote } from '@/lib/domain/lote/liberar-e-expirar-lotes';
import { enviarLembretesDeExpiracao } from '@/lib/domain/lote/lembrar-expiracao';
import { JANELA_REPLAY_S } from '@/lib/domain/webhooks/eventos';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { iniciarReceptor, type ReceptorDeWebhooks } from '@/lib/testing/receptor-webhook';

type Recebido = { headers: http.IncomingHttpHeaders; corpo: string; valida: boolean };

/** The receiver an integrator writes (docs/integracao-pdv.md, "Webhooks"): verify, then accept. */
function verificar(segredo: string, headers: http.IncomingHttpHeaders, corpo: string): boolean {
  const ts = Number(headers['x-fidelidade-timestamp']);
  if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > JANELA_REPLAY_S) return false;
  const esperada = Buffer.from(`v1=${createHmac('sha256', segredo).update(`${ts}.${corpo}`).digest('hex')}`);
  const recebida = Buffer.from(String(headers['x-fidelidade-assinatura'] ?? ''));
  return esperada.length === recebida.length && timingSafeEqual(esperada, recebida);
}

let receptor: ReceptorDeWebhooks;
let url: string;
let segredo = '';
const recebidos: Recebido[] = [];
/** Statuses the receiver answers, in order; then 200. */
const respostas: number[] = [];

let cenario: Awaited<ReturnType<typeof cenarioPadrao>>;
let gestor: string;

beforeAll(async () => {
  receptor = await iniciarReceptor(({ headers, corpo }) => {
    recebidos.push({ headers, corpo, valida: verificar(segredo, headers, corpo) });
    return { status: respostas.shift() ?? 200, texto: 'ok' };
  });
  url = `${receptor.base}/webhooks`;
  cenario = await cenarioPadrao();
  gestor = (await criarUsuario(cenario.tenantId, 'AdminTenant')).token;
});
afterAll(() => receptor.fechar());

async function entregasDe(webhookId: string) {
  return prisma.eventoOutbox.findMany({ where: { webhookEndpointId: webhookId }, orderBy: { criadoEm: 'asc' } });
}

/** Makes the deliveries due now and runs the dispatcher on them only (the test database is shared). */
async function despachar(ids: string[]) {
  await prisma.eventoOutbox.updateMany({ where: { id: { in: ids }, status: 'Pendente' }, data: { proximaTentativaEm: new Date() } });
  return despacharOutbox({ ids });
}

describe('webhooks', () => {
  let webhookId = '';

  it('creates the endpoint and shows its secret once', async () => {
    const r = await chamar('POST', '/api/v1/admin/webhooks', {
      token: gestor,
      corpo: {
        url,
        descricao: 'ERP',
        eventos: ['venda.registrada', 'venda.cancelada', 'resgate.realizado', 'lote.expirando', 'lote.expirado'],
      },
    });
    esperarSucesso(r, 201, 'Webhook criado. Copie o segredo agora: ele não será exibido novamente.');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.corpo.dados.segredo).toMatch(/^whsec_[\w-]{32}$/);
    segredo = r.corpo.dados.segredo;
    webhookId = r.corpo.dados.id;
    const lista = await chamar('GET', '/api/v1/admin/webhooks', { token: gestor });
    expect(lista.corpo.dados).toHaveLength(1);
    expect(lista.corpo.dados[0]).not.toHaveProperty('segredo');
    expect(lista.texto).not.toContain(segredo);
  });

  it('validates the input with Portuguese messages', async () => {
    const semEventos = await chamar('POST', '/api/v1/admin/webhooks', { token: gestor, corpo: { url, eventos: [] } });
    expect(semEventos.status).toBe(400);
    expect(semEventos.corpo.erros[0]).toBe(
      'O campo Eventos deve listar ao menos um destes: venda.registrada, venda.cancelada, resgate.realizado, lote.expirando, lote.expirado.',
    );
    const urlRuim = await chamar('POST', '/api/v1/admin/webhooks', {
      token: gestor,
      corpo: { url: 'ftp://x', eventos: ['venda.registrada'] },
    });
    expect(urlRuim.corpo.erros).toEqual(['O campo Url deve ser uma URL http ou https válida.']);
    // fetch refuses a URL with credentials: the endpoint would never receive anything.
    const antes = await prisma.webhookEndpoint.count({ where: { tenantId: cenario.tenantId } });
    const comSenha = 'https://erp:s3nh4@erp.example.com/webhooks';
    const MSG_CREDENCIAIS = 'O campo Url não pode conter usuário e senha: o receptor autentica as entregas pela assinatura.';
    for (const [metodo, caminho] of [
      ['POST', '/api/v1/admin/webhooks'],
      ['PUT', `/api/v1/admin/webhooks/${webhookId}`],
    ] as const) {
      const r = await chamar(metodo, caminho, { token: gestor, corpo: { url: comSenha, eventos: ['venda.registrada'] } });
      esperarRecusa(r, 400, MSG_CREDENCIAIS);
    }
    const soUsuario = await chamar('POST', '/api/v1/admin/webhooks', {
      token: gestor,
      corpo: { url: 'https://erp@erp.example.com/webhooks', eventos: ['venda.registrada'] },
    });
    esperarRecusa(soUsuario, 400, MSG_CREDENCIAIS);
    expect(await prisma.webhookEndpoint.count({ where: { tenantId: cenario.tenantId } })).toBe(antes);
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: webhookId } })).url).toBe(url);
    const operador = (await criarUsuario(cenario.tenantId, 'Operador')).token;
    expect((await chamar('GET', '/api/v1/admin/webhooks', { token: operador })).status).toBe(403);
  });

  it('a sale: signed, retried after a 500 with the same id and body, and resent from the panel', async () => {
    const corpoVenda = { cnpjLoja: cenario.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 120, documentoExterno: 'WH-1' };
    const venda = await chamar('POST', '/api/v1/venda', { chave: cenario.chave, corpo: corpoVenda });
    expect(venda.status).toBe(200);
    // A retransmission registers nothing new, so no second event.
    const repetida = await chamar('POST', '/api/v1/venda', { chave: cenario.chave, corpo: corpoVenda });
    expect(repetida.corpo.mensagem).toBe('Venda já registrada com este documentoExterno; nenhum crédito novo foi gerado.');
    const [entrega, ...outras] = await entregasDe(webhookId);
    expect(outras).toEqual([]);
    expect(entrega).toMatchObject({
      tipo: 'venda.registrada',
      status: 'Pendente',
      chave: `webhook:${webhookId}:venda:${venda.corpo.dados.vendaId}`,
    });

    respostas.push(500);
    expect(await despachar([entrega!.id])).toMatchObject({ enviados: 0, falhas: 1 });
    let log = await chamar('GET', `/api/v1/admin/webhooks/${webhookId}/entregas`, { token: gestor });
    expect(log.corpo.dados.itens[0]).toMatchObject({
      id: entrega!.id,
      evento: 'venda.registrada',
      status: 'Pendente',
      tentativas: 1,
      statusHttp: 500,
      ultimoErro: 'O endpoint respondeu HTTP 500.',
    });
    expect(await despachar([entrega!.id])).toMatchObject({ enviados: 1, falhas: 0 });
    log = await chamar('GET', `/api/v1/admin/webhooks/${webhookId}/entregas`, { token: gestor, query: { status: 'Enviado' } });
    expect(log.corpo.dados.itens[0]).toMatchObject({ status: 'Enviado', tentativas: 2, statusHttp: 200, ultimoErro: null });

    expect(recebidos).toHaveLength(2);
    expect(recebidos.every((r) => r.valida)).toBe(true);
    expect(recebidos[0]!.corpo).toBe(recebidos[1]!.corpo);
    expect(recebidos[1]!.headers['x-fidelidade-entrega']).toBe(entrega!.id);
    expect(recebidos[1]!.headers['x-fidelidade-evento']).toBe('venda.registrada');
    const corpo = JSON.parse(recebidos[1]!.corpo);
    expect(corpo).toMatchObject({ id: entrega!.id, evento: 'venda.registrada', tenantId: cenario.tenantId });
    expect(corpo.dados).toMatchObject({
      vendaId: venda.corpo.dados.vendaId,
      documentoExterno: 'WH-1',
      cnpjLoja: cenario.loja.cnpj,
      valorVenda: 120,
      valorFinal: 120,
      cashbackCreditado: 12,
      pontosCreditados: 120,
    });
    expect(corpo.dados).not.toHaveProperty('clienteNome');

    // A wrong secret does not verify.
    expect(verificar('whsec_outro', recebidos[1]!.headers, recebidos[1]!.corpo)).toBe(false);

    const reenvio = await chamar('POST', `/api/v1/admin/webhooks/${webhookId}/entregas/${entrega!.id}/reenviar`, { token: gestor });
    esperarSucesso(reenvio, 200, 'Entrega colocada na fila para reenvio.');
    expect(reenvio.corpo.dados).toMatchObject({ status: 'Pendente', tentativas: 0 });
    expect(await despachar([entrega!.id])).toMatchObject({ enviados: 1 });
    expect(recebidos).toHaveLength(3);
    expect(recebidos[2]).toMatchObject({ valida: true, corpo: recebidos[0]!.corpo });
    expect(recebidos[2]!.headers['x-fidelidade-entrega']).toBe(entrega!.id);
  });

  it('a cancellation, a redemption, and lots expiring and expired produce their events', async () => {
    const cpf = cpfAleatorio();
    const v = await chamar('POST', '/api/v1/venda', {
      chave: cenario.chave,
      corpo: { cnpjLoja: cenario.loja.cnpj, cpfCliente: cpf, valorVenda: 200, documentoExterno: 'WH-2' },
    });
    const res = await chamar('POST', '/api/v1/resgate', {
      chave: cenario.chave,
      corpo: { cnpjLoja: cenario.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 5, documentoExterno: 'R-1' },
    });
    expect(res.status).toBe(200);
    const outra = await chamar('POST', '/api/v1/venda', {
      chave: cenario.chave,
      corpo: { cnpjLoja: cenario.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 50, documentoExterno: 'WH-3' },
    });
    const canc = await chamar('POST', '/api/v1/venda/cancelar', {
      chave: cenario.chave,
      corpo: { cnpjLoja: cenario.loja.cnpj, documentoExterno: 'WH-3', motivo: 'Devolução' },
    });
    expect(canc.status).toBe(200);

    // Lots of the first sale: one about to expire, one expired (the jobs run over the whole base).
    const lotes = await prisma.lote.findMany({ where: { vendaId: v.corpo.dados.vendaId }, orderBy: { tipoBeneficio: 'asc' } });
    const [cashback, pontos] = lotes;
    const agora = new Date();
    await sql.query({ nome: 'wh_teste_expira', texto: 'UPDATE lote SET expira_em = $2 WHERE id = $1' }, [
      cashback!.id,
      new Date(agora.getTime() + 86_400_000),
    ]);
    await enviarLembretesDeExpiracao();
    await sql.query({ nome: 'wh_teste_expira', texto: 'UPDATE lote SET expira_em = $2 WHERE id = $1' }, [
      pontos!.id,
      new Date(agora.getTime() - 1000),
    ]);
    await materializarLotesEmLote(sql, new Date(), 10_000);
    // Both jobs are global and other test files run them on this shared database: a lot such a
    // run has claimed is skipped by the calls above (SKIP LOCKED) and written, with its event,
    // when that run commits. Wait for it: FOR SHARE waits for their FOR UPDATE.
    await sql.query({ nome: 'wh_teste_espera', texto: 'SELECT count(*) FROM (SELECT id FROM lote WHERE venda_id = $1 FOR SHARE) x' }, [
      v.corpo.dados.vendaId,
    ]);

    const entregas = await entregasDe(webhookId);
    expect(entregas.map((e) => e.tipo).sort()).toEqual(
      [
        'lote.expirado',
        'lote.expirando',
        'resgate.realizado',
        'venda.cancelada',
        'venda.registrada',
        'venda.registrada',
        'venda.registrada',
      ].sort(),
    );
    const dados = (tipo: string) => (entregas.find((e) => e.tipo === tipo)!.payload as { dados: Record<string, unknown> }).dados;
    expect(dados('resgate.realizado')).toMatchObject({
      cashbackResgatado: 5,
      tipoBeneficio: 'Cashback',
      documentoExterno: 'R-1',
      cnpjLoja: cenario.loja.cnpj,
    });
    expect(dados('venda.cancelada')).toMatchObject({
      vendaId: outra.corpo.dados.vendaId,
      documentoExterno: 'WH-3',
      motivo: 'Devolução',
      cashbackEstornado: 5,
      pontosEstornados: 50,
    });
    expect(dados('lote.expirando')).toMatchObject({ loteId: cashback!.id, tipoBeneficio: 'Cashback', valorDisponivel: 15 });
    expect(dados('lote.expirado')).toMatchObject({ loteId: pontos!.id, tipoBeneficio: 'Pontos', valorExpirado: 200 });

    const r = await despachar(entregas.filter((e) => e.status === 'Pendente').map((e) => e.id));
    expect(r).toMatchObject({ enviados: 6, falhas: 0 });
  });

  it('a deactivated endpoint: no new events are produced and the pending ones are discarded', async () => {
    const v = await chamar('POST', '/api/v1/venda', {
      chave: cenario.chave,
      corpo: { cnpjLoja: cenario.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 10, documentoExterno: 'WH-4' },
    });
    expect(v.status).toBe(200);
    const pendente = (await entregasDe(webhookId)).find((e) => e.status === 'Pendente')!;
    const put = await chamar('PUT', `/api/v1/admin/webhooks/${webhookId}`, {
      token: gestor,
      corpo: { url, eventos: ['venda.registrada'], ativo: false },
    });
    expect(put.status).toBe(200);
    expect(put.corpo.dados).toMatchObject({ ativo: false, eventos: ['venda.registrada'] });
    expect(await despachar([pendente.id])).toMatchObject({ descartados: 1 });
    const antes = (await entregasDe(webhookId)).length;
    await chamar('POST', '/api/v1/venda', {
      chave: cenario.chave,
      corpo: { cnpjLoja: cenario.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 10, documentoExterno: 'WH-5' },
    });
    expect(await entregasDe(webhookId)).toHaveLength(antes);
  });

  it('a tenant without webhooks stores no events, and another tenant neither sees nor resends the deliveries', async () => {
    const outro = await cenarioPadrao();
    const v = await chamar('POST', '/api/v1/venda', {
      chave: outro.chave,
      corpo: { cnpjLoja: outro.loja.cnpj, cpfCliente: cpfAleatorio(), valorVenda: 10 },
    });
    expect(v.status).toBe(200);
    expect(await prisma.eventoOutbox.count({ where: { tenantId: outro.tenantId, webhookEndpointId: { not: null } } })).toBe(0);
    const intruso = (await criarUsuario(outro.tenantId, 'AdminTenant')).token;
    const entrega = (await entregasDe(webhookId))[0]!;
    for (const [metodo, caminho] of [
      ['GET', `/api/v1/admin/webhooks/${webhookId}`],
      ['GET', `/api/v1/admin/webhooks/${webhookId}/entregas`],
      ['POST', `/api/v1/admin/webhooks/${webhookId}/entregas/${entrega.id}/reenviar`],
      ['POST', `/api/v1/admin/webhooks/${webhookId}/segredo`],
      ['DELETE', `/api/v1/admin/webhooks/${webhookId}`],
    ] as const) {
      const r = await chamar(metodo, caminho, { token: intruso });
      expect(r.status, `${metodo} ${caminho}`).toBe(404);
      expect(r.corpo.erros).toEqual(['Webhook não encontrado.']);
    }
    expect(await prisma.webhookEndpoint.count({ where: { id: webhookId } })).toBe(1);
  });

  it('rotates the secret and deletes the endpoint with its history', async () => {
    const rot = await chamar('POST', `/api/v1/admin/webhooks/${webhookId}/segredo`, { token: gestor });
    expect(rot.status).toBe(200);
    expect(rot.corpo.dados.segredo).not.toBe(segredo);
    const del = await chamar('DELETE', `/api/v1/admin/webhooks/${webhookId}`, { token: gestor });
    esperarSucesso(del, 200, 'Webhook excluído.');
    expect(await entregasDe(webhookId)).toEqual([]);
  });
});

// GET /api/v1/admin/ClienteAdmin/{id}/mensagens: one customer's notices, club PIN and marketing in
// one programme, newest first, masked; never the PIN, a link token or the text; other programmes'
// messages left out; paging like the customer's movements.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { criarPrograma, semCpfCompleto, venderPara, type Programa } from '@/lib/testing/cenario-clientes';
import { campanhaAgendada } from '@/lib/testing/cenario-comunicacao';
import { ipAleatorio } from '@/lib/testing/clube';
import { esperarRecusa } from '@/lib/testing/esperar';
import { definirCanais } from '@/lib/notificacoes/canais';
import { canaisSink, canaisSmtpRecusando } from '@/lib/testing/canais-teste';
import { despacharOutbox, MAX_TENTATIVAS } from '@/lib/notificacoes/despachar-outbox';
import { prepararCampanha } from '@/lib/domain/comunicacao/preparar-envio';
import { liberarEnvios } from '@/lib/domain/comunicacao/liberar-envios';
import type { MensagemClienteResponse } from '@/lib/domain/notificacoes/mensagens-do-cliente';

const caminho = (id: string) => `/api/v1/admin/ClienteAdmin/${id}/mensagens`;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

afterEach(() => definirCanais(null));

const mensagens = (token: string, id: string, query: Record<string, string | number> = {}) => chamar('GET', caminho(id), { token, query });

/** Prepares and releases a campaign to the programme's whole base (empty filter) right now. */
async function campanhaParaTodos(p: Programa, nome: string, canal: 'Email' | 'WhatsApp') {
  const segmento = await prisma.segmento.findFirst({ where: { tenantId: p.tenantId } });
  const segmentoId = segmento?.id ?? (await prisma.segmento.create({ data: { tenantId: p.tenantId, nome: 'Todos', filtro: {} } })).id;
  const k = await campanhaAgendada(p.tenantId, segmentoId, { canal, holdout: 0, modelo: 'Olá, {nome}! Oferta secreta da {loja}.' });
  await prisma.campanhaComunicacao.update({ where: { id: k.id }, data: { nome } });
  expect(await prepararCampanha(k.id, new Date())).toBe(1);
  await liberarEnvios({ campanhaId: k.id });
  return k.id;
}

/**
 * A customer of programme A (e-mail and phone) with: the sale's notice, a club PIN asked by
 * e-mail, an e-mail campaign queued (marketing consent by e-mail only) and a WhatsApp campaign
 * that skipped them (no consent on WhatsApp).
 */
async function clienteComMensagens() {
  const a = await criarPrograma();
  const cpf = cpfAleatorio();
  const email = `livia.${randomUUID().slice(0, 8)}@exemplo.com`;
  const { clienteId } = (await venderPara(a, cpf, 80, { cliente: { nome: 'Lívia Nunes', email, telefone: '11987654321' } })) as {
    clienteId: string;
  };
  await new Promise((r) => setTimeout(r, 5));
  expect((await chamar('POST', '/api/v1/clube/auth/solicitar-pin', { ip: ipAleatorio(), corpo: { cpf, canal: 'email' } })).status).toBe(
    200,
  );
  await pool.query(`INSERT INTO preferencia_comunicacao (tenant_id, cliente_id, whatsapp, email) VALUES ($1, $2, false, true)`, [
    a.tenantId,
    clienteId,
  ]);
  // Quiet hours off (equal ends), so the e-mail is released whatever the hour the test runs at.
  await pool.query(`INSERT INTO configuracao_comunicacao (tenant_id, silencio_inicio, silencio_fim) VALUES ($1, '00:00', '00:00')`, [
    a.tenantId,
  ]);
  await new Promise((r) => setTimeout(r, 5));
  const campanhaEmail = await campanhaParaTodos(a, 'Volta às aulas', 'Email');
  await new Promise((r) => setTimeout(r, 5));
  const campanhaWhats = await campanhaParaTodos(a, 'Promo de WhatsApp', 'WhatsApp');

  const eventos = await prisma.eventoOutbox.findMany({ where: { payload: { path: ['clienteId'], equals: clienteId } } });
  const pinEv = eventos.find((e) => e.tipo === 'PinClube')!;
  const vendaEv = eventos.find((e) => e.tipo !== 'PinClube' && e.tipo !== 'Marketing')!;
  const marketingEv = eventos.find((e) => e.tipo === 'Marketing')!;
  const destEmail = await prisma.destinatarioComunicacao.findFirstOrThrow({ where: { campanhaId: campanhaEmail } });
  const destWhats = await prisma.destinatarioComunicacao.findFirstOrThrow({ where: { campanhaId: campanhaWhats } });
  expect(destWhats.status).toBe('IgnoradoConsentimento');
  expect(destEmail).toMatchObject({ status: 'Enfileirado', eventoId: marketingEv.id });
  const pin = (pinEv.payload as { pin: string }).pin;
  const texto = (marketingEv.payload as { texto: string }).texto;
  return { a, cpf, email, clienteId, pin, texto, pinEv, vendaEv, marketingEv, destEmail, destWhats };
}

/** What the answer must never hold: the PIN, the marketing text and its signed opt-out link, the contacts in full, the CPF. */
function semSegredos(texto: string, c: Awaited<ReturnType<typeof clienteComMensagens>>) {
  const link = /https?:\/\/\S+/.exec(c.texto)?.[0];
  expect(link).toBeDefined();
  for (const segredo of [c.pin, c.texto, link!, 'Oferta secreta', c.email, '11987654321', '987654321', c.cpf]) {
    expect(texto, segredo).not.toContain(segredo);
  }
  expect(texto).not.toMatch(/"(pin|token|link|texto|payload)"/);
}

/** A message still queued: no attempt yet, its next one due. */
const pendente = (id: string, tipo: string, tipoDescricao: string, canal: string | null, destinoMascarado: unknown) => ({
  id,
  tipo,
  tipoDescricao,
  canal,
  status: 'Pendente',
  motivo: null,
  motivoDescricao: null,
  tentativas: 0,
  destinoMascarado,
  criadoEm: expect.stringMatching(ISO),
  enviadoEm: null,
  proximaTentativaEm: expect.stringMatching(ISO),
  ultimoErro: null,
});

describe('GET /api/v1/admin/ClienteAdmin/{id}/mensagens', () => {
  it('lists the sale notice, the club PIN and both campaigns newest first, with status, channel and masked destination; never the PIN or the text', async () => {
    const c = await clienteComMensagens();
    let r = await mensagens(c.a.admin.token, c.clienteId);
    expect(r.status).toBe(200);
    expect(r.corpo.mensagem).toBeNull();
    expect(r.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 20, totalRegistros: 4 });
    const emailMascarado = expect.stringMatching(/^l\*+\w@e\*+o\.com$/);
    expect(r.corpo.dados.itens).toEqual([
      {
        id: c.destWhats.id,
        tipo: 'campanha',
        tipoDescricao: 'Campanha “Promo de WhatsApp”',
        canal: 'whatsapp',
        status: 'Descartado',
        motivo: 'sem-consentimento',
        motivoDescricao: 'O cliente não aceita marketing por este canal neste programa: foi escolha dele.',
        tentativas: 0,
        destinoMascarado: null,
        criadoEm: expect.stringMatching(ISO),
        enviadoEm: null,
        proximaTentativaEm: null,
        ultimoErro: null,
      },
      pendente(c.destEmail.id, 'campanha', 'Campanha “Volta às aulas”', 'email', emailMascarado),
      pendente(c.pinEv.id, 'pin-clube', 'PIN do clube', 'email', emailMascarado),
      // The sale's notice: its channel is picked by the dispatcher, so none yet.
      pendente(c.vendaEv.id, 'venda', 'Aviso de venda', null, null),
    ]);
    semSegredos(r.texto, c);
    semCpfCompleto(r.corpo);

    // The PIN's e-mail is refused on its last attempt, the server quoting the message: Falhou, the
    // error masked (no PIN, no address). The campaign's e-mail and the sale's notice go out.
    await prisma.eventoOutbox.update({ where: { id: c.pinEv.id }, data: { tentativas: MAX_TENTATIVAS - 1 } });
    expect(await despacharOutbox({ ids: [c.pinEv.id], canais: canaisSmtpRecusando('550 5.1.1 Mailbox unavailable') })).toMatchObject({
      falhas: 1,
    });
    expect(await despacharOutbox({ ids: [c.marketingEv.id, c.vendaEv.id], canais: canaisSink() })).toMatchObject({ enviados: 2 });
    r = await mensagens(c.a.admin.token, c.clienteId);
    const porId = new Map((r.corpo.dados.itens as MensagemClienteResponse[]).map((i) => [i.id, i]));
    expect(porId.get(c.pinEv.id)).toMatchObject({
      status: 'Falhou',
      tentativas: MAX_TENTATIVAS,
      proximaTentativaEm: null,
      enviadoEm: null,
    });
    expect(porId.get(c.pinEv.id)!.ultimoErro).toMatch(/^550 5\.1\.1 Mailbox unavailable sending to \*\*\*@\*\*\*: /);
    expect(porId.get(c.destEmail.id)).toMatchObject({
      status: 'Enviado',
      canal: 'email',
      tentativas: 1,
      destinoMascarado: emailMascarado,
      enviadoEm: expect.stringMatching(ISO),
      proximaTentativaEm: null,
    });
    expect(porId.get(c.vendaEv.id)).toMatchObject({ status: 'Enviado', canal: 'whatsapp', destinoMascarado: '(11) *****-4321' });
    // The failed PIN row still holds its PIN; the answer never does.
    expect((await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: c.pinEv.id } })).payload).toHaveProperty('pin', c.pin);
    semSegredos(r.texto, c);

    // The Operador reads the same answer (it sees the customer's detail and movements too).
    const op = await mensagens(c.a.operador.token, c.clienteId);
    expect(op.status).toBe(200);
    expect(op.corpo.dados).toEqual(r.corpo.dados);
  });

  it("shows only the programme's own messages (the PIN in each); a non-member is not found, another tenant's id is refused", async () => {
    const c = await clienteComMensagens();
    const b = await criarPrograma();
    for (const token of [b.admin.token, b.operador.token]) {
      esperarRecusa(await mensagens(token, c.clienteId), 404, 'Cliente não encontrado.');
    }
    // Once the person buys in B, B sees its own sale notice and the club PIN, nothing of A's.
    await venderPara(b, c.cpf, 30);
    const emB = await mensagens(b.admin.token, c.clienteId);
    expect(emB.status).toBe(200);
    expect(emB.corpo.dados.paginacao.totalRegistros).toBe(2);
    const itens = emB.corpo.dados.itens as MensagemClienteResponse[];
    expect(itens.map((i) => i.tipo)).toEqual(['venda', 'pin-clube']);
    expect(itens[1]!.id).toBe(c.pinEv.id);
    expect(itens[0]!.id).not.toBe(c.vendaEv.id);
    expect(emB.texto).not.toContain('Volta às aulas');
    expect((await mensagens(c.a.admin.token, c.clienteId)).corpo.dados.paginacao.totalRegistros).toBe(4);
    for (const token of [c.a.admin.token, c.a.operador.token]) {
      esperarRecusa(await mensagens(token, c.clienteId, { tenantId: b.tenantId }), 403, 'Acesso negado.');
    }
    // A webhook delivery naming the customer is not a message to the customer.
    const endpoint = await prisma.webhookEndpoint.create({
      data: { tenantId: c.a.tenantId, url: 'https://erp.exemplo.com/webhook', eventos: ['venda.registrada'], segredo: 'whsec_teste' },
    });
    await prisma.eventoOutbox.create({
      data: {
        tenantId: c.a.tenantId,
        tipo: 'venda.registrada',
        chave: `wh:${randomUUID()}`,
        payload: { clienteId: c.clienteId },
        webhookEndpointId: endpoint.id,
      },
    });
    expect((await mensagens(c.a.admin.token, c.clienteId)).corpo.dados.paginacao.totalRegistros).toBe(4);
  });

  it("pages on the server with stable pages; SuperAdmin names the programme; the list's messages for bad paging and ids", async () => {
    const c = await clienteComMensagens();
    const todas = (await mensagens(c.a.admin.token, c.clienteId)).corpo.dados.itens as MensagemClienteResponse[];
    const paginas: MensagemClienteResponse[] = [];
    for (const pagina of [1, 2, 3]) {
      const r = await mensagens(c.a.admin.token, c.clienteId, { pagina, tamanho: 3 });
      expect(r.status).toBe(200);
      expect(r.corpo.dados.paginacao).toEqual({ pagina, tamanho: 3, totalRegistros: 4 });
      paginas.push(...r.corpo.dados.itens);
    }
    expect(paginas).toEqual(todas);
    expect(paginas.map((i) => i.id)).toEqual([c.destWhats.id, c.destEmail.id, c.pinEv.id, c.vendaEv.id]);

    const sa = await criarUsuario(null, 'SuperAdmin');
    esperarRecusa(await mensagens(sa.token, c.clienteId), 400, 'O campo TenantId é obrigatório.');
    const com = await mensagens(sa.token, c.clienteId, { tenantId: c.a.tenantId, tamanho: 1 });
    expect(com.status).toBe(200);
    expect(com.corpo.dados).toEqual({ itens: [todas[0]], paginacao: { pagina: 1, tamanho: 1, totalRegistros: 4 } });

    for (const [query, mensagem] of [
      [{ pagina: 0 }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ tamanho: 101 }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
    ] as const) {
      esperarRecusa(await mensagens(c.a.admin.token, c.clienteId, query), 400, mensagem);
    }
    esperarRecusa(await mensagens(c.a.admin.token, '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d'), 404, 'Cliente não encontrado.');
    esperarRecusa(await mensagens(c.a.admin.token, 'nao-e-uuid'), 400, 'O campo Id deve ser um UUID.');
    // Any casing of the path reaches the route, like its siblings.
    const minusculas = await chamar('GET', `/api/v1/admin/clienteadmin/${c.clienteId}/MENSAGENS`, { token: c.a.admin.token });
    expect(minusculas.status).toBe(200);
    // A member with nothing sent: an empty page.
    const d = await criarPrograma();
    const { clienteId: novo } = (await venderPara(d, cpfAleatorio(), 10)) as { clienteId: string };
    const vazio = await mensagens(d.admin.token, novo);
    expect(vazio.corpo.dados).toEqual({ itens: [], paginacao: { pagina: 1, tamanho: 20, totalRegistros: 0 } });
  });
});

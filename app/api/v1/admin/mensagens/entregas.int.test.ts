// The outbox's deliveries as the platform team sees them (GET /api/v1/admin/mensagens/entregas):
// statuses, channel, masked destination, the last error masked, filters, and never a PIN, a link
// token or a message body.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { gerenteCriadaPelaPlataforma } from '@/lib/testing/primeiro-acesso';
import { clienteComVenda, ipAleatorio } from '@/lib/testing/clube';
import { definirCanais } from '@/lib/notificacoes/canais';
import { canaisSink, canaisSmtpRecusando } from '@/lib/testing/canais-teste';
import { despacharOutbox, MAX_TENTATIVAS } from '@/lib/notificacoes/despachar-outbox';
import type { EntregaNotificacaoResponse } from '@/lib/domain/notificacoes/listar-entregas';

const superAdmin = () => criarUsuario(null, 'SuperAdmin');
const sufixo = () => randomUUID().slice(0, 8);

afterEach(() => definirCanais(null));

async function listar(token: string, query: Record<string, string | number> = {}) {
  const r = await chamar('GET', '/api/v1/admin/mensagens/entregas', { token, query: { tamanho: 100, ...query } });
  expect(r.status, r.texto).toBe(200);
  return r;
}
const achar = (itens: EntregaNotificacaoResponse[], id: string) => itens.find((i) => i.id === id);

describe('GET /api/v1/admin/mensagens/entregas', () => {
  it("lists the code of a sign-up through a store's link as cadastro-clube, in the store's programme, masked, never the code", async () => {
    const sa = await superAdmin();
    const c = await cenarioPadrao();
    const email = `bia.${sufixo()}@exemplo.com`;
    const pedido = await chamar('POST', '/api/v1/clube/cadastro/solicitar-codigo', {
      ip: ipAleatorio(),
      corpo: { lojaId: c.loja.id, cpf: cpfAleatorio(), nome: 'Bia Lima', canal: 'email', email, aceiteLgpd: true },
    });
    expect(pedido.status).toBe(200);
    const ev = await prisma.eventoOutbox.findFirstOrThrow({
      where: { tipo: 'CadastroClube', payload: { path: ['cadastroId'], equals: pedido.corpo.dados.cadastroId } },
    });
    const codigo = (ev.payload as { pin: string }).pin;
    // Newest first: other files' sign-ups may be listed too; this one is among the first.
    const r = await listar(sa.token, { tipo: 'cadastro-clube', status: 'pendente' });
    expect(r.corpo.dados.itens.every((i: EntregaNotificacaoResponse) => i.tipo === 'cadastro-clube')).toBe(true);
    expect(achar(r.corpo.dados.itens, ev.id)).toEqual(
      expect.objectContaining({
        id: ev.id,
        tipo: 'cadastro-clube',
        tipoDescricao: 'Código de cadastro no clube',
        evento: 'CadastroClube',
        canal: 'email',
        status: 'Pendente',
        destinoMascarado: expect.stringMatching(/^b\*+\w@e\*+o\.com$/),
        tenantId: c.tenantId,
      }),
    );
    expect(r.texto).not.toContain(codigo);
    expect(r.texto).not.toContain(email);
  });

  it('shows a club PIN pending, then failed with the masked error, and a sale notice sent by WhatsApp; never the PIN', async () => {
    const sa = await superAdmin();
    const email = `ana.${sufixo()}@exemplo.com`;
    const c = await clienteComVenda({ email, telefone: '11987654321' });
    const pedido = await chamar('POST', '/api/v1/clube/auth/solicitar-pin', { ip: ipAleatorio(), corpo: { cpf: c.cpf, canal: 'email' } });
    expect(pedido.status).toBe(200);
    const pinEv = await prisma.eventoOutbox.findFirstOrThrow({
      where: { tipo: 'PinClube', payload: { path: ['clienteId'], equals: c.clienteId } },
    });
    const pin = (pinEv.payload as { pin: string }).pin;
    expect(pin).toMatch(/^\d{6}$/);
    const vendaEv = await prisma.eventoOutbox.findFirstOrThrow({
      where: { tenantId: c.tenantId, tipo: { not: 'PinClube' }, payload: { path: ['clienteId'], equals: c.clienteId } },
    });

    // Pending: the channel asked for and its masked address; the PIN is in the row, not in the answer.
    let r = await listar(sa.token, { tipo: 'pin-clube', status: 'pendente' });
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(achar(r.corpo.dados.itens, pinEv.id)).toEqual({
      id: pinEv.id,
      tipo: 'pin-clube',
      tipoDescricao: 'PIN do clube',
      evento: 'PinClube',
      canal: 'email',
      status: 'Pendente',
      tentativas: 0,
      destinoMascarado: expect.stringMatching(/^a\*+\w@e\*+o\.com$/),
      tenantId: null,
      tenantNome: null,
      criadoEm: expect.stringMatching(/Z$/),
      enviadoEm: null,
      proximaTentativaEm: expect.stringMatching(/Z$/),
      ultimoErro: null,
    });
    expect(r.texto).not.toContain(pin);
    expect(r.texto).not.toContain(email);

    // The SMTP server refuses every attempt: the last one makes it `Falhou`, with the error masked.
    await prisma.eventoOutbox.update({ where: { id: pinEv.id }, data: { tentativas: MAX_TENTATIVAS - 1 } });
    expect(await despacharOutbox({ ids: [pinEv.id], canais: canaisSmtpRecusando() })).toMatchObject({ falhas: 1 });
    r = await listar(sa.token, { tipo: 'PIN-CLUBE', status: 'Falhou' });
    const falhou = achar(r.corpo.dados.itens, pinEv.id)!;
    expect(falhou).toMatchObject({ status: 'Falhou', canal: 'email', tentativas: MAX_TENTATIVAS, proximaTentativaEm: null });
    expect(falhou.ultimoErro).toMatch(/^535 5\.7\.8 Authentication failed sending to \*\*\*@\*\*\*: /);
    // The failed row still holds its PIN (it was never delivered); the answer never does.
    expect((await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: pinEv.id } })).payload).toHaveProperty('pin', pin);
    expect(r.texto).not.toContain(pin);
    expect(r.texto).not.toContain(email);

    // The sale's notice goes by WhatsApp (the phone is on it): sent, with the masked phone and the tenant.
    expect(await despacharOutbox({ ids: [vendaEv.id], canais: canaisSink() })).toMatchObject({ enviados: 1 });
    r = await listar(sa.token, { tipo: 'venda', status: 'Enviado' });
    expect(achar(r.corpo.dados.itens, vendaEv.id)).toMatchObject({
      tipo: 'venda',
      tipoDescricao: 'Aviso de venda',
      evento: vendaEv.tipo,
      canal: 'whatsapp',
      status: 'Enviado',
      tentativas: 1,
      destinoMascarado: '(11) *****-4321',
      tenantId: c.tenantId,
      tenantNome: 'Loja Teste',
      enviadoEm: expect.stringMatching(/Z$/),
      ultimoErro: null,
    });
    expect(r.texto).not.toContain('11987654321');
    // Filters: a PIN is not a sale notice, a failed row is not among the sent ones.
    expect(achar(r.corpo.dados.itens, pinEv.id)).toBeUndefined();
    expect(achar((await listar(sa.token, { status: 'Enviado' })).corpo.dados.itens, pinEv.id)).toBeUndefined();
  });

  it('shows a first-access e-mail with the masked address and never its link or token; leaves webhook deliveries out', async () => {
    const sa = await superAdmin();
    const email = `gerente-${sufixo()}@primeiro-acesso.dev`;
    const { tenantId } = await gerenteCriadaPelaPlataforma(sa.token, email);
    const ev = await prisma.eventoOutbox.findFirstOrThrow({
      where: { tipo: 'EmailPrimeiroAcesso', payload: { path: ['para'], equals: email } },
    });
    const { token, link } = ev.payload as { token: string; link: string };

    const endpoint = await prisma.webhookEndpoint.create({
      data: { tenantId, url: 'https://erp.exemplo.com/webhook', eventos: ['venda.registrada'], segredo: 'whsec_teste' },
    });
    const webhook = await prisma.eventoOutbox.create({
      data: { tenantId, tipo: 'venda.registrada', chave: `wh:${randomUUID()}`, payload: {}, webhookEndpointId: endpoint.id },
    });

    const r = await listar(sa.token, { tipo: 'primeiro-acesso' });
    expect(achar(r.corpo.dados.itens, ev.id)).toMatchObject({
      tipo: 'primeiro-acesso',
      tipoDescricao: 'Primeiro acesso ao painel',
      canal: 'email',
      status: 'Pendente',
      destinoMascarado: expect.stringMatching(/^g\*+\w@p\*+o\.dev$/),
      tenantId,
    });
    for (const segredo of [token, link, email]) expect(r.texto).not.toContain(segredo);

    // A server that quotes the message in its refusal quotes the link: only the link's site is shown.
    expect(await despacharOutbox({ ids: [ev.id], canais: canaisSmtpRecusando() })).toMatchObject({ falhas: 1 });
    // The stored text (and the log line) already lose the link's token; the panel cuts the link as well.
    expect((await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: ev.id } })).ultimoErro).toContain('&token=***');
    const falha = await listar(sa.token, { tipo: 'primeiro-acesso', status: 'Pendente' });
    expect(achar(falha.corpo.dados.itens, ev.id)!.ultimoErro).toMatch(/Defina sua senha em: https?:\/\/[^/\s]+\/…\n/);
    for (const segredo of [token, link, email]) expect(falha.texto).not.toContain(segredo);
    const todas = await listar(sa.token);
    expect(achar(todas.corpo.dados.itens, webhook.id)).toBeUndefined();
    expect(achar(todas.corpo.dados.itens, ev.id)).toBeDefined();
    expect(todas.corpo.dados.paginacao).toMatchObject({ pagina: 1, tamanho: 100, totalRegistros: expect.any(Number) });
  });

  it('is for the platform team only, and names the accepted filters in its 400s', async () => {
    const { tenantId } = await criarTenant();
    for (const perfil of ['AdminTenant', 'Operador'] as const) {
      const u = await criarUsuario(tenantId, perfil);
      const r = await chamar('GET', '/api/v1/admin/mensagens/entregas', { token: u.token });
      expect(r.status).toBe(403);
      expect(r.corpo).toEqual(envelopeDeErro('Acesso negado.'));
    }
    expect((await chamar('GET', '/api/v1/admin/mensagens/entregas')).status).toBe(401);
    const sa = await superAdmin();
    const casos: [Record<string, string>, string][] = [
      [{ status: 'Entregue' }, 'O parâmetro status deve ser Pendente, Enviado, Falhou ou Descartado.'],
      [
        { tipo: 'sms' },
        'O parâmetro tipo deve ser pin-clube, cadastro-clube, primeiro-acesso, redefinicao-senha, senha-alterada, dois-fatores, venda, liberacao, expiracao, indicacao, campanha ou automacao.',
      ],
      [{ tamanho: '101' }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
    ];
    for (const [query, mensagem] of casos) {
      const r = await chamar('GET', '/api/v1/admin/mensagens/entregas', { token: sa.token, query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.corpo.erros).toEqual([mensagem]);
    }
    // Blank filters are no filters.
    expect((await chamar('GET', '/api/v1/admin/mensagens/entregas', { token: sa.token, query: { status: '', tipo: '' } })).status).toBe(
      200,
    );
  });
});

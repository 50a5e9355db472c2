// Routes of the communication campaigns (docs/comunicacao.md): create, preview, send, counts,
// scope and exact messages; the unsubscribe link; the WhatsApp inbound route's authentication.
// The sending rules themselves are in lib/domain/comunicacao/envio.int.test.ts.
import { describe, expect, it } from 'vitest';
import { pool } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { criarUsuario } from '@/lib/testing/cenario';
import { campanhaAgendada, programaComClientes } from '@/lib/testing/cenario-comunicacao';
import { recarregarEnv } from '@/lib/env';
import { prepararCampanha } from '@/lib/domain/comunicacao/preparar-envio';
import { tokenDescadastro } from '@/lib/domain/comunicacao/descadastro';
import { prepararCampanhasDevidas } from '@/lib/domain/comunicacao/preparar-envio';
import { liberarEnvios } from '@/lib/domain/comunicacao/liberar-envios';
import { concluirCampanhas } from '@/lib/domain/comunicacao/executar-comunicacao';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { env } from '@/lib/env';

/** The consent rows of a programme: the proof (append-only) and the current state. */
async function consentimentos(tenantId: string) {
  const { rows: provas } = await pool.query(
    `SELECT cliente_id, canal, finalidade, aceito FROM consentimento_lgpd WHERE tenant_id = $1 ORDER BY criado_em, cliente_id`,
    [tenantId],
  );
  const { rows: estado } = await pool.query(
    `SELECT cliente_id, whatsapp, email FROM preferencia_comunicacao WHERE tenant_id = $1 ORDER BY cliente_id`,
    [tenantId],
  );
  return { provas, estado };
}

/** Dispatches a programme's outbox until nothing is left. */
async function despacharTudo(tenantId: string) {
  for (let r = await despacharOutbox({ tenantId, tamanho: 50 }); r.reivindicados > 0;) r = await despacharOutbox({ tenantId, tamanho: 50 });
}

const MODELO = 'Olá, {nome}! Seu saldo na {loja} é {saldoCashback}.';

describe('admin/comunicacao', () => {
  it('creates a campaign, previews it for a customer, sends it and shows the counts', async () => {
    const p = await programaComClientes(30);
    // Five customers withdrew e-mail marketing: they are counted, not drawn.
    await pool.query(`UPDATE preferencia_comunicacao SET email = false WHERE tenant_id = $1 AND cliente_id = ANY($2::uuid[])`, [
      p.tenantId,
      p.clientes.slice(0, 5),
    ]);
    const { token } = await criarUsuario(p.tenantId, 'AdminTenant');
    const criada = await chamar('POST', '/api/v1/admin/comunicacao/campanhas', {
      token,
      corpo: {
        nome: 'Volte logo',
        segmentoId: p.segmentoId,
        canal: 'Email',
        assunto: 'Saudades, {nome}',
        modelo: MODELO,
        holdoutPercentual: 20,
      },
    });
    esperarSucesso(criada, 201, 'Campanha criada com sucesso.');
    expect(criada.corpo.dados).toMatchObject({ status: 'Rascunho', holdoutPercentual: 20, canal: 'Email', contagens: { total: 0 } });
    const id = criada.corpo.dados.id;

    const previa = await chamar('POST', '/api/v1/admin/comunicacao/previa', {
      token,
      corpo: { segmentoId: p.segmentoId, canal: 'Email', assunto: 'Saudades, {nome}', modelo: MODELO, clienteId: p.clientes[7] },
    });
    expect(previa.status).toBe(200);
    expect(previa.corpo.dados).toMatchObject({ clienteId: p.clientes[7], assunto: 'Saudades, Cliente', totalSegmento: 30 });
    expect(previa.corpo.dados.texto).toMatch(/^Olá, Cliente! Seu saldo na Comunicação é R\$ 0,00\.\n\nNão quer mais receber/);

    const enviada = await chamar('POST', `/api/v1/admin/comunicacao/campanhas/${id}/enviar`, { token, corpo: {} });
    esperarSucesso(enviada, 200, 'Envio iniciado com sucesso.');
    const c = enviada.corpo.dados.contagens;
    expect(enviada.corpo.dados.status).toBe('Enviando');
    expect(c.total).toBe(30);
    expect(c.ignoradosConsentimento).toBe(5);
    expect(c.pendentes + c.holdout).toBe(25);

    // Sent once: a second send is refused, and the campaign can no longer be edited.
    const de2 = await chamar('POST', `/api/v1/admin/comunicacao/campanhas/${id}/enviar`, { token, corpo: {} });
    expect([de2.status, de2.corpo.mensagem]).toEqual([422, 'Só é possível enviar campanhas em rascunho ou agendadas.']);
    const edit = await chamar('PUT', `/api/v1/admin/comunicacao/campanhas/${id}`, {
      token,
      corpo: { nome: 'Outra', segmentoId: p.segmentoId, canal: 'WhatsApp', modelo: 'Oi' },
    });
    expect([edit.status, edit.corpo.mensagem]).toEqual([422, 'Só é possível alterar campanhas em rascunho ou agendadas.']);

    const lista = await chamar('GET', '/api/v1/admin/comunicacao/campanhas', { token });
    expect(lista.corpo.dados.itens.map((k: { id: string }) => k.id)).toEqual([id]);
    const resultados = await chamar('GET', `/api/v1/admin/comunicacao/campanhas/${id}/resultados`, { token });
    expect(resultados.corpo.dados.janelas.map((j: { dias: number }) => j.dias)).toEqual([7, 14, 30]);
    expect(resultados.corpo.dados.janelas[0].enviados.clientes + resultados.corpo.dados.janelas[0].holdout.clientes).toBe(25);
  });

  it('the preview’s unsubscribe link is an example: following it opts no one out (LGPD)', async () => {
    const p = await programaComClientes(3);
    const { token } = await criarUsuario(p.tenantId, 'AdminTenant');
    const previa = await chamar('POST', '/api/v1/admin/comunicacao/previa', {
      token,
      corpo: { segmentoId: p.segmentoId, canal: 'Email', assunto: 'Oi', modelo: 'Olá, {nome}!', clienteId: p.clientes[1] },
    });
    expect(previa.status).toBe(200);
    // A manager who follows it (the page reads, its button posts) changes nothing for anyone
    // (before: the customer's own working link, and this POST opted the customer out).
    const antes = await consentimentos(p.tenantId);
    const t = new URL(previa.corpo.dados.texto.split('Descadastre-se: ')[1]).searchParams.get('t')!;
    const ler = await chamar('GET', '/api/v1/clube/descadastro', { query: { t } });
    const confirmar = await chamar('POST', '/api/v1/clube/descadastro', { query: { t } });
    expect(await consentimentos(p.tenantId)).toEqual(antes);
    esperarRecusa(ler, 404, 'Link de descadastro inválido.');
    esperarRecusa(confirmar, 404, 'Link de descadastro inválido.');
    const link = `${env().APP_URL.replace(/\/$/, '')}/clube/descadastro?t=exemplo`;
    expect(previa.corpo.dados.texto).toBe(`Olá, Cliente!\n\nNão quer mais receber estas mensagens? Descadastre-se: ${link}`);
    expect(antes.provas).toEqual([]);
    expect(antes.estado.map((e) => [e.whatsapp, e.email])).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
  });

  it('previews only for a customer of the segment: a member of the programme outside it is refused', async () => {
    const p = await programaComClientes(4);
    // The segment "accept WhatsApp": customer 0 withdrew it, so is in the programme, not in the segment.
    await pool.query(`UPDATE preferencia_comunicacao SET whatsapp = false WHERE tenant_id = $1 AND cliente_id = $2`, [
      p.tenantId,
      p.clientes[0],
    ]);
    const { token } = await criarUsuario(p.tenantId, 'AdminTenant');
    const s = await chamar('POST', '/api/v1/admin/segmentos', {
      token,
      corpo: { nome: 'Aceitam WhatsApp', filtro: { canal: 'WhatsApp' } },
    });
    expect(s.status).toBe(201);
    const corpo = { segmentoId: s.corpo.dados.id, canal: 'WhatsApp', modelo: 'Olá, {nome}!' };
    const fora = await chamar('POST', '/api/v1/admin/comunicacao/previa', { token, corpo: { ...corpo, clienteId: p.clientes[0] } });
    // Before: 200, the message rendered for someone the campaign would never reach.
    esperarRecusa(fora, 422, 'Cliente não encontrado neste programa.');
    const dentro = await chamar('POST', '/api/v1/admin/comunicacao/previa', { token, corpo: { ...corpo, clienteId: p.clientes[1] } });
    expect([dentro.status, dentro.corpo.dados.clienteId, dentro.corpo.dados.totalSegmento]).toEqual([200, p.clientes[1], 3]);
    // Not in the programme at all: the same answer as always.
    const outro = await programaComClientes(1);
    const alheio = await chamar('POST', '/api/v1/admin/comunicacao/previa', { token, corpo: { ...corpo, clienteId: outro.clientes[0] } });
    esperarRecusa(alheio, 422, 'Cliente não encontrado neste programa.');
  });

  it('counts the opt-outs a campaign caused (its links, a reply after it arrived) apart from those before the send', async () => {
    const p = await programaComClientes(4);
    const { token } = await criarUsuario(p.tenantId, 'AdminTenant');
    const [ana, bia, caio, dani] = p.clientes as [string, string, string, string];
    const k = await campanhaAgendada(p.tenantId, p.segmentoId, { canal: 'Email', holdout: 0 });
    await prepararCampanha(k.id, new Date());
    // Dani leaves (through the club's link of an older message) before this campaign's message goes out.
    esperarSucesso(
      await chamar('POST', '/api/v1/clube/descadastro', { query: { t: tokenDescadastro(dani, p.tenantId, 'Email') } }),
      200,
      'Pronto: você não receberá mais mensagens de marketing por este canal.',
    );
    await liberarEnvios({ campanhaId: k.id });
    await despacharTudo(p.tenantId);
    const { rows: eventos } = await pool.query<{ cliente_id: string; texto: string }>(
      `SELECT payload->>'clienteId' AS cliente_id, payload->>'texto' AS texto FROM evento_outbox WHERE tenant_id = $1 AND tipo = 'Marketing'`,
      [p.tenantId],
    );
    const linkDe = (cliente: string) => {
      const texto = eventos.find((e) => e.cliente_id === cliente)!.texto;
      return new URL(texto.split('Descadastre-se: ')[1]!).searchParams.get('t')!;
    };
    // Ana follows the link of the e-mail she received, twice (one opt-out); Bia follows the link of
    // an e-mail sent before links named their message (the latest e-mail she received counts).
    for (const t of [linkDe(ana), linkDe(ana), tokenDescadastro(bia, p.tenantId, 'Email')]) {
      esperarSucesso(
        await chamar('POST', '/api/v1/clube/descadastro', { query: { t } }),
        200,
        'Pronto: você não receberá mais mensagens de marketing por este canal.',
      );
    }
    const lida = await chamar('GET', `/api/v1/admin/comunicacao/campanhas/${k.id}`, { token });
    expect(lida.corpo.dados.contagens).toEqual({
      total: 4,
      pendentes: 0,
      enfileirados: 0,
      enviados: 3,
      holdout: 0,
      ignoradosConsentimento: 0,
      ignoradosOptout: 1,
      ignoradosLimite: 0,
      semContato: 0,
      falhas: 0,
      cancelados: 0,
      descadastrosCausados: 2,
    });
    const lista = await chamar('GET', '/api/v1/admin/comunicacao/campanhas', { token });
    expect(lista.corpo.dados.itens[0].contagens.descadastrosCausados).toBe(2);
    const { rows } = await pool.query<{ cliente_id: string; status: string; descadastrou: boolean }>(
      `SELECT cliente_id, status, descadastro_em IS NOT NULL AS descadastrou FROM destinatario_comunicacao WHERE campanha_id = $1`,
      [k.id],
    );
    expect(Object.fromEntries(rows.map((r) => [r.cliente_id, [r.status, r.descadastrou]]))).toEqual({
      [ana]: ['Enviado', true],
      [bia]: ['Enviado', true],
      [caio]: ['Enviado', false],
      [dani]: ['IgnoradoOptout', false],
    });
  });

  it('refuses bad templates, other tenants and the Operador with the exact messages', async () => {
    const p = await programaComClientes(2);
    const outro = await programaComClientes(1);
    const { token } = await criarUsuario(p.tenantId, 'AdminTenant');
    const corpo = { nome: 'X campanha', segmentoId: p.segmentoId, canal: 'WhatsApp', modelo: 'Oi {nomee}, {saldo}' };
    const r = await chamar('POST', '/api/v1/admin/comunicacao/campanhas', { token, corpo });
    expect(r.status).toBe(400);
    expect(r.corpo.erros).toEqual([
      'O campo Modelo contém variáveis desconhecidas: {nomee}, {saldo}. Use {nome}, {saldoCashback}, {proximaExpiracao}, {loja} ou {pontos}.',
    ]);
    const semAssunto = await chamar('POST', '/api/v1/admin/comunicacao/campanhas', {
      token,
      corpo: { ...corpo, canal: 'Email', modelo: 'Oi' },
    });
    expect([semAssunto.status, semAssunto.corpo.mensagem]).toEqual([422, 'O campo Assunto é obrigatório para campanhas por e-mail.']);
    // The subject is checked like the template: the unknown variables named, the same wording.
    const assuntoErrado = await chamar('POST', '/api/v1/admin/comunicacao/campanhas', {
      token,
      corpo: { ...corpo, canal: 'Email', assunto: '{nme}, novidades da {loja} {bonus}', modelo: 'Oi {nome}' },
    });
    expect([assuntoErrado.status, assuntoErrado.corpo.erros]).toEqual([
      400,
      [
        'O campo Assunto contém variáveis desconhecidas: {nme}, {bonus}. Use {nome}, {saldoCashback}, {proximaExpiracao}, {loja} ou {pontos}.',
      ],
    ]);
    const previaErrada = await chamar('POST', '/api/v1/admin/comunicacao/previa', {
      token,
      corpo: { segmentoId: p.segmentoId, canal: 'Email', assunto: 'Oi {nme}', modelo: 'Oi {nome}' },
    });
    expect([previaErrada.status, previaErrada.corpo.erros]).toEqual([
      400,
      ['O campo Assunto contém variáveis desconhecidas: {nme}. Use {nome}, {saldoCashback}, {proximaExpiracao}, {loja} ou {pontos}.'],
    ]);
    const assuntoCerto = await chamar('POST', '/api/v1/admin/comunicacao/campanhas', {
      token,
      corpo: { ...corpo, canal: 'Email', assunto: '{nome}, novidades da {loja}', modelo: 'Oi {nome}' },
    });
    expect([assuntoCerto.status, assuntoCerto.corpo.dados.assunto]).toEqual([201, '{nome}, novidades da {loja}']);
    const alheio = await chamar('POST', '/api/v1/admin/comunicacao/campanhas', {
      token,
      corpo: { ...corpo, modelo: 'Oi', segmentoId: outro.segmentoId },
    });
    expect([alheio.status, alheio.corpo.mensagem]).toEqual([422, 'Segmento não encontrado.']);
    const op = await criarUsuario(p.tenantId, 'Operador');
    const proibido = await chamar('GET', '/api/v1/admin/comunicacao/campanhas', { token: op.token });
    expect(proibido.status).toBe(403);
    // Another tenant's tenantId: 403 for the manager; the platform must name one (OpenAPI rows
    // ERROS.tenantAlheio and ERROS.semTenant of these operations).
    esperarRecusa(
      await chamar('POST', '/api/v1/admin/comunicacao/campanhas', { token, corpo: { ...corpo, modelo: 'Oi', tenantId: outro.tenantId } }),
      403,
      'Acesso negado.',
    );
    esperarRecusa(
      await chamar('GET', '/api/v1/admin/comunicacao/configuracao', { token, query: { tenantId: outro.tenantId } }),
      403,
      'Acesso negado.',
    );
    const plataforma = await criarUsuario(null, 'SuperAdmin');
    const previaSemTenant = await chamar('POST', '/api/v1/admin/comunicacao/previa', {
      token: plataforma.token,
      corpo: { segmentoId: p.segmentoId, canal: 'WhatsApp', modelo: 'Oi' },
    });
    esperarRecusa(previaSemTenant, 400, 'O campo TenantId é obrigatório.');
    const regrasSemTenant = await chamar('PUT', '/api/v1/admin/comunicacao/configuracao', {
      token: plataforma.token,
      corpo: { limiteSemanal: 3, silencioInicio: '22:00', silencioFim: '07:30', fusoHorario: 'America/Manaus' },
    });
    esperarRecusa(regrasSemTenant, 400, 'O campo TenantId é obrigatório.');
    const cfg = await chamar('PUT', '/api/v1/admin/comunicacao/configuracao', {
      token,
      corpo: { limiteSemanal: 3, silencioInicio: '22:00', silencioFim: '07:30', fusoHorario: 'America/Manaus' },
    });
    expect(cfg.status).toBe(200);
    expect(cfg.corpo.dados).toEqual({ limiteSemanal: 3, silencioInicio: '22:00', silencioFim: '07:30', fusoHorario: 'America/Manaus' });
    const ruim = await chamar('PUT', '/api/v1/admin/comunicacao/configuracao', {
      token,
      corpo: { limiteSemanal: 0, silencioInicio: '25:00', silencioFim: '07:30', fusoHorario: 'Lua/Base' },
    });
    expect(ruim.status).toBe(400);
    expect(ruim.corpo.erros).toEqual([
      'O campo LimiteSemanal deve ser um número inteiro de 1 a 14.',
      'O campo SilencioInicio deve estar no formato HH:MM.',
      'O campo FusoHorario deve ser um fuso IANA (ex.: America/Sao_Paulo).',
    ]);
  });

  it('schedules a campaign, prepares it when its time comes, cancels what was not released, and closes finished ones', async () => {
    const p = await programaComClientes(6);
    const { token } = await criarUsuario(p.tenantId, 'AdminTenant');
    const corpo = { nome: 'Agendada', segmentoId: p.segmentoId, canal: 'WhatsApp', modelo: 'Oi {nome}', holdoutPercentual: 0 };
    const a = (await chamar('POST', '/api/v1/admin/comunicacao/campanhas', { token, corpo })).corpo.dados.id;
    const b = (await chamar('POST', '/api/v1/admin/comunicacao/campanhas', { token, corpo: { ...corpo, nome: 'Outra' } })).corpo.dados.id;
    const daquiAUmaHora = new Date(Date.now() + 3_600_000);
    const ag = await chamar('POST', `/api/v1/admin/comunicacao/campanhas/${a}/enviar`, {
      token,
      corpo: { agendadaPara: daquiAUmaHora.toISOString() },
    });
    expect([ag.status, ag.corpo.mensagem, ag.corpo.dados.status, ag.corpo.dados.contagens.total]).toEqual([
      200,
      'Campanha agendada com sucesso.',
      'Agendada',
      0,
    ]);
    expect(Date.parse(ag.corpo.dados.agendadaPara)).toBe(Math.floor(daquiAUmaHora.getTime() / 1000) * 1000);
    // The job, before and at the scheduled time.
    expect(await prepararCampanhasDevidas(new Date(), p.tenantId)).toBe(0);
    expect(await prepararCampanhasDevidas(new Date(daquiAUmaHora.getTime() + 1000), p.tenantId)).toBe(6);
    expect((await chamar('GET', `/api/v1/admin/comunicacao/campanhas/${a}`, { token })).corpo.dados).toMatchObject({
      status: 'Enviando',
      contagens: { total: 6, pendentes: 6 },
    });
    const cancelada = await chamar('POST', `/api/v1/admin/comunicacao/campanhas/${a}/cancelar`, { token });
    expect([cancelada.status, cancelada.corpo.mensagem]).toEqual([200, 'Campanha cancelada com sucesso.']);
    expect(cancelada.corpo.dados).toMatchObject({ status: 'Cancelada', contagens: { total: 6, cancelados: 6, pendentes: 0 } });
    const de2 = await chamar('POST', `/api/v1/admin/comunicacao/campanhas/${a}/cancelar`, { token });
    expect([de2.status, de2.corpo.mensagem]).toEqual([422, 'Só é possível cancelar campanhas em rascunho, agendadas ou em envio.']);

    // B is sent now, released and delivered: the job's step closes it.
    await chamar('POST', `/api/v1/admin/comunicacao/campanhas/${b}/enviar`, { token, corpo: {} });
    await liberarEnvios({ campanhaId: b });
    for (let r = await despacharOutbox({ tenantId: p.tenantId, tamanho: 50 }); r.reivindicados > 0;) {
      r = await despacharOutbox({ tenantId: p.tenantId, tamanho: 50 });
    }
    await concluirCampanhas(new Date());
    expect((await chamar('GET', `/api/v1/admin/comunicacao/campanhas/${b}`, { token })).corpo.dados).toMatchObject({
      status: 'Concluida',
      contagens: { total: 6, enviados: 6 },
    });
  });

  it('the unsubscribe link reads, then withdraws the consent with its proof; a forged token is refused', async () => {
    const p = await programaComClientes(1);
    const t = tokenDescadastro(p.clientes[0]!, p.tenantId, 'Email');
    const ler = await chamar('GET', '/api/v1/clube/descadastro', { query: { t } });
    expect(ler.corpo.dados).toEqual({ programa: 'Comunicação', canal: 'Email', inscrito: true });
    const sair = await chamar('POST', '/api/v1/clube/descadastro', { query: { t } });
    esperarSucesso(sair, 200, 'Pronto: você não receberá mais mensagens de marketing por este canal.');
    expect(sair.corpo.dados).toEqual({ programa: 'Comunicação', canal: 'Email', inscrito: false });
    const { rows } = await pool.query(`SELECT canal, finalidade, aceito FROM consentimento_lgpd WHERE cliente_id = $1 AND tenant_id = $2`, [
      p.clientes[0],
      p.tenantId,
    ]);
    expect(rows).toEqual([{ canal: 'Descadastro', finalidade: 'MarketingEmail', aceito: false }]);
    const { rows: pref } = await pool.query(`SELECT whatsapp, email FROM preferencia_comunicacao WHERE cliente_id = $1`, [p.clientes[0]]);
    expect(pref).toEqual([{ whatsapp: true, email: false }]);
    const forjado = await chamar('POST', '/api/v1/clube/descadastro', { query: { t: t.slice(0, -2) + 'xx' } });
    expect([forjado.status, forjado.corpo.mensagem]).toEqual([404, 'Link de descadastro inválido.']);
  });

  it('the WhatsApp inbound route needs the shared secret, and SAIR opts the number out at once', async () => {
    const sem = await chamar('POST', '/api/v1/webhooks/whatsapp/entrada', { corpo: { de: '+5511999990000', texto: 'SAIR' } });
    expect(sem.status).toBe(401);
    process.env.WHATSAPP_ENTRADA_SEGREDO = 'segredo-da-entrada-whatsapp';
    recarregarEnv();
    try {
      const p = await programaComClientes(2);
      const k = await campanhaAgendada(p.tenantId, p.segmentoId, { canal: 'WhatsApp', holdout: 0 });
      await prepararCampanha(k.id, new Date());
      await liberarEnvios({ campanhaId: k.id });
      const { rows } = await pool.query<{ telefone: string }>(`SELECT telefone FROM cliente WHERE id = $1`, [p.clientes[0]]);
      const de = `+55${rows[0]!.telefone}`;
      const errado = await chamar('POST', '/api/v1/webhooks/whatsapp/entrada', {
        corpo: { de, texto: 'SAIR' },
        headers: { authorization: 'Bearer outro-segredo-qualquer-123' },
      });
      expect(errado.status).toBe(401);
      const auth = { authorization: 'Bearer segredo-da-entrada-whatsapp' };
      const conversa = await chamar('POST', '/api/v1/webhooks/whatsapp/entrada', { corpo: { de, texto: 'Obrigado!' }, headers: auth });
      expect(conversa.corpo.dados).toEqual({ descadastrado: false, programas: 0 });
      const sair = await chamar('POST', '/api/v1/webhooks/whatsapp/entrada', { corpo: { de, texto: ' Sair. ' }, headers: auth });
      expect([sair.status, sair.corpo.mensagem]).toEqual([200, 'Mensagem recebida.']);
      expect(sair.corpo.dados).toEqual({ descadastrado: true, programas: 1 });
      const { rows: pref } = await pool.query(
        `SELECT whatsapp, email FROM preferencia_comunicacao WHERE tenant_id = $1 AND cliente_id = $2`,
        [p.tenantId, p.clientes[0]],
      );
      expect(pref).toEqual([{ whatsapp: false, email: true }]);
      const { rows: prova } = await pool.query(`SELECT canal, finalidade, aceito FROM consentimento_lgpd WHERE tenant_id = $1`, [
        p.tenantId,
      ]);
      expect(prova).toEqual([{ canal: 'WhatsApp', finalidade: 'MarketingWhatsapp', aceito: false }]);
      // The queued message of that customer is not delivered: the dispatcher re-reads the consent.
      for (let r = await despacharOutbox({ tenantId: p.tenantId, tamanho: 50 }); r.reivindicados > 0;) {
        r = await despacharOutbox({ tenantId: p.tenantId, tamanho: 50 });
      }
      const { rows: st } = await pool.query(`SELECT cliente_id, status FROM destinatario_comunicacao WHERE campanha_id = $1`, [k.id]);
      expect(Object.fromEntries(st.map((x) => [x.cliente_id, x.status]))).toEqual({
        [p.clientes[0]!]: 'IgnoradoOptout',
        [p.clientes[1]!]: 'Enviado',
      });
      // The other one replies PARAR to the message she received: an opt-out this campaign caused.
      // The first left before her message went out: not one it caused.
      const { rows: tel } = await pool.query<{ telefone: string }>(`SELECT telefone FROM cliente WHERE id = $1`, [p.clientes[1]]);
      const parar = await chamar('POST', '/api/v1/webhooks/whatsapp/entrada', {
        corpo: { de: `+55${tel[0]!.telefone}`, texto: 'PARAR' },
        headers: auth,
      });
      expect(parar.corpo.dados).toEqual({ descadastrado: true, programas: 1 });
      const { rows: causados } = await pool.query(
        `SELECT cliente_id FROM destinatario_comunicacao WHERE campanha_id = $1 AND descadastro_em IS NOT NULL`,
        [k.id],
      );
      expect(causados).toEqual([{ cliente_id: p.clientes[1] }]);
    } finally {
      delete process.env.WHATSAPP_ENTRADA_SEGREDO;
      recarregarEnv();
    }
  });
});

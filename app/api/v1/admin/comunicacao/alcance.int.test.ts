// The reach the campaign preview shows before sending (docs/comunicacao.md, "Alcance antes de
// enviar"): in the segment, can receive on the channel (consent AND contact), and about how many
// are sent after the control group — counted with the send's own rule, so the send agrees.
import { describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { criarUsuario } from '@/lib/testing/cenario';
import { programaComClientes } from '@/lib/testing/cenario-comunicacao';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { controleEstimado } from '@/lib/domain/comunicacao/alcance';

const MODELO = 'Olá, {nome}!';

describe('POST /api/v1/admin/comunicacao/previa: alcance', () => {
  it('counts exactly who can receive on each channel (consent and contact), and about how many the control group holds back', async () => {
    // Seven customers, all with phone, e-mail and both consents; then, one change each:
    const p = await programaComClientes(7);
    const [semWhats, telefoneVazio, semTelefone, semEmailConsent, emailVazio] = p.clientes;
    const q = (sql: string, id: string) => pool.query(sql, [p.tenantId, id]);
    await q(`UPDATE preferencia_comunicacao SET whatsapp = false WHERE tenant_id = $1 AND cliente_id = $2`, semWhats!);
    await q(`UPDATE cliente SET telefone = '' WHERE id = $2 AND $1::uuid IS NOT NULL`, telefoneVazio!);
    // No phone and no WhatsApp consent: counted once, as "no contact" (what the send records).
    await q(`UPDATE cliente SET telefone = NULL WHERE id = $2 AND $1::uuid IS NOT NULL`, semTelefone!);
    await q(`UPDATE preferencia_comunicacao SET whatsapp = false WHERE tenant_id = $1 AND cliente_id = $2`, semTelefone!);
    await q(`UPDATE preferencia_comunicacao SET email = false WHERE tenant_id = $1 AND cliente_id = $2`, semEmailConsent!);
    // A consent row saying yes, but no e-mail: not reachable by e-mail.
    await q(`UPDATE cliente SET email = '' WHERE id = $2 AND $1::uuid IS NOT NULL`, emailVazio!);
    const { token } = await criarUsuario(p.tenantId, 'AdminTenant');
    const previa = (canal: string, holdoutPercentual?: unknown) =>
      chamar('POST', '/api/v1/admin/comunicacao/previa', {
        token,
        corpo: { segmentoId: p.segmentoId, canal, modelo: MODELO, holdoutPercentual },
      });

    const whats = await previa('WhatsApp', 10);
    esperarSucesso(whats, 200, null);
    expect(whats.corpo.dados.totalSegmento).toBe(7);
    // 7 in the segment; 4 can receive by WhatsApp: 1 without consent, 2 without a phone.
    // 10 % of 4 is 0.4: about 0 held back, about 4 sent.
    expect(whats.corpo.dados.alcance).toEqual({
      noSegmento: 7,
      podemReceber: 4,
      semConsentimento: 1,
      semContato: 2,
      holdoutPercentual: 10,
      grupoControleEstimado: 0,
      envioEstimado: 4,
    });
    const email = await previa('Email', 20);
    // 5 by e-mail (one without consent, one without an e-mail); 20 % of 5 is 1.
    expect(email.corpo.dados.alcance).toEqual({
      noSegmento: 7,
      podemReceber: 5,
      semConsentimento: 1,
      semContato: 1,
      holdoutPercentual: 20,
      grupoControleEstimado: 1,
      envioEstimado: 4,
    });
    expect((await previa('Email', 50)).corpo.dados.alcance).toMatchObject({ podemReceber: 5, grupoControleEstimado: 3, envioEstimado: 2 });
    expect((await previa('Email', 0)).corpo.dados.alcance).toMatchObject({ grupoControleEstimado: 0, envioEstimado: 5 });
    // Without the field, the API's default for a campaign: 10 %.
    expect((await previa('Email')).corpo.dados.alcance).toMatchObject({
      holdoutPercentual: 10,
      grupoControleEstimado: 1,
      envioEstimado: 4,
    });
    esperarRecusa(await previa('Email', 60), 400, 'O campo HoldoutPercentual deve ser um número inteiro de 0 a 50.');
    esperarRecusa(await previa('Email', '5e'), 400, 'O campo HoldoutPercentual está em formato inválido.');

    // The send agrees: those counted out are exactly the send's `Fora` (no consent / no contact),
    // and the rest are drawn between the control group and the send.
    for (const [canal, alcance] of [
      ['WhatsApp', whats.corpo.dados.alcance],
      ['Email', email.corpo.dados.alcance],
    ] as const) {
      const criada = await chamar('POST', '/api/v1/admin/comunicacao/campanhas', {
        token,
        corpo: { nome: `Alcance ${canal}`, segmentoId: p.segmentoId, canal, assunto: 'Oi', modelo: MODELO, holdoutPercentual: 0 },
      });
      const enviada = await chamar('POST', `/api/v1/admin/comunicacao/campanhas/${criada.corpo.dados.id}/enviar`, { token, corpo: {} });
      const c = enviada.corpo.dados.contagens;
      expect([c.total, c.pendentes + c.holdout, c.ignoradosConsentimento, c.semContato], canal).toEqual([
        alcance.noSegmento,
        alcance.podemReceber,
        alcance.semConsentimento,
        alcance.semContato,
      ]);
    }
  });

  it('rounds the expected control group to whole people, half up', () => {
    expect([controleEstimado(6, 10), controleEstimado(5, 10), controleEstimado(4, 10), controleEstimado(1342, 10)]).toEqual([1, 1, 0, 134]);
    expect([controleEstimado(0, 50), controleEstimado(7, 50), controleEstimado(7, 0)]).toEqual([0, 4, 0]);
  });
});

describe('GET /api/v1/admin/comunicacao/campanhas/{id}/alcance', () => {
  it("answers the saved campaign's reach, the preview's numbers, and no customer's name or contact", async () => {
    const p = await programaComClientes(7);
    const [semEmailConsent] = p.clientes;
    await pool.query(`UPDATE preferencia_comunicacao SET email = false WHERE tenant_id = $1 AND cliente_id = $2`, [
      p.tenantId,
      semEmailConsent,
    ]);
    const { token } = await criarUsuario(p.tenantId, 'AdminTenant');
    const criada = await chamar('POST', '/api/v1/admin/comunicacao/campanhas', {
      token,
      corpo: { nome: 'Só números', segmentoId: p.segmentoId, canal: 'Email', assunto: 'Oi', modelo: MODELO, holdoutPercentual: 20 },
    });
    expect(criada.status).toBe(201);
    const id = criada.corpo.dados.id as string;
    const r = await chamar('GET', `/api/v1/admin/comunicacao/campanhas/${id}/alcance`, { token });
    esperarSucesso(r, 200, null);
    // 7 in the segment, 1 without e-mail consent: 6 can receive; 20 % of 6 is 1.2, about 1 held back.
    expect(r.corpo.dados).toEqual({
      noSegmento: 7,
      podemReceber: 6,
      semConsentimento: 1,
      semContato: 0,
      holdoutPercentual: 20,
      grupoControleEstimado: 1,
      envioEstimado: 5,
    });
    // The same numbers as the preview of the same campaign, which (unchanged) names a customer.
    const previa = await chamar('POST', '/api/v1/admin/comunicacao/previa', {
      token,
      corpo: { segmentoId: p.segmentoId, canal: 'Email', assunto: 'Oi', modelo: MODELO, holdoutPercentual: 20 },
    });
    expect(previa.corpo.dados.alcance).toEqual(r.corpo.dados);
    expect(previa.corpo.dados.nomeCliente).toMatch(/^Cliente \d+ Teste$/);
    // Nobody in the reach's answer: no name, e-mail, phone or id of a customer.
    const pessoas = await prisma.cliente.findMany({
      where: { id: { in: p.clientes } },
      select: { id: true, nome: true, email: true, telefone: true },
    });
    for (const c of pessoas) for (const v of [c.id, c.nome!, c.email!, c.telefone!]) expect(r.texto).not.toContain(v);
    expect(r.texto).not.toMatch(/nomeCliente|texto|clienteId/);
    // The campaign untouched: still a draft, nobody prepared.
    expect(await prisma.destinatarioComunicacao.count({ where: { campanhaId: id } })).toBe(0);
    expect((await prisma.campanhaComunicacao.findUniqueOrThrow({ where: { id } })).status).toBe('Rascunho');
  });

  it("refuses the Operador, hides another programme's campaign, and says so when the segment was deleted", async () => {
    const p = await programaComClientes(2);
    const { token } = await criarUsuario(p.tenantId, 'AdminTenant');
    const criada = await chamar('POST', '/api/v1/admin/comunicacao/campanhas', {
      token,
      corpo: { nome: 'Recusas', segmentoId: p.segmentoId, canal: 'WhatsApp', modelo: MODELO, holdoutPercentual: 10 },
    });
    const caminho = `/api/v1/admin/comunicacao/campanhas/${criada.corpo.dados.id}/alcance`;
    const operador = await criarUsuario(p.tenantId, 'Operador');
    esperarRecusa(await chamar('GET', caminho, { token: operador.token }), 403, 'Acesso negado.');
    const outro = await programaComClientes(1);
    const alheio = await criarUsuario(outro.tenantId, 'AdminTenant');
    esperarRecusa(await chamar('GET', caminho, { token: alheio.token }), 404, 'Campanha não encontrada.');
    // Any casing of the path reaches the route.
    const maiusculas = await chamar('GET', `/api/v1/admin/Comunicacao/Campanhas/${criada.corpo.dados.id}/ALCANCE`, { token });
    expect(maiusculas.status).toBe(200);
    esperarRecusa(await chamar('GET', '/api/v1/admin/comunicacao/campanhas/x/alcance', { token }), 400, 'O campo Id deve ser um UUID.');
    await prisma.campanhaComunicacao.update({ where: { id: criada.corpo.dados.id }, data: { segmentoId: null } });
    esperarRecusa(await chamar('GET', caminho, { token }), 422, 'O segmento da campanha foi excluído; escolha outro antes de enviar.');
  });
});

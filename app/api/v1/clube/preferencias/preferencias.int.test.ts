// GET/PUT /api/v1/clube/preferencias (docs/segmentos.md, section 4): marketing opt-in/opt-out per
// programme, the consent events that prove each change, and their effect on segments at once.
import { describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { emitirTokenClube } from '@/lib/domain/clube/sessao-clube';
import { esperarSucesso } from '@/lib/testing/esperar';

/** A customer of two programmes (a sale in each), signed in to the club. */
async function clienteDeDoisProgramas(cliente: Record<string, string> = { email: 'ana@example.com', telefone: '11988887777' }) {
  const a = await cenarioPadrao();
  const b = await cenarioPadrao();
  const cpf = cpfAleatorio();
  let clienteId = '';
  for (const c of [a, b]) {
    const r = await chamar('POST', '/api/v1/venda', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, valorVenda: 100, cliente: { nome: 'Ana Souza', ...cliente } },
    });
    expect(r.status).toBe(200);
    clienteId = r.corpo.dados.clienteId;
  }
  const cli = await prisma.cliente.findUniqueOrThrow({ where: { id: clienteId } });
  const { token } = await emitirTokenClube(cli);
  return { a, b, clienteId, token };
}

const obter = (token: string) => chamar('GET', '/api/v1/clube/preferencias', { token });
const alterar = (token: string, corpo: unknown) => chamar('PUT', '/api/v1/clube/preferencias', { token, corpo });

async function eventos(clienteId: string) {
  const { rows } = await pool.query<{ tenant_id: string; finalidade: string; aceito: boolean; canal: string; versao_texto: string }>(
    `SELECT tenant_id, finalidade, aceito, canal, versao_texto FROM consentimento_lgpd
      WHERE cliente_id = $1 AND finalidade <> 'Cadastro' ORDER BY criado_em, finalidade`,
    [clienteId],
  );
  return rows;
}

describe('/api/v1/clube/preferencias', () => {
  it('starts with nothing consented, records each opt-in and opt-out as a consent event, and segments see it at once', async () => {
    const { a, b, clienteId, token } = await clienteDeDoisProgramas();
    const inicial = await obter(token);
    expect(inicial.status).toBe(200);
    expect(inicial.corpo.dados.telefoneInformado).toBe(true);
    expect(inicial.corpo.dados.emailInformado).toBe(true);
    expect(inicial.corpo.dados.programas).toHaveLength(2);
    for (const p of inicial.corpo.dados.programas) expect(p).toMatchObject({ whatsapp: false, email: false, atualizadoEm: null });

    const gerenteA = await criarUsuario(a.tenantId, 'AdminTenant');
    const comWhatsapp = async () =>
      (await chamar('POST', '/api/v1/admin/segmentos/contagem', { token: gerenteA.token, corpo: { filtro: { canal: 'WhatsApp' } } })).corpo
        .dados.total;
    expect(await comWhatsapp()).toBe(0);

    const r = await alterar(token, { tenantId: a.tenantId.toUpperCase(), whatsapp: true });
    esperarSucesso(r, 200, 'Preferências atualizadas com sucesso.');
    const progA = r.corpo.dados.programas.find((p: { tenantId: string }) => p.tenantId === a.tenantId);
    const progB = r.corpo.dados.programas.find((p: { tenantId: string }) => p.tenantId === b.tenantId);
    expect(progA).toMatchObject({ whatsapp: true, email: false });
    expect(progA.atualizadoEm).not.toBeNull();
    expect(progB).toMatchObject({ whatsapp: false, email: false, atualizadoEm: null });
    expect(await eventos(clienteId)).toEqual([
      { tenant_id: a.tenantId, finalidade: 'MarketingWhatsapp', aceito: true, canal: 'Clube', versao_texto: '2026.1' },
    ]);
    expect(await comWhatsapp()).toBe(1);

    // Repeating the same choice writes nothing.
    expect((await alterar(token, { tenantId: a.tenantId, whatsapp: true })).status).toBe(200);
    expect(await eventos(clienteId)).toHaveLength(1);

    // Opt-out of everything, in every programme: one event per channel per programme (B had never chosen).
    const tudo = await alterar(token, { whatsapp: false, email: false });
    expect(tudo.status).toBe(200);
    for (const p of tudo.corpo.dados.programas) expect(p).toMatchObject({ whatsapp: false, email: false });
    const ev = await eventos(clienteId);
    expect(
      ev
        .slice(1)
        .map((e) => `${e.tenant_id === a.tenantId ? 'A' : 'B'}:${e.finalidade}:${e.aceito}`)
        .sort(),
    ).toEqual(['A:MarketingWhatsapp:false', 'B:MarketingEmail:false', 'B:MarketingWhatsapp:false']);
    expect(await comWhatsapp()).toBe(0);
    // The LGPD export shows each marketing choice with its purpose.
    const exportacao = await chamar('GET', '/api/v1/clube/lgpd/exportar', { token });
    // (The three opt-outs share one instant, so their order among themselves is not fixed.)
    const noExport = exportacao.corpo.dados.consentimentos.map(
      (c: { finalidade: string; aceito: boolean; canal: string }) => `${c.canal}:${c.finalidade}:${c.aceito}`,
    );
    expect(noExport[0]).toBe('Clube:MarketingWhatsapp:true');
    expect(noExport.slice(1).sort()).toEqual([
      'Clube:MarketingEmail:false',
      'Clube:MarketingWhatsapp:false',
      'Clube:MarketingWhatsapp:false',
    ]);
    // The registration's consent events are untouched (append-only).
    expect(await prisma.consentimentoLgpd.count({ where: { clienteId, finalidade: 'Cadastro' } })).toBe(0);
  });

  it('refuses an opt-in without the contact, an unknown programme and bad bodies, with the exact messages', async () => {
    const { clienteId, token } = await clienteDeDoisProgramas({ email: 'so.email@example.com' });
    const semTel = await alterar(token, { whatsapp: true });
    expect([semTel.status, semTel.corpo.mensagem]).toEqual([422, 'Cadastre um telefone no perfil para receber mensagens pelo WhatsApp.']);
    const outro = await cenarioPadrao();
    const alheio = await alterar(token, { tenantId: outro.tenantId, email: true });
    expect([alheio.status, alheio.corpo.mensagem]).toEqual([404, 'Programa não encontrado.']);
    for (const [corpo, mensagem] of [
      [{}, 'Informe whatsapp ou email.'],
      [{ whatsapp: 'sim' }, 'O campo Whatsapp está em formato inválido.'],
      [{ tenantId: '123', email: true }, 'O campo TenantId deve ser um UUID.'],
    ] as const) {
      const r = await alterar(token, corpo);
      expect([r.status, r.corpo.mensagem], JSON.stringify(corpo)).toEqual([400, mensagem]);
    }
    expect(await eventos(clienteId)).toEqual([]);
    // Opting out never needs the contact.
    expect((await alterar(token, { whatsapp: false })).status).toBe(200);
    // Without a token: 401.
    expect((await chamar('GET', '/api/v1/clube/preferencias')).status).toBe(401);
  });
});

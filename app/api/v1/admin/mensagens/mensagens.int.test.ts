import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { gerenteCriadaPelaPlataforma } from '@/lib/testing/primeiro-acesso';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { canalSink } from '@/lib/notificacoes/canais';

const superAdmin = () => criarUsuario(null, 'SuperAdmin');
const sufixo = () => randomUUID().slice(0, 8);

/** Three messages to addresses of one unique domain, one second apart (oldest first). */
async function tresMensagens() {
  const dominio = `sink-${sufixo()}.dev`;
  // Yesterday at 10:00 UTC: recent, so a clean-up run by a concurrent test (sink rows older than
  // 30 days) cannot take them away mid-test.
  const ontem = new Date(Date.now() - 24 * 60 * 60_000);
  const base = Date.UTC(ontem.getUTCFullYear(), ontem.getUTCMonth(), ontem.getUTCDate(), 10, 0, 0);
  const linhas = [
    { canal: 'email', destino: `ana@${dominio}`, assunto: 'Primeira' },
    { canal: 'whatsapp', destino: `+55119${Math.floor(Math.random() * 1e8)}`, assunto: 'Segunda' },
    { canal: 'email', destino: `BRUNO@${dominio.toUpperCase()}`, assunto: 'Terceira' },
  ];
  const criadas = [];
  for (const [i, l] of linhas.entries()) {
    const chave = randomUUID();
    criadas.push(
      await prisma.mensagemDev.create({
        data: {
          chave,
          eventoId: chave,
          canal: l.canal,
          destino: l.destino,
          assunto: l.assunto,
          texto: `Texto ${l.assunto}`,
          criadoEm: new Date(base + i * 1000),
        },
      }),
    );
  }
  return { dominio, criadas, instante: (i: number) => new Date(base + i * 1000).toISOString().replace('.000Z', 'Z') };
}

describe('admin/mensagens (development sink)', () => {
  it('lists the sink newest first, with every field, paged and filtered by destination and channel', async () => {
    const sa = await superAdmin();
    const { dominio, criadas, instante } = await tresMensagens();
    const [primeira, segunda, terceira] = criadas;

    const r = await chamar('GET', '/api/v1/admin/mensagens', { token: sa.token, query: { destino: dominio } });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.corpo.mensagem).toBeNull();
    expect(r.corpo.dados).toEqual({
      itens: [
        {
          id: terceira!.id,
          chave: terceira!.chave,
          eventoId: terceira!.eventoId,
          canal: 'email',
          destino: `BRUNO@${dominio.toUpperCase()}`,
          assunto: 'Terceira',
          texto: 'Texto Terceira',
          criadoEm: instante(2),
        },
        expect.objectContaining({ id: primeira!.id, assunto: 'Primeira', criadoEm: instante(0) }),
      ],
      paginacao: { pagina: 1, tamanho: 20, totalRegistros: 2 },
    });

    // Part of the address, any case.
    const parcial = await chamar('GET', '/api/v1/admin/mensagens', { token: sa.token, query: { destino: `ANA@${dominio}` } });
    expect(parcial.corpo.dados.itens.map((m: { id: string }) => m.id)).toEqual([primeira!.id]);
    const porTelefone = await chamar('GET', '/api/v1/admin/mensagens', {
      token: sa.token,
      query: { destino: segunda!.destino.slice(1), canal: 'WhatsApp' },
    });
    expect(porTelefone.corpo.dados.itens.map((m: { id: string }) => m.id)).toEqual([segunda!.id]);
    const canalErrado = await chamar('GET', '/api/v1/admin/mensagens', { token: sa.token, query: { destino: dominio, canal: 'whatsapp' } });
    expect(canalErrado.corpo.dados).toEqual({ itens: [], paginacao: { pagina: 1, tamanho: 20, totalRegistros: 0 } });

    const pagina2 = await chamar('GET', '/api/v1/admin/mensagens', { token: sa.token, query: { destino: dominio, tamanho: 1, pagina: 2 } });
    expect(pagina2.corpo.dados.itens.map((m: { id: string }) => m.id)).toEqual([primeira!.id]);
    expect(pagina2.corpo.dados.paginacao).toEqual({ pagina: 2, tamanho: 1, totalRegistros: 2 });

    // Empty filters are "no filter": the newest messages of the whole platform come first.
    const todas = await chamar('GET', '/api/v1/admin/mensagens', { token: sa.token, query: { destino: '', canal: '' } });
    expect(todas.status).toBe(200);
    expect(todas.corpo.dados.paginacao.totalRegistros).toBeGreaterThanOrEqual(3);
  });

  it('shows the first-access e-mail of a new user once the outbox delivers it to the sink', async () => {
    const sa = await superAdmin();
    const email = `novo-${sufixo()}@primeiro-acesso.dev`;
    await gerenteCriadaPelaPlataforma(sa.token, email);
    const antes = await chamar('GET', '/api/v1/admin/mensagens', { token: sa.token, query: { destino: email } });
    expect(antes.corpo.dados.itens).toEqual([]);

    const eventos = await prisma.eventoOutbox.findMany({
      where: { tipo: 'EmailPrimeiroAcesso', payload: { path: ['para'], equals: email } },
    });
    expect(eventos).toHaveLength(1);
    const canais = {
      email: canalSink('email'),
      whatsapp: canalSink('whatsapp'),
      consultaWhatsapp: { verificar: async () => ({ disponivel: false, jid: null }) },
    };
    expect(await despacharOutbox({ canais, ids: eventos.map((e) => e.id) })).toMatchObject({ enviados: 1 });

    const r = await chamar('GET', '/api/v1/admin/mensagens', { token: sa.token, query: { destino: email } });
    expect(r.corpo.dados.itens).toHaveLength(1);
    const m = r.corpo.dados.itens[0];
    expect(m).toMatchObject({
      chave: eventos[0]!.id,
      eventoId: eventos[0]!.id,
      canal: 'email',
      destino: email,
      assunto: 'Defina sua senha do painel Fidelidade',
    });
    expect(m.texto).toContain(
      `/painel/primeiro-acesso?email=${encodeURIComponent(email)}&token=${(eventos[0]!.payload as { token: string }).token}`,
    );
  });

  it('is for the platform team only: 401 without an admin token, 403 for AdminTenant and Operador', async () => {
    const { tenantId, chave } = await criarTenant();
    const gerente = await criarUsuario(tenantId, 'AdminTenant');
    const caixa = await criarUsuario(tenantId, 'Operador');
    for (const o of [{}, { chave }, { token: 'nao-e-um-token' }]) {
      const r = await chamar('GET', '/api/v1/admin/mensagens', o);
      expect(r.status).toBe(401);
      expect(r.corpo).toEqual(envelopeDeErro('Não autorizado.'));
    }
    for (const u of [gerente, caixa]) {
      const r = await chamar('GET', '/api/v1/admin/mensagens', { token: u.token });
      expect(r.status).toBe(403);
      expect(r.corpo).toEqual(envelopeDeErro('Acesso negado.'));
      expect(r.texto).not.toContain('destino');
    }
  });

  it('answers 400 with the exact message for an unknown channel or a page size out of range', async () => {
    const sa = await superAdmin();
    const casos: [Record<string, string>, string][] = [
      [{ canal: 'sms' }, 'O parâmetro canal deve ser email ou whatsapp.'],
      [{ tamanho: '101' }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
      [{ tamanho: '0' }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
      [{ pagina: 'x' }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ destino: 'a'.repeat(201) }, 'O parâmetro destino deve ter no máximo 200 caracteres.'],
    ];
    for (const [query, mensagem] of casos) {
      const r = await chamar('GET', '/api/v1/admin/mensagens', { token: sa.token, query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.corpo.erros).toEqual([mensagem]);
    }
  });
});

// Routes of the segments (docs/segmentos.md): CRUD, live count, scope and exact messages. The
// membership rules themselves are compared with a reference in lib/domain/segmento/segmento.int.test.ts.
import { describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarSucesso } from '@/lib/testing/esperar';

async function gerente() {
  const t = await criarTenant();
  const u = await criarUsuario(t.tenantId, 'AdminTenant');
  return { ...t, token: u.token, usuario: u };
}

const criar = (token: string, corpo: Record<string, unknown>) => chamar('POST', '/api/v1/admin/segmentos', { token, corpo });

describe('admin/segmentos', () => {
  it('creates, lists, reads, updates and deletes segments of the own tenant, auditing each change', async () => {
    const g = await gerente();
    const loja = await criarLoja(g.tenantId);
    const r = await criar(g.token, {
      nome: '  Em risco com saldo ',
      descricao: 'Sumidos com cashback',
      filtro: {
        rfm: ['Inativos', 'EmRisco', 'EmRisco'],
        saldoMin: 10.5,
        canal: 'WhatsApp',
        mesesAniversario: [7, 6, 7],
        lojaId: loja.id.toUpperCase(),
        comprasMax: null,
      },
    });
    esperarSucesso(r, 201, 'Segmento criado com sucesso.');
    const id = r.corpo.dados.id;
    // Lists normalized (classes in the canonical order, months sorted, no repeats), nulls dropped.
    expect(r.corpo.dados).toMatchObject({
      tenantId: g.tenantId,
      nome: 'Em risco com saldo',
      descricao: 'Sumidos com cashback',
      filtro: { rfm: ['EmRisco', 'Inativos'], saldoMin: 10.5, canal: 'WhatsApp', mesesAniversario: [6, 7], lojaId: loja.id },
    });
    expect(Object.keys(r.corpo.dados.filtro).sort()).toEqual(['canal', 'lojaId', 'mesesAniversario', 'rfm', 'saldoMin']);

    expect((await chamar('GET', `/api/v1/admin/segmentos/${id}`, { token: g.token })).corpo.dados).toEqual(r.corpo.dados);
    await criar(g.token, { nome: 'Aniversariantes' });
    const lista = await chamar('GET', '/api/v1/admin/segmentos', { token: g.token });
    expect(lista.corpo.dados.itens.map((s: { nome: string }) => s.nome)).toEqual(['Aniversariantes', 'Em risco com saldo']);
    expect(lista.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 20, totalRegistros: 2 });
    const busca = await chamar('GET', '/api/v1/admin/segmentos', { token: g.token, query: { busca: 'RISCO' } });
    expect(busca.corpo.dados.itens.map((s: { id: string }) => s.id)).toEqual([id]);

    const put = await chamar('PUT', `/api/v1/admin/segmentos/${id}`, {
      token: g.token,
      corpo: { nome: 'Campeões', filtro: { rfm: ['Campeoes'] } },
    });
    esperarSucesso(put, 200, 'Segmento atualizado com sucesso.');
    expect(put.corpo.dados).toMatchObject({ nome: 'Campeões', descricao: null, filtro: { rfm: ['Campeoes'] } });

    const dup = await chamar('PUT', `/api/v1/admin/segmentos/${id}`, { token: g.token, corpo: { nome: 'Aniversariantes' } });
    expect(dup.status).toBe(422);
    expect(dup.corpo.mensagem).toBe('Já existe um segmento com este nome.');
    const dup2 = await criar(g.token, { nome: 'Campeões' });
    expect([dup2.status, dup2.corpo.mensagem]).toEqual([422, 'Já existe um segmento com este nome.']);

    const del = await chamar('DELETE', `/api/v1/admin/segmentos/${id}`, { token: g.token });
    expect([del.status, del.corpo.mensagem, del.corpo.dados.nome]).toEqual([200, 'Segmento excluído com sucesso.', 'Campeões']);
    const depois = await chamar('GET', `/api/v1/admin/segmentos/${id}`, { token: g.token });
    expect([depois.status, depois.corpo.mensagem]).toEqual([404, 'Segmento não encontrado.']);

    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: id }, orderBy: { criadoEm: 'asc' } });
    expect(auditoria.map((a) => a.acao)).toEqual(['CriarSegmento', 'AtualizarSegmento', 'ExcluirSegmento']);
    expect(auditoria.every((a) => a.tenantId === g.tenantId && a.usuarioId === g.usuario.id)).toBe(true);
  });

  it('refuses bad filters with the exact message and writes nothing', async () => {
    const g = await gerente();
    const casos: [unknown, string][] = [
      [{ comprasMin: 5, comprasMax: 2 }, 'O campo ComprasMin deve ser menor ou igual a ComprasMax.'],
      [{ valorGastoMin: 500, valorGastoMax: 100 }, 'O campo ValorGastoMin deve ser menor ou igual a ValorGastoMax.'],
      [{ compraNosUltimosDias: 10, semCompraHaDias: 30 }, 'O campo CompraNosUltimosDias deve ser maior que SemCompraHaDias.'],
      [{ rfm: ['Fieis'] }, 'O campo Rfm deve conter Novos, Ativos, EmRisco, Inativos ou Campeoes.'],
      [{ mesesAniversario: [0] }, 'O campo MesesAniversario deve conter meses de 1 a 12.'],
      [{ periodoDias: 0 }, 'O campo PeriodoDias deve ser um número inteiro entre 1 e 3650.'],
      [{ saldoMin: 10.123 }, 'O campo SaldoMin deve ter no máximo 2 casas decimais.'],
      [{ saldoMin: -1 }, 'O campo SaldoMin deve estar entre 0 e 99999999.99.'],
      [{ canal: 'SMS' }, 'O campo Canal deve ser WhatsApp ou Email.'],
      [{ lojaId: '123' }, 'O campo LojaId deve ser um UUID.'],
      [{ comprasMin: 'dois' }, 'O campo ComprasMin está em formato inválido.'],
      ['tudo', 'O campo Filtro está em formato inválido.'],
    ];
    for (const [filtro, mensagem] of casos) {
      const r = await criar(g.token, { nome: 'Teste', filtro });
      expect([r.status, r.corpo.mensagem], JSON.stringify(filtro)).toEqual([400, mensagem]);
      const c = await chamar('POST', '/api/v1/admin/segmentos/contagem', { token: g.token, corpo: { filtro } });
      expect([c.status, c.corpo.mensagem], JSON.stringify(filtro)).toEqual([400, mensagem]);
    }
    const semNome = await criar(g.token, { filtro: {} });
    expect([semNome.status, semNome.corpo.mensagem]).toEqual([400, 'O campo Nome é obrigatório.']);
    expect(await prisma.segmento.count({ where: { tenantId: g.tenantId } })).toBe(0);
  });

  it('counts a filter live and a saved segment, from real sales', async () => {
    const c = await cenarioPadrao();
    const u = await criarUsuario(c.tenantId, 'AdminTenant');
    const cpfs = [cpfAleatorio(), cpfAleatorio(), cpfAleatorio()];
    // Two buyers (one twice), and one registered customer who never bought.
    for (const [cpf, valor] of [
      [cpfs[0], 100],
      [cpfs[0], 50],
      [cpfs[1], 30],
    ] as const) {
      const v = await chamar('POST', '/api/v1/venda', {
        chave: c.chave,
        corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, valorVenda: valor },
      });
      expect(v.status).toBe(200);
    }
    const cad = await chamar('POST', '/api/v1/cliente', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpf: cpfs[2], nome: 'Sem Compra', email: '', telefone: '', aceiteLgpd: true },
    });
    expect(cad.status).toBe(201);
    const contar = (filtro: unknown) => chamar('POST', '/api/v1/admin/segmentos/contagem', { token: u.token, corpo: { filtro } });

    const todos = await contar({});
    expect(todos.status).toBe(200);
    expect(todos.corpo.dados.total).toBe(3);
    expect(todos.corpo.dados.calculadoEm).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    expect((await contar({ comprasMin: 2 })).corpo.dados.total).toBe(1);
    expect((await contar({ comprasMax: 0 })).corpo.dados.total).toBe(1);
    expect((await contar({ valorGastoMin: 30 })).corpo.dados.total).toBe(2);
    expect((await contar({ rfm: ['Novos'] })).corpo.dados.total).toBe(3);
    expect((await contar({ rfm: ['Inativos', 'EmRisco'] })).corpo.dados.total).toBe(0);
    expect((await contar({ lojaId: c.loja.id })).corpo.dados.total).toBe(2);
    // No one gave marketing consent yet.
    expect((await contar({ canal: 'WhatsApp' })).corpo.dados.total).toBe(0);

    const s = await chamar('POST', '/api/v1/admin/segmentos', { token: u.token, corpo: { nome: 'Frequentes', filtro: { comprasMin: 2 } } });
    const salvo = await chamar('GET', `/api/v1/admin/segmentos/${s.corpo.dados.id}/contagem`, { token: u.token });
    expect([salvo.status, salvo.corpo.dados.total]).toEqual([200, 1]);

    // A stored filter the rules no longer accept is refused, never read as "everyone".
    await pool.query(`UPDATE segmento SET filtro = '{"rfm": ["Fieis"]}' WHERE id = $1`, [s.corpo.dados.id]);
    const invalido = await chamar('GET', `/api/v1/admin/segmentos/${s.corpo.dados.id}/contagem`, { token: u.token });
    expect([invalido.status, invalido.corpo.mensagem]).toEqual([
      422,
      'O filtro salvo deste segmento não é mais válido. Edite o segmento e salve de novo.',
    ]);

    // Erased (LGPD) people leave every segment at once.
    await pool.query(`UPDATE cliente SET anonimizado_em = now() WHERE cpf = $1`, [cpfs[0]]);
    expect((await contar({ comprasMin: 2 })).corpo.dados.total).toBe(0);
    expect((await contar({})).corpo.dados.total).toBe(2);
  });

  it('keeps tenants apart: 404 for another tenant’s segment, 403 for its tenantId or for an Operador; 422 for its store', async () => {
    const a = await gerente();
    const b = await gerente();
    const lojaB = await criarLoja(b.tenantId);
    const s = await criar(b.token, { nome: 'De B' });
    const id = s.corpo.dados.id;
    for (const [metodo, caminho, corpo] of [
      ['GET', `/api/v1/admin/segmentos/${id}`, undefined],
      ['PUT', `/api/v1/admin/segmentos/${id}`, { nome: 'Roubado' }],
      ['DELETE', `/api/v1/admin/segmentos/${id}`, undefined],
      ['GET', `/api/v1/admin/segmentos/${id}/contagem`, undefined],
    ] as const) {
      const r = await chamar(metodo, caminho, { token: a.token, corpo });
      expect([r.status, r.corpo.mensagem], `${metodo} ${caminho}`).toEqual([404, 'Segmento não encontrado.']);
    }
    expect((await chamar('GET', '/api/v1/admin/segmentos', { token: a.token })).corpo.dados.itens).toEqual([]);
    const outroTenant = await criar(a.token, { tenantId: b.tenantId, nome: 'Outro' });
    expect([outroTenant.status, outroTenant.corpo.mensagem]).toEqual([403, 'Acesso negado.']);
    const contagemOutro = await chamar('POST', '/api/v1/admin/segmentos/contagem', {
      token: a.token,
      corpo: { tenantId: b.tenantId, filtro: {} },
    });
    expect([contagemOutro.status, contagemOutro.corpo.mensagem]).toEqual([403, 'Acesso negado.']);
    const lojaDeB = await criar(a.token, { nome: 'Loja alheia', filtro: { lojaId: lojaB.id } });
    expect([lojaDeB.status, lojaDeB.corpo.mensagem]).toEqual([422, 'Loja não encontrada.']);
    const contagemLoja = await chamar('POST', '/api/v1/admin/segmentos/contagem', {
      token: a.token,
      corpo: { filtro: { lojaId: lojaB.id } },
    });
    expect([contagemLoja.status, contagemLoja.corpo.mensagem]).toEqual([422, 'Loja não encontrada.']);

    const op = await criarUsuario(a.tenantId, 'Operador');
    for (const [metodo, caminho] of [
      ['GET', '/api/v1/admin/segmentos'],
      ['POST', '/api/v1/admin/segmentos'],
      ['POST', '/api/v1/admin/segmentos/contagem'],
    ] as const) {
      const r = await chamar(metodo, caminho, { token: op.token, corpo: metodo === 'POST' ? { nome: 'Outro', filtro: {} } : undefined });
      expect([r.status, r.corpo.mensagem], `${metodo} ${caminho}`).toEqual([403, 'Acesso negado.']);
    }

    // SuperAdmin acts on any tenant, naming it.
    const sa = await criarUsuario(null, 'SuperAdmin');
    const semTenant = await criar(sa.token, { nome: 'Plataforma' });
    expect([semTenant.status, semTenant.corpo.mensagem]).toEqual([400, 'O campo TenantId é obrigatório.']);
    const doB = await criar(sa.token, { tenantId: b.tenantId, nome: 'Pela plataforma', filtro: { lojaId: lojaB.id } });
    expect(doB.status).toBe(201);
    expect((await chamar('GET', `/api/v1/admin/segmentos/${id}`, { token: sa.token })).status).toBe(200);
  });
});

// GET /api/v1/admin/segmentos/{id}/membros (docs/segmentos.md, "Membros"): who is in a saved
// segment, paged like the panel's other lists, the CPF masked as the customers list masks it, the
// latest buyers first; the segments' scope and exact messages.
import { describe, expect, it } from 'vitest';
import { pool } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const mascara = (cpf: string) => `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;

/** A programme with five people: three members, one erased (LGPD) and one whose membership is inactive. */
async function programa() {
  const c = await cenarioPadrao({ pontos: null });
  const gestor = await criarUsuario(c.tenantId, 'AdminTenant');
  const cpf = { ana: cpfAleatorio(), bruno: cpfAleatorio(), carla: cpfAleatorio(), davi: cpfAleatorio(), eva: cpfAleatorio() };
  const vender = async (cpfCliente: string, nome: string, valorVenda: number) => {
    const v = await chamar('POST', '/api/v1/venda', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente, valorVenda, cliente: { nome } },
    });
    expect(v.status).toBe(200);
  };
  // Ana buys first, then Bruno: Bruno is the latest buyer. Cashback 10 %, released at once.
  await vender(cpf.ana, 'Ana Lima', 100);
  await vender(cpf.davi, 'Davi Anonimizado', 10);
  await vender(cpf.eva, 'Eva Inativa', 10);
  await vender(cpf.bruno, 'Bruno Souza', 30);
  const cad = await chamar('POST', '/api/v1/cliente', {
    chave: c.chave,
    corpo: { cnpjLoja: c.loja.cnpj, cpf: cpf.carla, nome: 'Carla Nunca Comprou', email: '', telefone: '', aceiteLgpd: true },
  });
  expect(cad.status).toBe(201);
  await pool.query(`UPDATE cliente SET anonimizado_em = now() WHERE cpf = $1`, [cpf.davi]);
  await pool.query(
    `UPDATE cliente_tenant SET ativo = false WHERE tenant_id = $1 AND cliente_id = (SELECT id FROM cliente WHERE cpf = $2)`,
    [c.tenantId, cpf.eva],
  );
  const { rows } = await pool.query<{ cpf: string; id: string }>(`SELECT cpf, id FROM cliente WHERE cpf = ANY($1::text[])`, [
    Object.values(cpf),
  ]);
  const id = Object.fromEntries(rows.map((r) => [r.cpf, r.id]));
  const { rows: ultimas } = await pool.query<{ cliente_id: string; em: Date }>(
    `SELECT cliente_id, max(criado_em) AS em FROM venda WHERE tenant_id = $1 GROUP BY cliente_id`,
    [c.tenantId],
  );
  const ultima = Object.fromEntries(ultimas.map((u) => [u.cliente_id, u.em.toISOString().replace(/\.\d{3}Z$/, 'Z')]));
  const criar = async (nome: string, filtro: unknown) => {
    const s = await chamar('POST', '/api/v1/admin/segmentos', { token: gestor.token, corpo: { nome, filtro } });
    expect(s.status).toBe(201);
    return s.corpo.dados.id as string;
  };
  return { ...c, gestor, cpf, id, ultima, criar };
}

const membros = (id: string, token: string, query?: Record<string, string>) =>
  chamar('GET', `/api/v1/admin/segmentos/${id}/membros`, { token, query });

describe('GET /api/v1/admin/segmentos/{id}/membros', () => {
  it('lists the members now, the latest buyers first, with the masked CPF, last purchase and the balances of the customers list', async () => {
    const p = await programa();
    const todos = await p.criar('Todos', {});
    const r = await membros(todos, p.gestor.token);
    esperarSucesso(r, 200, null);
    const ana = p.id[p.cpf.ana]!;
    const bruno = p.id[p.cpf.bruno]!;
    const carla = p.id[p.cpf.carla]!;
    // The erased person and the inactive membership are not members (docs/segmentos.md §1).
    expect(r.corpo.dados).toEqual({
      itens: [
        {
          id: bruno,
          nome: 'Bruno Souza',
          cpfMascarado: mascara(p.cpf.bruno),
          ultimaCompraEm: p.ultima[bruno],
          saldoCashback: 3,
          saldoPontos: 0,
        },
        { id: ana, nome: 'Ana Lima', cpfMascarado: mascara(p.cpf.ana), ultimaCompraEm: p.ultima[ana], saldoCashback: 10, saldoPontos: 0 },
        {
          id: carla,
          nome: 'Carla Nunca Comprou',
          cpfMascarado: mascara(p.cpf.carla),
          ultimaCompraEm: null,
          saldoCashback: 0,
          saldoPontos: 0,
        },
      ],
      paginacao: { pagina: 1, tamanho: 20, totalRegistros: 3 },
    });
    // The total is the segment's count, and each item shows what the customers list shows.
    const contagem = await chamar('GET', `/api/v1/admin/segmentos/${todos}/contagem`, { token: p.gestor.token });
    expect(contagem.corpo.dados.total).toBe(3);
    const lista = await chamar('GET', '/api/v1/admin/ClienteAdmin', { token: p.gestor.token, query: { ativo: 'true' } });
    for (const m of r.corpo.dados.itens) {
      const c = lista.corpo.dados.itens.find((x: { id: string }) => x.id === m.id);
      expect([c.cpfMascarado, c.saldoCashback, c.saldoPontos]).toEqual([m.cpfMascarado, m.saldoCashback, m.saldoPontos]);
    }
    // No full CPF anywhere in the answer.
    const texto = JSON.stringify(r.corpo);
    for (const cpf of Object.values(p.cpf)) {
      expect(texto).not.toContain(cpf);
      expect(texto).not.toContain(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
    }

    // The filter applies: the buyers of 30+ in the period; cashback of at least R$ 5.
    expect(
      (await membros(await p.criar('Gastaram 30', { valorGastoMin: 30 }), p.gestor.token)).corpo.dados.itens.map(
        (m: { id: string }) => m.id,
      ),
    ).toEqual([bruno, ana]);
    expect((await membros(await p.criar('Com saldo', { saldoMin: 5 }), p.gestor.token)).corpo.dados).toEqual({
      itens: [expect.objectContaining({ id: ana, saldoCashback: 10 })],
      paginacao: { pagina: 1, tamanho: 20, totalRegistros: 1 },
    });
    // An empty segment is an empty page, not an error.
    expect((await membros(await p.criar('Ninguém', { canal: 'WhatsApp' }), p.gestor.token)).corpo.dados).toEqual({
      itens: [],
      paginacao: { pagina: 1, tamanho: 20, totalRegistros: 0 },
    });
  });

  it('pages with the defaults, limits and messages of the other panel lists', async () => {
    const p = await programa();
    const todos = await p.criar('Todos', {});
    const ids = (r: Awaited<ReturnType<typeof membros>>) => r.corpo.dados.itens.map((m: { id: string }) => m.id);
    const [bruno, ana, carla] = [p.id[p.cpf.bruno], p.id[p.cpf.ana], p.id[p.cpf.carla]];
    const p1 = await membros(todos, p.gestor.token, { pagina: '1', tamanho: '2' });
    expect([ids(p1), p1.corpo.dados.paginacao]).toEqual([[bruno, ana], { pagina: 1, tamanho: 2, totalRegistros: 3 }]);
    const p2 = await membros(todos, p.gestor.token, { pagina: '2', tamanho: '2' });
    expect([ids(p2), p2.corpo.dados.paginacao]).toEqual([[carla], { pagina: 2, tamanho: 2, totalRegistros: 3 }]);
    // Past the end: no items, the total still right.
    const p9 = await membros(todos, p.gestor.token, { pagina: '9', tamanho: '2' });
    expect([ids(p9), p9.corpo.dados.paginacao]).toEqual([[], { pagina: 9, tamanho: 2, totalRegistros: 3 }]);
    const cem = await membros(todos, p.gestor.token, { tamanho: '100', pagina: '' });
    expect(cem.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 100, totalRegistros: 3 });

    for (const [query, mensagem] of [
      [{ pagina: '0' }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ pagina: 'dois' }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ tamanho: '101' }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
      [{ tamanho: '0' }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
      [{ tenantId: '123' }, 'O campo TenantId deve ser um UUID.'],
    ] as const) {
      esperarRecusa(await membros(todos, p.gestor.token, query), 400, mensagem);
    }
    esperarRecusa(
      await chamar('GET', '/api/v1/admin/segmentos/123/membros', { token: p.gestor.token }),
      400,
      'O campo Id deve ser um UUID.',
    );
    // A stored filter the rules no longer accept is refused, never listed as "everyone".
    await pool.query(`UPDATE segmento SET filtro = '{"rfm": ["Fieis"]}' WHERE id = $1`, [todos]);
    esperarRecusa(
      await membros(todos, p.gestor.token),
      422,
      'O filtro salvo deste segmento não é mais válido. Edite o segmento e salve de novo.',
    );
  });

  it('keeps tenants apart: 404 for another tenant’s segment, 403 for its tenantId and for an Operador; SuperAdmin sees the same masked list', async () => {
    const p = await programa();
    const todos = await p.criar('Todos', {});
    const outro = await criarTenant('Outro programa');
    const gestorOutro = await criarUsuario(outro.tenantId, 'AdminTenant');
    esperarRecusa(await membros(todos, gestorOutro.token), 404, 'Segmento não encontrado.');
    esperarRecusa(await membros(todos, gestorOutro.token, { tenantId: p.tenantId }), 403, 'Acesso negado.');
    esperarRecusa(await membros(todos, p.gestor.token, { tenantId: outro.tenantId }), 403, 'Acesso negado.');
    const semSegmento = await membros('00000000-0000-4000-8000-000000000000', p.gestor.token);
    esperarRecusa(semSegmento, 404, 'Segmento não encontrado.');

    const operador = await criarUsuario(p.tenantId, 'Operador');
    esperarRecusa(await membros(todos, operador.token), 403, 'Acesso negado.');

    const proprio = await membros(todos, p.gestor.token, { tenantId: p.tenantId.toUpperCase() });
    const sa = await criarUsuario(null, 'SuperAdmin');
    const doSa = await membros(todos, sa.token);
    esperarSucesso(doSa, 200, null);
    // Masked for every profile, exactly as the manager sees it.
    expect(doSa.corpo.dados).toEqual(proprio.corpo.dados);
    expect(doSa.corpo.dados.itens.map((m: { cpfMascarado: string }) => m.cpfMascarado)).toEqual([
      mascara(p.cpf.bruno),
      mascara(p.cpf.ana),
      mascara(p.cpf.carla),
    ]);
    expect((await membros(todos, sa.token, { tenantId: p.tenantId })).corpo.dados).toEqual(proprio.corpo.dados);
    // SuperAdmin naming another tenant: that tenant has no such segment.
    esperarRecusa(await membros(todos, sa.token, { tenantId: outro.tenantId }), 404, 'Segmento não encontrado.');
  });
});

// LGPD in the panel: GET /api/v1/admin/ClienteAdmin/{id}/lgpd/exportar (the person and this
// programme's records) and POST /api/v1/admin/ClienteAdmin/{id}/lgpd/anonimizar, with the tenant
// scoping of the other ClienteAdmin/{id} operations.
import { describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { venderPara } from '@/lib/testing/cenario-clientes';
import { entrarNoClube } from '@/lib/testing/clube';
import { formatarCpf } from '@/lib/documentos/cpf';
import type { ExportacaoLgpd } from '@/lib/domain/lgpd/exportar-dados';
import { DADOS_ANONIMIZADOS } from './openapi';

/** A person who is a customer of programmes A and B, with sales and a points exchange in each. */
async function pessoaEmDoisProgramas() {
  const A = await cenarioPadrao();
  const B = await cenarioPadrao();
  await prisma.tenant.update({ where: { id: A.tenantId }, data: { nome: 'Programa Alfa' } });
  await prisma.tenant.update({ where: { id: B.tenantId }, data: { nome: 'Programa Beta' } });
  const cpf = cpfAleatorio();
  const email = `adm${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const v = await venderPara(A, cpf, 100, { cliente: { nome: 'Rita Alves', email, telefone: '11966665555' } });
  await venderPara(A, cpf, 60);
  await venderPara(B, cpf, 90, { documentoExterno: 'CUPOM-BETA' });
  const troca = await chamar('POST', '/api/v1/resgate', {
    chave: B.chave,
    corpo: { cnpjLoja: B.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Pontos', pontosResgate: 10, descricaoTroca: 'Brinde da Beta' },
  });
  expect(troca.status).toBe(200);
  const adminA = await criarUsuario(A.tenantId, 'AdminTenant');
  const operadorA = await criarUsuario(A.tenantId, 'Operador');
  const adminB = await criarUsuario(B.tenantId, 'AdminTenant');
  return { A, B, cpf, email, clienteId: v.clienteId as string, adminA, operadorA, adminB };
}

const exportar = (id: string, o: { token?: string; chave?: string; tenantId?: string }) =>
  chamar('GET', `/api/v1/admin/ClienteAdmin/${id}/lgpd/exportar`, { token: o.token, chave: o.chave, query: { tenantId: o.tenantId } });
const anonimizar = (id: string, o: { token?: string; chave?: string; tenantId?: string; corpo?: unknown }) =>
  chamar('POST', `/api/v1/admin/ClienteAdmin/${id}/lgpd/anonimizar`, {
    token: o.token,
    chave: o.chave,
    query: { tenantId: o.tenantId },
    corpo: o.corpo === undefined ? { confirmacao: 'ANONIMIZAR' } : o.corpo,
  });

async function totais(clienteId: string) {
  const { rows } = await pool.query(
    `SELECT 'lote' AS o, tenant_id, tipo_beneficio::text AS tipo, status::text AS status, count(*)::int AS n,
            sum(valor_original)::text AS a, sum(valor_disponivel)::text AS b
       FROM lote WHERE cliente_id = $1 GROUP BY 1, 2, 3, 4
     UNION ALL
     SELECT 'mov', tenant_id, tipo::text, '', count(*)::int, sum(valor)::text, '' FROM movimentacao WHERE cliente_id = $1 GROUP BY 1, 2, 3
     UNION ALL
     SELECT 'venda', tenant_id, status::text, '', count(*)::int, sum(valor_final)::text, sum(cashback_creditado)::text FROM venda WHERE cliente_id = $1 GROUP BY 1, 2, 3
     UNION ALL
     SELECT 'resgate', tenant_id, tipo_beneficio::text, '', count(*)::int, sum(valor)::text, '' FROM resgate WHERE cliente_id = $1 GROUP BY 1, 2, 3
     UNION ALL
     SELECT 'vinculo', tenant_id, ativo::text, '', count(*)::int, '', '' FROM cliente_tenant WHERE cliente_id = $1 GROUP BY 1, 2, 3
     UNION ALL
     SELECT 'consentimento', tenant_id, canal, '', count(*)::int, '', '' FROM consentimento_lgpd WHERE cliente_id = $1 GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3, 4`,
    [clienteId],
  );
  return rows;
}

describe('GET /api/v1/admin/ClienteAdmin/{id}/lgpd/exportar', () => {
  it("exports the person and only this programme's records, as an attachment, and audits the export", async () => {
    const p = await pessoaEmDoisProgramas();
    const r = await exportar(p.clienteId, { token: p.adminA.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe(`attachment; filename="dados-cliente-${p.clienteId}.json"`);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const d = r.corpo.dados as ExportacaoLgpd;
    expect(d.tenantId).toBe(p.A.tenantId);
    expect(d.titular).toMatchObject({
      clienteId: p.clienteId,
      cpf: formatarCpf(p.cpf),
      nome: 'Rita Alves',
      email: p.email,
      telefone: '11966665555',
      possuiSenha: false,
    });
    expect(d.vinculos.map((v) => v.tenantNome)).toEqual(['Programa Alfa']);
    expect(d.saldos).toEqual([
      { tenantId: p.A.tenantId, tenantNome: 'Programa Alfa', saldoPontos: 160, saldoCashback: 16, saldoPendente: 0 },
    ]);
    expect(d.vendas.map((v) => v.valorVenda)).toEqual([100, 60]);
    expect(d.resgates).toEqual([]);
    expect(d.movimentacoes).toHaveLength(4);
    expect(d.lotes).toHaveLength(4);
    // Nothing of programme B: its name, its sale, its exchange.
    for (const alheio of ['Programa Beta', p.B.tenantId, 'CUPOM-BETA', 'Brinde da Beta']) expect(r.texto).not.toContain(alheio);
    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: p.clienteId, acao: 'ExportacaoLgpd' } });
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({ usuarioId: p.adminA.id, tenantId: p.A.tenantId, entidade: 'Cliente', antes: null, depois: null });

    // SuperAdmin names the programme; B's manager sees B's side.
    const superAdmin = await criarUsuario(null, 'SuperAdmin');
    const s = await exportar(p.clienteId, { token: superAdmin.token, tenantId: p.B.tenantId });
    expect(s.status).toBe(200);
    expect((s.corpo.dados as ExportacaoLgpd).resgates.map((x) => x.descricaoTroca)).toEqual(['Brinde da Beta']);
    expect((s.corpo.dados as ExportacaoLgpd).vinculos.map((v) => v.tenantNome)).toEqual(['Programa Beta']);
  });

  it('Operador 403, another tenant 403/404, SuperAdmin without tenant 400, bad id 400, other audiences 401', async () => {
    const p = await pessoaEmDoisProgramas();
    const C = await cenarioPadrao();
    const adminC = await criarUsuario(C.tenantId, 'AdminTenant');
    const superAdmin = await criarUsuario(null, 'SuperAdmin');
    const casos: [Awaited<ReturnType<typeof exportar>>, number, string][] = [
      [await exportar(p.clienteId, { token: p.operadorA.token }), 403, 'Acesso negado.'],
      [await exportar(p.clienteId, { token: p.adminA.token, tenantId: p.B.tenantId }), 403, 'Acesso negado.'],
      [await exportar(p.clienteId, { token: adminC.token }), 404, 'Cliente não encontrado.'],
      [await exportar(p.clienteId, { token: superAdmin.token, tenantId: C.tenantId }), 404, 'Cliente não encontrado.'],
      [await exportar('00000000-0000-4000-8000-000000000000', { token: p.adminA.token }), 404, 'Cliente não encontrado.'],
      [await exportar(p.clienteId, { token: superAdmin.token }), 400, 'O campo TenantId é obrigatório.'],
      [await exportar('nao-e-uuid', { token: p.adminA.token }), 400, 'O campo Id deve ser um UUID.'],
      [await exportar(p.clienteId, { chave: p.A.chave }), 401, 'Não autorizado.'],
      [await exportar(p.clienteId, {}), 401, 'Não autorizado.'],
    ];
    for (const [r, status, msg] of casos) {
      expect([r.status, r.corpo.erros]).toEqual([status, [msg]]);
      expect(r.corpo.dados).toBeNull();
    }
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: p.clienteId, acao: 'ExportacaoLgpd' } })).toBe(0);
  });

  it('refuses a club token (401)', async () => {
    const p = await pessoaEmDoisProgramas();
    const { token } = await entrarNoClube(p.cpf, p.clienteId);
    expect((await exportar(p.clienteId, { token })).status).toBe(401);
    expect((await anonimizar(p.clienteId, { token })).status).toBe(401);
    expect((await prisma.cliente.findUniqueOrThrow({ where: { id: p.clienteId } })).cpf).toBe(p.cpf);
  });
});

describe('POST /api/v1/admin/ClienteAdmin/{id}/lgpd/anonimizar', () => {
  it("anonymizes the person; every programme's totals stay; audited with the manager; idempotent", async () => {
    const p = await pessoaEmDoisProgramas();
    const antes = await totais(p.clienteId);
    const r = await anonimizar(p.clienteId, { token: p.adminA.token });
    expect(r.status).toBe(200);
    expect(r.corpo.mensagem).toBe('Dados pessoais do cliente anonimizados. O histórico financeiro e os saldos foram mantidos.');
    expect(r.corpo.dados).toMatchObject({
      id: p.clienteId,
      ...DADOS_ANONIMIZADOS,
      ativo: true,
      saldoCashback: 16,
      saldoPontos: 160,
      saldoPendente: 0,
    });
    expect(await totais(p.clienteId)).toEqual(antes);

    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: p.clienteId, acao: 'AnonimizacaoLgpd' } });
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({
      usuarioId: p.adminA.id,
      usuarioEmail: p.adminA.email,
      tenantId: p.A.tenantId,
      entidade: 'Cliente',
    });
    expect(auditoria[0]!.depois).toMatchObject({ origem: 'Painel' });
    const texto = JSON.stringify(auditoria[0]);
    for (const dado of [p.cpf, formatarCpf(p.cpf), p.email, '11966665555', 'Rita']) expect(texto).not.toContain(dado);

    // Programme B (which did not ask) no longer finds the person by CPF either: one person per CPF.
    const saldoB = await chamar('GET', '/api/v1/resgate/saldo', {
      chave: p.B.chave,
      query: { cnpjLoja: p.B.loja.cnpj, cpfCliente: p.cpf },
    });
    expect([saldoB.status, saldoB.corpo.erros]).toEqual([404, ['Cliente não encontrado.']]);
    expect((await chamar('GET', '/api/v1/cliente/buscar', { chave: p.B.chave, query: { cpf: p.cpf } })).status).toBe(404);
    // The panel cannot attach data to the person again.
    const put = await chamar('PUT', `/api/v1/admin/ClienteAdmin/${p.clienteId}`, {
      token: p.adminA.token,
      corpo: { nome: 'Rita Alves', email: '', telefone: '' },
    });
    expect(put.status).toBe(404);

    // Idempotent: 200 with its own message, nothing changes, no second audit row.
    const pessoa = await prisma.cliente.findUniqueOrThrow({ where: { id: p.clienteId } });
    const deNovo = await anonimizar(p.clienteId, { token: p.adminB.token });
    expect(deNovo.status).toBe(200);
    expect(deNovo.corpo.mensagem).toBe('Os dados pessoais deste cliente já estavam anonimizados.');
    expect(deNovo.corpo.dados.nome).toBe('Cliente anonimizado');
    expect(await prisma.cliente.findUniqueOrThrow({ where: { id: p.clienteId } })).toEqual(pessoa);
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: p.clienteId, acao: 'AnonimizacaoLgpd' } })).toBe(1);

    // The export still answers, with what is left.
    const exp = await exportar(p.clienteId, { token: p.adminB.token });
    expect(exp.corpo.dados.titular).toMatchObject({
      cpf: null,
      nome: 'Cliente anonimizado',
      email: null,
      anonimizadoEm: expect.stringMatching(/Z$/),
    });
    expect(exp.corpo.dados.resgates).toHaveLength(1);

    // The CPF is free: a sale creates a new person.
    const nova = await venderPara(p.A, p.cpf, 10);
    expect(nova.clienteId).not.toBe(p.clienteId);
    expect(nova.clienteNome).toBeNull();
  });

  it('SuperAdmin anonymizes with tenantId', async () => {
    const p = await pessoaEmDoisProgramas();
    const superAdmin = await criarUsuario(null, 'SuperAdmin');
    const r = await anonimizar(p.clienteId, { token: superAdmin.token, tenantId: p.B.tenantId });
    expect(r.status).toBe(200);
    const a = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { entidadeId: p.clienteId, acao: 'AnonimizacaoLgpd' } });
    expect([a.usuarioId, a.tenantId]).toEqual([superAdmin.id, p.B.tenantId]);
  });

  it('refuses Operador, another programme, a wrong confirmation and other audiences, changing nothing', async () => {
    const p = await pessoaEmDoisProgramas();
    const C = await cenarioPadrao();
    const adminC = await criarUsuario(C.tenantId, 'AdminTenant');
    const superAdmin = await criarUsuario(null, 'SuperAdmin');
    const pessoa = await prisma.cliente.findUniqueOrThrow({ where: { id: p.clienteId } });
    const casos: [Awaited<ReturnType<typeof anonimizar>>, number, string][] = [
      [await anonimizar(p.clienteId, { token: p.operadorA.token }), 403, 'Acesso negado.'],
      [await anonimizar(p.clienteId, { token: p.adminA.token, tenantId: C.tenantId }), 403, 'Acesso negado.'],
      [await anonimizar(p.clienteId, { token: adminC.token }), 404, 'Cliente não encontrado.'],
      [await anonimizar(p.clienteId, { token: superAdmin.token }), 400, 'O campo TenantId é obrigatório.'],
      [await anonimizar(p.clienteId, { token: p.adminA.token, corpo: {} }), 400, 'O campo Confirmacao é obrigatório.'],
      [
        await anonimizar(p.clienteId, { token: p.adminA.token, corpo: { confirmacao: 'EXCLUIR' } }),
        400,
        'Para confirmar a anonimização, envie confirmacao com o valor ANONIMIZAR.',
      ],
      [await anonimizar('nao-e-uuid', { token: p.adminA.token }), 400, 'O campo Id deve ser um UUID.'],
      [await anonimizar(p.clienteId, { chave: p.A.chave }), 401, 'Não autorizado.'],
    ];
    for (const [r, status, msg] of casos) expect([r.status, r.corpo.erros]).toEqual([status, [msg]]);
    expect(await prisma.cliente.findUniqueOrThrow({ where: { id: p.clienteId } })).toEqual(pessoa);
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: p.clienteId, acao: 'AnonimizacaoLgpd' } })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarCampanha, criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { cadastrarPeloPdv, criarPrograma, saldoNoPdv, semCpfCompleto, venderPara, type Programa } from '@/lib/testing/cenario-clientes';
import { formatarCpf, mascararCpf } from '@/lib/documentos/cpf';
import { PAGINACAO_RECUSADA } from '@/lib/testing/paginacao';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { lerCsv } from '@/lib/csv';
import { CABECALHO_CLIENTES } from '@/lib/domain/exportacao/clientes';
import type { ExportacaoLgpd } from '@/lib/domain/lgpd/exportar-dados';

const BASE = '/api/v1/admin/ClienteAdmin';
const ACESSO_NEGADO = 'Acesso negado.';
const NAO_ENCONTRADO = 'Cliente não encontrado.';
const INATIVO = 'Cliente inativo neste programa de fidelidade.';

const novoCliente = (cpf: string, extra: Record<string, unknown> = {}) => ({
  cpf: formatarCpf(cpf),
  nome: 'Helena Prado',
  email: 'Helena@Example.com',
  telefone: '(11) 98888-7777',
  dataNascimento: '1985-02-10',
  aceiteLgpd: true,
  ...extra,
});

/** A programme with five customers: four named (one with two sales), one nameless (first sale without `cliente`). */
async function programaComClientes() {
  const p = await criarPrograma();
  const cpfs = { agata: cpfAleatorio(), bruno: cpfAleatorio(), bruna: cpfAleatorio(), carlos: cpfAleatorio(), semNome: cpfAleatorio() };
  const ids = {
    agata: await cadastrarPeloPdv(p, cpfs.agata, { nome: 'Ágata Ramos', email: 'agata.ramos@example.com', telefone: '11912345678' }),
    bruno: await cadastrarPeloPdv(p, cpfs.bruno, { nome: 'Bruno Álvares', email: 'bruno@example.com' }),
    bruna: await cadastrarPeloPdv(p, cpfs.bruna, { nome: 'bruna costa' }),
    carlos: await cadastrarPeloPdv(p, cpfs.carlos, { nome: 'Carlos Éden' }),
    semNome: (await venderPara(p, cpfs.semNome, 10)).clienteId as string,
  };
  await venderPara(p, cpfs.agata, 100.55); // 10,06 cashback (half up) + 100 points
  await venderPara(p, cpfs.agata, 33.33); // 3,33 + 33
  await venderPara(p, cpfs.carlos, 50); // 5,00 + 50
  return { ...p, cpfs, ids };
}

const listar = (p: { admin: { token: string } }, query: Record<string, string | number | boolean | undefined> = {}) =>
  chamar('GET', BASE, { token: p.admin.token, query });

describe('GET /api/v1/admin/ClienteAdmin', () => {
  it("lists the programme's customers by name (accents and case ignored, nameless last), masked CPF and balances equal to the PDV's", async () => {
    const p = await programaComClientes();
    const r = await listar(p);
    expect(r.status).toBe(200);
    expect(r.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 20, totalRegistros: 5 });
    const itens = r.corpo.dados.itens as Record<string, unknown>[];
    expect(itens.map((i) => i.nome)).toEqual(['Ágata Ramos', 'bruna costa', 'Bruno Álvares', 'Carlos Éden', null]);
    expect(itens[0]).toEqual({
      id: p.ids.agata,
      nome: 'Ágata Ramos',
      cpfMascarado: mascararCpf(p.cpfs.agata),
      email: 'agata.ramos@example.com',
      telefone: '11912345678',
      ativo: true,
      cadastradoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      saldoCashback: 13.39,
      saldoPontos: 133,
      saldoPendente: 0,
    });
    expect(itens[1]).toMatchObject({ email: null, telefone: null, saldoCashback: 0, saldoPontos: 0, saldoPendente: 0 });
    expect(itens[4]).toMatchObject({ id: p.ids.semNome, saldoCashback: 1, saldoPontos: 10 });
    // The balance of each customer in the list is the PDV's balance.
    for (const [nome, cpf] of Object.entries(p.cpfs)) {
      const pdv = (await saldoNoPdv(p, cpf)).corpo.dados;
      const item = itens.find((i) => i.id === pdv.clienteId)!;
      expect([item.saldoCashback, item.saldoPontos, item.saldoPendente], nome).toEqual([
        pdv.saldoCashback,
        pdv.saldoPontos,
        pdv.saldoPendente,
      ]);
    }
    // A panel list never shows a full CPF.
    semCpfCompleto(r.corpo);
    for (const cpf of Object.values(p.cpfs)) expect(r.texto).not.toContain(cpf);
  });

  it('pages: totalRegistros, second and last pages, a page past the end', async () => {
    const p = await programaComClientes();
    const todos = (await listar(p)).corpo.dados.itens.map((i: { id: string }) => i.id);
    const pagina = async (n: number) => (await listar(p, { pagina: n, tamanho: 2 })).corpo.dados;
    const [p1, p2, p3, p4] = [await pagina(1), await pagina(2), await pagina(3), await pagina(4)];
    expect(p1.paginacao).toEqual({ pagina: 1, tamanho: 2, totalRegistros: 5 });
    expect(p2.paginacao).toEqual({ pagina: 2, tamanho: 2, totalRegistros: 5 });
    expect([...p1.itens, ...p2.itens, ...p3.itens].map((i: { id: string }) => i.id)).toEqual(todos);
    expect(p3.itens).toHaveLength(1);
    expect(p4).toEqual({ itens: [], paginacao: { pagina: 4, tamanho: 2, totalRegistros: 5 } });
  });

  it('searches by part of the name (accent- and case-insensitive), by CPF digits (partial or formatted) and by e-mail', async () => {
    const p = await programaComClientes();
    const nomes = async (busca: string) => {
      const r = await listar(p, { busca });
      expect(r.status).toBe(200);
      expect(r.corpo.dados.paginacao.totalRegistros).toBe(r.corpo.dados.itens.length);
      return r.corpo.dados.itens.map((i: { nome: string }) => i.nome);
    };
    expect(await nomes('agata')).toEqual(['Ágata Ramos']);
    expect(await nomes('  ÁLVA ')).toEqual(['Bruno Álvares']);
    expect(await nomes('brun')).toEqual(['bruna costa', 'Bruno Álvares']);
    expect(await nomes('EDEN')).toEqual(['Carlos Éden']);
    expect(await nomes(p.cpfs.carlos.slice(2, 10))).toEqual(['Carlos Éden']);
    expect(await nomes(formatarCpf(p.cpfs.bruna))).toEqual(['bruna costa']);
    expect(await nomes(p.cpfs.semNome)).toEqual([null]);
    expect(await nomes('AGATA.RAMOS@')).toEqual(['Ágata Ramos']);
    expect(await nomes('@example.com')).toEqual(['Ágata Ramos', 'Bruno Álvares']);
    expect(await nomes('ninguém com este nome')).toEqual([]);
    // `%` and `_` are plain characters, not patterns.
    expect(await nomes('%')).toEqual([]);
    const segunda = (await listar(p, { busca: 'brun', tamanho: 1, pagina: 2 })).corpo.dados;
    expect(segunda.itens.map((i: { nome: string }) => i.nome)).toEqual(['Bruno Álvares']);
    expect(segunda.paginacao).toEqual({ pagina: 2, tamanho: 1, totalRegistros: 2 });
  });

  it("filters by the membership's ativo", async () => {
    const p = await programaComClientes();
    await chamar('PATCH', `${BASE}/${p.ids.bruno}/status`, { token: p.admin.token, query: { ativo: false } });
    const inativos = (await listar(p, { ativo: 'false' })).corpo.dados;
    expect(inativos.itens.map((i: { id: string; ativo: boolean }) => [i.id, i.ativo])).toEqual([[p.ids.bruno, false]]);
    expect(inativos.paginacao.totalRegistros).toBe(1);
    const ativos = (await listar(p, { ativo: 'True' })).corpo.dados;
    expect(ativos.paginacao.totalRegistros).toBe(4);
    expect(ativos.itens.every((i: { ativo: boolean }) => i.ativo)).toBe(true);
    expect((await listar(p, { ativo: '' })).corpo.dados.paginacao.totalRegistros).toBe(5);
  });

  it("shows each programme only its own members, with that programme's balance", async () => {
    const a = await programaComClientes();
    const b = await criarPrograma();
    // Ágata also buys in programme B.
    await venderPara(b, a.cpfs.agata, 20);
    const lb = (await listar(b)).corpo.dados;
    expect(lb.itens).toEqual([expect.objectContaining({ id: a.ids.agata, saldoCashback: 2, saldoPontos: 20 })]);
    expect(lb.paginacao.totalRegistros).toBe(1);
    const la = (await listar(a, { busca: 'agata' })).corpo.dados.itens;
    expect(la).toEqual([expect.objectContaining({ id: a.ids.agata, saldoCashback: 13.39, saldoPontos: 133 })]);
  });

  it.each([
    ...PAGINACAO_RECUSADA,
    [{ ativo: 'talvez' }, 'O parâmetro ativo deve ser true ou false.'],
    [{ busca: 'x'.repeat(151) }, 'O parâmetro busca deve ter no máximo 150 caracteres.'],
    [{ tenantId: 'abc' }, 'O campo TenantId deve ser um UUID.'],
  ])('rejects the query %j with 400', async (query, msg) => {
    const p = await criarPrograma();
    const r = await listar(p, query);
    esperarRecusa(r, 400, msg);
  });

  it('lets Operador list; SuperAdmin must name the tenant; a foreign tenantId is 403', async () => {
    const p = await programaComClientes();
    const outro = await criarPrograma();
    const op = await chamar('GET', BASE, { token: p.operador.token });
    expect(op.status).toBe(200);
    expect(op.corpo.dados.paginacao.totalRegistros).toBe(5);
    semCpfCompleto(op.corpo);
    const sa = await criarUsuario(null, 'SuperAdmin');
    const semTenant = await chamar('GET', BASE, { token: sa.token });
    esperarRecusa(semTenant, 400, 'O campo TenantId é obrigatório.');
    const comTenant = await chamar('GET', BASE, { token: sa.token, query: { tenantId: p.tenantId.toUpperCase() } });
    expect(comTenant.status).toBe(200);
    expect(comTenant.corpo.dados.paginacao.totalRegistros).toBe(5);
    for (const token of [p.admin.token, p.operador.token]) {
      const r = await chamar('GET', BASE, { token, query: { tenantId: outro.tenantId } });
      esperarRecusa(r, 403, ACESSO_NEGADO);
    }
    expect((await chamar('GET', BASE, { token: p.admin.token, query: { tenantId: p.tenantId } })).status).toBe(200);
  });
});

describe('POST /api/v1/admin/ClienteAdmin', () => {
  it('registers a new customer (201) with LGPD consent from the panel and an audit row without the CPF', async () => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    const r = await chamar('POST', BASE, { token: p.admin.token, corpo: novoCliente(cpf) });
    esperarSucesso(r, 201, 'Cliente cadastrado com sucesso.');
    expect(r.corpo.dados).toEqual({
      id: expect.any(String),
      nome: 'Helena Prado',
      cpf: formatarCpf(cpf),
      cpfMascarado: mascararCpf(cpf),
      email: 'helena@example.com',
      telefone: '11988887777',
      dataNascimento: '1985-02-10',
      ativo: true,
      cadastradoEm: expect.stringMatching(/Z$/),
      dataUltimoLogin: null,
      saldoPontos: 0,
      saldoCashback: 0,
      saldoPendente: 0,
      jaExistia: false,
    });
    const id = r.corpo.dados.id;
    const consent = await prisma.consentimentoLgpd.findMany({ where: { clienteId: id } });
    expect(consent.map((c) => [c.canal, c.aceito, c.tenantId, c.lojaId])).toEqual([['Painel', true, p.tenantId, null]]);
    const vinculo = await prisma.clienteTenant.findUniqueOrThrow({
      where: { tenantId_clienteId: { tenantId: p.tenantId, clienteId: id } },
    });
    expect([vinculo.ativo, vinculo.lojaOrigemId]).toEqual([true, null]);
    const audit = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ acao: 'CadastrarCliente', entidade: 'Cliente', tenantId: p.tenantId, usuarioEmail: p.admin.email });
    expect(audit[0]!.depois).toEqual({
      nome: 'Helena Prado',
      cpfMascarado: mascararCpf(cpf),
      email: 'helena@example.com',
      telefone: '11988887777',
      dataNascimento: '1985-02-10',
      jaExistia: false,
      vinculoCriado: true,
    });
    expect(JSON.stringify(audit[0])).not.toContain(cpf.slice(0, 9));
    // The PDV sees the customer in the programme at once.
    expect((await saldoNoPdv(p, cpf)).status).toBe(200);
  });

  it('links an existing CPF to the programme with its data unchanged (200, jaExistia), like the PDV endpoint', async () => {
    const outro = await criarPrograma();
    const cpf = cpfAleatorio();
    const id = await cadastrarPeloPdv(outro, cpf, { nome: 'Nome Original', email: 'original@example.com' });
    await venderPara(outro, cpf, 100);
    const p = await criarPrograma();
    const r = await chamar('POST', BASE, { token: p.admin.token, corpo: novoCliente(cpf, { nome: 'Outro Nome', email: '' }) });
    esperarSucesso(r, 200, 'Cliente já cadastrado.');
    expect(r.corpo.dados).toMatchObject({
      id,
      nome: 'Nome Original',
      email: 'original@example.com',
      jaExistia: true,
      saldoCashback: 0,
      saldoPontos: 0,
    });
    expect(await prisma.clienteTenant.count({ where: { clienteId: id } })).toBe(2);
    // Again: still one membership, one more consent event.
    const r2 = await chamar('POST', BASE, { token: p.admin.token, corpo: novoCliente(cpf) });
    expect(r2.status).toBe(200);
    expect(await prisma.clienteTenant.count({ where: { clienteId: id, tenantId: p.tenantId } })).toBe(1);
    expect(await prisma.consentimentoLgpd.count({ where: { clienteId: id, tenantId: p.tenantId, canal: 'Painel' } })).toBe(2);
    const audit = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: id }, orderBy: { criadoEm: 'asc' } });
    expect(audit.map((a) => (a.depois as { vinculoCriado: boolean }).vinculoCriado)).toEqual([true, false]);
  });

  it('registers one person and one membership when the same CPF arrives 8 times at once', async () => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    const rs = await Promise.all(
      Array.from({ length: 8 }, () => chamar('POST', BASE, { token: p.operador.token, corpo: novoCliente(cpf) })),
    );
    expect(rs.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(rs.map((r) => r.corpo.dados.id)).size).toBe(1);
    expect(await prisma.cliente.count({ where: { cpf } })).toBe(1);
    expect(await prisma.clienteTenant.count({ where: { tenantId: p.tenantId, cliente: { cpf } } })).toBe(1);
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: rs[0]!.corpo.dados.id } })).toBe(8);
  });

  it('keeps a deactivated membership deactivated when the customer is registered again', async () => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    const id = (await chamar('POST', BASE, { token: p.admin.token, corpo: novoCliente(cpf) })).corpo.dados.id;
    await chamar('PATCH', `${BASE}/${id}/status`, { token: p.admin.token, query: { ativo: false } });
    const r = await chamar('POST', BASE, { token: p.operador.token, corpo: novoCliente(cpf) });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.ativo).toBe(false);
  });

  it('lets Operador register at the counter; the answer carries the masked CPF only', async () => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    const r = await chamar('POST', BASE, { token: p.operador.token, corpo: novoCliente(cpf) });
    expect(r.status).toBe(201);
    expect(r.corpo.dados).toMatchObject({ cpf: null, cpfMascarado: mascararCpf(cpf), jaExistia: false });
    semCpfCompleto(r.corpo);
    const audit = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { entidadeId: r.corpo.dados.id } });
    expect(audit.usuarioEmail).toBe(p.operador.email);
  });

  it('ignores fields the caller may not set (mass assignment)', async () => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    const idForjado = '11111111-2222-4333-8444-555555555555';
    const qrForjado = '66666666-7777-4888-9999-aaaaaaaaaaaa';
    const r = await chamar('POST', BASE, {
      token: p.admin.token,
      corpo: novoCliente(cpf, {
        id: idForjado,
        ativo: false,
        saldoCashback: 500,
        saldoPontos: 1000,
        qrToken: qrForjado,
        criadoEm: '2020-01-01T00:00:00Z',
        cadastradoEm: '2020-01-01T00:00:00Z',
        dataUltimoLogin: '2020-01-01T00:00:00Z',
        whatsappJid: '5511999999999@s.whatsapp.net',
        jaExistia: true,
      }),
    });
    expect(r.status).toBe(201);
    expect(r.corpo.dados).toMatchObject({ ativo: true, saldoCashback: 0, saldoPontos: 0, dataUltimoLogin: null, jaExistia: false });
    const c = await prisma.cliente.findFirstOrThrow({ where: { cpf, sandbox: false } });
    expect(c.id).not.toBe(idForjado);
    expect(c.qrToken).not.toBe(qrForjado);
    expect(c.whatsappJid).toBeNull();
    expect(c.criadoEm.getUTCFullYear()).toBeGreaterThan(2020);
    expect(await prisma.lote.count({ where: { clienteId: c.id } })).toBe(0);
  });

  it.each([
    [{ aceiteLgpd: false }, 422, 'Aceite de LGPD é obrigatório para cadastro.'],
    [{ cpf: '123.456.789-00' }, 422, 'CPF inválido. Informe 11 dígitos.'],
    [{ cpf: '1234567890' }, 422, 'CPF inválido. Informe 11 dígitos.'],
    [{ nome: 'A' }, 400, 'O campo Nome é obrigatório.'],
    [{ nome: undefined }, 400, 'O campo Nome é obrigatório.'],
    [{ email: null }, 400, 'O campo Email é obrigatório.'],
    [{ email: 'helena@' }, 400, 'O campo Email não é um endereço de e-mail válido.'],
    [{ telefone: undefined }, 400, 'O campo Telefone é obrigatório.'],
    [{ dataNascimento: '10/02/1985' }, 400, 'O campo DataNascimento deve estar no formato AAAA-MM-DD.'],
    [{ aceiteLgpd: undefined }, 400, 'O campo AceiteLgpd é obrigatório.'],
    [{ tenantId: 'x' }, 400, 'O campo TenantId deve ser um UUID.'],
    [{ lojaId: 'x' }, 400, 'O campo LojaId deve ser um UUID.'],
    [{ lojaId: '' }, 400, 'O campo LojaId deve ser um UUID.'],
  ])("rejects %j with the PDV endpoint's status and message", async (mudanca, status, msg) => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    const r = await chamar('POST', BASE, { token: p.admin.token, corpo: novoCliente(cpf, mudanca) });
    esperarRecusa(r, status, msg);
    expect(await prisma.clienteTenant.count({ where: { tenantId: p.tenantId } })).toBe(0);
  });

  it('SuperAdmin names the tenant (400 without it, 422 for an unknown one); others cannot name a foreign one (403)', async () => {
    const p = await criarPrograma();
    const outro = await criarPrograma();
    const sa = await criarUsuario(null, 'SuperAdmin');
    const cpf = cpfAleatorio();
    const semTenant = await chamar('POST', BASE, { token: sa.token, corpo: novoCliente(cpf) });
    esperarRecusa(semTenant, 400, 'O campo TenantId é obrigatório.');
    const inexistente = await chamar('POST', BASE, {
      token: sa.token,
      corpo: novoCliente(cpf, { tenantId: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f' }),
    });
    esperarRecusa(inexistente, 422, 'Tenant não encontrado ou inativo.');
    for (const token of [p.admin.token, p.operador.token]) {
      const r = await chamar('POST', BASE, { token, corpo: novoCliente(cpf, { tenantId: outro.tenantId }) });
      esperarRecusa(r, 403, ACESSO_NEGADO);
    }
    expect(await prisma.cliente.count({ where: { cpf } })).toBe(0);
    const ok = await chamar('POST', BASE, { token: sa.token, corpo: novoCliente(cpf, { tenantId: p.tenantId }) });
    expect(ok.status).toBe(201);
    expect(ok.corpo.dados.cpf).toBe(formatarCpf(cpf));
    expect(await prisma.clienteTenant.count({ where: { clienteId: ok.corpo.dados.id, tenantId: p.tenantId } })).toBe(1);
  });
});

describe('POST /api/v1/admin/ClienteAdmin with lojaId (the counter registers at its store)', () => {
  /** The membership's store of origin, straight from the row. */
  const origem = async (tenantId: string, clienteId: string) =>
    (await prisma.clienteTenant.findUniqueOrThrow({ where: { tenantId_clienteId: { tenantId, clienteId } } })).lojaOrigemId;

  it('records the store as the origin; the customer CSV and the LGPD export name it; a later first sale elsewhere keeps it', async () => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    const r = await chamar('POST', BASE, { token: p.operador.token, corpo: novoCliente(cpf, { lojaId: p.loja.id.toUpperCase() }) });
    esperarSucesso(r, 201, 'Cliente cadastrado com sucesso.');
    const id = r.corpo.dados.id as string;
    expect(await origem(p.tenantId, id)).toBe(p.loja.id);
    const audit = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { entidadeId: id, acao: 'CadastrarCliente' } });
    expect(audit.depois).toMatchObject({ jaExistia: false, vinculoCriado: true, lojaId: p.loja.id });

    const csv = await chamar('GET', '/api/v1/admin/exportacao/clientes', { token: p.admin.token });
    expect(csv.status).toBe(200);
    const [, ...linhas] = lerCsv(csv.texto);
    expect(linhas.find((l) => l[1] === formatarCpf(cpf))![CABECALHO_CLIENTES.indexOf('Loja de origem')]).toBe(p.loja.nome);
    const lgpd = await chamar('GET', `${BASE}/${id}/lgpd/exportar`, { token: p.admin.token });
    expect(lgpd.status).toBe(200);
    expect((lgpd.corpo.dados as ExportacaoLgpd).vinculos).toEqual([expect.objectContaining({ lojaOrigemNome: p.loja.nome })]);

    // The first sale happens at another store of the programme: the origin stays the counter's.
    const norte = await criarLoja(p.tenantId, { nome: 'Loja Norte' });
    await criarCampanha(p.tenantId, [norte.id], { tipo: 'Cashback' });
    await venderPara({ chave: p.chave, loja: norte }, cpf, 100);
    expect(await origem(p.tenantId, id)).toBe(p.loja.id);
  });

  it("keeps the first membership's origin: a customer who first bought elsewhere, registered again at the counter", async () => {
    const p = await criarPrograma();
    const norte = await criarLoja(p.tenantId, { nome: 'Loja Norte' });
    await criarCampanha(p.tenantId, [norte.id], { tipo: 'Cashback' });
    const cpf = cpfAleatorio();
    // A first sale by the PDV creates the membership with the sale's store (garantir-cliente.ts)…
    const { clienteId } = await venderPara({ chave: p.chave, loja: norte }, cpf, 100);
    expect(await origem(p.tenantId, clienteId)).toBe(norte.id);
    // …a sale at another store does not move it, nor does a registration at the counter of another.
    await venderPara(p, cpf, 50);
    const r = await chamar('POST', BASE, { token: p.operador.token, corpo: novoCliente(cpf, { lojaId: p.loja.id }) });
    esperarSucesso(r, 200, 'Cliente já cadastrado.');
    expect(await origem(p.tenantId, clienteId)).toBe(norte.id);
    const audit = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { entidadeId: clienteId, acao: 'CadastrarCliente' } });
    expect(audit.depois).toMatchObject({ jaExistia: true, vinculoCriado: false, lojaId: p.loja.id });
  });

  it('without lojaId the membership has no origin, as before; a later first sale does not set one', async () => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    const r = await chamar('POST', BASE, { token: p.operador.token, corpo: novoCliente(cpf, { lojaId: null }) });
    esperarSucesso(r, 201, 'Cliente cadastrado com sucesso.');
    await venderPara(p, cpf, 100);
    expect(await origem(p.tenantId, r.corpo.dados.id)).toBeNull();
  });

  it('refuses with 422 a store that is unknown, of another programme or inactive, recording nothing', async () => {
    const p = await criarPrograma();
    const outro = await criarPrograma();
    const inativa = await criarLoja(p.tenantId, { nome: 'Loja Fechada', ativo: false });
    const cpf = cpfAleatorio();
    for (const lojaId of ['0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f', outro.loja.id, inativa.id]) {
      for (const token of [p.operador.token, p.admin.token]) {
        const r = await chamar('POST', BASE, { token, corpo: novoCliente(cpf, { lojaId }) });
        esperarRecusa(r, 422, 'Loja não encontrada ou inativa.');
      }
    }
    expect(await prisma.cliente.count({ where: { cpf } })).toBe(0);
    expect(await prisma.clienteTenant.count({ where: { tenantId: p.tenantId } })).toBe(0);
    expect(await prisma.auditoriaAdmin.count({ where: { tenantId: p.tenantId, acao: 'CadastrarCliente' } })).toBe(0);
    // SuperAdmin: the store must be of the tenant it names.
    const sa = await criarUsuario(null, 'SuperAdmin');
    const r = await chamar('POST', BASE, { token: sa.token, corpo: novoCliente(cpf, { tenantId: outro.tenantId, lojaId: p.loja.id }) });
    esperarRecusa(r, 422, 'Loja não encontrada ou inativa.');
    const ok = await chamar('POST', BASE, { token: sa.token, corpo: novoCliente(cpf, { tenantId: p.tenantId, lojaId: p.loja.id }) });
    expect(ok.status).toBe(201);
    expect(await origem(p.tenantId, ok.corpo.dados.id)).toBe(p.loja.id);
  });
});

describe('GET /api/v1/admin/ClienteAdmin/{id}', () => {
  it('answers the detail in the tenant: full CPF for managers, masked for Operador', async () => {
    const p = await programaComClientes();
    const r = await chamar('GET', `${BASE}/${p.ids.agata}`, { token: p.admin.token });
    expect(r.status).toBe(200);
    const vinculo = await prisma.clienteTenant.findUniqueOrThrow({
      where: { tenantId_clienteId: { tenantId: p.tenantId, clienteId: p.ids.agata } },
    });
    expect(r.corpo.dados).toEqual({
      id: p.ids.agata,
      nome: 'Ágata Ramos',
      cpf: formatarCpf(p.cpfs.agata),
      cpfMascarado: mascararCpf(p.cpfs.agata),
      email: 'agata.ramos@example.com',
      telefone: '11912345678',
      dataNascimento: null,
      ativo: true,
      cadastradoEm: vinculo.criadoEm.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      dataUltimoLogin: null,
      saldoPontos: 133,
      saldoCashback: 13.39,
      saldoPendente: 0,
    });
    const op = await chamar('GET', `${BASE}/${p.ids.agata}`, { token: p.operador.token });
    expect(op.status).toBe(200);
    expect(op.corpo.dados).toEqual({ ...r.corpo.dados, cpf: null });
    semCpfCompleto(op.corpo);
    const sa = await criarUsuario(null, 'SuperAdmin');
    const porSa = await chamar('GET', `${BASE}/${p.ids.agata}`, { token: sa.token, query: { tenantId: p.tenantId } });
    expect(porSa.corpo.dados).toEqual(r.corpo.dados);
    expect((await chamar('GET', `${BASE}/${p.ids.agata}`, { token: sa.token })).corpo.erros).toEqual(['O campo TenantId é obrigatório.']);
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    const p = await criarPrograma();
    const invalido = await chamar('GET', `${BASE}/123`, { token: p.admin.token });
    esperarRecusa(invalido, 400, 'O campo Id deve ser um UUID.');
    const desconhecido = await chamar('GET', `${BASE}/0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f`, { token: p.admin.token });
    esperarRecusa(desconhecido, 404, NAO_ENCONTRADO);
  });
});

describe('PUT /api/v1/admin/ClienteAdmin/{id}', () => {
  // E-mail and phone kept as the customer gave them: changing them is the customer's own action.
  const edicao = { nome: 'Ágata Ramos Lima', email: 'AGATA.RAMOS@example.com', telefone: '(11) 91234-5678', dataNascimento: '1992-07-30' };

  it("updates the person's data (global: seen by every programme), audited before/after without the CPF", async () => {
    const p = await programaComClientes();
    const b = await criarPrograma();
    await venderPara(b, p.cpfs.agata, 10);
    await prisma.cliente.update({ where: { id: p.ids.agata }, data: { whatsappJid: '5511912345678@s.whatsapp.net' } });
    const r = await chamar('PUT', `${BASE}/${p.ids.agata}`, { token: p.admin.token, corpo: edicao });
    esperarSucesso(r, 200, 'Cliente atualizado com sucesso.');
    expect(r.corpo.dados).toMatchObject({
      id: p.ids.agata,
      nome: 'Ágata Ramos Lima',
      cpf: formatarCpf(p.cpfs.agata),
      email: 'agata.ramos@example.com',
      telefone: '11912345678',
      dataNascimento: '1992-07-30',
      saldoCashback: 13.39,
    });
    const c = await prisma.cliente.findUniqueOrThrow({ where: { id: p.ids.agata } });
    expect([c.nome, c.email, c.telefone, c.cpf]).toEqual(['Ágata Ramos Lima', 'agata.ramos@example.com', '11912345678', p.cpfs.agata]);
    // Same phone: the verified messaging number stays.
    expect(c.whatsappJid).toBe('5511912345678@s.whatsapp.net');
    // Programme B sees the same person.
    const bAdmin = await chamar('GET', `${BASE}/${p.ids.agata}`, { token: b.admin.token });
    expect(bAdmin.corpo.dados).toMatchObject({ nome: 'Ágata Ramos Lima', saldoCashback: 1 });
    const audit = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { entidadeId: p.ids.agata, acao: 'AtualizarCliente' } });
    expect(audit).toMatchObject({ tenantId: p.tenantId, usuarioEmail: p.admin.email, entidade: 'Cliente' });
    expect(audit.antes).toEqual({
      nome: 'Ágata Ramos',
      cpfMascarado: mascararCpf(p.cpfs.agata),
      email: 'agata.ramos@example.com',
      telefone: '11912345678',
      dataNascimento: null,
    });
    expect(audit.depois).toEqual({
      nome: 'Ágata Ramos Lima',
      cpfMascarado: mascararCpf(p.cpfs.agata),
      email: 'agata.ramos@example.com',
      telefone: '11912345678',
      dataNascimento: '1992-07-30',
    });
    expect(JSON.stringify(audit)).not.toContain(p.cpfs.agata.slice(0, 9));
    // PUT replaces the whole record: without dataNascimento it is cleared.
    const r2 = await chamar('PUT', `${BASE}/${p.ids.agata}`, {
      token: p.admin.token,
      corpo: { ...edicao, nome: 'Ágata', dataNascimento: undefined },
    });
    expect(r2.corpo.dados).toMatchObject({ nome: 'Ágata', email: 'agata.ramos@example.com', dataNascimento: null });
  });

  it('does not let the panel change or remove the contacts the club logs in with; it may fill a missing one', async () => {
    const p = await programaComClientes();
    const antes = await prisma.cliente.findUniqueOrThrow({ where: { id: p.ids.agata } });
    for (const corpo of [
      { ...edicao, email: 'atacante@exemplo.com' },
      { ...edicao, telefone: '(21) 97777-6666' },
      { ...edicao, email: '' },
    ]) {
      const r = await chamar('PUT', `${BASE}/${p.ids.agata}`, { token: p.admin.token, corpo });
      expect(r.status).toBe(422);
      expect(r.corpo.erros).toEqual([
        'O e-mail e o telefone já informados pelo cliente só podem ser alterados por ele, no perfil do clube (são usados no acesso ao clube).',
      ]);
    }
    const depois = await prisma.cliente.findUniqueOrThrow({ where: { id: p.ids.agata } });
    expect([depois.email, depois.telefone, depois.nome]).toEqual([antes.email, antes.telefone, antes.nome]);
    await prisma.cliente.update({ where: { id: p.ids.agata }, data: { email: null } });
    const preencher = await chamar('PUT', `${BASE}/${p.ids.agata}`, {
      token: p.admin.token,
      corpo: { ...edicao, email: 'agata@novo.com' },
    });
    expect(preencher.status).toBe(200);
    expect(preencher.corpo.dados.email).toBe('agata@novo.com');
  });

  it('ignores CPF, ativo, balances, QR token, tenant and ids sent in the body (mass assignment)', async () => {
    const p = await programaComClientes();
    const outro = await criarPrograma();
    const antes = await prisma.cliente.findUniqueOrThrow({ where: { id: p.ids.agata } });
    const r = await chamar('PUT', `${BASE}/${p.ids.agata}`, {
      token: p.admin.token,
      corpo: {
        ...edicao,
        cpf: cpfAleatorio(),
        id: '11111111-2222-4333-8444-555555555555',
        ativo: false,
        saldoCashback: 999,
        saldoPontos: 999,
        qrToken: '66666666-7777-4888-9999-aaaaaaaaaaaa',
        tenantId: outro.tenantId,
        criadoEm: '2020-01-01T00:00:00Z',
        dataUltimoLogin: '2020-01-01T00:00:00Z',
        senhaHash: 'x',
      },
    });
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toMatchObject({
      id: p.ids.agata,
      cpf: formatarCpf(p.cpfs.agata),
      ativo: true,
      saldoCashback: 13.39,
      saldoPontos: 133,
      dataUltimoLogin: null,
    });
    const depois = await prisma.cliente.findUniqueOrThrow({ where: { id: p.ids.agata } });
    expect([depois.cpf, depois.qrToken, depois.criadoEm, depois.senhaHash, depois.dataUltimoLogin]).toEqual([
      antes.cpf,
      antes.qrToken,
      antes.criadoEm,
      null,
      null,
    ]);
    expect(await prisma.clienteTenant.count({ where: { clienteId: p.ids.agata } })).toBe(1);
    expect((await prisma.clienteTenant.findFirstOrThrow({ where: { clienteId: p.ids.agata } })).ativo).toBe(true);
  });

  it('validates like the registration and refuses Operador (403) without changing anything', async () => {
    const p = await programaComClientes();
    const vazio = await chamar('PUT', `${BASE}/${p.ids.agata}`, { token: p.admin.token, corpo: { ...edicao, nome: ' ' } });
    esperarRecusa(vazio, 400, 'O campo Nome é obrigatório.');
    const email = await chamar('PUT', `${BASE}/${p.ids.agata}`, { token: p.admin.token, corpo: { ...edicao, email: 'x' } });
    expect(email.corpo.erros).toEqual(['O campo Email não é um endereço de e-mail válido.']);
    const op = await chamar('PUT', `${BASE}/${p.ids.agata}`, { token: p.operador.token, corpo: edicao });
    esperarRecusa(op, 403, ACESSO_NEGADO);
    expect((await prisma.cliente.findUniqueOrThrow({ where: { id: p.ids.agata } })).nome).toBe('Ágata Ramos');
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: p.ids.agata } })).toBe(0);
  });
});

describe('PATCH /api/v1/admin/ClienteAdmin/{id}/status', () => {
  it('deactivates: sales, redemptions and the PDV balance answer 422 until reactivated; then they work again', async () => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    const { clienteId } = await venderPara(p, cpf, 100); // 10,00 cashback + 100 points
    const resgate = (valor: number) =>
      chamar('POST', '/api/v1/resgate', {
        chave: p.chave,
        corpo: { cnpjLoja: p.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: valor },
      });
    const venda = () =>
      chamar('POST', '/api/v1/venda', { chave: p.chave, corpo: { cnpjLoja: p.loja.cnpj, cpfCliente: cpf, valorVenda: 50 } });

    const off = await chamar('PATCH', `${BASE}/${clienteId}/status`, { token: p.admin.token, query: { ativo: false } });
    esperarSucesso(off, 200, 'Status do cliente atualizado.');
    expect(off.corpo.dados).toMatchObject({ id: clienteId, ativo: false, saldoCashback: 10, saldoPontos: 100 });
    for (const r of [await venda(), await resgate(5), await saldoNoPdv(p, cpf)]) {
      esperarRecusa(r, 422, INATIVO);
    }
    expect(await prisma.venda.count({ where: { clienteId } })).toBe(1);
    // The panel still sees the frozen balance.
    const saldo = await chamar('GET', `${BASE}/${clienteId}/saldo`, { token: p.admin.token });
    expect(saldo.status).toBe(200);
    expect(saldo.corpo.dados.saldoCashback).toBe(10);

    const on = await chamar('PATCH', `${BASE}/${clienteId}/status`, { token: p.admin.token, query: { ativo: 'TRUE' } });
    expect(on.status).toBe(200);
    expect(on.corpo.dados.ativo).toBe(true);
    expect((await venda()).status).toBe(200);
    const r = await resgate(5);
    expect(r.status).toBe(200);
    expect(r.corpo.dados.saldoAtual).toEqual({ saldoPontos: 150, saldoCashback: 10, saldoPendente: 0 });

    const audit = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: clienteId }, orderBy: { criadoEm: 'asc' } });
    expect(audit.map((a) => [a.acao, a.antes, a.depois])).toEqual([
      ['AlterarStatusCliente', { ativo: true }, { ativo: false }],
      ['AlterarStatusCliente', { ativo: false }, { ativo: true }],
    ]);
  });

  it('setting the current value changes nothing and writes no audit row', async () => {
    const p = await programaComClientes();
    const r = await chamar('PATCH', `${BASE}/${p.ids.bruno}/status`, { token: p.admin.token, query: { ativo: true } });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.ativo).toBe(true);
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: p.ids.bruno } })).toBe(0);
  });

  it.each([
    [{}, 'O campo Ativo é obrigatório.'],
    [{ ativo: '' }, 'O campo Ativo é obrigatório.'],
    [{ ativo: 'sim' }, 'O parâmetro ativo deve ser true ou false.'],
    [{ ativo: '1' }, 'O parâmetro ativo deve ser true ou false.'],
  ])('rejects the query %j with 400', async (query, msg) => {
    const p = await programaComClientes();
    const r = await chamar('PATCH', `${BASE}/${p.ids.bruno}/status`, { token: p.admin.token, query });
    esperarRecusa(r, 400, msg);
  });

  it('refuses Operador (403) and leaves the membership as it was', async () => {
    const p = await programaComClientes();
    const r = await chamar('PATCH', `${BASE}/${p.ids.bruno}/status`, { token: p.operador.token, query: { ativo: false } });
    esperarRecusa(r, 403, ACESSO_NEGADO);
    expect((await prisma.clienteTenant.findFirstOrThrow({ where: { clienteId: p.ids.bruno } })).ativo).toBe(true);
  });
});

describe('GET /api/v1/admin/ClienteAdmin/{id}/saldo', () => {
  it("answers the PDV's ClienteSaldoResponse, lots included, to all three profiles", async () => {
    const p = await programaComClientes();
    const pdv = (await saldoNoPdv(p, p.cpfs.agata)).corpo.dados;
    expect(pdv.lotesAtivos).toHaveLength(4);
    const sa = await criarUsuario(null, 'SuperAdmin');
    for (const [token, query] of [
      [p.admin.token, {}],
      [p.operador.token, {}],
      [sa.token, { tenantId: p.tenantId }],
    ] as const) {
      const r = await chamar('GET', `${BASE}/${p.ids.agata}/saldo`, { token, query });
      expect(r.status).toBe(200);
      expect(r.corpo.dados).toEqual(pdv);
    }
    expect(pdv).toMatchObject({
      clienteId: p.ids.agata,
      clienteNome: 'Ágata Ramos',
      saldoCashback: 13.39,
      saldoPontos: 133,
      saldoPendente: 0,
    });
    const semTenant = await chamar('GET', `${BASE}/${p.ids.agata}/saldo`, { token: sa.token });
    esperarRecusa(semTenant, 400, 'O campo TenantId é obrigatório.');
  });
});

describe('tenant isolation and authentication of ClienteAdmin', () => {
  /** Programme B's customer, who is not a member of programme A. */
  async function doisProgramas() {
    const a: Programa = await criarPrograma();
    const b = await programaComClientes();
    return { a, b, alvo: b.ids.carlos };
  }

  it("answers 404 to tenant A's AdminTenant and Operador for tenant B's customer, changing nothing", async () => {
    const { a, b, alvo } = await doisProgramas();
    const pessoaAntes = await prisma.cliente.findUniqueOrThrow({ where: { id: alvo } });
    const vinculoAntes = await prisma.clienteTenant.findFirstOrThrow({ where: { clienteId: alvo } });
    const sa = await criarUsuario(null, 'SuperAdmin');
    const chamadas = (token: string, query: Record<string, string> = {}) => [
      () => chamar('GET', `${BASE}/${alvo}`, { token, query }),
      () => chamar('GET', `${BASE}/${alvo}/saldo`, { token, query }),
      () => chamar('PUT', `${BASE}/${alvo}`, { token, query, corpo: { nome: 'Invasor', email: 'x@x.com', telefone: '' } }),
      () => chamar('PATCH', `${BASE}/${alvo}/status`, { token, query: { ...query, ativo: 'false' } }),
    ];
    for (const c of [...chamadas(a.admin.token), ...chamadas(sa.token, { tenantId: a.tenantId })]) {
      const r = await c();
      esperarRecusa(r, 404, NAO_ENCONTRADO);
    }
    // Operador is refused PUT/PATCH by profile (403) before anything is looked up; reads are 404.
    const [get, saldo, put, patch] = chamadas(a.operador.token);
    for (const c of [get!, saldo!]) expect((await c()).status).toBe(404);
    for (const c of [put!, patch!]) expect((await c()).status).toBe(403);
    // Not even in A's list.
    expect((await chamar('GET', BASE, { token: a.admin.token, query: { busca: b.cpfs.carlos } })).corpo.dados.itens).toEqual([]);
    expect(await prisma.cliente.findUniqueOrThrow({ where: { id: alvo } })).toEqual(pessoaAntes);
    expect(await prisma.clienteTenant.findFirstOrThrow({ where: { clienteId: alvo } })).toEqual(vinculoAntes);
    expect(await prisma.clienteTenant.count({ where: { clienteId: alvo } })).toBe(1);
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: alvo } })).toBe(0);
  });

  it("answers 403 when A's users name tenant B in the query of any operation", async () => {
    const { a, b, alvo } = await doisProgramas();
    for (const token of [a.admin.token, a.operador.token]) {
      const q = { tenantId: b.tenantId };
      for (const r of [
        await chamar('GET', BASE, { token, query: q }),
        await chamar('GET', `${BASE}/${alvo}`, { token, query: q }),
        await chamar('GET', `${BASE}/${alvo}/saldo`, { token, query: q }),
        await chamar('POST', BASE, { token, corpo: novoCliente(cpfAleatorio(), { tenantId: b.tenantId }) }),
      ]) {
        esperarRecusa(r, 403, ACESSO_NEGADO);
      }
    }
    for (const r of [
      await chamar('PUT', `${BASE}/${alvo}`, {
        token: a.admin.token,
        query: { tenantId: b.tenantId },
        corpo: { nome: 'Invasor', email: '', telefone: '' },
      }),
      await chamar('PATCH', `${BASE}/${alvo}/status`, { token: a.admin.token, query: { tenantId: b.tenantId, ativo: 'false' } }),
    ]) {
      esperarRecusa(r, 403, ACESSO_NEGADO);
    }
    expect((await prisma.cliente.findUniqueOrThrow({ where: { id: alvo } })).nome).toBe('Carlos Éden');
    expect((await prisma.clienteTenant.findFirstOrThrow({ where: { clienteId: alvo } })).ativo).toBe(true);
  });

  it('answers 401 to an API key and to a request without a token', async () => {
    const { chave, tenantId } = await criarTenant();
    void tenantId;
    const id = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f';
    for (const auth of [{ chave }, {}, { token: 'nao-e-um-token' }]) {
      for (const r of [
        await chamar('GET', BASE, auth),
        await chamar('POST', BASE, { ...auth, corpo: novoCliente(cpfAleatorio()) }),
        await chamar('GET', `${BASE}/${id}`, auth),
        await chamar('PUT', `${BASE}/${id}`, { ...auth, corpo: { nome: 'Xx', email: '', telefone: '' } }),
        await chamar('PATCH', `${BASE}/${id}/status`, { ...auth, query: { ativo: 'false' } }),
        await chamar('GET', `${BASE}/${id}/saldo`, auth),
      ]) {
        esperarRecusa(r, 401, 'Não autorizado.');
      }
    }
  });
});

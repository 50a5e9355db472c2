import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarCampanha, criarLoja, criarUsuario } from '@/lib/testing/cenario';
import { criarPrograma, semCpfCompleto, venderPara, type Programa } from '@/lib/testing/cenario-clientes';
import { formatarCpf, mascararCpf } from '@/lib/documentos/cpf';
import { emitirTokenClube } from '@/lib/domain/clube/sessao-clube';
import { esperarSucesso } from '@/lib/testing/esperar';

const LISTA = '/api/v1/admin/VendaAdmin';
const detalhe = (id: string) => `/api/v1/admin/VendaAdmin/${id}`;
const previa = (id: string) => `/api/v1/admin/VendaAdmin/${id}/cancelamento`;
const cancelar = (id: string) => `/api/v1/admin/VendaAdmin/${id}/cancelar`;

async function resgatar(p: Programa, cpf: string, valor: number) {
  const r = await chamar('POST', '/api/v1/resgate', {
    chave: p.chave,
    corpo: { cnpjLoja: p.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: valor },
  });
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
}

/** Programme A (Cashback 10 %, Pontos 1/R$) with three sales: Ana 100,00 (NF-100) and 50,00 (NF-050), Bia 30,00 (NF-300) cancelled. */
async function programaComVendas() {
  const a = await criarPrograma();
  const ana = cpfAleatorio();
  const bia = cpfAleatorio();
  const v1 = await venderPara(a, ana, 100, { documentoExterno: 'NF-100', cliente: { nome: 'Ana Lima' } });
  const v2 = await venderPara(a, ana, 50, { documentoExterno: 'NF-050' });
  const v3 = await venderPara(a, bia, 30, { documentoExterno: 'NF-300', cliente: { nome: 'Bia Souza' } });
  const c = await chamar('POST', '/api/v1/venda/cancelar', { chave: a.chave, corpo: { cnpjLoja: a.loja.cnpj, vendaId: v3.vendaId } });
  expect(c.status).toBe(200);
  return { a, ana, bia, v1, v2, v3 };
}

const lista = (token: string, query: Record<string, string> = {}) => chamar('GET', LISTA, { token, query });

describe('GET /api/v1/admin/VendaAdmin', () => {
  it('lists the programme sales newest first with exact amounts and the masked CPF only', async () => {
    const { a, ana, bia, v1, v2, v3 } = await programaComVendas();
    const r = await lista(a.operador.token);
    expect(r.status).toBe(200);
    expect(r.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 20, totalRegistros: 3 });
    const itens = r.corpo.dados.itens;
    expect(itens.map((i: { vendaId: string }) => i.vendaId)).toEqual([v3.vendaId, v2.vendaId, v1.vendaId]);
    expect(itens[2]).toEqual({
      vendaId: v1.vendaId,
      criadoEm: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      lojaId: a.loja.id,
      lojaNome: a.loja.nome,
      clienteId: v1.clienteId,
      clienteNome: 'Ana Lima',
      cpfMascarado: mascararCpf(ana),
      documentoExterno: 'NF-100',
      modelo: 1,
      valorVenda: 100,
      cashbackUsado: 0,
      descontoGerado: 0,
      valorFinal: 100,
      cashbackCreditado: 10,
      pontosCreditados: 100,
      status: 'Registrada',
      canceladaEm: null,
    });
    expect(itens[0]).toMatchObject({ status: 'Cancelada', cpfMascarado: mascararCpf(bia), canceladaEm: expect.any(String) });
    semCpfCompleto(r.corpo);
  });

  it('filters by CPF, document, status, store and period (local dates of the store)', async () => {
    const { a, ana, v1, v2, v3 } = await programaComVendas();
    const ids = (r: { corpo: { dados: { itens: { vendaId: string }[] } } }) => r.corpo.dados.itens.map((i) => i.vendaId);
    expect(ids(await lista(a.admin.token, { cpf: formatarCpf(ana) }))).toEqual([v2.vendaId, v1.vendaId]);
    expect(ids(await lista(a.admin.token, { documento: 'nf-1' }))).toEqual([v1.vendaId]);
    expect(ids(await lista(a.admin.token, { status: 'cancelada' }))).toEqual([v3.vendaId]);
    expect(ids(await lista(a.admin.token, { status: 'Registrada', cpf: ana }))).toEqual([v2.vendaId, v1.vendaId]);
    const outra = await criarLoja(a.tenantId, { nome: 'Loja Norte' });
    expect(ids(await lista(a.admin.token, { lojaId: outra.id }))).toEqual([]);
    expect(ids(await lista(a.admin.token, { lojaId: a.loja.id }))).toHaveLength(3);

    // Move v1 to 15/06/2026 23:30 in São Paulo (16/06 02:30 UTC): it belongs to the 15th there.
    await prisma.venda.update({ where: { id: v1.vendaId }, data: { criadoEm: new Date('2026-06-16T02:30:00Z') } });
    expect(ids(await lista(a.admin.token, { dataInicio: '2026-06-15', dataFim: '2026-06-15' }))).toEqual([v1.vendaId]);
    expect(ids(await lista(a.admin.token, { dataInicio: '2026-06-16', dataFim: '2026-06-16' }))).toEqual([]);
    expect(ids(await lista(a.admin.token, { dataFim: '2026-06-30' }))).toEqual([v1.vendaId]);
    expect(ids(await lista(a.admin.token, { dataInicio: '2026-07-01' }))).toEqual([v3.vendaId, v2.vendaId]);
    // In a store in UTC the same instant is the 16th.
    await prisma.loja.update({ where: { id: a.loja.id }, data: { fusoHorario: 'UTC' } });
    expect(ids(await lista(a.admin.token, { dataInicio: '2026-06-16', dataFim: '2026-06-16' }))).toEqual([v1.vendaId]);
  });

  it("filters by customer id: the counter's list of the customer's active sales at its store, for Operador too", async () => {
    const { a, v1, v2, v3 } = await programaComVendas();
    const ids = (r: { corpo: { dados: { itens: { vendaId: string }[] } } }) => r.corpo.dados.itens.map((i) => i.vendaId);
    expect(ids(await lista(a.operador.token, { clienteId: v1.clienteId.toUpperCase() }))).toEqual([v2.vendaId, v1.vendaId]);
    expect(ids(await lista(a.operador.token, { clienteId: v3.clienteId }))).toEqual([v3.vendaId]);
    // What the counter asks (docs/caixa.md §6): this customer, this store, not cancelled, today, at most 5.
    const norte = await criarLoja(a.tenantId, { nome: 'Loja Norte' });
    await criarCampanha(a.tenantId, [norte.id], { tipo: 'Cashback' });
    const ana = await prisma.cliente.findUniqueOrThrow({ where: { id: v1.clienteId } });
    const vNorte = await venderPara({ chave: a.chave, loja: norte }, ana.cpf!, 20);
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: a.loja.fusoHorario }).format(new Date());
    const doCaixa = { clienteId: v1.clienteId, lojaId: a.loja.id, status: 'Registrada', dataInicio: hoje, tamanho: '5' };
    const r = await lista(a.operador.token, doCaixa);
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([v2.vendaId, v1.vendaId]);
    expect(r.corpo.dados.itens[0]).toMatchObject({ documentoExterno: 'NF-050', valorVenda: 50, status: 'Registrada' });
    expect(ids(await lista(a.operador.token, { ...doCaixa, lojaId: norte.id }))).toEqual([vNorte.vendaId]);
    // Cancelled, or of the day before: not listed.
    const c = await chamar('POST', '/api/v1/venda/cancelar', { chave: a.chave, corpo: { cnpjLoja: a.loja.cnpj, vendaId: v2.vendaId } });
    expect(c.status).toBe(200);
    await prisma.venda.update({ where: { id: v1.vendaId }, data: { criadoEm: new Date(Date.now() - 2 * 86_400_000) } });
    expect(ids(await lista(a.operador.token, doCaixa))).toEqual([]);
    // Another programme's customer id: an empty list (never another programme's sales).
    const b = await criarPrograma();
    const vb = await venderPara(b, cpfAleatorio(), 10);
    expect(ids(await lista(a.operador.token, { clienteId: vb.clienteId }))).toEqual([]);
  });

  it('pages', async () => {
    const { a, v1, v2 } = await programaComVendas();
    const r = await lista(a.admin.token, { tamanho: '2', pagina: '2' });
    expect(r.corpo.dados.paginacao).toEqual({ pagina: 2, tamanho: 2, totalRegistros: 3 });
    expect(r.corpo.dados.itens.map((i: { vendaId: string }) => i.vendaId)).toEqual([v1.vendaId]);
    void v2;
  });

  it('refuses bad filters with the exact message and changes nothing', async () => {
    const { a } = await programaComVendas();
    const casos: [Record<string, string>, string][] = [
      [{ cpf: '123.456.789-00' }, 'O parâmetro cpf deve ser um CPF válido (11 dígitos).'],
      [{ status: 'Ativa' }, 'O parâmetro status deve ser Registrada ou Cancelada.'],
      [{ dataInicio: '2026-11-26', dataFim: '2026-11-01' }, 'O parâmetro dataInicio deve ser anterior ou igual a dataFim.'],
      [{ dataInicio: '26/11/2026' }, 'O parâmetro dataInicio deve estar no formato AAAA-MM-DD.'],
      [{ lojaId: 'x' }, 'O campo LojaId deve ser um UUID.'],
      [{ clienteId: 'x' }, 'O campo ClienteId deve ser um UUID.'],
      [{ tamanho: '101' }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
    ];
    for (const [query, mensagem] of casos) {
      const r = await lista(a.admin.token, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.corpo.mensagem).toBe(mensagem);
    }
  });

  it("keeps each programme to its own sales: another tenant's id is 403, SuperAdmin must name one, club tokens are 401", async () => {
    const { a } = await programaComVendas();
    const b = await criarPrograma();
    const r = await lista(a.admin.token, { tenantId: b.tenantId });
    expect(r.status).toBe(403);
    expect(r.corpo.mensagem).toBe('Acesso negado.');
    const su = await criarUsuario(null, 'SuperAdmin');
    const s = await lista(su.token);
    expect(s.status).toBe(400);
    expect(s.corpo.mensagem).toBe('O campo TenantId é obrigatório.');
    expect((await lista(su.token, { tenantId: a.tenantId })).corpo.dados.paginacao.totalRegistros).toBe(3);
    expect((await lista(b.admin.token)).corpo.dados.paginacao.totalRegistros).toBe(0);
    const clube = await emitirTokenClube({ id: (await prisma.cliente.findFirstOrThrow()).id, versaoSessao: 1 });
    expect((await lista(clube.token)).status).toBe(401);
  });
});

describe('GET /api/v1/admin/VendaAdmin/{id}', () => {
  it('shows the sale, its movements and lots; the full CPF only to managers', async () => {
    const { a, ana, v1 } = await programaComVendas();
    const r = await chamar('GET', detalhe(v1.vendaId), { token: a.admin.token });
    expect(r.status).toBe(200);
    const d = r.corpo.dados;
    expect(d).toMatchObject({ vendaId: v1.vendaId, cpf: formatarCpf(ana), cnpjLoja: a.loja.cnpj, valorVenda: 100, status: 'Registrada' });
    expect(d.movimentacoes.map((m: { tipo: string; valor: number }) => `${m.tipo}:${m.valor}`).sort()).toEqual([
      'CreditoCashback:10',
      'CreditoPontos:100',
    ]);
    expect(d.lotes.map((l: { tipoBeneficio: string; valorOriginal: number; valorDisponivel: number; status: string }) => l)).toEqual([
      expect.objectContaining({ tipoBeneficio: 'Cashback', valorOriginal: 10, valorDisponivel: 10, status: 'Disponivel' }),
      expect.objectContaining({ tipoBeneficio: 'Pontos', valorOriginal: 100, valorDisponivel: 100, status: 'Disponivel' }),
    ]);
    const op = await chamar('GET', detalhe(v1.vendaId), { token: a.operador.token });
    expect(op.corpo.dados.cpf).toBeNull();
    expect(op.corpo.dados.cpfMascarado).toBe(mascararCpf(ana));
  });

  it("answers 404 for another programme's sale and 400 for a malformed id", async () => {
    const { v1 } = await programaComVendas();
    const b = await criarPrograma();
    const r = await chamar('GET', detalhe(v1.vendaId), { token: b.admin.token });
    expect(r.status).toBe(404);
    expect(r.corpo.mensagem).toBe('Venda não encontrada.');
    const x = await chamar('GET', detalhe('abc'), { token: b.admin.token });
    expect(x.status).toBe(400);
    expect(x.corpo.mensagem).toBe('O campo Id deve ser um UUID.');
    expect((await chamar('POST', cancelar(v1.vendaId), { token: b.operador.token, corpo: {} })).status).toBe(404);
  });
});

describe('cancellation from the panel', () => {
  it('previews the exact reversal without writing, then applies exactly that, audited with the user', async () => {
    const a = await criarPrograma();
    const cpf = cpfAleatorio();
    const v1 = await venderPara(a, cpf, 100, { cliente: { nome: 'Caio Reis' } }); // 10,00 + 100 points
    const v2 = await venderPara(a, cpf, 50); // 5,00 + 50 points
    await resgatar(a, cpf, 4); // FIFO: 4,00 of v1's lot

    const antes = await prisma.lote.findMany({ where: { clienteId: v1.clienteId }, orderBy: { id: 'asc' } });
    const p = await chamar('GET', previa(v1.vendaId), { token: a.operador.token });
    expect(p.status).toBe(200);
    expect(p.corpo.dados).toEqual({
      vendaId: v1.vendaId,
      jaCancelada: false,
      saldoAntes: { saldoPontos: 150, saldoCashback: 11, saldoPendente: 0 },
      // v1's 6,00 left are cancelled and the 4,00 already spent come out of v2's lot (5,00 → 1,00).
      saldoDepois: { saldoPontos: 50, saldoCashback: 1, saldoPendente: 0 },
      movimentacoesCanceladas: expect.arrayContaining([
        { movimentacaoId: expect.any(String), tipoBeneficio: 'Cashback', valorCreditado: 10, valorEstornado: 10 },
        { movimentacaoId: expect.any(String), tipoBeneficio: 'Pontos', valorCreditado: 100, valorEstornado: 100 },
      ]),
      pontosEstornados: 100,
      cashbackEstornado: 10,
      cashbackDevolvido: 0,
    });
    // Nothing was written by the preview.
    expect(await prisma.lote.findMany({ where: { clienteId: v1.clienteId }, orderBy: { id: 'asc' } })).toEqual(antes);
    expect((await prisma.venda.findUniqueOrThrow({ where: { id: v1.vendaId } })).status).toBe('Registrada');
    expect(await prisma.movimentacao.count({ where: { vendaId: v1.vendaId } })).toBe(2);

    const c = await chamar('POST', cancelar(v1.vendaId), { token: a.operador.token, corpo: { motivo: 'Devolução' } });
    esperarSucesso(c, 200, 'Venda cancelada com sucesso.');
    expect(c.corpo.dados).toMatchObject({
      vendaId: v1.vendaId,
      status: 'Cancelada',
      pontosEstornados: 100,
      cashbackEstornado: 10,
      cashbackDevolvido: 0,
      saldoAtual: p.corpo.dados.saldoDepois,
    });
    expect([...c.corpo.dados.movimentacoesCanceladas].sort((x, y) => x.tipoBeneficio.localeCompare(y.tipoBeneficio))).toEqual(
      [...p.corpo.dados.movimentacoesCanceladas].sort((x: { tipoBeneficio: string }, y: { tipoBeneficio: string }) =>
        x.tipoBeneficio.localeCompare(y.tipoBeneficio),
      ),
    );
    const venda = await prisma.venda.findUniqueOrThrow({ where: { id: v1.vendaId } });
    expect(venda.status).toBe('Cancelada');
    expect(venda.motivoCancelamento).toBe('Devolução');
    expect(
      (await prisma.lote.findFirstOrThrow({ where: { vendaId: v2.vendaId, tipoBeneficio: 'Cashback' } })).valorDisponivel.toFixed(2),
    ).toBe('1.00');
    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { entidade: 'Venda', entidadeId: v1.vendaId } });
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({
      acao: 'CancelarVenda',
      tenantId: a.tenantId,
      usuarioId: a.operador.id,
      usuarioEmail: a.operador.email,
      depois: expect.objectContaining({ motivo: 'Devolução', cashbackEstornado: 10, pontosEstornados: 100 }),
    });
    semCpfCompleto(auditoria);

    // Idempotent: the same answer, no second audit row; the preview says there is nothing left to do.
    const de_novo = await chamar('POST', cancelar(v1.vendaId), { token: a.admin.token, corpo: {} });
    esperarSucesso(de_novo, 200, 'Venda já cancelada anteriormente.');
    expect(JSON.stringify(de_novo.corpo.dados)).toBe(JSON.stringify(c.corpo.dados));
    expect(await prisma.auditoriaAdmin.count({ where: { entidade: 'Venda', entidadeId: v1.vendaId } })).toBe(1);
    const p2 = await chamar('GET', previa(v1.vendaId), { token: a.admin.token });
    expect(p2.corpo.dados).toMatchObject({ jaCancelada: true, cashbackEstornado: 0, pontosEstornados: 0, movimentacoesCanceladas: [] });
    expect(p2.corpo.dados.saldoDepois).toEqual(p2.corpo.dados.saldoAntes);
  });

  it('refuses (422) in the preview and in the cancellation when the balance cannot cover the reversal, changing nothing', async () => {
    const a = await criarPrograma();
    const cpf = cpfAleatorio();
    const v = await venderPara(a, cpf, 100, { cliente: { nome: 'Davi Melo' } });
    await resgatar(a, cpf, 10);
    const msg = 'Não é possível cancelar: o benefício desta venda já foi utilizado e o saldo atual do cliente não cobre o estorno.';
    const p = await chamar('GET', previa(v.vendaId), { token: a.admin.token });
    expect(p.status).toBe(422);
    expect(p.corpo.mensagem).toBe(msg);
    const c = await chamar('POST', cancelar(v.vendaId), { token: a.admin.token, corpo: {} });
    expect(c.status).toBe(422);
    expect(c.corpo.mensagem).toBe(msg);
    expect((await prisma.venda.findUniqueOrThrow({ where: { id: v.vendaId } })).status).toBe('Registrada');
    expect(await prisma.auditoriaAdmin.count({ where: { entidade: 'Venda', entidadeId: v.vendaId } })).toBe(0);
  });

  it('validates the reason and the scope', async () => {
    const { a, v1 } = await programaComVendas();
    const r = await chamar('POST', cancelar(v1.vendaId), { token: a.admin.token, corpo: { motivo: 'x'.repeat(501) } });
    expect(r.status).toBe(400);
    expect(r.corpo.mensagem).toBe('O campo Motivo deve ter no máximo 500 caracteres.');
    const b = await criarPrograma();
    const f = await chamar('POST', cancelar(v1.vendaId), { token: a.admin.token, query: { tenantId: b.tenantId }, corpo: {} });
    expect(f.status).toBe(403);
    expect(f.corpo.mensagem).toBe('Acesso negado.');
    expect((await prisma.venda.findUniqueOrThrow({ where: { id: v1.vendaId } })).status).toBe('Registrada');
  });
});

// POST ClienteAdmin/importar with the balances of the shop's previous programme
// (docs/api-admin-clientes.md §4a, "Saldos do programa anterior"): credit adjustments, exact,
// once per customer and benefit, through the real route.
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio } from '@/lib/testing/cenario';
import { cadastrarPeloPdv, criarPrograma, type Programa } from '@/lib/testing/cenario-clientes';
import { entrarNoClube } from '@/lib/testing/clube';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { linhasDoTenant } from '@/lib/testing/linhas-do-tenant';
import { formatarCpf, mascararCpf } from '@/lib/documentos/cpf';
import { dataLocal, formatarData, somarDias } from '@/lib/datas';
import type { SaldoLojaClube } from '@/lib/domain/clube/saldo-clube';

const CAMINHO = '/api/v1/admin/ClienteAdmin/importar';

const importar = (p: Pick<Programa, 'admin'>, corpo: Record<string, unknown>) =>
  chamar('POST', CAMINHO, { token: p.admin.token, corpo: { aceiteLgpd: true, ...corpo } });

/** Today in the test store's time zone (criarLoja's default), and a day `n` days from it. */
const hoje = () => dataLocal(new Date(), 'America/Sao_Paulo');
const daqui = (dias: number) => somarDias(hoje(), dias);

const pessoa = (cpf: string) => prisma.cliente.findFirstOrThrow({ where: { cpf, sandbox: false } });

/** The customer's lots, movements and adjustments in the programme, as the assertions read them. */
async function razao(tenantId: string, clienteId: string) {
  const onde = { where: { tenantId, clienteId }, orderBy: { tipoBeneficio: 'asc' as const } };
  const [lotes, movimentos, ajustes] = await Promise.all([
    prisma.lote.findMany(onde),
    prisma.movimentacao.findMany(onde),
    prisma.ajusteSaldo.findMany(onde),
  ]);
  return {
    lotes: lotes.map((l) => ({
      tipo: l.tipoBeneficio,
      valorOriginal: l.valorOriginal.toString(),
      valorDisponivel: l.valorDisponivel.toString(),
      status: l.status,
      dataExpiracao: l.dataExpiracao?.toISOString().slice(0, 10) ?? null,
      lojaId: l.lojaId,
    })),
    movimentos: movimentos.map((m) => ({ tipo: m.tipo, beneficio: m.tipoBeneficio, valor: m.valor.toString(), descricao: m.descricao })),
    ajustes: ajustes.map((a) => ({
      operacao: a.operacao,
      beneficio: a.tipoBeneficio,
      valor: a.valor.toString(),
      motivo: a.motivo,
      chave: a.chaveIdempotencia,
      usuarioId: a.usuarioId,
      lojaId: a.lojaId,
    })),
  };
}

/**
 * Rows of the ledger (and memberships) an import with balances into `tenantId` may write, scoped
 * to the programme: the other test files write to the same tables at the same time.
 */
const contarRazao = (tenantId: string) => linhasDoTenant(tenantId, ['lote', 'movimentacao', 'ajusteSaldo', 'clienteTenant']);

/** The balances' fields of an import that credited nothing. */
const NADA_CREDITADO = { cashbackMigrado: 0, pontosMigrados: 0, saldosMigrados: 0, saldosJaMigrados: 0 };

/** The manager deactivates the customer in the programme (what PATCH …/status writes). */
const desativar = (tenantId: string, clienteId: string) =>
  prisma.clienteTenant.update({ where: { tenantId_clienteId: { tenantId, clienteId } }, data: { ativo: false } });

const MOTIVO = 'Saldo do programa anterior (importação)';
const DESCRICAO = 'Saldo trazido do programa anterior';

describe('POST /api/v1/admin/ClienteAdmin/importar: balances of the previous programme', () => {
  it('credits each balance as a credit adjustment (lot, movement, adjustment); the club reads it; a re-import or a corrected file credits nothing', async () => {
    const p = await criarPrograma();
    const [ana, bruno] = [cpfAleatorio(), cpfAleatorio()];
    const brunoId = await cadastrarPeloPdv(p, bruno, { nome: 'Bruno Lima' });
    const validade = daqui(400);
    const csv = [
      'cpf;nome;email;Saldo Cashback;saldo_pontos;Validade Saldo',
      `${formatarCpf(ana)};Ana Souza;ana.saldo@example.com;1.234,56;1.200;${formatarData(validade)}`,
      `${bruno};Bruno Lima;;R$ 12,50;;`,
    ].join('\r\n');
    const r = await importar(p, { csv, lojaId: p.loja.id });
    esperarSucesso(
      r,
      200,
      'Importação concluída: 1 cliente novo, 1 já cadastrado, 0 linhas recusadas. Saldos do programa anterior: R$ 1.247,06 em cashback e 1.200 pontos.',
    );
    expect(r.corpo.dados).toEqual({
      simulacao: false,
      linhas: 2,
      novos: 1,
      jaCadastrados: 1,
      recusados: 0,
      erros: [],
      colunasIgnoradas: [],
      cashbackMigrado: 1247.06,
      pontosMigrados: 1200,
      saldosMigrados: 3,
      saldosJaMigrados: 0,
      saldosIgnorados: 0,
    });

    const anaId = (await pessoa(ana)).id;
    const loja = p.loja.id;
    const ajuste = { operacao: 'Credito', motivo: MOTIVO, usuarioId: p.admin.id, lojaId: loja };
    expect(await razao(p.tenantId, anaId)).toEqual({
      lotes: [
        {
          tipo: 'Cashback',
          valorOriginal: '1234.56',
          valorDisponivel: '1234.56',
          status: 'Disponivel',
          dataExpiracao: validade,
          lojaId: loja,
        },
        { tipo: 'Pontos', valorOriginal: '1200', valorDisponivel: '1200', status: 'Disponivel', dataExpiracao: validade, lojaId: loja },
      ],
      movimentos: [
        { tipo: 'AjusteCredito', beneficio: 'Cashback', valor: '1234.56', descricao: DESCRICAO },
        { tipo: 'AjusteCredito', beneficio: 'Pontos', valor: '1200', descricao: DESCRICAO },
      ],
      ajustes: [
        { ...ajuste, beneficio: 'Cashback', valor: '1234.56', chave: `importacao-saldo:${anaId}:Cashback` },
        { ...ajuste, beneficio: 'Pontos', valor: '1200', chave: `importacao-saldo:${anaId}:Pontos` },
      ],
    });
    // Usable through the last day of the validity, in the store's calendar (São Paulo, UTC-3).
    const expiraEm = await prisma.lote.findMany({ where: { clienteId: anaId }, select: { expiraEm: true } });
    expect(expiraEm.map((l) => l.expiraEm?.toISOString())).toEqual(Array(2).fill(`${somarDias(validade, 1)}T03:00:00.000Z`));
    // No validity in the file and the store's campaigns have none: the lot does not expire.
    expect((await razao(p.tenantId, brunoId)).lotes).toEqual([
      { tipo: 'Cashback', valorOriginal: '12.5', valorDisponivel: '12.5', status: 'Disponivel', dataExpiracao: null, lojaId: loja },
    ]);
    // Each credit is audited as an adjustment by the manager who imported.
    expect(await prisma.auditoriaAdmin.count({ where: { tenantId: p.tenantId, acao: 'AjustarSaldo', usuarioId: p.admin.id } })).toBe(3);

    // The running balance (panel) and what the customer reads in the club.
    const saldo = await chamar('GET', `/api/v1/admin/ClienteAdmin/${anaId}/saldo`, { token: p.admin.token });
    expect(saldo.corpo.dados).toMatchObject({ saldoCashback: 1234.56, saldoPontos: 1200 });
    const clube = await entrarNoClube(ana, anaId);
    const noClube = await chamar('GET', '/api/v1/clube/saldo', { token: clube.token });
    expect(
      (noClube.corpo.dados as SaldoLojaClube[]).map((i) => [
        i.lojaId,
        i.saldoCashback,
        i.saldoPontos,
        i.lotesAtivos.map((l) => l.dataExpiracao),
      ]),
    ).toEqual([[loja, 1234.56, 1200, [validade, validade]]]);
    const historico = await chamar('GET', '/api/v1/clube/historico', { token: clube.token });
    const itens = historico.corpo.dados.data as { tipo: string; tipoBeneficio: string; valor: number; descricao: string }[];
    expect(itens.map((i) => [i.tipo, i.tipoBeneficio, i.valor, i.descricao]).sort()).toEqual([
      ['AjusteCredito', 'Cashback', 1234.56, DESCRICAO],
      ['AjusteCredito', 'Pontos', 1200, DESCRICAO],
    ]);

    // The same file again: nothing credited, the balance unchanged.
    const antes = await contarRazao(p.tenantId);
    const de2 = await importar(p, { csv, lojaId: p.loja.id });
    esperarSucesso(
      de2,
      200,
      'Importação concluída: 0 clientes novos, 2 já cadastrados, 0 linhas recusadas. 3 saldos já tinham sido trazidos antes e não foram creditados de novo.',
    );
    expect(de2.corpo.dados).toMatchObject({ novos: 0, jaCadastrados: 2, ...NADA_CREDITADO, saldosJaMigrados: 3, saldosIgnorados: 0 });
    // A corrected file (another amount) credits nothing either.
    const corrigido = await importar(p, { csv: `cpf;nome;cashback\n${ana};Ana Souza;2.000,00\n`, lojaId: p.loja.id });
    esperarSucesso(
      corrigido,
      200,
      'Importação concluída: 0 clientes novos, 1 já cadastrado, 0 linhas recusadas. 1 saldo já tinha sido trazido antes e não foi creditado de novo.',
    );
    expect(corrigido.corpo.dados).toMatchObject({ cashbackMigrado: 0, saldosMigrados: 0, saldosJaMigrados: 1 });
    expect(await contarRazao(p.tenantId)).toEqual(antes);
    const depois = await chamar('GET', `/api/v1/admin/ClienteAdmin/${anaId}/saldo`, { token: p.admin.token });
    expect(depois.corpo.dados).toEqual(saldo.corpo.dados);
  });

  it('two imports of one file at once credit each balance once', async () => {
    const p = await criarPrograma();
    const cpfs = Array.from({ length: 600 }, () => cpfAleatorio());
    const csv = ['cpf;nome;saldoCashback;saldoPontos', ...cpfs.map((c, i) => `${c};Cliente ${i};10,01;7`)].join('\n');
    const [a, b] = await Promise.all([importar(p, { csv, lojaId: p.loja.id }), importar(p, { csv, lojaId: p.loja.id })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.corpo.dados.saldosMigrados + b.corpo.dados.saldosMigrados).toBe(1200);
    expect(a.corpo.dados.saldosJaMigrados + b.corpo.dados.saldosJaMigrados).toBe(1200);
    expect(a.corpo.dados.cashbackMigrado + b.corpo.dados.cashbackMigrado).toBeCloseTo(6006, 2);
    const soma = await prisma.lote.groupBy({
      by: ['tipoBeneficio'],
      where: { tenantId: p.tenantId },
      _sum: { valorOriginal: true },
      _count: true,
    });
    expect(
      soma
        .map((s) => ({ tipo: s.tipoBeneficio, soma: s._sum.valorOriginal?.toString(), lotes: s._count }))
        .sort((x, y) => (x.tipo < y.tipo ? -1 : 1)),
    ).toEqual([
      { tipo: 'Cashback', soma: '6006', lotes: 600 },
      { tipo: 'Pontos', soma: '4200', lotes: 600 },
    ]);
    expect(await prisma.ajusteSaldo.count({ where: { tenantId: p.tenantId } })).toBe(1200);
    // The running balance followed, by its triggers.
    const corrente = await prisma.saldoParticipacao.groupBy({
      by: ['tipoBeneficio'],
      where: { tenantId: p.tenantId },
      _sum: { disponivel: true, pendente: true },
    });
    expect(
      corrente
        .map((s) => ({ tipo: s.tipoBeneficio, disponivel: s._sum.disponivel?.toString(), pendente: s._sum.pendente?.toString() }))
        .sort((x, y) => (x.tipo < y.tipo ? -1 : 1)),
    ).toEqual([
      { tipo: 'Cashback', disponivel: '6006', pendente: '0' },
      { tipo: 'Pontos', disponivel: '4200', pendente: '0' },
    ]);
  });

  it('refuses invalid amounts and validities with their messages and line numbers; reads the accepted forms', async () => {
    const p = await criarPrograma();
    const cpfs = Array.from({ length: 11 }, () => cpfAleatorio());
    const linhas: [string, string, string][] = [
      ['12,345', '', ''],
      ['-5', '', ''],
      ['abc', '', ''],
      ['', '1,5', ''],
      ['10', '', '31/02/2027'],
      ['10', '', formatarData(daqui(-1))],
      // Accepted: plain form, R$, points with a thousands dot, today's validity, 0 = none.
      ['12.50', '', ''],
      ['R$ 1,05', '1.000', formatarData(hoje())],
      ['0', '0', 'não é data'],
      ['', '', 'ignorada'],
      ['1.234', '', daqui(10)],
    ];
    const csv = ['cpf;nome;saldoCashback;saldoPontos;validadeSaldo', ...linhas.map((l, i) => `${cpfs[i]};Pessoa ${i};${l.join(';')}`)].join(
      '\n',
    );
    const r = await importar(p, { csv, lojaId: p.loja.id });
    esperarSucesso(
      r,
      200,
      'Importação concluída: 5 clientes novos, 0 já cadastrados, 6 linhas recusadas. Saldos do programa anterior: R$ 1.247,55 em cashback e 1.000 pontos.',
    );
    const erro = (i: number, mensagem: string) => ({ linha: i + 2, cpfMascarado: mascararCpf(cpfs[i]!), mensagem });
    const cashback = 'O saldo de cashback deve ser um valor em reais com até 2 casas decimais (ex.: 12,50).';
    expect(r.corpo.dados.erros).toEqual([
      erro(0, cashback),
      erro(1, cashback),
      erro(2, cashback),
      erro(3, 'O saldo de pontos deve ser um número inteiro de pontos (ex.: 150).'),
      erro(4, 'A validade do saldo deve ser uma data dd/mm/aaaa.'),
      erro(5, 'A validade do saldo já passou.'),
    ]);
    expect(r.corpo.dados).toMatchObject({ cashbackMigrado: 1247.55, pontosMigrados: 1000, saldosMigrados: 4 });
    const lotes = await prisma.lote.findMany({ where: { tenantId: p.tenantId }, orderBy: [{ valorOriginal: 'asc' }] });
    expect(lotes.map((l) => [l.tipoBeneficio, l.valorOriginal.toString(), l.dataExpiracao?.toISOString().slice(0, 10) ?? null])).toEqual([
      ['Cashback', '1.05', hoje()],
      ['Cashback', '12.5', null],
      ['Pontos', '1000', hoje()],
      ['Cashback', '1234', daqui(10)],
    ]);
    // The refused rows wrote nothing (no person either).
    expect(await prisma.cliente.count({ where: { cpf: { in: cpfs.slice(0, 6) } } })).toBe(0);
  });

  it('a balance needs lojaId (422, nothing written); a balance column left empty does not', async () => {
    const p = await criarPrograma();
    const antes = await contarRazao(p.tenantId);
    const semLoja = 'Informe a loja (lojaId) onde os saldos do programa anterior serão creditados.';
    esperarRecusa(await importar(p, { csv: `cpf;nome;pontos\n${cpfAleatorio()};Ana;;\n${cpfAleatorio()};Bia;150\n` }), 422, semLoja);
    expect(await contarRazao(p.tenantId)).toEqual(antes);
    const r = await importar(p, { csv: `cpf;nome;cashback;pontos;validade\n${cpfAleatorio()};Ana;;0;01/01/2000\n` });
    esperarSucesso(r, 200, 'Importação concluída: 1 cliente novo, 0 já cadastrados, 0 linhas recusadas.');
    expect(r.corpo.dados).toMatchObject({ ...NADA_CREDITADO, saldosIgnorados: 0 });
  });

  it("without a validity: the store's active campaign's validity, as a manual credit; none without one", async () => {
    const p = await criarPrograma();
    await prisma.campanha.update({ where: { id: p.cashback!.id }, data: { validadeDias: 90 } });
    const cpf = cpfAleatorio();
    const r = await importar(p, { csv: `cpf;nome;cashback;pontos\n${cpf};Ana;25,00;40\n`, lojaId: p.loja.id });
    esperarSucesso(
      r,
      200,
      'Importação concluída: 1 cliente novo, 0 já cadastrados, 0 linhas recusadas. Saldos do programa anterior: R$ 25,00 em cashback e 40 pontos.',
    );
    const { lotes } = await razao(p.tenantId, (await pessoa(cpf)).id);
    expect(lotes.map((l) => [l.tipo, l.valorOriginal, l.dataExpiracao])).toEqual([
      ['Cashback', '25', daqui(90)],
      ['Pontos', '40', null],
    ]);
  });

  it('a deactivated membership stays so and its balance is not credited (saldosIgnorados)', async () => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    const id = await cadastrarPeloPdv(p, cpf, { nome: 'Inativa' });
    await desativar(p.tenantId, id);
    const r = await importar(p, { csv: `cpf;nome;cashback;pontos\n${cpf};Inativa;30,00;20\n`, lojaId: p.loja.id });
    esperarSucesso(r, 200, 'Importação concluída: 0 clientes novos, 1 já cadastrado, 0 linhas recusadas.');
    expect(r.corpo.dados).toMatchObject({ ...NADA_CREDITADO, saldosIgnorados: 2 });
    expect(await razao(p.tenantId, id)).toEqual({ lotes: [], movimentos: [], ajustes: [] });
    expect(
      (await prisma.clienteTenant.findUniqueOrThrow({ where: { tenantId_clienteId: { tenantId: p.tenantId, clienteId: id } } })).ativo,
    ).toBe(false);
  });

  it('simulates: the same counts and sums, nothing written', async () => {
    const p = await criarPrograma();
    const [novo, migrado, inativo] = [cpfAleatorio(), cpfAleatorio(), cpfAleatorio()];
    await importar(p, { csv: `cpf;nome;cashback\n${migrado};Já Migrado;5,00\n`, lojaId: p.loja.id });
    const inativoId = await cadastrarPeloPdv(p, inativo, { nome: 'Inativo' });
    await desativar(p.tenantId, inativoId);
    const csv = [
      'cpf;nome;cashback;pontos',
      `${novo};Nova;1.234,56;1.200`,
      `${migrado};Já Migrado;5,00;30`,
      `${inativo};Inativo;9,99;`,
    ].join('\n');
    const antes = await contarRazao(p.tenantId);
    const r = await importar(p, { csv, lojaId: p.loja.id, simular: true });
    esperarSucesso(
      r,
      200,
      'Simulação: 1 cliente novo, 2 já cadastrados, 0 linhas recusadas. Saldos do programa anterior: R$ 1.234,56 em cashback e 1.230 pontos. 1 saldo já tinha sido trazido antes e não foi creditado de novo. Nada foi gravado.',
    );
    expect(r.corpo.dados).toMatchObject({
      simulacao: true,
      cashbackMigrado: 1234.56,
      pontosMigrados: 1230,
      saldosMigrados: 3,
      saldosJaMigrados: 1,
      saldosIgnorados: 1,
    });
    expect(await contarRazao(p.tenantId)).toEqual(antes);
    // The import itself then does what the simulation said.
    const feito = await importar(p, { csv, lojaId: p.loja.id });
    const { simulacao: _s, ...contagens } = r.corpo.dados;
    const { simulacao: _f, ...feitas } = feito.corpo.dados;
    expect(feitas).toEqual(contagens);
  });
});

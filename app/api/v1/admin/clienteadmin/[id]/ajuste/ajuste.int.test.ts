import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prisma, sql, consulta } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarLoja, criarUsuario } from '@/lib/testing/cenario';
import { cadastrarPeloPdv, criarPrograma, venderPara, type Programa } from '@/lib/testing/cenario-clientes';
import { conferirSaldos } from '@/lib/domain/lote/conferir-saldos';
import { MENSAGENS_AJUSTE } from '@/lib/domain/ajuste/mensagens';
import { MENSAGENS } from '@/lib/erros';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { emitirTokenClube } from '@/lib/domain/clube/sessao-clube';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const caminho = (id: string) => `/api/v1/admin/ClienteAdmin/${id}/ajuste`;
const chave = () => `t-${randomUUID()}`;

function ajustar(
  p: Programa,
  clienteId: string,
  corpo: Record<string, unknown>,
  token = p.admin.token,
  query: Record<string, string> = {},
) {
  return chamar('POST', caminho(clienteId), {
    token,
    query,
    corpo: {
      operacao: 'Credito',
      tipoBeneficio: 'Cashback',
      lojaId: p.loja.id,
      motivo: 'Compensação por atendimento',
      chaveIdempotencia: chave(),
      ...corpo,
    },
  });
}

/** A member of the programme with no balance. */
const clienteSemSaldo = (p: Programa) => cadastrarPeloPdv(p, cpfAleatorio(), { nome: 'Ana Ajuste' });

const Q_SALDO_PARTICIPACAO = consulta(
  `SELECT disponivel::text FROM saldo_participacao WHERE tenant_id = $1 AND cliente_id = $2 AND tipo_beneficio = $3::"TipoBeneficio"`,
);
const Q_LOTES = consulta(
  `SELECT id, valor_original::text, valor_disponivel::text, status::text, data_expiracao::text FROM lote WHERE cliente_id = $1 AND tipo_beneficio = $2::"TipoBeneficio" ORDER BY criado_em, id`,
);
const pausa = () => new Promise((r) => setTimeout(r, 5));

async function semDivergencia(tenantId: string) {
  const c = await conferirSaldos({ tenantId });
  expect(c.divergencias).toBe(0);
  expect(c.exemplos).toEqual([]);
}

describe('POST /api/v1/admin/ClienteAdmin/{id}/ajuste', () => {
  it('a credit creates an available lot with its validity, an AjusteCredito movement and an audit row, and moves the running balance', async () => {
    const p = await criarPrograma();
    await prisma.campanha.update({ where: { id: p.cashback!.id }, data: { validadeDias: 90 } });
    const id = await clienteSemSaldo(p);
    const r = await ajustar(p, id, { valor: 12.34 });
    esperarSucesso(r, 201, MENSAGENS_AJUSTE.ajustado);
    const a = r.corpo.dados;
    expect(a).toMatchObject({ operacao: 'Credito', tipoBeneficio: 'Cashback', valor: 12.34, lotesConsumidos: [] });
    expect(a.saldoAtual).toEqual({ saldoPontos: 0, saldoCashback: 12.34, saldoPendente: 0 });
    // The campaign's 90 days, in the store's calendar.
    expect(a.dataExpiracao).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dias = (Date.parse(a.dataExpiracao!) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    expect(Math.abs(dias - 90)).toBeLessThanOrEqual(1);

    const lotes = await sql.query(Q_LOTES, [id, 'Cashback']);
    expect(lotes).toEqual([
      { id: a.loteId, valor_original: '12.34', valor_disponivel: '12.34', status: 'Disponivel', data_expiracao: a.dataExpiracao },
    ]);
    const mov = await prisma.movimentacao.findUniqueOrThrow({ where: { id: a.movimentacaoId } });
    expect(mov).toMatchObject({
      tipo: 'AjusteCredito',
      tipoBeneficio: 'Cashback',
      loteId: a.loteId,
      lojaId: p.loja.id,
      descricao: 'Bônus concedido pela loja',
    });
    expect(mov.valor.toFixed(2)).toBe('12.34');
    const [s] = await sql.query(Q_SALDO_PARTICIPACAO, [p.tenantId, id, 'Cashback']);
    expect(s).toEqual({ disponivel: '12.34' });
    const aud = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { tenantId: p.tenantId, acao: 'AjustarSaldo' } });
    expect(aud).toMatchObject({ usuarioId: p.admin.id, usuarioEmail: p.admin.email, entidade: 'Cliente', entidadeId: id });
    expect(aud.depois).toMatchObject({ operacao: 'Credito', valor: 12.34, motivo: 'Compensação por atendimento', loteId: a.loteId });

    // Points, explicit validity, in the admin history with its panel description.
    const pts = await ajustar(p, id, { tipoBeneficio: 'Pontos', valor: 200, validadeDias: 30 });
    expect(pts.status).toBe(201);
    expect(pts.corpo.dados.saldoAtual).toEqual({ saldoPontos: 200, saldoCashback: 12.34, saldoPendente: 0 });
    const h = await chamar('GET', `/api/v1/admin/ClienteAdmin/${id}/historico`, {
      token: p.admin.token,
    });
    expect(
      (h.corpo.dados.itens as { tipo: string; valor: number; descricao: string }[])
        .map((i) => `${i.tipo}:${i.valor}:${i.descricao}`)
        .sort(),
    ).toEqual(['AjusteCredito:12.34:Motivo: Compensação por atendimento', 'AjusteCredito:200:Motivo: Compensação por atendimento']);
    await semDivergencia(p.tenantId);
  });

  it('a debit consumes lots oldest first (FIFO) across stores, with an AjusteDebito movement; the balance never goes below what remains', async () => {
    const p = await criarPrograma();
    const cpf = cpfAleatorio();
    // Lot 1: R$ 3,00 from a sale (10 % of 30); lot 2: R$ 5,00 credited at another store; lot 3: R$ 4,00.
    const { clienteId: id } = await venderPara(p, cpf, 30);
    await pausa();
    const outra = await criarLoja(p.tenantId, { nome: 'Filial' });
    expect((await ajustar(p, id, { valor: 5, lojaId: outra.id })).status).toBe(201);
    await pausa();
    expect((await ajustar(p, id, { valor: 4 })).status).toBe(201);
    const antes = await sql.query<{ id: string }>(Q_LOTES, [id, 'Cashback']);

    const r = await ajustar(p, id, { operacao: 'Debito', valor: 6.5, motivo: 'Crédito lançado em duplicidade' });
    expect(r.status).toBe(201);
    expect(r.corpo.dados.lotesConsumidos).toEqual([
      { loteId: antes[0]!.id, valor: 3 },
      { loteId: antes[1]!.id, valor: 3.5 },
    ]);
    expect(r.corpo.dados.saldoAtual.saldoCashback).toBe(5.5);
    expect(r.corpo.dados.loteId).toBeNull();
    const depois = await sql.query(Q_LOTES, [id, 'Cashback']);
    expect(depois.map((l) => [l.valor_disponivel, l.status])).toEqual([
      ['0.00', 'Resgatado'],
      ['1.50', 'Disponivel'],
      ['4.00', 'Disponivel'],
    ]);
    const mov = await prisma.movimentacao.findUniqueOrThrow({ where: { id: r.corpo.dados.movimentacaoId } });
    expect(mov).toMatchObject({ tipo: 'AjusteDebito', descricao: 'Ajuste de saldo pela loja' });
    // The club shows the movement without the manager's reason.
    const { token } = await emitirTokenClube({ id, versaoSessao: 1 });
    const clube = await chamar('GET', '/api/v1/clube/historico', { token });
    expect(clube.status).toBe(200);
    const itens = clube.corpo.dados.data as { tipo: string; valor: number; descricao: string }[];
    expect(itens.filter((i) => i.tipo.startsWith('Ajuste')).map((i) => `${i.tipo}:${i.valor}:${i.descricao}`)).toEqual([
      'AjusteDebito:6.5:Ajuste de saldo pela loja',
      'AjusteCredito:4:Bônus concedido pela loja',
      'AjusteCredito:5:Bônus concedido pela loja',
    ]);
    // The movements export lists the adjustments with their kind (the panel's words) and amount.
    const csv = await chamar('GET', '/api/v1/admin/exportacao/movimentacoes', { token: p.admin.token, query: { clienteId: id } });
    expect(csv.status).toBe(200);
    const linhasAjuste = csv.texto.split(/\r?\n/).filter((l) => l.includes(';Ajuste manual ('));
    expect(linhasAjuste).toHaveLength(3);
    expect(linhasAjuste.find((l) => l.includes(';Ajuste manual (débito);'))).toContain(';6,50;');
    const consumos = await prisma.consumoLote.findMany({ where: { movimentacaoId: mov.id }, orderBy: { valor: 'asc' } });
    expect(consumos.map((c) => c.valor.toFixed(2))).toEqual(['3.00', '3.50']);
    await semDivergencia(p.tenantId);
  });

  it('a debit beyond the available balance is 422 and changes nothing', async () => {
    const p = await criarPrograma();
    const id = await clienteSemSaldo(p);
    await ajustar(p, id, { valor: 10 });
    const lotesAntes = await sql.query(Q_LOTES, [id, 'Cashback']);
    const movsAntes = await prisma.movimentacao.count({ where: { clienteId: id } });
    const r = await ajustar(p, id, { operacao: 'Debito', valor: 10.01 });
    esperarRecusa(r, 422, MENSAGENS_AJUSTE.saldoInsuficiente);
    const pts = await ajustar(p, id, { operacao: 'Debito', tipoBeneficio: 'Pontos', valor: 1 });
    expect(pts.status).toBe(422);
    expect(await sql.query(Q_LOTES, [id, 'Cashback'])).toEqual(lotesAntes);
    expect(await prisma.movimentacao.count({ where: { clienteId: id } })).toBe(movsAntes);
    expect(await prisma.ajusteSaldo.count({ where: { clienteId: id } })).toBe(1);
    expect(await prisma.auditoriaAdmin.count({ where: { tenantId: p.tenantId, acao: 'AjustarSaldo' } })).toBe(1);
  });

  it('simultaneous debits never overdraw: of 8 debits of R$ 3,00 against R$ 10,00, exactly 3 pass', async () => {
    const p = await criarPrograma();
    const id = await clienteSemSaldo(p);
    await ajustar(p, id, { valor: 4 });
    await pausa();
    await ajustar(p, id, { valor: 6 });
    const rs = await Promise.all(Array.from({ length: 8 }, () => ajustar(p, id, { operacao: 'Debito', valor: 3 })));
    expect(rs.map((r) => r.status).sort()).toEqual([201, 201, 201, 422, 422, 422, 422, 422]);
    for (const r of rs.filter((x) => x.status === 422)) expect(r.corpo.erros).toEqual([MENSAGENS_AJUSTE.saldoInsuficiente]);
    const [s] = await sql.query(Q_SALDO_PARTICIPACAO, [p.tenantId, id, 'Cashback']);
    expect(s).toEqual({ disponivel: '1.00' });
    await semDivergencia(p.tenantId);
  });

  it('a retransmission of the same key applies once and answers the same adjustment; the key with other data is 422', async () => {
    const p = await criarPrograma();
    const id = await clienteSemSaldo(p);
    const k = chave();
    const [r1, r2] = await Promise.all([
      ajustar(p, id, { valor: 7, chaveIdempotencia: k }),
      ajustar(p, id, { valor: 7, chaveIdempotencia: k }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 201]);
    expect(r1.corpo.dados.ajusteId).toBe(r2.corpo.dados.ajusteId);
    const r3 = await ajustar(p, id, { valor: 7, chaveIdempotencia: k });
    expect(r3.status).toBe(200);
    expect(r3.corpo.dados.saldoAtual.saldoCashback).toBe(7);
    // The first answer and both replays (the race's loser and the later one): the same JSON text.
    expect(new Set([r1, r2, r3].map((r) => JSON.stringify(r.corpo.dados))).size).toBe(1);
    expect(await prisma.lote.count({ where: { clienteId: id } })).toBe(1);
    const outro = await ajustar(p, id, { valor: 8, chaveIdempotencia: k });
    esperarRecusa(outro, 422, MENSAGENS_AJUSTE.chaveReutilizada);
    await semDivergencia(p.tenantId);
  });

  it('refuses Operador (403), a customer of another programme (404), bad input (400) and a store of another programme (422), changing nothing', async () => {
    const p = await criarPrograma();
    const b = await criarPrograma();
    const id = await clienteSemSaldo(p);
    const op = await ajustar(p, id, { valor: 1 }, p.operador.token);
    esperarRecusa(op, 403, MENSAGENS.acessoNegado);
    const alheio = await ajustar(b, id, { valor: 1 });
    esperarRecusa(alheio, 404, MENSAGENS_CLIENTE.naoEncontrado);
    const loja = await ajustar(p, id, { valor: 1, lojaId: b.loja.id });
    esperarRecusa(loja, 422, MENSAGENS_AJUSTE.lojaNaoEncontrada);
    const motivo = await ajustar(p, id, { valor: 1, motivo: 'ok' });
    esperarRecusa(motivo, 400, MENSAGENS_AJUSTE.motivoTamanho);
    const pontos = await ajustar(p, id, { tipoBeneficio: 'Pontos', valor: 1.5 });
    esperarRecusa(pontos, 400, MENSAGENS_AJUSTE.pontosInteiros);
    // Found by the fuzz: a points adjustment whose value also fails (0) reached the whole-points
    // rule with the raw number and answered 500. Every field's message, nothing else.
    const varios = await ajustar(p, id, { tipoBeneficio: 'Pontos', lojaId: '', valor: 0, motivo: '  !' });
    expect(varios.status).toBe(400);
    expect(varios.corpo.erros).toEqual([
      'O campo LojaId deve ser um UUID.',
      'O campo Valor deve ser maior que zero.',
      MENSAGENS_AJUSTE.motivoTamanho,
    ]);
    const centavos = await ajustar(p, id, { valor: 1.005 });
    esperarRecusa(centavos, 400, 'O campo Valor deve ter no máximo 2 casas decimais.');
    // SuperAdmin names the programme.
    const sa = await criarUsuario(null, 'SuperAdmin');
    const semTenant = await ajustar(p, id, { valor: 1 }, sa.token);
    expect(semTenant.status).toBe(400);
    const comTenant = await ajustar(p, id, { valor: 1 }, sa.token, { tenantId: p.tenantId });
    expect(comTenant.status).toBe(201);
    expect(await prisma.lote.count({ where: { clienteId: id } })).toBe(1);

    // An inactive store, then an inactive customer: 422, nothing written.
    const fechada = await criarLoja(p.tenantId, { nome: 'Fechada', ativo: false });
    const inativa = await ajustar(p, id, { valor: 1, lojaId: fechada.id });
    esperarRecusa(inativa, 422, MENSAGENS_AJUSTE.lojaInativa);
    await prisma.clienteTenant.updateMany({ where: { tenantId: p.tenantId, clienteId: id }, data: { ativo: false } });
    const cliInativo = await ajustar(p, id, { operacao: 'Debito', valor: 1 });
    esperarRecusa(cliInativo, 422, MENSAGENS_VENDA.clienteInativo);
    expect(await prisma.lote.count({ where: { clienteId: id } })).toBe(1);
    expect(await prisma.ajusteSaldo.count({ where: { clienteId: id } })).toBe(1);
  });
});

// LGPD in the club: GET /api/v1/clube/lgpd/exportar (the customer's data in every programme)
// and POST /api/v1/clube/lgpd/excluir (erasure by anonymization, money history kept).
import { describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { venderPara } from '@/lib/testing/cenario-clientes';
import { entrarNoClube, ipAleatorio } from '@/lib/testing/clube';
import { formatarCpf } from '@/lib/documentos/cpf';
import type { ExportacaoLgpd } from '@/lib/domain/lgpd/exportar-dados';
import { esperarSucesso } from '@/lib/testing/esperar';
import { DADOS_ANONIMIZADOS } from '@/app/api/v1/admin/clienteadmin/[id]/lgpd/openapi';

const solicitarPin = (cpf: string) =>
  chamar('POST', '/api/v1/clube/auth/solicitar-pin', { ip: ipAleatorio(), corpo: { cpf, canal: 'email' } });

/**
 * A customer registered with consent in programme A (PDV) and B (panel), with sales in both, a
 * points exchange, a cancelled sale and a password: every kind of record the export must carry.
 */
async function clienteEmDoisProgramas() {
  const A = await cenarioPadrao();
  const B = await cenarioPadrao({ pontos: null, cashback: { modoCashback: 'Diferido', diasLiberacao: 5, percentualCashback: '5' } });
  await prisma.tenant.update({ where: { id: A.tenantId }, data: { nome: 'Rede Alfa' } });
  await prisma.tenant.update({ where: { id: B.tenantId }, data: { nome: 'Rede Beta' } });
  const cpf = cpfAleatorio();
  const email = `lgpd${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const telefone = `1197${String(Math.floor(Math.random() * 1e7)).padStart(7, '1')}`;
  const cad = await chamar('POST', '/api/v1/cliente', {
    chave: A.chave,
    corpo: { cpf: formatarCpf(cpf), nome: 'Lúcia Garcia', email, telefone, dataNascimento: '1985-07-20', aceiteLgpd: true },
  });
  expect(cad.status).toBe(201);
  const clienteId = cad.corpo.dados.clienteId as string;
  const adminB = await criarUsuario(B.tenantId, 'AdminTenant');
  const cadB = await chamar('POST', '/api/v1/admin/ClienteAdmin', {
    token: adminB.token,
    corpo: { cpf, nome: 'Lúcia Garcia', email, telefone, aceiteLgpd: true },
  });
  expect(cadB.status).toBe(200); // the person already existed; membership and consent recorded
  await venderPara(A, cpf, 100, { documentoExterno: 'NF-1', observacao: 'Cliente pediu nota' });
  const cancelada = await venderPara(A, cpf, 30);
  expect(
    (await chamar('POST', '/api/v1/venda/cancelar', { chave: A.chave, corpo: { cnpjLoja: A.loja.cnpj, vendaId: cancelada.vendaId } }))
      .status,
  ).toBe(200);
  const troca = await chamar('POST', '/api/v1/resgate', {
    chave: A.chave,
    corpo: { cnpjLoja: A.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Pontos', pontosResgate: 40, descricaoTroca: 'Garrafa térmica' },
  });
  expect(troca.status).toBe(200);
  await venderPara(B, cpf, 80);
  const { token } = await entrarNoClube(cpf, clienteId);
  expect(
    (
      await chamar('POST', '/api/v1/clube/auth/definir-senha', {
        token,
        corpo: { novaSenha: 'SenhaLucia1', confirmacaoSenha: 'SenhaLucia1' },
      })
    ).status,
  ).toBe(200);
  return { A, B, cpf, email, telefone, clienteId, token };
}

/** Every total of the customer's lots and movements per programme (what erasure must not change). */
async function totais(clienteId: string) {
  const lotes = await pool.query(
    `SELECT tenant_id, loja_id, tipo_beneficio, status, count(*)::int AS n, sum(valor_original)::text AS original, sum(valor_disponivel)::text AS disponivel
       FROM lote WHERE cliente_id = $1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    [clienteId],
  );
  const movimentos = await pool.query(
    `SELECT tenant_id, tipo, count(*)::int AS n, sum(valor)::text AS total FROM movimentacao WHERE cliente_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
    [clienteId],
  );
  const contagens = await pool.query(
    `SELECT (SELECT count(*) FROM venda WHERE cliente_id = $1)::int AS vendas,
            (SELECT sum(valor_final) FROM venda WHERE cliente_id = $1)::text AS valor_vendas,
            (SELECT count(*) FROM resgate WHERE cliente_id = $1)::int AS resgates,
            (SELECT sum(valor) FROM resgate WHERE cliente_id = $1)::text AS valor_resgates,
            (SELECT count(*) FROM cliente_tenant WHERE cliente_id = $1)::int AS vinculos,
            (SELECT count(*) FROM consentimento_lgpd WHERE cliente_id = $1)::int AS consentimentos,
            (SELECT count(*) FROM consumo_lote c JOIN lote l ON l.id = c.lote_id WHERE l.cliente_id = $1)::int AS consumos`,
    [clienteId],
  );
  return { lotes: lotes.rows, movimentos: movimentos.rows, contagens: contagens.rows[0] };
}

describe('GET /api/v1/clube/lgpd/exportar', () => {
  it("exports the customer's data in every programme as a JSON attachment, without secrets", async () => {
    const p = await clienteEmDoisProgramas();
    const outro = await cenarioPadrao();
    await venderPara(outro, cpfAleatorio(), 50); // someone else's data in the base

    const r = await chamar('GET', '/api/v1/clube/lgpd/exportar', { token: p.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="meus-dados.json"');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.corpo.mensagem).toBe('Dados pessoais exportados.');
    const d = r.corpo.dados as ExportacaoLgpd;
    expect(d.tenantId).toBeNull();
    expect(d.geradoEm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(d.titular).toEqual({
      clienteId: p.clienteId,
      cpf: formatarCpf(p.cpf),
      nome: 'Lúcia Garcia',
      email: p.email,
      telefone: p.telefone,
      dataNascimento: '1985-07-20',
      whatsappJid: null,
      whatsappVerificadoEm: null,
      possuiSenha: true,
      dataCriacao: expect.stringMatching(/Z$/),
      dataUltimoLogin: expect.stringMatching(/Z$/),
      qrGeradoEm: expect.stringMatching(/Z$/),
      anonimizadoEm: null,
    });
    expect(d.vinculos.map((v) => [v.tenantId, v.tenantNome, v.ativo])).toEqual([
      [p.A.tenantId, 'Rede Alfa', true],
      [p.B.tenantId, 'Rede Beta', true],
    ]);
    expect(d.consentimentos.map((c) => [c.canal, c.tenantNome, c.versaoTexto, c.aceito])).toEqual([
      ['PDV', 'Rede Alfa', '2026.1', true],
      ['Painel', 'Rede Beta', '2026.1', true],
    ]);
    expect(d.saldos).toEqual([
      { tenantId: p.A.tenantId, tenantNome: 'Rede Alfa', saldoPontos: 60, saldoCashback: 10, saldoPendente: 0 },
      { tenantId: p.B.tenantId, tenantNome: 'Rede Beta', saldoPontos: 0, saldoCashback: 0, saldoPendente: 4 },
    ]);
    expect(d.vendas.map((v) => [v.tenantNome, v.valorVenda, v.status, v.documentoExterno])).toEqual([
      ['Rede Alfa', 100, 'Registrada', 'NF-1'],
      ['Rede Alfa', 30, 'Cancelada', null],
      ['Rede Beta', 80, 'Registrada', null],
    ]);
    expect(d.vendas[0]).toMatchObject({
      observacao: 'Cliente pediu nota',
      cashbackCreditado: 10,
      pontosCreditados: 100,
      valorFinal: 100,
      lojaNome: 'Loja Centro',
    });
    expect(d.vendas[1]!.canceladaEm).toMatch(/Z$/);
    expect(d.resgates).toEqual([
      {
        resgateId: expect.any(String),
        data: expect.stringMatching(/Z$/),
        tenantNome: 'Rede Alfa',
        lojaNome: 'Loja Centro',
        tipoBeneficio: 'Pontos',
        valor: 40,
        descricaoTroca: 'Garrafa térmica',
        documentoExterno: null,
        observacao: null,
      },
    ]);
    const [nMov, nLotes] = await Promise.all([
      prisma.movimentacao.count({ where: { clienteId: p.clienteId } }),
      prisma.lote.count({ where: { clienteId: p.clienteId } }),
    ]);
    expect(d.movimentacoes).toHaveLength(nMov);
    expect(d.lotes).toHaveLength(nLotes);
    expect(d.lotes.map((l) => l.status).sort()).toEqual(['Cancelado', 'Cancelado', 'Disponivel', 'Disponivel', 'Pendente']);
    expect(d.movimentacoes.find((m) => m.tipo === 'ResgatePontos')).toMatchObject({
      valor: 40,
      descricao: 'Garrafa térmica',
      tipoBeneficio: 'Pontos',
    });

    // No secret leaves: password hash, QR token, PIN hashes.
    const cli = await prisma.cliente.findUniqueOrThrow({ where: { id: p.clienteId } });
    const pins = await prisma.pinClube.findMany({ where: { clienteId: p.clienteId } });
    for (const segredo of [cli.senhaHash!, cli.qrToken, ...pins.map((x) => x.hash)]) expect(r.texto).not.toContain(segredo);
    // Nothing of the other programme's customer.
    expect(r.texto).not.toContain(outro.tenantId);
  });
});

describe('POST /api/v1/clube/lgpd/excluir', () => {
  it('requires the confirmation word (400) and changes nothing without it', async () => {
    const p = await clienteEmDoisProgramas();
    for (const [corpo, msg] of [
      [{}, 'O campo Confirmacao é obrigatório.'],
      [{ confirmacao: '' }, 'O campo Confirmacao é obrigatório.'],
      [{ confirmacao: 'excluir' }, 'Para confirmar a exclusão dos seus dados, envie confirmacao com o valor EXCLUIR.'],
      [{ confirmacao: 'ANONIMIZAR' }, 'Para confirmar a exclusão dos seus dados, envie confirmacao com o valor EXCLUIR.'],
      [{ confirmacao: true }, 'Para confirmar a exclusão dos seus dados, envie confirmacao com o valor EXCLUIR.'],
    ] as const) {
      const r = await chamar('POST', '/api/v1/clube/lgpd/excluir', { token: p.token, corpo });
      expect(r.status, JSON.stringify(corpo)).toBe(400);
      expect(r.corpo.erros).toEqual([msg]);
    }
    const cli = await prisma.cliente.findUniqueOrThrow({ where: { id: p.clienteId } });
    expect([cli.cpf, cli.anonimizadoEm]).toEqual([p.cpf, null]);
    expect((await chamar('GET', '/api/v1/clube/perfil', { token: p.token })).status).toBe(200);
  });

  it('anonymizes the person, ends the session, keeps every balance and total, and frees the CPF', async () => {
    const p = await clienteEmDoisProgramas();
    const antes = await prisma.cliente.findUniqueOrThrow({ where: { id: p.clienteId } });
    // Things that must go: a PIN waiting in the outbox, a message delivered to the e-mail, a
    // failed event still holding a PIN.
    expect((await solicitarPin(p.cpf)).status).toBe(200);
    const pendente = await prisma.eventoOutbox.findFirstOrThrow({
      where: { tipo: 'PinClube', status: 'Pendente', payload: { path: ['clienteId'], equals: p.clienteId } },
    });
    const falhado = await prisma.eventoOutbox.create({
      data: {
        tipo: 'PinClube',
        chave: `teste-falhou:${p.clienteId}`,
        status: 'Falhou',
        payload: { clienteId: p.clienteId, canal: 'email', pin: '123456' },
        ultimoErro: 'Destino recusou: código 123456',
      },
    });
    expect(await prisma.mensagemDev.count({ where: { destino: p.email } })).toBeGreaterThan(0);
    expect(await prisma.pinClube.count({ where: { clienteId: p.clienteId } })).toBeGreaterThan(0);
    // A sign-up through the store's link, not confirmed (docs/clube.md §7): the CPF, a name and a contact, waiting.
    const cadastro = await chamar('POST', '/api/v1/clube/cadastro/solicitar-codigo', {
      ip: ipAleatorio(),
      corpo: { lojaId: p.A.loja.id, cpf: p.cpf, nome: 'Lúcia G.', canal: 'email', email: 'lucia.outra@exemplo.com', aceiteLgpd: true },
    });
    expect(cadastro.status).toBe(200);
    const eventoCadastro = await prisma.eventoOutbox.findFirstOrThrow({
      where: { tipo: 'CadastroClube', payload: { path: ['cadastroId'], equals: cadastro.corpo.dados.cadastroId } },
    });
    // An earlier one whose code was delivered: the dispatcher stripped the code, the address typed stays.
    const enviado = await chamar('POST', '/api/v1/clube/cadastro/solicitar-codigo', {
      ip: ipAleatorio(),
      corpo: { lojaId: p.A.loja.id, cpf: p.cpf, nome: 'Lúcia G.', canal: 'email', email: 'lucia.antes@exemplo.com', aceiteLgpd: true },
    });
    const eventoEnviado = await prisma.eventoOutbox.findFirstOrThrow({
      where: { tipo: 'CadastroClube', payload: { path: ['cadastroId'], equals: enviado.corpo.dados.cadastroId } },
    });
    await prisma.eventoOutbox.update({
      where: { id: eventoEnviado.id },
      data: { status: 'Enviado', payload: { cadastroId: enviado.corpo.dados.cadastroId, canal: 'email', para: 'lucia.antes@exemplo.com' } },
    });
    // The sale notices are still waiting too (nobody ran the dispatcher): all of them go.
    const esperando = await prisma.eventoOutbox.count({
      where: { status: { in: ['Pendente', 'Falhou'] }, payload: { path: ['clienteId'], equals: p.clienteId } },
    });
    expect(esperando).toBe(5); // three sale notices, the PIN, the failed one
    const somasAntes = await totais(p.clienteId);
    const respostaVendaAntes = await prisma.venda.findFirstOrThrow({ where: { clienteId: p.clienteId, documentoExterno: 'NF-1' } });
    expect((respostaVendaAntes.resposta as { clienteNome: string }).clienteNome).toBe('Lúcia Garcia');

    const r = await chamar('POST', '/api/v1/clube/lgpd/excluir', { token: p.token, corpo: { confirmacao: ' EXCLUIR ' } });
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual({
      sucesso: true,
      dados: null,
      mensagem: 'Seus dados pessoais foram excluídos e sua sessão foi encerrada. O histórico financeiro foi mantido sem identificação.',
      erros: [],
    });

    // The person.
    const depois = await prisma.cliente.findUniqueOrThrow({ where: { id: p.clienteId } });
    expect(depois).toMatchObject({
      cpf: null,
      nome: 'Cliente anonimizado',
      email: null,
      telefone: null,
      dataNascimento: null,
      whatsappJid: null,
      whatsappVerificadoEm: null,
      senhaHash: null,
      versaoSessao: antes.versaoSessao + 1,
    });
    expect(depois.anonimizadoEm).not.toBeNull();
    expect(depois.qrToken).not.toBe(antes.qrToken);
    expect(await prisma.pinClube.count({ where: { clienteId: p.clienteId } })).toBe(0);
    expect(await prisma.mensagemDev.count({ where: { destino: p.email } })).toBe(0);
    expect(await prisma.cadastroClube.count({ where: { cpf: p.cpf } })).toBe(0);
    const enviadoDepois = await prisma.eventoOutbox.findUniqueOrThrow({ where: { id: eventoEnviado.id } });
    expect([enviadoDepois.status, enviadoDepois.payload]).toEqual([
      'Enviado',
      { cadastroId: enviado.corpo.dados.cadastroId, canal: 'email' },
    ]);
    for (const id of [pendente.id, falhado.id, eventoCadastro.id]) {
      const ev = await prisma.eventoOutbox.findUniqueOrThrow({ where: { id } });
      expect(ev.status).toBe('Descartado');
      expect(ev.payload).not.toHaveProperty('pin');
      expect(ev.ultimoErro).toBe('Cliente anonimizado (LGPD).');
    }
    // The money: every lot, movement, sale, redemption, membership and consent, unchanged.
    expect(await totais(p.clienteId)).toEqual(somasAntes);
    const respostaVenda = await prisma.venda.findUniqueOrThrow({ where: { id: respostaVendaAntes.id } });
    expect(respostaVenda.resposta).toEqual({ ...(respostaVendaAntes.resposta as object), clienteNome: 'Cliente anonimizado' });

    // The audit row: the erasure, by the customer (no panel user), without CPF or contacts.
    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: p.clienteId, acao: 'AnonimizacaoLgpd' } });
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({ usuarioId: null, usuarioEmail: null, tenantId: null, entidade: 'Cliente' });
    expect(auditoria[0]!.depois).toMatchObject({
      origem: 'Clube',
      pinsApagados: expect.any(Number),
      cadastrosApagados: 2,
      eventosDescartados: esperando,
    });
    expect(
      await prisma.eventoOutbox.count({
        where: { status: { in: ['Pendente', 'Falhou'] }, payload: { path: ['clienteId'], equals: p.clienteId } },
      }),
    ).toBe(0);
    const textoAuditoria = JSON.stringify(auditoria[0]);
    for (const dado of [p.cpf, formatarCpf(p.cpf), p.email, p.telefone, 'Lúcia']) expect(textoAuditoria).not.toContain(dado);
    expect(auditoria[0]!.requestId).toBe(r.headers.get('x-request-id'));

    // The session and every credential are gone.
    expect((await chamar('GET', '/api/v1/clube/perfil', { token: p.token })).status).toBe(401);
    expect((await chamar('POST', '/api/v1/clube/lgpd/excluir', { token: p.token, corpo: { confirmacao: 'EXCLUIR' } })).status).toBe(401);
    const senha = await chamar('POST', '/api/v1/clube/auth/login', { ip: ipAleatorio(), corpo: { cpf: p.cpf, senha: 'SenhaLucia1' } });
    expect([senha.status, senha.corpo.erros]).toEqual([401, ['CPF ou senha inválidos.']]);
    expect((await solicitarPin(p.cpf)).status).toBe(200); // the anti-enumeration answer; no PIN issued
    expect(await prisma.pinClube.count({ where: { clienteId: p.clienteId } })).toBe(0);

    // The PDV no longer finds the person, by CPF or by either QR token.
    const saldo = await chamar('GET', '/api/v1/resgate/saldo', { chave: p.A.chave, query: { cnpjLoja: p.A.loja.cnpj, cpfCliente: p.cpf } });
    expect([saldo.status, saldo.corpo.erros]).toEqual([404, ['Cliente não encontrado.']]);
    for (const query of [{ cpf: p.cpf }, { qr: antes.qrToken }, { qr: depois.qrToken }]) {
      const b = await chamar('GET', '/api/v1/cliente/buscar', { chave: p.A.chave, query });
      expect([b.status, b.corpo.erros], JSON.stringify(query)).toEqual([404, ['Cliente não encontrado.']]);
    }
    const operador = await criarUsuario(p.A.tenantId, 'Operador');
    expect(
      (await chamar('GET', '/api/v1/admin/cliente/identificar', { token: operador.token, query: { qr: depois.qrToken } })).status,
    ).toBe(404);
    // The programme still sees the (anonymous) customer and the frozen history.
    const adminA = await criarUsuario(p.A.tenantId, 'AdminTenant');
    const detalhe = await chamar('GET', `/api/v1/admin/ClienteAdmin/${p.clienteId}`, { token: adminA.token });
    expect(detalhe.corpo.dados).toMatchObject({
      ...DADOS_ANONIMIZADOS,
      saldoCashback: 10,
      saldoPontos: 60,
    });

    // The same CPF may register again: a new person, starting from zero.
    const novo = await chamar('POST', '/api/v1/cliente', {
      chave: p.A.chave,
      corpo: { cpf: p.cpf, nome: 'Lúcia Garcia', email: '', telefone: '', aceiteLgpd: true },
    });
    esperarSucesso(novo, 201, 'Cliente cadastrado com sucesso.');
    expect(novo.corpo.dados.clienteId).not.toBe(p.clienteId);
    const saldoNovo = await chamar('GET', '/api/v1/resgate/saldo', {
      chave: p.A.chave,
      query: { cnpjLoja: p.A.loja.cnpj, cpfCliente: p.cpf },
    });
    expect(saldoNovo.corpo.dados).toMatchObject({
      clienteId: novo.corpo.dados.clienteId,
      saldoCashback: 0,
      saldoPontos: 0,
      saldoPendente: 0,
    });
    expect(await totais(p.clienteId)).toEqual(somasAntes);
  });
});

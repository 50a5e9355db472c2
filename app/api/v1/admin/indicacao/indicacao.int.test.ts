// The referral programme, "Indique e ganhe" (docs/indicacao.md), through the real route handlers:
// the manager's configuration, the member's link in the club, the friend joining by it, and the
// job that completes a referral with its two bonuses (real lots) once the friend's purchase is past
// the grace period, or expires it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { formatarData, isoUtc } from '@/lib/datas';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { cadastrarPeloPdv, venderPara } from '@/lib/testing/cenario-clientes';
import { codigoDoSink, entrarNoClube, ipAleatorio } from '@/lib/testing/clube';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { concluirIndicacoes } from '@/lib/domain/indicacao/concluir-indicacoes';
import { normalizarCodigoIndicacao } from '@/lib/domain/indicacao/codigo-indicacao';

const M = {
  salva: 'Programa de indicação salvo com sucesso.',
  semBonus: 'Informe um bônus para quem indica ou para o amigo indicado.',
  pontosInteiros: 'Bônus em pontos deve ser um número inteiro.',
  negativo: 'O campo BonusIndicado não pode ser negativo.',
  carencia: 'O campo DiasCarencia deve ser um número inteiro entre 0 e 90.',
  limite: 'O campo LimiteMensal deve ser um número inteiro entre 1 e 100.',
  validade: 'O campo ValidadeDias deve ser um número inteiro entre 1 e 3650.',
  tipo: 'O campo TipoBeneficio deve ser Cashback ou Pontos.',
  status: 'O parâmetro status deve ser Pendente, Concluida ou Expirada.',
  acesso: 'Acesso negado.',
  semTenant: 'O campo TenantId é obrigatório.',
  tenant: 'Tenant não encontrado.',
  cadastro: 'Cadastro concluído. Bem-vindo ao clube!',
};

const DIA = 24 * 60 * 60_000;
const depoisDe = (dias: number) => new Date(Date.now() + dias * DIA + 60_000);

const PADRAO = {
  ativo: true,
  tipoBeneficio: 'Cashback',
  bonusIndicador: 10,
  bonusIndicado: 5,
  validadeDias: 30,
  compraMinima: 50,
  diasCarencia: 7,
  limiteMensal: 10,
};

/** A programme (Cashback 5 % immediate, models 2 and 3 allowed, and Pontos) with a manager, and its referrals saved with `config`. */
async function programa(config: Record<string, unknown> | null = PADRAO) {
  const c = await cenarioPadrao({ cashback: { percentualCashback: '5', permiteDescontoSobreCashbackGerado: true } });
  const gerente = await criarUsuario(c.tenantId, 'AdminTenant');
  if (config) esperarSucesso(await chamar('PUT', '/api/v1/admin/indicacao', { token: gerente.token, corpo: config }), 200, M.salva);
  return { ...c, gerente };
}

type P = Awaited<ReturnType<typeof programa>>;

/** A member of the programme (created at the counter, with an e-mail, and one purchase of R$ 10,00), signed in to the club. */
async function membro(p: P, nome = 'Maria Clara Souza', comCompra = true) {
  const cpf = cpfAleatorio();
  const clienteId = await cadastrarPeloPdv(p, cpf, { nome, email: `m.${randomUUID().slice(0, 8)}@example.com` });
  if (comCompra) await venderPara(p, cpf, 10);
  const { token } = await entrarNoClube(cpf, clienteId);
  return { cpf, clienteId, token };
}

/** The member's "Indique e ganhe" in the club. */
async function indicacaoNoClube(token: string) {
  const r = await chamar('GET', '/api/v1/clube/indicacao', { token });
  esperarSucesso(r, 200, null);
  return r.corpo.dados as Record<string, unknown>[];
}

/** A friend joining the store's programme by a link carrying `codigo`, as the sign-up page does; the friend's CPF and id. */
async function entrarPeloLink(
  lojaId: string,
  codigo: string | null,
  cpf = cpfAleatorio(),
  email = `a.${randomUUID().slice(0, 8)}@example.com`,
  telefone?: string,
) {
  const corpo = { lojaId, cpf, nome: 'João Pedro', canal: 'email', email, telefone, aceiteLgpd: true, codigoIndicacao: codigo };
  const s = await chamar('POST', '/api/v1/clube/cadastro/solicitar-codigo', { ip: ipAleatorio(), corpo });
  expect(s.status, JSON.stringify(s.corpo)).toBe(200);
  const { codigo: pin } = await codigoDoSink(s.corpo.dados.cadastroId);
  const r = await chamar('POST', '/api/v1/clube/cadastro/confirmar', {
    ip: ipAleatorio(),
    corpo: { cadastroId: s.corpo.dados.cadastroId, codigo: pin },
  });
  expect(r.status, JSON.stringify(r.corpo)).toBe(200);
  const pessoa = await prisma.cliente.findFirstOrThrow({ where: { cpf, sandbox: false } });
  return { cpf, clienteId: pessoa.id };
}

const indicacoesDo = (tenantId: string) => prisma.indicacao.findMany({ where: { tenantId }, orderBy: { criadaEm: 'asc' } });

/** The bonus lots and movements of a customer in a programme (what the referral credited). */
async function bonusDe(tenantId: string, clienteId: string) {
  const movs = await prisma.movimentacao.findMany({ where: { tenantId, clienteId, tipo: 'AjusteCredito' }, orderBy: { criadoEm: 'asc' } });
  const lotes = await prisma.lote.findMany({ where: { id: { in: movs.flatMap((m) => (m.loteId ? [m.loteId] : [])) } } });
  const expira = new Map(lotes.map((l) => [l.id, l.dataExpiracao]));
  return movs.map((m) => ({
    valor: m.valor.toFixed(2),
    descricao: m.descricao,
    tipo: m.tipoBeneficio,
    expira: expira.get(m.loteId ?? '') ?? null,
  }));
}

describe('GET/PUT /api/v1/admin/indicacao', () => {
  it('shows the defaults until the first save, then saves the whole configuration with its audit row', async () => {
    const p = await programa(null);
    const r = await chamar('GET', '/api/v1/admin/indicacao', { token: p.gerente.token });
    esperarSucesso(r, 200, null);
    expect(r.corpo.dados).toEqual({
      configurada: false,
      ativo: false,
      tipoBeneficio: 'Cashback',
      bonusIndicador: 10,
      bonusIndicado: 10,
      validadeDias: 90,
      compraMinima: 50,
      diasCarencia: 7,
      limiteMensal: 10,
      atualizadoEm: null,
      resumo: { pendentes: 0, concluidas: 0, expiradas: 0, cashbackCreditado: 0, pontosCreditados: 0 },
    });

    const corpo = { ...PADRAO, tipoBeneficio: 'Pontos', bonusIndicador: 200, bonusIndicado: 0, validadeDias: null, compraMinima: 30.5 };
    const s = await chamar('PUT', '/api/v1/admin/indicacao', { token: p.gerente.token, corpo });
    esperarSucesso(s, 200, M.salva);
    expect(s.corpo.dados).toMatchObject({
      configurada: true,
      ativo: true,
      tipoBeneficio: 'Pontos',
      bonusIndicador: 200,
      bonusIndicado: 0,
      validadeDias: null,
      compraMinima: 30.5,
      atualizadoEm: expect.stringMatching(/Z$/),
    });
    const linha = await prisma.programaIndicacao.findUniqueOrThrow({ where: { tenantId: p.tenantId } });
    expect(linha.compraMinima.toFixed(2)).toBe('30.50');
    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { tenantId: p.tenantId, acao: 'ConfigurarIndicacao' } });
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({ usuarioId: p.gerente.id, entidade: 'ProgramaIndicacao', antes: null });
    expect(auditoria[0]!.depois).toMatchObject({ tipoBeneficio: 'Pontos', bonusIndicador: 200 });
  });

  it('refuses bad values with their messages and changes nothing', async () => {
    const p = await programa(null);
    const casos: [Record<string, unknown>, string][] = [
      [{ bonusIndicador: 0, bonusIndicado: 0 }, M.semBonus],
      [{ tipoBeneficio: 'Pontos', bonusIndicador: 10.5 }, M.pontosInteiros],
      [{ bonusIndicado: -1 }, M.negativo],
      [{ diasCarencia: 91 }, M.carencia],
      [{ limiteMensal: 0 }, M.limite],
      [{ validadeDias: 0 }, M.validade],
      [{ tipoBeneficio: 'Desconto' }, M.tipo],
      [{ ativo: undefined }, 'O campo Ativo é obrigatório.'],
      [{ compraMinima: 10.555 }, 'O campo CompraMinima deve ter no máximo 2 casas decimais.'],
    ];
    for (const [mudanca, mensagem] of casos) {
      const r = await chamar('PUT', '/api/v1/admin/indicacao', { token: p.gerente.token, corpo: { ...PADRAO, ...mudanca } });
      esperarRecusa(r, 400, mensagem);
    }
    expect(await prisma.programaIndicacao.findUnique({ where: { tenantId: p.tenantId } })).toBeNull();
  });

  it('is the managers’ and the platform’s: the Operador gets 403, the SuperAdmin names the tenant', async () => {
    const p = await programa(null);
    const operador = await criarUsuario(p.tenantId, 'Operador');
    esperarRecusa(await chamar('GET', '/api/v1/admin/indicacao', { token: operador.token }), 403, M.acesso);
    esperarRecusa(await chamar('PUT', '/api/v1/admin/indicacao', { token: operador.token, corpo: PADRAO }), 403, M.acesso);
    const outro = await programa(null);
    esperarRecusa(
      await chamar('GET', '/api/v1/admin/indicacao', { token: outro.gerente.token, query: { tenantId: p.tenantId } }),
      403,
      M.acesso,
    );
    const admin = await criarUsuario(null, 'SuperAdmin');
    esperarRecusa(await chamar('GET', '/api/v1/admin/indicacao', { token: admin.token }), 400, M.semTenant);
    esperarRecusa(
      await chamar('PUT', '/api/v1/admin/indicacao', { token: admin.token, corpo: { ...PADRAO, tenantId: randomUUID() } }),
      404,
      M.tenant,
    );
    const r = await chamar('PUT', '/api/v1/admin/indicacao', { token: admin.token, corpo: { ...PADRAO, tenantId: p.tenantId } });
    esperarSucesso(r, 200, M.salva);
    expect(await prisma.programaIndicacao.count({ where: { tenantId: p.tenantId } })).toBe(1);
  });
});

describe('GET /api/v1/clube/indicacao', () => {
  it('gives the member one code and the store’s link while the referrals are on; nothing when off', async () => {
    const p = await programa();
    const m = await membro(p);
    const [item, ...resto] = await indicacaoNoClube(m.token);
    expect(resto).toEqual([]);
    expect(item).toEqual({
      tenantId: p.tenantId,
      programa: expect.any(String),
      codigo: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
      link: `http://localhost:3000/clube/participar/${p.loja.id}?indicacao=${item!.codigo}`,
      tipoBeneficio: 'Cashback',
      bonusIndicador: 10,
      bonusIndicado: 5,
      compraMinima: 50,
      diasCarencia: 7,
      limiteMensal: 10,
      prazoDias: 90,
      pendentes: 0,
      concluidas: 0,
      cashbackRecebido: 0,
      pontosRecebidos: 0,
    });
    // The same code every time (made once, kept).
    expect((await indicacaoNoClube(m.token))[0]!.codigo).toBe(item!.codigo);

    esperarSucesso(
      await chamar('PUT', '/api/v1/admin/indicacao', { token: p.gerente.token, corpo: { ...PADRAO, ativo: false } }),
      200,
      M.salva,
    );
    expect(await indicacaoNoClube(m.token)).toEqual([]);
  });
});

describe('A friend joining by the link', () => {
  it('shows the sign-up page who invited (first name) and the friend’s bonus; an unknown code shows nothing', async () => {
    const p = await programa();
    const m = await membro(p, '  Maria Clara Souza');
    const [item] = await indicacaoNoClube(m.token);
    const r = await chamar('GET', `/api/v1/clube/cadastro/loja/${p.loja.id}`, {
      ip: ipAleatorio(),
      query: { indicacao: String(item!.codigo).toLowerCase() },
    });
    esperarSucesso(r, 200, null);
    expect(r.corpo.dados.indicacao).toEqual({
      indicador: 'Maria',
      tipoBeneficio: 'Cashback',
      bonusIndicado: 5,
      compraMinima: 50,
      diasCarencia: 7,
    });
    for (const indicacao of ['ZZZZZZZZ', 'x', '']) {
      const s = await chamar('GET', `/api/v1/clube/cadastro/loja/${p.loja.id}`, { ip: ipAleatorio(), query: { indicacao } });
      expect(s.corpo.dados.indicacao).toBeNull();
    }
    // The code of another programme's member says nothing here.
    const q = await programa();
    const [outro] = await indicacaoNoClube((await membro(q)).token);
    const t = await chamar('GET', `/api/v1/clube/cadastro/loja/${p.loja.id}`, {
      ip: ipAleatorio(),
      query: { indicacao: String(outro!.codigo) },
    });
    expect(t.corpo.dados.indicacao).toBeNull();
  });

  it('completes after the grace period of a purchase of at least the minimum, crediting both sides once', async () => {
    const p = await programa();
    const m = await membro(p);
    const [item] = await indicacaoNoClube(m.token);
    const amigo = await entrarPeloLink(p.loja.id, String(item!.codigo));
    const [pendente] = await indicacoesDo(p.tenantId);
    expect(pendente).toMatchObject({ indicadorId: m.clienteId, indicadoId: amigo.clienteId, lojaId: p.loja.id, status: 'Pendente' });

    // A purchase under the minimum does not count; one of R$ 50,00 does, after 7 days.
    await venderPara(p, amigo.cpf, 49.99);
    const venda = await venderPara(p, amigo.cpf, 50);
    expect((await concluirIndicacoes(depoisDe(6))).indicacoesConcluidas).toBe(0);
    expect((await indicacoesDo(p.tenantId))[0]!.status).toBe('Pendente');
    // Two runs at once (two instances, or a run that outlived its tick): one of them completes it.
    const [r1, r2] = await Promise.all([concluirIndicacoes(depoisDe(7)), concluirIndicacoes(depoisDe(7))]);
    expect(r1.indicacoesConcluidas + r2.indicacoesConcluidas).toBeGreaterThanOrEqual(1);
    const [concluida] = await indicacoesDo(p.tenantId);
    expect(concluida).toMatchObject({ status: 'Concluida', vendaId: venda.vendaId, tipoBeneficio: 'Cashback' });
    expect(concluida!.bonusIndicador!.toFixed(2)).toBe('10.00');
    expect(concluida!.bonusIndicado!.toFixed(2)).toBe('5.00');
    expect(await bonusDe(p.tenantId, m.clienteId)).toEqual([
      { valor: '10.00', descricao: 'Bônus por indicar um amigo', tipo: 'Cashback', expira: expect.any(Date) },
    ]);
    expect(await bonusDe(p.tenantId, amigo.clienteId)).toEqual([
      { valor: '5.00', descricao: 'Bônus de boas-vindas por indicação', tipo: 'Cashback', expira: expect.any(Date) },
    ]);
    const ajustes = await prisma.ajusteSaldo.findMany({ where: { tenantId: p.tenantId }, orderBy: { valor: 'asc' } });
    expect(ajustes.map((a) => [a.motivo, a.valor.toFixed(2), a.usuarioId])).toEqual([
      ['Bônus de indicação (amigo indicado)', '5.00', null],
      ['Bônus de indicação (quem indicou)', '10.00', null],
    ]);

    // Each side is told, by the outbox; the member is not told who the friend is.
    const avisos = await prisma.eventoOutbox.findMany({
      where: { tenantId: p.tenantId, tipo: 'BonusIndicacao' },
      orderBy: { chave: 'asc' },
    });
    expect(avisos.map((a) => [a.chave, (a.payload as { clienteId: string }).clienteId])).toEqual([
      [`indicacao:${concluida!.id}:indicado`, amigo.clienteId],
      [`indicacao:${concluida!.id}:indicador`, m.clienteId],
    ]);
    // The job ran at an instant 7 days ahead: its notices are due then; the dispatcher reads the real clock.
    await prisma.eventoOutbox.updateMany({ where: { id: { in: avisos.map((a) => a.id) } }, data: { proximaTentativaEm: new Date() } });
    await despacharOutbox({ ids: avisos.map((a) => a.id) });
    const textos = await prisma.mensagemDev.findMany({ where: { chave: { in: avisos.map((a) => a.id) } }, orderBy: { assunto: 'asc' } });
    const { nome: programaNome } = await prisma.tenant.findUniqueOrThrow({ where: { id: p.tenantId } });
    const [lote] = await bonusDe(p.tenantId, m.clienteId);
    const validoAte = formatarData(lote!.expira!.toISOString().slice(0, 10));
    expect(textos.map((t) => [t.assunto, t.texto.split('\n')[0]])).toEqual([
      [
        'Você ganhou um bônus de boas-vindas',
        `Bem-vindo ao clube ${programaNome}! Pela indicação, você ganhou R$ 5,00 de cashback na ${p.loja.nome}. Válido até ${validoAte}.`,
      ],
      [
        'Você ganhou um bônus por indicar um amigo',
        `Um amigo que você indicou entrou no clube ${programaNome} e fez a compra que vale o bônus: você ganhou R$ 10,00 de cashback na ${p.loja.nome}. Válido até ${validoAte}.`,
      ],
    ]);
    expect(textos.map((t) => t.texto).join(' ')).not.toContain('João');

    // Running again credits nothing more.
    await concluirIndicacoes(depoisDe(8));
    expect(await bonusDe(p.tenantId, m.clienteId)).toHaveLength(1);
    expect(await bonusDe(p.tenantId, amigo.clienteId)).toHaveLength(1);

    // The club and the panel see it.
    expect((await indicacaoNoClube(m.token))[0]).toMatchObject({ pendentes: 0, concluidas: 1, cashbackRecebido: 10 });
    const painel = await chamar('GET', '/api/v1/admin/indicacao', { token: p.gerente.token });
    expect(painel.corpo.dados.resumo).toEqual({ pendentes: 0, concluidas: 1, expiradas: 0, cashbackCreditado: 15, pontosCreditados: 0 });
    const lista = await chamar('GET', '/api/v1/admin/indicacao/indicacoes', { token: p.gerente.token, query: { status: 'Concluida' } });
    esperarSucesso(lista, 200, null);
    expect(lista.corpo.dados).toEqual({
      itens: [
        {
          id: concluida!.id,
          status: 'Concluida',
          criadaEm: isoUtc(concluida!.criadaEm),
          concluidaEm: isoUtc(concluida!.concluidaEm!),
          indicador: { id: m.clienteId, nome: 'Maria Clara Souza' },
          indicado: { id: amigo.clienteId, nome: 'João Pedro' },
          loja: { id: p.loja.id, nome: p.loja.nome },
          vendaId: venda.vendaId,
          tipoBeneficio: 'Cashback',
          bonusIndicador: 10,
          bonusIndicado: 5,
        },
      ],
      paginacao: { pagina: 1, tamanho: 20, totalRegistros: 1 },
    });
    // By customer, on either side; another customer has none.
    for (const clienteId of [m.clienteId, amigo.clienteId.toUpperCase()]) {
      const r = await chamar('GET', '/api/v1/admin/indicacao/indicacoes', { token: p.gerente.token, query: { clienteId } });
      expect(r.corpo.dados.itens.map((i: { id: string }) => i.id)).toEqual([concluida!.id]);
    }
    const outro = await chamar('GET', '/api/v1/admin/indicacao/indicacoes', { token: p.gerente.token, query: { clienteId: randomUUID() } });
    expect(outro.corpo.dados.paginacao.totalRegistros).toBe(0);
    esperarRecusa(
      await chamar('GET', '/api/v1/admin/indicacao/indicacoes', { token: p.gerente.token, query: { clienteId: '123' } }),
      400,
      'O campo ClienteId deve ser um UUID.',
    );
    const vazia = await chamar('GET', '/api/v1/admin/indicacao/indicacoes', { token: p.gerente.token, query: { status: 'Pendente' } });
    expect(vazia.corpo.dados.paginacao.totalRegistros).toBe(0);
    esperarRecusa(
      await chamar('GET', '/api/v1/admin/indicacao/indicacoes', { token: p.gerente.token, query: { status: 'Paga' } }),
      400,
      M.status,
    );
  });

  it('is no referral for someone already in the programme (the member included), the member’s own contacts, or a malformed code', async () => {
    const p = await programa();
    const m = await membro(p);
    const [item] = await indicacaoNoClube(m.token);
    const codigo = String(item!.codigo);
    // Already a member (registered at the counter), joining by the link with the e-mail on file: let in, referred by nobody.
    const cpf = cpfAleatorio();
    const email = `j.${randomUUID().slice(0, 8)}@example.com`;
    await cadastrarPeloPdv(p, cpf, { nome: 'Já Cliente', email });
    await entrarPeloLink(p.loja.id, codigo, cpf, email);
    // The member with their own link.
    const proprio = await prisma.cliente.findUniqueOrThrow({ where: { id: m.clienteId } });
    await entrarPeloLink(p.loja.id, codigo, m.cpf, proprio.email!);
    // A malformed code is dropped at the request: the person joins, no referral.
    const r = await chamar('POST', '/api/v1/clube/cadastro/solicitar-codigo', {
      ip: ipAleatorio(),
      corpo: {
        lojaId: p.loja.id,
        cpf: cpfAleatorio(),
        nome: 'Ana',
        canal: 'email',
        email: 'y@example.com',
        aceiteLgpd: true,
        codigoIndicacao: 'não é código',
      },
    });
    expect(r.status).toBe(200);
    expect((await prisma.cadastroClube.findUniqueOrThrow({ where: { id: r.corpo.dados.cadastroId } })).codigoIndicacao).toBeNull();
    await entrarPeloLink(p.loja.id, 'não é código');
    expect(await indicacoesDo(p.tenantId)).toEqual([]);
    // The code as people may type it: any case, a dash or spaces.
    expect(normalizarCodigoIndicacao(` ${codigo.slice(0, 4).toLowerCase()}-${codigo.slice(4)} `)).toBe(codigo);
    // A new CPF with the member's own e-mail (any case), or own phone (written another way): the member again, no referral.
    await entrarPeloLink(p.loja.id, codigo, cpfAleatorio(), proprio.email!.toUpperCase());
    await prisma.cliente.update({ where: { id: m.clienteId }, data: { telefone: '11987651234' } });
    await entrarPeloLink(p.loja.id, codigo, cpfAleatorio(), `x.${randomUUID().slice(0, 8)}@example.com`, '(11) 98765-1234');
    expect(await indicacoesDo(p.tenantId)).toEqual([]);
    // A new person by the same link is one.
    await entrarPeloLink(p.loja.id, codigo.toLowerCase());
    expect(await indicacoesDo(p.tenantId)).toHaveLength(1);
  });

  it('skips a cancelled purchase, completes with the next one, and expires without one', async () => {
    const p = await programa({ ...PADRAO, diasCarencia: 0 });
    const m = await membro(p);
    const [item] = await indicacaoNoClube(m.token);
    const amigo = await entrarPeloLink(p.loja.id, String(item!.codigo));
    const venda = await venderPara(p, amigo.cpf, 80);
    const c = await chamar('POST', '/api/v1/venda/cancelar', {
      chave: p.chave,
      corpo: { cnpjLoja: p.loja.cnpj, vendaId: venda.vendaId, motivo: 'Devolução' },
    });
    expect(c.status).toBe(200);
    await concluirIndicacoes(depoisDe(1));
    expect((await indicacoesDo(p.tenantId))[0]!.status).toBe('Pendente');
    const outra = await venderPara(p, amigo.cpf, 60);
    await concluirIndicacoes(depoisDe(1));
    expect((await indicacoesDo(p.tenantId))[0]).toMatchObject({ status: 'Concluida', vendaId: outra.vendaId });

    // A second friend who never buys: expired after 90 days (plus the grace period, here 0).
    const parado = await entrarPeloLink(p.loja.id, String(item!.codigo));
    await concluirIndicacoes(depoisDe(89));
    expect((await prisma.indicacao.findFirstOrThrow({ where: { indicadoId: parado.clienteId } })).status).toBe('Pendente');
    const r = await concluirIndicacoes(depoisDe(90));
    expect(r.indicacoesExpiradas).toBeGreaterThanOrEqual(1);
    expect((await prisma.indicacao.findFirstOrThrow({ where: { indicadoId: parado.clienteId } })).status).toBe('Expirada');
    expect(await bonusDe(p.tenantId, parado.clienteId)).toEqual([]);
  });

  it('gives the referrer no bonus past the 30-day limit, and nothing while the programme is off', async () => {
    const p = await programa({
      ...PADRAO,
      diasCarencia: 0,
      limiteMensal: 1,
      tipoBeneficio: 'Pontos',
      bonusIndicador: 100,
      bonusIndicado: 50,
    });
    const m = await membro(p);
    const [item] = await indicacaoNoClube(m.token);
    const a = await entrarPeloLink(p.loja.id, String(item!.codigo));
    const b = await entrarPeloLink(p.loja.id, String(item!.codigo));
    await venderPara(p, a.cpf, 100);
    await venderPara(p, b.cpf, 100);

    esperarSucesso(
      await chamar('PUT', '/api/v1/admin/indicacao', {
        token: p.gerente.token,
        corpo: {
          ...PADRAO,
          ativo: false,
          diasCarencia: 0,
          limiteMensal: 1,
          tipoBeneficio: 'Pontos',
          bonusIndicador: 100,
          bonusIndicado: 50,
        },
      }),
      200,
      M.salva,
    );
    await concluirIndicacoes(depoisDe(1));
    expect((await indicacoesDo(p.tenantId)).map((i) => i.status)).toEqual(['Pendente', 'Pendente']);

    esperarSucesso(
      await chamar('PUT', '/api/v1/admin/indicacao', {
        token: p.gerente.token,
        corpo: { ...PADRAO, diasCarencia: 0, limiteMensal: 1, tipoBeneficio: 'Pontos', bonusIndicador: 100, bonusIndicado: 50 },
      }),
      200,
      M.salva,
    );
    await concluirIndicacoes(depoisDe(1));
    const [primeira, segunda] = await indicacoesDo(p.tenantId);
    expect([primeira!.status, primeira!.bonusIndicador!.toFixed(0), primeira!.bonusIndicado!.toFixed(0)]).toEqual([
      'Concluida',
      '100',
      '50',
    ]);
    expect([segunda!.status, segunda!.bonusIndicador!.toFixed(0), segunda!.bonusIndicado!.toFixed(0)]).toEqual(['Concluida', '0', '50']);
    expect((await bonusDe(p.tenantId, m.clienteId)).map((x) => [x.valor, x.tipo])).toEqual([['100.00', 'Pontos']]);
    // Points lots of the bonus, whole: the PDV sees them in the balance.
    const saldo = await chamar('GET', '/api/v1/resgate/saldo', { chave: p.chave, query: { cnpjLoja: p.loja.cnpj, cpfCliente: m.cpf } });
    expect(saldo.corpo.dados.saldoPontos).toBe(110); // 10 of the member's own purchase, 100 of the bonus
  });
});

describe('LGPD', () => {
  it('erasure expires a pending referral of an erased friend and ends the member’s link; the export shows each side its own', async () => {
    const p = await programa({ ...PADRAO, diasCarencia: 0 });
    const m = await membro(p);
    const [item] = await indicacaoNoClube(m.token);
    const codigo = String(item!.codigo);
    const a = await entrarPeloLink(p.loja.id, codigo);
    const b = await entrarPeloLink(p.loja.id, codigo);
    await venderPara(p, a.cpf, 100);
    await concluirIndicacoes(depoisDe(1));

    const exportacao = await chamar('GET', `/api/v1/admin/ClienteAdmin/${m.clienteId}/lgpd/exportar`, { token: p.gerente.token });
    expect(exportacao.status).toBe(200);
    expect(exportacao.corpo.dados.indicacoes).toEqual([
      expect.objectContaining({ papel: 'Indicou', status: 'Concluida', tipoBeneficio: 'Cashback', bonusRecebido: 10 }),
      expect.objectContaining({ papel: 'Indicou', status: 'Pendente', tipoBeneficio: null, bonusRecebido: null }),
    ]);
    expect(JSON.stringify(exportacao.corpo.dados.indicacoes)).not.toContain('João');
    expect(exportacao.corpo.dados.vinculos).toEqual([expect.objectContaining({ tenantId: p.tenantId, codigoIndicacao: codigo })]);
    const doAmigo = await chamar('GET', `/api/v1/admin/ClienteAdmin/${a.clienteId}/lgpd/exportar`, { token: p.gerente.token });
    expect(doAmigo.corpo.dados.indicacoes).toEqual([expect.objectContaining({ papel: 'Indicado', status: 'Concluida', bonusRecebido: 5 })]);

    const corpo = { confirmacao: 'ANONIMIZAR' };
    expect(
      (await chamar('POST', `/api/v1/admin/ClienteAdmin/${b.clienteId}/lgpd/anonimizar`, { token: p.gerente.token, corpo })).status,
    ).toBe(200);
    expect((await prisma.indicacao.findFirstOrThrow({ where: { indicadoId: b.clienteId } })).status).toBe('Expirada');
    expect(
      (await chamar('POST', `/api/v1/admin/ClienteAdmin/${m.clienteId}/lgpd/anonimizar`, { token: p.gerente.token, corpo })).status,
    ).toBe(200);
    // The erased member's code invites nobody: no invitation on the page, and a sign-up by it is no referral.
    const convite = await chamar('GET', `/api/v1/clube/cadastro/loja/${p.loja.id}`, { ip: ipAleatorio(), query: { indicacao: codigo } });
    expect(convite.corpo.dados.indicacao).toBeNull();
    const depois = await entrarPeloLink(p.loja.id, codigo);
    expect(await prisma.indicacao.count({ where: { indicadoId: depois.clienteId } })).toBe(0);
    const auditoria = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { entidadeId: b.clienteId, acao: 'AnonimizacaoLgpd' } });
    expect(auditoria.depois).toMatchObject({ indicacoesEncerradas: 1 });
  });
});

describe('Who may refer and what completes', () => {
  /** A referral of a new friend of `p` by the member `m`, backdated `dias` days (the job's window is counted from its start). */
  async function indicacaoAntiga(p: P, m: { token: string }, dias: number) {
    const [item] = await indicacaoNoClube(m.token);
    const amigo = await entrarPeloLink(p.loja.id, String(item!.codigo));
    const i = await prisma.indicacao.findFirstOrThrow({ where: { tenantId: p.tenantId, indicadoId: amigo.clienteId } });
    await prisma.indicacao.update({ where: { id: i.id }, data: { criadaEm: new Date(Date.now() - dias * DIA) } });
    return { ...amigo, indicacaoId: i.id };
  }
  const statusDe = async (id: string) => (await prisma.indicacao.findUniqueOrThrow({ where: { id } })).status;

  it('a member who never bought has no link, and their code invites nobody', async () => {
    const p = await programa();
    const m = await membro(p, 'Sem Compra', false);
    expect(await indicacaoNoClube(m.token)).toEqual([]);
    const codigo = 'K7M2Q9XA';
    await prisma.clienteTenant.update({
      where: { tenantId_clienteId: { tenantId: p.tenantId, clienteId: m.clienteId } },
      data: { codigoIndicacao: codigo },
    });
    const r = await chamar('GET', `/api/v1/clube/cadastro/loja/${p.loja.id}`, { ip: ipAleatorio(), query: { indicacao: codigo } });
    expect(r.corpo.dados.indicacao).toBeNull();
    await entrarPeloLink(p.loja.id, codigo);
    expect(await indicacoesDo(p.tenantId)).toEqual([]);
    // After a purchase, the same code works.
    await venderPara(p, m.cpf, 10);
    await entrarPeloLink(p.loja.id, codigo);
    expect(await indicacoesDo(p.tenantId)).toHaveLength(1);
  });

  it('a code of another programme records nothing; a person of another programme joining this one counts', async () => {
    const p = await programa();
    const q = await programa();
    const [deQ] = await indicacaoNoClube((await membro(q)).token);
    await entrarPeloLink(p.loja.id, String(deQ!.codigo));
    expect(await indicacoesDo(p.tenantId)).toEqual([]);

    const m = await membro(p);
    const [item] = await indicacaoNoClube(m.token);
    const cpf = cpfAleatorio();
    const email = `o.${randomUUID().slice(0, 8)}@example.com`;
    await cadastrarPeloPdv(q, cpf, { nome: 'De Outro Programa', email });
    await entrarPeloLink(p.loja.id, String(item!.codigo), cpf, email);
    expect(await indicacoesDo(p.tenantId)).toEqual([expect.objectContaining({ indicadorId: m.clienteId, status: 'Pendente' })]);
  });

  it('counts what the friend paid: a purchase of R$ 50,00 with R$ 5,00 of immediate discount is under a R$ 50,00 minimum', async () => {
    const p = await programa({ ...PADRAO, diasCarencia: 0 });
    const m = await membro(p);
    const [item] = await indicacaoNoClube(m.token);
    const amigo = await entrarPeloLink(p.loja.id, String(item!.codigo));
    const comDesconto = await venderPara(p, amigo.cpf, 50, { usarCashbackGerado: true });
    expect(comDesconto.valorFinal).toBe(47.5);
    await concluirIndicacoes(depoisDe(1));
    expect((await indicacoesDo(p.tenantId))[0]!.status).toBe('Pendente');
    const cheia = await venderPara(p, amigo.cpf, 55, { usarCashbackGerado: true });
    expect(cheia.valorFinal).toBe(52.25);
    await concluirIndicacoes(depoisDe(1));
    expect((await indicacoesDo(p.tenantId))[0]).toMatchObject({ status: 'Concluida', vendaId: cheia.vendaId });
  });

  it('only a purchase within 90 days of joining counts; expiry comes at 90 days plus the grace period', async () => {
    const p = await programa(); // grace 7 days
    const m = await membro(p);
    const tarde = await indicacaoAntiga(p, m, 91); // buys today, on day 91
    const noPrazo = await indicacaoAntiga(p, m, 89); // buys today, on day 89
    const parado = await indicacaoAntiga(p, m, 90); // never buys
    await venderPara(p, tarde.cpf, 100);
    await venderPara(p, noPrazo.cpf, 100);

    // In 5 days: no purchase is past its grace, nobody is past 97 days.
    await concluirIndicacoes(new Date(Date.now() + 5 * DIA));
    expect([await statusDe(tarde.indicacaoId), await statusDe(noPrazo.indicacaoId), await statusDe(parado.indicacaoId)]).toEqual([
      'Pendente',
      'Pendente',
      'Pendente',
    ]);
    // In 7 days: both purchases are past their grace. The one of day 89 completes (day 96); the one of
    // day 91 does not count (completion runs before expiry, so without the window it would have
    // completed), and that referral and the one without a purchase are past 97 days: expired.
    await concluirIndicacoes(depoisDe(7));
    expect(await statusDe(noPrazo.indicacaoId)).toBe('Concluida');
    expect(await statusDe(tarde.indicacaoId)).toBe('Expirada');
    expect(await statusDe(parado.indicacaoId)).toBe('Expirada');
    expect(await bonusDe(p.tenantId, tarde.clienteId)).toEqual([]);
  });

  it('a referrer switched off gets 0 and the friend theirs; a friend switched off, or the programme, completes nothing', async () => {
    const p = await programa({ ...PADRAO, diasCarencia: 0 });
    const m = await membro(p);
    const [item] = await indicacaoNoClube(m.token);
    const a = await entrarPeloLink(p.loja.id, String(item!.codigo));
    const b = await entrarPeloLink(p.loja.id, String(item!.codigo));
    await venderPara(p, a.cpf, 60);
    await venderPara(p, b.cpf, 60);
    const desligar = (clienteId: string, ativo: boolean) =>
      prisma.clienteTenant.update({ where: { tenantId_clienteId: { tenantId: p.tenantId, clienteId } }, data: { ativo } });

    // The programme (tenant) off: nothing completes.
    await prisma.tenant.update({ where: { id: p.tenantId }, data: { ativo: false } });
    await concluirIndicacoes(depoisDe(1));
    expect((await indicacoesDo(p.tenantId)).map((i) => i.status)).toEqual(['Pendente', 'Pendente']);
    await prisma.tenant.update({ where: { id: p.tenantId }, data: { ativo: true } });

    await desligar(b.clienteId, false); // the store suspects b
    await desligar(m.clienteId, false);
    await concluirIndicacoes(depoisDe(1));
    const ia = await prisma.indicacao.findFirstOrThrow({ where: { indicadoId: a.clienteId } });
    expect([ia.status, ia.bonusIndicador!.toFixed(2), ia.bonusIndicado!.toFixed(2)]).toEqual(['Concluida', '0.00', '5.00']);
    expect(await bonusDe(p.tenantId, m.clienteId)).toEqual([]);
    expect(await statusDe((await prisma.indicacao.findFirstOrThrow({ where: { indicadoId: b.clienteId } })).id)).toBe('Pendente');
  });
});

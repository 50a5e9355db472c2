// The launch campaign is one row for the whole platform: every test of it lives in this file,
// which runs its tests one after the other (no other test file writes to campanha_lancamento).
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar, envelopeDeSucesso } from '@/lib/testing/api';
import { criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

const PUBLICO = '/api/v1/campanha-lancamento';
const ADMIN = '/api/v1/admin/campanha-lancamento';
const CUPOM_INVALIDO = 'Cupom inválido ou fora do período da campanha de lançamento.';
const ESGOTADO = 'As vagas da campanha de lançamento se esgotaram.';

const horas = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

const campanha = (extra: Record<string, unknown> = {}) => ({
  titulo: 'Lançamento Fidelidade',
  descricao: 'Os primeiros clientes pagam metade nos três primeiros meses.',
  beneficio: '3 meses com 50% de desconto',
  codigoCupom: 'lancamento50',
  ativa: true,
  inicioEm: horas(-1),
  fimEm: horas(24 * 30),
  vagasTotais: 3,
  ...extra,
});

async function gerente() {
  const t = await criarTenant();
  await criarLoja(t.tenantId);
  const u = await criarUsuario(t.tenantId, 'AdminTenant');
  return { ...t, token: u.token };
}

let sa: Awaited<ReturnType<typeof criarUsuario>>;
const salvar = (corpo: unknown) => chamar('PUT', ADMIN, { token: sa.token, corpo });

beforeAll(async () => {
  await prisma.campanhaLancamento.deleteMany();
  sa = await criarUsuario(null, 'SuperAdmin');
});

describe('launch campaign', () => {
  it('answers 200 with dados null and the message when there is none, without authentication', async () => {
    const r = await chamar('GET', PUBLICO);
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual(envelopeDeSucesso(null, 'Nenhuma campanha de lançamento ativa.'));
    const admin = await chamar('GET', ADMIN, { token: sa.token });
    expect(admin.corpo).toEqual(envelopeDeSucesso(null, 'Nenhuma campanha de lançamento cadastrada.'));
  });

  it('lets SuperAdmin create and then replace the one campaign, audited, and the public sees the active one', async () => {
    const criada = await salvar(campanha({ vagasUsadas: 50, id: '8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e' }));
    esperarSucesso(criada, 200, 'Campanha de lançamento salva com sucesso.');
    const c = criada.corpo.dados;
    expect(c).toMatchObject({
      titulo: 'Lançamento Fidelidade',
      codigoCupom: 'LANCAMENTO50',
      ativa: true,
      vagasTotais: 3,
      vagasUsadas: 0, // not writable
      vagasRestantes: 3,
      vigente: true,
    });
    expect(c.id).not.toBe('8b9c0d1e-2f3a-4b4c-8d5e-6f7a8b9c0d1e');

    const publica = await chamar('GET', PUBLICO);
    expect(publica.status).toBe(200);
    expect(publica.corpo).toEqual(
      envelopeDeSucesso({
        titulo: 'Lançamento Fidelidade',
        descricao: 'Os primeiros clientes pagam metade nos três primeiros meses.',
        beneficio: '3 meses com 50% de desconto',
        codigoCupom: 'LANCAMENTO50',
        validaAte: c.fimEm,
        vagasRestantes: 3,
      }),
    );

    const trocada = await salvar(campanha({ titulo: 'Lançamento 2026', vagasTotais: null }));
    expect(trocada.corpo.dados).toMatchObject({ id: c.id, titulo: 'Lançamento 2026', vagasTotais: null, vagasRestantes: null });
    expect(await prisma.campanhaLancamento.count()).toBe(1);
    expect((await chamar('GET', PUBLICO)).corpo.dados.vagasRestantes).toBeNull();
    expect((await chamar('GET', ADMIN, { token: sa.token })).corpo.dados).toEqual(trocada.corpo.dados);

    const auditoria = await prisma.auditoriaAdmin.findMany({
      where: { entidade: 'CampanhaLancamento', entidadeId: c.id },
      orderBy: { criadoEm: 'asc' },
    });
    expect(auditoria.map((a) => a.acao)).toEqual(['CriarCampanhaLancamento', 'AtualizarCampanhaLancamento']);
    expect(auditoria[1]).toMatchObject({
      usuarioId: sa.id,
      tenantId: null,
      antes: { titulo: 'Lançamento Fidelidade' },
      depois: { titulo: 'Lançamento 2026' },
    });
  });

  it.each([
    ['inactive', { ativa: false }],
    ['not started yet', { inicioEm: horas(2) }],
    ['already ended', { inicioEm: horas(-48), fimEm: horas(-1) }],
  ])('hides a campaign that is %s', async (_caso, extra) => {
    const salva = await salvar(campanha(extra));
    expect(salva.corpo.dados.vigente).toBe(false);
    const r = await chamar('GET', PUBLICO);
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual(envelopeDeSucesso(null, 'Nenhuma campanha de lançamento ativa.'));
    // Its coupon is not accepted either.
    const g = await gerente();
    const co = await chamar('POST', '/api/v1/assinatura/checkout', {
      token: g.token,
      corpo: { plano: 'Essencial', codigoCupom: 'LANCAMENTO50' },
    });
    esperarRecusa(co, 422, CUPOM_INVALIDO);
    expect(await prisma.checkoutAssinatura.count({ where: { tenantId: g.tenantId } })).toBe(0);
  });

  it('never gives more coupon slots than vagasTotais, even to simultaneous checkouts', async () => {
    await salvar(campanha({ vagasTotais: 3, zerarVagasUsadas: true }));
    const gerentes = await Promise.all(Array.from({ length: 10 }, () => gerente()));
    const rs = await Promise.all(
      gerentes.map((g) =>
        chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: { plano: 'Essencial', codigoCupom: 'lancamento50' } }),
      ),
    );
    const aceitos = rs.filter((r) => r.status === 200);
    expect(aceitos).toHaveLength(3);
    for (const r of aceitos) expect(r.corpo.dados.codigoCupom).toBe('LANCAMENTO50');
    for (const r of rs.filter((x) => x.status !== 200)) {
      esperarRecusa(r, 422, ESGOTADO);
    }
    const linha = await prisma.campanhaLancamento.findFirstOrThrow();
    expect(linha.vagasUsadas).toBe(3);
    expect(await prisma.checkoutAssinatura.count({ where: { tenantId: { in: gerentes.map((g) => g.tenantId) } } })).toBe(3);
    const usos = await prisma.auditoriaAdmin.findMany({
      where: { acao: 'CriarCheckoutAssinatura', tenantId: { in: gerentes.map((g) => g.tenantId) } },
    });
    expect(
      usos.map((u) => u.depois as { codigoCupom: string; vagaNova: boolean }).every((d) => d.codigoCupom === 'LANCAMENTO50' && d.vagaNova),
    ).toBe(true);
    expect((await chamar('GET', PUBLICO)).corpo.dados.vagasRestantes).toBe(0);

    // A tenant that holds a slot may open another checkout with the coupon without taking a second one.
    const comVaga = gerentes[rs.indexOf(aceitos[0]!)]!;
    const outra = await chamar('POST', '/api/v1/assinatura/checkout', {
      token: comVaga.token,
      corpo: { plano: 'Rede', codigoCupom: 'LANCAMENTO50' },
    });
    expect(outra.status).toBe(200);
    expect((await prisma.campanhaLancamento.findFirstOrThrow()).vagasUsadas).toBe(3);

    // The slots used bound VagasTotais; starting a new edition zeroes them.
    const menor = await salvar(campanha({ vagasTotais: 2 }));
    esperarRecusa(menor, 422, 'O campo VagasTotais não pode ser menor que as vagas já usadas (3).');
    const zerada = await salvar(campanha({ vagasTotais: 2, zerarVagasUsadas: true }));
    expect(zerada.corpo.dados).toMatchObject({ vagasTotais: 2, vagasUsadas: 0, vagasRestantes: 2 });
  });

  it('takes one slot for a tenant that opens several checkouts with the coupon at once', async () => {
    await salvar(campanha({ vagasTotais: 5, zerarVagasUsadas: true }));
    const g = await gerente();
    const rs = await Promise.all(
      Array.from({ length: 4 }, () =>
        chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: { plano: 'Essencial', codigoCupom: 'LANCAMENTO50' } }),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await prisma.campanhaLancamento.findFirstOrThrow()).vagasUsadas).toBe(1);
    const usos = await prisma.auditoriaAdmin.findMany({ where: { acao: 'CriarCheckoutAssinatura', tenantId: g.tenantId } });
    expect(usos.map((u) => (u.depois as { vagaNova: boolean }).vagaNova).sort()).toEqual([false, false, false, true]);
  });

  it('refuses an unknown coupon and counts nothing; a checkout without coupon is unaffected by the campaign', async () => {
    await salvar(campanha({ vagasTotais: 5, zerarVagasUsadas: true }));
    const g = await gerente();
    const errado = await chamar('POST', '/api/v1/assinatura/checkout', {
      token: g.token,
      corpo: { plano: 'Essencial', codigoCupom: 'OUTRO' },
    });
    esperarRecusa(errado, 422, CUPOM_INVALIDO);
    const sem = await chamar('POST', '/api/v1/assinatura/checkout', { token: g.token, corpo: { plano: 'Essencial', codigoCupom: '' } });
    expect(sem.status).toBe(200);
    expect(sem.corpo.dados.codigoCupom).toBeNull();
    expect((await prisma.campanhaLancamento.findFirstOrThrow()).vagasUsadas).toBe(0);
  });

  it.each([
    [{ titulo: '' }, 'O campo Titulo é obrigatório.'],
    [{ titulo: 'AB' }, 'O campo Titulo deve ter no mínimo 3 caracteres.'],
    [{ beneficio: 'x'.repeat(201) }, 'O campo Beneficio deve ter no máximo 200 caracteres.'],
    [{ ativa: undefined }, 'O campo Ativa é obrigatório.'],
    [{ codigoCupom: 'LANÇA 50' }, 'O campo CodigoCupom deve ter de 3 a 40 letras sem acento, números, - ou _.'],
    [{ vagasTotais: 0 }, 'O campo VagasTotais deve ser um inteiro entre 1 e 1000000.'],
    [{ fimEm: '31/08/2026' }, 'O campo FimEm deve ser uma data-hora ISO 8601, por exemplo 2026-12-31T23:59:59Z.'],
    [{ inicioEm: '2026-09-01T00:00:00Z', fimEm: '2026-08-01T00:00:00Z' }, 'O campo FimEm deve ser igual ou posterior a InicioEm.'],
  ])('refuses %j with 400 and changes nothing', async (extra, mensagem) => {
    const antes = await prisma.campanhaLancamento.findFirstOrThrow();
    const r = await salvar(campanha(extra));
    esperarRecusa(r, 400, mensagem);
    expect(await prisma.campanhaLancamento.findFirstOrThrow()).toEqual(antes);
  });

  it('lets only SuperAdmin read and edit it (403), refuses API keys and anonymous callers (401)', async () => {
    const antes = await prisma.campanhaLancamento.findFirstOrThrow();
    const g = await criarTenant();
    for (const perfil of ['AdminTenant', 'Operador'] as const) {
      const u = await criarUsuario(g.tenantId, perfil);
      for (const r of [await chamar('GET', ADMIN, { token: u.token }), await chamar('PUT', ADMIN, { token: u.token, corpo: campanha() })]) {
        esperarRecusa(r, 403, 'Acesso negado.');
      }
    }
    for (const o of [{}, { chave: g.chave }]) {
      expect((await chamar('GET', ADMIN, o)).status).toBe(401);
      expect((await chamar('PUT', ADMIN, { ...o, corpo: campanha() })).status).toBe(401);
    }
    expect(await prisma.campanhaLancamento.findFirstOrThrow()).toEqual(antes);
    // The public endpoint ignores credentials of any kind.
    expect((await chamar('GET', PUBLICO, { chave: g.chave })).status).toBe(200);
  });
});

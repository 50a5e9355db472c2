// The demo seed (prisma/seed.ts) runs on every start with the embedded database, so running it
// again must neither duplicate rows nor touch what is there (passwords above all).
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { hashChave } from '@/lib/domain/acesso/chave-api';
import { conferirSenha } from '@/lib/domain/acesso/senha';
import { CHAVES_DEMO, LOJAS_DEMO, TENANT_DEMO, USUARIOS_DEMO } from '@/prisma/demo';
import { semearDemo } from '@/prisma/seed';

async function contar() {
  const tenantId = TENANT_DEMO.id;
  return {
    tenant: await prisma.tenant.count({ where: { OR: [{ id: tenantId }, { nome: TENANT_DEMO.nome }] } }),
    loja: await prisma.loja.count({ where: { tenantId } }),
    campanha: await prisma.campanha.count({ where: { tenantId } }),
    campanhaLoja: await prisma.campanhaLoja.count({ where: { loja: { tenantId } } }),
    chaveApi: await prisma.chaveApi.count({ where: { tenantId } }),
    usuarioAdmin: await prisma.usuarioAdmin.count({ where: { tenantId } }),
    superAdmin: await prisma.usuarioAdmin.count({ where: { email: USUARIOS_DEMO.superAdmin.email } }),
  };
}

const ESPERADO = { tenant: 1, loja: 2, campanha: 3, campanhaLoja: 3, chaveApi: 2, usuarioAdmin: 2, superAdmin: 1 };

describe('semearDemo', () => {
  it('loads the demo data once, however many times it runs', async () => {
    const url = process.env.DATABASE_URL!;
    await semearDemo(url);
    const usuariosAntes = await prisma.usuarioAdmin.findMany({
      where: { email: { in: Object.values(USUARIOS_DEMO).map((u) => u.email) } },
      orderBy: { email: 'asc' },
    });
    const segunda = await semearDemo(url);

    expect(segunda.inseridos).toEqual({ tenant: 0, loja: 0, chave_api: 0, campanha: 0, campanha_loja: 0, usuario_admin: 0 });
    expect(segunda.avisos).toEqual([]);
    expect(await contar()).toEqual(ESPERADO);

    // Two starts at once (e.g. two processes on one database) still end with one copy.
    await Promise.all([semearDemo(url), semearDemo(url)]);
    expect(await contar()).toEqual(ESPERADO);

    // A re-run keeps the users as they were: same password hash, same session version.
    const usuariosDepois = await prisma.usuarioAdmin.findMany({
      where: { email: { in: Object.values(USUARIOS_DEMO).map((u) => u.email) } },
      orderBy: { email: 'asc' },
    });
    expect(usuariosDepois).toEqual(usuariosAntes);
  });

  it('stores only the SHA-256 of the demo keys, with the prefix shown in lists', async () => {
    await semearDemo(process.env.DATABASE_URL!);
    const producao = await prisma.chaveApi.findUniqueOrThrow({ where: { id: CHAVES_DEMO.producao.id } });
    expect(producao.hash).toBe(hashChave('fid_live_demoDEMOdemoDEMOdemoDEMOdemo0001'));
    expect(producao).toMatchObject({
      tenantId: TENANT_DEMO.id,
      prefixo: 'fid_live_demoDEMO',
      nome: 'PDV demo',
      ambiente: 'Producao',
      revogadaEm: null,
    });
    const teste = await prisma.chaveApi.findUniqueOrThrow({ where: { id: CHAVES_DEMO.teste.id } });
    expect(teste.hash).toBe(hashChave('fid_test_demoDEMOdemoDEMOdemoDEMOdemo0001'));
    expect(teste.ambiente).toBe('Teste');
  });

  it('creates the stores, active campaigns and logins the banner announces', async () => {
    const r = await semearDemo(process.env.DATABASE_URL!);
    expect(r.banner).toContain('Chave de API (produção): fid_live_demoDEMOdemoDEMOdemoDEMOdemo0001');
    expect(r.banner).toContain('11222333000181');
    expect(r.banner).toContain('12ABC34501DE35');

    const lojas = await prisma.loja.findMany({
      where: { tenantId: TENANT_DEMO.id },
      include: { campanhas: { include: { campanha: true } } },
      orderBy: { nome: 'asc' },
    });
    expect(lojas.map((l) => [l.nome, l.cnpj, l.fusoHorario])).toEqual([
      [LOJAS_DEMO.centro.nome, '11222333000181', 'America/Sao_Paulo'],
      [LOJAS_DEMO.shopping.nome, '12ABC34501DE35', 'America/Sao_Paulo'],
    ]);
    const [centro, shopping] = lojas;
    const resumo = (l: typeof centro) =>
      l!.campanhas
        .map((v) => [v.tipo, v.ativa, v.campanha.nome, v.campanha.status, v.campanha.modoCashback, v.campanha.diasLiberacao])
        .sort();
    expect(resumo(centro)).toEqual([
      ['Cashback', true, 'Cashback 5%', 'Ativa', 'Imediato', 0],
      ['Pontos', true, 'Pontos 1 por real', 'Ativa', 'Imediato', 0],
    ]);
    expect(resumo(shopping)).toEqual([['Cashback', true, 'Cashback 10% liberado em 7 dias', 'Ativa', 'Diferido', 7]]);
    const cashback = centro!.campanhas.find((v) => v.tipo === 'Cashback')!.campanha;
    expect(cashback.percentualCashback?.toFixed(2)).toBe('5.00');
    expect(cashback.percentualMaximoResgate?.toFixed(2)).toBe('50.00');

    for (const u of Object.values(USUARIOS_DEMO)) {
      const linha = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { email: u.email } });
      expect(linha).toMatchObject({ perfil: u.perfil, tenantId: u.tenantId, nome: u.nome, ativo: true });
      expect(await conferirSenha(linha.senhaHash, u.senha)).toBe(true);
    }
  });
});

// Test fixtures: a tenant with an API key, stores with valid CNPJs and campaigns, written
// straight to the database. Every call makes fresh identifiers, so test files can run in
// parallel against one database without seeing each other's data.
import 'server-only';
import { randomInt } from 'node:crypto';
import { prisma } from '@/lib/db';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import type { Prisma } from '@/lib/generated/prisma/client';

export { cnpjAleatorio, cpfAleatorio } from '@/lib/documentos/gerar';
import { cnpjAleatorio } from '@/lib/documentos/gerar';

export type CampanhaTeste = Partial<Prisma.CampanhaUncheckedCreateInput> & { tipo: 'Cashback' | 'Pontos' };

export async function criarTenant(nome = 'Loja Teste') {
  const tenant = await prisma.tenant.create({ data: { nome } });
  const k = gerarChave('Producao');
  await prisma.chaveApi.create({ data: { tenantId: tenant.id, nome: 'PDV', prefixo: k.prefixo, hash: k.hash } });
  return { tenantId: tenant.id, chave: k.chave };
}

export async function criarLoja(tenantId: string, o: { nome?: string; ativo?: boolean; cnpj?: string; fusoHorario?: string } = {}) {
  return prisma.loja.create({
    data: { tenantId, cnpj: o.cnpj ?? cnpjAleatorio(), nome: o.nome ?? 'Loja Centro', ativo: o.ativo ?? true, fusoHorario: o.fusoHorario },
  });
}

/** Creates a campaign attached to stores; `Ativa` by default. */
export async function criarCampanha(tenantId: string, lojaIds: string[], c: CampanhaTeste) {
  const status = c.status ?? 'Ativa';
  return prisma.campanha.create({
    data: {
      tenantId,
      nome: c.nome ?? (c.tipo === 'Cashback' ? 'Cashback 10%' : 'Pontos 1 por real'),
      percentualCashback: c.tipo === 'Cashback' ? (c.percentualCashback ?? '10') : null,
      pontosPorReal: c.tipo === 'Pontos' ? (c.pontosPorReal ?? '1') : null,
      ...c,
      status,
      lojas: { create: lojaIds.map((lojaId) => ({ lojaId, tipo: c.tipo, ativa: status === 'Ativa' })) },
    },
  });
}

/**
 * A network's two campaigns in its stores, as the analytics ledgers have them: Cashback 10 % valid
 * 30 days (with `cashback`'s options) and Pontos 1 per real valid 60 days.
 */
export async function criarCampanhasDaRede(tenantId: string, lojaIds: string[], cashback: Partial<CampanhaTeste> = {}) {
  return {
    cashback: await criarCampanha(tenantId, lojaIds, {
      tipo: 'Cashback',
      nome: 'Cashback 10%',
      percentualCashback: '10',
      validadeDias: 30,
      ...cashback,
    }),
    pontos: await criarCampanha(tenantId, lojaIds, { tipo: 'Pontos', nome: 'Pontos 1 por real', pontosPorReal: '1', validadeDias: 60 }),
  };
}

/** The usual scenario: one tenant, one store, an immediate Cashback campaign and a Pontos one. */
export async function cenarioPadrao(o: { cashback?: Partial<CampanhaTeste> | null; pontos?: Partial<CampanhaTeste> | null } = {}) {
  const { tenantId, chave } = await criarTenant();
  const loja = await criarLoja(tenantId);
  const cashback = o.cashback === null ? null : await criarCampanha(tenantId, [loja.id], { tipo: 'Cashback', ...o.cashback });
  const pontos = o.pontos === null ? null : await criarCampanha(tenantId, [loja.id], { tipo: 'Pontos', ...o.pontos });
  return { tenantId, chave, loja, cashback, pontos };
}

/** A panel user with a password, and a token as the admin login would issue it. */
export async function criarUsuario(
  tenantId: string | null,
  perfil: 'SuperAdmin' | 'AdminTenant' | 'Operador',
  o: { email?: string; senha?: string; ativo?: boolean } = {},
) {
  const { gerarHashSenha } = await import('@/lib/domain/acesso/senha');
  const { emitirTokenAdmin } = await import('@/lib/domain/acesso/sessao-admin');
  const email = o.email ?? `${perfil.toLowerCase()}-${randomInt(1e9)}@teste.dev`;
  const senha = o.senha ?? 'Senha@12345';
  const u = await prisma.usuarioAdmin.create({
    data: { tenantId, perfil, email, nome: `Usuário ${perfil}`, senhaHash: await gerarHashSenha(senha), ativo: o.ativo ?? true },
  });
  const { token } = await emitirTokenAdmin(u);
  return { ...u, senha, token };
}

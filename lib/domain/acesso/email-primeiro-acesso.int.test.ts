// The first-access e-mail names the company that gives the access and says when its link ends,
// date and time, at the company's clock (its programme's zone) or Brasília's: an onboarding trial
// got "Seu acesso ao painel Fidelidade foi criado" and a date without a time (the UTC date, a day
// late for a link sent in the evening).
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prisma } from '@/lib/db';
import { emitirTokenSenha } from '@/lib/domain/acesso/tokens-senha';
import { renderizar, type PayloadOutbox } from '@/lib/notificacoes/mensagens';
import { chamar } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarSucesso } from '@/lib/testing/esperar';

async function textoDoEmail(email: string) {
  const e = await prisma.eventoOutbox.findFirstOrThrow({
    where: { tipo: 'EmailPrimeiroAcesso', payload: { path: ['para'], equals: email } },
    orderBy: { criadoEm: 'desc' },
  });
  const p = e.payload as PayloadOutbox & { link: string };
  return { ...renderizar('EmailPrimeiroAcesso', p)!, link: p.link };
}

async function semSenha(tenantId: string | null, nome: string) {
  return prisma.usuarioAdmin.create({
    data: { tenantId, perfil: tenantId ? 'AdminTenant' : 'SuperAdmin', nome, email: `novo-${randomUUID()}@teste.dev` },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('first-access e-mail', () => {
  it('of a tenant created with its manager names the tenant and the end of the link at Brasília’s clock', async () => {
    const sa = await criarUsuario(null, 'SuperAdmin');
    const email = `gestora-${randomUUID()}@teste.dev`;
    const r = await chamar('POST', '/api/v1/admin/tenants', {
      token: sa.token,
      corpo: { nome: 'Rede Sabor', administrador: { nome: 'Ana Gestora', email } },
    });
    esperarSucesso(r, 201, 'Tenant criado com sucesso.');
    const u = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { email } });
    const token = await prisma.tokenAdmin.findFirstOrThrow({ where: { usuarioId: u.id, tipo: 'PrimeiroAcesso' } });
    // Worked out apart from the code under test: pt-BR at São Paulo's clock ("25/11/2026, 14:05").
    const [data, hora] = token.expiraEm
      .toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' })
      .split(', ');
    const m = await textoDoEmail(email);
    expect(m).toEqual({
      assunto: 'Defina sua senha do painel Fidelidade',
      texto: `Olá, Ana Gestora! Seu acesso ao painel Fidelidade de Rede Sabor foi criado. Defina sua senha em: ${m.link}\nO link é válido até ${data} às ${hora} (horário de Brasília) e só pode ser usado uma vez.`,
      link: m.link,
    });
  });

  it('says the local date and time: sent at 23:30 in São Paulo, the link ends on the 24th, not on the UTC date', async () => {
    const t = await criarTenant('Padaria Pão Quente');
    const u = await semSenha(t.tenantId, 'Bruno');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T02:30:00Z') }); // 21/11 23:30 in São Paulo
    await prisma.$transaction((tx) => emitirTokenSenha(tx, u, 'PrimeiroAcesso'));
    const m = await textoDoEmail(u.email);
    expect(m.texto).toBe(
      `Olá, Bruno! Seu acesso ao painel Fidelidade de Padaria Pão Quente foi criado. Defina sua senha em: ${m.link}\nO link é válido até 24/11/2026 às 23:30 (horário de Brasília) e só pode ser usado uma vez.`,
    );
  });

  it('is at the programme’s clock when the tenant set one (Manaus), and names no company for the platform team', async () => {
    const t = await criarTenant('Açaí do Norte');
    await prisma.configuracaoComunicacao.create({ data: { tenantId: t.tenantId, fusoHorario: 'America/Manaus' } });
    const u = await semSenha(t.tenantId, 'Carla');
    const equipe = await semSenha(null, 'Davi');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T17:05:00Z') });
    await prisma.$transaction((tx) => emitirTokenSenha(tx, u, 'PrimeiroAcesso'));
    await prisma.$transaction((tx) => emitirTokenSenha(tx, equipe, 'PrimeiroAcesso'));
    const m = await textoDoEmail(u.email);
    expect(m.texto).toBe(
      `Olá, Carla! Seu acesso ao painel Fidelidade de Açaí do Norte foi criado. Defina sua senha em: ${m.link}\nO link é válido até 25/11/2026 às 13:05 (horário de Manaus) e só pode ser usado uma vez.`,
    );
    const d = await textoDoEmail(equipe.email);
    expect(d.texto).toBe(
      `Olá, Davi! Seu acesso ao painel Fidelidade foi criado. Defina sua senha em: ${d.link}\nO link é válido até 25/11/2026 às 14:05 (horário de Brasília) e só pode ser usado uma vez.`,
    );
  });

  it('queued before the company and the clock were in the payload, renders at Brasília’s clock without a company', () => {
    const m = renderizar('EmailPrimeiroAcesso', {
      nome: 'Eva',
      link: 'https://x/painel/primeiro-acesso',
      validoAte: '2026-11-25T17:05:00.000Z',
    });
    expect(m?.texto).toBe(
      'Olá, Eva! Seu acesso ao painel Fidelidade foi criado. Defina sua senha em: https://x/painel/primeiro-acesso\nO link é válido até 25/11/2026 às 14:05 (horário de Brasília) e só pode ser usado uma vez.',
    );
  });
});

// The pages opened from a password e-mail check the link when they open (ler-link.ts): valid,
// used, expired or unknown, without spending the token, and without telling whether an e-mail is
// registered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prisma } from '@/lib/db';
import { emitirTokenSenha, VALIDADE_PRIMEIRO_ACESSO_MS, VALIDADE_REDEFINICAO_MS } from '@/lib/domain/acesso/tokens-senha';
import { chamar } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { lerLinkDaPagina, type TipoLinkSenha } from './ler-link';

type Usuario = { id: string; email: string; nome: string; tenantId: string | null };
const emitir = (u: Usuario, tipo: TipoLinkSenha) => prisma.$transaction((tx) => emitirTokenSenha(tx, u, tipo));

async function semSenha() {
  const t = await criarTenant();
  return prisma.usuarioAdmin.create({
    data: { tenantId: t.tenantId, perfil: 'Operador', nome: 'Caixa Novo', email: `novo${crypto.randomUUID()}@teste.dev` },
  });
}

/**
 * A link sent now, on the app clock: valid until one millisecond before `validadeMs` has passed,
 * expired from then on. Its token, for what the test checks next.
 */
async function venceApos(u: Usuario, tipo: TipoLinkSenha, validadeMs: number): Promise<string> {
  const emitidoEm = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: emitidoEm });
  const token = await emitir(u, tipo);
  vi.setSystemTime(emitidoEm + validadeMs - 1);
  expect((await lerLinkDaPagina({ email: u.email, token }, tipo)).estado).toBe('valido');
  vi.setSystemTime(emitidoEm + validadeMs);
  expect(await lerLinkDaPagina({ email: u.email, token }, tipo)).toEqual({ estado: 'expirado', email: u.email, token });
  return token;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('reset link (redefinir-senha)', () => {
  it('a valid link is read without being spent: the form works afterwards, and then the link reads used', async () => {
    const u = await criarUsuario((await criarTenant()).tenantId, 'AdminTenant');
    const token = await emitir(u, 'RedefinicaoSenha');
    for (let i = 0; i < 2; i++) {
      expect(await lerLinkDaPagina({ email: u.email, token }, 'RedefinicaoSenha')).toEqual({ estado: 'valido', email: u.email, token });
    }
    // The e-mail as typed in the link (case, spaces) is the account's.
    expect((await lerLinkDaPagina({ email: ` ${u.email.toUpperCase()} `, token }, 'RedefinicaoSenha')).estado).toBe('valido');
    expect(await prisma.tokenAdmin.count({ where: { usuarioId: u.id, usadoEm: null } })).toBe(1);

    const corpo = { email: u.email, token, novaSenha: 'Trocada123', confirmacaoSenha: 'Trocada123' };
    esperarSucesso(
      await chamar('POST', '/api/v1/AuthAdmin/confirmar-redefinicao-senha', { corpo }),
      200,
      'Senha redefinida com sucesso. Faça login com a nova senha.',
    );
    expect(await lerLinkDaPagina({ email: u.email, token }, 'RedefinicaoSenha')).toEqual({ estado: 'usado', email: u.email, token });
  });

  it('a link replaced by a newer one reads used; the newer one is valid', async () => {
    const u = await criarUsuario((await criarTenant()).tenantId, 'AdminTenant');
    const antigo = await emitir(u, 'RedefinicaoSenha');
    const novo = await emitir(u, 'RedefinicaoSenha');
    expect((await lerLinkDaPagina({ email: u.email, token: antigo }, 'RedefinicaoSenha')).estado).toBe('usado');
    expect((await lerLinkDaPagina({ email: u.email, token: novo }, 'RedefinicaoSenha')).estado).toBe('valido');
  });

  it('expires 30 minutes after it was sent, on the app clock, as the API decides', async () => {
    const u = await criarUsuario((await criarTenant()).tenantId, 'AdminTenant');
    const token = await venceApos(u, 'RedefinicaoSenha', VALIDADE_REDEFINICAO_MS);
    const corpo = { email: u.email, token, novaSenha: 'Trocada123', confirmacaoSenha: 'Trocada123' };
    esperarRecusa(await chamar('POST', '/api/v1/AuthAdmin/confirmar-redefinicao-senha', { corpo }), 422, 'Token inválido ou expirado.');
  });

  it('unknown token, unknown e-mail, another account, another kind of link and an inactive account all read invalid alike', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const outro = await criarUsuario(t.tenantId, 'AdminTenant');
    const inativo = await criarUsuario(t.tenantId, 'Operador', { ativo: false });
    const token = await emitir(u, 'RedefinicaoSenha');
    const doInativo = await emitir(inativo, 'RedefinicaoSenha');
    const primeiroAcesso = await emitir(u, 'PrimeiroAcesso');
    for (const [email, tk] of [
      [u.email, 'token-que-nao-existe'],
      [`ninguem${crypto.randomUUID()}@teste.dev`, 'token-que-nao-existe'],
      [`ninguem${crypto.randomUUID()}@teste.dev`, token],
      [outro.email, token],
      [u.email, primeiroAcesso],
      [inativo.email, doInativo],
    ]) {
      expect(await lerLinkDaPagina({ email, token: tk }, 'RedefinicaoSenha')).toEqual({ estado: 'invalido', email, token: tk });
    }
    // Nothing was spent by the reads.
    expect((await lerLinkDaPagina({ email: u.email, token }, 'RedefinicaoSenha')).estado).toBe('valido');
  });

  it('a link without its e-mail or token (or with one repeated) is incomplete, and is not looked up', async () => {
    for (const q of [{}, { email: 'a@b.dev' }, { token: 'x' }, { email: '  ', token: 'x' }, { email: 'a@b.dev', token: ['x', 'y'] }]) {
      expect(await lerLinkDaPagina(q, 'RedefinicaoSenha')).toEqual({ estado: 'incompleto' });
    }
  });
});

describe('first-access link (primeiro-acesso)', () => {
  it('valid until the password is set; then used, and a replaced invitation reads used too', async () => {
    const u = await semSenha();
    const antigo = await emitir(u, 'PrimeiroAcesso');
    const token = await emitir(u, 'PrimeiroAcesso');
    expect(await lerLinkDaPagina({ email: u.email, token }, 'PrimeiroAcesso')).toEqual({ estado: 'valido', email: u.email, token });
    expect((await lerLinkDaPagina({ email: u.email, token: antigo }, 'PrimeiroAcesso')).estado).toBe('usado');
    esperarSucesso(
      await chamar('POST', '/api/v1/AuthAdmin/primeiro-acesso', {
        corpo: { email: u.email, token, senha: 'Nova12345', confirmacaoSenha: 'Nova12345' },
      }),
      200,
      'Senha definida com sucesso. Faça login para continuar.',
    );
    expect((await lerLinkDaPagina({ email: u.email, token }, 'PrimeiroAcesso')).estado).toBe('usado');
  });

  it('an unspent invitation of an account whose password is already set reads used, as the API refuses it', async () => {
    const u = await criarUsuario((await criarTenant()).tenantId, 'Operador');
    const token = await emitir(u, 'PrimeiroAcesso');
    expect((await lerLinkDaPagina({ email: u.email, token }, 'PrimeiroAcesso')).estado).toBe('usado');
    esperarRecusa(
      await chamar('POST', '/api/v1/AuthAdmin/primeiro-acesso', {
        corpo: { email: u.email, token, senha: 'Nova12345', confirmacaoSenha: 'Nova12345' },
      }),
      422,
      'Token inválido ou expirado.',
    );
  });

  it('expires 72 hours after it was sent', async () => {
    await venceApos(await semSenha(), 'PrimeiroAcesso', VALIDADE_PRIMEIRO_ACESSO_MS);
  });

  it('an unknown token or e-mail and a reset link read invalid', async () => {
    const u = await semSenha();
    const redefinicao = await emitir(u, 'RedefinicaoSenha');
    for (const [email, tk] of [
      [u.email, 'token-que-nao-existe'],
      [`ninguem${crypto.randomUUID()}@teste.dev`, 'token-que-nao-existe'],
      [u.email, redefinicao],
    ]) {
      expect((await lerLinkDaPagina({ email, token: tk }, 'PrimeiroAcesso')).estado).toBe('invalido');
    }
  });
});

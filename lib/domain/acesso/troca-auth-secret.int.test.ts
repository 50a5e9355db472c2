// Rotating AUTH_SECRET (docs/operacao.md, "Trocar o AUTH_SECRET"): sessions end, but what is at rest
// outlives it when the old secret is listed in AUTH_SECRET_ANTERIOR: a user's authenticator keeps
// working (and the secret is written again under the new key), and an opt-out link of an e-mail sent
// before the rotation still opts the customer out.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { recarregarEnv } from '@/lib/env';
import { chamar } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { programaComClientes } from '@/lib/testing/cenario-comunicacao';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { codigoTotp } from '@/lib/domain/acesso/totp';
import { lerSegredoTotp } from '@/lib/domain/acesso/segredo-totp';
import { tokenDescadastro } from '@/lib/domain/comunicacao/descadastro';
import { limparExpirados } from '@/lib/jobs/limpeza';

const PASSO = 30_000;
const original = { atual: process.env.AUTH_SECRET, anterior: process.env.AUTH_SECRET_ANTERIOR };

/** A fresh secret per test, so counts of what was written under it are this test's alone. */
const novoSegredo = () => randomBytes(32).toString('base64url');

function usarSegredos(atual: string, anteriores: string[] = []) {
  process.env.AUTH_SECRET = atual;
  if (anteriores.length) process.env.AUTH_SECRET_ANTERIOR = anteriores.join(',');
  else delete process.env.AUTH_SECRET_ANTERIOR;
  recarregarEnv();
}

afterEach(() => {
  for (const [k, v] of [
    ['AUTH_SECRET', original.atual],
    ['AUTH_SECRET_ANTERIOR', original.anterior],
  ] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  recarregarEnv();
});

/** Codes must not cross a step boundary while a test runs. */
async function inicioDoPasso() {
  const resto = Date.now() % PASSO;
  if (resto > PASSO - 8_000) await new Promise((r) => setTimeout(r, PASSO - resto + 50));
}

/** A user with two-step verification on, turned on under the current secret (code of the previous step). */
async function usuarioComDoisFatores() {
  const t = await criarTenant();
  const u = await criarUsuario(t.tenantId, 'AdminTenant');
  await inicioDoPasso();
  const ini = await chamar('POST', '/api/v1/AuthAdmin/dois-fatores/iniciar', { token: u.token });
  const segredo = ini.corpo.dados.segredo as string;
  const r = await chamar('POST', '/api/v1/AuthAdmin/dois-fatores/ativar', {
    token: u.token,
    corpo: { senha: u.senha, codigo: codigoTotp(segredo, Date.now() - PASSO) },
  });
  expect(r.status).toBe(200);
  return { ...u, segredo, token: r.corpo.dados.token as string };
}

const login = (u: { email: string; senha: string }, codigo: string) =>
  chamar('POST', '/api/v1/authadmin/login', { corpo: { email: u.email, senha: u.senha, codigo } });
const cifrado = async (id: string) => (await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id } })).totpSegredo!;

describe('rotating AUTH_SECRET: two-step secrets', () => {
  it('without the old secret listed the code is refused; listed, it signs in and the secret is written again under the new key', async () => {
    const [a, b] = [novoSegredo(), novoSegredo()];
    usarSegredos(a);
    const u = await usuarioComDoisFatores();
    const sobA = await cifrado(u.id);

    usarSegredos(b);
    // Sessions end with the rotation, as before.
    expect((await chamar('GET', '/api/v1/AuthAdmin/conta', { token: u.token })).status).toBe(401);
    esperarRecusa(await login(u, codigoTotp(u.segredo, Date.now())), 401, 'Código de verificação inválido.');
    expect(await cifrado(u.id)).toBe(sobA);

    usarSegredos(b, [a]);
    esperarSucesso(await login(u, codigoTotp(u.segredo, Date.now())), 200, 'Login realizado com sucesso.');
    const sobB = await cifrado(u.id);
    expect(sobB).not.toBe(sobA);
    // Now readable with the new secret alone: the old one protects nothing of this user any more.
    usarSegredos(b);
    expect(lerSegredoTotp(sobB)).toEqual({ segredo: u.segredo, chaveAnterior: false });
    expect(lerSegredoTotp(sobA)).toBeNull();
  });

  it('the daily clean-up writes every secret still under a previous key again, once', async () => {
    const [a, b] = [novoSegredo(), novoSegredo()];
    usarSegredos(a);
    const u1 = await usuarioComDoisFatores();
    const u2 = await usuarioComDoisFatores();
    // A third user with a pending secret only (iniciar without ativar).
    const t = await criarTenant();
    const u3 = await criarUsuario(t.tenantId, 'Operador');
    const pendente = (await chamar('POST', '/api/v1/AuthAdmin/dois-fatores/iniciar', { token: u3.token })).corpo.dados.segredo as string;

    usarSegredos(b, [a]);
    // Other test files' users hold secrets under their own process's key: unreadable here, never counted as rewritten.
    expect((await limparExpirados()).segredosTotpRecifrados).toBe(3);
    expect((await limparExpirados()).segredosTotpRecifrados).toBe(0);

    usarSegredos(b);
    expect(lerSegredoTotp(await cifrado(u1.id))).toEqual({ segredo: u1.segredo, chaveAnterior: false });
    expect(lerSegredoTotp(await cifrado(u2.id))).toEqual({ segredo: u2.segredo, chaveAnterior: false });
    const p3 = (await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: u3.id } })).totpPendente!;
    expect(lerSegredoTotp(p3)).toEqual({ segredo: pendente, chaveAnterior: false });
    await inicioDoPasso();
    esperarSucesso(await login(u1, codigoTotp(u1.segredo, Date.now())), 200, 'Login realizado com sucesso.');
  });

  it('without previous secrets the clean-up reads nothing', async () => {
    const a = novoSegredo();
    usarSegredos(a);
    const u = await usuarioComDoisFatores();
    usarSegredos(novoSegredo());
    expect((await limparExpirados()).segredosTotpRecifrados).toBe(0);
    usarSegredos(a);
    expect(lerSegredoTotp(await cifrado(u.id))).toEqual({ segredo: u.segredo, chaveAnterior: false });
  });
});

describe('rotating AUTH_SECRET: unsubscribe links of e-mails already sent', () => {
  it('a link signed before the rotation opts out when the old secret is listed, and is refused when it is not', async () => {
    const [a, b] = [novoSegredo(), novoSegredo()];
    const p = await programaComClientes(1);
    const cliente = p.clientes[0]!;
    usarSegredos(a);
    const t = tokenDescadastro(cliente, p.tenantId, 'Email');

    usarSegredos(b);
    esperarRecusa(await chamar('POST', '/api/v1/clube/descadastro', { query: { t } }), 404, 'Link de descadastro inválido.');
    const preferencia = () =>
      prisma.preferenciaComunicacao.findUniqueOrThrow({ where: { tenantId_clienteId: { tenantId: p.tenantId, clienteId: cliente } } });
    expect((await preferencia()).email).toBe(true);

    usarSegredos(b, [novoSegredo(), a]);
    esperarSucesso(
      await chamar('POST', '/api/v1/clube/descadastro', { query: { t } }),
      200,
      'Pronto: você não receberá mais mensagens de marketing por este canal.',
    );
    expect((await preferencia()).email).toBe(false);
    // New links are signed under the current secret only.
    const novo = tokenDescadastro(cliente, p.tenantId, 'WhatsApp');
    usarSegredos(a);
    esperarRecusa(await chamar('GET', '/api/v1/clube/descadastro', { query: { t: novo } }), 404, 'Link de descadastro inválido.');
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa } from '@/lib/testing/esperar';

const CAMINHO = '/api/v1/admin/AdminDispositivo';
const novoToken = () => `fcm-${randomUUID()}`;

async function usuario(perfil: 'AdminTenant' | 'Operador' = 'AdminTenant') {
  const t = await criarTenant();
  const u = await criarUsuario(t.tenantId, perfil);
  return { ...t, usuario: u, token: u.token };
}

/** DELETE with the device token as a JSON string literal (spec: "a JSON string"). */
const remover = (token: string, valor: string) => chamar('DELETE', CAMINHO, { token, corpoTexto: JSON.stringify(valor) });

describe('AdminDispositivo', () => {
  it('registers a device for the caller, and registering the same token again updates it (idempotent)', async () => {
    const g = await usuario();
    const tokenDispositivo = novoToken();
    const r = await chamar('POST', CAMINHO, {
      token: g.token,
      corpo: { token: tokenDispositivo, plataforma: 'android', nome: 'Celular da gerência' },
    });
    expect(r.status).toBe(200);
    expect(r.corpo).toMatchObject({ sucesso: true, mensagem: 'Dispositivo registrado com sucesso.', erros: [] });
    expect(r.corpo.dados).toEqual({
      id: expect.any(String),
      plataforma: 'android',
      nome: 'Celular da gerência',
      criadoEm: expect.stringMatching(/Z$/),
    });
    const linha = await prisma.dispositivoAdmin.findUniqueOrThrow({ where: { token: tokenDispositivo } });
    expect(linha).toMatchObject({ id: r.corpo.dados.id, usuarioId: g.usuario.id, plataforma: 'android', nome: 'Celular da gerência' });

    const de_novo = await chamar('POST', CAMINHO, { token: g.token, corpo: { token: tokenDispositivo, plataforma: 'ios' } });
    expect(de_novo.status).toBe(200);
    // Same device, platform updated, the name kept when not sent.
    expect(de_novo.corpo.dados).toEqual({ ...r.corpo.dados, plataforma: 'ios' });
    expect(await prisma.dispositivoAdmin.count({ where: { token: tokenDispositivo } })).toBe(1);

    const auditoria = await prisma.auditoriaAdmin.findMany({
      where: { entidade: 'DispositivoAdmin', entidadeId: linha.id },
      orderBy: { criadoEm: 'asc' },
    });
    expect(auditoria.map((a) => a.acao)).toEqual(['RegistrarDispositivo', 'AtualizarDispositivo']);
    expect(auditoria[1]).toMatchObject({ tenantId: g.tenantId, usuarioId: g.usuario.id, usuarioEmail: g.usuario.email });
    expect(auditoria[1]!.antes).toEqual({ plataforma: 'android', nome: 'Celular da gerência', doUsuario: true });
    expect(auditoria[1]!.depois).toEqual({ plataforma: 'ios', nome: 'Celular da gerência', doUsuario: true });
    // The token never reaches the audit.
    expect(JSON.stringify(auditoria)).not.toContain(tokenDispositivo);
  });

  it('accepts every profile, moves a token to the user who registers it, and ignores fields the caller may not set', async () => {
    const a = await usuario('Operador');
    const b = await usuario('AdminTenant');
    const sa = await criarUsuario(null, 'SuperAdmin');
    const tokenDispositivo = novoToken();
    const outroUsuario = randomUUID();
    const r = await chamar('POST', CAMINHO, {
      token: a.token,
      corpo: { token: tokenDispositivo, plataforma: 'web', usuarioId: outroUsuario, id: randomUUID(), criadoEm: '2020-01-01T00:00:00Z' },
    });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.nome).toBeNull();
    expect(r.corpo.dados.criadoEm).not.toBe('2020-01-01T00:00:00Z');
    expect((await prisma.dispositivoAdmin.findUniqueOrThrow({ where: { token: tokenDispositivo } })).usuarioId).toBe(a.usuario.id);

    // Another person logs in on the same device: the token now belongs to them.
    const movido = await chamar('POST', CAMINHO, { token: b.token, corpo: { token: tokenDispositivo, plataforma: 'web', nome: 'Balcão' } });
    expect(movido.status).toBe(200);
    expect(movido.corpo.dados.id).toBe(r.corpo.dados.id);
    expect((await prisma.dispositivoAdmin.findUniqueOrThrow({ where: { token: tokenDispositivo } })).usuarioId).toBe(b.usuario.id);
    const audit = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { entidadeId: r.corpo.dados.id, acao: 'AtualizarDispositivo' } });
    expect(audit.antes).toEqual({ plataforma: 'web', nome: null, doUsuario: false });

    const doSa = await chamar('POST', CAMINHO, { token: sa.token, corpo: { token: novoToken(), plataforma: 'ios' } });
    expect(doSa.status).toBe(200);
  });

  it('registers the same new token from two simultaneous requests as one device', async () => {
    const g = await usuario();
    const tokenDispositivo = novoToken();
    const rs = await Promise.all(
      Array.from({ length: 5 }, () =>
        chamar('POST', CAMINHO, { token: g.token, corpo: { token: tokenDispositivo, plataforma: 'android' } }),
      ),
    );
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(rs.map((r) => r.corpo.dados.id)).size).toBe(1);
    expect(await prisma.dispositivoAdmin.count({ where: { token: tokenDispositivo } })).toBe(1);
  });

  it.each([
    [{ plataforma: 'ios' }, 'O campo Token é obrigatório.'],
    [{ token: '   ', plataforma: 'ios' }, 'O campo Token é obrigatório.'],
    [{ token: 'x'.repeat(501), plataforma: 'ios' }, 'O campo Token deve ter no máximo 500 caracteres.'],
    [{ token: 'abc' }, 'O campo Plataforma é obrigatório.'],
    [{ token: 'abc', plataforma: 'windows' }, 'O campo Plataforma deve ser android, ios ou web.'],
    [{ token: 'abc', plataforma: 'ios', nome: 'x'.repeat(101) }, 'O campo Nome deve ter no máximo 100 caracteres.'],
  ])('refuses the registration %j with 400', async (corpo, mensagem) => {
    const g = await usuario();
    const r = await chamar('POST', CAMINHO, { token: g.token, corpo });
    esperarRecusa(r, 400, mensagem);
    expect(await prisma.dispositivoAdmin.count({ where: { usuarioId: g.usuario.id } })).toBe(0);
  });

  it("unregisters the caller's own device from a JSON string body, audited", async () => {
    const g = await usuario('Operador');
    const tokenDispositivo = novoToken();
    const criado = await chamar('POST', CAMINHO, { token: g.token, corpo: { token: tokenDispositivo, plataforma: 'android' } });
    const r = await remover(g.token, tokenDispositivo);
    expect(r.status).toBe(200);
    expect(r.corpo).toEqual({ sucesso: true, dados: null, mensagem: 'Dispositivo removido com sucesso.', erros: [] });
    expect(await prisma.dispositivoAdmin.count({ where: { token: tokenDispositivo } })).toBe(0);
    const audit = await prisma.auditoriaAdmin.findFirstOrThrow({
      where: { entidadeId: criado.corpo.dados.id, acao: 'RemoverDispositivo' },
    });
    expect(audit).toMatchObject({
      tenantId: g.tenantId,
      usuarioId: g.usuario.id,
      antes: { plataforma: 'android', nome: null, doUsuario: true },
    });

    const outraVez = await remover(g.token, tokenDispositivo);
    esperarRecusa(outraVez, 404, 'Dispositivo não encontrado.');
  });

  it("does not unregister another user's device (another tenant or the same): 404 and the row stays", async () => {
    const a = await usuario();
    const b = await usuario();
    const colega = await criarUsuario(b.tenantId, 'Operador');
    const tokenDeB = novoToken();
    await chamar('POST', CAMINHO, { token: b.token, corpo: { token: tokenDeB, plataforma: 'ios', nome: 'iPhone' } });
    const antes = await prisma.dispositivoAdmin.findUniqueOrThrow({ where: { token: tokenDeB } });
    for (const quem of [a.token, colega.token]) {
      const r = await remover(quem, tokenDeB);
      expect(r.status).toBe(404);
      expect(r.corpo).toEqual(envelopeDeErro('Dispositivo não encontrado.'));
    }
    expect(await prisma.dispositivoAdmin.findUniqueOrThrow({ where: { token: tokenDeB } })).toEqual(antes);
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: antes.id, acao: 'RemoverDispositivo' } })).toBe(0);
  });

  it.each([
    [
      'an object',
      JSON.stringify({ token: 'abc' }),
      'O corpo da requisição deve ser o token do dispositivo como string JSON, por exemplo "abc123".',
    ],
    ['a number', '123', 'O corpo da requisição deve ser o token do dispositivo como string JSON, por exemplo "abc123".'],
    ['null', 'null', 'O campo Token é obrigatório.'],
    ['an empty string', '""', 'O campo Token é obrigatório.'],
    ['a token of 501 characters', JSON.stringify('x'.repeat(501)), 'O campo Token deve ter no máximo 500 caracteres.'],
    ['an unquoted token', 'abc123', 'O corpo da requisição não é um JSON válido.'],
    ['no body', '', 'O corpo da requisição é obrigatório.'],
    ['a body over 64 KiB', JSON.stringify('x'.repeat(70_000)), 'O corpo da requisição excede o tamanho máximo permitido.'],
  ])('refuses DELETE with %s: 400', async (_caso, corpoTexto, mensagem) => {
    const g = await usuario();
    const r = await chamar('DELETE', CAMINHO, { token: g.token, corpoTexto });
    esperarRecusa(r, 400, mensagem);
  });

  it('refuses anonymous callers and API keys with 401, before reading the body', async () => {
    const g = await usuario();
    for (const o of [{}, { chave: g.chave }, { token: 'nao-e-um-jwt' }]) {
      expect((await chamar('POST', CAMINHO, { ...o, corpo: { token: novoToken(), plataforma: 'ios' } })).status).toBe(401);
      const d = await chamar('DELETE', CAMINHO, { ...o, corpoTexto: 'isto não é JSON' });
      esperarRecusa(d, 401, 'Não autorizado.');
    }
  });
});

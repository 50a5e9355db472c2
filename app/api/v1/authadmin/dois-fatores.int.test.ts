// Two-step verification of the panel users through the real route handlers (docs/api-decisoes.md
// "Two-step verification"): turning it on, the login with and without the code, recovery codes,
// the per-user limit, turning it off, an administrator's reset, and the previous sign-in.
import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { renderizar } from '@/lib/notificacoes/mensagens';
import { codigoTotp } from '@/lib/domain/acesso/totp';

const LOGIN = '/api/v1/authadmin/login';
const CODIGO_NECESSARIO = 'Informe o código de verificação do aplicativo autenticador.';
const CODIGO_INVALIDO = 'Código de verificação inválido.';
const CREDENCIAIS = 'Credenciais inválidas.';
const PASSO = 30_000;

type Usuario = Awaited<ReturnType<typeof criarUsuario>>;

/** The status a token gets from the API (200 while its session lives, 401 once it ended). */
const abre = async (token: string) => (await chamar('GET', '/api/v1/AuthAdmin/conta', { token })).status;

/** Codes of consecutive steps must not cross a step boundary while a test runs: start early in one. */
async function inicioDoPasso() {
  const resto = Date.now() % PASSO;
  if (resto > PASSO - 8_000) await new Promise((r) => setTimeout(r, PASSO - resto + 50));
}

/** The app's code `passos` steps from now (the window accepts -1, 0, +1). */
const codigo = (segredo: string, passos = 0) => codigoTotp(segredo, Date.now() + passos * PASSO);

/** Turns it on for `u` with the code of the previous step (so the current and next steps are left for the test). */
async function ativar(u: Usuario) {
  await inicioDoPasso();
  const ini = await chamar('POST', '/api/v1/AuthAdmin/dois-fatores/iniciar', { token: u.token });
  const segredo = ini.corpo.dados.segredo as string;
  const r = await chamar('POST', '/api/v1/AuthAdmin/dois-fatores/ativar', {
    token: u.token,
    corpo: { senha: u.senha, codigo: codigo(segredo, -1) },
  });
  expect(r.status).toBe(200);
  return { segredo, codigos: r.corpo.dados.codigosRecuperacao as string[], token: r.corpo.dados.token as string };
}

const login = (u: Usuario, codigoInformado?: string, senha = u.senha) =>
  chamar('POST', LOGIN, { corpo: { email: u.email, senha, ...(codigoInformado === undefined ? {} : { codigo: codigoInformado }) } });

const avisos = (u: Usuario) =>
  prisma.eventoOutbox.findMany({
    where: { tipo: 'EmailDoisFatores', payload: { path: ['para'], equals: u.email } },
    orderBy: { criadoEm: 'asc' },
  });

describe('turning two-step verification on (POST /AuthAdmin/dois-fatores/iniciar and /ativar)', () => {
  it('a pending secret, then a current code and the password: recovery codes once, other sessions end, audit row, notice', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'Operador');
    const outra = (await login(u)).corpo.dados.token as string;
    await inicioDoPasso();

    const ini = await chamar('POST', '/api/v1/authadmin/DOIS-FATORES/Iniciar', { token: u.token });
    esperarSucesso(ini, 200, 'Leia o código QR no aplicativo autenticador e confirme com o código que ele mostrar.');
    const segredo = ini.corpo.dados.segredo as string;
    expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
    expect(ini.corpo.dados.uri).toBe(
      `otpauth://totp/Fidelidade%3A${encodeURIComponent(u.email)}?secret=${segredo}&issuer=Fidelidade&algorithm=SHA1&digits=6&period=30`,
    );
    // Stored encrypted; nothing changes for the login until it is confirmed.
    const pendente = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: u.id } });
    expect(pendente.totpPendente).toMatch(/^v1:/);
    expect(pendente.totpPendente).not.toContain(segredo);
    expect(pendente.totpAtivadoEm).toBeNull();
    expect((await login(u)).status).toBe(200);

    const ATIVAR = '/api/v1/AuthAdmin/dois-fatores/ativar';
    esperarRecusa(
      await chamar('POST', ATIVAR, { token: u.token, corpo: { senha: 'Errada123', codigo: codigo(segredo) } }),
      422,
      'A senha atual não confere.',
    );
    esperarRecusa(
      await chamar('POST', ATIVAR, { token: u.token, corpo: { senha: u.senha, codigo: codigo(segredo, 3) } }),
      422,
      CODIGO_INVALIDO,
    );
    esperarRecusa(await chamar('POST', ATIVAR, { token: u.token, corpo: { senha: u.senha } }), 400, 'O campo Codigo é obrigatório.');

    const r = await chamar('POST', ATIVAR, { token: u.token, corpo: { senha: u.senha, codigo: codigo(segredo) } });
    esperarSucesso(r, 200, 'Verificação em duas etapas ativada. Guarde os códigos de recuperação: eles não serão mostrados de novo.');
    const codigos = r.corpo.dados.codigosRecuperacao as string[];
    expect(codigos).toHaveLength(10);
    for (const c of codigos) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(new Set(codigos).size).toBe(10);
    expect(r.headers.get('cache-control')).toBe('no-store');

    // The other sessions end (the caller's old token too); the new token works.
    expect(await abre(u.token)).toBe(401);
    expect(await abre(outra)).toBe(401);
    const conta = await chamar('GET', '/api/v1/AuthAdmin/conta', { token: r.corpo.dados.token });
    expect(conta.corpo.dados).toMatchObject({ doisFatoresAtivadoEm: expect.any(String), codigosRecuperacaoRestantes: 10 });
    expect(conta.texto).not.toContain(segredo);

    // At rest: the secret encrypted, the codes hashed; never in the audit row.
    const depois = await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: u.id } });
    expect(depois).toMatchObject({ totpPendente: null, totpAtivadoEm: expect.any(Date) });
    expect(depois.totpSegredo).toMatch(/^v1:/);
    expect(depois.totpSegredo).not.toContain(segredo);
    const hashes = await prisma.codigoRecuperacaoAdmin.findMany({ where: { usuarioId: u.id } });
    expect(hashes).toHaveLength(10);
    for (const h of hashes) expect(h.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(hashes)).not.toContain(codigos[0]!.replace('-', ''));
    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: u.id, acao: 'AtivarDoisFatores' } });
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({ usuarioId: u.id, tenantId: t.tenantId, entidade: 'UsuarioAdmin' });
    expect(JSON.stringify(auditoria)).not.toContain(segredo);

    const [aviso, ...outros] = await avisos(u);
    expect(outros).toEqual([]);
    const p = aviso!.payload as Record<string, unknown>;
    expect(p).toMatchObject({ acao: 'Ativada', nome: u.nome });
    expect(JSON.stringify(p)).not.toContain(segredo);
    const m = renderizar('EmailDoisFatores', { ...p, em: '2026-11-22T17:30:00.000Z', fusoHorario: 'America/Sao_Paulo' })!;
    expect(m.assunto).toBe('Verificação em duas etapas ativada no painel Fidelidade');
    expect(m.texto).toBe(
      `Olá, ${u.nome}! A verificação em duas etapas da sua conta no painel Fidelidade foi ativada em 22/11/2026 às 14:30 (horário de Brasília): o login passa a pedir também o código do aplicativo autenticador. As sessões abertas em outros aparelhos foram encerradas.\nSe não foi você, redefina a senha agora em ${String(p.link)} e avise quem administra o painel da sua empresa.`,
    );

    // Already on: no new secret is handed out.
    esperarRecusa(
      await chamar('POST', '/api/v1/AuthAdmin/dois-fatores/iniciar', { token: r.corpo.dados.token }),
      409,
      'A verificação em duas etapas já está ativa.',
    );
  });
});

describe('POST /api/v1/authadmin/login with two-step verification on', () => {
  it('asks for the code (new 401 with the marker), refuses a wrong or replayed one, keeps the contract for a wrong password', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const { segredo } = await ativar(u);

    for (const semCodigo of [undefined, '', '   ']) {
      const r = await login(u, semCodigo);
      expect({ status: r.status, corpo: r.corpo }).toEqual({
        status: 401,
        corpo: envelopeDeErro(CODIGO_NECESSARIO, [CODIGO_NECESSARIO, 'CodigoVerificacaoNecessario']),
      });
    }
    // A wrong password gets the contract's answer whatever the code, the right one included.
    for (const c of [undefined, '000000', codigo(segredo)]) {
      const r = await login(u, c, 'Errada12345');
      expect({ status: r.status, corpo: r.corpo }).toEqual({ status: 401, corpo: envelopeDeErro(CREDENCIAIS) });
    }
    esperarRecusa(await login(u, codigo(segredo, 3)), 401, CODIGO_INVALIDO);
    // The code of the step used to turn it on is spent.
    esperarRecusa(await login(u, codigo(segredo, -1)), 401, CODIGO_INVALIDO);

    const ok = await login(u, codigo(segredo));
    esperarSucesso(ok, 200, 'Login realizado com sucesso.');
    expect(await abre(ok.corpo.dados.token)).toBe(200);
    // The same code again (replay) is refused; the next step's code is still good.
    esperarRecusa(await login(u, codigo(segredo)), 401, CODIGO_INVALIDO);
  });

  it('a recovery code works once, in any case and without the hyphen; the notice says how many remain', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const { codigos } = await ativar(u);
    const r = await login(u, codigos[3]!.replace('-', '').toLowerCase());
    esperarSucesso(r, 200, 'Login realizado com sucesso.');
    esperarRecusa(await login(u, codigos[3]!), 401, CODIGO_INVALIDO);
    esperarRecusa(await login(u, 'AAAAA-AAAAA'), 401, CODIGO_INVALIDO);
    expect(await prisma.codigoRecuperacaoAdmin.count({ where: { usuarioId: u.id, usadoEm: null } })).toBe(9);

    const usados = (await avisos(u)).filter((a) => (a.payload as { acao: string }).acao === 'CodigoRecuperacaoUsado');
    expect(usados).toHaveLength(1);
    const p = usados[0]!.payload as Record<string, unknown>;
    expect(p.restantes).toBe(9);
    const m = renderizar('EmailDoisFatores', { ...p, em: '2026-11-22T17:30:00.000Z', fusoHorario: 'America/Sao_Paulo' })!;
    expect(m.assunto).toBe('Um código de recuperação foi usado no painel Fidelidade');
    expect(m.texto).toBe(
      `Olá, ${u.nome}! Um código de recuperação da sua conta no painel Fidelidade foi usado para entrar em 22/11/2026 às 14:30 (horário de Brasília). Restam 9 códigos de recuperação; gere novos em Minha conta.\nSe não foi você, redefina a senha agora em ${String(p.link)} e avise quem administra o painel da sua empresa.`,
    );
  });

  it('limits code attempts to 5 per user per 15 minutes (429, Retry-After), from any IP', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const { segredo } = await ativar(u);
    // Turning it on used one attempt: four wrong codes are left, then even the right one waits.
    for (let i = 0; i < 4; i++) esperarRecusa(await login(u, '000000'), 401, CODIGO_INVALIDO);
    const bloqueado = await login(u, codigo(segredo));
    expect(bloqueado.status).toBe(429);
    expect(bloqueado.corpo.mensagem).toBe('Limite de requisições excedido.');
    expect(bloqueado.corpo.erros[0]).toMatch(/^Muitas tentativas\. Aguarde (1[0-5]|[2-9]) minutos\.$/);
    expect(Number(bloqueado.headers.get('retry-after'))).toBeGreaterThan(60);
    // A wrong password never reaches the code, nor its limit: the contract's answer.
    esperarRecusa(await login(u, codigo(segredo), 'Errada12345'), 401, CREDENCIAIS);
  });

  it('a right code does not count: signing in again and again is not guessing; guesses stay 5 in 15 minutes', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const { codigos } = await ativar(u);
    // Turning it on used one attempt. Six right sign-ins in a row: none of them counts.
    for (let i = 0; i < 6; i++) esperarSucesso(await login(u, codigos[i]!), 200, 'Login realizado com sucesso.');
    // Four wrong codes spend the rest; the right one after them waits, as before.
    for (let i = 0; i < 4; i++) esperarRecusa(await login(u, '000000'), 401, CODIGO_INVALIDO);
    expect((await login(u, codigos[6]!)).status).toBe(429);
  });

  it('changes nothing for a user who did not turn it on: the code is ignored', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    esperarSucesso(await login(u, '123456'), 200, 'Login realizado com sucesso.');
  });
});

describe('turning it off and new recovery codes', () => {
  it('off with the password and a recovery code: sessions end, codes gone, login with the password alone, audit and notice', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const { codigos, token } = await ativar(u);
    const DESATIVAR = '/api/v1/AuthAdmin/dois-fatores/desativar';
    esperarRecusa(
      await chamar('POST', DESATIVAR, { token, corpo: { senha: 'Errada12345', codigo: codigos[0] } }),
      422,
      'A senha atual não confere.',
    );
    esperarRecusa(await chamar('POST', DESATIVAR, { token, corpo: { senha: u.senha, codigo: '12345' } }), 422, CODIGO_INVALIDO);

    const r = await chamar('POST', DESATIVAR, { token, corpo: { senha: u.senha, codigo: codigos[0] } });
    esperarSucesso(r, 200, 'Verificação em duas etapas desativada. O login volta a pedir só a senha.');
    expect(await abre(token)).toBe(401);
    expect(await abre(r.corpo.dados.token)).toBe(200);
    expect(await prisma.usuarioAdmin.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({
      totpSegredo: null,
      totpAtivadoEm: null,
      totpUltimoPasso: null,
    });
    expect(await prisma.codigoRecuperacaoAdmin.count({ where: { usuarioId: u.id } })).toBe(0);
    esperarSucesso(await login(u), 200, 'Login realizado com sucesso.');
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: u.id, acao: 'DesativarDoisFatores' } })).toBe(1);
    expect((await avisos(u)).map((a) => (a.payload as { acao: string }).acao)).toEqual(['Ativada', 'Desativada']);
    esperarRecusa(
      await chamar('POST', DESATIVAR, { token: r.corpo.dados.token, corpo: { senha: u.senha, codigo: codigos[1] } }),
      422,
      'A verificação em duas etapas não está ativa.',
    );
  });

  it('new recovery codes replace the old ones; sessions go on', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'AdminTenant');
    const { segredo, codigos, token } = await ativar(u);
    const r = await chamar('POST', '/api/v1/authadmin/dois-fatores/CODIGOS-RECUPERACAO', {
      token,
      corpo: { senha: u.senha, codigo: codigo(segredo) },
    });
    esperarSucesso(r, 200, 'Novos códigos de recuperação gerados. Os anteriores deixaram de valer.');
    const novos = r.corpo.dados.codigosRecuperacao as string[];
    expect(novos).toHaveLength(10);
    expect(await abre(token)).toBe(200);
    esperarRecusa(await login(u, codigos[0]!), 401, CODIGO_INVALIDO);
    esperarSucesso(await login(u, novos[0]!), 200, 'Login realizado com sucesso.');
    expect(await prisma.auditoriaAdmin.count({ where: { entidadeId: u.id, acao: 'RegenerarCodigosRecuperacao' } })).toBe(1);
  });
});

describe('DELETE /api/v1/admin/usuarios/{id}/dois-fatores (reset by an administrator)', () => {
  it("the tenant's administrator resets it: the user's sessions end, audit row, notice; others cannot", async () => {
    const t = await criarTenant();
    const outroTenant = await criarTenant();
    const gestor = await criarUsuario(t.tenantId, 'AdminTenant');
    const operador = await criarUsuario(t.tenantId, 'Operador');
    const { token } = await ativar(operador);
    const caminho = `/api/v1/admin/usuarios/${operador.id}/dois-fatores`;

    const alheio = await criarUsuario(outroTenant.tenantId, 'AdminTenant');
    esperarRecusa(await chamar('DELETE', caminho, { token: alheio.token }), 404, 'Usuário não encontrado.');
    const colega = await criarUsuario(t.tenantId, 'Operador');
    esperarRecusa(await chamar('DELETE', caminho, { token: colega.token }), 403, 'Acesso negado.');
    expect(await abre(token)).toBe(200);

    const lista = await chamar('GET', `/api/v1/admin/usuarios/${operador.id}`, { token: gestor.token });
    expect(lista.corpo.dados.doisFatoresAtivo).toBe(true);
    const r = await chamar('DELETE', `/api/v1/admin/USUARIOS/${operador.id}/Dois-Fatores`, { token: gestor.token });
    esperarSucesso(r, 200, 'Verificação em duas etapas redefinida. O usuário entra só com a senha e pode ativá-la de novo em Minha conta.');
    expect(r.corpo.dados).toMatchObject({ id: operador.id, doisFatoresAtivo: false });
    expect(await abre(token)).toBe(401);
    expect(await abre(gestor.token)).toBe(200);
    esperarSucesso(await login(operador), 200, 'Login realizado com sucesso.');
    const a = await prisma.auditoriaAdmin.findMany({ where: { entidadeId: operador.id, acao: 'RedefinirDoisFatores' } });
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({ usuarioId: gestor.id, tenantId: t.tenantId });
    const aviso = (await avisos(operador)).at(-1)!.payload as Record<string, unknown>;
    expect(renderizar('EmailDoisFatores', { ...aviso, em: '2026-11-22T17:30:00.000Z', fusoHorario: 'America/Sao_Paulo' })!.assunto).toBe(
      'Sua verificação em duas etapas foi redefinida no painel Fidelidade',
    );
    esperarRecusa(await chamar('DELETE', caminho, { token: gestor.token }), 422, 'A verificação em duas etapas não está ativa.');

    // The platform team resets anyone's.
    const superAdmin = await criarUsuario(null, 'SuperAdmin');
    const outro = await criarUsuario(outroTenant.tenantId, 'AdminTenant');
    await ativar(outro);
    expect((await chamar('DELETE', `/api/v1/admin/usuarios/${outro.id}/dois-fatores`, { token: superAdmin.token })).status).toBe(200);
  });
});

describe('Minha conta: the previous sign-in', () => {
  it('keeps the sign-in before the last one ("Acesso anterior"), moved at each sign-in', async () => {
    const t = await criarTenant();
    const u = await criarUsuario(t.tenantId, 'Operador');
    const r = await login(u);
    const semAnterior = await chamar('GET', '/api/v1/AuthAdmin/conta', { token: r.corpo.dados.token });
    expect(semAnterior.corpo.dados).toMatchObject({ ultimoLoginEm: expect.any(String), loginAnteriorEm: null });
    // Yesterday's sign-in, then today's: Minha conta shows yesterday's as the previous one.
    await prisma.usuarioAdmin.update({ where: { id: u.id }, data: { ultimoLoginEm: new Date('2026-11-21T12:34:56Z') } });
    const hoje = await login(u);
    const conta = await chamar('GET', '/api/v1/AuthAdmin/conta', { token: hoje.corpo.dados.token });
    expect(conta.corpo.dados.loginAnteriorEm).toBe('2026-11-21T12:34:56Z');
    expect(Date.parse(conta.corpo.dados.ultimoLoginEm)).toBeGreaterThan(Date.parse('2026-11-22T00:00:00Z'));
  });
});

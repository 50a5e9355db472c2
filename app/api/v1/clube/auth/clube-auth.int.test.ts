import { describe, expect, it } from 'vitest';
import { pool, prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { clienteComVenda, ipAleatorio, pinDoSink } from '@/lib/testing/clube';
import { formatarCpf } from '@/lib/documentos/cpf';
import { esperarRecusa } from '@/lib/testing/esperar';

const solicitar = (cpf: string, canal: string, ip = ipAleatorio()) =>
  chamar('POST', '/api/v1/clube/auth/solicitar-pin', { ip, corpo: { cpf, canal } });
const login = (corpo: Record<string, unknown>, ip = ipAleatorio()) => chamar('POST', '/api/v1/clube/auth/login', { ip, corpo });

describe('club PIN flow', () => {
  it('asks for a PIN by e-mail, reads it from the development sink and logs in (30-day token)', async () => {
    const c = await clienteComVenda();
    const r = await solicitar(formatarCpf(c.cpf), 'email');
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toEqual({ destinoMascarado: 'a*a@e*****e.com', whatsappIndisponivel: false });
    const pin = (await pinDoSink(c.clienteId)).pin;
    const msg = await prisma.mensagemDev.findFirstOrThrow({ where: { destino: 'ana@example.com' }, orderBy: { criadoEm: 'desc' } });
    expect(msg.texto).toBe(
      `Seu código de acesso ao clube Fidelidade é ${pin}. Ele vale por 10 minutos. Não compartilhe este código com ninguém.`,
    );

    const ok = await login({ cpf: c.cpf, pin });
    expect(ok.status).toBe(200);
    const cli = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    expect(ok.corpo.dados).toEqual({
      token: expect.any(String),
      expiraEm: expect.stringMatching(/Z$/),
      nome: 'Ana Souza',
      cpf: formatarCpf(c.cpf),
      qrToken: cli.qrToken,
    });
    const dias = (Date.parse(ok.corpo.dados.expiraEm) - Date.now()) / 86_400_000;
    expect(dias).toBeGreaterThan(29.9);
    expect(cli.dataUltimoLogin).not.toBeNull();

    // Single use.
    const reuso = await login({ cpf: c.cpf, pin });
    esperarRecusa(reuso, 401, 'PIN inválido ou expirado.');
  });

  it('delivers by WhatsApp with a masked phone, and reports a number that is not on WhatsApp', async () => {
    const c = await clienteComVenda({ telefone: '(11) 98888-7777' });
    const r = await solicitar(c.cpf, 'whatsapp');
    expect(r.corpo.dados).toEqual({ destinoMascarado: '(11) *****-7777', whatsappIndisponivel: false });
    await pinDoSink(c.clienteId);
    const msg = await prisma.mensagemDev.findFirstOrThrow({ where: { destino: '+5511988887777' }, orderBy: { criadoEm: 'desc' } });
    expect(msg.canal).toBe('whatsapp');

    // The development sink says numbers ending in 0000 are not on WhatsApp.
    const d = await clienteComVenda({ telefone: '11900000000', email: 'd@example.com' });
    const sem = await solicitar(d.cpf, 'whatsapp');
    expect(sem.corpo.dados).toEqual({ destinoMascarado: '(11) *****-0000', whatsappIndisponivel: true });
    expect(sem.corpo.mensagem).toBe('Este número não está no WhatsApp. Escolha receber o código por e-mail.');
    expect(await prisma.pinClube.count({ where: { clienteId: d.clienteId } })).toBe(0);
  });

  it('refuses an expired PIN', async () => {
    const c = await clienteComVenda();
    await solicitar(c.cpf, 'email');
    const pin = (await pinDoSink(c.clienteId)).pin;
    await prisma.pinClube.updateMany({ where: { clienteId: c.clienteId }, data: { expiraEm: new Date(Date.now() - 1000) } });
    const r = await login({ cpf: c.cpf, pin });
    esperarRecusa(r, 401, 'PIN inválido ou expirado.');
  });

  it('a new PIN voids the previous one', async () => {
    const c = await clienteComVenda();
    await solicitar(c.cpf, 'email');
    const primeiro = (await pinDoSink(c.clienteId)).pin;
    await solicitar(c.cpf, 'email');
    const segundo = (await pinDoSink(c.clienteId)).pin;
    if (primeiro !== segundo) expect((await login({ cpf: c.cpf, pin: primeiro })).status).toBe(401);
    expect((await login({ cpf: c.cpf, pin: segundo })).status).toBe(200);
  });

  it('kills a PIN after 5 wrong tries and locks PIN login after 10 wrong tries in 24 h, whatever the IPs', async () => {
    const c = await clienteComVenda();
    await solicitar(c.cpf, 'email');
    const pin = (await pinDoSink(c.clienteId)).pin;
    const errado = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await login({ cpf: c.cpf, pin: errado })).status).toBe(401);
    // The right PIN no longer works: it died with the 5th wrong try.
    expect((await login({ cpf: c.cpf, pin })).corpo.erros).toEqual(['PIN inválido ou expirado.']);

    await solicitar(c.cpf, 'email');
    const pin2 = (await pinDoSink(c.clienteId)).pin;
    const errado2 = pin2 === '000000' ? '111111' : '000000';
    // 6 failures so far (5 + the dead PIN); 4 more reach 10.
    for (let i = 0; i < 3; i++) expect((await login({ cpf: c.cpf, pin: errado2 })).corpo.erros).toEqual(['PIN inválido ou expirado.']);
    const decima = await login({ cpf: c.cpf, pin: errado2 });
    expect(decima.status).toBe(401);
    expect(decima.corpo.erros).toEqual([
      'Acesso por PIN bloqueado por excesso de tentativas. Entre com sua senha ou tente de novo em 24 horas.',
    ]);
    // Locked: even the right PIN of a new request fails, and no new PIN is issued.
    const antes = await prisma.pinClube.count({ where: { clienteId: c.clienteId } });
    expect((await solicitar(c.cpf, 'email')).status).toBe(200);
    expect(await prisma.pinClube.count({ where: { clienteId: c.clienteId } })).toBe(antes);
    expect((await login({ cpf: c.cpf, pin: pin2 })).status).toBe(401);
  });

  it('issues at most 5 PINs an hour per account', async () => {
    const c = await clienteComVenda();
    for (let i = 0; i < 7; i++) expect((await solicitar(c.cpf, 'email')).status).toBe(200);
    expect(await prisma.pinClube.count({ where: { clienteId: c.clienteId } })).toBe(5);
  });

  it('counts concurrent wrong guesses: 20 at once lock the account, none gets in', async () => {
    const c = await clienteComVenda();
    await solicitar(c.cpf, 'email');
    const pin = (await pinDoSink(c.clienteId)).pin;
    const palpites = Array.from({ length: 20 }, (_, i) => String((Number(pin) + 1 + i) % 1_000_000).padStart(6, '0'));
    const rs = await Promise.all(palpites.map((p) => login({ cpf: c.cpf, pin: p })));
    expect(rs.every((r) => r.status === 401)).toBe(true);
    const cli = await prisma.cliente.findUniqueOrThrow({ where: { id: c.clienteId } });
    expect(cli.pinBloqueadoAte!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });
});

describe('solicitar-pin anti-enumeration', () => {
  it('answers a known and an unknown CPF with the same status, shape and comparable timing', async () => {
    const c = await clienteComVenda();
    const desconhecido = cpfAleatorio();
    const medir = async (cpf: string) => {
      const inicio = performance.now();
      const r = await solicitar(cpf, 'email');
      return { r, ms: performance.now() - inicio };
    };
    const conhecido = await medir(c.cpf);
    const anonimo = await medir(desconhecido);
    expect(conhecido.r.status).toBe(200);
    expect(anonimo.r.status).toBe(200);
    expect(Object.keys(anonimo.r.corpo.dados).sort()).toEqual(Object.keys(conhecido.r.corpo.dados).sort());
    expect(anonimo.r.corpo.mensagem).toBe(conhecido.r.corpo.mensagem);
    expect(anonimo.r.corpo.dados.destinoMascarado).toMatch(/^[a-z]\*+[a-z]@[a-z]\*+[a-z](\.[a-z]+)+$/);
    // Both wait the same minimum (700 ms); the difference is the database work only.
    expect(conhecido.ms).toBeGreaterThanOrEqual(690);
    expect(anonimo.ms).toBeGreaterThanOrEqual(690);
    expect(Math.abs(conhecido.ms - anonimo.ms)).toBeLessThan(300);
    // Asking again about the unknown CPF gives the same (fictitious) destination.
    expect((await solicitar(desconhecido, 'email')).corpo.dados).toEqual(anonimo.r.corpo.dados);
    const wa = await solicitar(desconhecido, 'whatsapp');
    expect(wa.corpo.dados.destinoMascarado).toMatch(/^\(\d{2}\) \*{5}-\d{4}$/);
  });

  it('validates the body: 400 for a missing or malformed CPF and a wrong channel', async () => {
    for (const [corpo, msg] of [
      [{ canal: 'email' }, 'O campo Cpf é obrigatório.'],
      [{ cpf: '123', canal: 'email' }, 'CPF inválido. Informe 11 dígitos.'],
      [{ cpf: cpfAleatorio(), canal: 'sms' }, 'O campo Canal deve ser whatsapp ou email.'],
      [{ cpf: cpfAleatorio() }, 'O campo Canal é obrigatório.'],
    ] as const) {
      const r = await chamar('POST', '/api/v1/clube/auth/solicitar-pin', { ip: ipAleatorio(), corpo });
      esperarRecusa(r, 400, msg);
    }
  });

  it('limits to 3 requests per minute per IP', async () => {
    const ip = ipAleatorio();
    for (let i = 0; i < 3; i++) expect((await solicitar(cpfAleatorio(), 'email', ip)).status).toBe(200);
    const r = await solicitar(cpfAleatorio(), 'email', ip);
    esperarRecusa(r, 429, 'Muitas tentativas. Aguarde 1 minuto.');
  });
});

describe('club login with password', () => {
  it('422 when no password is set, 401 for a wrong one or an unknown CPF, 200 with the right one', async () => {
    const c = await clienteComVenda();
    const sem = await login({ cpf: c.cpf, senha: 'Qualquer123' });
    esperarRecusa(sem, 422, 'Senha não definida. Entre com o PIN enviado por WhatsApp ou e-mail.');

    await solicitar(c.cpf, 'email');
    const pin = (await pinDoSink(c.clienteId)).pin;
    const token = (await login({ cpf: c.cpf, pin })).corpo.dados.token;
    const def = await chamar('POST', '/api/v1/clube/auth/definir-senha', {
      token,
      corpo: { novaSenha: 'MinhaSenha1', confirmacaoSenha: 'MinhaSenha1' },
    });
    expect(def.status).toBe(200);
    expect(def.corpo).toEqual({ sucesso: true, dados: null, mensagem: 'Senha definida com sucesso.', erros: [] });

    expect((await login({ cpf: c.cpf, senha: 'Errada1234' })).corpo.erros).toEqual(['CPF ou senha inválidos.']);
    expect((await login({ cpf: cpfAleatorio(), senha: 'Errada1234' })).status).toBe(401);
    const ok = await login({ cpf: formatarCpf(c.cpf), senha: 'MinhaSenha1' });
    expect(ok.status).toBe(200);
  });

  it('validates the body', async () => {
    for (const [corpo, status, msg] of [
      [{ pin: '123456' }, 400, 'O campo Cpf é obrigatório.'],
      [{ cpf: '111.111.111-11', pin: '123456' }, 400, 'CPF inválido. Informe 11 dígitos.'],
      [{ cpf: cpfAleatorio() }, 400, 'Informe o PIN ou a senha (apenas um dos dois).'],
      [{ cpf: cpfAleatorio(), pin: '123456', senha: 'x' }, 400, 'Informe o PIN ou a senha (apenas um dos dois).'],
      [{ cpf: cpfAleatorio(), pin: '12ab' }, 401, 'PIN inválido ou expirado.'],
    ] as const) {
      const r = await login(corpo);
      esperarRecusa(r, status, msg);
    }
  });
});

describe('club tokens', () => {
  it('renew with a new 30-day expiry; are refused on admin and PDV routes; admin tokens and API keys are refused here', async () => {
    const c = await clienteComVenda();
    await solicitar(c.cpf, 'email');
    const { token } = (await login({ cpf: c.cpf, pin: (await pinDoSink(c.clienteId)).pin })).corpo.dados;
    const r = await chamar('POST', '/api/v1/clube/auth/renovar', { token });
    expect(r.status).toBe(200);
    expect(r.corpo.dados.token).toEqual(expect.any(String));
    expect(Date.parse(r.corpo.dados.expiraEm) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);

    expect((await chamar('GET', '/api/v1/admin/CampanhaAdmin', { token })).status).toBe(401);
    expect((await chamar('GET', '/api/v1/resgate/saldo', { token, query: { cnpjLoja: c.loja.cnpj, cpfCliente: c.cpf } })).status).toBe(401);
    const admin = await criarUsuario((await criarTenant()).tenantId, 'AdminTenant');
    expect((await chamar('POST', '/api/v1/clube/auth/renovar', { token: admin.token })).status).toBe(401);
    expect((await chamar('POST', '/api/v1/clube/auth/renovar', { chave: c.chave })).status).toBe(401);
    expect((await chamar('POST', '/api/v1/clube/auth/renovar', {})).status).toBe(401);
  });

  it('die when the customer changes the password', async () => {
    const c = await clienteComVenda();
    await solicitar(c.cpf, 'email');
    const { token } = (await login({ cpf: c.cpf, pin: (await pinDoSink(c.clienteId)).pin })).corpo.dados;
    await pool.query(`UPDATE cliente SET versao_sessao = versao_sessao + 1 WHERE id = $1`, [c.clienteId]);
    expect((await chamar('POST', '/api/v1/clube/auth/renovar', { token })).status).toBe(401);
  });
});

// The test e-mail (POST /api/v1/admin/mensagens/teste) and the channel check of start-up, against
// the development sink and a real SMTP conversation with a local server (lib/testing/smtp-falso.ts)
// that accepts, or refuses the login with 535 as a server does for a wrong password.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { redirecionarLogs } from '@/lib/log';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { iniciarSmtpFalso, portaFechada } from '@/lib/testing/smtp-falso';
import { canalSink, canalSmtp, definirCanais } from '@/lib/notificacoes/canais';
import { mascararEmail } from '@/lib/notificacoes/contatos';
import { verificarCanalEmail } from '@/lib/notificacoes/verificar-canal';
import { MENSAGENS_EMAIL_TESTE } from '@/lib/domain/notificacoes/enviar-email-teste';

const SENHA_SMTP = 'SenhaSmtpErrada987';
const superAdmin = () => criarUsuario(null, 'SuperAdmin');
const emailUnico = () => `equipe-${randomUUID().slice(0, 8)}@teste-smtp.dev`;
const REMETENTE = 'Fidelidade <nao-responda@fidelidade.local>';

/** The e-mail channel as canaisConfigurados() would build it from SMTP_URL. */
function usarEmail(canal: ReturnType<typeof canalSmtp>) {
  definirCanais({
    email: canal,
    whatsapp: canalSink('whatsapp'),
    consultaWhatsapp: { verificar: async () => ({ disponivel: false, jid: null }) },
  });
}

afterEach(() => {
  definirCanais(null);
  redirecionarLogs(null);
});

describe('POST /api/v1/admin/mensagens/teste', () => {
  it('without SMTP_URL keeps the test e-mail in the development sink, says so, and audits it masked', async () => {
    const sa = await superAdmin();
    const email = emailUnico();
    const r = await chamar('POST', '/api/v1/admin/mensagens/teste', { token: sa.token, corpo: { email: email.toUpperCase() } });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.corpo.mensagem).toBe(MENSAGENS_EMAIL_TESTE.sink);
    expect(r.corpo.dados).toEqual({
      aceito: true,
      canal: 'sink',
      servidor: null,
      destinoMascarado: mascararEmail(email),
      erro: null,
      duracaoMs: expect.any(Number),
      enviadoEm: expect.stringMatching(/Z$/),
    });
    // The development sink shows it at once (no outbox run needed).
    const lista = await chamar('GET', '/api/v1/admin/mensagens', { token: sa.token, query: { destino: email } });
    expect(lista.corpo.dados.itens).toHaveLength(1);
    expect(lista.corpo.dados.itens[0]).toMatchObject({ destino: email, assunto: 'Teste de envio do Fidelidade', eventoId: null });
    const auditoria = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { usuarioId: sa.id, acao: 'EmailTeste' } });
    expect(auditoria).toMatchObject({ entidade: 'CanalEmail', tenantId: null });
    expect(auditoria.depois).toEqual({ para: r.corpo.dados.destinoMascarado, canal: 'sink', servidor: null, aceito: true, erro: null });
    expect(JSON.stringify(auditoria)).not.toContain(email);
  });

  it('through SMTP: accepted by the server, the message really goes out', async () => {
    const smtp = await iniciarSmtpFalso('aceitar');
    try {
      usarEmail(canalSmtp(smtp.url('fid', 'SenhaCerta123'), REMETENTE));
      const sa = await superAdmin();
      const email = emailUnico();
      const r = await chamar('POST', '/api/v1/admin/mensagens/teste', { token: sa.token, corpo: { email } });
      expect(r.status).toBe(200);
      expect(r.corpo.mensagem).toBe(MENSAGENS_EMAIL_TESTE.aceito);
      expect(r.corpo.dados).toMatchObject({
        aceito: true,
        canal: 'smtp',
        servidor: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
        erro: null,
      });
      expect(smtp.recebidas).toHaveLength(1);
      expect(smtp.recebidas[0]).toContain(`To: ${email}`);
      expect(smtp.recebidas[0]).toContain('Subject: Teste de envio do Fidelidade');
    } finally {
      await smtp.fechar();
    }
  });

  it('through SMTP with a wrong password: 200 with aceito false and the server answer, never the password', async () => {
    const smtp = await iniciarSmtpFalso('recusar');
    try {
      usarEmail(canalSmtp(smtp.url('fid@teste-smtp.dev', SENHA_SMTP), REMETENTE));
      const sa = await superAdmin();
      const linhas: string[] = [];
      redirecionarLogs((l) => linhas.push(l));
      const r = await chamar('POST', '/api/v1/admin/mensagens/teste', { token: sa.token, corpo: { email: emailUnico() } });
      expect(r.status).toBe(200);
      expect(r.corpo.sucesso).toBe(true);
      expect(r.corpo.mensagem).toBe(MENSAGENS_EMAIL_TESTE.recusado);
      expect(r.corpo.dados.aceito).toBe(false);
      expect(r.corpo.dados.canal).toBe('smtp');
      expect(r.corpo.dados.erro).toMatch(/^EAUTH: .*535 5\.7\.8 Authentication failed/);
      expect(smtp.recebidas).toHaveLength(0);
      expect(r.texto).not.toContain(SENHA_SMTP);
      expect(linhas.join('\n')).toContain('E-mail de teste recusado');
      expect(linhas.join('\n')).not.toContain(SENHA_SMTP);
      expect(linhas.join('\n')).not.toContain('fid@teste-smtp.dev');
      const auditoria = await prisma.auditoriaAdmin.findFirstOrThrow({ where: { usuarioId: sa.id, acao: 'EmailTeste' } });
      expect(auditoria.depois).toMatchObject({ canal: 'smtp', aceito: false, erro: r.corpo.dados.erro });
    } finally {
      await smtp.fechar();
    }
  });

  it('through SMTP to a closed port: the connection error', async () => {
    usarEmail(canalSmtp(`smtp://fid:${SENHA_SMTP}@127.0.0.1:${await portaFechada()}`, REMETENTE));
    const sa = await superAdmin();
    const r = await chamar('POST', '/api/v1/admin/mensagens/teste', { token: sa.token, corpo: { email: emailUnico() } });
    expect(r.status).toBe(200);
    expect(r.corpo.dados).toMatchObject({ aceito: false, canal: 'smtp' });
    expect(r.corpo.dados.erro).toMatch(/ECONNREFUSED/);
    expect(r.texto).not.toContain(SENHA_SMTP);
  });

  it('is limited to 5 tests a minute per user (429 with Retry-After)', async () => {
    const sa = await superAdmin();
    for (let i = 0; i < 5; i++) {
      const r = await chamar('POST', '/api/v1/admin/mensagens/teste', { token: sa.token, corpo: { email: emailUnico() } });
      expect(r.status).toBe(200);
    }
    const r = await chamar('POST', '/api/v1/admin/mensagens/teste', { token: sa.token, corpo: { email: emailUnico() } });
    expect(r.status).toBe(429);
    expect(r.corpo).toEqual(envelopeDeErro('Limite de requisições excedido.', ['Muitas tentativas. Aguarde 1 minuto.']));
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user of the team has their own budget.
    const outro = await superAdmin();
    expect((await chamar('POST', '/api/v1/admin/mensagens/teste', { token: outro.token, corpo: { email: emailUnico() } })).status).toBe(
      200,
    );
  });

  it('answers 400 for a missing or malformed address, 401 without a token, 403 for AdminTenant and Operador', async () => {
    const sa = await superAdmin();
    const casos: [unknown, string][] = [
      [{}, 'O campo Email é obrigatório.'],
      [{ email: 'equipe@' }, 'O campo Email não é um endereço de e-mail válido.'],
    ];
    for (const [corpo, mensagem] of casos) {
      const r = await chamar('POST', '/api/v1/admin/mensagens/teste', { token: sa.token, corpo });
      expect(r.status).toBe(400);
      expect(r.corpo.erros).toEqual([mensagem]);
    }
    expect((await chamar('POST', '/api/v1/admin/mensagens/teste', { corpo: { email: emailUnico() } })).corpo).toEqual(
      envelopeDeErro('Não autorizado.'),
    );
    const { tenantId } = await criarTenant();
    for (const perfil of ['AdminTenant', 'Operador'] as const) {
      const u = await criarUsuario(tenantId, perfil);
      const r = await chamar('POST', '/api/v1/admin/mensagens/teste', { token: u.token, corpo: { email: emailUnico() } });
      expect(r.status).toBe(403);
      expect(r.corpo).toEqual(envelopeDeErro('Acesso negado.'));
    }
    expect(await prisma.auditoriaAdmin.count({ where: { acao: 'EmailTeste', tenantId } })).toBe(0);
  });
});

describe('channel check at start-up (verificarCanalEmail)', () => {
  it('logs one line: ok when the server accepts the login, the error when it refuses, never the password', async () => {
    const linhas: string[] = [];
    redirecionarLogs((l) => linhas.push(l));
    const boa = await iniciarSmtpFalso('aceitar');
    const ruim = await iniciarSmtpFalso('recusar');
    try {
      const ok = await verificarCanalEmail({ canal: canalSmtp(boa.url('fid', SENHA_SMTP), REMETENTE) });
      expect(ok).toMatchObject({ tipo: 'smtp', ok: true, erro: null });
      const falha = await verificarCanalEmail({ canal: canalSmtp(ruim.url('fid', SENHA_SMTP), REMETENTE) });
      expect(falha).toMatchObject({ tipo: 'smtp', ok: false, servidor: expect.stringMatching(/^127\.0\.0\.1:\d+$/) });
      expect(falha.erro).toContain('535');
      // Nothing is sent by a check.
      expect(boa.recebidas).toHaveLength(0);
    } finally {
      await boa.fechar();
      await ruim.fechar();
    }
    const registros = linhas.map((l) => JSON.parse(l) as { msg: string; level: number; servidor?: string; erro?: string });
    expect(registros.map((l) => l.msg)).toEqual([
      'Canal de e-mail verificado: o servidor SMTP aceitou a conexão e o login',
      'Canal de e-mail com problema: o servidor SMTP recusou ou não respondeu; os e-mails vão falhar',
    ]);
    expect(registros[1]!.erro).toContain('535 5.7.8 Authentication failed');
    expect(linhas.join('\n')).not.toContain(SENHA_SMTP);
  });

  it('gives up after its time limit when the server never greets', async () => {
    const net = await import('node:net');
    const mudo = net.createServer(() => {});
    await new Promise<void>((ok) => mudo.listen(0, '127.0.0.1', ok));
    try {
      const porta = (mudo.address() as import('node:net').AddressInfo).port;
      const inicio = Date.now();
      const r = await verificarCanalEmail({ canal: canalSmtp(`smtp://fid:x@127.0.0.1:${porta}`, REMETENTE), limiteMs: 300 });
      expect(r).toMatchObject({ ok: false, erro: 'sem resposta em 0.3 s' });
      expect(Date.now() - inicio).toBeLessThan(3000);
    } finally {
      mudo.close();
    }
  });

  it('the sink has nothing to check', async () => {
    expect(await verificarCanalEmail({ canal: canalSink('email') })).toEqual({
      tipo: 'sink',
      ok: true,
      servidor: null,
      erro: null,
      duracaoMs: 0,
    });
  });
});

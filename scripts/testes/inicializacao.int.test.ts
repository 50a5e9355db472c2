// The entry points check the configuration at boot: an invalid setting stops the process with a
// non-zero exit and a line naming the variable and the rule (never its value). The demo logins
// reach stdout only in the local modes. Readiness says 503 in the envelope when the
// configuration is wrong, and routes answer 500 in the envelope, never an empty body.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recarregarEnv } from '@/lib/env';
import { chamar, envelopeDeErro } from '@/lib/testing/api';
import { rodarScript } from './rodar-script';

const rodar = rodarScript;

const SEGREDO_CURTO = 'curto123';

describe('configuration is checked at boot', () => {
  it('scripts/servidor.ts stops with code 1 and names the variable and the rule', async () => {
    const r = await rodar('scripts/servidor.ts', [], { CRON_SECRET: SEGREDO_CURTO, PORT: '3399', AUTH_SECRET: 'a'.repeat(40) });
    expect(r.codigo).toBe(1);
    expect(r.erros).toContain('Configuração inválida');
    expect(r.erros).toContain('CRON_SECRET: deve ter pelo menos 16 caracteres.');
    expect(r.erros + r.saida).not.toContain(SEGREDO_CURTO);
  });

  it('npm start stops before touching the database, listing every problem', async () => {
    const pasta = mkdtempSync(path.join(tmpdir(), 'fid-boot-'));
    try {
      const r = await rodar('scripts/start.ts', [], {
        DATABASE_URL: undefined,
        EMBEDDED_DATA_DIR: pasta,
        CRON_SECRET: SEGREDO_CURTO,
        SMTP_URL: 'http://nao-e-smtp',
        WHATSAPP_API_URL: 'https://whatsapp.exemplo.com',
        WHATSAPP_API_TOKEN: undefined,
      });
      expect(r.codigo).toBe(1);
      expect(r.erros).toContain('CRON_SECRET: deve ter pelo menos 16 caracteres.');
      expect(r.erros).toContain('SMTP_URL: deve ser um endereço smtp:// ou smtps:// (ex.: smtps://usuario:senha@smtp.exemplo.com:465).');
      expect(r.erros).toContain('WHATSAPP_API_TOKEN: é obrigatório com WHATSAPP_API_URL.');
      expect(existsSync(path.join(pasta, 'pglite'))).toBe(false);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });

  it('WEB_CONCURRENCY and DATABASE_REPLICA_URL are checked like every setting (docs/escala.md)', async () => {
    const invalidos = await rodar('scripts/start.ts', ['--verificar'], {
      WEB_CONCURRENCY: '0',
      DATABASE_REPLICA_URL: 'mysql://replica/banco',
      AUTH_SECRET: 'a'.repeat(40),
    });
    expect(invalidos.codigo).toBe(1);
    expect(invalidos.erros).toContain('WEB_CONCURRENCY: deve ser um número inteiro de 1 a 64.');
    expect(invalidos.erros).toContain(
      'DATABASE_REPLICA_URL: deve ser um endereço postgresql:// ou postgres:// (ex.: postgresql://usuario@replica:5432/banco).',
    );

    // The embedded database has no replica: refused before it is created.
    const pasta = mkdtempSync(path.join(tmpdir(), 'fid-boot-'));
    try {
      const embutido = await rodar('scripts/start.ts', [], {
        DATABASE_URL: undefined,
        EMBEDDED_DATA_DIR: pasta,
        DATABASE_REPLICA_URL: 'postgresql://postgres@127.0.0.1:5440/banco',
      });
      expect(embutido.codigo).toBe(1);
      expect(embutido.erros).toContain('DATABASE_REPLICA_URL exige DATABASE_URL (o banco embutido não tem réplicas).');
      expect(existsSync(path.join(pasta, 'pglite'))).toBe(false);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }
  });

  it('npm start with DATABASE_URL requires AUTH_SECRET in production', async () => {
    const r = await rodar('scripts/start.ts', ['--verificar'], { AUTH_SECRET: undefined });
    expect(r.codigo).toBe(1);
    expect(r.erros).toContain('AUTH_SECRET: é obrigatório em produção (NODE_ENV=production).');
  });
});

describe('demo logins are printed only in the local modes', () => {
  it('SEED_DEMO=1 with DATABASE_URL (production) loads the demo without printing its key or passwords', async () => {
    const r = await rodar('scripts/start.ts', ['--verificar'], { SEED_DEMO: '1', AUTH_SECRET: 'b'.repeat(40) });
    expect(r.codigo).toBe(0);
    expect(r.saida).toContain('Dados de demonstração');
    expect(r.saida).not.toMatch(/fid_live_|fid_test_|Admin@123456|Gerente@123456|Caixa@123456/);
  });

  it('in development mode (npm run dev) it prints them', async () => {
    const r = await rodar('scripts/start.ts', ['--dev', '--verificar'], { SEED_DEMO: '1' });
    expect(r.codigo).toBe(0);
    expect(r.saida).toContain('fid_live_demo');
    expect(r.saida).toContain('admin@fidelidade.dev / Admin@123456');
  });
});

describe('a broken configuration at run time', () => {
  const original = process.env.CRON_SECRET;
  afterEach(() => {
    process.env.CRON_SECRET = original;
    recarregarEnv();
  });

  it('readiness answers 503 in the envelope; routes answer 500 in the envelope', async () => {
    process.env.CRON_SECRET = SEGREDO_CURTO;
    recarregarEnv();
    const { GET } = await import('@/app/api/saude/pronto/route');
    const pronto = await GET();
    expect(pronto.status).toBe(503);
    expect(await pronto.json()).toEqual(
      envelopeDeErro('Serviço indisponível.', ['Configuração inválida: CRON_SECRET: deve ter pelo menos 16 caracteres.']),
    );
    // A route that reads the configuration (the client IP for its rate limit).
    const r = await chamar('POST', '/api/v1/authadmin/login', { corpo: { email: 'a@b.dev', senha: 'x' } });
    expect(r.status).toBe(500);
    expect(r.corpo).toEqual(envelopeDeErro('Erro interno do servidor.'));
  });

  it('readiness is 200 in the envelope when all is well', async () => {
    const { GET } = await import('@/app/api/saude/pronto/route');
    const r = await GET();
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ sucesso: true, dados: { status: 'ok', banco: 'ok', configuracao: 'ok' }, mensagem: null, erros: [] });
  });
});

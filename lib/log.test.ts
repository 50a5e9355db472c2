// The log line itself (lib/log.ts on pino): its fields, pino's redaction of sensitive keys in
// every spelling, the nested keys and the free text that path redaction cannot see.
import { afterEach, describe, expect, it } from 'vitest';
import { contextoRequisicao, log, redirecionarLogs } from '@/lib/log';

function capturar(fn: () => void): Record<string, unknown>[] {
  const linhas: string[] = [];
  redirecionarLogs((l) => linhas.push(l));
  try {
    fn();
  } finally {
    redirecionarLogs(null);
  }
  expect(linhas.every((l) => !l.endsWith('\n'))).toBe(true);
  return linhas.map((l) => JSON.parse(l));
}

afterEach(() => redirecionarLogs(null));

describe('log lines', () => {
  it('carry time, level, msg, the request id and the fields', () => {
    const [l] = capturar(() =>
      contextoRequisicao.run({ requestId: 'req-12345678' }, () => log.warn('algo', { rota: 'POST /api/v1/venda', status: 200, ms: 1.5 })),
    );
    expect(l).toEqual({
      time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      level: 'warn',
      msg: 'algo',
      requestId: 'req-12345678',
      rota: 'POST /api/v1/venda',
      status: 200,
      ms: 1.5,
    });
    const [semContexto] = capturar(() => log.error('sem requisição'));
    expect(Object.keys(semContexto!).sort()).toEqual(['level', 'msg', 'time']);
  });

  it('leave out sensitive keys in any spelling, at the top and nested', () => {
    const [l] = capturar(() =>
      log.info('campos', {
        cpf: '52998224725',
        CpfCliente: '529.982.247-25',
        EMAIL: 'a@b.dev',
        'x-api-key': 'fid_live_abc',
        'X-Api-Key': 'fid_live_def',
        senhaAtual: 'SenhaForte#1',
        sEnHa: 'SenhaForte#2',
        dados: { token: 'abc', Telefone: '11987654321', lista: [{ pin: '123456' }], ok: 'visível' },
        outro: 'visível',
      }),
    );
    expect(l).toMatchObject({
      cpf: '[omitido]',
      CpfCliente: '[omitido]',
      EMAIL: '[omitido]',
      'x-api-key': '[omitido]',
      'X-Api-Key': '[omitido]',
      senhaAtual: '[omitido]',
      sEnHa: '[omitido]',
      dados: { token: '[omitido]', Telefone: '[omitido]', lista: [{ pin: '[omitido]' }], ok: 'visível' },
      outro: 'visível',
    });
  });

  it('mask personal data and credentials inside free text, in the message and in errors', () => {
    const erro = new Error('falhou para 529.982.247-25 <ana@exemplo.com.br> +5511987654321 pin 482913');
    const [l] = capturar(() =>
      log.error('Bearer abc.def-ghi e fid_test_XYZ123 e eyJhbGciOi.eyJzdWIi.assinatura', { erro, texto: 'cpf 52998224725' }),
    );
    const texto = JSON.stringify(l);
    for (const segredo of ['529.982.247-25', '52998224725', 'ana@exemplo', '11987654321', '482913', 'abc.def', 'XYZ123', 'eyJzdWIi']) {
      expect(texto).not.toContain(segredo);
    }
    expect(l!.msg).toBe('Bearer *** e fid_*** e eyJ***');
    expect(l!.erro).toMatchObject({ nome: 'Error', mensagem: 'falhou para ***CPF*** <***@***> ***TELEFONE*** pin ******' });
    expect(l!.texto).toBe('cpf ***CPF***');
  });
});

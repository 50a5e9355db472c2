// The log line itself (lib/log.ts on pino): its fields, pino's redaction of sensitive keys in
// every spelling, the nested keys and the free text that path redaction cannot see.
import { afterEach, describe, expect, it } from 'vitest';
import { contextoRequisicao, log, mascararTexto, redirecionarLogs } from '@/lib/log';

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

describe('mascararTexto (free text: logs and the outbox failure text)', () => {
  it.each([
    ['a CPF with its dots and hyphen', 'cliente 529.982.247-25 recusado', 'cliente ***CPF*** recusado'],
    ['a CPF as bare digits', 'cpf=52998224725;', 'cpf=***CPF***;'],
    ['an e-mail', 'destino <ana.souza+loja@exemplo.com.br> inválido', 'destino <***@***> inválido'],
    ['a phone with country code, spaces and hyphen', 'ligar para +55 11 98765-4321 hoje', 'ligar para ***TELEFONE*** hoje'],
    ['a phone with the area code in parentheses', 'número (11) 98765-4321 inválido', 'número ***TELEFONE*** inválido'],
    ['a landline in parentheses', 'fixo (21) 3456-7890.', 'fixo ***TELEFONE***.'],
    ['a phone in E.164', 'para +5511987654321', 'para ***TELEFONE***'],
    // Eleven bare digits: the CPF's check digits decide, then a mobile's shape (DDD 11-99, then 9).
    ['a mobile as bare digits', 'telefone 11987654321', 'telefone ***TELEFONE***'],
    ['a mobile of another area code, as bare digits', 'whatsapp:21991234567 recusou', 'whatsapp:***TELEFONE*** recusou'],
    ['a CPF as bare digits that also has a mobile shape', 'cpf 11987654374', 'cpf ***CPF***'],
    ['a CPF as bare digits starting like a mobile of area 21', 'doc 21912345692.', 'doc ***CPF***.'],
    ['eleven bare digits that are neither (area code 10)', 'id 10987654321', 'id ***CPF***'],
    ['eleven bare digits that are neither (no 9 after the area code)', 'id 11887654321', 'id ***CPF***'],
    ['a CPF with wrong check digits and no mobile shape', 'cpf 12345678900', 'cpf ***CPF***'],
    ['a written CPF whose digits have a mobile shape', 'cpf 119.876.543-21', 'cpf ***CPF***'],
    ['a mobile without its area code', 'celular 98765-4321', 'celular ***TELEFONE***'],
    ["a URL's user and password", 'POST https://erp:s3nh4@hooks.erp.com.br/fid falhou', 'POST https://***@hooks.erp.com.br/fid falhou'],
    ["a URL's user alone", 'http://integrador@127.0.0.1:8080/x', 'http://***@127.0.0.1:8080/x'],
    [
      "a first-access link's token (a provider quoting the message)",
      'recusado: https://app.exemplo.com/painel/primeiro-acesso?email=ana%40x.com&token=KwHZ5pMcYX4-YBHicwpign5020WLLfiv2y25XqmjJ6I\nO link',
      'recusado: https://app.exemplo.com/painel/primeiro-acesso?email=***%40***&token=***\nO link',
    ],
    [
      'an e-mail URL-encoded in a link',
      'em: http://localhost:3000/x?email=gerente-0aa5%2Bt%40primeiro-acesso.dev&y=1',
      'em: http://localhost:3000/x?email=***%40***&y=1',
    ],
    [
      "an opt-out link's signature",
      'link https://app.exemplo.com/clube/descadastro?t=abc.DEF_12-x fim',
      'link https://app.exemplo.com/clube/descadastro?t=*** fim',
    ],
  ])('masks %s', (_caso, texto, esperado) => {
    expect(mascararTexto(texto)).toBe(esperado);
  });

  it('leaves text without personal data as it is', () => {
    const texto = [
      'O endpoint respondeu HTTP 500.',
      'Falha de conexão: fetch failed',
      'evento 3f2b9c1e-0a4d-4e6b-9f8a-1c2d3e4f5a6b em 2026-11-27T14:30:00.000Z',
      'loja 12.345.678/0001-95, venda NF-1234-5678, R$ 1.234,56, 150 pontos, lote de 1000',
      'Sem contato para este canal.',
      'https://erp.example.com/fidelidade/webhooks?origem=loja@centro',
    ].join('\n');
    expect(mascararTexto(texto)).toBe(texto);
  });
});

// "Structured JSON logs with a request id on every line, no CPF, PIN, password, token or API key
// in any log line": every line written while a realistic flow runs through the real route
// handlers is captured (redirecionarLogs) and scanned for each secret and personal value used.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prisma, sql } from '@/lib/db';
import { redirecionarLogs } from '@/lib/log';
import { chamar, type Opcoes } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { canaisConfigurados, type Canais } from '@/lib/notificacoes/canais';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';
import { formatarCpf } from '@/lib/documentos/cpf';
import { esperarRecusa } from '@/lib/testing/esperar';

type Linha = { texto: string; duranteRequisicao: boolean };
const linhas: Linha[] = [];
let duranteRequisicao = false;

/** A request through the real handler; lines written meanwhile must carry its request id. */
async function req(metodo: string, caminho: string, o: Opcoes = {}) {
  duranteRequisicao = true;
  try {
    return await chamar(metodo, caminho, o);
  } finally {
    duranteRequisicao = false;
  }
}

const ip = () => `172.21.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

// Everything that must never appear in a log line, filled as the flow runs.
const segredos = new Map<string, string>();
const guardar = (nome: string, valor: string) => {
  expect(valor.length, nome).toBeGreaterThan(3);
  segredos.set(nome, valor);
};

beforeAll(() => redirecionarLogs((texto) => linhas.push({ texto, duranteRequisicao })));
afterAll(() => {
  redirecionarLogs(null);
  vi.restoreAllMocks();
});

describe('log lines of a realistic flow', () => {
  it('are JSON with time, level, msg and the request id, and hold no CPF, PIN, password, token, key or contact', async () => {
    const c = await cenarioPadrao();
    const cpf = cpfAleatorio();
    const email = `log.${Date.now()}@example.com`;
    const telefone = '11987651234';
    guardar('CPF', cpf);
    guardar('CPF formatado', formatarCpf(cpf));
    guardar('chave de API', c.chave);
    guardar('e-mail', email);
    guardar('telefone', telefone);

    // PDV: a sale with the CPF formatted in the body, a redemption, a lookup by CPF.
    const venda = await req('POST', '/api/v1/venda', {
      chave: c.chave,
      corpo: {
        cnpjLoja: c.loja.cnpj,
        cpfCliente: formatarCpf(cpf),
        valorVenda: 150,
        cliente: { nome: 'Olga Prado', email, telefone: `(11) 98765-1234` },
      },
    });
    expect(venda.status).toBe(200);
    const clienteId = venda.corpo.dados.clienteId as string;
    const resgate = await req('POST', '/api/v1/resgate', {
      chave: c.chave,
      corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Pontos', pontosResgate: 20, descricaoTroca: 'Chaveiro' },
    });
    expect(resgate.status).toBe(200);
    const busca = await req('GET', '/api/v1/cliente/buscar', { chave: c.chave, query: { cpf: formatarCpf(cpf) } });
    expect(busca.status).toBe(200);
    expect((await req('GET', '/api/v1/resgate/saldo', { chave: c.chave, query: { cnpjLoja: c.loja.cnpj, cpfCliente: cpf } })).status).toBe(
      200,
    );

    // A wrong API key, and a sale with a malformed CPF (a validation error that quotes nothing).
    const chaveErrada = `${c.chave.slice(0, -6)}XXXXXX`;
    guardar('chave de API errada', chaveErrada);
    expect((await req('GET', '/api/v1/configuracao', { chave: chaveErrada, query: { cnpjLoja: c.loja.cnpj } })).status).toBe(401);
    const cpfInvalido = `${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`;
    guardar('CPF inválido', cpfInvalido);
    expect(
      (await req('POST', '/api/v1/venda', { chave: c.chave, corpo: { cnpjLoja: c.loja.cnpj, cpfCliente: cpfInvalido, valorVenda: 10 } }))
        .status,
    ).toBe(400);

    // Admin: login with the password (right and wrong), then a search by CPF with the token.
    const senhaAdmin = 'SenhaDoGerente#2026';
    const admin = await criarUsuario(c.tenantId, 'AdminTenant', { senha: senhaAdmin });
    guardar('senha do admin', senhaAdmin);
    const errado = await req('POST', '/api/v1/authadmin/login', { ip: ip(), corpo: { email: admin.email, senha: 'SenhaErrada#2026' } });
    expect(errado.status).toBe(401);
    guardar('senha errada do admin', 'SenhaErrada#2026');
    const loginAdmin = await req('POST', '/api/v1/authadmin/login', { ip: ip(), corpo: { email: admin.email, senha: senhaAdmin } });
    expect(loginAdmin.status).toBe(200);
    guardar('token do admin', loginAdmin.corpo.dados.token);
    const lista = await req('GET', '/api/v1/admin/ClienteAdmin', { token: loginAdmin.corpo.dados.token, query: { busca: cpf } });
    expect(lista.status).toBe(200);

    // Club: PIN by e-mail (delivered by the dispatcher), login with it, a password, login with it.
    expect(
      (await req('POST', '/api/v1/clube/auth/solicitar-pin', { ip: ip(), corpo: { cpf: formatarCpf(cpf), canal: 'email' } })).status,
    ).toBe(200);
    const ev = await prisma.eventoOutbox.findFirstOrThrow({
      where: { tipo: 'PinClube', payload: { path: ['clienteId'], equals: clienteId } },
    });
    await despacharOutbox({ ids: [ev.id] });
    const pin = /é (\d{6})\./.exec((await prisma.mensagemDev.findUniqueOrThrow({ where: { chave: ev.id } })).texto)![1]!;
    guardar('PIN', pin);
    const pinErrado = pin === '000000' ? '111111' : '000000';
    expect((await req('POST', '/api/v1/clube/auth/login', { ip: ip(), corpo: { cpf, pin: pinErrado } })).status).toBe(401);
    const loginPin = await req('POST', '/api/v1/clube/auth/login', { ip: ip(), corpo: { cpf, pin } });
    expect(loginPin.status).toBe(200);
    const tokenClube = loginPin.corpo.dados.token as string;
    guardar('token do clube', tokenClube);
    guardar('QR token', loginPin.corpo.dados.qrToken);
    const senhaClube = 'SenhaDaOlga2026';
    guardar('senha do clube', senhaClube);
    expect(
      (
        await req('POST', '/api/v1/clube/auth/definir-senha', {
          token: tokenClube,
          corpo: { novaSenha: senhaClube, confirmacaoSenha: senhaClube },
        })
      ).status,
    ).toBe(200);
    const loginSenha = await req('POST', '/api/v1/clube/auth/login', { ip: ip(), corpo: { cpf: formatarCpf(cpf), senha: senhaClube } });
    expect(loginSenha.status).toBe(200);
    guardar('segundo token do clube', loginSenha.corpo.dados.token);
    expect((await req('POST', '/api/v1/clube/auth/login', { ip: ip(), corpo: { cpf, senha: 'OutraSenha99' } })).status).toBe(401);
    for (const [metodo, caminho, corpo] of [
      ['GET', '/api/v1/clube/perfil', undefined],
      ['PUT', '/api/v1/clube/perfil', { telefone: '(11) 98765-1234' }],
      ['GET', '/api/v1/clube/saldo', undefined],
      ['GET', '/api/v1/clube/historico', undefined],
      ['GET', '/api/v1/clube/lgpd/exportar', undefined],
    ] as const) {
      expect((await req(metodo, caminho, { token: tokenClube, corpo })).status, caminho).toBe(200);
    }
    const qr = await req('POST', '/api/v1/clube/cliente/renovar-qr', { token: tokenClube });
    guardar('QR token novo', qr.corpo.dados.qrToken);
    const operador = await criarUsuario(c.tenantId, 'Operador');
    guardar('token do operador', operador.token);
    expect(
      (await req('GET', '/api/v1/admin/cliente/identificar', { token: operador.token, query: { qr: qr.corpo.dados.qrToken } })).status,
    ).toBe(200);
    // A club token where it does not belong, and a bearer that is not a token at all.
    expect((await req('GET', '/api/v1/admin/ClienteAdmin', { token: tokenClube })).status).toBe(401);
    expect((await req('GET', '/api/v1/clube/perfil', { headers: { authorization: `Bearer ${c.chave}` } })).status).toBe(401);

    // An unexpected failure: the database rejects a statement and, as PostgreSQL does, quotes the
    // offending values (the CPF, the e-mail, the PIN) in the message and in `detail`.
    const original = sql.query.bind(sql);
    const espiao = vi.spyOn(sql, 'query').mockImplementation(async (consulta, valores) => {
      if (valores?.includes(cpf)) {
        throw Object.assign(new Error(`invalid input syntax for type uuid: "${cpf}" (contato ${email}, ${telefone}, pin ${pin})`), {
          code: '22P02',
          detail: `Key (cpf)=(${cpf}) pin=${pin}`,
          parameters: [cpf, pin, email],
        });
      }
      return original(consulta, valores);
    });
    try {
      const falha = await req('GET', '/api/v1/cliente/buscar', { chave: c.chave, query: { cpf } });
      esperarRecusa(falha, 500, 'Erro interno do servidor.');
    } finally {
      espiao.mockRestore();
    }

    // The dispatcher: a provider that fails quoting the whole message (PIN included) and the
    // address it was sent to.
    expect((await req('POST', '/api/v1/clube/auth/solicitar-pin', { ip: ip(), corpo: { cpf, canal: 'email' } })).status).toBe(200);
    const ev2 = await prisma.eventoOutbox.findFirstOrThrow({
      where: { tipo: 'PinClube', status: 'Pendente', payload: { path: ['clienteId'], equals: clienteId } },
    });
    const pin2 = (ev2.payload as { pin: string }).pin;
    guardar('segundo PIN', pin2);
    const reais = canaisConfigurados();
    const falhando: Canais = {
      ...reais,
      email: {
        ...reais.email,
        async enviar(e) {
          throw new Error(`550 5.1.1 <${e.destino}>: recipient rejected; message was: ${e.texto} (Authorization: Bearer ${tokenClube})`);
        },
      },
    };
    const r = await despacharOutbox({ ids: [ev2.id], canais: falhando });
    expect(r.falhas).toBe(1);

    // --- The scan ---------------------------------------------------------------------------------
    expect(linhas.length).toBeGreaterThanOrEqual(30);
    const objetos = linhas.map((l) => {
      let o: Record<string, unknown>;
      try {
        o = JSON.parse(l.texto);
      } catch {
        throw new Error(`linha de log que não é JSON: ${l.texto}`);
      }
      expect(typeof o.time, l.texto).toBe('string');
      expect(Number.isNaN(Date.parse(o.time as string)), l.texto).toBe(false);
      expect(['debug', 'info', 'warn', 'error'], l.texto).toContain(o.level);
      expect(typeof o.msg, l.texto).toBe('string');
      if (l.duranteRequisicao) expect(o.requestId, l.texto).toEqual(expect.stringMatching(/^[A-Za-z0-9._-]{8,64}$/));
      return o;
    });
    // The lines this test relies on were really written (the scan below is not vacuous).
    const msgs = objetos.map((o) => o.msg);
    expect(msgs).toContain('Erro inesperado');
    expect(msgs).toContain('Falha ao entregar evento do outbox');
    expect(objetos.filter((o) => o.msg === 'requisição').length).toBeGreaterThanOrEqual(25);
    const erro = objetos.find((o) => o.msg === 'Erro inesperado')!;
    expect(erro.requestId).toEqual(expect.any(String));
    expect(JSON.stringify(erro)).toContain('invalid input syntax for type uuid');

    const vazamentos = [...segredos].flatMap(([nome, valor]) =>
      linhas.filter((l) => l.texto.includes(valor)).map((l) => `${nome}: ${l.texto}`),
    );
    // Shapes, whatever the values: 11 digits in a row (CPF or phone), a formatted CPF, a 6-digit
    // number (PIN), a JWT, an API key, a bearer credential, an e-mail address.
    for (const [nome, padrao] of [
      ['10 a 13 dígitos seguidos (CPF, telefone)', /\d{10,13}/],
      ['CPF formatado', /\d{3}\.\d{3}\.\d{3}-\d{2}/],
      ['número de 6 dígitos', /(?<![\w-])\d{6}(?![\w-])/],
      ['JWT', /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./],
      ['chave de API', /fid_(live|test)_[A-Za-z0-9]/],
      ['Bearer com credencial', /Bearer\s+(?!\*\*\*)\S/],
      ['e-mail', /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/],
    ] as const) {
      // Ids are UUIDs, whose last group may be all digits: they are not what this looks for.
      const semIds = (l: string) => l.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>');
      vazamentos.push(...linhas.filter((l) => padrao.test(semIds(l.texto))).map((l) => `${nome}: ${l.texto}`));
    }
    expect(vazamentos).toEqual([]);
  });
});

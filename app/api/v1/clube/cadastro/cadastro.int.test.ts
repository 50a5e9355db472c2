// Joining a store's programme by its link ("Participe do clube"; docs/clube.md, "Participar pelo
// link da loja"), through the real route handlers: the store's page, the code request, the code
// read from the development sink after the outbox delivers it, and the confirmation that creates or
// finds the person, writes the membership, the consents and the marketing choices, and signs in.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cenarioPadrao, cpfAleatorio, criarLoja, criarTenant, criarUsuario } from '@/lib/testing/cenario';
import { cadastrarPeloPdv, venderPara } from '@/lib/testing/cenario-clientes';
import { cenarioComSandbox } from '@/lib/testing/cenario-sandbox';
import { codigoDoSink, ipAleatorio } from '@/lib/testing/clube';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { limparExpirados } from '@/lib/jobs/limpeza';
import { canalDa, destinoDa } from '@/lib/domain/notificacoes/listar-entregas';
import { executarAutomacoes } from '@/lib/domain/automacao/executar-automacoes';
import { formatarCpf } from '@/lib/documentos/cpf';
import { redirecionarLogs } from '@/lib/log';
import { VERSAO_TERMO_LGPD } from '@/lib/domain/cliente/registrar-consentimento';

const M = {
  loja: 'Loja não encontrada.',
  enviado: 'Enviamos um código de 6 dígitos para confirmar seu contato.',
  semWhatsapp: 'Este número não está no WhatsApp. Escolha receber o código por e-mail.',
  muitos: 'Muitos códigos enviados para este contato. Tente de novo em uma hora.',
  invalido: 'Código inválido ou expirado.',
  inativo: 'Seu cadastro neste programa está desativado. Fale com a loja.',
  outroContato: 'Este CPF já está cadastrado com outro contato. Entre no clube com seu CPF ou peça à loja para atualizar seu cadastro.',
  concluido: 'Cadastro concluído. Bem-vindo ao clube!',
  jaParticipava: 'Você já participava do clube. Entrada realizada.',
};

const loja = (id: string, ip = ipAleatorio()) => chamar('GET', `/api/v1/clube/cadastro/loja/${id}`, { ip });
const solicitar = (corpo: Record<string, unknown>, ip = ipAleatorio()) =>
  chamar('POST', '/api/v1/clube/cadastro/solicitar-codigo', { ip, corpo });
const confirmar = (corpo: Record<string, unknown>, ip = ipAleatorio()) => chamar('POST', '/api/v1/clube/cadastro/confirmar', { ip, corpo });

const emailAleatorio = () => `cadastro.${randomUUID().slice(0, 8)}@example.com`;
/** A mobile that the development sink says is on WhatsApp (it is not when it ends in 0000). */
const celularAleatorio = () => `119${String(10_000 + Math.floor(Math.random() * 89_990_000)).padStart(8, '0')}`;

/** A programme with one live store: Cashback 5 % released 7 days after the sale, and Pontos. */
async function programa(nome = `Café ${randomUUID().slice(0, 6)}`) {
  const c = await cenarioPadrao({
    cashback: { percentualCashback: '5', modoCashback: 'Diferido', diasLiberacao: 7, validadeDias: 90 },
    pontos: { pontosPorReal: '1' },
  });
  await prisma.tenant.update({ where: { id: c.tenantId }, data: { nome } });
  return { ...c, programa: nome };
}

const pedido = (lojaId: string, o: Record<string, unknown> = {}) => ({
  lojaId,
  cpf: cpfAleatorio(),
  nome: 'Bia Nova',
  canal: 'email',
  email: emailAleatorio(),
  aceiteLgpd: true,
  ...o,
});

/** Asks for a code and reads it: the request's answer and the code. */
async function pedirCodigo(corpo: Record<string, unknown>) {
  const r = await solicitar(corpo);
  esperarSucesso(r, 200, M.enviado);
  const { codigo } = await codigoDoSink(r.corpo.dados.cadastroId);
  return { cadastroId: r.corpo.dados.cadastroId as string, codigo };
}

const errado = (codigo: string) => String((Number(codigo) + 1) % 1_000_000).padStart(6, '0');

describe('GET /api/v1/clube/cadastro/loja/{lojaId}', () => {
  it('answers the store, the programme and its benefits in pt-BR, in any case of the path and of the id', async () => {
    const p = await programa('Café Aurora');
    const esperado = {
      lojaId: p.loja.id,
      lojaNome: 'Loja Centro',
      programa: 'Café Aurora',
      beneficios: [
        '5 % de cashback em cada compra',
        'Cashback liberado 7 dias após a compra',
        'Cashback válido por 90 dias',
        '1 ponto a cada R$ 1,00',
      ],
      indicacao: null,
    };
    const r = await loja(p.loja.id);
    esperarSucesso(r, 200, null);
    expect(r.corpo.dados).toEqual(esperado);
    const maiusculas = await chamar('GET', `/api/v1/Clube/Cadastro/Loja/${p.loja.id.toUpperCase()}`, { ip: ipAleatorio() });
    expect(maiusculas.corpo.dados).toEqual(esperado);

    // A minimum purchase and an immediate cashback read as such; no campaign, no line.
    const q = await cenarioPadrao({ cashback: { percentualCashback: '2.5', compraMinima: '20' }, pontos: null });
    expect((await loja(q.loja.id)).corpo.dados.beneficios).toEqual([
      '2,5 % de cashback em compras a partir de R$ 20,00',
      'Cashback disponível logo após a compra',
    ]);
    const s = await cenarioPadrao({ cashback: null, pontos: null });
    expect((await loja(s.loja.id)).corpo.dados.beneficios).toEqual([]);
  });

  it('is 404 "Loja não encontrada." for a malformed or unknown id, an inactive store or tenant, and a sandbox store', async () => {
    const inativa = await criarLoja((await criarTenant()).tenantId, { ativo: false });
    const t = await criarTenant();
    const deTenantInativo = await criarLoja(t.tenantId);
    await prisma.tenant.update({ where: { id: t.tenantId }, data: { ativo: false } });
    const { sombra } = await cenarioComSandbox();
    const daSandbox = await prisma.loja.findFirstOrThrow({ where: { tenantId: sombra } });
    for (const id of ['abc', '123', randomUUID(), inativa.id, deTenantInativo.id, daSandbox.id]) {
      esperarRecusa(await loja(id), 404, M.loja);
      // The code request refuses the same stores, before anything is stored or sent.
      esperarRecusa(await solicitar(pedido(id === 'abc' || id === '123' ? randomUUID() : id)), 404, M.loja);
    }
  });

  it('takes 30 requests a minute from one IP', async () => {
    const p = await programa();
    const ip = ipAleatorio();
    for (let i = 0; i < 30; i++) expect((await loja(p.loja.id, ip)).status).toBe(200);
    const r = await loja(p.loja.id, ip);
    expect(r.status).toBe(429);
    expect(r.corpo.mensagem).toBe('Limite de requisições excedido.');
  });
});

describe('POST /api/v1/clube/cadastro/solicitar-codigo', () => {
  it('stores the pending sign-up with an HMAC of the code, and sends the code to the e-mail given, naming the programme', async () => {
    const p = await programa('Café Aurora');
    const corpo = pedido(p.loja.id, { email: 'Bia.Nova@Example.com', telefone: '(11) 98765-1234', dataNascimento: '1992-03-04' });
    const r = await solicitar(corpo);
    esperarSucesso(r, 200, M.enviado);
    expect(r.corpo.dados).toEqual({
      cadastroId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      destinoMascarado: 'b******a@e*****e.com',
      whatsappIndisponivel: false,
      validadeMinutos: 10,
    });
    const linha = await prisma.cadastroClube.findUniqueOrThrow({ where: { id: r.corpo.dados.cadastroId } });
    expect(linha).toMatchObject({
      tenantId: p.tenantId,
      lojaId: p.loja.id,
      cpf: corpo.cpf,
      nome: 'Bia Nova',
      email: 'bia.nova@example.com',
      telefone: '11987651234',
      canal: 'email',
      destino: 'bia.nova@example.com',
      marketingWhatsapp: false,
      marketingEmail: false,
      tentativas: 0,
      usadoEm: null,
      invalidadoEm: null,
    });
    expect(linha.dataNascimento!.toISOString().slice(0, 10)).toBe('1992-03-04');
    expect((linha.expiraEm.getTime() - linha.criadoEm.getTime()) / 60_000).toBe(10);
    // The CPF is not looked up, nor anyone created, until the code comes back.
    expect(await prisma.cliente.count({ where: { cpf: corpo.cpf } })).toBe(0);

    const { codigo, msg } = await codigoDoSink(linha.id);
    expect(linha.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(linha.hash).not.toContain(codigo);
    expect({ destino: msg.destino, canal: msg.canal, assunto: msg.assunto, texto: msg.texto }).toEqual({
      destino: 'bia.nova@example.com',
      canal: 'email',
      assunto: 'Seu código para participar do clube Café Aurora',
      texto: `Seu código para participar do clube Café Aurora é ${codigo}. Ele vale por 10 minutos. Se não foi você que pediu, ignore esta mensagem. Não compartilhe este código com ninguém.`,
    });
  });

  it('sends by WhatsApp to the phone given, and stores and sends nothing for a number that is not on WhatsApp', async () => {
    const p = await programa();
    const telefone = celularAleatorio();
    const r = await solicitar(pedido(p.loja.id, { canal: 'whatsapp', telefone, email: undefined }));
    esperarSucesso(r, 200, M.enviado);
    expect(r.corpo.dados.destinoMascarado).toBe(`(11) *****-${telefone.slice(-4)}`);
    const { msg } = await codigoDoSink(r.corpo.dados.cadastroId);
    expect({ destino: msg.destino, canal: msg.canal }).toEqual({ destino: `+55${telefone}`, canal: 'whatsapp' });
    expect((await prisma.cadastroClube.findUniqueOrThrow({ where: { id: r.corpo.dados.cadastroId } })).destino).toBe(`+55${telefone}`);
    // The panel's delivery list reads the event's own address on its channel, masked as a phone.
    const entrega = { canal: null, para: `+55${telefone}`, canal_pedido: 'whatsapp', email: null, telefone: null, anonimizado: null };
    expect(canalDa(entrega)).toBe('whatsapp');
    expect(destinoDa({ ...entrega, canal: 'whatsapp' }, 'whatsapp')).toBe(`(11) *****-${telefone.slice(-4)}`);

    // Not on WhatsApp for the development sink (ends in 0000); a new number each run: its lookups are limited per hour.
    const semWhatsapp = `119${String(randomInt(1000, 10_000))}0000`;
    const corpo = pedido(p.loja.id, { canal: 'whatsapp', telefone: semWhatsapp });
    const sem = await solicitar(corpo);
    esperarSucesso(sem, 200, M.semWhatsapp);
    expect(sem.corpo.dados).toEqual({
      cadastroId: null,
      destinoMascarado: '(11) *****-0000',
      whatsappIndisponivel: true,
      validadeMinutos: 10,
    });
    expect(await prisma.cadastroClube.count({ where: { cpf: corpo.cpf as string } })).toBe(0);
    expect(
      await prisma.eventoOutbox.count({ where: { tipo: 'CadastroClube', payload: { path: ['para'], equals: `+55${semWhatsapp}` } } }),
    ).toBe(0);
  });

  it('refuses bad fields with the messages of POST /cliente and solicitar-pin, storing nothing', async () => {
    const p = await programa();
    const casos: [Record<string, unknown>, string[]][] = [
      [{ aceiteLgpd: false }, ['Aceite de LGPD é obrigatório para cadastro.']],
      [{ aceiteLgpd: undefined }, ['Aceite de LGPD é obrigatório para cadastro.']],
      [{ cpf: '111.111.111-11' }, ['CPF inválido. Informe 11 dígitos.']],
      [{ nome: ' ' }, ['O campo Nome é obrigatório.']],
      [{ canal: 'sms' }, ['O campo Canal deve ser whatsapp ou email.']],
      [{ canal: 'whatsapp' }, ['O campo Telefone é obrigatório.']],
      [{ email: '' }, ['O campo Email é obrigatório.']],
      [{ email: 'bia@' }, ['O campo Email não é um endereço de e-mail válido.']],
      [{ telefone: '123' }, ['O campo Telefone está em formato inválido.']],
      [{ dataNascimento: '04/03/1992' }, ['O campo DataNascimento deve estar no formato AAAA-MM-DD.']],
      // Offers only through the contact the code proves (the other one may be anybody's).
      [
        { telefone: celularAleatorio(), marketingWhatsapp: true },
        ['Para receber ofertas pelo WhatsApp, receba o código pelo WhatsApp: ele confirma o celular.'],
      ],
      [
        { canal: 'whatsapp', telefone: celularAleatorio(), marketingEmail: true },
        ['Para receber ofertas por e-mail, receba o código por e-mail: ele confirma o endereço.'],
      ],
      [{ lojaId: 'loja-1' }, ['O campo LojaId deve ser um UUID.']],
      // 12 digits pass the field's shape, but only 55 + a Brazilian number can take a WhatsApp code.
      [{ canal: 'whatsapp', telefone: '123456789012' }, ['O campo Telefone está em formato inválido.']],
    ];
    for (const [extra, erros] of casos) {
      const corpo = pedido(p.loja.id, extra);
      const r = await solicitar(corpo);
      expect({ extra, status: r.status, erros: r.corpo.erros }).toEqual({ extra, status: 400, erros });
    }
    expect(await prisma.cadastroClube.count({ where: { lojaId: p.loja.id } })).toBe(0);
  });

  it('sends at most 5 codes an hour to one contact, whatever the IPs and CPFs (429 with Retry-After)', async () => {
    const p = await programa();
    const email = emailAleatorio();
    for (let i = 0; i < 5; i++) esperarSucesso(await solicitar(pedido(p.loja.id, { email })), 200, M.enviado);
    const r = await solicitar(pedido(p.loja.id, { email: email.toUpperCase() }));
    esperarRecusa(r, 429, M.muitos);
    expect(r.corpo.mensagem).toBe(M.muitos);
    const espera = Number(r.headers.get('retry-after'));
    expect(espera).toBeGreaterThan(3500);
    expect(espera).toBeLessThanOrEqual(3600);
    expect(await prisma.cadastroClube.count({ where: { destino: email } })).toBe(5);
    expect(await prisma.eventoOutbox.count({ where: { tipo: 'CadastroClube', payload: { path: ['para'], equals: email } } })).toBe(5);
    // Another contact is not held back.
    esperarSucesso(await solicitar(pedido(p.loja.id)), 200, M.enviado);
  });

  it('looks a number up on WhatsApp at most 5 times an hour, also when it is not on WhatsApp (no free oracle)', async () => {
    const p = await programa();
    const semWhatsapp = `119${String(randomInt(1000, 10_000))}0000`;
    for (let i = 0; i < 5; i++) {
      esperarSucesso(await solicitar(pedido(p.loja.id, { canal: 'whatsapp', telefone: semWhatsapp })), 200, M.semWhatsapp);
    }
    const r = await solicitar(pedido(p.loja.id, { canal: 'whatsapp', telefone: `(${semWhatsapp.slice(0, 2)}) ${semWhatsapp.slice(2)}` }));
    esperarRecusa(r, 429, M.muitos);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another number is not held back.
    esperarSucesso(await solicitar(pedido(p.loja.id, { canal: 'whatsapp', telefone: celularAleatorio() })), 200, M.enviado);
  });

  it('takes 3 requests a minute from one IP', async () => {
    const p = await programa();
    const ip = ipAleatorio();
    for (let i = 0; i < 3; i++) expect((await solicitar(pedido(p.loja.id), ip)).status).toBe(200);
    const r = await solicitar(pedido(p.loja.id), ip);
    expect(r.status).toBe(429);
    expect(r.corpo.erros).toEqual(['Muitas tentativas. Aguarde 1 minuto.']);
  });
});

describe('POST /api/v1/clube/cadastro/confirmar', () => {
  it('a new CPF: creates the person, the membership, the Clube consent with the store and the chosen marketing, and signs in', async () => {
    const p = await programa('Café Aurora');
    const email = emailAleatorio();
    const corpo = pedido(p.loja.id, { email, telefone: '(11) 98765-1234', dataNascimento: '1992-03-04', marketingEmail: true });
    const { cadastroId, codigo } = await pedirCodigo(corpo);
    const r = await confirmar({ cadastroId, codigo });
    esperarSucesso(r, 200, M.concluido);
    const cli = await prisma.cliente.findFirstOrThrow({ where: { cpf: corpo.cpf as string, sandbox: false } });
    expect(r.corpo.dados).toEqual({
      token: expect.any(String),
      expiraEm: expect.stringMatching(/Z$/),
      nome: 'Bia Nova',
      cpf: formatarCpf(corpo.cpf as string),
      qrToken: cli.qrToken,
      jaExistia: false,
      programa: 'Café Aurora',
      lojaNome: 'Loja Centro',
    });
    expect(cli).toMatchObject({ nome: 'Bia Nova', email, telefone: '11987651234' });
    expect(cli.dataNascimento!.toISOString().slice(0, 10)).toBe('1992-03-04');
    expect(cli.dataUltimoLogin).not.toBeNull();
    expect(await prisma.clienteTenant.findMany({ where: { clienteId: cli.id } })).toEqual([
      expect.objectContaining({ tenantId: p.tenantId, ativo: true, lojaOrigemId: p.loja.id }),
    ]);
    const consentimentos = await prisma.consentimentoLgpd.findMany({ where: { clienteId: cli.id }, orderBy: { finalidade: 'asc' } });
    expect(consentimentos.map((c) => ({ ...c, id: undefined, criadoEm: undefined }))).toEqual([
      {
        id: undefined,
        criadoEm: undefined,
        clienteId: cli.id,
        tenantId: p.tenantId,
        lojaId: p.loja.id,
        canal: 'Clube',
        versaoTexto: VERSAO_TERMO_LGPD,
        finalidade: 'Cadastro',
        aceito: true,
      },
      {
        id: undefined,
        criadoEm: undefined,
        clienteId: cli.id,
        tenantId: p.tenantId,
        lojaId: null,
        canal: 'Clube',
        versaoTexto: VERSAO_TERMO_LGPD,
        finalidade: 'MarketingEmail',
        aceito: true,
      },
    ]);
    expect(await prisma.preferenciaComunicacao.findMany({ where: { clienteId: cli.id } })).toEqual([
      expect.objectContaining({ tenantId: p.tenantId, whatsapp: false, email: true }),
    ]);
    expect((await prisma.cadastroClube.findUniqueOrThrow({ where: { id: cadastroId } })).usadoEm).not.toBeNull();
    // A member like any other: the segments' summary row of the membership exists.
    expect(await prisma.resumoParticipacao.count({ where: { tenantId: p.tenantId, clienteId: cli.id } })).toBe(1);

    // Signed in: the token is the club's.
    const perfil = await chamar('GET', '/api/v1/clube/perfil', { token: r.corpo.dados.token });
    expect(perfil.status).toBe(200);
    expect(perfil.corpo.dados.clienteId).toBe(cli.id);

    // A code is used once.
    esperarRecusa(await confirmar({ cadastroId, codigo }), 401, M.invalido);
    expect(await prisma.cliente.count({ where: { cpf: corpo.cpf as string } })).toBe(1);
  });

  it('without a marketing choice writes no preference and no marketing consent (WhatsApp sign-up)', async () => {
    const p = await programa();
    const telefone = celularAleatorio();
    const corpo = pedido(p.loja.id, { canal: 'whatsapp', telefone, email: undefined });
    const { cadastroId, codigo } = await pedirCodigo(corpo);
    esperarSucesso(await confirmar({ cadastroId, codigo }), 200, M.concluido);
    const cli = await prisma.cliente.findFirstOrThrow({ where: { cpf: corpo.cpf as string } });
    expect(cli).toMatchObject({ email: null, telefone });
    expect(await prisma.preferenciaComunicacao.count({ where: { clienteId: cli.id } })).toBe(0);
    expect(
      (await prisma.consentimentoLgpd.findMany({ where: { clienteId: cli.id } })).map((c) => [c.finalidade, c.canal, c.lojaId]),
    ).toEqual([['Cadastro', 'Clube', p.loja.id]]);
  });

  it('a known CPF with the same contact: joins the programme, keeps name and contacts, jaExistia true', async () => {
    const a = await programa();
    const b = await programa('Padaria Sol');
    const cpf = cpfAleatorio();
    const email = emailAleatorio();
    const clienteId = await cadastrarPeloPdv(a, cpf, { nome: 'Ana Antiga', email, telefone: '11912345678' });
    const antes = await prisma.cliente.findUniqueOrThrow({ where: { id: clienteId } });
    // Another name and phone typed, and the e-mail offers: the e-mail is the one on file.
    const { cadastroId, codigo } = await pedirCodigo(
      pedido(b.loja.id, {
        cpf: formatarCpf(cpf),
        nome: 'Outro Nome',
        email: email.toUpperCase(),
        telefone: celularAleatorio(),
        marketingEmail: true,
      }),
    );
    const r = await confirmar({ cadastroId, codigo });
    esperarSucesso(r, 200, M.jaParticipava);
    expect(r.corpo.dados).toMatchObject({
      nome: 'Ana Antiga',
      cpf: formatarCpf(cpf),
      jaExistia: true,
      programa: 'Padaria Sol',
      lojaNome: 'Loja Centro',
    });
    const depois = await prisma.cliente.findUniqueOrThrow({ where: { id: clienteId } });
    expect({ nome: depois.nome, email: depois.email, telefone: depois.telefone, dataNascimento: depois.dataNascimento }).toEqual({
      nome: antes.nome,
      email: antes.email,
      telefone: antes.telefone,
      dataNascimento: antes.dataNascimento,
    });
    expect(await prisma.cliente.count({ where: { cpf } })).toBe(1);
    const vinculos = await prisma.clienteTenant.findMany({ where: { clienteId }, orderBy: { criadoEm: 'asc' } });
    expect(vinculos.map((v) => [v.tenantId, v.ativo])).toEqual([
      [a.tenantId, true],
      [b.tenantId, true],
    ]);
    const deB = await prisma.consentimentoLgpd.findMany({ where: { clienteId, tenantId: b.tenantId }, orderBy: { finalidade: 'asc' } });
    expect(deB.map((c) => [c.finalidade, c.canal, c.lojaId, c.aceito])).toEqual([
      ['Cadastro', 'Clube', b.loja.id, true],
      ['MarketingEmail', 'Clube', null, true],
    ]);
    expect(await prisma.preferenciaComunicacao.findMany({ where: { clienteId } })).toEqual([
      expect.objectContaining({ tenantId: b.tenantId, whatsapp: false, email: true }),
    ]);

    // Already a member: the same answer again, no second membership.
    const outra = await pedirCodigo(pedido(b.loja.id, { cpf, email }));
    esperarSucesso(await confirmar(outra), 200, M.jaParticipava);
    expect(await prisma.clienteTenant.count({ where: { clienteId } })).toBe(2);
  });

  it('a known CPF with another contact: 409 and nothing changes but the spent code', async () => {
    const a = await programa();
    const b = await programa();
    const cpf = cpfAleatorio();
    const clienteId = await cadastrarPeloPdv(a, cpf, { nome: 'Ana Antiga', email: emailAleatorio(), telefone: '11912345678' });
    const consentimentos = await prisma.consentimentoLgpd.count({ where: { clienteId } });
    const antes = await prisma.cliente.findUniqueOrThrow({ where: { id: clienteId } });
    // The e-mail proven is not the one on file; a phone equal to the one on file changes nothing.
    const { cadastroId, codigo } = await pedirCodigo(pedido(b.loja.id, { cpf, telefone: '11912345678', marketingEmail: true }));
    esperarRecusa(await confirmar({ cadastroId, codigo }), 409, M.outroContato);
    expect(await prisma.cliente.findUniqueOrThrow({ where: { id: clienteId } })).toEqual(antes);
    expect(await prisma.clienteTenant.count({ where: { clienteId, tenantId: b.tenantId } })).toBe(0);
    expect(await prisma.consentimentoLgpd.count({ where: { clienteId } })).toBe(consentimentos);
    expect(await prisma.preferenciaComunicacao.count({ where: { clienteId } })).toBe(0);
    expect((await prisma.cadastroClube.findUniqueOrThrow({ where: { id: cadastroId } })).usadoEm).not.toBeNull();
    esperarRecusa(await confirmar({ cadastroId, codigo }), 401, M.invalido);

    // By WhatsApp: the phone proven must be the one on file (the country code does not matter).
    const w = await pedirCodigo(pedido(b.loja.id, { cpf, canal: 'whatsapp', telefone: celularAleatorio() }));
    esperarRecusa(await confirmar(w), 409, M.outroContato);
    const certo = await pedirCodigo(pedido(b.loja.id, { cpf, canal: 'whatsapp', telefone: '+55 (11) 91234-5678', email: undefined }));
    esperarSucesso(await confirmar(certo), 200, M.jaParticipava);
  });

  it('an inactive membership: 422 and nothing changes', async () => {
    const a = await programa();
    const cpf = cpfAleatorio();
    const email = emailAleatorio();
    const clienteId = await cadastrarPeloPdv(a, cpf, { nome: 'Ana Antiga', email });
    await prisma.clienteTenant.updateMany({ where: { clienteId, tenantId: a.tenantId }, data: { ativo: false } });
    const consentimentos = await prisma.consentimentoLgpd.count({ where: { clienteId } });
    const { cadastroId, codigo } = await pedirCodigo(pedido(a.loja.id, { cpf, email, marketingEmail: true }));
    esperarRecusa(await confirmar({ cadastroId, codigo }), 422, M.inativo);
    expect((await prisma.clienteTenant.findFirstOrThrow({ where: { clienteId, tenantId: a.tenantId } })).ativo).toBe(false);
    expect(await prisma.consentimentoLgpd.count({ where: { clienteId } })).toBe(consentimentos);
    expect(await prisma.preferenciaComunicacao.count({ where: { clienteId } })).toBe(0);
  });

  it('a wrong code is 401; 5 wrong tries void the sign-up, the right code then included', async () => {
    const p = await programa();
    const corpo = pedido(p.loja.id);
    const { cadastroId, codigo } = await pedirCodigo(corpo);
    for (let i = 0; i < 5; i++) esperarRecusa(await confirmar({ cadastroId, codigo: errado(codigo) }), 401, M.invalido);
    const linha = await prisma.cadastroClube.findUniqueOrThrow({ where: { id: cadastroId } });
    expect(linha.tentativas).toBe(5);
    expect(linha.invalidadoEm).not.toBeNull();
    esperarRecusa(await confirmar({ cadastroId, codigo }), 401, M.invalido);
    expect(await prisma.cliente.count({ where: { cpf: corpo.cpf as string } })).toBe(0);
    // An unknown sign-up, and a malformed code or id.
    esperarRecusa(await confirmar({ cadastroId: randomUUID(), codigo }), 401, M.invalido);
    esperarRecusa(await confirmar({ cadastroId, codigo: '12345' }), 400, 'O código deve ter 6 dígitos.');
    esperarRecusa(await confirmar({ cadastroId: 'x', codigo }), 400, 'O campo CadastroId deve ser um UUID.');
  });

  it('a CPF takes at most 10 wrong codes in 24 hours across its sign-ups, like the PIN: then even the right code is 401', async () => {
    const p = await programa();
    // A registered person: a right code would sign in (jaExistia), so the guesses at it are the PIN's budget.
    const cpf = cpfAleatorio();
    const email = emailAleatorio();
    const clienteId = await cadastrarPeloPdv(p, cpf, { nome: 'Ana Antiga', email, telefone: '11912345678' });
    for (let n = 0; n < 2; n++) {
      const { cadastroId, codigo } = await pedirCodigo(pedido(p.loja.id, { cpf, email }));
      for (let i = 0; i < 5; i++) esperarRecusa(await confirmar({ cadastroId, codigo: errado(codigo) }), 401, M.invalido);
    }
    const terceiro = await pedirCodigo(pedido(p.loja.id, { cpf, email }));
    esperarRecusa(await confirmar(terceiro), 401, M.invalido);
    // Refused before the code is looked at: no try counted on the third row, nothing signed in or written.
    expect((await prisma.cadastroClube.findUniqueOrThrow({ where: { id: terceiro.cadastroId } })).tentativas).toBe(0);
    expect((await prisma.cliente.findUniqueOrThrow({ where: { id: clienteId } })).dataUltimoLogin).toBeNull();
    // The same for a CPF nobody registered: the refusal tells nothing about the CPF.
    const novo = pedido(p.loja.id);
    for (let n = 0; n < 2; n++) {
      const { cadastroId, codigo } = await pedirCodigo(novo);
      for (let i = 0; i < 5; i++) esperarRecusa(await confirmar({ cadastroId, codigo: errado(codigo) }), 401, M.invalido);
    }
    esperarRecusa(await confirmar(await pedirCodigo(novo)), 401, M.invalido);
    expect(await prisma.cliente.count({ where: { cpf: novo.cpf as string } })).toBe(0);
  });

  it("no sign-in by a sign-up code while the person's PIN sign-in is locked", async () => {
    const a = await programa();
    const b = await programa();
    const cpf = cpfAleatorio();
    const email = emailAleatorio();
    const clienteId = await cadastrarPeloPdv(a, cpf, { nome: 'Ana Antiga', email, telefone: '11912345678' });
    await prisma.cliente.update({ where: { id: clienteId }, data: { pinBloqueadoAte: new Date(Date.now() + 3_600_000) } });
    const { cadastroId, codigo } = await pedirCodigo(pedido(b.loja.id, { cpf, email }));
    esperarRecusa(await confirmar({ cadastroId, codigo }), 401, M.invalido);
    expect(await prisma.clienteTenant.count({ where: { clienteId, tenantId: b.tenantId } })).toBe(0);
    // Once the lock has passed, the same code works.
    await prisma.cliente.update({ where: { id: clienteId }, data: { pinBloqueadoAte: null } });
    esperarSucesso(await confirmar({ cadastroId, codigo }), 200, M.jaParticipava);
  });

  it('an expired code is 401, and a new request of the same CPF at the store voids the earlier code', async () => {
    const p = await programa();
    const corpo = pedido(p.loja.id);
    const primeiro = await pedirCodigo(corpo);
    await prisma.cadastroClube.update({ where: { id: primeiro.cadastroId }, data: { expiraEm: new Date(Date.now() - 1000) } });
    esperarRecusa(await confirmar(primeiro), 401, M.invalido);

    const segundo = await pedirCodigo(corpo);
    const terceiro = await pedirCodigo(corpo);
    expect((await prisma.cadastroClube.findUniqueOrThrow({ where: { id: segundo.cadastroId } })).invalidadoEm).not.toBeNull();
    esperarRecusa(await confirmar(segundo), 401, M.invalido);
    esperarSucesso(await confirmar(terceiro), 200, M.concluido);
  });

  it('the same code confirmed twice at once signs in once', async () => {
    const p = await programa();
    const corpo = pedido(p.loja.id);
    const c = await pedirCodigo(corpo);
    const rs = await Promise.all([confirmar(c), confirmar(c)]);
    expect(rs.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(await prisma.cliente.count({ where: { cpf: corpo.cpf as string } })).toBe(1);
  });

  it('two codes of one new CPF confirmed at once end with one person and one membership', async () => {
    for (const mesmoContato of [true, false]) {
      const p = await programa();
      // Two stores of the programme: a second request at the same store would void the first code.
      const outraLoja = await criarLoja(p.tenantId, { nome: 'Loja Norte' });
      const cpf = cpfAleatorio();
      const email = emailAleatorio();
      const c1 = await pedirCodigo(pedido(p.loja.id, { cpf, email }));
      const c2 = await pedirCodigo(pedido(outraLoja.id, { cpf, email: mesmoContato ? email : emailAleatorio() }));
      const rs = await Promise.all([confirmar(c1), confirmar(c2)]);
      const pessoas = await prisma.cliente.findMany({ where: { cpf } });
      expect(pessoas).toHaveLength(1);
      expect(await prisma.clienteTenant.count({ where: { clienteId: pessoas[0]!.id } })).toBe(1);
      const resultado = rs.map((r) => [r.status, r.corpo.mensagem]).sort();
      expect(resultado).toEqual(
        mesmoContato
          ? [
              [200, M.concluido],
              [200, M.jaParticipava],
            ]
          : [
              [200, M.concluido],
              [409, M.outroContato],
            ],
      );
    }
  });

  it('is 404 when the store was switched off after the code was sent', async () => {
    const p = await programa();
    const c = await pedirCodigo(pedido(p.loja.id));
    await prisma.loja.update({ where: { id: p.loja.id }, data: { ativo: false } });
    esperarRecusa(await confirmar(c), 404, M.loja);
    esperarRecusa(await confirmar(c), 401, M.invalido);
  });

  it('the welcome automation greets a member who joined by the link at the first purchase, as one a PDV registered', async () => {
    const p = await programa();
    const admin = await criarUsuario(p.tenantId, 'AdminTenant');
    const salva = await chamar('PUT', '/api/v1/admin/automacoes/BoasVindas', {
      token: admin.token,
      corpo: { ativa: true, canal: 'Email', assunto: 'Bem-vindo, {nome}', modelo: 'Bem-vindo, {nome}!', holdoutPercentual: 0 },
    });
    expect(salva.status).toBe(200);
    await new Promise((res) => setTimeout(res, 20));
    const corpo = pedido(p.loja.id, { marketingEmail: true });
    esperarSucesso(await confirmar(await pedirCodigo(corpo)), 200, M.concluido);
    const cli = await prisma.cliente.findFirstOrThrow({ where: { cpf: corpo.cpf as string } });
    await venderPara(p, corpo.cpf as string, 80);
    await executarAutomacoes(new Date());
    const destinatarios = await prisma.destinatarioComunicacao.findMany({
      where: { tenantId: p.tenantId, campanhaId: salva.corpo.dados.campanhaId },
      select: { clienteId: true, ocorrencia: true, grupo: true },
    });
    expect(destinatarios).toEqual([{ clienteId: cli.id, ocorrencia: 'primeira-compra', grupo: 'Envio' }]);
  });
});

describe('clean-up of pending sign-ups', () => {
  it('deletes sign-ups and their code events a day old, and keeps younger ones', async () => {
    const p = await programa();
    const velho = await solicitar(pedido(p.loja.id));
    const novo = await solicitar(pedido(p.loja.id));
    const ontem = new Date(Date.now() - 25 * 60 * 60_000);
    await prisma.cadastroClube.update({ where: { id: velho.corpo.dados.cadastroId }, data: { criadoEm: ontem } });
    await prisma.eventoOutbox.updateMany({
      where: { tipo: 'CadastroClube', payload: { path: ['cadastroId'], equals: velho.corpo.dados.cadastroId } },
      data: { criadoEm: ontem, status: 'Enviado' },
    });
    const r = await limparExpirados();
    expect(r.cadastrosClube).toBeGreaterThanOrEqual(1);
    expect(r.eventosCadastroClube).toBeGreaterThanOrEqual(1);
    expect(await prisma.cadastroClube.findMany({ where: { lojaId: p.loja.id }, select: { id: true } })).toEqual([
      { id: novo.corpo.dados.cadastroId },
    ]);
    const eventos = await prisma.eventoOutbox.findMany({
      where: { tipo: 'CadastroClube', tenantId: p.tenantId },
      select: { payload: true },
    });
    expect(eventos.map((e) => (e.payload as { cadastroId: string }).cadastroId)).toEqual([novo.corpo.dados.cadastroId]);
  });
});

describe('log lines of a sign-up', () => {
  const linhas: string[] = [];
  beforeAll(() => redirecionarLogs((l) => linhas.push(l)));
  afterAll(() => redirecionarLogs(null));

  it('hold neither the code nor the CPF nor the contacts', async () => {
    const p = await programa();
    const telefone = celularAleatorio();
    const email = emailAleatorio();
    const corpo = pedido(p.loja.id, { canal: 'whatsapp', telefone, email, marketingWhatsapp: true });
    const r = await solicitar(corpo);
    esperarSucesso(r, 200, M.enviado);
    const { codigo } = await codigoDoSink(r.corpo.dados.cadastroId);
    esperarRecusa(await confirmar({ cadastroId: r.corpo.dados.cadastroId, codigo: errado(codigo) }), 401, M.invalido);
    esperarSucesso(await confirmar({ cadastroId: r.corpo.dados.cadastroId, codigo }), 200, M.concluido);
    // A refused request quotes nothing either.
    expect((await solicitar({ ...corpo, email: `${email}@` })).status).toBe(400);
    expect(linhas.length).toBeGreaterThan(3);
    const texto = linhas.join('\n');
    for (const segredo of [codigo, corpo.cpf as string, formatarCpf(corpo.cpf as string), telefone, `+55${telefone}`, email]) {
      expect(texto, segredo).not.toContain(segredo);
    }
  });
});

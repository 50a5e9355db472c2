import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarLoja, criarUsuario } from '@/lib/testing/cenario';
import { cadastrarPeloPdv, criarPrograma, type Programa } from '@/lib/testing/cenario-clientes';
import { formatarCpf, mascararCpf } from '@/lib/documentos/cpf';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';
import { linhasDoTenant } from '@/lib/testing/linhas-do-tenant';

const CAMINHO = '/api/v1/admin/ClienteAdmin/importar';
const BOM = '\uFEFF';

const importar = (p: Pick<Programa, 'admin'>, corpo: Record<string, unknown>, token = p.admin.token) =>
  chamar('POST', CAMINHO, { token, corpo: { aceiteLgpd: true, ...corpo } });

/**
 * The rows an import into `tenantId` may write: its memberships (every person it creates gets one in
 * the same statement), consent rows and audit rows. Scoped to the programme: the other test files
 * write to the same tables at the same time.
 */
const contarLinhas = (tenantId: string) => linhasDoTenant(tenantId, ['clienteTenant', 'consentimentoLgpd', 'auditoriaAdmin']);

const vinculosDoPrograma = (tenantId: string) => prisma.clienteTenant.count({ where: { tenantId } });

/** A file of `n` valid customers (`;`, CRLF) and their CPFs. */
function arquivoGrande(n: number) {
  const cpfs = new Set<string>();
  while (cpfs.size < n) cpfs.add(cpfAleatorio());
  const linhas = [...cpfs].map(
    (cpf, i) => `${formatarCpf(cpf)};Cliente ${i};cliente${i}@example.com;(11) 98888-${String(i).padStart(4, '0')}`,
  );
  return { cpfs: [...cpfs], csv: ['cpf;nome;email;telefone', ...linhas].join('\r\n') };
}

describe('POST /api/v1/admin/ClienteAdmin/importar', () => {
  it('imports a `;` file with a BOM, quotes and dd/mm/aaaa: new members, an existing one untouched, a refused line', async () => {
    const p = await criarPrograma();
    const [ana, bruno, carla, invalido] = [cpfAleatorio(), cpfAleatorio(), cpfAleatorio(), '12345678900'];
    const carlaId = await cadastrarPeloPdv(p, carla, { nome: 'Carla Dias', email: 'carla@example.com' });
    const csv =
      `${BOM}CPF;Nome;E-mail;Celular;Data de Nascimento;Observacao\r\n` +
      `${formatarCpf(ana)};"Ana ""Aninha"" Souza";Ana@Example.com;(11) 98888-7777;15/04/1990;120\r\n` +
      `${bruno};"Bruno; Filho";;;;\r\n` +
      `${formatarCpf(carla)};Outro Nome;outro@example.com;;;\r\n` +
      `${formatarCpf(invalido)};Davi;;;;\r\n`;
    const r = await importar(p, { csv, lojaId: p.loja.id });
    esperarSucesso(r, 200, 'Importação concluída: 2 clientes novos, 1 já cadastrado, 1 linha recusada.');
    expect(r.corpo.dados).toEqual({
      simulacao: false,
      linhas: 4,
      novos: 2,
      jaCadastrados: 1,
      recusados: 1,
      erros: [{ linha: 5, cpfMascarado: '***.456.789-**', mensagem: 'CPF inválido. Informe 11 dígitos.' }],
      colunasIgnoradas: ['Observacao'],
      // No balance columns: the balances' fields are there, all 0 (§4a).
      cashbackMigrado: 0,
      pontosMigrados: 0,
      saldosMigrados: 0,
      saldosJaMigrados: 0,
      saldosIgnorados: 0,
    });
    const pessoa = (cpf: string) => prisma.cliente.findFirstOrThrow({ where: { cpf, sandbox: false }, include: { vinculos: true } });
    const a = await pessoa(ana);
    expect({ nome: a.nome, email: a.email, telefone: a.telefone, nascimento: a.dataNascimento?.toISOString().slice(0, 10) }).toEqual({
      nome: 'Ana "Aninha" Souza',
      email: 'ana@example.com',
      telefone: '11988887777',
      nascimento: '1990-04-15',
    });
    expect(a.vinculos.map((v) => ({ tenantId: v.tenantId, ativo: v.ativo, loja: v.lojaOrigemId }))).toEqual([
      { tenantId: p.tenantId, ativo: true, loja: p.loja.id },
    ]);
    const b = await pessoa(bruno);
    expect({ nome: b.nome, email: b.email, telefone: b.telefone, nascimento: b.dataNascimento }).toEqual({
      nome: 'Bruno; Filho',
      email: null,
      telefone: null,
      nascimento: null,
    });
    // The existing member keeps their data and their membership (no store of origin from the import).
    const c = await pessoa(carla);
    expect({ id: c.id, nome: c.nome, email: c.email }).toEqual({ id: carlaId, nome: 'Carla Dias', email: 'carla@example.com' });
    expect(c.vinculos.map((v) => v.lojaOrigemId)).toEqual([null]);
    expect(await prisma.cliente.count({ where: { cpf: invalido } })).toBe(0);
  });

  it('reads a `,` file with LF and blank lines; importing it again changes nothing (all already registered)', async () => {
    const p = await criarPrograma();
    const cpfs = [cpfAleatorio(), cpfAleatorio(), cpfAleatorio()];
    const csv = `nome,cpf,email,telefone,nascimento\n\n"Silva, Ana",${cpfs[0]},,,1990-04-15\n,,,,\nBeto,${formatarCpf(cpfs[1]!)},,,\nCida,${cpfs[2]},,,\n\n`;
    const r = await importar(p, { csv });
    esperarSucesso(r, 200, 'Importação concluída: 3 clientes novos, 0 já cadastrados, 0 linhas recusadas.');
    expect(r.corpo.dados).toMatchObject({ linhas: 3, novos: 3, jaCadastrados: 0, recusados: 0, erros: [], colunasIgnoradas: [] });
    expect((await prisma.cliente.findFirstOrThrow({ where: { cpf: cpfs[0] } })).nome).toBe('Silva, Ana');

    // A membership that exists keeps its `ativo`: importing again does not reactivate it.
    const desativado = await prisma.cliente.findFirstOrThrow({ where: { cpf: cpfs[1] } });
    await prisma.clienteTenant.update({
      where: { tenantId_clienteId: { tenantId: p.tenantId, clienteId: desativado.id } },
      data: { ativo: false },
    });
    const antes = await contarLinhas(p.tenantId);
    const de2 = await importar(p, { csv });
    esperarSucesso(de2, 200, 'Importação concluída: 0 clientes novos, 3 já cadastrados, 0 linhas recusadas.');
    expect(de2.corpo.dados).toMatchObject({ linhas: 3, novos: 0, jaCadastrados: 3, recusados: 0 });
    const depois = await contarLinhas(p.tenantId);
    expect(depois.clienteTenant).toBe(antes.clienteTenant);
    expect(await prisma.cliente.count({ where: { cpf: { in: cpfs } } })).toBe(cpfs.length);
    const vinculo = await prisma.clienteTenant.findUniqueOrThrow({
      where: { tenantId_clienteId: { tenantId: p.tenantId, clienteId: desativado.id } },
    });
    expect(vinculo.ativo).toBe(false);
  });

  it("refuses each invalid line with the single create's message and the file's line number", async () => {
    const p = await criarPrograma();
    const ok = cpfAleatorio();
    const outro = cpfAleatorio();
    const csv = [
      'cpf;nome;email;telefone;dataNascimento',
      `${ok};Ana Souza;;;`,
      '',
      `${cpfAleatorio()};A;;;`,
      `${cpfAleatorio()};Bia;bia@;;`,
      `${cpfAleatorio()};Caio;;123;`,
      `${cpfAleatorio()};Dora;;;31/02/1990`,
      `${cpfAleatorio()};Eva;;;1990/02/01`,
      'abc123;Fábio;;;',
      ';Gil;;;',
      `${formatarCpf(ok)};Ana de novo;;;`,
      `${outro};Hugo;;;`,
      `${outro};Hugo 2;;;`,
    ].join('\n');
    const r = await importar(p, { csv });
    esperarSucesso(r, 200, 'Importação concluída: 2 clientes novos, 0 já cadastrados, 9 linhas recusadas.');
    const m = (cpf: string) => mascararCpf(cpf);
    expect(r.corpo.dados.erros).toEqual([
      { linha: 4, cpfMascarado: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/), mensagem: 'O campo Nome é obrigatório.' },
      { linha: 5, cpfMascarado: expect.any(String), mensagem: 'O campo Email não é um endereço de e-mail válido.' },
      { linha: 6, cpfMascarado: expect.any(String), mensagem: 'O campo Telefone está em formato inválido.' },
      { linha: 7, cpfMascarado: expect.any(String), mensagem: 'O campo DataNascimento deve estar no formato AAAA-MM-DD.' },
      { linha: 8, cpfMascarado: expect.any(String), mensagem: 'O campo DataNascimento deve estar no formato AAAA-MM-DD.' },
      { linha: 9, cpfMascarado: null, mensagem: 'CPF inválido. Informe 11 dígitos.' },
      { linha: 10, cpfMascarado: null, mensagem: 'O campo Cpf é obrigatório.' },
      { linha: 11, cpfMascarado: m(ok), mensagem: 'CPF repetido: já está na linha 2.' },
      { linha: 13, cpfMascarado: m(outro), mensagem: 'CPF repetido: já está na linha 12.' },
    ]);
    expect(r.corpo.dados).toMatchObject({ linhas: 11, novos: 2, jaCadastrados: 0, recusados: 9 });
    // Never a full CPF in the answer.
    expect(r.texto).not.toContain(ok);
    expect(r.texto).not.toContain(outro);
  });

  it('simulates: the same counts, nothing written', async () => {
    const p = await criarPrograma();
    const membro = cpfAleatorio();
    await cadastrarPeloPdv(p, membro, { nome: 'Já Membro' });
    const csv = `cpf;nome\n${membro};Já Membro\n${cpfAleatorio()};Nova Pessoa\n123;Inválido\n`;
    const antes = await contarLinhas(p.tenantId);
    const r = await importar(p, { csv, simular: true });
    esperarSucesso(r, 200, 'Simulação: 1 cliente novo, 1 já cadastrado, 1 linha recusada. Nada foi gravado.');
    expect(r.corpo.dados).toMatchObject({ simulacao: true, linhas: 3, novos: 1, jaCadastrados: 1, recusados: 1 });
    expect(await contarLinhas(p.tenantId)).toEqual(antes);
  });

  it('refuses the request: aceiteLgpd false, missing column, empty file, more than 5,000 rows, missing fields', async () => {
    const p = await criarPrograma();
    const antes = await contarLinhas(p.tenantId);
    const csv = `cpf;nome\n${cpfAleatorio()};Ana\n`;
    esperarRecusa(await importar(p, { csv, aceiteLgpd: false }), 422, 'Aceite de LGPD é obrigatório para cadastro.');
    const semColunas = 'O arquivo precisa das colunas cpf e nome (cabeçalho na primeira linha).';
    esperarRecusa(await importar(p, { csv: `documento;nome\n${cpfAleatorio()};Ana\n` }), 400, semColunas);
    esperarRecusa(await importar(p, { csv: `cpf;email\n${cpfAleatorio()};a@example.com\n` }), 400, semColunas);
    for (const vazio of ['', '\r\n\r\n', `${BOM}cpf;nome\r\n`, 'cpf;nome\n;\n\n'])
      esperarRecusa(await importar(p, { csv: vazio }), 422, 'O arquivo não tem nenhum cliente.');
    const { csv: grande } = arquivoGrande(5001);
    esperarRecusa(await importar(p, { csv: grande }), 422, 'O arquivo tem mais de 5.000 clientes. Divida-o em partes de até 5.000.');
    // The route takes 2 MB (a 5,000-row file is about 500 kB); past that, the body is refused.
    const mb = 1024 * 1024;
    esperarRecusa(
      await importar(p, { csv: `cpf;nome\n${'x'.repeat(2 * mb)}` }),
      400,
      'O corpo da requisição excede o tamanho máximo permitido.',
    );
    esperarRecusa(await importar(p, { aceiteLgpd: true }), 400, 'O campo Csv é obrigatório.');
    esperarRecusa(await chamar('POST', CAMINHO, { token: p.admin.token, corpo: { csv } }), 400, 'O campo AceiteLgpd é obrigatório.');
    expect(await contarLinhas(p.tenantId)).toEqual(antes);
  });

  it('Operador 403; AdminTenant naming another tenant 403; SuperAdmin names the tenant; a store of another programme 422', async () => {
    const p = await criarPrograma();
    const outro = await criarPrograma();
    const csv = `cpf;nome\n${cpfAleatorio()};Ana\n`;
    esperarRecusa(await importar(p, { csv }, p.operador.token), 403, 'Acesso negado.');
    esperarRecusa(await importar(p, { csv, tenantId: outro.tenantId }), 403, 'Acesso negado.');
    esperarRecusa(await importar(p, { csv, lojaId: outro.loja.id }), 422, 'Loja não encontrada ou inativa.');
    const inativa = await criarLoja(p.tenantId, { ativo: false });
    esperarRecusa(await importar(p, { csv, lojaId: inativa.id }), 422, 'Loja não encontrada ou inativa.');
    expect(await vinculosDoPrograma(p.tenantId)).toBe(0);

    const sa = await criarUsuario(null, 'SuperAdmin');
    esperarRecusa(await importar(p, { csv }, sa.token), 400, 'O campo TenantId é obrigatório.');
    const r = await importar(p, { csv, tenantId: p.tenantId, lojaId: p.loja.id }, sa.token);
    esperarSucesso(r, 200, 'Importação concluída: 1 cliente novo, 0 já cadastrados, 0 linhas recusadas.');
    expect(await vinculosDoPrograma(p.tenantId)).toBe(1);
  });

  it('a person of another programme keeps their data and joins this one; consent rows per row (Importacao); one audit row a batch, no personal data', async () => {
    const outro = await criarPrograma();
    const p = await criarPrograma();
    const [lia, novo] = [cpfAleatorio(), cpfAleatorio()];
    const liaId = await cadastrarPeloPdv(outro, lia, { nome: 'Lia Prado', email: 'lia@example.com', telefone: '11912345678' });
    const csv = `cpf;nome;email;telefone\n${lia};Lia Trocada;trocada@example.com;(21) 99999-0000\n${novo};Nuno Reis;nuno@example.com;(31) 98888-1111\n`;
    const r = await importar(p, { csv, lojaId: p.loja.id });
    esperarSucesso(r, 200, 'Importação concluída: 2 clientes novos, 0 já cadastrados, 0 linhas recusadas.');
    const l = await prisma.cliente.findUniqueOrThrow({ where: { id: liaId }, include: { vinculos: true } });
    expect({ nome: l.nome, email: l.email, telefone: l.telefone }).toEqual({
      nome: 'Lia Prado',
      email: 'lia@example.com',
      telefone: '11912345678',
    });
    expect(l.vinculos.map((v) => v.tenantId).sort()).toEqual([outro.tenantId, p.tenantId].sort());

    const consentimentos = await prisma.consentimentoLgpd.findMany({ where: { tenantId: p.tenantId } });
    expect(consentimentos.map((c) => ({ canal: c.canal, finalidade: c.finalidade, aceito: c.aceito }))).toEqual([
      { canal: 'Importacao', finalidade: 'Cadastro', aceito: true },
      { canal: 'Importacao', finalidade: 'Cadastro', aceito: true },
    ]);
    expect(new Set(consentimentos.map((c) => c.clienteId)).size).toBe(2);
    // No marketing consent is imported.
    expect(await prisma.consentimentoLgpd.count({ where: { tenantId: p.tenantId, finalidade: { not: 'Cadastro' } } })).toBe(0);

    const auditoria = await prisma.auditoriaAdmin.findMany({ where: { tenantId: p.tenantId, acao: 'ImportarClientes' } });
    expect(auditoria).toHaveLength(1);
    expect(auditoria[0]).toMatchObject({ entidade: 'Cliente', usuarioId: p.admin.id, entidadeId: null, antes: null });
    expect(auditoria[0]!.depois).toEqual({
      linhas: 2,
      recusados: 0,
      lote: 1,
      lotes: 1,
      pessoasDoLote: 2,
      novos: 2,
      jaCadastrados: 0,
      lojaId: p.loja.id,
    });
    const texto = JSON.stringify(auditoria[0]);
    for (const pessoal of [lia, novo, formatarCpf(lia), 'Lia', 'Nuno', 'example.com', '99999', '98888'])
      expect(texto).not.toContain(pessoal);
  });

  it('two imports of one file at once create each person and membership once', async () => {
    const p = await criarPrograma();
    const { cpfs, csv } = arquivoGrande(1200);
    const [a, b] = await Promise.all([importar(p, { csv }), importar(p, { csv })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.corpo.dados.novos + b.corpo.dados.novos).toBe(1200);
    expect(a.corpo.dados.novos + a.corpo.dados.jaCadastrados).toBe(1200);
    expect(b.corpo.dados.novos + b.corpo.dados.jaCadastrados).toBe(1200);
    expect(await prisma.cliente.count({ where: { cpf: { in: cpfs } } })).toBe(1200);
    expect(await vinculosDoPrograma(p.tenantId)).toBe(1200);
  });

  it('imports 5,000 rows', async () => {
    const p = await criarPrograma();
    const { csv } = arquivoGrande(5000);
    const inicio = performance.now();
    const r = await importar(p, { csv });
    console.log(`importação de 5.000 linhas (${Math.round(csv.length / 1024)} kB): ${Math.round(performance.now() - inicio)} ms`);
    esperarSucesso(r, 200, 'Importação concluída: 5.000 clientes novos, 0 já cadastrados, 0 linhas recusadas.');
    expect(r.corpo.dados).toMatchObject({ linhas: 5000, novos: 5000, jaCadastrados: 0, recusados: 0 });
    expect(await vinculosDoPrograma(p.tenantId)).toBe(5000);
    expect(await prisma.consentimentoLgpd.count({ where: { tenantId: p.tenantId, canal: 'Importacao' } })).toBe(5000);
    // Ten batches of 500, each audited in its own transaction.
    expect(await prisma.auditoriaAdmin.count({ where: { tenantId: p.tenantId, acao: 'ImportarClientes' } })).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import { prisma, sql } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { esperarRecusa } from '@/lib/testing/esperar';
import { cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { cadastrarPeloPdv, criarPrograma, venderPara } from '@/lib/testing/cenario-clientes';
import { BOM, dataHoraCsv, lerCsv } from '@/lib/csv';
import { formatarCpf, mascararCpf } from '@/lib/documentos/cpf';
import { CABECALHO_VENDAS, exportarVendas } from '@/lib/domain/exportacao/vendas';
import { CABECALHO_CLIENTES } from '@/lib/domain/exportacao/clientes';
import { CABECALHO_MOVIMENTACOES } from '@/lib/domain/exportacao/movimentacoes';
import { ROTULO_TIPO_MOVIMENTACAO } from '@/lib/domain/cliente/rotulos-movimentacao';

const VENDAS = '/api/v1/admin/exportacao/vendas';
const CLIENTES = '/api/v1/admin/exportacao/clientes';
const MOVIMENTACOES = '/api/v1/admin/exportacao/movimentacoes';

/** Reads a stream chunk by chunk, never keeping the text: chunks, bytes, lines, and the peak heap growth. */
async function consumir(corpo: ReadableStream<Uint8Array>) {
  const leitor = corpo.getReader();
  const base = process.memoryUsage().heapUsed;
  let pico = 0;
  let pedacos = 0;
  let bytes = 0;
  let linhas = 0;
  for (;;) {
    const { done, value } = await leitor.read();
    if (done) break;
    pedacos++;
    bytes += value.byteLength;
    for (const b of value) if (b === 10) linhas++;
    pico = Math.max(pico, process.memoryUsage().heapUsed - base);
  }
  return { pedacos, bytes, linhas, pico };
}

/** The file's bytes, as the browser downloads them. */
async function baixar(caminho: string, token: string): Promise<Uint8Array> {
  const r = await chamarBruto(caminho, token);
  return new Uint8Array(await r.arrayBuffer());
}

async function chamarBruto(caminho: string, token: string, query = ''): Promise<Response> {
  const { GET } = (await import(`./${caminho.split('/').at(-1)}/route`)) as { GET: (r: Request, s: unknown) => Promise<Response> };
  return GET(new Request(`http://localhost${caminho}${query}`, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({}),
  });
}

async function programaComVendas() {
  const a = await criarPrograma();
  const ana = cpfAleatorio();
  const bia = cpfAleatorio();
  // A name and a document that need quoting: `;`, `"` and a formula-like start.
  // A mobile with the country code and a landline, as digits (what the API stores).
  const v1 = await venderPara(a, ana, 1234.5, {
    documentoExterno: 'NF;"1"',
    cliente: { nome: 'Ana "Aninha"; Lima', telefone: '+55 (11) 98765-4321' },
  });
  const v2 = await venderPara(a, bia, 0.5, { documentoExterno: '=SOMA(A1)', cliente: { nome: 'Bia Souza', telefone: '1133334444' } });
  const c = await chamar('POST', '/api/v1/venda/cancelar', { chave: a.chave, corpo: { cnpjLoja: a.loja.cnpj, vendaId: v2.vendaId } });
  expect(c.status).toBe(200);
  return { a, ana, bia, v1, v2 };
}

describe('GET /api/v1/admin/exportacao/vendas', () => {
  it("answers a CSV for Excel in Brazil: BOM, ;, comma decimals, whole points, the panel's words, local dates, quoting, a file name; the same rows as the list", async () => {
    const { a, ana, bia, v1, v2 } = await programaComVendas();
    const r = await chamar('GET', VENDAS, { token: a.admin.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="vendas-\d{4}-\d{2}-\d{2}-\d{4}\.csv"$/);
    expect(r.headers.get('cache-control')).toBe('no-store');
    // Response.text() drops a BOM: the bytes say it is there.
    const bruto = await baixar(VENDAS, a.admin.token);
    expect([...bruto.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const texto = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bruto);
    expect(texto.startsWith(BOM)).toBe(true);
    expect(texto.endsWith('\r\n')).toBe(true);
    const [cabecalho, ...linhas] = lerCsv(texto);
    expect(cabecalho).toEqual(CABECALHO_VENDAS);
    expect(linhas).toHaveLength(2);
    const d1 = await prisma.venda.findUniqueOrThrow({ where: { id: v1.vendaId } });
    const d2 = await prisma.venda.findUniqueOrThrow({ where: { id: v2.vendaId } });
    expect(linhas[1]).toEqual([
      dataHoraCsv(d1.criadoEm, 'America/Sao_Paulo'),
      a.loja.nome,
      'NF;"1"',
      'Ana "Aninha"; Lima',
      formatarCpf(ana),
      '1234,50',
      '0,00',
      '0,00',
      '1234,50',
      '123,45',
      '1234',
      'Venda simples',
      'Ativa',
      '',
      v1.vendaId,
    ]);
    expect(linhas[0]).toEqual([
      dataHoraCsv(d2.criadoEm, 'America/Sao_Paulo'),
      a.loja.nome,
      "'=SOMA(A1)",
      'Bia Souza',
      formatarCpf(bia),
      '0,50',
      '0,00',
      '0,00',
      '0,50',
      '0,05',
      '0',
      'Venda simples',
      'Cancelada',
      dataHoraCsv(d2.canceladaEm, 'America/Sao_Paulo'),
      v2.vendaId,
    ]);
    expect(r.texto).toContain('"Ana ""Aninha""; Lima"');

    // Same filters as the list; the operator gets the masked CPF (the panel's rule).
    const f = await chamar('GET', VENDAS, { token: a.operador.token, query: { status: 'Registrada' } });
    const [, ...so] = lerCsv(f.texto);
    expect(so.map((l) => l[14])).toEqual([v1.vendaId]);
    expect(so[0]![4]).toBe(mascararCpf(ana));
    expect(f.texto).not.toContain(formatarCpf(ana));
  });

  it('refuses bad filters and other tenants in the envelope, before any file', async () => {
    const { a } = await programaComVendas();
    const r = await chamar('GET', VENDAS, { token: a.admin.token, query: { cpf: '111' } });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/json');
    expect(r.corpo.mensagem).toBe('O parâmetro cpf deve ser um CPF válido (11 dígitos).');
    const b = await criarPrograma();
    const f = await chamar('GET', VENDAS, { token: a.admin.token, query: { tenantId: b.tenantId } });
    expect(f.status).toBe(403);
    expect(f.corpo.mensagem).toBe('Acesso negado.');
    const su = await criarUsuario(null, 'SuperAdmin');
    const s = await chamar('GET', VENDAS, { token: su.token });
    expect(s.status).toBe(400);
    expect(s.corpo.mensagem).toBe('O campo TenantId é obrigatório.');
    expect((await chamar('GET', VENDAS)).status).toBe(401);
    // B's file has none of A's sales.
    expect(lerCsv((await chamar('GET', VENDAS, { token: b.admin.token })).texto)).toHaveLength(1);
  });

  it('streams page by page in key order: ties on the instant neither repeat nor skip a row', async () => {
    const { a } = await programaComVendas();
    const cpf = cpfAleatorio();
    for (let i = 0; i < 5; i++) await venderPara(a, cpf, 10 + i, { documentoExterno: `T-${i}` });
    // Four of the seven sales at the very same instant.
    const todas = await prisma.venda.findMany({ where: { tenantId: a.tenantId }, orderBy: { id: 'asc' } });
    await prisma.venda.updateMany({
      where: { id: { in: todas.slice(0, 4).map((v) => v.id) } },
      data: { criadoEm: new Date('2026-06-01T12:00:00Z') },
    });
    const partes: string[] = [];
    const leitor = exportarVendas(a.tenantId, {}, 'AdminTenant', 2).getReader();
    const dec = new TextDecoder();
    for (;;) {
      const { done, value } = await leitor.read();
      if (done) break;
      partes.push(dec.decode(value));
    }
    // Header, then pages of 2, 2, 2 and 1 rows.
    expect(partes).toHaveLength(5);
    const ids = lerCsv(partes.join(''))
      .slice(1)
      .map((l) => l[14]);
    const esperado = (
      await prisma.venda.findMany({ where: { tenantId: a.tenantId }, orderBy: [{ criadoEm: 'desc' }, { id: 'desc' }] })
    ).map((v) => v.id);
    expect(ids).toEqual(esperado);
    expect(new Set(ids).size).toBe(7);
  });

  it('exports 100,000 sales streamed, in bounded memory and time', async () => {
    const a = await criarPrograma();
    const clienteId = await cadastrarPeloPdv(a, cpfAleatorio(), { nome: 'Cliente Volume' });
    const inicio = Date.now();
    await sql.query(
      {
        nome: 'teste_volume_vendas',
        texto: `INSERT INTO venda (tenant_id, loja_id, cliente_id, valor_venda, valor_final, cashback_creditado, pontos_creditados, modelo,
                                   documento_externo, hash_requisicao, resposta, criado_em)
                SELECT $1, $2, $3, 10 + (i % 1000) / 100.0, 10 + (i % 1000) / 100.0, 1, 10, 1, 'VOL-' || i, repeat('0', 64), '{}'::jsonb,
                       $4::timestamptz - i * interval '1 second'
                  FROM generate_series(1, 100000) AS i`,
      },
      [a.tenantId, a.loja.id, clienteId, new Date('2026-06-30T12:00:00Z')],
    );
    const gerado = Date.now();
    const r = await chamarBruto(VENDAS, a.admin.token);
    expect(r.status).toBe(200);
    const c = await consumir(r.body!);
    const segundos = (Date.now() - gerado) / 1000;
    console.info(
      `exportação de 100.000 vendas: ${c.pedacos} pedaços, ${(c.bytes / 1e6).toFixed(1)} MB, pico de heap +${(c.pico / 1e6).toFixed(1)} MB, ` +
        `${segundos.toFixed(1)} s (dados gerados em ${((gerado - inicio) / 1000).toFixed(1)} s)`,
    );
    expect(c.linhas).toBe(100_001); // header + every sale
    expect(c.pedacos).toBe(1 + 100); // the header, then 100 pages of 1,000 rows
    // The file is ~15 MB: ~30 MB as JS strings, and the 100,000 rows read from the database would
    // take several times that as objects. A page of 1,000 rows is ~150 KB; the heap only grows by
    // what the garbage collector has not yet taken back, far below either.
    expect(c.bytes).toBeGreaterThan(14e6);
    expect(c.pico).toBeLessThan(25e6);
    expect(segundos).toBeLessThan(20);
  }, 60_000);
});

describe('GET /api/v1/admin/exportacao/clientes', () => {
  it('exports the customer list with its filters, balances with comma decimals and the CPF by profile', async () => {
    const { a, ana, bia } = await programaComVendas();
    const r = await chamar('GET', CLIENTES, { token: a.admin.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/filename="clientes-.*\.csv"/);
    const [cabecalho, ...linhas] = lerCsv(r.texto);
    expect(cabecalho).toEqual(CABECALHO_CLIENTES);
    expect(linhas).toHaveLength(2);
    // The phone as people write it (a landline too), whole points (docs/exportacoes.md).
    const vinculos = await prisma.clienteTenant.findMany({
      where: { tenantId: a.tenantId },
      orderBy: [{ criadoEm: 'asc' }, { id: 'asc' }],
    });
    const desde = vinculos.map((v) => dataHoraCsv(v.criadoEm, 'America/Sao_Paulo'));
    expect(r.texto.split('\r\n').slice(1)).toEqual([
      `"Ana ""Aninha""; Lima";${formatarCpf(ana)};;(11) 98765-4321;;${desde[0]};${a.loja.nome};Ativo;123,45;0,00;1234`,
      // Bia's only sale was cancelled: nothing left.
      `Bia Souza;${formatarCpf(bia)};;(11) 3333-4444;;${desde[1]};${a.loja.nome};Ativo;0,00;0,00;0`,
      '',
    ]);
    // A phone the rule cannot read (written before phones were checked) is kept as it is.
    await prisma.cliente.updateMany({ where: { cpf: bia }, data: { telefone: '12345' } });
    const estranho = lerCsv((await chamar('GET', CLIENTES, { token: a.admin.token })).texto);
    expect(estranho.find((l) => l[1] === formatarCpf(bia))![3]).toBe('12345');
    const busca = await chamar('GET', CLIENTES, { token: a.operador.token, query: { busca: 'aninha' } });
    const [, ...so] = lerCsv(busca.texto);
    expect(so.map((l) => l[1])).toEqual([mascararCpf(ana)]);
    const e = await chamar('GET', CLIENTES, { token: a.admin.token, query: { ativo: 'talvez' } });
    expect(e.status).toBe(400);
    expect(e.corpo.mensagem).toBe('O parâmetro ativo deve ser true ou false.');
  });
});

describe('GET /api/v1/admin/exportacao/movimentacoes', () => {
  it("exports one customer's movements, and refuses a customer of another programme with 404", async () => {
    const { a, v1 } = await programaComVendas();
    const r = await chamar('GET', MOVIMENTACOES, { token: a.admin.token, query: { clienteId: v1.clienteId } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(/filename="movimentacoes-cliente-.*\.csv"/);
    const [cabecalho, ...linhas] = lerCsv(r.texto);
    expect(cabecalho).toEqual(CABECALHO_MOVIMENTACOES);
    // The panel's words for the kind (the customer history's), R$ with cents, whole points.
    expect(linhas.map((l) => l.slice(3, 8).join(';')).sort()).toEqual([
      `${a.loja.nome};Crédito de cashback;Cashback;Cashback da campanha Cashback 10%;123,45`,
      `${a.loja.nome};Crédito de pontos;Pontos;Pontos da campanha Pontos 1 por real;1234`,
    ]);
    expect(linhas.every((l) => l[8] === v1.vendaId)).toBe(true);
    const todas = await chamar('GET', MOVIMENTACOES, { token: a.admin.token });
    // Every movement of the programme: credits, and the reversal of Bia's cancelled sale.
    expect(lerCsv(todas.texto)).toHaveLength(1 + (await prisma.movimentacao.count({ where: { tenantId: a.tenantId } })));
    expect(lerCsv(todas.texto).some((l) => l[4] === 'Estorno de cashback' && l[7] === '0,05')).toBe(true);
    // No column prints a code where the panel shows a word.
    const codigos = new Set(Object.keys(ROTULO_TIPO_MOVIMENTACAO));
    expect(lerCsv(todas.texto).filter((l) => codigos.has(l[4]!))).toEqual([]);
    const b = await criarPrograma();
    const n = await chamar('GET', MOVIMENTACOES, { token: b.admin.token, query: { clienteId: v1.clienteId } });
    expect(n.status).toBe(404);
    expect(n.corpo.mensagem).toBe('Cliente não encontrado.');
  });

  it("filters by a period of local dates of the movement's store, as the sales list does", async () => {
    const { a, v1 } = await programaComVendas();
    // v1's credits at 15/06/2026 23:30 in São Paulo (16/06 02:30 UTC): they belong to the 15th there.
    await prisma.movimentacao.updateMany({ where: { vendaId: v1.vendaId }, data: { criadoEm: new Date('2026-06-16T02:30:00Z') } });
    const vendas = async (periodo: Record<string, string>) =>
      lerCsv((await chamar('GET', MOVIMENTACOES, { token: a.admin.token, query: periodo })).texto)
        .slice(1)
        .map((l) => l[8]);
    expect(await vendas({ dataInicio: '2026-06-15', dataFim: '2026-06-15' })).toEqual([v1.vendaId, v1.vendaId]);
    expect(await vendas({ dataInicio: '2026-06-16', dataFim: '2026-06-16' })).toEqual([]);
    expect(await vendas({ dataFim: '2026-06-30' })).toEqual([v1.vendaId, v1.vendaId]);
    expect(await vendas({ dataInicio: '2026-07-01' })).not.toContain(v1.vendaId);
    // In a store in UTC the same instant is the 16th.
    await prisma.loja.update({ where: { id: a.loja.id }, data: { fusoHorario: 'UTC' } });
    expect(await vendas({ dataInicio: '2026-06-16', dataFim: '2026-06-16' })).toEqual([v1.vendaId, v1.vendaId]);
  });

  it('refuses a period that ends before it starts, as the sales list and its export do', async () => {
    const { a } = await programaComVendas();
    const invertido = { dataInicio: '2026-11-26', dataFim: '2026-11-01' };
    for (const rota of [MOVIMENTACOES, VENDAS]) {
      const r = await chamar('GET', rota, { token: a.admin.token, query: invertido });
      esperarRecusa(r, 400, 'O parâmetro dataInicio deve ser anterior ou igual a dataFim.');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar } from '@/lib/testing/api';
import { cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { cadastrarPeloPdv, criarPrograma, semCpfCompleto, venderPara, type Programa } from '@/lib/testing/cenario-clientes';
import { emitirTokenClube } from '@/lib/domain/clube/sessao-clube';
import { esperarRecusa } from '@/lib/testing/esperar';

const caminho = (id: string) => `/api/v1/admin/ClienteAdmin/${id}/historico`;
const DATA_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

type Item = {
  movimentacaoId: string;
  tipo: string;
  tipoBeneficio: string;
  descricao: string;
  valor: number;
  data: string;
  lojaNome: string | null;
};

/** The (tipo, valor) pairs of a page, sorted: movements of one sale share their instant, so their order among themselves is the id's. */
const pares = (itens: Item[]) => itens.map((i) => `${i.tipo}:${i.valor}`).sort();

/**
 * A customer of programme A with two sales and a redemption (Cashback 10 % and Pontos 1/R$):
 * R$ 80,00 → 8,00 + 80 points; R$ 0,50 → 0,05 + 0 points; then R$ 5,00 of cashback redeemed.
 */
async function clienteComExtrato() {
  const a = await criarPrograma();
  const cpf = cpfAleatorio();
  const { clienteId } = await venderPara(a, cpf, 80, { cliente: { nome: 'Lívia Nunes', email: 'livia@example.com' } });
  await new Promise((r) => setTimeout(r, 5));
  await venderPara(a, cpf, 0.5);
  await new Promise((r) => setTimeout(r, 5));
  const resgate = await chamar('POST', '/api/v1/resgate', {
    chave: a.chave,
    corpo: { cnpjLoja: a.loja.cnpj, cpfCliente: cpf, tipoBeneficio: 'Cashback', valorResgate: 5 },
  });
  expect(resgate.status).toBe(200);
  return { a, cpf, clienteId: clienteId as string };
}

const historico = (p: Pick<Programa, 'admin'> | { admin: { token: string } }, id: string, query: Record<string, string | number> = {}) =>
  chamar('GET', caminho(id), { token: p.admin.token, query });

describe('GET /api/v1/admin/ClienteAdmin/{id}/historico', () => {
  it("lists the customer's movements in the programme, newest first, with exact values, zeros included and never the CPF", async () => {
    const { a, cpf, clienteId } = await clienteComExtrato();
    const r = await historico(a, clienteId);
    expect(r.status).toBe(200);
    expect(r.corpo.mensagem).toBeNull();
    expect(r.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 20, totalRegistros: 5 });
    const itens = r.corpo.dados.itens as Item[];
    const loja = a.loja.nome;
    expect(itens[0]).toEqual({
      movimentacaoId: expect.any(String),
      tipo: 'ResgateCashback',
      tipoBeneficio: 'Cashback',
      descricao: 'Resgate de cashback',
      valor: 5,
      data: expect.stringMatching(DATA_ISO),
      lojaId: a.loja.id,
      lojaNome: loja,
    });
    // The R$ 0,50 sale: 0,05 of cashback and a points movement of zero (listed: the panel's record is complete).
    expect(itens.slice(1, 3).sort((x, y) => x.tipo.localeCompare(y.tipo))).toEqual([
      {
        movimentacaoId: expect.any(String),
        tipo: 'CreditoCashback',
        tipoBeneficio: 'Cashback',
        descricao: 'Cashback da campanha Cashback 10%',
        valor: 0.05,
        data: expect.stringMatching(DATA_ISO),
        lojaId: a.loja.id,
        lojaNome: loja,
      },
      {
        movimentacaoId: expect.any(String),
        tipo: 'CreditoPontos',
        tipoBeneficio: 'Pontos',
        descricao: 'Pontos da campanha Pontos 1 por real',
        valor: 0,
        data: expect.stringMatching(DATA_ISO),
        lojaId: a.loja.id,
        lojaNome: loja,
      },
    ]);
    expect(pares(itens.slice(3))).toEqual(['CreditoCashback:8', 'CreditoPontos:80']);
    // Newest first, and the ids are the ledger's.
    const datas = itens.map((i) => i.data);
    expect([...datas].sort().reverse()).toEqual(datas);
    const noBanco = await prisma.movimentacao.findMany({ where: { clienteId }, select: { id: true } });
    expect(itens.map((i) => i.movimentacaoId).sort()).toEqual(noBanco.map((m) => m.id).sort());
    expect(r.texto).not.toContain(cpf);
    semCpfCompleto(r.corpo);
    // The Operador sees the same (it sees the customer's detail too).
    const op = await chamar('GET', caminho(clienteId), { token: a.operador.token });
    expect(op.status).toBe(200);
    expect(op.corpo.dados).toEqual(r.corpo.dados);
  });

  it("pages on the server with stable pages, and answers the list's messages for bad paging", async () => {
    const { a, clienteId } = await clienteComExtrato();
    const todas = (await historico(a, clienteId)).corpo.dados.itens as Item[];
    const paginas: Item[] = [];
    for (const pagina of [1, 2, 3]) {
      const r = await historico(a, clienteId, { pagina, tamanho: 2 });
      expect(r.status).toBe(200);
      expect(r.corpo.dados.paginacao).toEqual({ pagina, tamanho: 2, totalRegistros: 5 });
      expect(r.corpo.dados.itens).toHaveLength(pagina < 3 ? 2 : 1);
      paginas.push(...r.corpo.dados.itens);
    }
    expect(paginas).toEqual(todas);
    const alem = await historico(a, clienteId, { pagina: 4, tamanho: 2 });
    expect(alem.status).toBe(200);
    expect(alem.corpo.dados).toEqual({ itens: [], paginacao: { pagina: 4, tamanho: 2, totalRegistros: 5 } });

    for (const [query, mensagem] of [
      [{ pagina: 0 }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ pagina: 'x' }, 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.'],
      [{ tamanho: 101 }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
      [{ tamanho: 0 }, 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.'],
    ] as const) {
      const r = await historico(a, clienteId, query);
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.corpo.erros).toEqual([mensagem]);
    }
  });

  it("shows only the programme's own movements; a non-member is not found, another tenant's id is refused", async () => {
    const { a, cpf, clienteId } = await clienteComExtrato();
    const b = await criarPrograma();
    // Not (yet) a member of B: 404 for B, whatever the profile.
    for (const token of [b.admin.token, b.operador.token]) {
      const r = await chamar('GET', caminho(clienteId), { token });
      esperarRecusa(r, 404, 'Cliente não encontrado.');
      expect(r.corpo.dados).toBeNull();
    }
    // Once the person buys in B, each programme sees only its own ledger.
    await venderPara(b, cpf, 30);
    const emB = await historico(b, clienteId);
    expect(emB.status).toBe(200);
    expect(emB.corpo.dados.paginacao.totalRegistros).toBe(2);
    expect(pares(emB.corpo.dados.itens)).toEqual(['CreditoCashback:3', 'CreditoPontos:30']);
    expect((await historico(a, clienteId)).corpo.dados.paginacao.totalRegistros).toBe(5);
    // A's users cannot read B's ledger by naming B.
    for (const token of [a.admin.token, a.operador.token]) {
      const r = await chamar('GET', caminho(clienteId), { token, query: { tenantId: b.tenantId } });
      esperarRecusa(r, 403, 'Acesso negado.');
    }
  });

  it('SuperAdmin names the programme; unknown and malformed ids; a member without movements', async () => {
    const { a, clienteId } = await clienteComExtrato();
    const sa = await criarUsuario(null, 'SuperAdmin');
    const sem = await chamar('GET', caminho(clienteId), { token: sa.token });
    esperarRecusa(sem, 400, 'O campo TenantId é obrigatório.');
    const com = await chamar('GET', caminho(clienteId), { token: sa.token, query: { tenantId: a.tenantId, tamanho: 1 } });
    expect(com.status).toBe(200);
    expect(com.corpo.dados.paginacao).toEqual({ pagina: 1, tamanho: 1, totalRegistros: 5 });
    expect(com.corpo.dados.itens[0]).toMatchObject({ tipo: 'ResgateCashback', valor: 5 });

    const desconhecido = await historico(a, '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d');
    esperarRecusa(desconhecido, 404, 'Cliente não encontrado.');
    const malformado = await historico(a, 'nao-e-uuid');
    esperarRecusa(malformado, 400, 'O campo Id deve ser um UUID.');

    const novo = await cadastrarPeloPdv(a, cpfAleatorio(), { nome: 'Sem Compras' });
    const vazio = await historico(a, novo);
    expect(vazio.status).toBe(200);
    expect(vazio.corpo.dados).toEqual({ itens: [], paginacao: { pagina: 1, tamanho: 20, totalRegistros: 0 } });
  });

  it('answers 401 without a panel token: none, an API key, a club token', async () => {
    const { a, clienteId } = await clienteComExtrato();
    const { token: tokenClube } = await emitirTokenClube({ id: clienteId, versaoSessao: 1 });
    for (const o of [{}, { chave: a.chave }, { token: tokenClube }]) {
      const r = await chamar('GET', caminho(clienteId), o);
      esperarRecusa(r, 401, 'Não autorizado.');
    }
  });
});

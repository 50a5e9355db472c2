// A sandbox's shadow tenant is not a tenant of the panel (docs/sandbox.md, "Separation"): a
// SuperAdmin who names its id as `tenantId` (query, body or path) gets exactly what a tenant id
// that does not exist gets, and neither reads nor writes the sandbox's data. Each call is made
// twice, with the shadow's id and with a random UUID, and the two answers must be identical.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar, type Opcoes } from '@/lib/testing/api';
import { cnpjAleatorio, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { cenarioComSandbox, registrosNaSombra } from '@/lib/testing/cenario-sandbox';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

let c: Awaited<ReturnType<typeof cenarioComSandbox>>['c'];
let superAdmin = '';
let sombra = '';
let clienteSandbox = '';

beforeAll(async () => {
  ({ c, sombra, clienteSandbox } = await cenarioComSandbox());
  superAdmin = (await criarUsuario(null, 'SuperAdmin')).token;
});

type Pedido = { metodo: string; caminho: (tenantId: string) => string; opcoes: (tenantId: string) => Opcoes };
const naQuery = (caminho: string): Pedido => ({ metodo: 'GET', caminho: () => caminho, opcoes: (tenantId) => ({ query: { tenantId } }) });
const noCorpo = (metodo: string, caminho: string, corpo: Record<string, unknown>): Pedido => ({
  metodo,
  caminho: () => caminho,
  opcoes: (tenantId) => ({ corpo: { ...corpo, tenantId } }),
});

/**
 * The same call with the shadow's id and with a random UUID: the two answers as the client sees
 * them, where an answer that repeats the id it was given (analytics) and the instant it was
 * computed at are written as placeholders.
 */
async function ladoALado(p: Pedido) {
  const chamada = async (tenantId: string) => {
    const r = await chamar(p.metodo, p.caminho(tenantId), { token: superAdmin, ...p.opcoes(tenantId) });
    const texto = r.texto.replaceAll(tenantId, '{tenantId}').replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ/g, '{instante}');
    return { r, visto: { status: r.status, tipo: r.headers.get('content-type'), texto } };
  };
  const inexistente = await chamada(randomUUID());
  const daSombra = await chamada(sombra);
  return { inexistente: inexistente.r, daSombra: daSombra.r, iguais: () => expect(daSombra.visto).toEqual(inexistente.visto) };
}

// Valid bodies, so that each write reaches the tenant's check (a validation error would be equal
// for both ids and prove nothing). The counter's calls name the sandbox's own store and customer.
const PEDIDOS: Record<string, Pedido> = {
  'GET lojas': naQuery('/api/v1/admin/lojas'),
  'POST lojas': noCorpo('POST', '/api/v1/admin/lojas', { nome: 'Loja da sombra', cnpj: cnpjAleatorio() }),
  'GET campanhaadmin': naQuery('/api/v1/admin/campanhaadmin'),
  'GET clienteadmin': naQuery('/api/v1/admin/clienteadmin'),
  'GET clienteadmin/{id}': {
    metodo: 'GET',
    caminho: () => `/api/v1/admin/clienteadmin/${clienteSandbox}`,
    opcoes: (tenantId) => ({ query: { tenantId } }),
  },
  'POST clienteadmin': noCorpo('POST', '/api/v1/admin/clienteadmin', {
    cpf: cpfAleatorio(),
    nome: 'Bia Sombra',
    email: '',
    telefone: '',
    aceiteLgpd: true,
  }),
  'GET vendaadmin': naQuery('/api/v1/admin/vendaadmin'),
  'GET analyticsadmin/resumo': naQuery('/api/v1/admin/analyticsadmin/resumo'),
  'GET analyticsadmin/lojas/ranking': naQuery('/api/v1/admin/analyticsadmin/lojas/ranking'),
  'GET analyticsadmin/clientes/top': naQuery('/api/v1/admin/analyticsadmin/clientes/top'),
  'GET analyticsadmin/creditos/historico': naQuery('/api/v1/admin/analyticsadmin/creditos/historico'),
  'GET analyticsadmin/campanhas': naQuery('/api/v1/admin/analyticsadmin/campanhas'),
  'GET analyticsadmin/expiracao/projecao': naQuery('/api/v1/admin/analyticsadmin/expiracao/projecao'),
  'GET exportacao/vendas': naQuery('/api/v1/admin/exportacao/vendas'),
  'GET exportacao/clientes': naQuery('/api/v1/admin/exportacao/clientes'),
  'GET caixa/cliente': {
    metodo: 'GET',
    caminho: () => '/api/v1/admin/caixa/cliente',
    opcoes: (tenantId) => ({ query: { clienteId: clienteSandbox, tenantId } }),
  },
  'POST caixa/venda': {
    metodo: 'POST',
    caminho: () => '/api/v1/admin/caixa/venda',
    opcoes: (tenantId) => ({
      corpo: { cnpjLoja: c.loja.cnpj, clienteId: clienteSandbox, valorVenda: 10, documentoExterno: 'SOMBRA-CAIXA-1', tenantId },
    }),
  },
  'GET caixa/fechamento': naQuery('/api/v1/admin/caixa/fechamento'),
  'GET caixa/configuracao': naQuery('/api/v1/admin/caixa/configuracao'),
  'PUT caixa/configuracao': noCorpo('PUT', '/api/v1/admin/caixa/configuracao', { limiteVendaCaixaOperador: 100 }),
  'GET segmentos': naQuery('/api/v1/admin/segmentos'),
  'POST segmentos': noCorpo('POST', '/api/v1/admin/segmentos', { nome: 'Todos', filtro: {} }),
  'POST segmentos/contagem': noCorpo('POST', '/api/v1/admin/segmentos/contagem', { filtro: {} }),
  'GET comunicacao/configuracao': naQuery('/api/v1/admin/comunicacao/configuracao'),
  'PUT comunicacao/configuracao': noCorpo('PUT', '/api/v1/admin/comunicacao/configuracao', {
    limiteSemanal: 2,
    silencioInicio: '21:00',
    silencioFim: '09:00',
    fusoHorario: 'America/Sao_Paulo',
  }),
  'GET automacoes': naQuery('/api/v1/admin/automacoes'),
  'GET webhooks': naQuery('/api/v1/admin/webhooks'),
  'POST webhooks': noCorpo('POST', '/api/v1/admin/webhooks', { url: 'https://exemplo.dev/sombra', eventos: ['venda.registrada'] }),
  'GET chaves': naQuery('/api/v1/admin/chaves'),
  'POST chaves': noCorpo('POST', '/api/v1/admin/chaves', { nome: 'Chave da sombra' }),
  'GET usuarios': naQuery('/api/v1/admin/usuarios'),
  'POST usuarios': noCorpo('POST', '/api/v1/admin/usuarios', {
    nome: 'Gestor da sombra',
    email: 'sombra@teste.dev',
    perfil: 'AdminTenant',
  }),
  'GET auditoria': naQuery('/api/v1/admin/auditoria'),
  'GET assinatura': naQuery('/api/v1/assinatura'),
  'PUT assinatura/{tenantId}': {
    metodo: 'PUT',
    caminho: (tenantId) => `/api/v1/assinatura/${tenantId}`,
    opcoes: () => ({ corpo: { plano: 'Rede', status: 'Cancelada', motivo: 'Teste da sombra' } }),
  },
  'GET tenants/{id}': { metodo: 'GET', caminho: (id) => `/api/v1/admin/tenants/${id}`, opcoes: () => ({}) },
  'PUT tenants/{id}': { metodo: 'PUT', caminho: (id) => `/api/v1/admin/tenants/${id}`, opcoes: () => ({ corpo: { nome: 'Sombra' } }) },
  'PATCH tenants/{id}/status': {
    metodo: 'PATCH',
    caminho: (id) => `/api/v1/admin/tenants/${id}/status`,
    opcoes: () => ({ query: { ativo: false } }),
  },
};

const PAGINA_VAZIA = { itens: [], paginacao: { pagina: 1, tamanho: 20, totalRegistros: 0 } };

/** What the sandbox holds, to show that no call wrote to it. */
const conteudoDaSombra = async () => ({
  lojas: await prisma.loja.count({ where: { tenantId: sombra } }),
  vendas: await prisma.venda.count({ where: { tenantId: sombra } }),
  clientes: await prisma.clienteTenant.count({ where: { tenantId: sombra } }),
  segmentos: await prisma.segmento.count({ where: { tenantId: sombra } }),
  webhooks: await prisma.webhookEndpoint.count({ where: { tenantId: sombra } }),
  chaves: await prisma.chaveApi.count({ where: { tenantId: sombra } }),
  usuarios: await prisma.usuarioAdmin.count({ where: { tenantId: sombra } }),
  assinatura: await prisma.assinatura.count({ where: { tenantId: sombra } }),
  configuracao: await prisma.configuracaoComunicacao.count({ where: { tenantId: sombra } }),
  tenant: await prisma.tenant.findUniqueOrThrow({ where: { id: sombra }, select: { nome: true, ativo: true } }),
});

describe('a SuperAdmin naming a sandbox shadow tenant in the panel API', () => {
  it('gets the unknown tenant answer on the stores, customers, analytics and tenant routes', async () => {
    // The stores and the customers: an empty page.
    for (const nome of ['GET lojas', 'GET clienteadmin']) {
      const r = await ladoALado(PEDIDOS[nome]!);
      r.iguais();
      esperarSucesso(r.daSombra, 200, null);
      expect(r.daSombra.corpo.dados).toEqual(PAGINA_VAZIA);
    }

    const resumo = await ladoALado(PEDIDOS['GET analyticsadmin/resumo']!);
    resumo.iguais();
    esperarSucesso(resumo.daSombra, 200, null);
    // The figures of nothing, about the tenant named (as for any id no tenant has).
    expect(resumo.daSombra.corpo.dados).toMatchObject({
      tenantId: sombra,
      vendas: { quantidade: 0, valorTotal: 0 },
      clientes: { ativos: 0 },
    });

    // Creating a store in it, and the tenant itself.
    for (const nome of ['POST lojas', 'GET tenants/{id}', 'PUT tenants/{id}', 'PATCH tenants/{id}/status']) {
      const t = await ladoALado(PEDIDOS[nome]!);
      t.iguais();
      esperarRecusa(t.daSombra, 404, 'Tenant não encontrado.');
    }
  });

  it.each(Object.keys(PEDIDOS))('%s answers the shadow id as it answers a random UUID', async (nome) => {
    const antes = await conteudoDaSombra();
    (await ladoALado(PEDIDOS[nome]!)).iguais();
    expect(await conteudoDaSombra()).toEqual(antes);
  });

  it('still answers a live tenant as before', async () => {
    const r = await chamar('GET', '/api/v1/admin/lojas', { token: superAdmin, query: { tenantId: c.tenantId } });
    esperarSucesso(r, 200, null);
    expect(r.corpo.dados.itens.map((l: { id: string }) => l.id)).toEqual([c.loja.id]);
    const resumo = await chamar('GET', '/api/v1/admin/analyticsadmin/resumo', { token: superAdmin, query: { tenantId: c.tenantId } });
    esperarSucesso(resumo, 200, null);
    expect(resumo.corpo.dados).toMatchObject({ tenantId: c.tenantId, vendas: { quantidade: 0 } });
  });
});

// A record of the sandbox named by its own id (no tenantId to swap): the copies of the store and of
// a campaign, whose ids derive from the live ones (md5('sandbox:' || live id)), and one record of
// each other kind a `{id}` route loads (lib/testing/cenario-sandbox.ts).
describe('a SuperAdmin naming a record of a sandbox by its own id', () => {
  const daSombra: Record<string, string> = {};

  beforeAll(async () => {
    Object.assign(daSombra, await registrosNaSombra(sombra));
  });

  /** `{loja}`, `{webhook}`… of a path: the shadow's records, or random UUIDs. */
  const preencher = (caminho: string, ids: Record<string, string>) => caminho.replace(/\{(\w+)\}/g, (_, nome: string) => ids[nome]!);

  // Valid bodies and queries, so that each call reaches the record (a validation error would be equal for both).
  const POR_ID: Record<string, [string, string, Opcoes?]> = {
    'GET lojas/{id}': ['GET', '/api/v1/admin/lojas/{loja}'],
    'PUT lojas/{id}': ['PUT', '/api/v1/admin/lojas/{loja}', { corpo: { nome: 'Loja renomeada', fusoHorario: 'America/Manaus' } }],
    'PATCH lojas/{id}/status': ['PATCH', '/api/v1/admin/lojas/{loja}/status', { query: { ativo: false } }],
    'GET campanhaadmin/{id}': ['GET', '/api/v1/admin/campanhaadmin/{campanha}'],
    'PUT campanhaadmin/{id}': [
      'PUT',
      '/api/v1/admin/campanhaadmin/{campanha}',
      { corpo: { nome: 'Campanha renomeada', tipo: 'Cashback', percentualCashback: 5, lojaIds: ['{loja}'] } },
    ],
    'PATCH campanhaadmin/{id}/status': ['PATCH', '/api/v1/admin/campanhaadmin/{campanha}/status', { query: { status: 'Encerrada' } }],
    'GET segmentos/{id}': ['GET', '/api/v1/admin/segmentos/{segmento}'],
    'PUT segmentos/{id}': ['PUT', '/api/v1/admin/segmentos/{segmento}', { corpo: { nome: 'Segmento renomeado', filtro: {} } }],
    'GET segmentos/{id}/contagem': ['GET', '/api/v1/admin/segmentos/{segmento}/contagem'],
    'GET webhooks/{id}': ['GET', '/api/v1/admin/webhooks/{webhook}'],
    'PUT webhooks/{id}': [
      'PUT',
      '/api/v1/admin/webhooks/{webhook}',
      { corpo: { url: 'https://exemplo.dev/outro', eventos: ['venda.cancelada'] } },
    ],
    'GET webhooks/{id}/entregas': ['GET', '/api/v1/admin/webhooks/{webhook}/entregas'],
    'POST webhooks/{id}/segredo': ['POST', '/api/v1/admin/webhooks/{webhook}/segredo'],
    'POST webhooks/{id}/entregas/{entregaId}/reenviar': ['POST', '/api/v1/admin/webhooks/{webhook}/entregas/{entrega}/reenviar'],
    'GET chaves/{id}': ['GET', '/api/v1/admin/chaves/{chave}'],
    'POST chaves/{id}/rotacionar': ['POST', '/api/v1/admin/chaves/{chave}/rotacionar'],
    'GET usuarios/{id}': ['GET', '/api/v1/admin/usuarios/{usuario}'],
    'PUT usuarios/{id}': ['PUT', '/api/v1/admin/usuarios/{usuario}', { corpo: { nome: 'Gestor renomeado', perfil: 'Operador' } }],
    'PATCH usuarios/{id}/status': ['PATCH', '/api/v1/admin/usuarios/{usuario}/status', { query: { ativo: false } }],
    'GET comunicacao/campanhas/{id}': ['GET', '/api/v1/admin/comunicacao/campanhas/{comunicacao}'],
    'PUT comunicacao/campanhas/{id}': [
      'PUT',
      '/api/v1/admin/comunicacao/campanhas/{comunicacao}',
      { corpo: { nome: 'Aviso renomeado', segmentoId: '{segmento}', canal: 'WhatsApp', modelo: 'Oi!' } },
    ],
    'POST comunicacao/campanhas/{id}/enviar': ['POST', '/api/v1/admin/comunicacao/campanhas/{comunicacao}/enviar', { corpo: {} }],
    'POST comunicacao/campanhas/{id}/cancelar': ['POST', '/api/v1/admin/comunicacao/campanhas/{comunicacao}/cancelar'],
    'GET comunicacao/campanhas/{id}/resultados': ['GET', '/api/v1/admin/comunicacao/campanhas/{comunicacao}/resultados'],
    'POST assinatura/checkout/{id}/confirmar': ['POST', '/api/v1/assinatura/checkout/{checkout}/confirmar'],
    // Last: before the fix, each removed what the calls above read.
    'DELETE segmentos/{id}': ['DELETE', '/api/v1/admin/segmentos/{segmento}'],
    'DELETE webhooks/{id}': ['DELETE', '/api/v1/admin/webhooks/{webhook}'],
    'DELETE chaves/{id}': ['DELETE', '/api/v1/admin/chaves/{chave}'],
  };

  /** The call with the shadow's records and with random UUIDs, each answer with its ids written as placeholders. */
  async function ladoALadoPorId([metodo, caminho, opcoes = {}]: [string, string, Opcoes?]) {
    const chamada = async (ids: Record<string, string>) => {
      const corpo = opcoes.corpo === undefined ? undefined : JSON.parse(preencher(JSON.stringify(opcoes.corpo), ids));
      const r = await chamar(metodo, preencher(caminho, ids), { token: superAdmin, ...opcoes, corpo });
      const texto = Object.entries(ids).reduce((t, [nome, id]) => t.replaceAll(id, `{${nome}}`), r.texto);
      return { status: r.status, tipo: r.headers.get('content-type'), texto };
    };
    const aleatorios = Object.fromEntries(Object.keys(daSombra).map((nome) => [nome, randomUUID()]));
    return { inexistente: await chamada(aleatorios), daSombra: await chamada(daSombra) };
  }

  /** Every row of the records above, to show that no call changed one. */
  const registrosDaSombra = async () => ({
    lojas: await prisma.loja.findMany({ where: { tenantId: sombra } }),
    campanhas: await prisma.campanha.findMany({ where: { tenantId: sombra }, include: { lojas: true } }),
    segmentos: await prisma.segmento.findMany({ where: { tenantId: sombra } }),
    webhooks: await prisma.webhookEndpoint.findMany({ where: { tenantId: sombra } }),
    entregas: await prisma.eventoOutbox.findMany({ where: { webhookEndpointId: daSombra.webhook } }),
    chaves: await prisma.chaveApi.findMany({ where: { tenantId: sombra } }),
    usuarios: await prisma.usuarioAdmin.findMany({ where: { tenantId: sombra } }),
    comunicacao: await prisma.campanhaComunicacao.findMany({ where: { tenantId: sombra } }),
    checkouts: await prisma.checkoutAssinatura.findMany({ where: { tenantId: sombra } }),
    assinatura: await prisma.assinatura.count({ where: { tenantId: sombra } }),
  });

  it('gets the 404 of an unknown store or campaign for the copies, and the live originals as before', async () => {
    for (const [nome, mensagem] of [
      ['GET lojas/{id}', 'Loja não encontrada.'],
      ['PUT lojas/{id}', 'Loja não encontrada.'],
      ['GET campanhaadmin/{id}', 'Campanha não encontrada.'],
      ['PATCH campanhaadmin/{id}/status', 'Campanha não encontrada.'],
    ] as const) {
      const r = await ladoALadoPorId(POR_ID[nome]!);
      expect(r.daSombra).toEqual(r.inexistente);
      expect(r.daSombra.status).toBe(404);
      expect(JSON.parse(r.daSombra.texto)).toEqual({ sucesso: false, dados: null, mensagem, erros: [mensagem] });
    }

    const loja = await chamar('GET', `/api/v1/admin/lojas/${c.loja.id}`, { token: superAdmin });
    esperarSucesso(loja, 200, null);
    expect(loja.corpo.dados).toMatchObject({ id: c.loja.id, tenantId: c.tenantId });
    const campanha = await chamar('GET', `/api/v1/admin/campanhaadmin/${c.cashback!.id}`, { token: superAdmin });
    esperarSucesso(campanha, 200, null);
    expect(campanha.corpo.dados).toMatchObject({ id: c.cashback!.id, tenantId: c.tenantId });
  });

  it.each(Object.keys(POR_ID))('%s answers the shadow record as it answers a random UUID', async (nome) => {
    const antes = await registrosDaSombra();
    const r = await ladoALadoPorId(POR_ID[nome]!);
    expect(r.daSombra).toEqual(r.inexistente);
    expect(r.daSombra.status).toBe(404);
    expect(await registrosDaSombra()).toEqual(antes);
  });
});

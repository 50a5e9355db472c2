// A sandbox's shadow tenant is not a tenant of the panel (docs/sandbox.md, "Separation"): a
// SuperAdmin who names its id as `tenantId` (query, body or path) gets exactly what a tenant id
// that does not exist gets, and neither reads nor writes the sandbox's data. Each call is made
// twice, with the shadow's id and with a random UUID, and the two answers must be identical.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { chamar, type Opcoes } from '@/lib/testing/api';
import { cenarioPadrao, cnpjAleatorio, cpfAleatorio, criarUsuario } from '@/lib/testing/cenario';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { esperarRecusa, esperarSucesso } from '@/lib/testing/esperar';

let c: Awaited<ReturnType<typeof cenarioPadrao>>;
let superAdmin = '';
let sombra = '';
let clienteSandbox = '';

beforeAll(async () => {
  c = await cenarioPadrao();
  const k = gerarChave('Teste');
  await prisma.chaveApi.create({ data: { tenantId: c.tenantId, nome: 'PDV teste', prefixo: k.prefixo, hash: k.hash, ambiente: 'Teste' } });
  // A test-key sale opens the sandbox: a shadow tenant with a store copy, a customer and a sale.
  const venda = await chamar('POST', '/api/v1/venda', {
    chave: k.chave,
    corpo: {
      cnpjLoja: c.loja.cnpj,
      cpfCliente: cpfAleatorio(),
      valorVenda: 100,
      documentoExterno: 'SOMBRA-1',
      cliente: { nome: 'Ana Teste' },
    },
  });
  esperarSucesso(venda, 200, 'Venda registrada com sucesso.');
  clienteSandbox = venda.corpo.dados.clienteId;
  sombra = (await prisma.tenant.findUniqueOrThrow({ where: { sandboxDe: c.tenantId } })).id;
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

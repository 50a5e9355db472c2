// The SuperAdmin's "every tenant" lists (no `tenantId`) leave the sandboxes' shadow tenants out
// (docs/sandbox.md, "Cross-tenant readers"): each list shows the live tenant's rows and none of
// the shadow's, and a live tenant named as `tenantId` is answered as before. The audit log is the
// deliberate exception: it keeps a shadow tenant's rows, which record what people did.
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/lib/db';
import { gerarChave } from '@/lib/domain/acesso/chave-api';
import { chamar } from '@/lib/testing/api';
import { criarUsuario } from '@/lib/testing/cenario';
import { cenarioComSandbox, registrosNaSombra } from '@/lib/testing/cenario-sandbox';
import { esperarSucesso } from '@/lib/testing/esperar';

let superAdmin = { id: '', token: '' };
let vivo = '';
const daSombra: Record<string, string> = {};
const doVivo: Record<string, string> = {};

beforeAll(async () => {
  const { c, sombra } = await cenarioComSandbox();
  vivo = c.tenantId;
  superAdmin = await criarUsuario(null, 'SuperAdmin');
  Object.assign(daSombra, await registrosNaSombra(sombra));
  daSombra.auditoria = (
    await prisma.auditoriaAdmin.create({
      data: { tenantId: sombra, acao: 'CriarSegmento', entidade: 'Segmento', entidadeId: daSombra.segmento },
    })
  ).id;

  // One row of each kind in the live tenant, beside the store and campaigns of the scenario.
  doVivo.loja = c.loja.id;
  doVivo.campanha = c.cashback!.id;
  doVivo.segmento = (await prisma.segmento.create({ data: { tenantId: vivo, nome: 'Todos da sombra', filtro: {} } })).id;
  doVivo.webhook = (
    await prisma.webhookEndpoint.create({
      data: { tenantId: vivo, url: 'https://exemplo.dev/vivo', eventos: ['venda.registrada'], segredo: 'whsec_vivo' },
    })
  ).id;
  const k = gerarChave('Teste');
  doVivo.chave = (
    await prisma.chaveApi.create({ data: { tenantId: vivo, nome: 'Chave da sombra', prefixo: k.prefixo, hash: k.hash, ambiente: 'Teste' } })
  ).id;
  doVivo.usuario = (await criarUsuario(vivo, 'AdminTenant')).id;
  doVivo.comunicacao = (
    await prisma.campanhaComunicacao.create({
      data: { tenantId: vivo, nome: 'Aviso da sombra', segmentoId: doVivo.segmento, canal: 'WhatsApp', modelo: 'Olá!' },
    })
  ).id;
  doVivo.auditoria = (
    await prisma.auditoriaAdmin.create({
      data: { tenantId: vivo, acao: 'CriarSegmento', entidade: 'Segmento', entidadeId: doVivo.segmento },
    })
  ).id;
});

type Lista = { caminho: string; registro: string; paginada: boolean; query?: Record<string, string | number> };

// The same names for the live and the shadow rows, so a search that finds one finds the other.
const LISTAS: Record<string, Lista> = {
  lojas: { caminho: '/api/v1/admin/lojas', registro: 'loja', paginada: true },
  campanhaadmin: { caminho: '/api/v1/admin/campanhaadmin', registro: 'campanha', paginada: false },
  segmentos: { caminho: '/api/v1/admin/segmentos', registro: 'segmento', paginada: true, query: { busca: 'Todos da sombra' } },
  webhooks: { caminho: '/api/v1/admin/webhooks', registro: 'webhook', paginada: false },
  chaves: { caminho: '/api/v1/admin/chaves', registro: 'chave', paginada: true, query: { ambiente: 'Teste' } },
  usuarios: { caminho: '/api/v1/admin/usuarios', registro: 'usuario', paginada: true, query: { perfil: 'AdminTenant' } },
  'comunicacao/campanhas': { caminho: '/api/v1/admin/comunicacao/campanhas', registro: 'comunicacao', paginada: true },
  auditoria: { caminho: '/api/v1/admin/auditoria', registro: 'auditoria', paginada: true, query: { entidade: 'Segmento' } },
};

/** Every id a list answers, page after page (other test files write to the same database). */
async function idsDaLista(l: Lista, tenantId?: string): Promise<string[]> {
  const ids: string[] = [];
  for (let pagina = 1; ; pagina++) {
    const query = { ...l.query, ...(tenantId ? { tenantId } : {}), ...(l.paginada ? { pagina, tamanho: 100 } : {}) };
    const r = await chamar('GET', l.caminho, { token: superAdmin.token, query });
    esperarSucesso(r, 200, null);
    const itens: { id: string }[] = l.paginada ? r.corpo.dados.itens : r.corpo.dados;
    ids.push(...itens.map((i) => i.id));
    if (!l.paginada || itens.length < 100) return ids;
  }
}

describe("a SuperAdmin's lists without tenantId", () => {
  it.each(Object.keys(LISTAS).filter((n) => n !== 'auditoria'))('%s shows the live rows and none of the shadow tenant', async (nome) => {
    const l = LISTAS[nome]!;
    const ids = await idsDaLista(l);
    expect(ids).toContain(doVivo[l.registro]);
    expect(ids).not.toContain(daSombra[l.registro]);
  });

  it.each(Object.keys(LISTAS))('%s with the live tenantId answers its rows as before', async (nome) => {
    const l = LISTAS[nome]!;
    const ids = await idsDaLista(l, vivo);
    expect(ids).toContain(doVivo[l.registro]);
    expect(ids).not.toContain(daSombra[l.registro]);
  });

  it('keeps the platform team in the users list (users without a tenant)', async () => {
    expect(await idsDaLista({ ...LISTAS.usuarios!, query: { perfil: 'SuperAdmin' } })).toContain(superAdmin.id);
  });

  it("keeps a shadow tenant's audit rows: the log records what people did, sandbox or not", async () => {
    const ids = await idsDaLista(LISTAS.auditoria!);
    expect(ids).toContain(doVivo.auditoria);
    expect(ids).toContain(daSombra.auditoria);
  });
});

// The panel's pages read through the domain functions, not through the API's wrapper: a SuperAdmin
// who types a sandbox's shadow tenant id into a page's URL (`/painel/lojas?tenantId=…`), or opens a
// sandbox's record by its id, gets what a random UUID gets (docs/sandbox.md). Each page's read is
// called twice, with the shadow's id and with a random UUID, and the two results must be equal.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verificarTokenAdmin, type PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { obterCampanha } from '@/lib/domain/campanha/gravar-campanha';
import { obterSegmento } from '@/lib/domain/segmento/admin-segmentos';
import { criarUsuario } from '@/lib/testing/cenario';
import { cenarioComSandbox, registrosNaSombra } from '@/lib/testing/cenario-sandbox';
import { lerPaginaDeLista } from './consulta-pagina';
import { lerDoId, tenantDaCriacao, tenantEscolhido } from './escopo-pagina';
import { lerFiltros } from './_painel/consultas';
import { consultarAssinatura, consultarCheckout } from './assinatura/consultas';
import { listarCampanhasPaginadas } from './campanhas/consultas';
import { consultarChaves } from './chaves/consultas';
import { lerProgramaDaPagina } from './clientes/consultas';
import { consultarCampanhasComunicacao } from './comunicacao/consultas';
import { consultarLojas } from './lojas/consultas';
import { consultarSegmentos } from './segmentos/consultas';
import { consultarUsuarios } from './usuarios/consultas';
import { consultarWebhooks } from './webhooks/consultas';

// The page's session: outside a request there is no cookie, so `exigirPainel` answers the test's
// SuperAdmin (every profile check passes for it).
const sessao = vi.hoisted(() => ({ principal: null as PrincipalAdmin | null }));
vi.mock('@/lib/auth/sessao', () => ({ exigirPainel: async () => sessao.principal }));

let c: Awaited<ReturnType<typeof cenarioComSandbox>>['c'];
let sombra = '';
let p: PrincipalAdmin;
let daSombra: Awaited<ReturnType<typeof registrosNaSombra>>;

beforeAll(async () => {
  ({ c, sombra } = await cenarioComSandbox());
  daSombra = await registrosNaSombra(sombra);
  p = (await verificarTokenAdmin((await criarUsuario(null, 'SuperAdmin')).token))!;
  sessao.principal = p;
});

/** What `ler` gives for the shadow's id and for a random UUID. */
async function ladoALado<T>(ler: (id: string) => Promise<T>) {
  return { inexistente: await ler(randomUUID()), daSombra: await ler(sombra) };
}

/** How a read ended when it left the page (Next.js's redirect or not-found, by their digest). */
async function desfecho(ler: () => Promise<unknown>) {
  try {
    return { leu: await ler() };
  } catch (e) {
    return { interrompeu: (e as { digest?: string }).digest };
  }
}

const lista = (tenantId: string, consultar: Parameters<typeof lerPaginaDeLista>[1]) =>
  lerPaginaDeLista(Promise.resolve({ tenantId }), consultar);

describe('a SuperAdmin typing a sandbox shadow tenant id into a page URL', () => {
  it('sees the empty lists of an unknown tenant, while the URL keeps the id typed', async () => {
    const consultas = {
      lojas: consultarLojas,
      chaves: consultarChaves,
      usuarios: consultarUsuarios,
      segmentos: consultarSegmentos,
      comunicacao: consultarCampanhasComunicacao,
      webhooks: consultarWebhooks,
    };
    for (const [nome, consultar] of Object.entries(consultas)) {
      const r = await ladoALado((t) => lista(t, consultar));
      expect(r.daSombra.r, nome).toEqual(r.inexistente.r);
      expect(r.daSombra.r, nome).toMatchObject({ ok: true, dados: { pagina: { itens: [] }, tenants: null } });
      expect([r.daSombra.q.tenantId, r.daSombra.tenantId], nome).toEqual([sombra, sombra]);
    }
    // A live tenant's page is as before.
    const viva = await lista(c.tenantId, consultarLojas);
    expect(viva.r).toMatchObject({ ok: true, dados: { pagina: { itens: [{ id: c.loja.id }] } } });
  });

  it('sees no campaign in the campaigns page', async () => {
    const r = await ladoALado((t) => listarCampanhasPaginadas(p, t, {}, 1));
    expect(r.daSombra).toEqual(r.inexistente);
    expect(r.daSombra).toEqual({ itens: [], total: 0 });
    expect((await listarCampanhasPaginadas(p, c.tenantId, {}, 1)).total).toBe(2);
  });

  it('gets "programme not found" in the customers, sales and cashier pages', async () => {
    const r = await ladoALado((t) => lerProgramaDaPagina(t));
    expect(r.daSombra).toEqual(r.inexistente);
    expect(r.daSombra).toMatchObject({ programa: null, tenantLinks: null });
    expect((await lerProgramaDaPagina(c.tenantId)).programa).toEqual({ tenantId: c.tenantId, nome: 'Loja Teste' });
  });

  it('gets the whole platform with a warning in the overview', async () => {
    const r = await ladoALado((t) => lerFiltros(p, { tenantId: t }));
    // The whole platform's tenants and stores are read live while other test files add theirs: the
    // two reads are compared without those lists, which must hold no shadow of the sandbox.
    const semListas = (x: typeof r.daSombra) => ({ ...x, opcoes: { ...x.opcoes, tenants: null, lojas: [] } });
    expect(semListas(r.daSombra)).toEqual(semListas(r.inexistente));
    expect(r.daSombra.opcoes.tenants?.map((t) => t.id)).not.toContain(sombra);
    expect(r.daSombra.filtros.tenantId).toBeNull();
    expect(r.daSombra.avisos).toEqual(['O tenant informado não foi encontrado; mostrando toda a plataforma.']);
  });

  it('is asked to pick a tenant on the creation pages', async () => {
    const r = await ladoALado((t) => tenantEscolhido(p, t));
    expect(r).toEqual({ inexistente: null, daSombra: null });
    const criacao = await ladoALado((t) => desfecho(() => tenantDaCriacao(Promise.resolve({ tenantId: t }), '/painel/segmentos')));
    expect(criacao.daSombra).toEqual(criacao.inexistente);
    expect(criacao.daSombra.interrompeu).toContain('/painel/segmentos');
  });

  it('gets the unknown tenant message in the subscription page', async () => {
    const r = await ladoALado((t) => consultarAssinatura(p, { tenantId: t }));
    expect(r.daSombra).toEqual(r.inexistente);
    expect(r.daSombra).toEqual({ ok: false, status: 404, mensagem: 'Cliente da plataforma não encontrado.' });
  });
});

describe("a SuperAdmin opening a sandbox's record by its id in a page", () => {
  it('gets the not-found page for the copies of a campaign and for a segment', async () => {
    const registros: [string, (p: PrincipalAdmin, id: string) => Promise<unknown>][] = [
      [daSombra.campanha, obterCampanha],
      [daSombra.segmento, obterSegmento],
    ];
    for (const [id, ler] of registros) {
      const abrir = (i: string) => desfecho(() => lerDoId(Promise.resolve({ id: i }), ler));
      const r = { inexistente: await abrir(randomUUID()), daSombra: await abrir(id) };
      expect(r.daSombra).toEqual(r.inexistente);
      expect(r.daSombra.interrompeu).toMatch(/404/);
    }
    expect(await desfecho(() => lerDoId(Promise.resolve({ id: c.cashback!.id }), obterCampanha))).toMatchObject({
      leu: { registro: { id: c.cashback!.id } },
    });
  });

  it("gets no checkout for the sandbox's", async () => {
    expect(await consultarCheckout(p, daSombra.checkout)).toBeNull();
    expect(await consultarCheckout(p, randomUUID())).toBeNull();
  });
});

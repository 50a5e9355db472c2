// Server-side reads of the panel's sales pages. The URL's filters go through the API's own query
// schema (same messages), then the same domain functions and tenant scope as GET VendaAdmin.
import { prisma } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { listarVendasAdmin, type ListaVendasAdmin } from '@/lib/domain/venda/admin-listar-vendas';
import { obterVendaAdmin, type VendaAdminResponse } from '@/lib/domain/venda/admin-venda';
import { idVendaSchema, listarVendasAdminQuerySchema } from '@/app/api/v1/admin/vendaadmin/schemas';

export type FiltroDaTela = {
  lojaId: string;
  dataInicio: string;
  dataFim: string;
  documento: string;
  cpf: string;
  status: string;
  pagina: number;
};

export type Url = Partial<Record<keyof FiltroDaTela, string>>;

/**
 * A page of sales. An invalid filter gives the API's message and the list without filters (the
 * fields keep what was typed, so it can be corrected).
 */
export async function listaDeVendas(
  p: PrincipalAdmin,
  tenantId: string,
  url: Url,
): Promise<{ lista: ListaVendasAdmin; filtro: FiltroDaTela; validos: Record<string, string | undefined>; erros: string[] }> {
  const q = listarVendasAdminQuerySchema.safeParse({ ...url, tamanho: '20' });
  const erros = q.success ? [] : [...new Set(q.error.issues.map((i) => i.message))];
  const f = q.success ? q.data : { pagina: 1, tamanho: 20 };
  const lista = await listarVendasAdmin(tenantObrigatorio(p, tenantId), f);
  const validos = q.success
    ? {
        lojaId: q.data.lojaId,
        dataInicio: q.data.dataInicio,
        dataFim: q.data.dataFim,
        documento: q.data.documento,
        cpf: q.data.cpf,
        status: q.data.status,
      }
    : {};
  return {
    lista,
    filtro: {
      lojaId: url.lojaId ?? '',
      dataInicio: url.dataInicio ?? '',
      dataFim: url.dataFim ?? '',
      documento: url.documento ?? '',
      cpf: url.cpf ?? '',
      status: url.status ?? '',
      pagina: f.pagina,
    },
    validos,
    erros,
  };
}

/** The programme's stores, for the store filter and the time zone each sale is shown in. */
export async function lojasDoPrograma(tenantId: string) {
  return prisma.loja.findMany({
    where: { tenantId },
    select: { id: true, nome: true, ativo: true, fusoHorario: true },
    orderBy: { nome: 'asc' },
  });
}

/** The store's time zone: a sale's times are shown on its store's clock (docs/vendas-painel.md §1). */
export async function fusoDaLoja(lojaId: string): Promise<string | undefined> {
  const loja = await prisma.loja.findUnique({ where: { id: lojaId }, select: { fusoHorario: true } });
  return loja?.fusoHorario;
}

/** The sale in the programme, or null (another programme's, or a malformed id: the API's 404/400). */
export async function detalheDaVenda(p: PrincipalAdmin, tenantId: string, id: string): Promise<VendaAdminResponse | null> {
  const r = idVendaSchema.safeParse({ id });
  if (!r.success) return null;
  try {
    return await obterVendaAdmin(p, tenantObrigatorio(p, tenantId), r.data.id);
  } catch (e) {
    if (e instanceof ErroDeNegocio && e.status === 404) return null;
    throw e;
  }
}

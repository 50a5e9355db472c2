// The tenant a SuperAdmin is looking at, in the URL (`?tenantId=`), as the API takes it: the
// pages pass it to the same scope rules (lib/domain/acesso/escopo-tenant.ts). AdminTenant never sees
// this selector — its tenant is the one of its session.
import 'server-only';
import { listarTenants, obterTenant } from '@/lib/domain/tenant/gravar-tenant';
import { CampoSeletorTenant } from './seletor-tenant-campo';

const MAXIMO = 100;

export async function SeletorTenant({
  caminho,
  atual,
  permitirTodos = true,
}: {
  /** The page the form goes back to (filters and page are reset when the tenant changes). */
  caminho: string;
  atual?: string | null;
  /** Lists may show every tenant at once; pages about one tenant (subscription) may not. */
  permitirTodos?: boolean;
}) {
  const lista = await listarTenants({ pagina: 1, tamanho: MAXIMO });
  const opcoes = lista.itens.map((t) => ({ id: t.id, nome: t.ativo ? t.nome : `${t.nome} (inativo)` }));
  if (atual && !opcoes.some((o) => o.id === atual)) {
    const t = await obterTenant(atual).catch(() => null);
    if (t) opcoes.unshift({ id: t.id, nome: t.nome });
  }
  return (
    <form
      method="get"
      action={caminho}
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3"
    >
      <CampoSeletorTenant opcoes={opcoes} atual={atual ?? ''} permitirTodos={permitirTodos} />
      <noscript>
        <button type="submit" className="min-h-11 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold">
          Mostrar
        </button>
      </noscript>
      <p className="text-xs text-slate-700">
        Equipe da plataforma: escolha o tenant.
        {lista.paginacao.totalRegistros > MAXIMO &&
          ` Aqui aparecem os ${MAXIMO} primeiros em ordem alfabética; para outro, abra-o pela página Tenants.`}
      </p>
    </form>
  );
}

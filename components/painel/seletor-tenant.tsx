// Where a page about one tenant tells the SuperAdmin to pick it. The pick itself is made once, in
// the header of the panel (app/painel/(app)/tenant-do-cabecalho.tsx), and held across pages: it
// reaches every page as `?tenantId=` (proxy.ts), as the API takes it, and the pages pass it to the
// same scope rules (lib/domain/acesso/escopo-tenant.ts). AdminTenant never sees this — its tenant
// is the one of its session.

export function SeletorTenant({
  atual,
  permitirTodos = true,
}: {
  /** Kept for the pages' calls: the page the header's selector goes back to is the current one. */
  caminho?: string;
  atual?: string | null;
  /** Lists may show every tenant at once; pages about one tenant (subscription, customers) may not. */
  permitirTodos?: boolean;
}) {
  if (atual || permitirTodos) return null;
  return (
    <p className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-slate-800">
      Equipe da plataforma: escolha o tenant no seletor <strong>Tenant</strong> do topo da página. A escolha vale para todas as páginas.
    </p>
  );
}

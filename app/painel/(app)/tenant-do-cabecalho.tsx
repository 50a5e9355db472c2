'use client';
// The SuperAdmin's tenant, picked once here in the shell and held across pages (docs/painel.md):
// the pick is a cookie that proxy.ts hands to every page as its `tenantId`. A page whose URL names
// a tenant (a row's link, a shared address) shows that one, and this selector remembers it.
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState, useTransition } from 'react';
import { Opcoes, Selecao } from '@/components/ui/campo';
import { linhaCookieTenant } from '@/lib/navegador/estado-painel';

/** Pages about one record (`/painel/clientes/{id}`) go back to their list when the tenant changes. */
function paginaDaLista(caminho: string): string {
  const partes = caminho.split('/').filter(Boolean);
  return '/' + partes.slice(0, Math.min(partes.length, 2)).join('/');
}

export function TenantDoCabecalho({
  opcoes,
  lembradoNoServidor,
}: {
  opcoes: { id: string; nome: string }[];
  lembradoNoServidor: string | null;
}) {
  // The layout is not rendered again on every navigation: what this browser remembers is kept here too.
  const [lembrado, setLembrado] = useState(lembradoNoServidor);
  const router = useRouter();
  const caminho = usePathname();
  const q = useSearchParams();
  const [trocando, iniciar] = useTransition();
  const daUrl = q.get('tenantId');
  const atual = daUrl !== null ? daUrl.toLowerCase() : (lembrado ?? '');

  // The URL said another tenant (or "every tenant", blank): that is now the pick…
  const pedido = daUrl === null ? undefined : daUrl.toLowerCase() || null;
  if (pedido !== undefined && pedido !== lembrado) setLembrado(pedido);
  // …and the browser remembers it for the next pages (proxy.ts reads the cookie).
  useEffect(() => {
    document.cookie = linhaCookieTenant(lembrado);
  }, [lembrado]);

  function escolher(id: string) {
    setLembrado(id || null);
    document.cookie = linhaCookieTenant(id || null);
    // Filters and pages belong to the previous tenant: the page starts over with the new one.
    const destino = paginaDaLista(caminho);
    iniciar(() => {
      router.push(id ? `${destino}?tenantId=${id}` : `${destino}?tenantId=`);
      router.refresh();
    });
  }

  return (
    <div className="flex flex-wrap items-end gap-x-3 gap-y-1 border-b border-sky-200 bg-sky-50 px-4 py-2 sm:px-6 print:hidden">
      <Selecao
        rotulo="Tenant"
        value={atual}
        onChange={(e) => escolher(e.target.value)}
        className="w-full sm:w-72"
        aria-busy={trocando || undefined}
      >
        <option value="">Todos os tenants</option>
        {atual && !opcoes.some((o) => o.id === atual) && <option value={atual}>Tenant {atual.slice(0, 8)}…</option>}
        <Opcoes itens={opcoes} />
      </Selecao>
      <p className="pb-1 text-xs text-slate-700" aria-live="polite">
        {trocando ? 'Carregando o tenant…' : 'Equipe da plataforma: o tenant escolhido vale para todas as páginas.'}
      </p>
    </div>
  );
}

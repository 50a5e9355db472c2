import { cookies } from 'next/headers';
import { Suspense } from 'react';
import { Provedores } from '@/components/provedores';
import { exigirPainel } from '@/lib/auth/sessao';
import { listarTenants } from '@/lib/domain/tenant/gravar-tenant';
import { COOKIE_TENANT, tenantLembrado } from '@/lib/navegador/estado-painel';
import { MENU, PAPEL_DO_PERFIL } from './navegacao';
import { MenuPainel } from './menu-painel';
import { TenantDoCabecalho } from './tenant-do-cabecalho';

/** The SuperAdmin's selector lists this many tenants (alphabetical); another one is opened from Tenants. */
const TENANTS_NO_SELETOR = 100;

export default async function LayoutPainel({ children }: { children: React.ReactNode }) {
  const p = await exigirPainel();
  const itens = MENU.filter((i) => i.perfis.includes(p.perfil)).map(({ href, rotulo, secao }) => ({ href, rotulo, secao }));
  const superAdmin = p.perfil === 'SuperAdmin';
  const tenants = superAdmin ? await listarTenants({ pagina: 1, tamanho: TENANTS_NO_SELETOR }) : null;
  const lembrado = superAdmin ? tenantLembrado(null, (await cookies()).get(COOKIE_TENANT)?.value) : null;
  return (
    <Provedores>
      <div className="min-h-screen lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] print:block">
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Ir para o conteúdo
        </a>
        <MenuPainel itens={itens} nome={p.nome} papel={PAPEL_DO_PERFIL[p.perfil]} />
        <div className="min-w-0">
          {tenants && (
            <Suspense>
              <TenantDoCabecalho
                opcoes={tenants.itens.map((t) => ({ id: t.id, nome: t.ativo ? t.nome : `${t.nome} (inativo)` }))}
                lembradoNoServidor={lembrado}
              />
            </Suspense>
          )}
          <main id="conteudo" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
            {children}
          </main>
        </div>
      </div>
    </Provedores>
  );
}

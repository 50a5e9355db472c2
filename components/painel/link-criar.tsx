// The "new …" action of a list whose creation form is a page of its own (segments, communication
// campaigns): a link styled as the primary button, to the form in the tenant the list works in.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { comParametros } from '@/lib/url';

/** The creation page in the page's tenant (a SuperAdmin's pick goes in the URL); none while no tenant is picked. */
export function enderecoDeCriacao(caminho: string, tenantId: string | null, superAdmin: boolean): string | null {
  return tenantId ? comParametros(caminho, { tenantId: superAdmin ? tenantId : undefined }) : null;
}

export function LinkCriar({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex min-h-11 items-center rounded-md bg-marca-700 px-4 text-sm font-semibold text-white hover:bg-marca-800"
    >
      {children}
    </Link>
  );
}

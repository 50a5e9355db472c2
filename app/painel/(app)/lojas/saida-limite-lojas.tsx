// The way out of the plan's store limit: the API's `O plano atual permite no máximo N lojas.`
// says the limit, not what to do. Shown under the refusal wherever it arrives: creating a store
// (formulario-loja.tsx) and reactivating one (acoes-loja.tsx). Docs: docs/painel.md, "Limite de
// lojas do plano".
import Link from 'next/link';

export const ehLimiteDoPlano = (mensagem: string | null | undefined) => !!mensagem?.includes('O plano atual permite no máximo');

/** The platform team works on one tenant: the link to its subscription carries it. */
export function SaidaLimiteLojas({ tenantId, superAdmin }: { tenantId: string | null; superAdmin: boolean }) {
  return (
    <p className="text-sm text-slate-700">
      Para ter mais lojas ativas, escolha um plano maior em{' '}
      <Link
        className="font-medium text-marca-700 underline"
        href={superAdmin && tenantId ? `/painel/assinatura?tenantId=${tenantId}` : '/painel/assinatura'}
      >
        Assinatura
      </Link>{' '}
      ou desative uma loja que não usa mais.
    </p>
  );
}

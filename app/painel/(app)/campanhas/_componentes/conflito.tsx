'use client';
// The one-active-campaign-per-type rule, explained when it blocks (spec concept 6: "a second
// active campaign of the same type for the same store returns HTTP 422"). The API names the
// store; this looks up the active campaign of that type there, to link to it.
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { chamarApi } from '@/lib/navegador/cliente-api';
import type { CampanhaResponse } from '@/lib/domain/campanha/dados-campanha';
import { chavesCampanhas } from './chaves';

export const PREFIXO_CONFLITO = 'Já existe uma campanha ativa do tipo';

export function ehConflito(mensagem: string | null | undefined): boolean {
  return !!mensagem?.startsWith(PREFIXO_CONFLITO);
}

export function ExplicacaoConflito({
  mensagem,
  tipo,
  tenantId,
  campanhaId,
}: {
  mensagem: string;
  tipo: 'Cashback' | 'Pontos';
  tenantId: string | null;
  /** The campaign being activated or saved (never "in conflict with itself"). */
  campanhaId?: string;
}) {
  const loja = /na loja (.+)\.$/.exec(mensagem)?.[1];
  const ativas = useQuery({
    queryKey: chavesCampanhas.ativas(tenantId, tipo),
    queryFn: async () =>
      (
        await chamarApi<CampanhaResponse[]>('GET', '/api/v1/admin/CampanhaAdmin', {
          query: { status: 'Ativa', tipo, tenantId: tenantId ?? undefined },
        })
      ).dados,
    staleTime: 0,
  });
  const outra = ativas.data?.find((c) => c.id !== campanhaId && c.lojas.some((l) => l.nome === loja));
  return (
    <Alerta tipo="erro">
      <p className="font-semibold">{mensagem}</p>
      <p className="mt-1">
        Cada loja pode ter no máximo uma campanha ativa de Cashback e uma de Pontos, para que o PDV saiba qual regra aplicar em cada venda.
        Para ativar esta, desative ou encerre antes a campanha de {tipo} ativa{loja ? ` na loja ${loja}` : ''} — ou tire essa loja desta
        campanha.
      </p>
      {outra && (
        <p className="mt-1">
          Campanha ativa nessa loja:{' '}
          <Link className="font-medium underline" href={`/painel/campanhas/${outra.id}`}>
            {outra.nome}
          </Link>
        </p>
      )}
    </Alerta>
  );
}

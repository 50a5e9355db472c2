// The start of a detail page of the programme (a customer, a sale): the programme the URL names,
// the link back to its list and the record; or, when no programme is chosen or the id is not of
// this one (or is malformed), the page that says so and where to find the record instead.
import { DetalheNaoEncontrado, LinkVoltar } from '@/components/painel/detalhe-nao-encontrado';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { texto } from '@/lib/url';
import type { PropsDaPagina } from '@/app/painel/(app)/consulta-pagina';
import { lerProgramaDaPagina } from './consultas';
import { comPrograma } from './rotulos';

export async function lerDetalheDoPrograma<T>(
  { params, searchParams }: PropsDaPagina<{ id: string }>,
  {
    lista: [caminho, rotuloVoltar],
    ler,
    naoEncontrado,
  }: {
    /** The list's path and the back link's words ("Voltar para vendas"). */
    lista: [string, string];
    ler: (principal: PrincipalAdmin, tenantId: string, id: string) => Promise<T | null>;
    /** The page's title, and what it says with a programme chosen (the id is not of it) or without one. */
    naoEncontrado: { titulo: string; foraDoPrograma: string; semPrograma: string };
  },
) {
  const [{ id }, sp] = await Promise.all([params, searchParams]);
  const { principal, programa, tenantLinks } = await lerProgramaDaPagina(texto(sp.tenantId));
  const voltar = <LinkVoltar href={comPrograma(caminho, tenantLinks)}>{`← ${rotuloVoltar}`}</LinkVoltar>;
  const registro = programa ? await ler(principal, programa.tenantId, id) : null;
  if (!programa || !registro) {
    const pagina = (
      <DetalheNaoEncontrado voltar={voltar} titulo={naoEncontrado.titulo}>
        {programa ? naoEncontrado.foraDoPrograma : naoEncontrado.semPrograma}
      </DetalheNaoEncontrado>
    );
    return { encontrado: false as const, pagina };
  }
  return { encontrado: true as const, registro, principal, programa, tenantLinks, voltar, sp };
}

// /painel/caixa: the counter. The operator identifies the customer by the QR the club shows (camera
// or pasted code) and sees the name and the balances in this programme — never the CPF (spec
// "Operator identification").
import type { Metadata } from 'next';
import { exigirPainel } from '@/lib/auth/sessao';
import { TODOS_OS_PERFIS } from '@/lib/api/admin';
import { Alerta } from '@/components/ui/alerta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { programaDaPagina } from '../clientes/consultas';
import { Caixa } from './_componentes/caixa';

export const metadata: Metadata = { title: 'Caixa' };

type Busca = Record<string, string | string[] | undefined>;
const texto = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function PaginaCaixa({ searchParams }: { searchParams: Promise<Busca> }) {
  const principal = await exigirPainel(TODOS_OS_PERFIS);
  const tenantIdUrl = texto((await searchParams).tenantId);
  const programa = await programaDaPagina(principal, tenantIdUrl);
  const superAdmin = principal.perfil === 'SuperAdmin';

  return (
    <>
      <CabecalhoPagina titulo="Caixa">
        Identifique o cliente pelo QR do clube para ver o nome e o saldo{programa ? ` no programa ${programa.nome}` : ''}. O CPF não aparece
        nesta tela.
      </CabecalhoPagina>
      {superAdmin && (
        <>
          {tenantIdUrl && !programa && (
            <Alerta tipo="erro" className="mb-3">
              Programa não encontrado. Escolha um programa da lista.
            </Alerta>
          )}
          <SeletorTenant caminho="/painel/caixa" atual={programa?.tenantId ?? null} permitirTodos={false} />
        </>
      )}
      {programa ? (
        <Caixa tenantId={superAdmin ? programa.tenantId : null} />
      ) : (
        <p className="text-sm text-slate-600">O saldo de um cliente é sempre de um programa: escolha qual programa este caixa atende.</p>
      )}
    </>
  );
}

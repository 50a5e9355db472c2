// /painel/caixa: the cashier's counter (Operador and above). The operator finds the customer by
// the club's QR (camera or USB reader), by CPF or by phone — or registers one with the LGPD
// consent — and then sells, redeems or cancels, through the same rules as the PDV API
// (docs/caixa.md). The CPF of a customer found by QR never appears.
import type { Metadata } from 'next';
import Link from 'next/link';
import { exigirPainel } from '@/lib/auth/sessao';
import { TODOS_OS_PERFIS } from '@/lib/api/admin';
import { Alerta } from '@/components/ui/alerta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { programaDaPagina } from '../clientes/consultas';
import { comPrograma } from '../clientes/rotulos';
import { lojasDoCaixa } from './consultas';
import { Caixa } from './_componentes/caixa';
import { texto, type Busca } from '@/lib/url';
import { SO_TECLADO } from './_componentes/teclas';

export const metadata: Metadata = { title: 'Caixa' };

const LINK_FECHAMENTO =
  'min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50';

export default async function PaginaCaixa({ searchParams }: { searchParams: Promise<Busca> }) {
  const principal = await exigirPainel(TODOS_OS_PERFIS);
  const tenantIdUrl = texto((await searchParams).tenantId);
  const programa = await programaDaPagina(principal, tenantIdUrl);
  const superAdmin = principal.perfil === 'SuperAdmin';
  const lojas = programa ? await lojasDoCaixa(programa.tenantId) : [];
  const fechamento = comPrograma('/painel/caixa/fechamento', superAdmin ? (programa?.tenantId ?? null) : null);

  return (
    <>
      <CabecalhoPagina
        titulo="Caixa"
        acoes={
          programa && (
            // Beside the title from `sm` up; on a phone the link is at the end of the page, so the
            // customer search stays on the first screen (docs/caixa.md §8).
            <Link href={fechamento} className={`hidden sm:inline-flex ${LINK_FECHAMENTO}`}>
              Fechamento do caixa
            </Link>
          )
        }
      >
        {/* On a phone the long sentence pushes the customer search below the fold (docs/caixa.md §8). */}
        <span className={SO_TECLADO}>
          Encontre o cliente pelo QR do clube, CPF ou telefone e registre a venda, o resgate ou o cancelamento
          {programa ? ` no programa ${programa.nome}` : ''}. Tudo pelo teclado: veja os atalhos abaixo.
        </span>
        <span className="hidden pointer-coarse:inline">
          Venda, resgate e cancelamento{programa ? ` no programa ${programa.nome}` : ''}.
        </span>
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
      {!programa ? (
        <p className="text-sm text-slate-600">O saldo de um cliente é sempre de um programa: escolha qual programa este caixa atende.</p>
      ) : lojas.length === 0 ? (
        <Alerta tipo="aviso">Este programa não tem loja ativa. Um gestor cadastra ou reativa a loja em Lojas.</Alerta>
      ) : (
        <Caixa tenantId={superAdmin ? programa.tenantId : null} lojas={lojas} />
      )}
      {programa && (
        <p className="mt-6 sm:hidden">
          <Link href={fechamento} className={`inline-flex ${LINK_FECHAMENTO}`}>
            Fechamento do caixa
          </Link>
        </p>
      )}
    </>
  );
}

// /painel/clientes/importar: a programme's customers from a spreadsheet (docs/api-admin-clientes.md,
// "Importing customers"). Managers only, as the API: an Operador is sent to "sem acesso"; a
// SuperAdmin comes with the programme picked on the customer list.
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { exigirPainel } from '@/lib/auth/sessao';
import { ADMINISTRADORES } from '@/lib/api/admin';
import { PaginaVoltar } from '@/components/painel/detalhe-nao-encontrado';
import { lojasDoTenant } from '../../campanhas/consultas';
import { programaDaPagina } from '../consultas';
import { comPrograma } from '../rotulos';
import { ImportacaoClientes } from '../_componentes/importacao-clientes';
import { texto, type Busca } from '@/lib/url';

export const metadata: Metadata = { title: 'Importar clientes' };

export default async function PaginaImportarClientes({ searchParams }: { searchParams: Promise<Busca> }) {
  const principal = await exigirPainel(ADMINISTRADORES);
  const programa = await programaDaPagina(principal, texto((await searchParams).tenantId));
  if (!programa) redirect('/painel/clientes');
  const tenantLinks = principal.perfil === 'SuperAdmin' ? programa.tenantId : null;
  const lojas = (await lojasDoTenant(programa.tenantId)).filter((l) => l.ativo);
  return (
    <PaginaVoltar
      voltar={[comPrograma('/painel/clientes', tenantLinks), 'Clientes']}
      titulo="Importar clientes"
      cabecalho={
        <p className="mt-1 text-sm text-slate-700">
          Programa {programa.nome}. Traga a lista de clientes do seu sistema antigo ou de uma planilha: eles passam a participar do
          programa, acumulam cashback e pontos nas próximas compras e podem entrar no clube com o CPF.
        </p>
      }
    >
      <ImportacaoClientes tenantId={tenantLinks} nomePrograma={programa.nome} lojas={lojas.map((l) => ({ id: l.id, nome: l.nome }))} />
    </PaginaVoltar>
  );
}

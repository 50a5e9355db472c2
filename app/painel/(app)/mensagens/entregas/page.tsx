import type { Metadata } from 'next';
import { dataHora } from '@/lib/formatar';
import { DestinoDaEntrega, RespostaDaEntrega, StatusDaEntrega } from '@/components/painel/etiqueta-status-entrega';
import { FiltroOpcoes } from '@/components/painel/lista-pagina';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import { CODIGOS_TIPO_ENTREGA, STATUS_ENTREGA, TIPOS_ENTREGA } from '@/lib/domain/notificacoes/tipos-entrega';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { CabecalhoMensagens } from '../cabecalho-mensagens';
import { consultarEntregas } from '../consultas';

export const metadata: Metadata = { title: 'Mensagens e entregas' };

// The outbox's notices to people, newest first (GET /api/v1/admin/mensagens/entregas): never the
// text, the PIN or the link; the destination masked. SuperAdmin only.
export default async function PaginaEntregas({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const lista = await lerPaginaDeLista(searchParams, (_, q) => consultarEntregas(q), ['SuperAdmin']);
  const { q } = lista;
  return (
    <>
      <CabecalhoMensagens aba="entregas" />
      <ListaDaUrl
        leitura={lista}
        caminho="/painel/mensagens/entregas"
        filtros={{
          status: (
            <FiltroOpcoes rotulo="Status" name="status" valor={q.status} opcoes={Object.fromEntries(STATUS_ENTREGA.map((s) => [s, s]))} />
          ),
          tipo: (
            <FiltroOpcoes
              rotulo="Tipo de aviso"
              name="tipo"
              valor={q.tipo}
              opcoes={Object.fromEntries(CODIGOS_TIPO_ENTREGA.map((c) => [c, TIPOS_ENTREGA[c].rotulo]))}
            />
          ),
        }}
        filtrado={{
          titulo: 'Nenhuma entrega com esses filtros',
          texto: 'Limpe os filtros, ou escolha outro status ou tipo de aviso.',
        }}
        vazio={{
          titulo: 'Nenhum aviso na fila ainda',
          texto: 'Peça um PIN do clube, crie um usuário ou registre uma venda: o aviso aparece aqui assim que entra na fila de envio.',
        }}
        tabela={{
          legenda: 'Entregas de avisos, da mais nova para a mais antiga',
          larguraMinima: 56,
          colunas: [
            { cabecalho: 'Quando', classe: 'whitespace-nowrap', celula: (e) => dataHora(e.criadoEm) },
            {
              cabecalho: 'Aviso',
              celula: (e) => (
                <span className="flex flex-col gap-0.5">
                  <span className="font-medium text-slate-900">{e.tipoDescricao}</span>
                  {e.tenantNome && <span className="text-xs text-slate-600">{e.tenantNome}</span>}
                </span>
              ),
            },
            { cabecalho: 'Para', celula: (e) => <DestinoDaEntrega e={e} /> },
            { cabecalho: 'Status', celula: (e) => <StatusDaEntrega e={e} /> },
            { cabecalho: 'Última resposta', classe: 'min-w-48', celula: (e) => <RespostaDaEntrega e={e} /> },
          ],
        }}
      />
    </>
  );
}

'use client';
// "Mensagens ao cliente": what was sent to the customer in the programme (GET
// /api/v1/admin/ClienteAdmin/{id}/mensagens) — the club PIN, the balance notices and the
// marketing — for the manager who hears "o código não chegou". Never the text, the PIN or a link;
// the destination masked. Paged like the movement history (usePaginaDoCliente).
import { ListaNoCartao } from '@/components/painel/lista-no-cartao';
import { DestinoDaEntrega, RespostaDaEntrega, StatusDaEntrega } from '@/components/painel/etiqueta-status-entrega';
import { dataHora } from '@/lib/formatar';
import type { Pagina } from '@/lib/api/consulta';
import type { MensagemClienteResponse } from '@/lib/domain/notificacoes/mensagens-do-cliente';
import { usePaginaDoCliente } from './pagina-do-cliente';

export function MensagensCliente({
  clienteId,
  tenantId,
  inicial,
  tamanho,
}: {
  clienteId: string;
  tenantId: string | null;
  inicial: Pagina<MensagemClienteResponse>;
  tamanho: number;
}) {
  const { dados, aviso, paginacao, atributosCorpo } = usePaginaDoCliente('mensagens', { clienteId, tenantId, inicial, tamanho });

  return (
    <ListaNoCartao<MensagemClienteResponse>
      titulo="Mensagens ao cliente"
      className="mt-6"
      descricao={
        <span data-testid="explicacao-mensagens">
          Pendente: na fila ou aguardando nova tentativa. Enviado: o canal aceitou. Falhou: confira o e-mail ou o telefone do cliente.
          Descartado: não saiu, e a linha diz por quê (sem consentimento ou descadastro foram escolha do cliente). PIN que não chegou: o
          cliente pede um novo no clube.
        </span>
      }
      aviso={aviso}
      vazio={{
        titulo: 'Nenhuma mensagem ainda.',
        texto: <p>O PIN do clube, os avisos de saldo e as campanhas enviadas ao cliente neste programa aparecem aqui.</p>,
      }}
      paginacao={{ ...paginacao, rotulo: 'Páginas das mensagens', unidade: ['mensagem', 'mensagens'] }}
      tabela={{
        rotulo: 'Tabela das mensagens',
        legenda: 'Mensagens ao cliente, da mais recente para a mais antiga',
        larguraMinima: 48,
        cartoes: true,
        itens: dados.itens,
        chave: (m) => m.id,
        atributosCorpo,
        colunas: [
          {
            cabecalho: 'Mensagem',
            principal: true,
            cartao: 'titulo',
            celula: (m) => (
              <span className="flex flex-col gap-0.5">
                <span className="font-medium text-slate-900">{m.tipoDescricao}</span>
                <span className="text-xs text-slate-600">{dataHora(m.criadoEm)}</span>
              </span>
            ),
          },
          { cabecalho: 'Para', celula: (m) => <DestinoDaEntrega e={m} cartao /> },
          { cabecalho: 'Status', celula: (m) => <StatusDaEntrega e={m} cartao /> },
          {
            cabecalho: 'Detalhe',
            classe: 'min-w-48',
            celula: (m) =>
              m.motivoDescricao || m.ultimoErro || m.proximaTentativaEm || m.enviadoEm ? (
                <RespostaDaEntrega e={m} cartao antes={m.motivoDescricao && <span>{m.motivoDescricao}</span>} />
              ) : (
                '—'
              ),
          },
        ],
      }}
    />
  );
}

'use client';
// The customer's movements in the programme, paged on the server by GET
// /api/v1/admin/ClienteAdmin/{id}/historico (usePaginaDoCliente: the first page comes with the page).
import { ListaNoCartao } from '@/components/painel/lista-no-cartao';
import { dataHora } from '@/lib/formatar';
import type { HistoricoClienteAdmin } from '@/lib/domain/cliente/admin-historico-cliente';
import { usePaginaDoCliente } from './pagina-do-cliente';
import { ROTULO_TIPO_MOVIMENTACAO } from '@/lib/domain/cliente/rotulos-movimentacao';
import { SENTIDO_MOVIMENTACAO, valorDoBeneficio } from '../rotulos';

type Movimentacao = HistoricoClienteAdmin['itens'][number];

const COR_SENTIDO = { '+': 'text-green-800', '−': 'text-red-800', '=': 'text-slate-700' } as const;

export function HistoricoCliente({
  clienteId,
  tenantId,
  inicial,
  tamanho,
  fusos,
}: {
  clienteId: string;
  tenantId: string | null;
  inicial: HistoricoClienteAdmin;
  tamanho: number;
  /** Time zone of each store of the programme, by id: a movement's time is its store's local time. */
  fusos: Record<string, string>;
}) {
  const { dados, aviso, paginacao, atributosCorpo } = usePaginaDoCliente('historico', { clienteId, tenantId, inicial, tamanho });

  return (
    <ListaNoCartao<Movimentacao>
      titulo="Histórico de movimentações"
      className="mt-6"
      descricao="Tudo o que moveu o saldo do cliente neste programa, do mais recente para o mais antigo."
      aviso={aviso}
      vazio={{
        titulo: 'Nenhuma movimentação ainda.',
        texto: <p>As compras, resgates e expirações do cliente neste programa aparecem aqui.</p>,
      }}
      paginacao={{ ...paginacao, rotulo: 'Páginas do histórico', unidade: ['movimentação', 'movimentações'] }}
      tabela={{
        rotulo: 'Tabela do histórico',
        legenda: 'Movimentações do cliente, da mais recente para a mais antiga',
        larguraMinima: 40,
        itens: dados.itens,
        chave: (m) => m.movimentacaoId,
        atributosCorpo,
        colunas: [
          { cabecalho: 'Data', classe: 'whitespace-nowrap', celula: (m) => dataHora(m.data, m.lojaId ? fusos[m.lojaId] : undefined) },
          {
            cabecalho: 'Movimentação',
            celula: (m) => (
              <>
                <div className="font-medium text-slate-900">{ROTULO_TIPO_MOVIMENTACAO[m.tipo]}</div>
                <div className="text-xs text-slate-600">{m.descricao}</div>
              </>
            ),
          },
          { cabecalho: 'Loja', celula: (m) => m.lojaNome ?? '—' },
          {
            cabecalho: 'Valor',
            direita: true,
            classe: 'font-semibold whitespace-nowrap tabular-nums',
            celula: (m) => {
              const sentido = SENTIDO_MOVIMENTACAO[m.tipo];
              return (
                <span className={COR_SENTIDO[sentido]}>
                  {sentido === '=' ? '' : `${sentido} `}
                  {valorDoBeneficio(m.tipoBeneficio, m.valor)}
                </span>
              );
            },
          },
        ],
      }}
    />
  );
}

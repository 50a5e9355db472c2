// /painel/vendas/[id]: one sale — amounts, customer (full CPF only for managers, as the customer
// detail), its movements and the lots it credited with status, release and validity, and the
// cancellation with the exact reversal shown first (docs/vendas-painel.md).
import type { Metadata } from 'next';
import Link from 'next/link';
import { Alerta } from '@/components/ui/alerta';
import { Cartao } from '@/components/ui/cartao';
import { Dado } from '@/components/painel/dado';
import { Etiqueta } from '@/components/ui/etiqueta';
import { Tabela, type PropsTabela } from '@/components/ui/tabela';
import { data, dataHora, pontos, reais } from '@/lib/formatar';
import { ROTULO_MODELO, ROTULO_STATUS_VENDA } from '@/lib/domain/venda/status-venda';
import type { LoteDaVenda, MovimentacaoDaVenda } from '@/lib/domain/venda/admin-venda';
import { lerDetalheDoPrograma } from '../../clientes/detalhe-do-programa';
import { ROTULO_TIPO_MOVIMENTACAO } from '@/lib/domain/cliente/rotulos-movimentacao';
import { COR_STATUS_LOTE, ROTULO_STATUS_LOTE, SENTIDO_MOVIMENTACAO, comPrograma, valorDoBeneficio } from '../../clientes/rotulos';
import { detalheDaVenda, fusoDaLoja } from '../consultas';
import { CancelarVenda } from '../_componentes/cancelar-venda';
import type { PropsDaPagina } from '@/app/painel/(app)/consulta-pagina';

export const metadata: Metadata = { title: 'Venda' };

const VALOR = { direita: true, classe: 'tabular-nums whitespace-nowrap' } as const;
const DATA = { classe: 'whitespace-nowrap' } as const;

/** A list of the sale in its own card: a sentence while empty, else a borderless table (cards on a phone). */
function ListaDaVenda<T>({
  titulo,
  vazio,
  ...tabela
}: { titulo: string; vazio: string } & Omit<PropsTabela<T>, 'larguraMinima' | 'moldura' | 'cartoes'>) {
  return (
    <Cartao titulo={titulo} className="mt-6">
      {tabela.itens.length === 0 ? (
        <p className="text-sm text-slate-600">{vazio}</p>
      ) : (
        <Tabela {...tabela} larguraMinima={40} moldura={false} cartoes />
      )}
    </Cartao>
  );
}

export default async function PaginaVenda(props: PropsDaPagina<{ id: string }>) {
  const detalhe = await lerDetalheDoPrograma(props, {
    lista: ['/painel/vendas', 'Voltar para vendas'],
    ler: detalheDaVenda,
    naoEncontrado: {
      titulo: 'Venda não encontrada',
      foraDoPrograma:
        'Esta venda não é deste programa, ou o endereço está incompleto. Busque-a pelo documento ou pelo CPF na lista de vendas.',
      semPrograma: 'Escolha o programa na lista de vendas e abra a venda por lá.',
    },
  });
  if (!detalhe.encontrado) return detalhe.pagina;
  const { registro: venda, tenantLinks, voltar } = detalhe;
  const cancelada = venda.status === 'Cancelada';
  // On the store's clock, as the list, its period filter and the CSV.
  const fuso = await fusoDaLoja(venda.lojaId);

  return (
    <>
      {voltar}
      <div className="mt-3 mb-5 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold break-all text-slate-900">Venda {venda.documentoExterno ?? 'sem documento'}</h1>
        <Etiqueta cor={cancelada ? 'vermelho' : 'verde'}>{ROTULO_STATUS_VENDA[venda.status]}</Etiqueta>
      </div>
      {cancelada && (
        <Alerta tipo="aviso" className="mb-4">
          Venda cancelada em {dataHora(venda.canceladaEm, fuso)}
          {venda.motivoCancelamento ? ` — motivo: ${venda.motivoCancelamento}` : ''}. Os créditos foram estornados; veja as movimentações
          abaixo.
        </Alerta>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        <Cartao titulo="Dados da venda" className="lg:col-span-2">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Dado rotulo="Data">{dataHora(venda.criadoEm, fuso)}</Dado>
            <Dado rotulo="Loja">{venda.lojaNome}</Dado>
            <Dado rotulo="Cliente">
              <Link href={comPrograma(`/painel/clientes/${venda.clienteId}`, tenantLinks)} className="text-marca-700 underline">
                {venda.clienteNome ?? 'Cliente sem nome'}
              </Link>
            </Dado>
            <Dado rotulo="CPF">
              <span className="font-mono">{venda.cpf ?? venda.cpfMascarado ?? '—'}</span>
            </Dado>
            <Dado rotulo="Valor da venda">{reais(venda.valorVenda)}</Dado>
            <Dado rotulo="Valor pago">{reais(venda.valorFinal)}</Dado>
            {venda.cashbackUsado > 0 && <Dado rotulo="Cashback usado como desconto">{reais(venda.cashbackUsado)}</Dado>}
            {venda.descontoGerado > 0 && <Dado rotulo="Desconto com o cashback da compra">{reais(venda.descontoGerado)}</Dado>}
            <Dado rotulo="Cashback creditado">{reais(venda.cashbackCreditado)}</Dado>
            <Dado rotulo="Pontos creditados">{pontos(venda.pontosCreditados)}</Dado>
            <Dado rotulo="Modelo">{ROTULO_MODELO[venda.modelo] ?? venda.modelo}</Dado>
            {venda.observacao && <Dado rotulo="Observação">{venda.observacao}</Dado>}
          </dl>
        </Cartao>
        <Cartao titulo="Cancelamento">
          {!cancelada && (
            <p className="mb-3 text-sm text-slate-600">
              Cancela a venda inteira, como o PDV faria: antes de confirmar você vê exatamente o que sai e o que volta no saldo do cliente.
            </p>
          )}
          {/* Always mounted: the notice of a cancellation just made survives the refresh that marks the sale cancelled. */}
          <CancelarVenda vendaId={venda.vendaId} tenantId={tenantLinks} cancelada={cancelada} />
        </Cartao>
      </div>

      <ListaDaVenda<MovimentacaoDaVenda>
        titulo="Movimentações da venda"
        vazio="Esta venda não gerou movimentações (nenhuma campanha elegível)."
        rotulo="Tabela de movimentações da venda"
        legenda="Movimentações da venda, em ordem"
        itens={venda.movimentacoes}
        chave={(m) => m.movimentacaoId}
        colunas={[
          { cabecalho: 'Tipo', cartao: 'titulo', celula: (m) => ROTULO_TIPO_MOVIMENTACAO[m.tipo] },
          { cabecalho: 'Descrição', celula: (m) => m.descricao },
          {
            cabecalho: 'Valor',
            ...VALOR,
            celula: (m) =>
              `${SENTIDO_MOVIMENTACAO[m.tipo] === '=' ? '' : `${SENTIDO_MOVIMENTACAO[m.tipo]} `}${valorDoBeneficio(m.tipoBeneficio, m.valor)}`,
          },
          { cabecalho: 'Data', ...DATA, celula: (m) => dataHora(m.data, fuso) },
        ]}
      />

      <ListaDaVenda<LoteDaVenda>
        titulo="Lotes creditados"
        vazio="Esta venda não creditou lotes."
        rotulo="Tabela de lotes da venda"
        legenda="Lotes creditados pela venda"
        itens={venda.lotes}
        chave={(l) => l.loteId}
        colunas={[
          { cabecalho: 'Benefício', cartao: 'titulo', celula: (l) => l.tipoBeneficio },
          { cabecalho: 'Status', celula: (l) => <Etiqueta cor={COR_STATUS_LOTE[l.status]}>{ROTULO_STATUS_LOTE[l.status]}</Etiqueta> },
          { cabecalho: 'Creditado', ...VALOR, celula: (l) => valorDoBeneficio(l.tipoBeneficio, l.valorOriginal) },
          { cabecalho: 'Disponível', ...VALOR, celula: (l) => valorDoBeneficio(l.tipoBeneficio, l.valorDisponivel) },
          { cabecalho: 'Liberação', ...DATA, celula: (l) => (l.dataLiberacao ? data(l.dataLiberacao) : 'Imediata') },
          { cabecalho: 'Validade', ...DATA, celula: (l) => (l.dataExpiracao ? data(l.dataExpiracao) : 'Sem validade') },
        ]}
      />
    </>
  );
}

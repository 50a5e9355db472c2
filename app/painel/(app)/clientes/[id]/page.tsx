// /painel/clientes/[id]: one customer in the programme — the person's data (full CPF only for
// managers, docs/api-admin-clientes.md §5), balances, every lot with its status and dates, the
// movement history, the messages sent to the customer and, for managers, the administrative actions (status, edit, LGPD).
import type { Metadata } from 'next';
import Link from 'next/link';
import { Alerta } from '@/components/ui/alerta';
import { Cartao } from '@/components/ui/cartao';
import { ListaNoCartao } from '@/components/painel/lista-no-cartao';
import { Dado } from '@/components/painel/dado';
import { Etiqueta } from '@/components/ui/etiqueta';
import { BotaoExportar } from '@/components/painel/botao-exportar';
import { data, dataHora, pontos, reais, telefone } from '@/lib/formatar';
import {
  TAMANHO_HISTORICO,
  TAMANHO_LOTES,
  TAMANHO_MENSAGENS,
  detalheDoCliente,
  fusosDoPrograma,
  lojaDeOrigem,
  lojasAtivasDoPrograma,
  lotesDoCliente,
  primeiraPaginaDasMensagens,
  primeiraPaginaDoHistorico,
} from '../consultas';
import { COR_STATUS_LOTE, ROTULO_STATUS_LOTE, comPrograma, valorDoBeneficio } from '../rotulos';
import { lerDetalheDoPrograma } from '../detalhe-do-programa';
import { AcoesCliente } from '../_componentes/acoes-cliente';
import { HistoricoCliente } from '../_componentes/historico-cliente';
import { MensagensCliente } from '../_componentes/mensagens-cliente';
import { CpfDoCliente } from '../_componentes/cpf-do-cliente';
import { AjusteSaldo } from '../_componentes/ajuste-saldo';
import { texto } from '@/lib/url';
import type { PropsDaPagina } from '@/app/painel/(app)/consulta-pagina';

export const metadata: Metadata = { title: 'Cliente' };

type Lote = Awaited<ReturnType<typeof lotesDoCliente>>['itens'][number];

const VALOR = { direita: true, classe: 'tabular-nums' } as const;
const DATA = { classe: 'whitespace-nowrap' } as const;

function Saldo({ rotulo, valor, ajuda }: { rotulo: string; valor: string; ajuda: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-700">{rotulo}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{valor}</p>
      <p className="mt-1 text-xs text-slate-600">{ajuda}</p>
    </div>
  );
}

export default async function PaginaCliente(props: PropsDaPagina<{ id: string }>) {
  const detalhe = await lerDetalheDoPrograma(props, {
    lista: ['/painel/clientes', 'Voltar para clientes'],
    ler: detalheDoCliente,
    naoEncontrado: {
      titulo: 'Cliente não encontrado',
      foraDoPrograma:
        'Este cliente não participa deste programa, ou o endereço está incompleto. Busque pelo nome ou pelo CPF na lista de clientes.',
      semPrograma: 'Escolha o programa na lista de clientes e abra o cliente por lá.',
    },
  });
  if (!detalhe.encontrado) return detalhe.pagina;
  const { registro: cliente, principal, programa, tenantLinks, voltar, sp } = detalhe;

  const paginaLotes = Math.max(1, Math.min(100_000, Number.parseInt(texto(sp.lotes) ?? '1', 10) || 1));
  const [lotes, historico, mensagens, fusos, origem] = await Promise.all([
    lotesDoCliente(principal, programa.tenantId, cliente.id, paginaLotes),
    primeiraPaginaDoHistorico(principal, programa.tenantId, cliente.id),
    primeiraPaginaDasMensagens(principal, programa.tenantId, cliente.id),
    fusosDoPrograma(programa.tenantId),
    lojaDeOrigem(principal, programa.tenantId, cliente.id),
  ]);
  const administra = principal.perfil !== 'Operador';
  const anonimizado = cliente.cpfMascarado === null;
  // Manual adjustments (issue 11, item 4): managers, active members only (the API refuses the rest).
  const ajusta = administra && cliente.ativo && !anonimizado;
  const lojas = ajusta ? await lojasAtivasDoPrograma(programa.tenantId) : [];

  return (
    <>
      {voltar}
      <div className="mt-3 mb-5 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">
          {cliente.nome ?? (anonimizado ? 'Cliente anonimizado' : 'Cliente sem nome')}
        </h1>
        <Etiqueta cor={cliente.ativo ? 'verde' : 'cinza'}>{cliente.ativo ? 'Ativo no programa' : 'Inativo no programa'}</Etiqueta>
      </div>
      {!cliente.ativo && (
        <Alerta tipo="aviso" className="mb-4">
          Cliente inativo neste programa: não acumula nem resgata cashback ou pontos até ser reativado. O saldo fica congelado, não se
          perde.
        </Alerta>
      )}
      {anonimizado && (
        <Alerta tipo="info" className="mb-4">
          Os dados pessoais deste cliente foram anonimizados a pedido dele (LGPD). O histórico do programa continua, sem identificá-lo.
        </Alerta>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        <Cartao titulo="Dados do cliente" className="lg:col-span-2">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Dado rotulo="CPF">
              <CpfDoCliente mascarado={cliente.cpfMascarado} completo={cliente.cpf} />
            </Dado>
            <Dado rotulo="E-mail">{cliente.email ?? 'Não informado'}</Dado>
            <Dado rotulo="Telefone">{cliente.telefone ? telefone(cliente.telefone) : 'Não informado'}</Dado>
            <Dado rotulo="Data de nascimento">{cliente.dataNascimento ? data(cliente.dataNascimento) : 'Não informada'}</Dado>
            <Dado rotulo="No programa desde">{dataHora(cliente.cadastradoEm, origem?.fusoHorario)}</Dado>
            <Dado rotulo="Loja de origem">{origem?.nome ?? 'Não registrada'}</Dado>
            <Dado rotulo="Último acesso ao clube">{cliente.dataUltimoLogin ? dataHora(cliente.dataUltimoLogin) : 'Nunca entrou'}</Dado>
            {administra && (
              <Dado rotulo="Indicações">
                {/* Who referred this customer, whom they referred and what it credited (docs/indicacao.md). */}
                <Link className="text-marca-700 underline" href={comPrograma('/painel/indicacao', tenantLinks, { clienteId: cliente.id })}>
                  Ver as indicações do cliente
                </Link>
              </Dado>
            )}
          </dl>
        </Cartao>
        {administra && !anonimizado ? (
          <AcoesCliente cliente={cliente} tenantId={tenantLinks} />
        ) : (
          <Cartao titulo="Ações">
            <p className="text-sm text-slate-600">
              {anonimizado
                ? 'Cliente anonimizado: não há dados para editar ou exportar.'
                : 'Ativar, desativar, editar dados e pedidos de LGPD são feitos por um gestor do programa.'}
            </p>
          </Cartao>
        )}
      </div>

      <h2 className="mt-6 mb-3 text-lg font-semibold text-slate-900">Saldos neste programa</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Saldo rotulo="Cashback disponível" valor={reais(cliente.saldoCashback)} ajuda="Pode ser resgatado agora." />
        <Saldo rotulo="Cashback pendente" valor={reais(cliente.saldoPendente)} ajuda="Liberado na data de liberação de cada lote." />
        <Saldo rotulo="Pontos" valor={pontos(cliente.saldoPontos)} ajuda="Disponíveis para troca." />
      </div>
      {ajusta && (
        <AjusteSaldo
          clienteId={cliente.id}
          tenantId={tenantLinks}
          lojas={lojas}
          saldos={{ saldoCashback: cliente.saldoCashback, saldoPontos: cliente.saldoPontos }}
        />
      )}

      <ListaNoCartao<Lote>
        titulo="Lotes de crédito"
        className="mt-6"
        descricao="Cada compra gera um lote por benefício. O resgate usa primeiro os lotes mais antigos; o que não é usado até a validade expira."
        vazio={{ titulo: 'Nenhum lote ainda.', texto: <p>Os lotes aparecem quando o cliente compra numa loja com campanha ativa.</p> }}
        tabela={{
          rotulo: 'Tabela de lotes',
          legenda: 'Lotes de crédito do cliente, do mais recente para o mais antigo',
          larguraMinima: 44,
          itens: lotes.itens,
          chave: (l) => l.id,
          colunas: [
            { cabecalho: 'Criado em', classe: 'whitespace-nowrap', celula: (l) => dataHora(l.criadoEm, l.fusoHorario) },
            { cabecalho: 'Benefício', celula: (l) => (l.tipoBeneficio === 'Cashback' ? 'Cashback' : 'Pontos') },
            {
              cabecalho: 'Status',
              celula: (l) => <Etiqueta cor={COR_STATUS_LOTE[l.status]}>{ROTULO_STATUS_LOTE[l.status]}</Etiqueta>,
            },
            { cabecalho: 'Valor original', ...VALOR, celula: (l) => valorDoBeneficio(l.tipoBeneficio, l.valorOriginal) },
            { cabecalho: 'Disponível', ...VALOR, celula: (l) => valorDoBeneficio(l.tipoBeneficio, l.valorDisponivel) },
            { cabecalho: 'Liberação', ...DATA, celula: (l) => (l.dataLiberacao ? data(l.dataLiberacao) : 'Imediata') },
            { cabecalho: 'Validade', ...DATA, celula: (l) => (l.dataExpiracao ? data(l.dataExpiracao) : 'Sem validade') },
            { cabecalho: 'Loja', celula: (l) => l.lojaNome },
          ],
        }}
        paginacao={{
          pagina: paginaLotes,
          tamanho: TAMANHO_LOTES,
          total: lotes.total,
          caminho: `/painel/clientes/${cliente.id}`,
          parametros: { tenantId: tenantLinks ?? undefined },
          nomeParametro: 'lotes',
          rotulo: 'Páginas dos lotes',
        }}
      />

      <div className="mt-6 flex justify-end">
        <BotaoExportar
          rota="/api/v1/admin/exportacao/movimentacoes"
          parametros={{ tenantId: tenantLinks ?? undefined, clienteId: cliente.id }}
          descricao="todas as movimentações do cliente neste programa, em CSV para o Excel"
        >
          Exportar movimentações
        </BotaoExportar>
      </div>
      <HistoricoCliente clienteId={cliente.id} tenantId={tenantLinks} inicial={historico} tamanho={TAMANHO_HISTORICO} fusos={fusos} />
      <MensagensCliente clienteId={cliente.id} tenantId={tenantLinks} inicial={mensagens} tamanho={TAMANHO_MENSAGENS} />
    </>
  );
}

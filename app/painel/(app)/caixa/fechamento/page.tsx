// /painel/caixa/fechamento: "Fechamento do caixa" — one local day of the counter per operator
// (docs/caixa.md §10): totals on top, then each operator's operations, with the customers flagged
// for 3 or more sales by the same operator. An Operador sees only their own day; managers pick the
// operator and set the programme's limit for operators. The filters live in the URL (a GET form),
// and the page prints clean (no menu, no filters).
import type { Metadata } from 'next';
import Link from 'next/link';
import { exigirPainel } from '@/lib/auth/sessao';
import { TODOS_OS_PERFIS } from '@/lib/api/admin';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { Cartao } from '@/components/ui/cartao';
import { Tabela } from '@/components/ui/tabela';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { FiltroCadastro, SelecaoLoja } from '@/components/painel/selecao-loja';
import { data as dataBr, pontos, quantos, reais } from '@/lib/formatar';
import { texto, type Busca } from '@/lib/url';
import type { OperacaoFechamento, TotaisFechamento } from '@/lib/domain/caixa/fechamento-caixa';
import { programaDaPagina } from '../../clientes/consultas';
import { comPrograma } from '../../clientes/rotulos';
import { lojasDoPrograma } from '../../vendas/consultas';
import { fechamentoDaPagina, usuariosDoPrograma } from './consultas';
import { BotaoImprimir } from './_componentes/imprimir';
import { LimiteCaixa } from './_componentes/limite-caixa';

export const metadata: Metadata = { title: 'Fechamento do caixa' };

const NUMERO = 'whitespace-nowrap tabular-nums';
const ROTULO_TIPO: Record<OperacaoFechamento['tipo'], string> = { Venda: 'Venda', Resgate: 'Resgate', Cancelamento: 'Cancelamento' };

/** Figures side by side: a line may wrap between them, never inside one. */
function Partes({ partes }: { partes: string[] }) {
  return partes.map((p) => (
    <span key={p} className={NUMERO}>
      {p}
    </span>
  ));
}

/** One total, large enough to read on paper and on a phone; the details wrap between their parts, never inside one. */
function Total({ rotulo, valor, detalhe }: { rotulo: string; valor: string; detalhe: string[] }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 print:border-slate-400">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{rotulo}</dt>
      <dd className={`mt-0.5 text-lg font-bold text-slate-900 ${NUMERO}`}>{valor}</dd>
      <dd className="flex flex-wrap gap-x-1.5 text-xs text-slate-600">
        <Partes partes={detalhe} />
      </dd>
    </div>
  );
}

function Totais({ t, testId }: { t: TotaisFechamento; testId: string }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid={testId}>
      <Total rotulo="Vendas" valor={reais(t.valorVendas)} detalhe={[quantos(t.vendas, 'venda', 'vendas'), `pago ${reais(t.valorFinal)}`]} />
      <Total rotulo="Créditos" valor={reais(t.cashbackCreditado)} detalhe={[pontos(t.pontosCreditados)]} />
      <Total
        rotulo="Resgates"
        valor={reais(t.cashbackResgatado)}
        detalhe={[quantos(t.resgatesCashback + t.resgatesPontos, 'resgate', 'resgates'), pontos(t.pontosResgatados)]}
      />
      <Total
        rotulo="Cancelamentos"
        valor={reais(t.valorCancelado)}
        detalhe={[quantos(t.cancelamentos, 'venda', 'vendas'), `estorno ${reais(t.cashbackEstornado)}`, pontos(t.pontosEstornados)]}
      />
    </dl>
  );
}

/** What an operation moved, in words: a sale credits, a redemption debits, a cancellation takes back. */
function Valores({ o }: { o: OperacaoFechamento }) {
  const partes =
    o.tipo === 'Venda'
      ? [`${reais(o.valorVenda)} (pago ${reais(o.valorFinal)})`, `+${reais(o.cashback)}`, `+${pontos(o.pontos)}`]
      : o.tipo === 'Resgate'
        ? [o.pontos > 0 ? `−${pontos(o.pontos)}` : `−${reais(o.cashback)}`]
        : [`venda de ${reais(o.valorVenda)}`, `−${reais(o.cashback)}`, `−${pontos(o.pontos)}`];
  return (
    <span className="flex flex-wrap justify-end gap-x-2 sm:justify-start">
      <Partes partes={partes} />
    </span>
  );
}

export default async function PaginaFechamento({ searchParams }: { searchParams: Promise<Busca> }) {
  const principal = await exigirPainel(TODOS_OS_PERFIS);
  const sp = await searchParams;
  const tenantIdUrl = texto(sp.tenantId);
  const programa = await programaDaPagina(principal, tenantIdUrl);
  const superAdmin = principal.perfil === 'SuperAdmin';
  const gestor = principal.perfil !== 'Operador';
  const tenantLinks = superAdmin ? (programa?.tenantId ?? null) : null;
  const voltar = (
    <Link
      href={comPrograma('/painel/caixa', tenantLinks)}
      className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 print:hidden"
    >
      Voltar ao caixa
    </Link>
  );

  if (!programa) {
    return (
      <>
        <CabecalhoPagina titulo="Fechamento do caixa" acoes={voltar}>
          O dia do caixa por operador.
        </CabecalhoPagina>
        {tenantIdUrl && <Alerta tipo="erro">Programa não encontrado. Escolha um programa da lista.</Alerta>}
        <SeletorTenant caminho="/painel/caixa/fechamento" atual={null} permitirTodos={false} />
      </>
    );
  }

  const url = {
    data: texto(sp.data) || undefined,
    lojaId: texto(sp.lojaId) || undefined,
    usuarioId: (gestor && texto(sp.usuarioId)) || undefined,
  };
  const [{ fechamento: f, erros }, usuarios, lojas] = await Promise.all([
    fechamentoDaPagina(principal, programa.tenantId, url),
    gestor ? usuariosDoPrograma(programa.tenantId) : Promise.resolve([]),
    lojasDoPrograma(programa.tenantId),
  ]);
  const alertas = f.operadores.flatMap((o) => o.alertas.map((a) => ({ ...a, operador: o.nome ?? o.email ?? 'Usuário removido' })));
  const filtroOperador = f.usuarioId ? (usuarios.find((u) => u.id === f.usuarioId)?.nome ?? null) : null;
  const filtroLoja = f.lojaId ? (lojas.find((l) => l.id === f.lojaId)?.nome ?? null) : null;

  return (
    <>
      <CabecalhoPagina
        titulo="Fechamento do caixa"
        acoes={
          <>
            {voltar}
            <BotaoImprimir />
          </>
        }
      >
        <span data-testid="resumo-fechamento">
          Programa {programa.nome} · {dataBr(f.data)} ({f.fusoHorario})
          {gestor ? ` · ${filtroOperador ?? 'todos os operadores'}` : ' · suas operações'}
          {filtroLoja ? ` · loja ${filtroLoja}` : ''}
        </span>
      </CabecalhoPagina>

      <form method="get" className="mb-5 flex flex-wrap items-end gap-3 print:hidden" aria-label="Filtros do fechamento">
        {tenantLinks && <input type="hidden" name="tenantId" value={tenantLinks} />}
        <Campo rotulo="Dia" name="data" type="date" defaultValue={url.data ?? f.data} className="w-full sm:w-44" />
        {gestor && (
          <FiltroCadastro
            rotulo="Operador"
            name="usuarioId"
            todos="Todos os operadores"
            inativo="inativo"
            itens={usuarios}
            valor={url.usuarioId}
            className="w-full sm:w-56"
          />
        )}
        <SelecaoLoja lojas={lojas} valor={url.lojaId} />
        <Botao type="submit" variante="secundario" className="w-full sm:w-auto">
          Ver o dia
        </Botao>
      </form>
      {erros.length > 0 && (
        <Alerta tipo="erro" className="mb-4">
          {erros.join(' ')} Abaixo, o fechamento de hoje.
        </Alerta>
      )}

      <section aria-labelledby="totais-dia" className="mb-6">
        <h2 id="totais-dia" className="mb-2 text-base font-semibold text-slate-900">
          Totais do dia
        </h2>
        <Totais t={f.totais} testId="totais-dia" />
      </section>

      {alertas.length > 0 && (
        <Alerta tipo="aviso" className="mb-6">
          <p className="font-semibold">Atenção: clientes com 3 ou mais vendas do mesmo operador no dia</p>
          <ul className="mt-1 list-disc pl-5" data-testid="alertas">
            {alertas.map((a) => (
              <li key={`${a.operador}-${a.clienteId}`}>
                {a.clienteNome ?? 'Cliente sem nome'}: {quantos(a.vendas, 'venda', 'vendas')} de {a.operador}
              </li>
            ))}
          </ul>
        </Alerta>
      )}

      {f.operadores.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-sm text-slate-700">
          Nenhuma operação no caixa neste dia{gestor ? '' : ' feita por você'}. Vendas registradas pelo PDV (integração) não entram no
          fechamento do caixa.
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          {f.operadores.map((o) => {
            const nome = o.nome ?? o.email ?? 'Usuário removido';
            return (
              <Cartao key={o.usuarioId ?? o.email ?? nome} titulo={nome} className="break-inside-avoid-page print:shadow-none">
                <Totais t={o.totais} testId={`totais-${nome}`} />
                <div className="mt-4">
                  <Tabela<OperacaoFechamento & { n: number }>
                    rotulo={`Operações de ${nome}`}
                    legenda={`Operações de ${nome} em ${dataBr(f.data)}, da mais antiga para a mais recente`}
                    itens={o.operacoes.map((op, n) => ({ ...op, n }))}
                    chave={(op) => `${op.n}`}
                    larguraMinima={48}
                    cartoes
                    moldura={false}
                    atributosLinha={(op) => (op.alerta ? { className: 'bg-amber-50' } : {})}
                    colunas={[
                      { cabecalho: 'Hora', celula: (op) => op.hora, classe: NUMERO, cartao: 'titulo', principal: true },
                      { cabecalho: 'Tipo', celula: (op) => ROTULO_TIPO[op.tipo] },
                      {
                        cabecalho: 'Cliente',
                        celula: (op) => (
                          <>
                            {op.clienteNome ?? 'Sem nome'}
                            {op.alerta && <span className="ml-1 font-semibold text-amber-900">(atenção)</span>}
                          </>
                        ),
                      },
                      { cabecalho: 'Documento', celula: (op) => op.documentoExterno ?? '—', classe: 'font-mono text-xs break-all' },
                      { cabecalho: 'Loja', celula: (op) => op.lojaNome },
                      { cabecalho: 'Valores', celula: (op) => <Valores o={op} /> },
                    ]}
                  />
                </div>
              </Cartao>
            );
          })}
        </div>
      )}

      {gestor && <LimiteCaixa tenantId={tenantLinks} />}
    </>
  );
}

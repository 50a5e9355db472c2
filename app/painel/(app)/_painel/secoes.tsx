// The dashboard's charts and tables. Server components: they shape the analytics answers into
// labelled points and hand them to the chart components (components/graficos, client side).
import Link from 'next/link';
import { GraficoArea } from '@/components/graficos/grafico-area';
import { GraficoBarras } from '@/components/graficos/grafico-barras';
import { Cartao } from '@/components/ui/cartao';
import { Paginacao } from '@/components/ui/paginacao';
import { RolagemTabela } from '@/components/ui/rolagem-tabela';
import { ZERO, paraNumero } from '@/lib/dinheiro';
import { data, dataHora, numero, pontos, reais } from '@/lib/formatar';
import type { DadosPainel, Filtros } from './consultas';
import { LIMITE_CLIENTES, TAMANHO_CAMPANHAS, TAMANHO_LOJAS } from './consultas';
import { dataCurta, linkDoPainel, rotuloMes, rotulosDoBalde } from './parametros';

const NOMES_GRANULARIDADE = { Dia: 'dia', Semana: 'semana', Mes: 'mês' } as const;

export function SecaoHistorico({ h }: { h: DadosPainel['historico'] }) {
  const pontosSerie = h.serie.map((p) => {
    const r = rotulosDoBalde(p.inicio, p.fim, h.granularidade);
    return { ...p, rotulo: r.curto, rotuloLongo: r.longo };
  });
  const pico = (chave: 'cashbackCreditado' | 'pontosCreditados') =>
    pontosSerie.reduce<(typeof pontosSerie)[number] | null>((m, p) => (p[chave] > (m?.[chave] ?? 0) ? p : m), null);
  const picoCashback = pico('cashbackCreditado');
  const picoPontos = pico('pontosCreditados');
  const por = NOMES_GRANULARIDADE[h.granularidade];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Cartao>
        <GraficoArea
          titulo={`Cashback por ${por}`}
          resumo={
            `Creditado no período: ${reais(h.totais.cashbackCreditado)}; resgatado: ${reais(h.totais.cashbackResgatado)}.` +
            (picoCashback ? ` Maior crédito: ${reais(picoCashback.cashbackCreditado)} (${picoCashback.rotuloLongo}).` : '')
          }
          dados={pontosSerie}
          categoria="rotulo"
          categoriaTabela="rotuloLongo"
          rotuloCategoria="Período"
          series={[
            { chave: 'cashbackCreditado', rotulo: 'Creditado' },
            { chave: 'cashbackResgatado', rotulo: 'Resgatado' },
          ]}
          formato="reais"
        />
      </Cartao>
      <Cartao>
        <GraficoArea
          titulo={`Pontos por ${por}`}
          resumo={
            `Creditados no período: ${pontos(h.totais.pontosCreditados)}; resgatados: ${pontos(h.totais.pontosResgatados)}.` +
            (picoPontos ? ` Maior crédito: ${pontos(picoPontos.pontosCreditados)} (${picoPontos.rotuloLongo}).` : '')
          }
          dados={pontosSerie}
          categoria="rotulo"
          categoriaTabela="rotuloLongo"
          rotuloCategoria="Período"
          series={[
            { chave: 'pontosCreditados', rotulo: 'Creditados' },
            { chave: 'pontosResgatados', rotulo: 'Resgatados' },
          ]}
          formato="pontos"
        />
      </Cartao>
    </div>
  );
}

export function SecaoCampanhas({ c, f, base }: { c: DadosPainel['campanhas']; f: Filtros; base: Record<string, string | undefined> }) {
  if (c.paginacao.totalRegistros === 0) {
    return (
      <Cartao titulo="Campanhas">
        <p className="text-sm text-slate-700">
          Nenhuma campanha vigente no período{f.lojaId ? ' nesta loja' : ''}.{' '}
          <Link className="text-marca-700 underline" href="/painel/campanhas/nova">
            Criar uma campanha
          </Link>
        </p>
      </Cartao>
    );
  }
  const dados = c.itens.map((i) => ({
    nome: i.status === 'Ativa' ? i.nome : `${i.nome} (${i.status.toLowerCase()})`,
    cashbackCreditado: i.cashbackCreditado,
    pontosCreditados: i.pontosCreditados,
    valorVendido: i.valorVendido,
    vendas: i.vendas,
    descontoImediato: i.descontoImediato,
  }));
  const lider = [...c.itens].sort((a, b) => b.valorVendido - a.valorVendido)[0]!;
  return (
    <Cartao>
      <GraficoBarras
        titulo="Créditos por campanha"
        resumo={`${c.paginacao.totalRegistros} campanha(s) no período. Maior venda: ${lider.nome}, ${reais(lider.valorVendido)} em ${numero(lider.vendas)} venda(s), ${lider.tipo === 'Cashback' ? reais(lider.cashbackCreditado) + ' de cashback' : pontos(lider.pontosCreditados)}.`}
        dados={dados}
        categoria="nome"
        rotuloCategoria="Campanha"
        horizontal
        metricas={[
          { chave: 'cashbackCreditado', rotulo: 'Cashback creditado', formato: 'reais' },
          { chave: 'pontosCreditados', rotulo: 'Pontos creditados', formato: 'pontos' },
          { chave: 'valorVendido', rotulo: 'Valor vendido', formato: 'reais' },
          { chave: 'vendas', rotulo: 'Vendas', formato: 'inteiro' },
          { chave: 'descontoImediato', rotulo: 'Desconto imediato', formato: 'reais' },
        ]}
      />
      {c.paginacao.totalRegistros > TAMANHO_CAMPANHAS && (
        <Paginacao
          pagina={c.paginacao.pagina}
          tamanho={TAMANHO_CAMPANHAS}
          total={c.paginacao.totalRegistros}
          caminho="/painel"
          parametros={{ ...base, paginaLojas: f.paginaLojas > 1 ? String(f.paginaLojas) : undefined }}
          nomeParametro="paginaCampanhas"
          rotulo="Páginas das campanhas"
        />
      )}
    </Cartao>
  );
}

export function SecaoLojas({
  l,
  f,
  base,
  nomesTenants,
}: {
  l: DadosPainel['lojas'];
  f: Filtros;
  base: Record<string, string | undefined>;
  nomesTenants: Map<string, string> | null;
}) {
  const maior = Math.max(0, ...l.itens.map((i) => i.valorVendido));
  return (
    <Cartao titulo="Ranking de lojas">
      {l.itens.length === 0 ? (
        <p className="text-sm text-slate-700">
          Nenhuma loja cadastrada.{' '}
          <Link className="text-marca-700 underline" href="/painel/lojas">
            Cadastrar loja
          </Link>
        </p>
      ) : (
        <RolagemTabela rotulo="Tabela do ranking de lojas">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Lojas ordenadas pelo valor vendido no período</caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase text-slate-600">
                <th scope="col" className="px-2 py-2 font-medium">
                  #
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Loja
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Valor vendido
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Vendas
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Ticket médio
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Cashback
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Pontos
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Clientes
                </th>
              </tr>
            </thead>
            <tbody>
              {l.itens.map((i) => {
                const destaque = f.lojaId === i.lojaId;
                return (
                  <tr
                    key={i.lojaId}
                    className={`border-b border-slate-100 ${destaque ? 'bg-marca-50' : ''}`}
                    aria-current={destaque ? 'true' : undefined}
                  >
                    <td className="px-2 py-2 tabular-nums text-slate-600">{i.posicao}º</td>
                    <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                      {i.nome}
                      {!i.ativa && <span className="ml-1 text-xs font-normal text-slate-600">(inativa)</span>}
                      {nomesTenants && (
                        <span className="block text-xs font-normal text-slate-600">{nomesTenants.get(i.tenantId) ?? ''}</span>
                      )}
                    </th>
                    <td className="px-2 py-2 text-right tabular-nums">
                      <span className="flex items-center justify-end gap-2">
                        {/* The bar repeats the number: decorative. */}
                        <span aria-hidden="true" className="hidden h-2 w-24 overflow-hidden rounded bg-slate-100 sm:block">
                          <span
                            className="block h-2 rounded bg-marca-600"
                            style={{ width: `${maior > 0 ? (i.valorVendido / maior) * 100 : 0}%` }}
                          />
                        </span>
                        {reais(i.valorVendido)}
                      </span>
                    </td>
                    <td className="px-2 py-2 text-right tabular-nums">{numero(i.vendas)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{reais(i.ticketMedio)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{reais(i.cashbackCreditado)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{numero(i.pontosCreditados)}</td>
                    <td className="px-2 py-2 text-right tabular-nums">{numero(i.clientesDistintos)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </RolagemTabela>
      )}
      {f.lojaId && <p className="pt-2 text-xs text-slate-600">O ranking compara todas as lojas; a loja filtrada aparece destacada.</p>}
      {l.paginacao.totalRegistros > TAMANHO_LOJAS && (
        <Paginacao
          pagina={l.paginacao.pagina}
          tamanho={TAMANHO_LOJAS}
          total={l.paginacao.totalRegistros}
          caminho="/painel"
          parametros={{ ...base, paginaCampanhas: f.paginaCampanhas > 1 ? String(f.paginaCampanhas) : undefined }}
          nomeParametro="paginaLojas"
          rotulo="Páginas do ranking de lojas"
        />
      )}
    </Cartao>
  );
}

const CRITERIOS = [
  { valor: 'ValorGasto', rotulo: 'Valor gasto' },
  { valor: 'Compras', rotulo: 'Compras' },
  { valor: 'Cashback', rotulo: 'Saldo de cashback' },
  { valor: 'Pontos', rotulo: 'Saldo de pontos' },
] as const;

export function SecaoClientes({
  c,
  f,
  base,
  nomesTenants,
}: {
  c: DadosPainel['clientes'];
  f: Filtros;
  base: Record<string, string | undefined>;
  nomesTenants: Map<string, string> | null;
}) {
  return (
    <Cartao titulo={`Melhores clientes (top ${LIMITE_CLIENTES})`}>
      <nav aria-label="Ordenar clientes por" className="mb-3 flex flex-wrap gap-2 text-sm">
        {CRITERIOS.map((k) => {
          const atual = f.ordenarPor === k.valor;
          return (
            <Link
              key={k.valor}
              href={linkDoPainel(base, { ordenarPor: k.valor === 'ValorGasto' ? undefined : k.valor })}
              aria-current={atual ? 'true' : undefined}
              scroll={false}
              className={`rounded-full border px-3 py-1 ${atual ? 'border-marca-700 bg-marca-700 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
            >
              {k.rotulo}
            </Link>
          );
        })}
      </nav>
      {c.itens.length === 0 ? (
        <p className="text-sm text-slate-700">
          {f.ordenarPor === 'Cashback' || f.ordenarPor === 'Pontos' ? 'Nenhum cliente com saldo agora.' : 'Nenhuma compra no período.'}
        </p>
      ) : (
        <RolagemTabela rotulo="Tabela dos melhores clientes">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">
              Clientes ordenados por {CRITERIOS.find((k) => k.valor === f.ordenarPor)!.rotulo.toLowerCase()}; compras do período, saldos de
              agora
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-xs uppercase text-slate-600">
                <th scope="col" className="px-2 py-2 font-medium">
                  #
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Cliente
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  CPF
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Compras
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Valor gasto
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Cashback
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Pontos
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Última compra
                </th>
              </tr>
            </thead>
            <tbody>
              {c.itens.map((i) => (
                <tr key={`${i.tenantId}-${i.clienteId}`} className="border-b border-slate-100">
                  <td className="px-2 py-2 tabular-nums text-slate-600">{i.posicao}º</td>
                  <th scope="row" className="px-2 py-2 font-medium text-slate-900">
                    {i.nome ?? <span className="font-normal italic text-slate-600">Sem nome</span>}
                    {!i.ativo && <span className="ml-1 text-xs font-normal text-slate-600">(inativo)</span>}
                    {nomesTenants && <span className="block text-xs font-normal text-slate-600">{nomesTenants.get(i.tenantId) ?? ''}</span>}
                  </th>
                  <td className="px-2 py-2 tabular-nums text-slate-700">{i.cpfMascarado ?? 'anonimizado'}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{numero(i.compras)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{reais(i.valorGasto)}</td>
                  <td className="px-2 py-2 text-right tabular-nums">
                    {reais(i.saldoCashback)}
                    {i.saldoPendente > 0 && <span className="block text-xs text-slate-600">+ {reais(i.saldoPendente)} pendente</span>}
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{numero(i.saldoPontos)}</td>
                  <td className="px-2 py-2 text-slate-700">{i.ultimaCompraEm ? dataHora(i.ultimaCompraEm) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </RolagemTabela>
      )}
    </Cartao>
  );
}

export function SecaoExpiracao({ e }: { e: DadosPainel['expiracao'] }) {
  const trinta = e.proximosDias.find((j) => j.dias === 30);
  return (
    <Cartao titulo="Projeção de expiração">
      <p className="mb-3 text-sm text-slate-600">
        Saldo que vence se não for usado, a partir de hoje ({data(e.hoje)}). Um lembrete aos clientes antes do vencimento ajuda a trazer
        vendas.
      </p>
      <ul className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {e.proximosDias.map((j) => (
          <li key={j.dias} className="rounded-md border border-slate-200 p-3">
            <p className="text-xs font-medium text-slate-600">
              Próximos {j.dias} dias (até {dataCurta(j.ate)})
            </p>
            <p className="text-lg font-semibold tabular-nums text-slate-900">{reais(j.cashback)}</p>
            <p className="text-xs text-slate-600">
              {pontos(j.pontos)} · {numero(j.clientes)} cliente(s)
            </p>
          </li>
        ))}
      </ul>
      <GraficoBarras
        titulo="Vencimentos por mês"
        resumo={
          `Nos próximos 30 dias vencem ${reais(trinta?.cashback ?? 0)} de cashback e ${pontos(trinta?.pontos ?? 0)}, ` +
          `de ${numero(trinta?.clientes ?? 0)} cliente(s). Nos próximos 6 meses: ${reais(paraNumero(e.porMes.reduce((s, m) => s.add(String(m.cashback)), ZERO)))}.`
        }
        dados={e.porMes.map((m) => ({ mes: rotuloMes(m.mes), cashback: m.cashback, pontos: m.pontos, lotes: m.lotes }))}
        categoria="mes"
        rotuloCategoria="Mês"
        metricas={[
          { chave: 'cashback', rotulo: 'Cashback', formato: 'reais' },
          { chave: 'pontos', rotulo: 'Pontos', formato: 'pontos' },
          { chave: 'lotes', rotulo: 'Créditos (lotes)', formato: 'inteiro' },
        ]}
        altura={240}
      />
    </Cartao>
  );
}

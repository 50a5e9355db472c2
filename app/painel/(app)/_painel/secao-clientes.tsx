// The best customers (AnalyticsAdmin/clientes), ordered by the criterion in the URL.
import Link from 'next/link';
import { Cartao } from '@/components/ui/cartao';
import { dataHora, numero, reais } from '@/lib/formatar';
import type { ParametrosUrl } from '@/lib/url';
import type { DadosPainel, Filtros } from './consultas';
import { LIMITE_CLIENTES } from './consultas';
import { NomeDoTenant, NUMERO, TabelaDoRanking } from './colunas';
import { linkDoPainel } from './parametros';

type Cliente = DadosPainel['clientes']['itens'][number];

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
  base: ParametrosUrl;
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
      <TabelaDoRanking<Cliente>
        vazio={f.ordenarPor === 'Cashback' || f.ordenarPor === 'Pontos' ? 'Nenhum cliente com saldo agora.' : 'Nenhuma compra no período.'}
        rotulo="Tabela dos melhores clientes"
        legenda={`Clientes ordenados por ${CRITERIOS.find((k) => k.valor === f.ordenarPor)!.rotulo.toLowerCase()}; compras do período, saldos de agora`}
        larguraMinima={44}
        itens={c.itens}
        chave={(i) => `${i.tenantId}-${i.clienteId}`}
        colunas={[
          {
            cabecalho: 'Cliente',
            principal: true,
            celula: (i) => (
              <>
                {i.nome ?? <span className="font-normal italic text-slate-600">Sem nome</span>}
                {!i.ativo && <span className="ml-1 text-xs font-normal text-slate-600">(inativo)</span>}
                <NomeDoTenant nomes={nomesTenants} id={i.tenantId} />
              </>
            ),
          },
          { cabecalho: 'CPF', classe: 'tabular-nums text-slate-700', celula: (i) => i.cpfMascarado ?? 'anonimizado' },
          { cabecalho: 'Compras', ...NUMERO, celula: (i) => numero(i.compras) },
          { cabecalho: 'Valor gasto', ...NUMERO, celula: (i) => reais(i.valorGasto) },
          {
            cabecalho: 'Cashback',
            ...NUMERO,
            celula: (i) => (
              <>
                {reais(i.saldoCashback)}
                {i.saldoPendente > 0 && <span className="block text-xs text-slate-600">+ {reais(i.saldoPendente)} pendente</span>}
              </>
            ),
          },
          { cabecalho: 'Pontos', ...NUMERO, celula: (i) => numero(i.saldoPontos) },
          { cabecalho: 'Última compra', classe: 'text-slate-700', celula: (i) => (i.ultimaCompraEm ? dataHora(i.ultimaCompraEm) : '—') },
        ]}
      />
    </Cartao>
  );
}

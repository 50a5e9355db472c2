// /painel/indicacao — the referral programme, "Indique e ganhe" (docs/painel.md, "Indicação"): how
// many referrals are pending, completed and expired and what they credited, the configuration with
// a live example, and the referrals themselves, newest first, filtered by status and paged.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Alerta } from '@/components/ui/alerta';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { Etiqueta } from '@/components/ui/etiqueta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import { FiltroOpcoes } from '@/components/painel/lista-pagina';
import { dataHora, numero, pontos, reais } from '@/lib/formatar';
import { consultarPagina, lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { listarIndicacoesQuerySchema, programaIndicacaoQuerySchema } from '@/app/api/v1/admin/indicacao/schemas';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { obterProgramaIndicacao, type ResumoIndicacoes } from '@/lib/domain/indicacao/configurar-indicacao';
import { listarIndicacoes, type IndicacaoItem, type StatusIndicacao } from '@/lib/domain/indicacao/listar-indicacoes';
import { JANELA_LIMITE_DIAS, PRAZO_INDICACAO_DIAS } from '@/lib/domain/indicacao/concluir-indicacoes';
import { comPrograma } from '../clientes/rotulos';
import { lojasDoPrograma } from '../vendas/consultas';
import { EditorIndicacao } from './editor-indicacao';

export const metadata: Metadata = { title: 'Indicação' };

const STATUS: Record<StatusIndicacao, { rotulo: string; cor: 'amarelo' | 'verde' | 'cinza' }> = {
  Pendente: { rotulo: 'Pendente', cor: 'amarelo' },
  Concluida: { rotulo: 'Concluída', cor: 'verde' },
  Expirada: { rotulo: 'Expirada', cor: 'cinza' },
};

export default async function PaginaIndicacao({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const lista = await lerPaginaDeLista(searchParams, consultar);
  const { q, r, superAdmin, tenantId } = lista;
  // Links to a customer or a sale keep the SuperAdmin's tenant; an AdminTenant's is the session's.
  const link = (caminho: string) => comPrograma(caminho, superAdmin ? tenantId : null);
  const fusos = r?.lista.ok ? r.lista.dados.fusos : {};
  // A referral happened at a store: its times on the store's clock (docs/vendas-painel.md §1).
  const quando = (i: IndicacaoItem, iso: string) => dataHora(iso, fusos[i.loja.id]);
  const nome = (c: { id: string; nome: string | null }) => (
    <Link className="font-medium text-marca-700 underline" href={link(`/painel/clientes/${c.id}`)}>
      {c.nome ?? 'Cliente sem nome'}
    </Link>
  );
  const bonus = (i: IndicacaoItem, v: number | null) =>
    v === null || i.tipoBeneficio === null ? '—' : i.tipoBeneficio === 'Pontos' ? pontos(v) : reais(v);

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Indicação">
        <p>
          Indique e ganhe: cada cliente que já comprou no programa tem um link no clube para convidar amigos. Quando um amigo novo no
          programa entra por ele e faz uma compra que vale, quem indicou e o amigo ganham os bônus abaixo, em saldo de verdade.
        </p>
      </CabecalhoPagina>
      {superAdmin && <SeletorTenant atual={q.tenantId} permitirTodos={false} />}
      {r && !r.programa.ok && <Alerta tipo="erro">{r.programa.mensagem}</Alerta>}
      {r?.programa.ok && (
        <div className="flex flex-col gap-6">
          <Resumo resumo={r.programa.dados.resumo} />
          <EditorIndicacao
            programa={r.programa.dados}
            tenantId={superAdmin ? tenantId : null}
            prazos={{ prazoDias: PRAZO_INDICACAO_DIAS, janelaLimiteDias: JANELA_LIMITE_DIAS }}
          />
          <section aria-labelledby="titulo-indicacoes">
            <h2 id="titulo-indicacoes" className="mb-3 text-lg font-semibold text-slate-900">
              Indicações
            </h2>
            <ListaDaUrl
              leitura={{ ...lista, r: r.lista }}
              caminho="/painel/indicacao"
              filtros={{
                status: (
                  <FiltroOpcoes
                    rotulo="Situação"
                    name="status"
                    valor={q.status}
                    todos="Todas"
                    opcoes={{ Pendente: 'Pendentes', Concluida: 'Concluídas', Expirada: 'Expiradas' }}
                    className="w-full sm:w-44"
                  />
                ),
                // From a customer's page: only their referrals, on either side, until the filters are cleared.
                ...(q.clienteId
                  ? {
                      clienteId: (
                        <p className="self-center text-sm text-slate-700">
                          Só as indicações de um cliente (quem indicou ou foi indicado).
                          <input type="hidden" name="clienteId" value={q.clienteId} />
                        </p>
                      ),
                    }
                  : {}),
              }}
              filtrado={{ titulo: 'Nenhuma indicação nesta situação', texto: 'Escolha outra situação ou limpe o filtro.' }}
              vazio={{
                titulo: 'Nenhuma indicação ainda',
                texto:
                  'Com o programa ligado, cada cliente que já comprou vê no clube o próprio link de indicação e pode enviá-lo a amigos. Um amigo que ' +
                  'ainda não é do programa e entra no clube por esse link aparece aqui como pendente, até fazer a compra que vale.',
              }}
              tabela={{
                legenda: 'Indicações',
                larguraMinima: 48,
                cartoes: true,
                colunas: [
                  {
                    cabecalho: 'Indicação',
                    cartao: 'titulo',
                    celula: (i) => (
                      <>
                        <p>
                          {nome(i.indicador)} indicou {nome(i.indicado)}
                        </p>
                        <p className="text-xs text-slate-600">
                          {i.loja.nome} · {quando(i, i.criadaEm)}
                        </p>
                      </>
                    ),
                  },
                  {
                    cabecalho: 'Situação',
                    celula: (i) => (
                      <>
                        <Etiqueta cor={STATUS[i.status].cor}>{STATUS[i.status].rotulo}</Etiqueta>
                        {i.concluidaEm && <p className="text-xs text-slate-600">em {quando(i, i.concluidaEm)}</p>}
                      </>
                    ),
                  },
                  {
                    cabecalho: 'Compra',
                    celula: (i) =>
                      i.vendaId ? (
                        <Link className="text-marca-700 underline" href={link(`/painel/vendas/${i.vendaId}`)}>
                          Ver venda
                        </Link>
                      ) : (
                        '—'
                      ),
                  },
                  { cabecalho: 'Quem indicou ganhou', classe: 'whitespace-nowrap tabular-nums', celula: (i) => bonus(i, i.bonusIndicador) },
                  { cabecalho: 'O amigo ganhou', classe: 'whitespace-nowrap tabular-nums', celula: (i) => bonus(i, i.bonusIndicado) },
                ],
              }}
            />
          </section>
        </div>
      )}
    </ProvedorAvisos>
  );
}

/** The figures of the referrals so far, as the API counts them (`resumo`). */
function Resumo({ resumo }: { resumo: ResumoIndicacoes }) {
  const numeros: [string, string][] = [
    ['Pendentes', numero(resumo.pendentes)],
    ['Concluídas', numero(resumo.concluidas)],
    ['Expiradas', numero(resumo.expiradas)],
    ['Cashback creditado', reais(resumo.cashbackCreditado)],
    ['Pontos creditados', numero(resumo.pontosCreditados)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-5" aria-label="Números das indicações">
      {numeros.map(([rotulo, valor]) => (
        <div key={rotulo} className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <dt className="text-xs text-slate-600">{rotulo}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{valor}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A SuperAdmin sees nothing until a tenant is picked (in the header); the rules are the API's: the
 * configuration with its figures, and a page of referrals (an unknown status is the API's message
 * in place of the list, the configuration still shows).
 */
async function consultar(p: PrincipalAdmin, parametros: Record<string, string>) {
  if (p.perfil === 'SuperAdmin' && !parametros.tenantId) return null;
  const [programa, lista] = await Promise.all([
    consultarPagina(programaIndicacaoQuerySchema, parametros, (x) => obterProgramaIndicacao(tenantObrigatorio(p, x.tenantId))),
    consultarPagina(listarIndicacoesQuerySchema, parametros, async ({ tenantId, ...filtro }) => {
      const escopo = tenantObrigatorio(p, tenantId);
      const [pagina, lojas] = await Promise.all([listarIndicacoes(escopo, filtro), lojasDoPrograma(escopo)]);
      return { pagina, fusos: Object.fromEntries(lojas.map((l) => [l.id, l.fusoHorario])) };
    }),
  ]);
  return { programa, lista };
}

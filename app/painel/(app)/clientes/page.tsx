// /painel/clientes: the programme's customers, searched and paged on the server (the filters live
// in the URL, so a search can be shared and the back button works), with the masked CPF only.
import type { Metadata } from 'next';
import Link from 'next/link';
import { VERSAO_TERMO_LGPD } from '@/lib/domain/cliente/registrar-consentimento';
import { Campo } from '@/components/ui/campo';
import { EtiquetaSituacao } from '@/components/ui/etiqueta';
import { FiltroSituacao } from '@/components/painel/lista-pagina';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { BotaoExportar } from '@/components/painel/botao-exportar';
import { dataHora, pontos, reais, telefone } from '@/lib/formatar';
import { lerProgramaDaPagina, listaDeClientes } from './consultas';
import { comPrograma } from './rotulos';
import { FiltrosDoPrograma, ListaDoPrograma } from './lista-do-programa';
import { FormularioCadastro } from './_componentes/formulario-cadastro';
import { EscolhaDePrograma } from './_componentes/escolha-de-programa';
import { texto, type Busca } from '@/lib/url';

export const metadata: Metadata = { title: 'Clientes' };

const NUMERO = 'whitespace-nowrap tabular-nums';

const linkBotao =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-marca-700 px-4 py-2 text-sm font-semibold text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700';
const linkSecundario =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700';

export default async function PaginaClientes({ searchParams }: { searchParams: Promise<Busca> }) {
  const sp = await searchParams;
  const tenantIdUrl = texto(sp.tenantId);
  const { principal, programa, superAdmin, tenantLinks } = await lerProgramaDaPagina(tenantIdUrl);
  const novo = texto(sp.novo) === '1';

  // Importing a spreadsheet is the managers' (the API refuses an Operador): a new shop's way in.
  const cadastrar = (
    <div className="flex flex-wrap gap-2">
      {principal.perfil !== 'Operador' && (
        <Link href={comPrograma('/painel/clientes/importar', tenantLinks)} className={linkSecundario}>
          Importar clientes
        </Link>
      )}
      <Link href={comPrograma('/painel/clientes', tenantLinks, { novo: '1' })} className={linkBotao}>
        Cadastrar cliente
      </Link>
    </div>
  );
  const cabecalho = (
    <CabecalhoPagina titulo="Clientes" acoes={programa && !novo && cadastrar}>
      {programa ? `Programa ${programa.nome}. ` : ''}Busque por nome, CPF ou e-mail. O CPF aparece sempre mascarado.
    </CabecalhoPagina>
  );

  if (!programa) {
    return (
      <>
        {cabecalho}
        <EscolhaDePrograma caminho="/painel/clientes" inexistente={!!tenantIdUrl}>
          Clientes, saldos e cadastros são sempre de um programa: escolha qual deseja ver.
        </EscolhaDePrograma>
      </>
    );
  }

  const { lista, filtro, erros, fusoDeOrigem } = await listaDeClientes(principal, programa.tenantId, {
    busca: texto(sp.busca),
    ativo: texto(sp.ativo),
    pagina: texto(sp.pagina),
  });
  const url = { caminho: '/painel/clientes', tenantId: tenantLinks, filtros: { busca: filtro.busca, ativo: filtro.ativo } };

  return (
    <>
      {cabecalho}
      {superAdmin && <SeletorTenant caminho="/painel/clientes" atual={programa.tenantId} permitirTodos={false} />}
      {novo && (
        <FormularioCadastro
          tenantId={tenantLinks}
          nomePrograma={programa.nome}
          versaoTermo={VERSAO_TERMO_LGPD}
          fecharHref={comPrograma('/painel/clientes', tenantLinks)}
        />
      )}

      <FiltrosDoPrograma url={url} busca="Buscar clientes" rotuloLimpar="Limpar busca">
        <Campo
          rotulo="Buscar por nome, CPF ou e-mail"
          name="busca"
          type="search"
          defaultValue={filtro.busca}
          maxLength={150}
          placeholder="Ex.: Maria ou 529.982"
          className="min-w-64 flex-1"
        />
        <FiltroSituacao rotulo="Situação no programa" valor={filtro.ativo} className="w-48" />
      </FiltrosDoPrograma>

      <ListaDoPrograma
        url={url}
        erro={erros.length > 0 && erros.join(' ')}
        antesDaLista={
          lista.paginacao.totalRegistros > 0 &&
          erros.length === 0 && (
            <div className="mb-3 flex justify-end">
              <BotaoExportar
                rota="/api/v1/admin/exportacao/clientes"
                parametros={{ tenantId: tenantLinks ?? undefined, busca: filtro.busca, ativo: filtro.ativo }}
                descricao={`${lista.paginacao.totalRegistros} ${lista.paginacao.totalRegistros === 1 ? 'cliente' : 'clientes'} com estes filtros, com os saldos, em CSV para o Excel`}
              />
            </div>
          )
        }
        lista={lista}
        filtrado={{
          titulo: 'Nenhum cliente encontrado com esses filtros.',
          texto: (
            <p>
              Confira a grafia do nome ou os dígitos do CPF, ou{' '}
              <Link className="text-marca-700 underline" href={comPrograma('/painel/clientes', tenantLinks)}>
                limpe a busca
              </Link>
              . Se a pessoa ainda não participa do programa, cadastre-a.
            </p>
          ),
        }}
        vazio={{
          titulo: 'Nenhum cliente no programa ainda.',
          acao: !novo && cadastrar,
          texto: (
            <p>
              Os clientes aparecem aqui quando compram numa loja pelo PDV ou são cadastrados aqui no painel, um a um ou importados de uma
              planilha, com o aceite de LGPD. Cada cliente acumula cashback e pontos nas lojas do programa.
            </p>
          ),
        }}
        linha={{
          id: (c) => c.id,
          cabecalho: 'Cliente',
          nome: (c) => c.nome ?? 'Cliente sem nome',
          detalhe: (c) => <>No programa desde {dataHora(c.cadastradoEm, fusoDeOrigem.get(c.id))}</>,
        }}
        tabela={{
          rotulo: 'Tabela de clientes',
          legenda: `Clientes do programa ${programa.nome}`,
          larguraMinima: 48,
          colunas: [
            { cabecalho: 'CPF', classe: 'font-mono whitespace-nowrap text-slate-700', celula: (c) => c.cpfMascarado ?? 'Anonimizado' },
            {
              cabecalho: 'Contatos',
              classe: 'text-slate-700 max-sm:break-all',
              celula: (c) => (
                <div>
                  <div>{c.email ?? <span className="text-slate-500">Sem e-mail</span>}</div>
                  <div>{c.telefone ? telefone(c.telefone) : <span className="text-slate-500">Sem telefone</span>}</div>
                </div>
              ),
            },
            { cabecalho: 'Situação', celula: (c) => <EtiquetaSituacao ativo={c.ativo} /> },
            { cabecalho: 'Cashback', direita: true, classe: NUMERO, celula: (c) => reais(c.saldoCashback) },
            { cabecalho: 'Pendente', direita: true, classe: NUMERO, celula: (c) => reais(c.saldoPendente) },
            { cabecalho: 'Pontos', direita: true, classe: NUMERO, celula: (c) => pontos(c.saldoPontos) },
          ],
        }}
      />
    </>
  );
}

// "Clientes no segmento" on a segment's page: who is in it now (GET /api/v1/admin/segmentos/{id}/membros,
// read here with the same domain function), 20 a page by links (`?membros=N`), each one linking to
// the customer's page; cards on a phone. Empty, it says why: nobody meets all the conditions now.
import Link from 'next/link';
import { Alerta } from '@/components/ui/alerta';
import { ListaNoCartao } from '@/components/painel/lista-no-cartao';
import { ErroDeNegocio } from '@/lib/erros';
import { dataHora, pontos, reais } from '@/lib/formatar';
import { agora } from '@/lib/relogio';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { listarMembrosSegmento, type MembroSegmentoItem, type SegmentoResponse } from '@/lib/domain/segmento/admin-segmentos';
import { comPrograma } from '../../clientes/rotulos';
import { resumirFiltro } from './resumo-filtro';

export const TAMANHO_MEMBROS = 20;

export async function MembrosSegmento({
  principal,
  segmento,
  pagina,
  nomesLojas,
}: {
  principal: PrincipalAdmin;
  segmento: SegmentoResponse;
  pagina: number;
  nomesLojas: Record<string, string>;
}) {
  let membros;
  try {
    membros = await listarMembrosSegmento(principal, segmento.id, null, { pagina, tamanho: TAMANHO_MEMBROS }, agora());
  } catch (e) {
    // A stored filter the rules no longer accept (422): the editor above says how to fix it.
    if (!(e instanceof ErroDeNegocio) || e.status !== 422) throw e;
    return (
      <Alerta tipo="erro" className="mt-6">
        {e.message}
      </Alerta>
    );
  }
  // A SuperAdmin opens the customer in the segment's programme; a manager is always in their own.
  const programa = principal.perfil === 'SuperAdmin' ? segmento.tenantId : null;
  const condicoes = resumirFiltro(segmento.filtro, nomesLojas);
  const semCondicao = Object.keys(segmento.filtro).length === 0;
  return (
    <ListaNoCartao<MembroSegmentoItem>
      titulo="Clientes no segmento"
      className="mt-6"
      descricao="Quem atende a todas as condições agora, calculado na hora (o segmento salvo). Quem comprou por último aparece primeiro."
      vazio={{
        titulo: 'Nenhum cliente está neste segmento agora.',
        texto: semCondicao ? (
          <p>O programa ainda não tem clientes ativos. Eles aparecem aqui quando comprarem ou se cadastrarem numa loja.</p>
        ) : (
          <>
            <p>Nenhum cliente ativo do programa atende, ao mesmo tempo, a todas estas condições:</p>
            <ul className="my-2 list-inside list-disc text-left">
              {condicoes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <p>Os membros mudam com as compras, os saldos e os consentimentos. Para incluir mais gente, afrouxe uma condição acima.</p>
          </>
        ),
      }}
      tabela={{
        rotulo: 'Tabela de clientes no segmento',
        legenda: 'Clientes no segmento, de quem comprou por último a quem nunca comprou',
        larguraMinima: 40,
        cartoes: true,
        itens: membros.itens,
        chave: (m) => m.id,
        colunas: [
          {
            cabecalho: 'Cliente',
            principal: true,
            cartao: 'titulo',
            celula: (m) => (
              <>
                <Link href={comPrograma(`/painel/clientes/${m.id}`, programa)} className="font-medium text-blue-800 underline">
                  {m.nome ?? 'Cliente sem nome'}
                </Link>
                <span className="block text-xs font-normal text-slate-600">CPF {m.cpfMascarado ?? '—'}</span>
              </>
            ),
          },
          {
            cabecalho: 'Última compra',
            classe: 'whitespace-nowrap',
            celula: (m) => (m.ultimaCompraEm ? dataHora(m.ultimaCompraEm) : 'Nunca comprou'),
          },
          { cabecalho: 'Cashback disponível', direita: true, classe: 'tabular-nums', celula: (m) => reais(m.saldoCashback) },
          { cabecalho: 'Pontos', direita: true, classe: 'tabular-nums', celula: (m) => pontos(m.saldoPontos) },
        ],
      }}
      paginacao={{
        pagina,
        tamanho: TAMANHO_MEMBROS,
        total: membros.paginacao.totalRegistros,
        caminho: `/painel/segmentos/${segmento.id}`,
        parametros: {},
        nomeParametro: 'membros',
        rotulo: 'Páginas dos clientes no segmento',
        unidade: ['cliente', 'clientes'],
      }}
    />
  );
}

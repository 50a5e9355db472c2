import type { Metadata } from 'next';
import { formatarCnpj } from '@/lib/documentos/cnpj';
import { dataHora } from '@/lib/formatar';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { EtiquetaSituacao } from '@/components/ui/etiqueta';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { colunaNome, colunaTenant, FiltroSituacao, vazioPorTenant } from '@/components/painel/lista-pagina';
import { ListaDaUrl } from '@/components/painel/lista-da-url';
import type { LojaResponse } from '@/lib/domain/loja/admin-lojas';
import { lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { AcoesLoja } from './acoes-loja';
import { consultarLojas } from './consultas';
import { enderecoParticipar } from './endereco-clube';
import { BotaoNovaLoja } from './formulario-loja';
import { rotuloFuso } from './fusos';

export const metadata: Metadata = { title: 'Lojas' };

export default async function PaginaLojas({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const lista = await lerPaginaDeLista(searchParams, consultarLojas);
  const { q, r, superAdmin, tenantId } = lista;

  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Lojas" acoes={<BotaoNovaLoja tenantId={tenantId} podeCriar={!!tenantId} superAdmin={superAdmin} />}>
        <p>
          Cada loja é um ponto de venda do programa. O PDV identifica a loja pelo <strong>CNPJ</strong> em todas as chamadas; o fuso horário
          define o “hoje” da loja para liberar e expirar créditos.
        </p>
        <p className="mt-1">
          Uma loja <strong>desativada</strong> para de atender o PDV: toda chamada com o CNPJ dela responde “Loja não encontrada ou
          inativa.”. Os dados ficam guardados e a loja pode ser reativada.
        </p>
        <p className="mt-1">
          Em <strong>Link do clube</strong>, cada loja tem o endereço e o QR code para o cliente se cadastrar sozinho no programa, e um
          cartaz para imprimir.
        </p>
      </CabecalhoPagina>
      {superAdmin && !tenantId && <p className="mb-3 text-sm text-slate-700">Para criar uma loja, escolha antes o tenant dela.</p>}

      <ListaDaUrl
        leitura={lista}
        caminho="/painel/lojas"
        busca="Buscar por nome ou CNPJ"
        filtros={{ ativo: <FiltroSituacao valor={q.ativo} feminino /> }}
        filtrado={{
          titulo: 'Nenhuma loja encontrada com esses filtros',
          texto: 'Mude a busca ou limpe os filtros para ver todas as lojas.',
        }}
        vazio={vazioPorTenant(
          tenantId,
          'Nenhuma loja cadastrada ainda',
          'Crie a primeira loja em “Nova loja” com o CNPJ que o PDV vai enviar. Depois, crie uma chave de API para o PDV e uma campanha.',
          'uma loja',
        )}
        tabela={{
          legenda: 'Lojas',
          larguraMinima: 40,
          cartoes: true,
          colunas: [
            colunaNome<LojaResponse>('Loja', (l) => (
              <p className="text-xs text-slate-600">Criada em {dataHora(l.criadoEm, l.fusoHorario)}</p>
            )),
            colunaTenant(r, (l: LojaResponse) => l.tenantId, '/painel/lojas'),
            { cabecalho: 'CNPJ', classe: 'whitespace-nowrap font-mono text-slate-800', celula: (l) => formatarCnpj(l.cnpj) },
            { cabecalho: 'Fuso horário', classe: 'text-slate-700', celula: (l) => rotuloFuso(l.fusoHorario) },
            { cabecalho: 'Situação', celula: (l) => <EtiquetaSituacao ativo={l.ativo} feminino /> },
          ],
          acoes: (l) => <AcoesLoja loja={l} superAdmin={superAdmin} enderecoClube={enderecoParticipar(l.id)} />,
        }}
      />
    </ProvedorAvisos>
  );
}

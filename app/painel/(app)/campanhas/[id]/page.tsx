// /painel/campanhas/[id] — one campaign: its status actions and the edit form. Read with the
// API's own function (obterCampanha: another tenant's campaign is "not found").
import type { Metadata } from 'next';
import { dataLocal } from '@/lib/datas';
import { dataHora } from '@/lib/formatar';
import { agora } from '@/lib/relogio';
import { fusoDoPrograma } from '@/lib/domain/tenant/fuso-do-programa';
import { obterCampanha } from '@/lib/domain/campanha/gravar-campanha';
import { LinkVoltar } from '@/components/painel/detalhe-nao-encontrado';
import { lerDoId } from '../../escopo-pagina';
import { lojasDoTenant } from '../consultas';
import { AcoesStatus } from '../_componentes/acoes-status';
import { FormularioCampanha } from '../_componentes/formulario';
import { SeloStatus } from '../_componentes/selo-status';

export const metadata: Metadata = { title: 'Campanha' };

export default async function PaginaCampanha({ params }: { params: Promise<{ id: string }> }) {
  const { p, registro: campanha } = await lerDoId(params, obterCampanha);
  // The programme's clock (lib/domain/tenant/fuso-do-programa.ts): "today" of the simulation and
  // the times of the campaign, which belongs to the programme, not to one store.
  const [lojas, fuso] = await Promise.all([lojasDoTenant(campanha.tenantId), fusoDoPrograma(campanha.tenantId)]);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <LinkVoltar href="/painel/campanhas">← Campanhas</LinkVoltar>
          <h1 className="mt-1 flex flex-wrap items-center gap-2 text-2xl font-bold text-slate-900">
            {campanha.nome} <SeloStatus status={campanha.status} />
          </h1>
          <p className="text-sm text-slate-600">
            {campanha.tipo} · criada em {dataHora(campanha.criadoEm, fuso)} · atualizada em {dataHora(campanha.atualizadoEm, fuso)}
          </p>
        </div>
        <div className="w-full max-w-xl sm:w-auto">
          <AcoesStatus
            campanha={{ id: campanha.id, nome: campanha.nome, tipo: campanha.tipo, status: campanha.status, tenantId: campanha.tenantId }}
          />
        </div>
      </div>
      <FormularioCampanha
        modo="editar"
        campanha={campanha}
        lojas={lojas}
        tenantId={campanha.tenantId}
        superAdmin={p.perfil === 'SuperAdmin'}
        hoje={dataLocal(agora(), fuso)}
      />
    </div>
  );
}

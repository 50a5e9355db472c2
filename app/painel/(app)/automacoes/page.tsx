// /painel/automacoes — the four automations of the programme (docs/automacoes.md): each one on or
// off, its channel, template, holdout and bonus, and how many customers it has reached.
import type { Metadata } from 'next';
import { CabecalhoPagina } from '@/components/painel/cabecalho-pagina';
import { SeletorTenant } from '@/components/painel/seletor-tenant';
import { Alerta } from '@/components/ui/alerta';
import { ProvedorAvisos } from '@/components/ui/avisos';
import { consultarPagina, lerPaginaDeLista, type ParametrosPagina } from '@/app/painel/(app)/consulta-pagina';
import { automacoesQuerySchema } from '@/app/api/v1/admin/automacoes/schemas';
import { listarAutomacoes, type AutomacaoResponse } from '@/lib/domain/automacao/configurar-automacao';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { EditorAutomacao } from './editor-automacao';

export const metadata: Metadata = { title: 'Automações' };

export default async function PaginaAutomacoes({ searchParams }: { searchParams: Promise<ParametrosPagina> }) {
  const { q, r, superAdmin } = await lerPaginaDeLista(searchParams, consultar);
  return (
    <ProvedorAvisos>
      <CabecalhoPagina titulo="Automações">
        <p>
          Mensagens que saem sozinhas, no momento certo: boas-vindas depois da primeira compra, parabéns (e um bônus) no aniversário, um
          convite para voltar a quem sumiu e o lembrete do cashback que vai vencer. Cada cliente recebe uma vez por ocasião, só no canal que
          aceitou, respeitando o limite semanal e o horário de silêncio do programa.
        </p>
        <p className="mt-1">
          Um grupo de controle sorteado não recebe nada: é com ele que os resultados mostram se a automação trouxe compras a mais.
        </p>
      </CabecalhoPagina>
      {superAdmin && <SeletorTenant atual={q.tenantId} permitirTodos={false} />}
      {!r.ok && <Alerta tipo="erro">{r.mensagem}</Alerta>}
      {r.ok && r.dados && (
        <div className="grid gap-4 lg:grid-cols-2">
          {r.dados.map((a) => (
            <EditorAutomacao key={a.tipo} automacao={a} tenantId={superAdmin ? (q.tenantId ?? null) : null} />
          ))}
        </div>
      )}
    </ProvedorAvisos>
  );
}

/** A SuperAdmin sees nothing until a tenant is picked (in the header); the rules are the API's. */
function consultar(p: PrincipalAdmin, parametros: Record<string, string>) {
  return consultarPagina(automacoesQuerySchema, parametros, async (x): Promise<AutomacaoResponse[] | null> =>
    p.perfil === 'SuperAdmin' && !x.tenantId ? null : listarAutomacoes(tenantObrigatorio(p, x.tenantId)),
  );
}

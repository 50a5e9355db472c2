'use client';
import { Selecao } from '@/components/ui/campo';

/** The tenant choice; changing it submits the form (GET), so the URL always says what is shown. */
export function CampoSeletorTenant({
  opcoes,
  atual,
  permitirTodos,
}: {
  opcoes: { id: string; nome: string }[];
  atual: string;
  permitirTodos: boolean;
}) {
  return (
    <Selecao
      rotulo="Tenant"
      name="tenantId"
      defaultValue={atual}
      onChange={(e) => e.currentTarget.form?.requestSubmit()}
      className="min-w-64"
    >
      {permitirTodos ? <option value="">Todos os tenants</option> : <option value="">Escolha um tenant…</option>}
      {opcoes.map((o) => (
        <option key={o.id} value={o.id}>
          {o.nome}
        </option>
      ))}
    </Selecao>
  );
}

'use server';
// The tenant request schemas take the default plan from lib/domain/tenant/gravar-tenant.ts,
// which also holds the database side and so cannot be bundled for the browser. The form
// validates with those very schemas here (a Server Action) before calling the API.
import { validarFormulario, type ErrosDoFormulario } from '@/components/ui/validacao';
import { atualizarTenantSchema, criarTenantSchema } from '@/app/api/v1/admin/tenants/schemas';

export async function validarTenant(tipo: 'criar' | 'atualizar', valores: Record<string, unknown>): Promise<ErrosDoFormulario> {
  const r = validarFormulario(tipo === 'criar' ? criarTenantSchema : atualizarTenantSchema, valores);
  return r.ok ? {} : r.erros;
}

'use server';
// The store request schemas check the time zone with lib/domain/loja/admin-lojas.ts, which also
// holds the database side and so cannot be bundled for the browser. The form validates with
// those very schemas here (a Server Action) before calling the API: same rules, same messages.
import { validarFormulario, type ErrosDoFormulario } from '@/components/ui/validacao';
import { atualizarLojaSchema, criarLojaSchema } from '@/app/api/v1/admin/lojas/schemas';

export async function validarLoja(tipo: 'criar' | 'atualizar', valores: Record<string, string | null>): Promise<ErrosDoFormulario> {
  const r = validarFormulario(tipo === 'criar' ? criarLojaSchema : atualizarLojaSchema, valores);
  return r.ok ? {} : r.erros;
}

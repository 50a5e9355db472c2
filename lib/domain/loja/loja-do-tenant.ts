// Store lookup shared by the PDV endpoints: the CNPJ must be valid (422 `CNPJ inválido. Informe
// 14 dígitos.`), belong to the caller's tenant and be active (422 `Loja não encontrada ou inativa.`).
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { cnpjValido, normalizarCnpj } from '@/lib/documentos/cnpj';
import { MENSAGENS, regraDeNegocio } from '@/lib/erros';

export function cnpjOuErro(cnpjLoja: string): string {
  if (!cnpjValido(cnpjLoja)) throw regraDeNegocio(MENSAGENS.cnpjInvalido);
  return normalizarCnpj(cnpjLoja);
}

const Q_LOJA = consulta(`SELECT id, nome, fuso_horario, ativo FROM loja WHERE tenant_id = $1 AND cnpj = $2`);

export type LojaAtiva = { id: string; nome: string; fuso_horario: string };

export async function lojaAtivaDoTenant(tenantId: string, cnpjLoja: string): Promise<LojaAtiva> {
  const cnpj = cnpjOuErro(cnpjLoja);
  const [l] = await sql.query<LojaAtiva & { ativo: boolean }>(Q_LOJA, [tenantId, cnpj]);
  if (!l || !l.ativo) throw regraDeNegocio(MENSAGENS.lojaNaoEncontrada);
  return l;
}

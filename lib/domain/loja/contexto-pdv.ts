// The row a PDV statement reads over LOJA_E_CLIENTE_PDV (sql-loja-pdv.ts), checked the same way by
// every PDV endpoint: the store must be the tenant's and active (422 `Loja não encontrada ou
// inativa.`); where the call needs the customer, it must be known to the tenant (404 `Cliente não
// encontrado.`) and active there (422).
import 'server-only';
import { sql, type Consulta } from '@/lib/db';
import { ErroDeNegocio, MENSAGENS, regraDeNegocio } from '@/lib/erros';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';

/** The statement's one row, refused when the store is not the tenant's or is inactive. */
export async function contextoNaLojaAtiva<T extends Record<string, unknown> & { loja_ativa: boolean }>(
  q: Consulta,
  valores: unknown[],
): Promise<T> {
  const [ctx] = await sql.query<T>(q, valores);
  if (!ctx || !ctx.loja_ativa) throw regraDeNegocio(MENSAGENS.lojaNaoEncontrada);
  return ctx;
}

/** The customer's id, refused when the customer is unknown to the tenant or inactive there. */
export function clienteAtivoDoContexto(ctx: { cliente_id: string | null; vinculo_ativo: boolean | null }): string {
  if (!ctx.cliente_id || ctx.vinculo_ativo === null) throw new ErroDeNegocio(404, MENSAGENS_CLIENTE.naoEncontrado);
  if (!ctx.vinculo_ativo) throw regraDeNegocio(MENSAGENS_VENDA.clienteInativo);
  return ctx.cliente_id;
}

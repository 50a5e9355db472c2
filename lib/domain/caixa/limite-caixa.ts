// The programme's ceiling for a sale an Operador registers by hand at the panel's counter
// (docs/caixa.md §9): the classic counter fraud is a cashier typing big or fake sales onto their
// own or a friend's CPF. `tenant.limite_venda_caixa_operador`, null = no limit (the default).
// Only the Operador is limited: AdminTenant and SuperAdmin are the managers who register above it,
// and the PDV API (API key) never reads it. The check runs before anything is written.
import 'server-only';
import { prisma } from '@/lib/db';
import { dec, formatarReais, paraNumero, type Decimal } from '@/lib/dinheiro';
import { ErroDeNegocio, regraDeNegocio } from '@/lib/erros';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditar } from '@/lib/domain/auditoria/auditar';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { cnpjOuErro } from '@/lib/domain/loja/loja-do-tenant';

export type ConfiguracaoCaixa = { limiteVendaCaixaOperador: number | null };

async function lerLimite(tenantId: string): Promise<Decimal | null | undefined> {
  const t = await prisma.tenant.findUnique({ where: { id: tenantId }, select: { limiteVendaCaixaOperador: true } });
  if (!t) return undefined;
  return t.limiteVendaCaixaOperador === null ? null : dec(t.limiteVendaCaixaOperador);
}

const resposta = (limite: Decimal | null): ConfiguracaoCaixa => ({ limiteVendaCaixaOperador: limite === null ? null : paraNumero(limite) });

/** Whether this store already holds a sale with this document number (the counter's retransmission key). */
async function vendaJaRegistrada(tenantId: string, d: { cnpjLoja: string; documentoExterno: string }): Promise<boolean> {
  const cnpj = cnpjOuErro(d.cnpjLoja);
  const n = await prisma.venda.count({ where: { documentoExterno: d.documentoExterno, loja: { tenantId, cnpj } } });
  return n > 0;
}

/**
 * A sale above the programme's limit, typed by an Operador: 422 before anything is written. Equal
 * to the limit passes. With `documento` (the sale itself, not its preview), a retransmission of a
 * sale the store already holds — registered before the limit was set or lowered — is let through
 * to get its stored answer (spec rule 8): a retransmission is answered, never refused anew.
 */
export async function exigirLimiteDoOperador(
  principal: PrincipalAdmin,
  tenantId: string,
  valorVenda: Decimal,
  documento?: { cnpjLoja: string; documentoExterno: string },
): Promise<void> {
  if (principal.perfil !== 'Operador') return;
  const limite = await lerLimite(tenantId);
  if (!limite || !valorVenda.gt(limite)) return;
  if (documento && (await vendaJaRegistrada(tenantId, documento))) return;
  throw regraDeNegocio(MENSAGENS_CAIXA.acimaDoLimite(formatarReais(limite)));
}

export async function obterConfiguracaoCaixa(tenantId: string): Promise<ConfiguracaoCaixa> {
  const limite = await lerLimite(tenantId);
  if (limite === undefined) throw new ErroDeNegocio(404, MENSAGENS_CAIXA.tenantNaoEncontrado);
  return resposta(limite);
}

/** Sets (or clears, with null) the limit; the change is audited with the value before and after. */
export async function atualizarConfiguracaoCaixa(
  principal: PrincipalAdmin,
  tenantId: string,
  limite: Decimal | null,
): Promise<ConfiguracaoCaixa> {
  return prisma.$transaction(async (tx) => {
    const [t] = await tx.$queryRaw<{ limite: string | null }[]>`
      SELECT limite_venda_caixa_operador::text AS limite FROM tenant WHERE id = ${tenantId}::uuid FOR NO KEY UPDATE`;
    if (!t) throw new ErroDeNegocio(404, MENSAGENS_CAIXA.tenantNaoEncontrado);
    const antes = resposta(t.limite === null ? null : dec(t.limite));
    await tx.tenant.update({ where: { id: tenantId }, data: { limiteVendaCaixaOperador: limite === null ? null : limite.toFixed(2) } });
    const depois = resposta(limite);
    await auditar(tx, { principal, tenantId, acao: 'AtualizarConfiguracaoCaixa', entidade: 'Tenant', entidadeId: tenantId, antes, depois });
    return depois;
  });
}

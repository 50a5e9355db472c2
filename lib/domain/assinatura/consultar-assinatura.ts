// Reads of the subscription for the panel: the current state (GET /api/v1/assinatura) and
// whether a plan fits the tenant (POST /api/v1/assinatura/verificar). Both take the tenant
// already resolved by the scope rules (lib/domain/acesso/escopo-tenant.ts).
import 'server-only';
import { prisma, type Tx } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { paraNumero } from '@/lib/dinheiro';
import { agora } from '@/lib/relogio';
import { DIAS_TRIAL, PLANOS, type CodigoPlano } from '@/lib/domain/assinatura/planos';
import {
  MENSAGENS_ASSINATURA,
  planoComporta,
  serializarAssinatura,
  serializarAssinaturaAtual,
  type AssinaturaAtualResponse,
  type AssinaturaResponse,
} from '@/lib/domain/assinatura/dados-assinatura';

type Leitor = Tx | typeof prisma;

/** The tenant, or 404 (a SuperAdmin may name any id). */
export async function carregarTenant(db: Leitor, tenantId: string) {
  const t = await db.tenant.findUnique({ where: { id: tenantId } });
  if (!t) throw new ErroDeNegocio(404, MENSAGENS_ASSINATURA.tenantNaoEncontrado);
  return t;
}

/** Stores that count for the plan: the active ones (a deactivated store sells nothing). */
export function contarLojasAtivas(db: Leitor, tenantId: string): Promise<number> {
  return db.loja.count({ where: { tenantId, ativo: true } });
}

export async function obterAssinatura(tenantId: string): Promise<AssinaturaResponse> {
  await carregarTenant(prisma, tenantId);
  const [a, lojas] = await Promise.all([prisma.assinatura.findUnique({ where: { tenantId } }), contarLojasAtivas(prisma, tenantId)]);
  return serializarAssinatura(tenantId, a, lojas, agora());
}

export type VerificarDisponibilidadeResponse = {
  plano: CodigoPlano;
  disponivel: boolean;
  /** Why the plan is not available, in pt-BR; null when it is. */
  motivo: string | null;
  valorMensal: number;
  diasTrial: number;
  limiteLojas: number | null;
  /** The number of stores evaluated: the one informed, or the tenant's active stores. */
  quantidadeLojas: number;
  assinaturaAtual: AssinaturaAtualResponse | null;
};

export async function verificarDisponibilidade(
  tenantId: string,
  d: { plano: CodigoPlano; quantidadeLojas?: number | null },
): Promise<VerificarDisponibilidadeResponse> {
  await carregarTenant(prisma, tenantId);
  const plano = PLANOS[d.plano];
  const [a, lojasAtivas] = await Promise.all([prisma.assinatura.findUnique({ where: { tenantId } }), contarLojasAtivas(prisma, tenantId)]);
  const quantidade = d.quantidadeLojas ?? lojasAtivas;
  const disponivel = planoComporta(plano, quantidade);
  return {
    plano: plano.codigo,
    disponivel,
    motivo: disponivel ? null : MENSAGENS_ASSINATURA.planoPequeno(plano, quantidade),
    valorMensal: paraNumero(plano.valorMensal),
    diasTrial: DIAS_TRIAL,
    limiteLojas: plano.limiteLojas,
    quantidadeLojas: quantidade,
    assinaturaAtual: serializarAssinaturaAtual(a),
  };
}

// A referral is made when a friend joins by a member's link (docs/indicacao.md, "Quem conta como
// indicado"), inside the sign-up's confirmation transaction (lib/domain/clube/confirmar-cadastro.ts):
// only when that confirmation created the friend's membership (someone already in the programme
// was not brought by anybody), the programme's referrals are on, and the code names another
// active member of the same programme. Anything else is no referral and no error: the person
// joins all the same. One friend is referred once per programme (unique tenant + friend).
import 'server-only';
import { consulta, type Executor } from '@/lib/db';

const Q_INDICADOR = consulta(`
  SELECT ct.cliente_id
    FROM cliente_tenant ct
    JOIN programa_indicacao p ON p.tenant_id = ct.tenant_id AND p.ativo
    JOIN cliente c ON c.id = ct.cliente_id AND c.anonimizado_em IS NULL
   WHERE ct.tenant_id = $1 AND ct.codigo_indicacao = $2 AND ct.ativo AND ct.cliente_id <> $3`);

const S_INDICACAO = consulta(`
  INSERT INTO indicacao (tenant_id, indicador_id, indicado_id, loja_id, status, criada_em)
  VALUES ($1, $2, $3, $4, 'Pendente', $5)
  ON CONFLICT (tenant_id, indicado_id) DO NOTHING`);

export async function registrarIndicacao(
  tx: Executor,
  r: { tenantId: string; indicadoId: string; lojaId: string; codigo: string | null; agora: Date },
): Promise<boolean> {
  if (!r.codigo) return false;
  const [indicador] = await tx.query<{ cliente_id: string }>(Q_INDICADOR, [r.tenantId, r.codigo, r.indicadoId]);
  if (!indicador) return false;
  return (await tx.contar(S_INDICACAO, [r.tenantId, indicador.cliente_id, r.indicadoId, r.lojaId, r.agora])) > 0;
}

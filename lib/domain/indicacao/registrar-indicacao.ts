// A referral is made when a friend joins by a member's link (docs/indicacao.md, "Quem conta como
// indicado"), inside the sign-up's confirmation transaction (lib/domain/clube/confirmar-cadastro.ts):
// only when that confirmation created the friend's membership (someone already in the programme
// was not brought by anybody), the programme and its referrals are on, and the code names another
// active member of the same programme who has bought there at least once (REFERENCIA_VALIDA: an
// account made only to refer is worth nothing), with another e-mail and phone than the friend's. Anything else is no referral and no error: the person
// joins all the same. One friend is referred once per programme (unique tenant + friend).
import 'server-only';
import { consulta, type Executor } from '@/lib/db';
import { mesmoEmail, mesmoTelefone } from '@/lib/notificacoes/contatos';

/**
 * The member a code names, when it may refer: `ct` the membership, joined to its programme's
 * referral configuration `p`; shared with the sign-up page's invitation (loja-do-cadastro.ts).
 */
export const REFERENCIA_VALIDA = `
    JOIN programa_indicacao p ON p.tenant_id = ct.tenant_id AND p.ativo
    JOIN tenant t ON t.id = ct.tenant_id AND t.ativo
    JOIN cliente c ON c.id = ct.cliente_id AND c.anonimizado_em IS NULL
   WHERE ct.ativo
     AND EXISTS (SELECT 1 FROM venda v WHERE v.tenant_id = ct.tenant_id AND v.cliente_id = ct.cliente_id AND v.status = 'Registrada')`;

const Q_INDICADOR = consulta(`
  SELECT ct.cliente_id, c.email, c.telefone
    FROM cliente_tenant ct
    ${REFERENCIA_VALIDA}
     AND ct.tenant_id = $1 AND ct.codigo_indicacao = $2 AND ct.cliente_id <> $3`);

const S_INDICACAO = consulta(`
  INSERT INTO indicacao (tenant_id, indicador_id, indicado_id, loja_id, status, criada_em)
  VALUES ($1, $2, $3, $4, 'Pendente', $5)
  ON CONFLICT (tenant_id, indicado_id) DO NOTHING`);

export async function registrarIndicacao(
  tx: Executor,
  r: {
    tenantId: string;
    indicadoId: string;
    lojaId: string;
    codigo: string | null;
    /** The contacts the friend typed at the sign-up (one of them proved by the code). */
    contatos: { email: string | null; telefone: string | null };
    agora: Date;
  },
): Promise<boolean> {
  if (!r.codigo) return false;
  const [indicador] = await tx.query<{ cliente_id: string; email: string | null; telefone: string | null }>(Q_INDICADOR, [
    r.tenantId,
    r.codigo,
    r.indicadoId,
  ]);
  if (!indicador) return false;
  // A "friend" with the member's own e-mail or phone is the member with another CPF: no referral.
  if (mesmoEmail(indicador.email, r.contatos.email) || mesmoTelefone(indicador.telefone, r.contatos.telefone)) return false;
  return (await tx.contar(S_INDICACAO, [r.tenantId, indicador.cliente_id, r.indicadoId, r.lojaId, r.agora])) > 0;
}

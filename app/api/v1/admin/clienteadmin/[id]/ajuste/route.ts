import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { ajustarSaldo, MENSAGENS_AJUSTE } from '@/lib/domain/ajuste/ajustar-saldo';
import { tenantQuerySchema } from '../../schemas';
import { ajusteSaldoSchema } from './schemas';

export const dynamic = 'force-dynamic';

// Issue 11, item 4: managers only (Operador: 403 like the other writes of ClienteAdmin/{id}).
// 201 for a new adjustment; 200 with the same data for a retransmission of its key.
export const POST = rotaAdmin(
  'POST /api/v1/admin/ClienteAdmin/{id}/ajuste',
  { perfis: ADMINISTRADORES, corpo: ajusteSaldoSchema, query: tenantQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ principal, tenantId, corpo, id }) => {
    const r = await ajustarSaldo(principal, tenantId, id, corpo);
    return respostaOk(r.ajuste, { status: r.retransmissao ? 200 : 201, mensagem: MENSAGENS_AJUSTE.ajustado });
  },
);

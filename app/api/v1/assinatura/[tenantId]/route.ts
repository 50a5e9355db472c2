import { SO_SUPERADMIN, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { alterarAssinatura } from '@/lib/domain/assinatura/alterar-assinatura';
import { alterarAssinaturaSchema, tenantIdCaminhoSchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const PUT = rotaAdmin(
  'PUT /api/v1/assinatura/{tenantId}',
  { perfis: SO_SUPERADMIN, corpo: alterarAssinaturaSchema },
  async ({ principal, corpo, ctx }) => {
    const { tenantId } = validar(tenantIdCaminhoSchema, ctx.params);
    return respostaOk(await alterarAssinatura(principal, tenantId, corpo), { mensagem: 'Assinatura atualizada com sucesso.' });
  },
);

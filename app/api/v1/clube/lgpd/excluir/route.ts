import { respostaOk } from '@/lib/api/envelope';
import { rotaClube } from '@/lib/api/clube';
import { agora } from '@/lib/relogio';
import { anonimizarCliente } from '@/lib/domain/lgpd/anonimizar-cliente';
import { MENSAGENS_LGPD } from '@/lib/domain/lgpd/mensagens';
import { excluirDadosSchema } from '../schemas';

export const dynamic = 'force-dynamic';

// LGPD art. 18, VI: the customer erases their own data. The token used here dies with it.
export const POST = rotaClube('POST /api/v1/clube/lgpd/excluir', { corpo: excluirDadosSchema }, async ({ principal }) => {
  await anonimizarCliente({ clienteId: principal.clienteId, tenantId: null, principal: null, origem: 'Clube', agora: agora() });
  return respostaOk(null, { mensagem: MENSAGENS_LGPD.excluido });
});

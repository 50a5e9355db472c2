import { respostaOk } from '@/lib/api/envelope';
import { rotaClube } from '@/lib/api/clube';
import { agora } from '@/lib/relogio';
import { MENSAGENS_PERFIL, atualizarPerfilClube, obterPerfilClube } from '@/lib/domain/clube/perfil';
import { atualizarPerfilSchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaClube('GET /api/v1/clube/perfil', {}, async ({ principal }) =>
  respostaOk(await obterPerfilClube(principal.clienteId)),
);

// Spec: no `dados`, message `Perfil atualizado com sucesso.`
export const PUT = rotaClube('PUT /api/v1/clube/perfil', { corpo: atualizarPerfilSchema }, async ({ principal, corpo }) => {
  await atualizarPerfilClube(principal.clienteId, corpo, agora());
  return respostaOk(null, { mensagem: MENSAGENS_PERFIL.atualizado });
});

// Body of POST /api/v1/admin/ClienteAdmin/{id}/lgpd/anonimizar: the manager types the
// confirmation word (the erasure cannot be undone). The tenant and the id come from the query
// and the path, as in the other ClienteAdmin/{id} operations.
import { z } from 'zod';
import { CONFIRMACAO_ANONIMIZAR, MENSAGENS_LGPD } from '@/lib/domain/lgpd/mensagens';
import { campoConfirmacao } from '@/app/api/v1/clube/lgpd/schemas';

export const anonimizarClienteSchema = z.object({
  confirmacao: campoConfirmacao(CONFIRMACAO_ANONIMIZAR, MENSAGENS_LGPD.confirmacaoAnonimizar),
});

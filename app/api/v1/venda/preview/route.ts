import { rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { simularVenda } from '@/lib/domain/venda/simular-venda';
import { previewSchema } from '../schemas';

export const POST = rotaPdv('POST /api/v1/venda/preview', { corpo: previewSchema }, async ({ principal, corpo }) =>
  respostaOk(await simularVenda(principal.tenantId, corpo.cnpjLoja, corpo.valorVenda)),
);

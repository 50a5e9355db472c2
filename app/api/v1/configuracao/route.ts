import { rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { obterConfiguracao } from '@/lib/domain/loja/obter-configuracao';
import { configuracaoQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaPdv('GET /api/v1/configuracao', { query: configuracaoQuerySchema }, async ({ principal, query }) =>
  respostaOk(await obterConfiguracao(principal.tenantId, query.cnpjLoja)),
);

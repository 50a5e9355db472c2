import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { agora } from '@/lib/relogio';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { resultadosAutomacao } from '@/lib/domain/automacao/configurar-automacao';
import { tipoDaAutomacao } from '@/lib/domain/automacao/validar-automacao';
import { resultadosAutomacaoQuerySchema, tipoAutomacaoCaminhoSchema } from '../../schemas';

export const dynamic = 'force-dynamic';

// Results against the holdout of one automation (issue 11 §5), like a campaign's.
export const GET = rotaAdmin(
  'GET /api/v1/admin/automacoes/{tipo}/resultados',
  { perfis: ADMINISTRADORES, query: resultadosAutomacaoQuerySchema },
  async ({ principal, query, ctx }) => {
    const tipo = tipoDaAutomacao(validar(tipoAutomacaoCaminhoSchema, ctx.params).tipo, {});
    return respostaOk(await resultadosAutomacao(tenantObrigatorio(principal, query.tenantId), tipo, query.dias, agora()));
  },
);

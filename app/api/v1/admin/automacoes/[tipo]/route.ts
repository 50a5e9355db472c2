import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { MENSAGENS_AUTOMACAO, salvarAutomacao } from '@/lib/domain/automacao/configurar-automacao';
import { tipoDaAutomacao } from '@/lib/domain/automacao/validar-automacao';
import { salvarAutomacaoSchema, tipoAutomacaoCaminhoSchema } from '../schemas';

export const dynamic = 'force-dynamic';

// PUT: the whole configuration of one automation (issue 11 §3); the first save creates it.
export const PUT = rotaAdmin(
  'PUT /api/v1/admin/automacoes/{tipo}',
  { perfis: ADMINISTRADORES, corpo: salvarAutomacaoSchema },
  async ({ principal, corpo, ctx }) => {
    const { tenantId, ...dados } = corpo;
    const tipo = tipoDaAutomacao(validar(tipoAutomacaoCaminhoSchema, ctx.params).tipo, dados);
    const r = await salvarAutomacao(principal, tenantObrigatorio(principal, tenantId), tipo, dados);
    return respostaOk(r, { mensagem: MENSAGENS_AUTOMACAO.salva });
  },
);

import { ADMINISTRADORES, rotaAdmin, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { MENSAGENS_COMUNICACAO, atualizarCampanhaComunicacao, obterCampanhaComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';
import { gravarCampanhaComunicacaoSchema } from '../../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotasDoRegistroAdmin('/api/v1/admin/comunicacao/campanhas/{id}').obter(ADMINISTRADORES, obterCampanhaComunicacao);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/comunicacao/campanhas/{id}',
  { perfis: ADMINISTRADORES, corpo: gravarCampanhaComunicacaoSchema, id: true },
  async ({ principal, corpo, id }) => {
    const { tenantId, ...dados } = corpo;
    tenantDoEscopo(principal, tenantId);
    return respostaOk(await atualizarCampanhaComunicacao(principal, id, dados), { mensagem: MENSAGENS_COMUNICACAO.atualizada });
  },
);

import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { validar } from '@/lib/api/binding';
import { campoUuid } from '@/lib/api/consulta';
import { tenantDoEscopo } from '@/lib/domain/acesso/escopo-tenant';
import { MENSAGENS_COMUNICACAO, atualizarCampanhaComunicacao, obterCampanhaComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';
import { gravarCampanhaComunicacaoSchema } from '../../schemas';

export const dynamic = 'force-dynamic';

const id = (params: Record<string, string>) => validar(campoUuid('Id'), params.id);

export const GET = rotaAdmin('GET /api/v1/admin/comunicacao/campanhas/{id}', { perfis: ADMINISTRADORES }, async ({ principal, ctx }) =>
  respostaOk(await obterCampanhaComunicacao(principal, id(ctx.params))),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/comunicacao/campanhas/{id}',
  { perfis: ADMINISTRADORES, corpo: gravarCampanhaComunicacaoSchema },
  async ({ principal, corpo, ctx }) => {
    const { tenantId, ...dados } = corpo;
    tenantDoEscopo(principal, tenantId);
    return respostaOk(await atualizarCampanhaComunicacao(principal, id(ctx.params), dados), { mensagem: MENSAGENS_COMUNICACAO.atualizada });
  },
);

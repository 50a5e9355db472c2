import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { MENSAGENS_COMUNICACAO, criarCampanhaComunicacao, listarCampanhasComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';
import { gravarCampanhaComunicacaoSchema, listarCampanhasComunicacaoQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

// Marketing is the managers' (AdminTenant) and the platform's, like the segments: Operador gets 403.
export const GET = rotaAdmin(
  'GET /api/v1/admin/comunicacao/campanhas',
  { perfis: ADMINISTRADORES, query: listarCampanhasComunicacaoQuerySchema },
  async ({ principal, query }) => respostaOk(await listarCampanhasComunicacao(principal, query)),
);

export const POST = rotaAdmin(
  'POST /api/v1/admin/comunicacao/campanhas',
  { perfis: ADMINISTRADORES, corpo: gravarCampanhaComunicacaoSchema },
  async ({ principal, corpo }) => {
    const { tenantId, ...dados } = corpo;
    const r = await criarCampanhaComunicacao(principal, tenantObrigatorio(principal, tenantId), dados);
    return respostaOk(r, { status: 201, mensagem: MENSAGENS_COMUNICACAO.criada });
  },
);

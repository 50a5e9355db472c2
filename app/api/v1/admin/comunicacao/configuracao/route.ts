import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { tenantObrigatorio } from '@/lib/domain/acesso/escopo-tenant';
import { agora } from '@/lib/relogio';
import {
  MENSAGENS_COMUNICACAO,
  atualizarConfiguracaoComunicacao,
  obterConfiguracaoComunicacao,
} from '@/lib/domain/comunicacao/admin-campanhas';
import { configuracaoComunicacaoSchema, configuracaoQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

export const GET = rotaAdmin(
  'GET /api/v1/admin/comunicacao/configuracao',
  { perfis: ADMINISTRADORES, query: configuracaoQuerySchema },
  async ({ principal, query }) => respostaOk(await obterConfiguracaoComunicacao(principal, tenantObrigatorio(principal, query.tenantId))),
);

export const PUT = rotaAdmin(
  'PUT /api/v1/admin/comunicacao/configuracao',
  { perfis: ADMINISTRADORES, corpo: configuracaoComunicacaoSchema },
  async ({ principal, corpo }) => {
    const { tenantId, ...c } = corpo;
    const r = await atualizarConfiguracaoComunicacao(principal, tenantObrigatorio(principal, tenantId), c, agora());
    return respostaOk(r, { mensagem: MENSAGENS_COMUNICACAO.configuracaoAtualizada });
  },
);

import { ADMINISTRADORES, rotasDaColecaoAdmin } from '@/lib/api/admin';
import { MENSAGENS_COMUNICACAO, criarCampanhaComunicacao, listarCampanhasComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';
import { gravarCampanhaComunicacaoSchema, listarCampanhasComunicacaoQuerySchema } from '../schemas';

export const dynamic = 'force-dynamic';

const campanhas = rotasDaColecaoAdmin('/api/v1/admin/comunicacao/campanhas');

// Marketing is the managers' (AdminTenant) and the platform's, like the segments: Operador gets 403.
export const GET = campanhas.listar(ADMINISTRADORES, listarCampanhasComunicacaoQuerySchema, listarCampanhasComunicacao);

export const POST = campanhas.criarNoTenant(
  ADMINISTRADORES,
  gravarCampanhaComunicacaoSchema,
  criarCampanhaComunicacao,
  MENSAGENS_COMUNICACAO.criada,
);

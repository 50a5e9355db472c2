import { ADMINISTRADORES, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { MENSAGENS_COMUNICACAO, atualizarCampanhaComunicacao, obterCampanhaComunicacao } from '@/lib/domain/comunicacao/admin-campanhas';
import { gravarCampanhaComunicacaoSchema } from '../../schemas';

export const dynamic = 'force-dynamic';

const campanha = rotasDoRegistroAdmin('/api/v1/admin/comunicacao/campanhas/{id}');

export const GET = campanha.obter(ADMINISTRADORES, obterCampanhaComunicacao);

export const PUT = campanha.atualizarNoEscopo(
  ADMINISTRADORES,
  gravarCampanhaComunicacaoSchema,
  atualizarCampanhaComunicacao,
  MENSAGENS_COMUNICACAO.atualizada,
);

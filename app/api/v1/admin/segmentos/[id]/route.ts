import { ADMINISTRADORES, rotasDoRegistroAdmin } from '@/lib/api/admin';
import { MENSAGENS_SEGMENTO, atualizarSegmento, excluirSegmento, obterSegmento } from '@/lib/domain/segmento/admin-segmentos';
import { gravarSegmentoSchema } from '../schemas';

export const dynamic = 'force-dynamic';

const segmento = rotasDoRegistroAdmin('/api/v1/admin/segmentos/{id}');

export const GET = segmento.obter(ADMINISTRADORES, obterSegmento);

export const PUT = segmento.atualizarNoEscopo(ADMINISTRADORES, gravarSegmentoSchema, atualizarSegmento, MENSAGENS_SEGMENTO.atualizado);

export const DELETE = segmento.excluir(ADMINISTRADORES, excluirSegmento, MENSAGENS_SEGMENTO.excluido);

import { ADMINISTRADORES, rotasDaColecaoAdmin } from '@/lib/api/admin';
import { MENSAGENS_SEGMENTO, criarSegmento, listarSegmentos } from '@/lib/domain/segmento/admin-segmentos';
import { gravarSegmentoSchema, listarSegmentosQuerySchema } from './schemas';

export const dynamic = 'force-dynamic';

const segmentos = rotasDaColecaoAdmin('/api/v1/admin/segmentos');

// Marketing audiences are the managers' (AdminTenant) and the platform's: a cashier has no use
// for them and should not browse the customer base by spending.
export const GET = segmentos.listar(ADMINISTRADORES, listarSegmentosQuerySchema, listarSegmentos);

export const POST = segmentos.criarNoTenant(ADMINISTRADORES, gravarSegmentoSchema, criarSegmento, MENSAGENS_SEGMENTO.criado);

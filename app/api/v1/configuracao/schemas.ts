import { z } from 'zod';
import { textoObrigatorio } from '@/lib/api/campos';

/** Query of GET /api/v1/configuracao. */
export const configuracaoQuerySchema = z.object({ cnpjLoja: textoObrigatorio({ campo: 'CnpjLoja', max: 50 }) });

// Query of GET /api/v1/clube/historico (spec: `pagina` default 1, `tamanho` default 20). The
// bounds and messages are the panel lists' (lib/api/consulta.ts): `tamanho` at most 100.
import { z } from 'zod';
import { camposPaginacao } from '@/lib/api/consulta';

export const historicoQuerySchema = z.object(camposPaginacao);

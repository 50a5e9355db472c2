// Requests of the segments (docs/segmentos.md). The filter's own schema lives with the domain
// (lib/domain/segmento/filtro.ts): the panel's editor validates with the same one.
import { z } from 'zod';
import { formatoInvalido, textoObrigatorio, textoOpcional } from '@/lib/api/campos';
import { buscaDeQuery, campoUuid, camposPaginacao } from '@/lib/api/consulta';
import { filtroSegmentoSchema } from '@/lib/domain/segmento/filtro';

/** An absent filter is the empty one (every active member). */
const campoFiltro = z.preprocess((v) => v ?? {}, z.looseObject({}, { error: () => formatoInvalido('Filtro') }).pipe(filtroSegmentoSchema));

/** CriarSegmentoRequest / AtualizarSegmentoRequest. */
export const gravarSegmentoSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 100 }),
  descricao: textoOpcional({ campo: 'Descricao', max: 500 }),
  filtro: campoFiltro,
});

/** ContarSegmentoRequest: a filter being edited. */
export const contarSegmentoSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  filtro: campoFiltro,
});

export const listarSegmentosQuerySchema = z.object({
  tenantId: campoUuid('TenantId').optional(),
  busca: buscaDeQuery,
  ...camposPaginacao,
});

/** GET …/segmentos/{id}/membros: a page of the members. */
export const membrosSegmentoQuerySchema = z.object({
  tenantId: campoUuid('TenantId').optional(),
  ...camposPaginacao,
});

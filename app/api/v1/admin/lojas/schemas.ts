// Requests of the store administration (docs/api-admin-plataforma.md, "Lojas"). The spec shows
// no store record beyond `cnpjLoja`: the fields are ours.
import { z } from 'zod';
import { formatoInvalido, textoObrigatorio, textoOpcional } from '@/lib/api/campos';
import { MENSAGENS_LOJA_ADMIN, fusoConhecido } from '@/lib/domain/loja/admin-lojas';
import { booleanoDeQuery, buscaDeQuery, campoUuid, camposPaginacao } from '@/lib/api/consulta';

/** An IANA time zone (`America/Manaus`, any case), stored as the database spells it; absent: the default (or, on update, the current one). */
const campoFusoHorario = z
  .string({ error: () => formatoInvalido('FusoHorario') })
  .trim()
  .max(64, { error: MENSAGENS_LOJA_ADMIN.fusoInvalido })
  .refine(fusoConhecido, { error: MENSAGENS_LOJA_ADMIN.fusoInvalido })
  .nullish()
  .transform((v) => v ?? undefined);

/**
 * CriarLojaRequest. `cnpj` with or without mask, numeric or alphanumeric; its check digits are
 * verified by the domain (422 `CNPJ inválido. Informe 14 dígitos.`, as in the PDV calls).
 */
export const criarLojaSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 150 }),
  cnpj: textoObrigatorio({ campo: 'Cnpj', max: 50 }),
  fusoHorario: campoFusoHorario,
});

/** AtualizarLojaRequest: name and time zone. `cnpj` may be sent unchanged; a different one is refused (immutable). */
export const atualizarLojaSchema = z.object({
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 150 }),
  fusoHorario: campoFusoHorario,
  cnpj: textoOpcional({ campo: 'Cnpj', max: 50 }),
});

export const listarLojasQuerySchema = z.object({
  tenantId: campoUuid('TenantId').optional(),
  busca: buscaDeQuery,
  ativo: booleanoDeQuery('ativo'),
  ...camposPaginacao,
});

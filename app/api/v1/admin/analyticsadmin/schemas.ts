// Query parameters of AnalyticsAdmin (spec: names and types only; enum values, defaults and
// limits are ours — docs/api-admin-analytics.md). Query values arrive as text; enum values are
// matched ignoring case, as ASP.NET binds enums, and answered in their canonical spelling.
// The order of dataInicio/dataFim and the 366-day limit are checked after the defaults are
// applied (lib/domain/analytics/periodo.ts), so they hold also when only one end is sent.
import { z } from 'zod';
import { dataValida } from '@/lib/datas';
import { UUID } from '@/lib/api/consulta';
import { GRANULARIDADES, PERIODOS_HISTORICO } from '@/lib/domain/analytics/periodo';
import { CRITERIOS_CLIENTES, LIMITE_MAXIMO, LIMITE_PADRAO } from '@/lib/domain/analytics/top-clientes';
import { TAMANHO_MAXIMO, TAMANHO_PADRAO } from '@/lib/domain/analytics/paginacao';

/** An optional id, kept in lower case. */
const idOpcional = (campo: string) =>
  z
    .string()
    .trim()
    .refine((v) => UUID.test(v), { error: `O campo ${campo} deve ser um UUID.` })
    .transform((v) => v.toLowerCase())
    .optional()
    .meta({ format: 'uuid' });

/** SuperAdmin: the tenant to look at (absent = the whole platform); others: their own or 403. */
const tenantId = idOpcional('TenantId');

/**
 * Optional store filter (ours): sales, their credits and the redemptions and reversals made at
 * that store. Customers, open balances and expiries stay tenant-wide: a balance can be spent at
 * any store of the company (docs/api-admin-analytics.md).
 */
const lojaId = idOpcional('LojaId');

const data = (parametro: string) =>
  z
    .string()
    .trim()
    .refine(dataValida, { error: `O parâmetro ${parametro} deve estar no formato AAAA-MM-DD.` })
    .optional();

function lista(valores: readonly string[]): string {
  return `${valores.slice(0, -1).join(', ')} ou ${valores.at(-1)}`;
}

/** An enum value, case-insensitive, with its default. */
function enumeracao<const T extends readonly [string, ...string[]]>(parametro: string, valores: T, padrao: T[number]) {
  const mensagem = `O parâmetro ${parametro} deve ser ${lista(valores)}.`;
  return z
    .string()
    .trim()
    .refine((v) => valores.some((x) => x.toLowerCase() === v.toLowerCase()), { error: mensagem })
    .transform((v) => valores.find((x) => x.toLowerCase() === v.toLowerCase()) as T[number])
    .optional()
    .transform((v) => v ?? padrao)
    .meta({ enum: [...valores], default: padrao });
}

/** A whole number within [min, max], sent as text, with its default. */
function inteiro(parametro: string, min: number, max: number, padrao: number) {
  return z
    .string()
    .trim()
    .refine((v) => /^\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max, {
      error: `O parâmetro ${parametro} deve ser um número inteiro entre ${min} e ${max}.`,
    })
    .transform(Number)
    .optional()
    .transform((v) => v ?? padrao)
    .meta({ type: 'integer', format: 'int32', minimum: min, maximum: max, default: padrao });
}

const paginacao = {
  pagina: inteiro('pagina', 1, 1_000_000, 1),
  tamanho: inteiro('tamanho', 1, TAMANHO_MAXIMO, TAMANHO_PADRAO),
};

/** resumo: `dataInicio`, `dataFim` (local dates, inclusive; default the last 30 days), `tenantId`. */
export const resumoQuerySchema = z.object({
  dataInicio: data('dataInicio'),
  dataFim: data('dataFim'),
  tenantId,
  lojaId,
});

/** campanhas: the period of the resumo, paged. */
export const campanhasQuerySchema = z.object({
  dataInicio: data('dataInicio'),
  dataFim: data('dataFim'),
  tenantId,
  lojaId,
  ...paginacao,
});

/** creditos/historico: `periodo` (default Ultimos30Dias), `granularidade` (default Dia), `tenantId`. */
export const historicoQuerySchema = z.object({
  periodo: enumeracao('periodo', PERIODOS_HISTORICO, 'Ultimos30Dias'),
  granularidade: enumeracao('granularidade', GRANULARIDADES, 'Dia'),
  tenantId,
});

/** lojas/ranking: `tenantId` (spec); the period (default the last 30 days) and paging are ours. */
export const rankingLojasQuerySchema = z.object({
  tenantId,
  dataInicio: data('dataInicio'),
  dataFim: data('dataFim'),
  ...paginacao,
});

/** clientes/top: `limite` (1..100, default 10), `ordenarPor` (default ValorGasto), `tenantId`; the period is ours. */
export const topClientesQuerySchema = z.object({
  limite: inteiro('limite', 1, LIMITE_MAXIMO, LIMITE_PADRAO),
  ordenarPor: enumeracao('ordenarPor', CRITERIOS_CLIENTES, 'ValorGasto'),
  tenantId,
  lojaId,
  dataInicio: data('dataInicio'),
  dataFim: data('dataFim'),
});

/** expiracao/projecao: `tenantId`. */
export const projecaoQuerySchema = z.object({ tenantId });

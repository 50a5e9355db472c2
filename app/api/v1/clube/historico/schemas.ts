// Query of GET /api/v1/clube/historico (spec: `pagina` default 1, `tamanho` default 20). The
// bounds and messages are the panel lists' (docs/api-admin-clientes.md §3): `tamanho` at most 100.
import { z } from 'zod';

export const MENSAGENS_HISTORICO = {
  paginaInvalida: 'O parâmetro pagina deve ser um número inteiro entre 1 e 2147483647.',
  tamanhoInvalido: 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.',
} as const;

/** A whole number in the query string, within [min, max]; absent or empty gives `padrao`. */
function inteiroQuery(mensagem: string, min: number, max: number, padrao: number) {
  return z
    .string({ error: () => mensagem })
    .trim()
    .refine((v) => v === '' || (/^\d{1,10}$/.test(v) && Number(v) >= min && Number(v) <= max), { error: mensagem })
    .optional()
    .transform((v) => (v ? Number(v) : padrao))
    .meta({ type: 'integer', format: 'int32', minimum: min, maximum: max });
}

export const historicoQuerySchema = z.object({
  pagina: inteiroQuery(MENSAGENS_HISTORICO.paginaInvalida, 1, 2147483647, 1),
  tamanho: inteiroQuery(MENSAGENS_HISTORICO.tamanhoInvalido, 1, 100, 20),
});

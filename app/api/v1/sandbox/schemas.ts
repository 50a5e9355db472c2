import { z } from 'zod';
import { MAX_AVANCAR_DIAS, MENSAGENS_SANDBOX } from '@/lib/domain/sandbox/mensagens';

/** RelogioSandboxRequest (issue 12 §2): whole days, 1 to 3650 per call. */
export const relogioSandboxSchema = z.object({
  avancarDias: z
    .number({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? MENSAGENS_SANDBOX.avancarDiasObrigatorio : MENSAGENS_SANDBOX.avancarDiasInvalido,
    })
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_AVANCAR_DIAS, { error: MENSAGENS_SANDBOX.avancarDiasInvalido }),
});

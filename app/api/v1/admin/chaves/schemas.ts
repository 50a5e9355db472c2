// Requests of the API key administration (docs/api-admin-plataforma.md, "Chaves de API").
// Only the name and the environment can be chosen: the secret, its hash and prefix are generated.
import { z } from 'zod';
import { textoObrigatorio } from '@/lib/api/campos';
import { booleanoDeQuery, campoUuid, camposPaginacao, textoDeQuery } from '@/lib/api/consulta';

const MSG_AMBIENTE = 'O campo Ambiente deve ser Producao ou Teste.';

/** CriarChaveApiRequest. `ambiente` defaults to `Producao`; `Teste` makes a `fid_test_…` key for the sandbox. */
export const criarChaveSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 100 }),
  ambiente: z
    .enum(['Producao', 'Teste'], { error: () => MSG_AMBIENTE })
    .nullish()
    .transform((v) => v ?? 'Producao'),
});

export const listarChavesQuerySchema = z.object({
  tenantId: campoUuid('TenantId').optional(),
  prefixo: textoDeQuery('prefixo', 32),
  ambiente: z.enum(['Producao', 'Teste'], { error: () => 'O parâmetro ambiente deve ser Producao ou Teste.' }).optional(),
  revogada: booleanoDeQuery('revogada'),
  ...camposPaginacao,
});

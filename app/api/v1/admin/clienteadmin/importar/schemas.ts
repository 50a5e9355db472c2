// ImportarClientesRequest (docs/api-admin-clientes.md, "Importar clientes"): the file's text in a
// JSON body, with the shop's LGPD attestation for every person in it.
import { z } from 'zod';
import { booleanoObrigatorio, booleanoOpcional, formatoInvalido, obrigatorio } from '@/lib/api/campos';
import { campoUuid } from '@/lib/api/consulta';

export const importarClientesSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  lojaId: campoUuid('LojaId').nullish(),
  // Not trimmed: an empty file is the import's 422, not a missing field.
  csv: z.string({ error: (i) => (i.input === undefined || i.input === null ? obrigatorio('Csv') : formatoInvalido('Csv')) }),
  aceiteLgpd: booleanoObrigatorio('AceiteLgpd'),
  simular: booleanoOpcional('Simular'),
});

export type ImportarClientes = z.output<typeof importarClientesSchema>;

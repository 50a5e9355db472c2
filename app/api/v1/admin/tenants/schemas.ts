// Requests of the tenant administration (docs/api-admin-plataforma.md, "Tenants"). The spec
// shows no tenant record ("Store and tenant record fields: not shown"): the fields are ours.
import { z } from 'zod';
import { formatoInvalido, tamanhoMaximo, textoObrigatorio, textoOpcional } from '@/lib/api/campos';
import { EMAIL, campoEmailOpcional, emailInvalido } from '@/lib/api/campos-documentos';
import { CODIGOS_PLANO, planoPorCodigo } from '@/lib/domain/assinatura/planos';
import { PLANO_INICIAL } from '@/lib/domain/tenant/gravar-tenant';
import { booleanoDeQuery, buscaDeQuery, campoEmailObrigatorio, camposPaginacao } from '@/lib/api/consulta';

const MSG_PLANO = `O campo Plano deve ser ${CODIGOS_PLANO.slice(0, -1).join(', ')} ou ${CODIGOS_PLANO.at(-1)}.`;

/** The plan code, any case; the trial starts on it. */
const campoPlano = z
  .string({ error: () => formatoInvalido('Plano') })
  .refine((v) => planoPorCodigo(v) !== null, { error: MSG_PLANO })
  .transform((v) => planoPorCodigo(v)!.codigo)
  .nullish()
  .transform((v) => v ?? PLANO_INICIAL);

/** CriarTenantRequest. `administrador`: the tenant's first AdminTenant, who receives the first-access e-mail. */
export const criarTenantSchema = z.object({
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 150 }),
  cnpj: textoOpcional({ campo: 'Cnpj', max: 50 }),
  emailContato: campoEmailOpcional('EmailContato'),
  plano: campoPlano,
  administrador: z
    .object(
      {
        nome: textoObrigatorio({ campo: 'Administrador.Nome', min: 2, max: 150 }),
        email: campoEmailObrigatorio('Administrador.Email'),
      },
      { error: () => formatoInvalido('Administrador') },
    )
    .nullish()
    .transform((v) => v ?? undefined),
});

/**
 * An optional text of an update: absent keeps the current value, null or blank clears it.
 * (`textoOpcional` folds null into absent, which an update must tell apart.)
 */
const textoAtualizavel = (campo: string, max: number, valido: (v: string) => boolean = () => true, mensagem = formatoInvalido(campo)) =>
  z
    .string({ error: () => formatoInvalido(campo) })
    .trim()
    .max(max, { error: tamanhoMaximo(campo, max) })
    .refine((v) => v === '' || valido(v), { error: mensagem })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** AtualizarTenantRequest: `cnpj` and `emailContato` absent keep their value; null or "" clears them. */
export const atualizarTenantSchema = z.object({
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 150 }),
  cnpj: textoAtualizavel('Cnpj', 50),
  emailContato: textoAtualizavel('EmailContato', 150, (v) => EMAIL.test(v), emailInvalido('EmailContato')).transform(
    (v) => v?.toLowerCase() ?? v,
  ),
});

export const listarTenantsQuerySchema = z.object({
  busca: buscaDeQuery,
  ativo: booleanoDeQuery('ativo'),
  ...camposPaginacao,
});

// Requests of the panel users administration (docs/api-admin-plataforma.md, "Usuários"). There
// is no password field: a new user defines it through the first-access e-mail; `senhaHash`,
// `versaoSessao`, `ativo` and the like are not fields of these schemas, so they are never applied.
import { z } from 'zod';
import { obrigatorio, textoObrigatorio, textoOpcional } from '@/lib/api/campos';
import { booleanoDeQuery, buscaDeQuery, campoEmailObrigatorio, campoUuid, camposPaginacao } from '@/lib/api/consulta';

const PERFIS = ['SuperAdmin', 'AdminTenant', 'Operador'] as const;

const campoPerfil = z.enum(PERFIS, {
  error: (i) =>
    i.input === undefined || i.input === null ? obrigatorio('Perfil') : 'O campo Perfil deve ser SuperAdmin, AdminTenant ou Operador.',
});

/** CriarUsuarioAdminRequest. `tenantId`: SuperAdmin names the tenant of an AdminTenant/Operador; omitted for SuperAdmin users. */
export const criarUsuarioSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 150 }),
  email: campoEmailObrigatorio('Email'),
  perfil: campoPerfil,
});

/** AtualizarUsuarioAdminRequest. `email` may be sent unchanged; a different one is refused (immutable). */
export const atualizarUsuarioSchema = z.object({
  nome: textoObrigatorio({ campo: 'Nome', min: 2, max: 150 }),
  perfil: campoPerfil,
  email: textoOpcional({ campo: 'Email', max: 150 }),
});

export const listarUsuariosQuerySchema = z.object({
  tenantId: campoUuid('TenantId').optional(),
  perfil: z.enum(PERFIS, { error: () => 'O parâmetro perfil deve ser SuperAdmin, AdminTenant ou Operador.' }).optional(),
  ativo: booleanoDeQuery('ativo'),
  busca: buscaDeQuery,
  ...camposPaginacao,
});

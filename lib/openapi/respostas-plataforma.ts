// zod schemas of the `dados` the platform administration endpoints answer (tenants, lojas, chaves
// de API, usuários do painel, auditoria), for the OpenAPI document (lib/openapi/respostas.ts
// explains the pattern). Enums stay inline (respostas-admin.ts explains why).
import { z } from 'zod';
import { d, uuid, dataHora, dataHoraOuNulo, listaFiltrada, criadoEAtualizado, comSegredo } from '@/lib/openapi/formatos';
import { cnpj, CNPJ, nomeDaLoja } from '@/lib/openapi/campos';

// --- Usuários ---------------------------------------------------------------------------------------

export const usuarioAdminResponseSchema = z
  .object({
    id: uuid('Id do usuário.'),
    tenantId: uuid('Tenant do usuário; null para SuperAdmin (equipe da plataforma).').nullable(),
    nome: z.string().meta(d('Nome.')),
    email: z.string().meta(d('E-mail de login, em minúsculas; não muda depois de criado.')),
    perfil: z
      .enum(['SuperAdmin', 'AdminTenant', 'Operador'])
      .meta(d('`SuperAdmin`: equipe da plataforma; `AdminTenant`: gestor do tenant; `Operador`: caixa.')),
    ativo: z.boolean().meta(d('false: não entra no painel e seus tokens deixam de valer.')),
    primeiroAcessoPendente: z.boolean().meta(d('true enquanto o usuário não definiu a senha pelo e-mail de primeiro acesso.')),
    ultimoLoginEm: dataHoraOuNulo('Último login (UTC); null se nunca entrou.'),
    doisFatoresAtivo: z
      .boolean()
      .meta(d('true quando o usuário ativou a verificação em duas etapas (código do aplicativo autenticador no login).')),
    ...criadoEAtualizado,
  })
  .meta({ id: 'UsuarioAdminResponse', description: 'Usuário do painel. A senha (nem seu hash) nunca é devolvida.' });

export const listaUsuariosAdminSchema = listaFiltrada(usuarioAdminResponseSchema, 'ListaUsuariosAdminResponse', 'usuários');

// --- Tenants ----------------------------------------------------------------------------------------

export const assinaturaDoTenantSchema = z
  .object({
    plano: z.string().meta(d('Código do plano (`Essencial`, `Profissional` ou `Rede`).')),
    status: z.enum(['Trial', 'Ativa', 'Inadimplente', 'Cancelada']).meta(d('Situação da assinatura.')),
    trialAte: dataHoraOuNulo('Fim do período de avaliação (UTC); null fora dele.'),
    limiteLojas: z.int().positive().nullable().meta(d('Lojas ativas que o plano permite; null = ilimitadas.')),
  })
  .meta({ id: 'AssinaturaDoTenant', description: 'Resumo da assinatura do tenant (o faturamento é tratado em /api/v1/assinatura).' });

const camposTenant = {
  id: uuid('Id do tenant.'),
  nome: z.string().meta(d('Nome da empresa contratante.')),
  cnpj: z.string().regex(CNPJ).nullable().meta(d('CNPJ da empresa, sem máscara (numérico ou alfanumérico); null se não informado.')),
  emailContato: z.string().nullable().meta(d('E-mail de contato da empresa.')),
  ativo: z.boolean().meta(d('false: as chaves de API e os usuários do tenant param de funcionar.')),
  assinatura: assinaturaDoTenantSchema.nullable().meta(d('null para tenants sem assinatura (anteriores ao faturamento).')),
  ...criadoEAtualizado,
};

export const tenantResponseSchema = z.object(camposTenant).meta({ id: 'TenantResponse', description: 'Tenant (empresa contratante).' });

export const tenantCriadoResponseSchema = z
  .object({
    ...camposTenant,
    administrador: usuarioAdminResponseSchema.nullable().meta(d('O primeiro AdminTenant, quando pedido; null sem `administrador`.')),
  })
  .meta({ id: 'TenantCriadoResponse', description: 'Tenant criado, com o primeiro administrador quando pedido.' });

export const listaTenantsSchema = listaFiltrada(tenantResponseSchema, 'ListaTenantsResponse', 'tenants');

// --- Lojas ------------------------------------------------------------------------------------------

export const lojaResponseSchema = z
  .object({
    id: uuid('Id da loja.'),
    tenantId: uuid('Tenant da loja.'),
    nome: nomeDaLoja,
    cnpj: cnpj('CNPJ sem máscara, 14 caracteres (os 12 primeiros podem ser letras); é o `cnpjLoja` do PDV e não muda.'),
    ativo: z.boolean().meta(d('false: toda chamada de PDV com este CNPJ responde 422 `Loja não encontrada ou inativa.`')),
    fusoHorario: z.string().meta(d('Fuso horário IANA: define o "hoje" de liberação e expiração dos créditos.')),
    ...criadoEAtualizado,
  })
  .meta({ id: 'LojaResponse', description: 'Loja (ponto de venda).' });

export const listaLojasSchema = listaFiltrada(lojaResponseSchema, 'ListaLojasResponse', 'lojas');

// --- Chaves de API ----------------------------------------------------------------------------------

const camposChave = {
  id: uuid('Id da chave.'),
  tenantId: uuid('Tenant que a chave identifica.'),
  nome: z.string().meta(d('Nome dado à chave (ex.: o sistema que a usa).')),
  prefixo: z
    .string()
    .meta(d('Primeiros 17 caracteres da chave (`fid_live_…` ou `fid_test_…`): identificam a chave nas listas; não são segredo.')),
  ambiente: z.enum(['Producao', 'Teste']).meta(d('`Producao` (`fid_live_…`) ou `Teste` (`fid_test_…`, para o ambiente de homologação).')),
  criadoEm: dataHora('Criação (UTC).'),
  revogadaEm: dataHoraOuNulo('Revogação (UTC); null enquanto ativa.'),
  ultimoUsoEm: dataHoraOuNulo('Último uso registrado (UTC, atualizado no máximo uma vez por minuto); null se nunca usada.'),
};

export const chaveApiResponseSchema = z
  .object(camposChave)
  .meta({ id: 'ChaveApiResponse', description: 'Chave de integração do PDV/ERP. O segredo e seu hash nunca são devolvidos.' });

export const chaveApiCriadaResponseSchema = comSegredo(chaveApiResponseSchema, {
  id: 'ChaveApiCriadaResponse',
  criado: 'Chave criada (ou a nova chave de uma rotação)',
  campo: 'chave',
  segredo: 'O segredo da chave, para o cabeçalho `X-Api-Key`.',
});

export const listaChavesApiSchema = listaFiltrada(chaveApiResponseSchema, 'ListaChavesApiResponse', 'chaves');

// --- Auditoria --------------------------------------------------------------------------------------

export const auditoriaAdminResponseSchema = z
  .object({
    id: uuid('Id do registro.'),
    criadoEm: dataHora('Quando (UTC). Registros da mesma operação têm o mesmo instante.'),
    tenantId: uuid('Tenant afetado; null para mudanças da plataforma (usuários SuperAdmin).').nullable(),
    usuarioId: uuid('Quem fez a mudança; null para ações sem usuário.').nullable(),
    usuarioEmail: z.string().nullable().meta(d('E-mail de quem fez a mudança, no momento da mudança.')),
    acao: z.string().meta(d('O que foi feito (ex.: `CriarLoja`, `RevogarChaveApi`, `AlterarStatusUsuarioAdmin`).')),
    entidade: z.string().meta(d('Tipo do objeto alterado (ex.: `Loja`, `ChaveApi`, `UsuarioAdmin`, `Tenant`).')),
    entidadeId: z.string().nullable().meta(d('Id do objeto alterado.')),
    antes: z.unknown().meta(d('Estado anterior (objeto JSON) ou null na criação. Segredos nunca aparecem.')),
    depois: z.unknown().meta(d('Estado posterior (objeto JSON). Segredos nunca aparecem.')),
    requestId: z.string().nullable().meta(d('`X-Request-Id` da requisição que fez a mudança (liga o registro aos logs).')),
  })
  .meta({ id: 'AuditoriaAdminResponse', description: 'Registro do log de auditoria (somente inserção).' });

export const listaAuditoriaAdminSchema = listaFiltrada(auditoriaAdminResponseSchema, 'ListaAuditoriaAdminResponse', 'registros');

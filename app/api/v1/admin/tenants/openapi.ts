// OpenAPI declarations of the tenant administration (list, create, read, update, status), for
// the platform team only (lib/openapi/registro.ts explains the pattern). One file for the folder
// and its [id] and [id]/status subfolders.
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_USUARIO } from '@/lib/domain/acesso/admin-usuarios';
import { MENSAGENS_TENANT, type TenantResponse } from '@/lib/domain/tenant/gravar-tenant';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS, TENANT_ID, alternarAtivo, recursoDoPainel, PRIMEIRA_PAGINA } from '@/lib/openapi/comuns';
import { listaTenantsSchema, tenantCriadoResponseSchema, tenantResponseSchema } from '@/lib/openapi/respostas-plataforma';
import { CNPJ, CNPJ_DIGITOS, RECEM_CRIADO, USUARIO_RECEM_CRIADO } from '@/lib/openapi/exemplos';
import { atualizarTenantSchema, criarTenantSchema, listarTenantsQuerySchema } from './schemas';

const TAG = 'Painel: tenants';

const ADMIN_ID = 'b3c4d5e6-f7a8-4b9c-8d0e-1f2a3b4c5d6e';

const tenant: TenantResponse = {
  id: TENANT_ID,
  nome: 'Rede Sabor',
  cnpj: CNPJ_DIGITOS,
  emailContato: 'contato@sabor.com.br',
  ativo: true,
  assinatura: { plano: 'Essencial', status: 'Trial', trialAte: '2026-06-04T14:30:00Z', limiteLojas: 1 },
  ...RECEM_CRIADO,
};

const PERFIS = `**Perfil:** só \`SuperAdmin\` (equipe da plataforma). \`AdminTenant\` e \`Operador\` recebem 403 \`${MENSAGENS.acessoNegado}\`.`;

const erro404: ErroDeclarado = [404, 'Tenant inexistente', MENSAGENS_TENANT.naoEncontrado];
const tenants = recursoDoPainel(tenantResponseSchema, tenant, ['Id do tenant (UUID).', TENANT_ID], erro404);
const erroCnpj: ErroDeclarado = [422, 'CNPJ com dígitos verificadores ou tamanho inválidos', MENSAGENS.cnpjInvalido];
const erroCnpjEmUso: ErroDeclarado = [422, 'CNPJ já usado por outro tenant', MENSAGENS_TENANT.cnpjEmUso];

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/tenants', 'listarTenants', {
    resumo: 'Listar tenants',
    descricao: `Tenants (empresas contratantes) em ordem de nome, paginados, com o resumo da assinatura.

\`busca\` procura no nome e no e-mail de contato (sem distinção de maiúsculas) e no início do CNPJ (com ou sem máscara).

${PERFIS}`,
    query: {
      schema: listarTenantsQuerySchema,
      descricoes: {
        busca: 'Trecho do nome, do e-mail de contato ou início do CNPJ.',
        ativo: '`true` só ativos; `false` só desativados; ausente: todos.',
      },
      exemplo: { busca: 'Sabor', ativo: 'true', ...PRIMEIRA_PAGINA },
    },
    ...tenants.pagina(listaTenantsSchema, 'Página de tenants.'),
    erros: [ERROS.tamanhoInvalido, ERROS.ativoInvalido, ERROS.soSuperAdmin],
  }),

  op('POST /api/v1/admin/tenants', 'criarTenant', {
    resumo: 'Criar um tenant, com período de avaliação e primeiro administrador',
    descricao: `Cria o tenant e, na mesma transação:
- a **assinatura no período de avaliação** (\`Trial\`, 14 dias grátis) no \`plano\` escolhido (padrão \`Essencial\`: 1 loja; \`Profissional\`: 5; \`Rede\`: ilimitadas);
- quando \`administrador\` é informado, o primeiro usuário \`AdminTenant\`, **sem senha**: ele recebe o e-mail de primeiro acesso para defini-la (GET/POST /api/v1/AuthAdmin/primeiro-acesso) e então entra pelo login;
- os registros de auditoria.

Campos: \`nome\` 2 a 150 caracteres; \`cnpj\` opcional, com ou sem máscara, numérico ou alfanumérico (422 se inválido; único entre tenants); \`emailContato\` opcional. Chaves de API e lojas são criadas depois, em /api/v1/admin/chaves e /api/v1/admin/lojas. Campos como \`ativo\`, \`id\` ou \`assinatura\` no corpo são ignorados.

${PERFIS}`,
    corpo: ['CriarTenantRequest', criarTenantSchema],
    exemplos: {
      'Tenant com o primeiro administrador': {
        nome: 'Rede Sabor',
        cnpj: CNPJ,
        emailContato: 'contato@sabor.com.br',
        plano: 'Essencial',
        administrador: { nome: 'Ana Souza', email: 'ana@sabor.com.br' },
      },
      'Só o nome (plano Essencial, sem administrador)': { nome: 'Farmácia Boa Saúde' },
    },
    dados: tenantCriadoResponseSchema,
    status: 201,
    sucesso: 'Tenant criado; o administrador (se pedido) recebeu o e-mail de primeiro acesso.',
    mensagem: 'Tenant criado com sucesso.',
    exemplo: {
      ...tenant,
      administrador: {
        id: ADMIN_ID,
        tenantId: TENANT_ID,
        nome: 'Ana Souza',
        email: 'ana@sabor.com.br',
        perfil: 'AdminTenant',
        ...USUARIO_RECEM_CRIADO,
      },
    },
    erros: [
      [400, 'Nome ausente', obrigatorio('Nome'), {}],
      [400, 'Plano desconhecido', 'O campo Plano deve ser Essencial, Profissional ou Rede.', { nome: 'Rede Sabor', plano: 'Ouro' }],
      [
        400,
        'E-mail do administrador ausente',
        obrigatorio('Administrador.Email'),
        { nome: 'Rede Sabor', administrador: { nome: 'Ana Souza' } },
      ],
      ERROS.soSuperAdmin,
      erroCnpj,
      erroCnpjEmUso,
      [422, 'E-mail do administrador já cadastrado', MENSAGENS_USUARIO.emailEmUso],
    ],
  }),

  op('GET /api/v1/admin/tenants/{id}', 'obterTenant', {
    resumo: 'Obter um tenant',
    descricao: `O tenant com o resumo da assinatura.\n\n${PERFIS}`,
    ...tenants.obter('O tenant.', [ERROS.soSuperAdmin, erro404]),
  }),

  op('PUT /api/v1/admin/tenants/{id}', 'atualizarTenant', {
    resumo: 'Atualizar um tenant',
    descricao: `Altera \`nome\`, \`cnpj\` e \`emailContato\`. \`cnpj\` e \`emailContato\` ausentes mantêm o valor atual; \`null\` ou \`""\` os apagam. O status muda em PATCH …/status; a assinatura, em /api/v1/assinatura. Sem mudança, nada é gravado nem auditado.\n\n${PERFIS}`,
    corpo: ['AtualizarTenantRequest', atualizarTenantSchema],
    exemplos: {
      'Novo nome e e-mail de contato': { nome: 'Rede Sabor Alimentos', emailContato: 'financeiro@sabor.com.br' },
      'Apagar o CNPJ': { nome: 'Rede Sabor', cnpj: null },
    },
    ...tenants.porId,
    sucesso: 'Tenant atualizado.',
    mensagem: 'Tenant atualizado com sucesso.',
    exemplo: { ...tenant, nome: 'Rede Sabor Alimentos', emailContato: 'financeiro@sabor.com.br', atualizadoEm: '2026-05-22T10:00:00Z' },
    erros: [
      [400, 'Nome ausente', obrigatorio('Nome'), { cnpj: null }],
      [
        400,
        'E-mail de contato inválido',
        'O campo EmailContato não é um endereço de e-mail válido.',
        { nome: 'Rede Sabor', emailContato: 'contato' },
      ],
      ERROS.soSuperAdmin,
      erro404,
      erroCnpj,
      erroCnpjEmUso,
    ],
  }),

  op('PATCH /api/v1/admin/tenants/{id}/status', 'alterarStatusTenant', {
    resumo: 'Ativar ou desativar um tenant',
    descricao: `\`ativo=false\` desativa o tenant: **as chaves de API param de autenticar** (401 no PDV; nesta instância na hora, nas demais em até 10 s), **seus usuários não entram** no painel e os tokens já emitidos deixam de valer. Lojas, chaves, usuários, clientes e saldos não são apagados: \`ativo=true\` restaura tudo. Repetir o status atual não muda nada.\n\n${PERFIS}`,
    ...alternarAtivo('Tenant', 'o'),
    ...tenants.porId,
    exemplo: { ...tenant, ativo: false, atualizadoEm: '2026-05-22T10:00:00Z' },
    erros: [ERROS.ativoAusente, ERROS.ativoInvalido, ERROS.soSuperAdmin, erro404],
  }),
];

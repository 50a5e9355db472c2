// OpenAPI declarations of the tenant administration (list, create, read, update, status), for
// the platform team only (lib/openapi/registro.ts explains the pattern). One file for the folder
// and its [id] and [id]/status subfolders.
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_USUARIO } from '@/lib/domain/acesso/admin-usuarios';
import { idDoCaminhoSchema } from '@/lib/api/consulta';
import { MENSAGENS_TENANT, type TenantResponse } from '@/lib/domain/tenant/gravar-tenant';
import { definirOperacao, type ErroDocumentado } from '@/lib/openapi/registro';
import { listaTenantsSchema, tenantCriadoResponseSchema, tenantResponseSchema } from '@/lib/openapi/respostas-plataforma';
import { CNPJ, CNPJ_DIGITOS } from '@/lib/openapi/exemplos';
import { atualizarTenantSchema, criarTenantSchema, listarTenantsQuerySchema, statusTenantQuerySchema } from './schemas';

const TAG = 'Painel: tenants';

const TENANT_ID = 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f';
const ADMIN_ID = 'b3c4d5e6-f7a8-4b9c-8d0e-1f2a3b4c5d6e';

const tenant: TenantResponse = {
  id: TENANT_ID,
  nome: 'Rede Sabor',
  cnpj: CNPJ_DIGITOS,
  emailContato: 'contato@sabor.com.br',
  ativo: true,
  assinatura: { plano: 'Essencial', status: 'Trial', trialAte: '2026-06-04T14:30:00Z', limiteLojas: 1 },
  criadoEm: '2026-05-21T14:30:00Z',
  atualizadoEm: '2026-05-21T14:30:00Z',
};

const parametrosId = { schema: idDoCaminhoSchema, descricoes: { id: 'Id do tenant (UUID).' }, exemplo: { id: TENANT_ID } };

const PERFIS = `**Perfil:** só \`SuperAdmin\` (equipe da plataforma). \`AdminTenant\` e \`Operador\` recebem 403 \`${MENSAGENS.acessoNegado}\`.`;

const erro403: ErroDocumentado = { status: 403, causa: 'Perfil que não é SuperAdmin', mensagem: MENSAGENS.acessoNegado };
const erro404: ErroDocumentado = { status: 404, causa: 'Tenant inexistente', mensagem: MENSAGENS_TENANT.naoEncontrado };
const erroId: ErroDocumentado = { status: 400, causa: 'id do caminho não é um UUID', mensagem: 'O campo Id deve ser um UUID.' };
const erroCnpj: ErroDocumentado = {
  status: 422,
  causa: 'CNPJ com dígitos verificadores ou tamanho inválidos',
  mensagem: MENSAGENS.cnpjInvalido,
};
const erroCnpjEmUso: ErroDocumentado = { status: 422, causa: 'CNPJ já usado por outro tenant', mensagem: MENSAGENS_TENANT.cnpjEmUso };

export const operacoes = [
  definirOperacao({
    metodo: 'GET',
    caminho: '/api/v1/admin/tenants',
    id: 'listarTenants',
    tag: TAG,
    resumo: 'Listar tenants',
    descricao: `Tenants (empresas contratantes) em ordem de nome, paginados, com o resumo da assinatura.

\`busca\` procura no nome e no e-mail de contato (sem distinção de maiúsculas) e no início do CNPJ (com ou sem máscara).

${PERFIS}`,
    seguranca: 'bearerAdmin',
    query: {
      schema: listarTenantsQuerySchema,
      descricoes: {
        busca: 'Trecho do nome, do e-mail de contato ou início do CNPJ.',
        ativo: '`true` só ativos; `false` só desativados; ausente: todos.',
        pagina: 'Página, a partir de 1 (padrão 1).',
        tamanho: 'Itens por página, 1 a 100 (padrão 20).',
      },
      exemplo: { busca: 'Sabor', ativo: 'true', pagina: '1', tamanho: '20' },
    },
    dados: listaTenantsSchema,
    sucesso: {
      status: 200,
      descricao: 'Página de tenants.',
      mensagem: null,
      exemplo: { itens: [tenant], paginacao: { pagina: 1, tamanho: 20, totalRegistros: 1 } },
    },
    erros: [
      {
        status: 400,
        causa: 'tamanho fora de 1 a 100',
        mensagem: 'O parâmetro tamanho deve ser um número inteiro entre 1 e 100.',
        entrada: { tamanho: '500' },
      },
      {
        status: 400,
        causa: 'ativo que não é true nem false',
        mensagem: 'O parâmetro ativo deve ser true ou false.',
        entrada: { ativo: 'sim' },
      },
      erro403,
    ],
  }),

  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/admin/tenants',
    id: 'criarTenant',
    tag: TAG,
    resumo: 'Criar um tenant, com período de teste e primeiro administrador',
    descricao: `Cria o tenant e, na mesma transação:
- a **assinatura em teste** (\`Trial\`, 14 dias) no \`plano\` escolhido (padrão \`Essencial\`: 1 loja; \`Profissional\`: 5; \`Rede\`: ilimitadas);
- quando \`administrador\` é informado, o primeiro usuário \`AdminTenant\`, **sem senha**: ele recebe o e-mail de primeiro acesso para defini-la (GET/POST /api/v1/AuthAdmin/primeiro-acesso) e então entra pelo login;
- os registros de auditoria.

Campos: \`nome\` 2 a 150 caracteres; \`cnpj\` opcional, com ou sem máscara, numérico ou alfanumérico (422 se inválido; único entre tenants); \`emailContato\` opcional. Chaves de API e lojas são criadas depois, em /api/v1/admin/chaves e /api/v1/admin/lojas. Campos como \`ativo\`, \`id\` ou \`assinatura\` no corpo são ignorados.

${PERFIS}`,
    seguranca: 'bearerAdmin',
    corpo: {
      schema: criarTenantSchema,
      nome: 'CriarTenantRequest',
      exemplos: [
        {
          resumo: 'Tenant com o primeiro administrador',
          valor: {
            nome: 'Rede Sabor',
            cnpj: CNPJ,
            emailContato: 'contato@sabor.com.br',
            plano: 'Essencial',
            administrador: { nome: 'Ana Souza', email: 'ana@sabor.com.br' },
          },
        },
        { resumo: 'Só o nome (plano Essencial, sem administrador)', valor: { nome: 'Farmácia Boa Saúde' } },
      ],
    },
    dados: tenantCriadoResponseSchema,
    sucesso: {
      status: 201,
      descricao: 'Tenant criado; o administrador (se pedido) recebeu o e-mail de primeiro acesso.',
      mensagem: 'Tenant criado com sucesso.',
      exemplo: {
        ...tenant,
        administrador: {
          id: ADMIN_ID,
          tenantId: TENANT_ID,
          nome: 'Ana Souza',
          email: 'ana@sabor.com.br',
          perfil: 'AdminTenant',
          ativo: true,
          primeiroAcessoPendente: true,
          ultimoLoginEm: null,
          criadoEm: '2026-05-21T14:30:00Z',
          atualizadoEm: '2026-05-21T14:30:00Z',
        },
      },
    },
    erros: [
      { status: 400, causa: 'Nome ausente', mensagem: obrigatorio('Nome'), entrada: {} },
      {
        status: 400,
        causa: 'Plano desconhecido',
        mensagem: 'O campo Plano deve ser Essencial, Profissional ou Rede.',
        entrada: { nome: 'Rede Sabor', plano: 'Ouro' },
      },
      {
        status: 400,
        causa: 'E-mail do administrador ausente',
        mensagem: obrigatorio('Administrador.Email'),
        entrada: { nome: 'Rede Sabor', administrador: { nome: 'Ana Souza' } },
      },
      erro403,
      erroCnpj,
      erroCnpjEmUso,
      { status: 422, causa: 'E-mail do administrador já cadastrado', mensagem: MENSAGENS_USUARIO.emailEmUso },
    ],
  }),

  definirOperacao({
    metodo: 'GET',
    caminho: '/api/v1/admin/tenants/{id}',
    id: 'obterTenant',
    tag: TAG,
    resumo: 'Obter um tenant',
    descricao: `O tenant com o resumo da assinatura.\n\n${PERFIS}`,
    seguranca: 'bearerAdmin',
    parametrosCaminho: parametrosId,
    dados: tenantResponseSchema,
    sucesso: { status: 200, descricao: 'O tenant.', mensagem: null, exemplo: tenant },
    erros: [erroId, erro403, erro404],
  }),

  definirOperacao({
    metodo: 'PUT',
    caminho: '/api/v1/admin/tenants/{id}',
    id: 'atualizarTenant',
    tag: TAG,
    resumo: 'Atualizar um tenant',
    descricao: `Altera \`nome\`, \`cnpj\` e \`emailContato\`. \`cnpj\` e \`emailContato\` ausentes mantêm o valor atual; \`null\` ou \`""\` os apagam. O status muda em PATCH …/status; a assinatura, em /api/v1/assinatura. Sem mudança, nada é gravado nem auditado.\n\n${PERFIS}`,
    seguranca: 'bearerAdmin',
    parametrosCaminho: parametrosId,
    corpo: {
      schema: atualizarTenantSchema,
      nome: 'AtualizarTenantRequest',
      exemplos: [
        { resumo: 'Novo nome e e-mail de contato', valor: { nome: 'Rede Sabor Alimentos', emailContato: 'financeiro@sabor.com.br' } },
        { resumo: 'Apagar o CNPJ', valor: { nome: 'Rede Sabor', cnpj: null } },
      ],
    },
    dados: tenantResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Tenant atualizado.',
      mensagem: 'Tenant atualizado com sucesso.',
      exemplo: { ...tenant, nome: 'Rede Sabor Alimentos', emailContato: 'financeiro@sabor.com.br', atualizadoEm: '2026-05-22T10:00:00Z' },
    },
    erros: [
      { status: 400, causa: 'Nome ausente', mensagem: obrigatorio('Nome'), entrada: { cnpj: null } },
      {
        status: 400,
        causa: 'E-mail de contato inválido',
        mensagem: 'O campo EmailContato não é um endereço de e-mail válido.',
        entrada: { nome: 'Rede Sabor', emailContato: 'contato' },
      },
      erroId,
      erro403,
      erro404,
      erroCnpj,
      erroCnpjEmUso,
    ],
  }),

  definirOperacao({
    metodo: 'PATCH',
    caminho: '/api/v1/admin/tenants/{id}/status',
    id: 'alterarStatusTenant',
    tag: TAG,
    resumo: 'Ativar ou desativar um tenant',
    descricao: `\`ativo=false\` desativa o tenant: **as chaves de API param de autenticar** (401 no PDV; nesta instância na hora, nas demais em até 10 s), **seus usuários não entram** no painel e os tokens já emitidos deixam de valer. Lojas, chaves, usuários, clientes e saldos não são apagados: \`ativo=true\` restaura tudo. Repetir o status atual não muda nada.\n\n${PERFIS}`,
    seguranca: 'bearerAdmin',
    parametrosCaminho: parametrosId,
    query: {
      schema: statusTenantQuerySchema,
      descricoes: { ativo: '`true` para ativar, `false` para desativar.' },
      exemplo: { ativo: 'false' },
    },
    dados: tenantResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Status aplicado. A mensagem é `Tenant ativado.` ou `Tenant desativado.`',
      mensagem: 'Tenant desativado.',
      exemplo: { ...tenant, ativo: false, atualizadoEm: '2026-05-22T10:00:00Z' },
    },
    erros: [
      { status: 400, causa: 'Parâmetro ativo ausente', mensagem: obrigatorio('Ativo'), entrada: {} },
      {
        status: 400,
        causa: 'ativo que não é true nem false',
        mensagem: 'O parâmetro ativo deve ser true ou false.',
        entrada: { ativo: 'x' },
      },
      erroId,
      erro403,
      erro404,
    ],
  }),
];

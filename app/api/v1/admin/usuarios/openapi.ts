// OpenAPI declarations of the panel users administration (list, create, read, update, status)
// (lib/openapi/registro.ts explains the pattern). One file for the folder and its [id] and
// [id]/status subfolders.
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_USUARIO, type UsuarioResponse } from '@/lib/domain/acesso/admin-usuarios';
import { idDoCaminhoSchema } from '@/lib/api/consulta';
import { definirOperacao, type ErroDocumentado } from '@/lib/openapi/registro';
import { listaUsuariosAdminSchema, usuarioAdminResponseSchema } from '@/lib/openapi/respostas-plataforma';
import { atualizarUsuarioSchema, criarUsuarioSchema, listarUsuariosQuerySchema, statusUsuarioQuerySchema } from './schemas';

const TAG = 'Painel: usuários';

const TENANT_ID = 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f';
const USUARIO_ID = 'a2b3c4d5-e6f7-4a8b-9c0d-1e2f3a4b5c6d';

const usuario: UsuarioResponse = {
  id: USUARIO_ID,
  tenantId: TENANT_ID,
  nome: 'Carlos Lima',
  email: 'carlos@sabor.com.br',
  perfil: 'Operador',
  ativo: true,
  primeiroAcessoPendente: true,
  ultimoLoginEm: null,
  criadoEm: '2026-05-21T14:30:00Z',
  atualizadoEm: '2026-05-21T14:30:00Z',
};

const parametrosId = { schema: idDoCaminhoSchema, descricoes: { id: 'Id do usuário (UUID).' }, exemplo: { id: USUARIO_ID } };

const PERFIS = `**Perfis:** \`SuperAdmin\` gerencia todos (a equipe da plataforma e os usuários de qualquer tenant); \`AdminTenant\` gerencia os \`AdminTenant\` e \`Operador\` do próprio tenant e não vê a equipe da plataforma; \`Operador\` recebe 403 \`${MENSAGENS.acessoNegado}\`. Usuário fora do alcance responde 404 \`${MENSAGENS_USUARIO.naoEncontrado}\`.`;

const erroPerfil: ErroDocumentado = { status: 403, causa: 'Perfil sem acesso (Operador)', mensagem: MENSAGENS.acessoNegado };
const erro404: ErroDocumentado = {
  status: 404,
  causa: 'Usuário inexistente ou fora do alcance de quem chama',
  mensagem: MENSAGENS_USUARIO.naoEncontrado,
};
const erroId: ErroDocumentado = { status: 400, causa: 'id do caminho não é um UUID', mensagem: 'O campo Id deve ser um UUID.' };

export const operacoes = [
  definirOperacao({
    metodo: 'GET',
    caminho: '/api/v1/admin/usuarios',
    id: 'listarUsuariosAdmin',
    tag: TAG,
    resumo: 'Listar usuários do painel',
    descricao: `Usuários em ordem de nome, paginados. \`busca\` procura no nome e no e-mail. SuperAdmin sem \`tenantId\` vê todos, inclusive a equipe da plataforma (\`perfil=SuperAdmin\`). Nunca devolve senha nem hash.\n\n${PERFIS}`,
    seguranca: 'bearerAdmin',
    query: {
      schema: listarUsuariosQuerySchema,
      descricoes: {
        tenantId: 'Tenant (SuperAdmin). Para AdminTenant, só o próprio.',
        perfil: '`SuperAdmin`, `AdminTenant` ou `Operador`.',
        ativo: '`true` só ativos; `false` só desativados; ausente: todos.',
        busca: 'Trecho do nome ou do e-mail.',
        pagina: 'Página, a partir de 1 (padrão 1).',
        tamanho: 'Itens por página, 1 a 100 (padrão 20).',
      },
      exemplo: { perfil: 'Operador', ativo: 'true', pagina: '1', tamanho: '20' },
    },
    dados: listaUsuariosAdminSchema,
    sucesso: {
      status: 200,
      descricao: 'Página de usuários.',
      mensagem: null,
      exemplo: { itens: [usuario], paginacao: { pagina: 1, tamanho: 20, totalRegistros: 1 } },
    },
    erros: [
      {
        status: 400,
        causa: 'perfil desconhecido',
        mensagem: 'O parâmetro perfil deve ser SuperAdmin, AdminTenant ou Operador.',
        entrada: { perfil: 'Gerente' },
      },
      erroPerfil,
      { status: 403, causa: 'AdminTenant informando o tenantId de outro tenant', mensagem: MENSAGENS.acessoNegado },
    ],
  }),

  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/admin/usuarios',
    id: 'criarUsuarioAdmin',
    tag: TAG,
    resumo: 'Criar um usuário do painel',
    descricao: `Cria o usuário **sem senha** e, na mesma transação, enfileira o **e-mail de primeiro acesso** com o link para defini-la (POST /api/v1/AuthAdmin/primeiro-acesso; o link vale 72 h e pode ser reenviado por GET /api/v1/AuthAdmin/primeiro-acesso). O e-mail é o login: único na plataforma (sem distinção de maiúsculas) e imutável.

- \`AdminTenant\` cria \`AdminTenant\` e \`Operador\` do próprio tenant; pedir \`SuperAdmin\` ou outro \`tenantId\` dá 403.
- \`SuperAdmin\` informa \`tenantId\` para \`AdminTenant\`/\`Operador\`; usuários \`SuperAdmin\` não têm tenant.
- Campos como \`senhaHash\`, \`senha\`, \`versaoSessao\`, \`ativo\` ou \`id\` no corpo são ignorados.

${PERFIS}`,
    seguranca: 'bearerAdmin',
    corpo: {
      schema: criarUsuarioSchema,
      nome: 'CriarUsuarioAdminRequest',
      exemplos: [
        { resumo: 'Operador de caixa do próprio tenant', valor: { nome: 'Carlos Lima', email: 'carlos@sabor.com.br', perfil: 'Operador' } },
        {
          resumo: 'Gestor de um tenant, criado pela plataforma',
          valor: { tenantId: TENANT_ID, nome: 'Ana Souza', email: 'ana@sabor.com.br', perfil: 'AdminTenant' },
        },
        {
          resumo: 'Membro da equipe da plataforma',
          valor: { nome: 'Equipe Suporte', email: 'suporte@plataforma.com.br', perfil: 'SuperAdmin' },
        },
      ],
    },
    dados: usuarioAdminResponseSchema,
    sucesso: {
      status: 201,
      descricao: 'Usuário criado; o e-mail de primeiro acesso foi enfileirado.',
      mensagem: 'Usuário criado. Enviamos a ele o e-mail de primeiro acesso para definir a senha.',
      exemplo: usuario,
    },
    erros: [
      {
        status: 400,
        causa: 'E-mail inválido',
        mensagem: 'O campo Email não é um endereço de e-mail válido.',
        entrada: { nome: 'Carlos', email: 'carlos@', perfil: 'Operador' },
      },
      { status: 400, causa: 'Perfil ausente', mensagem: obrigatorio('Perfil'), entrada: { nome: 'Carlos', email: 'carlos@sabor.com.br' } },
      { status: 400, causa: 'SuperAdmin criando AdminTenant ou Operador sem tenantId', mensagem: obrigatorio('TenantId') },
      { status: 403, causa: 'Operador; ou AdminTenant pedindo perfil SuperAdmin ou outro tenantId', mensagem: MENSAGENS.acessoNegado },
      { status: 404, causa: 'tenantId inexistente (SuperAdmin)', mensagem: MENSAGENS_USUARIO.tenantNaoEncontrado },
      { status: 422, causa: 'E-mail já cadastrado', mensagem: MENSAGENS_USUARIO.emailEmUso },
      { status: 422, causa: 'tenantId informado para um usuário SuperAdmin', mensagem: MENSAGENS_USUARIO.superAdminComTenant },
    ],
  }),

  definirOperacao({
    metodo: 'GET',
    caminho: '/api/v1/admin/usuarios/{id}',
    id: 'obterUsuarioAdmin',
    tag: TAG,
    resumo: 'Obter um usuário do painel',
    descricao: PERFIS,
    seguranca: 'bearerAdmin',
    parametrosCaminho: parametrosId,
    dados: usuarioAdminResponseSchema,
    sucesso: { status: 200, descricao: 'O usuário.', mensagem: null, exemplo: usuario },
    erros: [erroId, erroPerfil, erro404],
  }),

  definirOperacao({
    metodo: 'PUT',
    caminho: '/api/v1/admin/usuarios/{id}',
    id: 'atualizarUsuarioAdmin',
    tag: TAG,
    resumo: 'Atualizar um usuário do painel',
    descricao: `Altera \`nome\` e \`perfil\`; a mudança de perfil vale já nos tokens em uso. O \`email\` não muda (enviá-lo igual é aceito; diferente dá 422). Regras do perfil: ninguém muda o próprio; \`AdminTenant\` só concede \`AdminTenant\` ou \`Operador\` (403 para \`SuperAdmin\`); um usuário de tenant não vira \`SuperAdmin\`, nem o contrário (422). \`tenantId\`, \`senhaHash\`, \`versaoSessao\` e \`ativo\` não são campos desta requisição.\n\n${PERFIS}`,
    seguranca: 'bearerAdmin',
    parametrosCaminho: parametrosId,
    corpo: {
      schema: atualizarUsuarioSchema,
      nome: 'AtualizarUsuarioAdminRequest',
      exemplos: [{ resumo: 'Promover um operador a gestor', valor: { nome: 'Carlos Lima', perfil: 'AdminTenant' } }],
    },
    dados: usuarioAdminResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Usuário atualizado.',
      mensagem: 'Usuário atualizado com sucesso.',
      exemplo: { ...usuario, perfil: 'AdminTenant', atualizadoEm: '2026-05-22T10:00:00Z' },
    },
    erros: [
      {
        status: 400,
        causa: 'Perfil desconhecido',
        mensagem: 'O campo Perfil deve ser SuperAdmin, AdminTenant ou Operador.',
        entrada: { nome: 'Carlos', perfil: 'Gerente' },
      },
      erroId,
      { status: 403, causa: 'Operador; ou AdminTenant concedendo SuperAdmin', mensagem: MENSAGENS.acessoNegado },
      erro404,
      { status: 422, causa: 'email diferente do cadastrado', mensagem: MENSAGENS_USUARIO.emailImutavel },
      { status: 422, causa: 'Mudança do próprio perfil', mensagem: MENSAGENS_USUARIO.proprioPerfil },
      { status: 422, causa: 'Usuário de tenant para SuperAdmin, ou o contrário', mensagem: MENSAGENS_USUARIO.trocaDeEscopo },
    ],
  }),

  definirOperacao({
    metodo: 'PATCH',
    caminho: '/api/v1/admin/usuarios/{id}/status',
    id: 'alterarStatusUsuarioAdmin',
    tag: TAG,
    resumo: 'Ativar ou desativar um usuário do painel',
    descricao: `\`ativo=false\`: o usuário não entra mais e **todos os tokens já emitidos param de valer na hora** (a versão de sessão muda). Reativar permite um novo login; os tokens antigos continuam sem valer. Ninguém desativa a si mesmo (422). Repetir o status atual não muda nada.\n\n${PERFIS}`,
    seguranca: 'bearerAdmin',
    parametrosCaminho: parametrosId,
    query: {
      schema: statusUsuarioQuerySchema,
      descricoes: { ativo: '`true` para ativar, `false` para desativar.' },
      exemplo: { ativo: 'false' },
    },
    dados: usuarioAdminResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Status aplicado. A mensagem é `Usuário ativado.` ou `Usuário desativado.`',
      mensagem: 'Usuário desativado.',
      exemplo: { ...usuario, ativo: false, atualizadoEm: '2026-05-22T10:00:00Z' },
    },
    erros: [
      { status: 400, causa: 'Parâmetro ativo ausente', mensagem: obrigatorio('Ativo'), entrada: {} },
      erroId,
      erroPerfil,
      erro404,
      { status: 422, causa: 'Desativar o próprio usuário', mensagem: MENSAGENS_USUARIO.propriaDesativacao },
    ],
  }),
];

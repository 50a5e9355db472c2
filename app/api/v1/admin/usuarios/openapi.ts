// OpenAPI declarations of the panel users administration (list, create, read, update, status)
// (lib/openapi/registro.ts explains the pattern). One file for the folder and its [id] and
// [id]/status subfolders.
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_USUARIO, type UsuarioResponse } from '@/lib/domain/acesso/admin-usuarios';
import { MENSAGENS_DOIS_FATORES } from '@/lib/domain/acesso/mensagens-dois-fatores';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS, TENANT_ID, alternarAtivo, recursoDoPainel, PRIMEIRA_PAGINA, tenantInexistente, ERROS_TENANT } from '@/lib/openapi/comuns';
import { listaUsuariosAdminSchema, usuarioAdminResponseSchema } from '@/lib/openapi/respostas-plataforma';
import { USUARIO_RECEM_CRIADO } from '@/lib/openapi/exemplos';
import { atualizarUsuarioSchema, criarUsuarioSchema, listarUsuariosQuerySchema } from './schemas';

const TAG = 'Painel: usuários';

const USUARIO_ID = 'a2b3c4d5-e6f7-4a8b-9c0d-1e2f3a4b5c6d';

const usuario: UsuarioResponse = {
  id: USUARIO_ID,
  tenantId: TENANT_ID,
  nome: 'Carlos Lima',
  email: 'carlos@sabor.com.br',
  perfil: 'Operador',
  ...USUARIO_RECEM_CRIADO,
};

const PERFIS = `**Perfis:** \`SuperAdmin\` gerencia todos (a equipe da plataforma e os usuários de qualquer tenant); \`AdminTenant\` gerencia os \`AdminTenant\` e \`Operador\` do próprio tenant e não vê a equipe da plataforma; \`Operador\` recebe 403 \`${MENSAGENS.acessoNegado}\`. Usuário fora do alcance responde 404 \`${MENSAGENS_USUARIO.naoEncontrado}\`.`;

const erro404: ErroDeclarado = [404, 'Usuário inexistente ou fora do alcance de quem chama', MENSAGENS_USUARIO.naoEncontrado];
const usuarios = recursoDoPainel(usuarioAdminResponseSchema, usuario, ['Id do usuário (UUID).', USUARIO_ID], erro404);

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/usuarios', 'listarUsuariosAdmin', {
    resumo: 'Listar usuários do painel',
    descricao: `Usuários em ordem de nome, paginados. \`busca\` procura no nome e no e-mail. SuperAdmin sem \`tenantId\` vê todos, inclusive a equipe da plataforma (\`perfil=SuperAdmin\`). Nunca devolve senha nem hash.\n\n${PERFIS}`,
    query: {
      schema: listarUsuariosQuerySchema,
      descricoes: {
        perfil: '`SuperAdmin`, `AdminTenant` ou `Operador`.',
        ativo: '`true` só ativos; `false` só desativados; ausente: todos.',
        busca: 'Trecho do nome ou do e-mail.',
      },
      exemplo: { perfil: 'Operador', ativo: 'true', ...PRIMEIRA_PAGINA },
    },
    ...usuarios.pagina(listaUsuariosAdminSchema, 'Página de usuários.'),
    erros: [
      [400, 'perfil desconhecido', 'O parâmetro perfil deve ser SuperAdmin, AdminTenant ou Operador.', { perfil: 'Gerente' }],
      ...ERROS_TENANT,
    ],
  }),

  op('POST /api/v1/admin/usuarios', 'criarUsuarioAdmin', {
    resumo: 'Criar um usuário do painel',
    descricao: `Cria o usuário **sem senha** e, na mesma transação, enfileira o **e-mail de primeiro acesso** com o link para defini-la (POST /api/v1/AuthAdmin/primeiro-acesso; o link vale 72 h e pode ser reenviado por GET /api/v1/AuthAdmin/primeiro-acesso). O e-mail é o login: único na plataforma (sem distinção de maiúsculas) e imutável.

- \`AdminTenant\` cria \`AdminTenant\` e \`Operador\` do próprio tenant; pedir \`SuperAdmin\` ou outro \`tenantId\` dá 403.
- \`SuperAdmin\` informa \`tenantId\` para \`AdminTenant\`/\`Operador\`; usuários \`SuperAdmin\` não têm tenant.
- Campos como \`senhaHash\`, \`senha\`, \`versaoSessao\`, \`ativo\` ou \`id\` no corpo são ignorados.

${PERFIS}`,
    corpo: ['CriarUsuarioAdminRequest', criarUsuarioSchema],
    exemplos: {
      'Operador de caixa do próprio tenant': { nome: 'Carlos Lima', email: 'carlos@sabor.com.br', perfil: 'Operador' },
      'Gestor de um tenant, criado pela plataforma': {
        tenantId: TENANT_ID,
        nome: 'Ana Souza',
        email: 'ana@sabor.com.br',
        perfil: 'AdminTenant',
      },
      'Membro da equipe da plataforma': { nome: 'Equipe Suporte', email: 'suporte@plataforma.com.br', perfil: 'SuperAdmin' },
    },
    ...usuarios.criado('Usuário criado; o e-mail de primeiro acesso foi enfileirado.', MENSAGENS_USUARIO.criado),
    erros: [
      [
        400,
        'E-mail inválido',
        'O campo Email não é um endereço de e-mail válido.',
        { nome: 'Carlos', email: 'carlos@', perfil: 'Operador' },
      ],
      [400, 'Perfil ausente', obrigatorio('Perfil'), { nome: 'Carlos', email: 'carlos@sabor.com.br' }],
      [400, 'SuperAdmin criando AdminTenant ou Operador sem tenantId', obrigatorio('TenantId')],
      [403, 'Operador; ou AdminTenant pedindo perfil SuperAdmin ou outro tenantId', MENSAGENS.acessoNegado],
      tenantInexistente(MENSAGENS_USUARIO.tenantNaoEncontrado),
      [422, 'E-mail já cadastrado', MENSAGENS_USUARIO.emailEmUso],
      [422, 'tenantId informado para um usuário SuperAdmin', MENSAGENS_USUARIO.superAdminComTenant],
    ],
  }),

  op('GET /api/v1/admin/usuarios/{id}', 'obterUsuarioAdmin', {
    resumo: 'Obter um usuário do painel',
    descricao: PERFIS,
    ...usuarios.obter('O usuário.'),
  }),

  op('PUT /api/v1/admin/usuarios/{id}', 'atualizarUsuarioAdmin', {
    resumo: 'Atualizar um usuário do painel',
    descricao: `Altera \`nome\` e \`perfil\`; a mudança de perfil vale já nos tokens em uso. O \`email\` não muda (enviá-lo igual é aceito; diferente dá 422). Regras do perfil: ninguém muda o próprio; \`AdminTenant\` só concede \`AdminTenant\` ou \`Operador\` (403 para \`SuperAdmin\`); um usuário de tenant não vira \`SuperAdmin\`, nem o contrário (422). \`tenantId\`, \`senhaHash\`, \`versaoSessao\` e \`ativo\` não são campos desta requisição.\n\n${PERFIS}`,
    corpo: ['AtualizarUsuarioAdminRequest', atualizarUsuarioSchema],
    exemplos: {
      'Promover um operador a gestor': { nome: 'Carlos Lima', perfil: 'AdminTenant' },
    },
    ...usuarios.porId,
    sucesso: 'Usuário atualizado.',
    mensagem: MENSAGENS_USUARIO.atualizado,
    exemplo: { ...usuario, perfil: 'AdminTenant', atualizadoEm: '2026-05-22T10:00:00Z' },
    erros: [
      [400, 'Perfil desconhecido', 'O campo Perfil deve ser SuperAdmin, AdminTenant ou Operador.', { nome: 'Carlos', perfil: 'Gerente' }],
      [403, 'Operador; ou AdminTenant concedendo SuperAdmin', MENSAGENS.acessoNegado],
      erro404,
      [422, 'email diferente do cadastrado', MENSAGENS_USUARIO.emailImutavel],
      [422, 'Mudança do próprio perfil', MENSAGENS_USUARIO.proprioPerfil],
      [422, 'Usuário de tenant para SuperAdmin, ou o contrário', MENSAGENS_USUARIO.trocaDeEscopo],
    ],
  }),

  op('PATCH /api/v1/admin/usuarios/{id}/status', 'alterarStatusUsuarioAdmin', {
    resumo: 'Ativar ou desativar um usuário do painel',
    descricao: `\`ativo=false\`: o usuário não entra mais e **todos os tokens já emitidos param de valer na hora** (a versão de sessão muda). Reativar permite um novo login; os tokens antigos continuam sem valer. Ninguém desativa a si mesmo (422). Repetir o status atual não muda nada.\n\n${PERFIS}`,
    ...alternarAtivo('Usuário', 'o'),
    ...usuarios.porId,
    exemplo: { ...usuario, ativo: false, atualizadoEm: '2026-05-22T10:00:00Z' },
    erros: [ERROS.ativoAusente, ERROS.perfil, erro404, [422, 'Desativar o próprio usuário', MENSAGENS_USUARIO.propriaDesativacao]],
  }),

  op('DELETE /api/v1/admin/usuarios/{id}/dois-fatores', 'redefinirDoisFatoresUsuarioAdmin', {
    resumo: 'Redefinir a verificação em duas etapas de um usuário',
    descricao: `Para quem perdeu o celular (e os códigos de recuperação): desliga a verificação em duas etapas do usuário. O segredo do aplicativo e os códigos de recuperação são apagados, **todas as sessões do usuário terminam** (a versão de sessão muda) e ele volta a entrar só com a senha; pode ativá-la de novo em Minha conta. Grava a auditoria (\`RedefinirDoisFatores\`) e avisa o usuário por e-mail. Usuário sem a verificação ativa: 422.\n\n${PERFIS}`,
    ...usuarios.porId,
    sucesso: 'Verificação em duas etapas desligada; as sessões do usuário terminaram.',
    mensagem: MENSAGENS_DOIS_FATORES.redefinida,
    exemplo: { ...usuario, primeiroAcessoPendente: false, doisFatoresAtivo: false, atualizadoEm: '2026-05-22T10:00:00Z' },
    erros: [ERROS.perfil, erro404, [422, 'O usuário não tem a verificação em duas etapas ativa', MENSAGENS_DOIS_FATORES.naoAtiva]],
  }),
];

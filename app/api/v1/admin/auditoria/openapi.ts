// OpenAPI declaration of the audit log listing (lib/openapi/registro.ts explains the pattern).
import { MENSAGENS } from '@/lib/erros';
import type { AuditoriaResponse } from '@/lib/domain/auditoria/listar-auditoria';
import { definirOperacoes } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { LOJA_ID, TENANT_ID, paginaCom, PRIMEIRA_PAGINA, ERROS_TENANT } from '@/lib/openapi/comuns';
import { listaAuditoriaAdminSchema } from '@/lib/openapi/respostas-plataforma';
import { listarAuditoriaQuerySchema } from './schemas';

const registro: AuditoriaResponse = {
  id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  criadoEm: '2026-05-22T10:00:00Z',
  tenantId: TENANT_ID,
  usuarioId: 'a2b3c4d5-e6f7-4a8b-9c0d-1e2f3a4b5c6d',
  usuarioEmail: 'ana@sabor.com.br',
  acao: 'AtualizarLoja',
  entidade: 'Loja',
  entidadeId: LOJA_ID,
  antes: { nome: 'Loja Centro', fusoHorario: 'America/Sao_Paulo' },
  depois: { nome: 'Loja Centro Histórico', fusoHorario: 'America/Sao_Paulo' },
  requestId: '5c0e7a2b-91d4-4e3f-a6b8-2d9c1f4e7a30',
};

const op = definirOperacoes<RotasDocumentadas>({ tag: 'Painel: auditoria', seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/auditoria', 'listarAuditoria', {
    resumo: 'Consultar o log de auditoria',
    descricao: `Toda mudança administrativa (tenants, lojas, chaves de API, usuários, campanhas, clientes, primeiro acesso e troca de senha…) grava, na mesma transação, um registro: **quem** (\`usuarioId\`, \`usuarioEmail\`), **quando** (\`criadoEm\`), **o quê** (\`acao\`, \`entidade\`, \`entidadeId\`), **antes/depois** e o \`requestId\`. Segredos (senhas, hashes, chaves, tokens) nunca são gravados. O log é **somente inserção**: o banco recusa UPDATE e DELETE.

Do mais novo para o mais antigo, paginado. Filtros exatos (\`entidade\` e \`acao\` sem distinção de maiúsculas); \`dataInicio\`/\`dataFim\` são dias (\`AAAA-MM-DD\`, inclusivos) no fuso da plataforma (America/Sao_Paulo).

**Perfis:** \`AdminTenant\` lê os registros do próprio tenant — inclusive o que a equipe da plataforma fez nele; \`SuperAdmin\` lê todos (ou os de um \`tenantId\`), inclusive os da plataforma (\`tenantId\` null). \`Operador\` recebe 403 \`${MENSAGENS.acessoNegado}\`.`,
    query: {
      schema: listarAuditoriaQuerySchema,
      descricoes: {
        entidade: 'Tipo do objeto: `Tenant`, `Loja`, `ChaveApi`, `UsuarioAdmin`, `Campanha`…',
        entidadeId: 'Id do objeto.',
        usuarioId: 'Quem fez a mudança.',
        acao: 'Ação: `CriarLoja`, `RevogarChaveApi`, `AlterarStatusUsuarioAdmin`…',
        dataInicio: 'Primeiro dia (AAAA-MM-DD), inclusive.',
        dataFim: 'Último dia (AAAA-MM-DD), inclusive.',
      },
      exemplo: { entidade: 'Loja', entidadeId: LOJA_ID, dataInicio: '2026-05-01', dataFim: '2026-05-31', ...PRIMEIRA_PAGINA },
    },
    ...paginaCom(listaAuditoriaAdminSchema, 'Página de registros, do mais novo para o mais antigo.', registro),
    erros: [
      [400, 'Data fora do formato AAAA-MM-DD', 'O parâmetro dataInicio deve estar no formato AAAA-MM-DD.', { dataInicio: '01/05/2026' }],
      [
        400,
        'dataFim anterior a dataInicio',
        'O parâmetro dataFim deve ser igual ou posterior a dataInicio.',
        { dataInicio: '2026-05-31', dataFim: '2026-05-01' },
      ],
      ...ERROS_TENANT,
    ],
  }),
];

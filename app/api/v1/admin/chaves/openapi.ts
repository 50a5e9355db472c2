// OpenAPI declarations of the API key administration (list, create, read, revoke, rotate)
// (lib/openapi/registro.ts explains the pattern). One file for the folder and its [id] and
// [id]/rotacionar subfolders.
import { obrigatorio } from '@/lib/api/campos';
import { LIMITE_CHAVES_ATIVAS, MENSAGENS_CHAVE, type ChaveResponse } from '@/lib/domain/acesso/admin-chaves';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ERROS, TENANT_ID, recursoDoPainel, PRIMEIRA_PAGINA, perfisDoTenant, ERROS_TENANT, errosComTenant } from '@/lib/openapi/comuns';
import { chaveApiCriadaResponseSchema, chaveApiResponseSchema, listaChavesApiSchema } from '@/lib/openapi/respostas-plataforma';
import { criarChaveSchema, listarChavesQuerySchema } from './schemas';

const TAG = 'Painel: chaves de API';

const CHAVE_ID = 'e6f7a8b9-c0d1-4e2f-9a3b-4c5d6e7f8a9b';
const NOVA_ID = 'f7a8b9c0-d1e2-4f3a-8b4c-5d6e7f8a9b0c';
// Placeholders with the real shape; never a working key.
const SEGREDO = 'fid_live_Q2x9Vb7Rt4Kp1Zs8Nm3Hd6Wf0Lc5Jy2A';
const SEGREDO_NOVO = 'fid_live_Hk4Ty8Pq1Wm6Zr3Nb9Xs2Vd7Lf5Jc0Ga';

const chave: ChaveResponse = {
  id: CHAVE_ID,
  tenantId: TENANT_ID,
  nome: 'ERP Matriz',
  prefixo: SEGREDO.slice(0, 17),
  ambiente: 'Producao',
  criadoEm: '2026-05-21T14:30:00Z',
  revogadaEm: null,
  ultimoUsoEm: '2026-05-22T09:12:00Z',
};

const PERFIS = `${perfisDoTenant('chaves')} Chave de outro tenant responde 404 \`${MENSAGENS_CHAVE.naoEncontrada}\`.`;
const CACHE = `**Efeito:** a chave antiga deixa de autenticar na hora nesta instância do serviço e em até 10 s nas demais (cache de autenticação).`;

const erro404: ErroDeclarado = [404, 'Chave inexistente ou de outro tenant', MENSAGENS_CHAVE.naoEncontrada];
const chaves = recursoDoPainel(chaveApiResponseSchema, chave, ['Id da chave (UUID).', CHAVE_ID], erro404);

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/chaves', 'listarChavesApi', {
    resumo: 'Listar chaves de API',
    descricao: `Chaves do tenant, das mais novas para as mais antigas, paginadas: nome, prefixo, ambiente, criação, revogação e último uso. **Nunca** o segredo nem seu hash.

Filtros: \`prefixo\` (começa com; ex.: \`fid_test_\` para as de teste), \`ambiente\` e \`revogada\`. SuperAdmin sem \`tenantId\` vê as de todos os tenants.

${PERFIS}`,
    query: {
      schema: listarChavesQuerySchema,
      descricoes: {
        prefixo: 'Início do prefixo da chave (até 32 caracteres).',
        ambiente: '`Producao` ou `Teste`.',
        revogada: '`true` só revogadas; `false` só ativas; ausente: todas.',
      },
      exemplo: { prefixo: 'fid_live_', ambiente: 'Producao', revogada: 'false', ...PRIMEIRA_PAGINA },
    },
    ...chaves.pagina(listaChavesApiSchema, 'Página de chaves.'),
    erros: [[400, 'ambiente desconhecido', 'O parâmetro ambiente deve ser Producao ou Teste.', { ambiente: 'Sandbox' }], ...ERROS_TENANT],
  }),

  op('POST /api/v1/admin/chaves', 'criarChaveApi', {
    resumo: 'Criar uma chave de API',
    descricao: `Gera uma chave para o cabeçalho \`X-Api-Key\` do PDV/ERP. O segredo vem em \`chave\` **só nesta resposta** (com \`Cache-Control: no-store\`): o serviço guarda apenas seu hash SHA-256 e o prefixo.

\`ambiente\` (padrão \`Producao\`): \`Teste\` gera uma chave \`fid_test_…\`, que trabalha na sandbox do tenant (mesmas lojas e campanhas, dados próprios, relógio ajustável: \`POST /api/v1/sandbox/relogio\`); a chave carrega o ambiente, mostrado nas listas. No máximo ${LIMITE_CHAVES_ATIVAS} chaves ativas por tenant. Campos como \`hash\`, \`prefixo\` ou \`revogadaEm\` no corpo são ignorados.

${PERFIS}`,
    corpo: ['CriarChaveApiRequest', criarChaveSchema],
    exemplos: {
      'Chave de produção': { nome: 'ERP Matriz' },
      'Chave de teste, criada pela plataforma': { tenantId: TENANT_ID, nome: 'Homologação PDV', ambiente: 'Teste' },
    },
    dados: chaveApiCriadaResponseSchema,
    status: 201,
    sucesso: 'Chave criada; copie `chave` agora.',
    mensagem: MENSAGENS_CHAVE.criada,
    exemplo: { ...chave, ultimoUsoEm: null, chave: SEGREDO },
    erros: [
      [400, 'Nome ausente', obrigatorio('Nome'), {}],
      [400, 'ambiente desconhecido', 'O campo Ambiente deve ser Producao ou Teste.', { nome: 'PDV', ambiente: 'Homologacao' }],
      ...errosComTenant(MENSAGENS_CHAVE.tenantNaoEncontrado),
      [422, 'O tenant já tem o máximo de chaves ativas', MENSAGENS_CHAVE.limite],
    ],
  }),

  op('GET /api/v1/admin/chaves/{id}', 'obterChaveApi', {
    resumo: 'Obter uma chave de API',
    descricao: `Os dados da chave, sem o segredo.\n\n${PERFIS}`,
    ...chaves.obter('A chave.'),
  }),

  op('DELETE /api/v1/admin/chaves/{id}', 'revogarChaveApi', {
    resumo: 'Revogar uma chave de API',
    descricao: `Revoga a chave (\`revogadaEm\`); o registro fica para consulta e auditoria. **Idempotente**: revogar de novo responde 200 com o mesmo \`revogadaEm\`.\n\n${CACHE}\n\n${PERFIS}`,
    ...chaves.porId,
    sucesso: 'Chave revogada (ou já revogada).',
    mensagem: MENSAGENS_CHAVE.revogadaComSucesso,
    exemplo: { ...chave, revogadaEm: '2026-05-22T10:00:00Z' },
    erros: [ERROS.perfil, erro404],
  }),

  op('POST /api/v1/admin/chaves/{id}/rotacionar', 'rotacionarChaveApi', {
    resumo: 'Rotacionar uma chave de API',
    descricao: `Cria uma chave nova com o mesmo \`nome\` e \`ambiente\` e **revoga a antiga imediatamente** (sem período de carência: quem rotaciona por vazamento precisa que a antiga pare já). Troque a chave no PDV logo depois. O segredo novo vem em \`chave\` só nesta resposta. Entre rotações simultâneas da mesma chave, só uma vence.\n\n${CACHE}\n\n${PERFIS}`,
    parametrosCaminho: chaves.parametrosCaminho,
    dados: chaveApiCriadaResponseSchema,
    status: 201,
    sucesso: 'A nova chave; a antiga foi revogada.',
    mensagem: MENSAGENS_CHAVE.rotacionada,
    exemplo: {
      ...chave,
      id: NOVA_ID,
      prefixo: SEGREDO_NOVO.slice(0, 17),
      criadoEm: '2026-05-22T10:00:00Z',
      ultimoUsoEm: null,
      chave: SEGREDO_NOVO,
    },
    erros: [ERROS.perfil, erro404, [422, 'Chave já revogada', MENSAGENS_CHAVE.revogada]],
  }),
];

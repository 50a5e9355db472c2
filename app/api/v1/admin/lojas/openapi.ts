// OpenAPI declarations of the store administration (list, create, read, update, status)
// (lib/openapi/registro.ts explains the pattern). One file for the folder and its [id] and
// [id]/status subfolders.
import { MENSAGENS } from '@/lib/erros';
import { obrigatorio } from '@/lib/api/campos';
import { MENSAGENS_LOJA_ADMIN, type LojaResponse } from '@/lib/domain/loja/admin-lojas';
import { idDoCaminhoSchema } from '@/lib/api/consulta';
import { definirOperacao, type ErroDocumentado } from '@/lib/openapi/registro';
import { listaLojasSchema, lojaResponseSchema } from '@/lib/openapi/respostas-plataforma';
import { CNPJ, CNPJ_DIGITOS } from '@/lib/openapi/exemplos';
import { atualizarLojaSchema, criarLojaSchema, listarLojasQuerySchema, statusLojaQuerySchema } from './schemas';

const TAG = 'Painel: lojas';

const TENANT_ID = 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f';
const LOJA_ID = 'd5e6f7a8-b9c0-4d1e-8f2a-3b4c5d6e7f8a';

const loja: LojaResponse = {
  id: LOJA_ID,
  tenantId: TENANT_ID,
  nome: 'Loja Centro',
  cnpj: CNPJ_DIGITOS,
  ativo: true,
  fusoHorario: 'America/Sao_Paulo',
  criadoEm: '2026-05-21T14:30:00Z',
  atualizadoEm: '2026-05-21T14:30:00Z',
};

const parametrosId = { schema: idDoCaminhoSchema, descricoes: { id: 'Id da loja (UUID).' }, exemplo: { id: LOJA_ID } };

const PERFIS_ESCRITA = `**Perfis:** \`AdminTenant\` (lojas do próprio tenant) e \`SuperAdmin\` (qualquer tenant). \`Operador\` recebe 403 \`${MENSAGENS.acessoNegado}\`.`;
const PERFIS_LEITURA = `**Perfis:** \`Operador\` e \`AdminTenant\` (lojas do próprio tenant) e \`SuperAdmin\` (qualquer tenant).`;
const OUTRO_TENANT = `Loja de outro tenant responde 404 \`${MENSAGENS_LOJA_ADMIN.naoEncontrada}\`, como se não existisse.`;
const LIMITE = `**Limite do plano:** com assinatura, o tenant tem no máximo as lojas **ativas** do plano (\`Essencial\` 1, \`Profissional\` 5, \`Rede\` ilimitadas); além disso, 422 \`${MENSAGENS_LOJA_ADMIN.limitePlano(5)}\` (\`… 1 loja.\` no Essencial). Lojas desativadas não contam.`;

const erroPerfil: ErroDocumentado = { status: 403, causa: 'Perfil sem acesso (Operador)', mensagem: MENSAGENS.acessoNegado };
const erroTenant: ErroDocumentado = {
  status: 403,
  causa: 'AdminTenant ou Operador informando o tenantId de outro tenant',
  mensagem: MENSAGENS.acessoNegado,
};
const erro404: ErroDocumentado = {
  status: 404,
  causa: 'Loja inexistente ou de outro tenant',
  mensagem: MENSAGENS_LOJA_ADMIN.naoEncontrada,
};
const erroId: ErroDocumentado = { status: 400, causa: 'id do caminho não é um UUID', mensagem: 'O campo Id deve ser um UUID.' };
const erroFuso: ErroDocumentado = {
  status: 400,
  causa: 'Fuso horário que não é uma zona IANA (ex.: -03:00)',
  mensagem: MENSAGENS_LOJA_ADMIN.fusoInvalido,
  entrada: { nome: 'Loja Centro', cnpj: CNPJ, fusoHorario: '-03:00' },
};
const erroLimite: ErroDocumentado = {
  status: 422,
  causa: 'O plano não tem vaga para mais uma loja ativa',
  mensagem: MENSAGENS_LOJA_ADMIN.limitePlano(5),
};

export const operacoes = [
  definirOperacao({
    metodo: 'GET',
    caminho: '/api/v1/admin/lojas',
    id: 'listarLojas',
    tag: TAG,
    resumo: 'Listar lojas',
    descricao: `Lojas em ordem de nome, paginadas. \`busca\` procura no nome e no início do CNPJ (com ou sem máscara). SuperAdmin sem \`tenantId\` vê as lojas de todos os tenants.\n\n${PERFIS_LEITURA} Um \`tenantId\` de outro tenant dá 403.`,
    seguranca: 'bearerAdmin',
    query: {
      schema: listarLojasQuerySchema,
      descricoes: {
        tenantId: 'Tenant (SuperAdmin). Para os demais perfis, só o próprio.',
        busca: 'Trecho do nome ou início do CNPJ.',
        ativo: '`true` só ativas; `false` só desativadas; ausente: todas.',
        pagina: 'Página, a partir de 1 (padrão 1).',
        tamanho: 'Itens por página, 1 a 100 (padrão 20).',
      },
      exemplo: { busca: 'Centro', ativo: 'true', pagina: '1', tamanho: '20' },
    },
    dados: listaLojasSchema,
    sucesso: {
      status: 200,
      descricao: 'Página de lojas.',
      mensagem: null,
      exemplo: { itens: [loja], paginacao: { pagina: 1, tamanho: 20, totalRegistros: 1 } },
    },
    erros: [
      { status: 400, causa: 'tenantId que não é UUID', mensagem: 'O campo TenantId deve ser um UUID.', entrada: { tenantId: '123' } },
      erroTenant,
    ],
  }),

  definirOperacao({
    metodo: 'POST',
    caminho: '/api/v1/admin/lojas',
    id: 'criarLoja',
    tag: TAG,
    resumo: 'Criar uma loja',
    descricao: `Cria uma loja ativa. O \`cnpj\` (com ou sem máscara, numérico ou alfanumérico) é o \`cnpjLoja\` que o PDV envia: único na plataforma e **imutável** depois de criado. \`fusoHorario\` é uma zona IANA (padrão \`America/Sao_Paulo\`) que define o "hoje" de liberação e expiração dos créditos da loja. SuperAdmin informa \`tenantId\`; para os demais, a loja é do próprio tenant.

${LIMITE}

${PERFIS_ESCRITA}`,
    seguranca: 'bearerAdmin',
    corpo: {
      schema: criarLojaSchema,
      nome: 'CriarLojaRequest',
      exemplos: [
        { resumo: 'Loja no fuso padrão', valor: { nome: 'Loja Centro', cnpj: CNPJ } },
        {
          resumo: 'Loja em outro fuso, criada pela plataforma',
          valor: { tenantId: TENANT_ID, nome: 'Loja Manaus', cnpj: '12.ABC.345/01DE-35', fusoHorario: 'America/Manaus' },
        },
      ],
    },
    dados: lojaResponseSchema,
    sucesso: { status: 201, descricao: 'Loja criada.', mensagem: 'Loja criada com sucesso.', exemplo: loja },
    erros: [
      { status: 400, causa: 'CNPJ ausente', mensagem: obrigatorio('Cnpj'), entrada: { nome: 'Loja Centro' } },
      erroFuso,
      { status: 400, causa: 'SuperAdmin sem tenantId', mensagem: obrigatorio('TenantId') },
      erroPerfil,
      erroTenant,
      { status: 404, causa: 'tenantId inexistente (SuperAdmin)', mensagem: MENSAGENS_LOJA_ADMIN.tenantNaoEncontrado },
      { status: 422, causa: 'CNPJ com tamanho ou dígitos verificadores inválidos', mensagem: MENSAGENS.cnpjInvalido },
      { status: 422, causa: 'CNPJ já usado por outra loja da plataforma', mensagem: MENSAGENS_LOJA_ADMIN.cnpjEmUso },
      erroLimite,
    ],
  }),

  definirOperacao({
    metodo: 'GET',
    caminho: '/api/v1/admin/lojas/{id}',
    id: 'obterLoja',
    tag: TAG,
    resumo: 'Obter uma loja',
    descricao: `${PERFIS_LEITURA} ${OUTRO_TENANT}`,
    seguranca: 'bearerAdmin',
    parametrosCaminho: parametrosId,
    dados: lojaResponseSchema,
    sucesso: { status: 200, descricao: 'A loja.', mensagem: null, exemplo: loja },
    erros: [erroId, erro404],
  }),

  definirOperacao({
    metodo: 'PUT',
    caminho: '/api/v1/admin/lojas/{id}',
    id: 'atualizarLoja',
    tag: TAG,
    resumo: 'Atualizar uma loja',
    descricao: `Altera \`nome\` e \`fusoHorario\` (ausente: mantém o atual). O **CNPJ não muda**: enviá-lo igual é aceito, diferente dá 422 (um CNPJ novo é uma loja nova). Mudar o fuso vale para os créditos seguintes; os já emitidos mantêm suas datas. Sem mudança, nada é gravado nem auditado.\n\n${PERFIS_ESCRITA} ${OUTRO_TENANT}`,
    seguranca: 'bearerAdmin',
    parametrosCaminho: parametrosId,
    corpo: {
      schema: atualizarLojaSchema,
      nome: 'AtualizarLojaRequest',
      exemplos: [{ resumo: 'Novo nome e fuso', valor: { nome: 'Loja Centro Histórico', fusoHorario: 'America/Recife' } }],
    },
    dados: lojaResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Loja atualizada.',
      mensagem: 'Loja atualizada com sucesso.',
      exemplo: { ...loja, nome: 'Loja Centro Histórico', fusoHorario: 'America/Recife', atualizadoEm: '2026-05-22T10:00:00Z' },
    },
    erros: [
      { status: 400, causa: 'Nome ausente', mensagem: obrigatorio('Nome'), entrada: { fusoHorario: 'America/Recife' } },
      { ...erroFuso, entrada: { nome: 'Loja Centro', fusoHorario: 'Marte/Olympus' } },
      erroId,
      erroPerfil,
      erro404,
      { status: 422, causa: 'cnpj diferente do da loja', mensagem: MENSAGENS_LOJA_ADMIN.cnpjImutavel },
    ],
  }),

  definirOperacao({
    metodo: 'PATCH',
    caminho: '/api/v1/admin/lojas/{id}/status',
    id: 'alterarStatusLoja',
    tag: TAG,
    resumo: 'Ativar ou desativar uma loja',
    descricao: `\`ativo=false\`: toda chamada de PDV com o CNPJ da loja (venda, prévia, resgate, saldo, configuração) passa a responder 422 \`${MENSAGENS.lojaNaoEncontrada}\`, na hora. Vendas, lotes e campanhas são mantidos; \`ativo=true\` restaura a loja, se o plano tiver vaga. Repetir o status atual não muda nada.\n\n${LIMITE}\n\n${PERFIS_ESCRITA} ${OUTRO_TENANT}`,
    seguranca: 'bearerAdmin',
    parametrosCaminho: parametrosId,
    query: {
      schema: statusLojaQuerySchema,
      descricoes: { ativo: '`true` para ativar, `false` para desativar.' },
      exemplo: { ativo: 'false' },
    },
    dados: lojaResponseSchema,
    sucesso: {
      status: 200,
      descricao: 'Status aplicado. A mensagem é `Loja ativada.` ou `Loja desativada.`',
      mensagem: 'Loja desativada.',
      exemplo: { ...loja, ativo: false, atualizadoEm: '2026-05-22T10:00:00Z' },
    },
    erros: [
      { status: 400, causa: 'Parâmetro ativo ausente', mensagem: obrigatorio('Ativo'), entrada: {} },
      erroId,
      erroPerfil,
      erro404,
      { ...erroLimite, causa: 'Reativação sem vaga no plano' },
    ],
  }),
];

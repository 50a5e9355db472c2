// OpenAPI declarations of the webhook administration (lib/openapi/registro.ts explains the
// pattern; docs/webhooks.md the feature). One file for the folder and its subfolders.
import {
  ERROS,
  TENANT_ID,
  recursoDoPainel,
  PRIMEIRA_PAGINA,
  paginaCom,
  perfisDoTenant,
  ERROS_TENANT,
  errosComTenant,
} from '@/lib/openapi/comuns';
import { obrigatorio } from '@/lib/api/campos';
import {
  MENSAGENS_WEBHOOK,
  mensagemReenvioFalhas,
  type EntregaWebhookResponse,
  type SaudeWebhook,
  type WebhookResponse,
} from '@/lib/domain/webhooks/admin-webhooks';
import { CABECALHOS_WEBHOOK, JANELA_REPLAY_S, MAX_TENTATIVAS_WEBHOOK } from '@/lib/domain/webhooks/eventos';
import { definirOperacoes, type ErroDeclarado } from '@/lib/openapi/registro';
import type { RotasDocumentadas } from '@/app/api/v1/openapi.json/rotas';
import { ID, RECEM_CRIADO } from '@/lib/openapi/exemplos';
import {
  entregaWebhookResponseSchema,
  listaEntregasWebhookSchema,
  listaWebhooksSchema,
  reenvioFalhasResponseSchema,
  webhookCriadoResponseSchema,
  webhookResponseSchema,
} from '@/lib/openapi/respostas-webhooks';
import {
  MSG_EVENTOS,
  MSG_URL,
  MSG_URL_CREDENCIAIS,
  atualizarWebhookSchema,
  MSG_AMBIENTE_WEBHOOK,
  criarWebhookSchema,
  entregaDoCaminhoSchema,
  listarEntregasQuerySchema,
  listarWebhooksQuerySchema,
  MSG_JANELA_REENVIO,
  instanteInvalido,
  reenviarFalhasQuerySchema,
} from './schemas';

const TAG = 'Painel: webhooks';
const WEBHOOK_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const ENTREGA_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';
// Placeholder with the real shape; never a working secret.
const SEGREDO = 'whsec_Xq3Lm8Rt1Vb6Nz0Pk4Jd7Hs2Fw9Gc5Ay';

const webhook: WebhookResponse = {
  id: WEBHOOK_ID,
  tenantId: TENANT_ID,
  ambiente: 'Producao',
  url: 'https://erp.example.com/fidelidade/webhooks',
  descricao: 'ERP da matriz',
  eventos: ['venda.registrada', 'venda.cancelada'],
  ativo: true,
  ...RECEM_CRIADO,
};

const saude: SaudeWebhook = {
  situacao: 'Falhando',
  falhandoDesde: '2026-05-23T02:10:00Z',
  ultimaEntregaEm: '2026-05-23T02:09:00Z',
  entregasFalhas: 37,
};

const entrega: EntregaWebhookResponse = {
  id: ENTREGA_ID,
  webhookId: WEBHOOK_ID,
  evento: 'venda.cancelada',
  status: 'Pendente',
  tentativas: 1,
  statusHttp: 500,
  ultimoErro: 'O endpoint respondeu HTTP 500.',
  criadoEm: '2026-05-22T09:12:00Z',
  enviadoEm: null,
  proximaTentativaEm: '2026-05-22T09:12:30Z',
  dados: { vendaId: ID.venda, documentoExterno: 'NFCE-000123', motivo: 'Devolução' },
};

const erroCredenciais: ErroDeclarado = [
  400,
  'Url com usuário e senha',
  MSG_URL_CREDENCIAIS,
  { url: 'https://erp:senha@erp.example.com/fidelidade/webhooks', eventos: ['venda.registrada'] },
];

const PERFIS = `${perfisDoTenant('webhooks')} Webhook de outro tenant responde 404 \`${MENSAGENS_WEBHOOK.naoEncontrado}\`.`;
const ASSINATURA = `**Entrega:** \`POST\` JSON \`{ id, evento, criadoEm, tenantId, dados }\` com os cabeçalhos \`${CABECALHOS_WEBHOOK.evento}\`, \`${CABECALHOS_WEBHOOK.entrega}\` (o mesmo em toda tentativa: deduplique por ele), \`${CABECALHOS_WEBHOOK.timestamp}\` (segundos Unix) e \`${CABECALHOS_WEBHOOK.assinatura}: v1=<hex HMAC-SHA256(segredo, "<timestamp>.<corpo>")>\`. Recuse timestamps a mais de ${JANELA_REPLAY_S} s do seu relógio. Qualquer 2xx confirma; outra resposta ou falha de conexão é tentada de novo com espera crescente (30 s, 1 min, 2 min… até 6 h), ${MAX_TENTATIVAS_WEBHOOK} tentativas. Guia: /docs/integracao#5-webhooks.

**Ambiente:** um webhook \`Producao\` (padrão) recebe os fatos das chaves de produção; um \`Teste\` recebe só os da sandbox do tenant (vendas, cancelamentos e resgates feitos com chaves \`fid_test_…\` e os avisos de vencimento e as expirações de lotes no relógio da sandbox), com o \`tenantId\` do tenant no corpo. O ambiente é escolhido na criação e não muda.`;

const erro404: ErroDeclarado = [404, 'Webhook inexistente ou de outro tenant', MENSAGENS_WEBHOOK.naoEncontrado];
const webhooks = recursoDoPainel(webhookResponseSchema, webhook, ['Id do webhook (UUID).', WEBHOOK_ID], erro404);

const op = definirOperacoes<RotasDocumentadas>({ tag: TAG, seguranca: 'bearerAdmin' });

export const operacoes = [
  op('GET /api/v1/admin/webhooks', 'listarWebhooks', {
    resumo: 'Listar webhooks',
    descricao: `Endpoints de webhook do tenant, dos mais novos para os mais antigos. Nunca o segredo. SuperAdmin sem \`tenantId\` vê os de todos os tenants.\n\n**Saúde** (\`saude\`): \`Falhando\` desde a primeira tentativa falha depois da última entrega aceita (\`falhandoDesde\`), até a próxima entrega aceita; \`ultimaEntregaEm\` (precisão de um minuto); \`entregasFalhas\`, as entregas em \`Falhou\`. Os administradores do tenant recebem um e-mail quando um webhook de produção falha por 30 minutos ou uma entrega esgota as tentativas (no máximo um por webhook a cada 24 h).\n\n${PERFIS}`,
    query: { schema: listarWebhooksQuerySchema, descricoes: { tenantId: 'Tenant (SuperAdmin). Para AdminTenant, só o próprio.' } },
    dados: listaWebhooksSchema,
    sucesso: 'Os webhooks, cada um com sua saúde (`saude`).',
    exemplo: [{ ...webhook, saude }],
    erros: [...ERROS_TENANT],
  }),

  op('POST /api/v1/admin/webhooks', 'criarWebhook', {
    resumo: 'Criar um webhook',
    descricao: `Registra uma URL para receber eventos: \`venda.registrada\`, \`venda.cancelada\`, \`resgate.realizado\`, \`lote.expirando\` e \`lote.expirado\`. O segredo de assinatura vem em \`segredo\` **só nesta resposta**. Em produção a URL deve usar https e apontar para um endereço público.\n\n${ASSINATURA}\n\n${PERFIS}`,
    corpo: ['CriarWebhookRequest', criarWebhookSchema],
    exemplos: {
      'Vendas e cancelamentos': { url: webhook.url, descricao: 'ERP da matriz', eventos: ['venda.registrada', 'venda.cancelada'] },
      'Homologação (sandbox)': {
        url: 'https://homologacao.erp.example.com/fidelidade/webhooks',
        descricao: 'ERP de homologação',
        eventos: ['venda.registrada', 'lote.expirado'],
        ambiente: 'Teste',
      },
    },
    dados: webhookCriadoResponseSchema,
    status: 201,
    sucesso: 'Webhook criado; copie `segredo` agora.',
    mensagem: MENSAGENS_WEBHOOK.criado,
    exemplo: { ...webhook, segredo: SEGREDO },
    erros: [
      [400, 'Url ausente', obrigatorio('Url'), { eventos: ['venda.registrada'] }],
      [400, 'Url inválida', MSG_URL, { url: 'ftp://erp', eventos: ['venda.registrada'] }],
      erroCredenciais,
      [400, 'Evento desconhecido ou lista vazia', MSG_EVENTOS, { url: webhook.url, eventos: [] }],
      [
        400,
        'Ambiente fora de Producao e Teste',
        MSG_AMBIENTE_WEBHOOK,
        { url: webhook.url, eventos: ['venda.registrada'], ambiente: 'Homologacao' },
      ],
      ...errosComTenant(MENSAGENS_WEBHOOK.tenantNaoEncontrado),
      [422, 'URL sem https ou para endereço privado (produção)', MENSAGENS_WEBHOOK.urlInsegura],
      [422, 'O tenant já tem o máximo de webhooks', MENSAGENS_WEBHOOK.limite],
    ],
  }),

  op('GET /api/v1/admin/webhooks/{id}', 'obterWebhook', {
    resumo: 'Obter um webhook',
    descricao: `Os dados do webhook, sem o segredo.\n\n${PERFIS}`,
    ...webhooks.obter('O webhook.'),
  }),

  op('PUT /api/v1/admin/webhooks/{id}', 'atualizarWebhook', {
    resumo: 'Alterar um webhook',
    descricao: `Troca URL, descrição, eventos e \`ativo\` (ausente: mantém). Vale para os eventos gerados a partir de agora; as entregas já na fila vão para a URL nova.\n\n${PERFIS}`,
    parametrosCaminho: webhooks.parametrosCaminho,
    corpo: ['AtualizarWebhookRequest', atualizarWebhookSchema],
    exemplos: { Desativar: { url: webhook.url, eventos: ['venda.registrada'], ativo: false } },
    dados: webhookResponseSchema,
    sucesso: 'O webhook alterado.',
    mensagem: MENSAGENS_WEBHOOK.atualizado,
    exemplo: { ...webhook, eventos: ['venda.registrada'], ativo: false },
    erros: [[400, 'Url inválida', MSG_URL, { url: 'erp', eventos: ['venda.registrada'] }], erroCredenciais, ERROS.perfil, erro404],
  }),

  op('DELETE /api/v1/admin/webhooks/{id}', 'excluirWebhook', {
    resumo: 'Excluir um webhook',
    descricao: `Exclui o webhook e seu histórico de entregas; entregas pendentes não são enviadas.\n\n${PERFIS}`,
    ...webhooks.porId,
    sucesso: 'O webhook excluído.',
    mensagem: MENSAGENS_WEBHOOK.excluido,
    exemplo: webhook,
    erros: [ERROS.perfil, erro404],
  }),

  op('POST /api/v1/admin/webhooks/{id}/segredo', 'rotacionarSegredoWebhook', {
    resumo: 'Rotacionar o segredo de um webhook',
    descricao: `Gera um segredo novo (só nesta resposta); o anterior deixa de assinar na hora, inclusive as próximas tentativas de entregas pendentes.\n\n${PERFIS}`,
    parametrosCaminho: webhooks.parametrosCaminho,
    dados: webhookCriadoResponseSchema,
    sucesso: 'O webhook com o segredo novo.',
    mensagem: MENSAGENS_WEBHOOK.segredoRotacionado,
    exemplo: { ...webhook, segredo: SEGREDO },
    erros: [ERROS.perfil, erro404],
  }),

  op('GET /api/v1/admin/webhooks/{id}/entregas', 'listarEntregasWebhook', {
    resumo: 'Histórico de entregas de um webhook',
    descricao: `As entregas do webhook, das mais novas para as mais antigas: status, tentativas, último status HTTP e erro, e os \`dados\` enviados.\n\n${PERFIS}`,
    parametrosCaminho: webhooks.parametrosCaminho,
    query: {
      schema: listarEntregasQuerySchema,
      descricoes: {
        status: '`Pendente`, `Enviado`, `Falhou` ou `Descartado`.',
      },
      exemplo: { status: 'Falhou', ...PRIMEIRA_PAGINA },
    },
    ...paginaCom(listaEntregasWebhookSchema, 'Página de entregas.', entrega),
    erros: [
      [400, 'status desconhecido', 'O parâmetro status deve ser Pendente, Enviado, Falhou ou Descartado.', { status: 'Ok' }],
      ERROS.perfil,
      erro404,
    ],
  }),

  op('POST /api/v1/admin/webhooks/{id}/entregas/reenviar', 'reenviarFalhasWebhook', {
    resumo: 'Reenviar as entregas com falha',
    descricao: `Coloca de volta na fila, de uma vez, todas as entregas em \`Falhou\` do webhook (ou só as criadas entre \`desde\` e \`ate\`, inclusive): agora, com as tentativas zeradas e o **mesmo id** (\`${CABECALHOS_WEBHOOK.entrega}\`), como o reenvio de uma entrega. As de outro status não mudam, então repetir a chamada enquanto elas estão pendentes reenvia 0. Responde quantas voltaram para a fila.\n\n${PERFIS}`,
    parametrosCaminho: webhooks.parametrosCaminho,
    query: {
      schema: reenviarFalhasQuerySchema,
      descricoes: {
        desde: 'Só entregas criadas a partir deste instante (ISO 8601 com fuso). Ausente: desde a primeira.',
        ate: 'Só entregas criadas até este instante, inclusive (ISO 8601 com fuso). Ausente: até a última.',
      },
      exemplo: { desde: '2026-05-22T18:00:00-03:00', ate: '2026-05-25T08:00:00-03:00' },
    },
    dados: reenvioFalhasResponseSchema,
    sucesso: 'Quantas entregas voltaram para a fila.',
    mensagem: mensagemReenvioFalhas(37),
    exemplo: { reenviadas: 37 },
    erros: [
      [400, 'desde fora do ISO 8601', instanteInvalido('desde'), { desde: '22/05/2026' }],
      [400, 'ate antes de desde', MSG_JANELA_REENVIO, { desde: '2026-05-25T00:00:00Z', ate: '2026-05-22T00:00:00Z' }],
      ERROS.perfil,
      erro404,
      [422, 'Webhook inativo', MENSAGENS_WEBHOOK.inativo],
    ],
  }),

  op('POST /api/v1/admin/webhooks/{id}/entregas/{entregaId}/reenviar', 'reenviarEntregaWebhook', {
    resumo: 'Reenviar uma entrega',
    descricao: `Coloca a entrega de volta na fila agora, com as tentativas zeradas e o **mesmo id** (\`${CABECALHOS_WEBHOOK.entrega}\`), seja qual for seu status.\n\n${PERFIS}`,
    parametrosCaminho: {
      schema: entregaDoCaminhoSchema,
      descricoes: { id: 'Id do webhook (UUID).', entregaId: 'Id da entrega (UUID).' },
      exemplo: { id: WEBHOOK_ID, entregaId: ENTREGA_ID },
    },
    dados: entregaWebhookResponseSchema,
    sucesso: 'A entrega, pendente.',
    mensagem: MENSAGENS_WEBHOOK.reenviada,
    exemplo: { ...entrega, tentativas: 0, ultimoErro: null, proximaTentativaEm: '2026-05-22T10:00:00Z' },
    erros: [ERROS.perfil, erro404, [404, 'Entrega inexistente ou de outro webhook', MENSAGENS_WEBHOOK.entregaNaoEncontrada]],
  }),
];

// zod schemas of the `dados` the webhook administration answers (docs/webhooks.md), for the
// OpenAPI document (lib/openapi/respostas.ts explains the pattern).
import { z } from 'zod';
import { d, uuid, dataHora, dataHoraOuNulo, inteiro, listaFiltrada, criadoEAtualizado, comSegredo } from '@/lib/openapi/formatos';
import { EVENTOS_WEBHOOK } from '@/lib/domain/webhooks/eventos';

const camposWebhook = {
  id: uuid('Id do webhook.'),
  tenantId: uuid('Tenant dono do webhook.'),
  ambiente: z
    .enum(['Producao', 'Teste'])
    .meta(
      d(
        '`Producao`: recebe os fatos das chaves `fid_live_…`. `Teste`: os da sandbox do tenant (chaves `fid_test_…`), para homologar o receptor. Fixo desde a criação.',
      ),
    ),
  url: z.string().meta(d('URL que recebe os POSTs assinados.')),
  descricao: z.string().nullable().meta(d('Descrição livre; null quando não informada.')),
  eventos: z.array(z.enum(EVENTOS_WEBHOOK)).meta(d('Eventos assinados.')),
  ativo: z.boolean().meta(d('false: nenhum evento novo é gerado e as entregas pendentes são descartadas.')),
  ...criadoEAtualizado,
};

export const webhookResponseSchema = z.object(camposWebhook).meta({
  id: 'WebhookResponse',
  description: 'Endpoint de webhook do tenant. O segredo de assinatura só aparece na criação e na rotação.',
});

export const saudeWebhookSchema = z
  .object({
    situacao: z
      .enum(['Entregando', 'Falhando', 'SemEntregas'])
      .meta(
        d(
          '`Falhando`: uma tentativa falhou e nenhuma entrega foi aceita desde então. `Entregando`: a última tentativa foi aceita. `SemEntregas`: nada entregue ainda.',
        ),
      ),
    falhandoDesde: dataHoraOuNulo('Primeira tentativa falha desde a última entrega aceita (UTC); null enquanto entrega.'),
    ultimaEntregaEm: dataHoraOuNulo('Última entrega aceita pelo endpoint (UTC, com precisão de um minuto).'),
    entregasFalhas: inteiro('Entregas em `Falhou` (tentativas esgotadas), que `POST …/entregas/reenviar` coloca de volta na fila.'),
  })
  .meta({ id: 'SaudeWebhook', description: 'Como o endpoint está entregando.' });

export const webhookNaListaSchema = z
  .object({ ...camposWebhook, saude: saudeWebhookSchema })
  .meta({ id: 'WebhookNaListaResponse', description: 'Endpoint de webhook com sua saúde. Nunca o segredo.' });

export const listaWebhooksSchema = z.array(webhookNaListaSchema).meta({ id: 'ListaWebhooksResponse', description: 'Webhooks do tenant.' });

export const reenvioFalhasResponseSchema = z
  .object({ reenviadas: inteiro('Entregas em `Falhou` colocadas de volta na fila (0 quando não havia nenhuma).') })
  .meta({ id: 'ReenvioFalhasWebhookResponse', description: 'Quantas entregas com falha voltaram para a fila.' });

export const webhookCriadoResponseSchema = comSegredo(webhookResponseSchema, {
  id: 'WebhookCriadoResponse',
  criado: 'Webhook criado (ou com o segredo rotacionado)',
  campo: 'segredo',
  segredo: 'Segredo da assinatura HMAC-SHA256 (`whsec_…`).',
});

export const entregaWebhookResponseSchema = z
  .object({
    id: uuid('Id da entrega: o mesmo em toda tentativa e reenvio (cabeçalho `X-Fidelidade-Entrega`).'),
    webhookId: uuid('Webhook de destino.'),
    evento: z.string().meta(d('Tipo do evento (`venda.registrada`…).')),
    status: z.enum(['Pendente', 'Enviado', 'Falhou', 'Descartado']).meta(d('`Falhou`: esgotou as tentativas; reenvie pelo painel.')),
    tentativas: z.int().nonnegative().meta(d('Tentativas feitas.')),
    statusHttp: z.int().nullable().meta(d('Status HTTP da última resposta do endpoint; null sem resposta.')),
    ultimoErro: z.string().nullable().meta(d('Motivo da última falha.')),
    criadoEm: dataHora('Quando o evento aconteceu (UTC).'),
    enviadoEm: dataHoraOuNulo('Entrega aceita pelo endpoint (UTC).'),
    proximaTentativaEm: dataHoraOuNulo('Próxima tentativa (UTC), enquanto `Pendente`.'),
    dados: z.unknown().meta(d('O campo `dados` do corpo enviado.')),
  })
  .meta({ id: 'EntregaWebhookResponse', description: 'Uma entrega de webhook e seu histórico.' });

export const listaEntregasWebhookSchema = listaFiltrada(
  entregaWebhookResponseSchema,
  'ListaEntregasWebhookResponse',
  'entregas',
  'Entregas desta página, das mais novas para as mais antigas.',
);

// Requests of the webhook administration (docs/webhooks.md).
import { z } from 'zod';
import { formatoInvalido, obrigatorio, textoObrigatorio, textoOpcional } from '@/lib/api/campos';
import { campoUuid, camposPaginacao } from '@/lib/api/consulta';
import { EVENTOS_WEBHOOK } from '@/lib/domain/webhooks/eventos';

export const MSG_URL = 'O campo Url deve ser uma URL http ou https válida.';
// fetch refuses a URL with credentials, so such an endpoint could never receive a delivery, and
// every attempt would store the password in its failure text: the receiver authenticates us by
// the signature (docs/webhooks.md, "Delivering" and "Security").
export const MSG_URL_CREDENCIAIS = 'O campo Url não pode conter usuário e senha: o receptor autentica as entregas pela assinatura.';
export const MSG_EVENTOS = `O campo Eventos deve listar ao menos um destes: ${EVENTOS_WEBHOOK.join(', ')}.`;

const url = textoObrigatorio({ campo: 'Url', max: 500 })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { error: MSG_URL, abort: true },
  )
  .refine(
    (v) => {
      const u = new URL(v);
      return u.username === '' && u.password === '';
    },
    { error: MSG_URL_CREDENCIAIS },
  );

const eventos = z
  .array(z.enum(EVENTOS_WEBHOOK, { error: () => MSG_EVENTOS }), {
    error: (iss) => (iss.input === undefined || iss.input === null ? obrigatorio('Eventos') : formatoInvalido('Eventos')),
  })
  .min(1, { error: MSG_EVENTOS });

const descricao = textoOpcional({ campo: 'Descricao', max: 200 });
/** `ativo`: absent or null is `padrao` (a new endpoint starts active; an update keeps it as it is). */
const ativo = <P extends boolean | undefined>(padrao: P) =>
  z
    .boolean({ error: () => formatoInvalido('Ativo') })
    .nullish()
    .transform((v): boolean | P => v ?? padrao);

export const MSG_AMBIENTE_WEBHOOK = 'O campo Ambiente deve ser Producao ou Teste.';

/** CriarWebhookRequest. `ambiente` (default `Producao`) is fixed at creation: `Teste` receives the sandbox's facts. */
export const criarWebhookSchema = z.object({
  tenantId: campoUuid('TenantId').nullish(),
  url,
  descricao,
  eventos,
  ativo: ativo(true),
  ambiente: z
    .enum(['Producao', 'Teste'], { error: () => MSG_AMBIENTE_WEBHOOK })
    .nullish()
    .transform((v) => v ?? 'Producao'),
});

/** AtualizarWebhookRequest: the whole endpoint (url, events, description, active). */
export const atualizarWebhookSchema = z.object({ url, descricao, eventos, ativo: ativo(undefined) });

export const listarWebhooksQuerySchema = z.object({ tenantId: campoUuid('TenantId').optional() });

export const listarEntregasQuerySchema = z.object({
  status: z
    .enum(['Pendente', 'Enviado', 'Falhou', 'Descartado'], {
      error: () => 'O parâmetro status deve ser Pendente, Enviado, Falhou ou Descartado.',
    })
    .optional(),
  ...camposPaginacao,
});

export const entregaDoCaminhoSchema = z.object({ id: campoUuid('Id'), entregaId: campoUuid('EntregaId') });

export const instanteInvalido = (parametro: string) =>
  `O parâmetro ${parametro} deve ser uma data-hora ISO 8601 com fuso, por exemplo 2026-11-21T00:00:00-03:00.`;
export const MSG_JANELA_REENVIO = 'O parâmetro ate deve ser igual ou posterior a desde.';

/** An instant with `Z` or an offset: a delivery's `criadoEm` is an instant, not a local date. */
const instanteDeQuery = (parametro: string) =>
  z.iso
    .datetime({ offset: true, error: () => instanteInvalido(parametro) })
    .transform((v) => new Date(v))
    .optional();

/** Bulk resend: only the `Falhou` deliveries created in [desde, ate] (each optional). */
export const reenviarFalhasQuerySchema = z
  .object({ desde: instanteDeQuery('desde'), ate: instanteDeQuery('ate') })
  .refine((v) => !v.desde || !v.ate || v.ate >= v.desde, { error: MSG_JANELA_REENVIO, path: ['ate'] });

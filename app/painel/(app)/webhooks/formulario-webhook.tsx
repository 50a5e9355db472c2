'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useAvisos } from '@/components/ui/avisos';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { CampoLivre } from '@/components/painel/formulario-cadastro';
import { Confirmar } from '@/components/ui/confirmar';
import { Dialogo } from '@/components/ui/dialogo';
import { CampoSegredo } from '@/components/painel/campo-segredo';
import { useAcoesDaLinha, useMudancaDaLinha, useNovoSegredoDaLinha } from '@/components/painel/acoes-linha';
import { CriarNoDialogo, SelecaoAmbiente } from '@/components/painel/botao-criar';
import { useCriarComSegredo, useSegredoUmaVez } from '@/components/painel/criar-com-segredo';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import { DESCRICAO_EVENTO, EVENTOS_WEBHOOK, type EventoWebhook } from '@/lib/domain/webhooks/eventos';
import type { WebhookCriadoResponse, WebhookResponse } from '@/lib/domain/webhooks/admin-webhooks';
import { criarWebhookSchema } from '@/app/api/v1/admin/webhooks/schemas';
import { chavesWebhooks } from './webhooks-query';

/**
 * The labels of the fields, for the messages (docs/painel.md, "Mensagens de validação"): the API's
 * `O campo Url não pode conter usuário e senha…` reads `“URL” não pode conter usuário e senha…`.
 */
const ROTULOS = { url: 'URL', descricao: 'Descrição (opcional)', ambiente: 'Ambiente', eventos: 'Eventos' };

export function BotaoNovoWebhook({ tenantId, podeCriar }: { tenantId: string | null; podeCriar: boolean }) {
  const [url, setUrl] = useState('');
  const [descricao, setDescricao] = useState('');
  const [eventos, setEventos] = useState<EventoWebhook[]>(['venda.registrada', 'venda.cancelada']);
  const [ambiente, setAmbiente] = useState<'Producao' | 'Teste'>('Producao');
  const criacao = useCriarComSegredo<WebhookCriadoResponse>({
    rota: '/api/v1/admin/webhooks',
    chave: chavesWebhooks.todos,
    padrao: 'Webhook criado.',
    limpar: () => {
      setUrl('');
      setDescricao('');
      setAmbiente('Producao');
    },
    schema: criarWebhookSchema,
    rotulos: ROTULOS,
    falha: 'Não foi possível criar o webhook. Tente novamente.',
  });
  const { erros, envio } = criacao;

  return (
    <>
      <CriarNoDialogo
        criacao={criacao}
        corpo={{ url, descricao, eventos, ambiente, ...(tenantId ? { tenantId } : {}) }}
        podeCriar={podeCriar}
        oQue="um webhook"
        botao="Novo webhook"
        titulo="Novo webhook"
        descricao="O segredo da assinatura aparece uma única vez."
        rotulo="Criar webhook"
      >
        <CampoLivre
          rotulo="URL"
          type="url"
          valor={url}
          onMudar={setUrl}
          erro={erros.url ?? envio.url}
          required
          maxLength={500}
          placeholder="https://erp.exemplo.com.br/webhooks/fidelidade"
        />
        <CampoLivre
          rotulo="Descrição (opcional)"
          valor={descricao}
          onMudar={setDescricao}
          erro={erros.descricao ?? envio.descricao}
          maxLength={200}
        />
        <SelecaoAmbiente
          valor={ambiente}
          onMudar={setAmbiente}
          erro={erros.ambiente ?? envio.ambiente}
          ajuda="Teste recebe só o que as chaves fid_test_… fazem na sandbox, para homologar seu sistema; Produção, o que as chaves fid_live_… fazem. Não muda depois de criado."
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Eventos</legend>
          {EVENTOS_WEBHOOK.map((ev) => (
            <label key={ev} className="flex min-h-11 items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1 size-4"
                checked={eventos.includes(ev)}
                onChange={(e) => setEventos((atual) => (e.target.checked ? [...atual, ev] : atual.filter((x) => x !== ev)))}
              />
              <span>
                <code className="font-semibold">{ev}</code>
                <span className="block text-slate-600">{DESCRICAO_EVENTO[ev]}</span>
              </span>
            </label>
          ))}
          {(erros.eventos ?? envio.eventos) && (
            <p role="alert" className="text-sm text-red-700">
              {erros.eventos ?? envio.eventos}
            </p>
          )}
        </fieldset>
      </CriarNoDialogo>
      <SegredoWebhook webhook={criacao.segredo.segredo} onFechar={criacao.segredo.fechar} />
    </>
  );
}

/** The signing secret, shown once (creation, rotation). */
function SegredoWebhook({ webhook, onFechar }: { webhook: WebhookCriadoResponse | null; onFechar: () => void }) {
  return (
    <Dialogo aberto={!!webhook} titulo="Segredo do webhook" onFechar={onFechar} largura="lg">
      {webhook && (
        <div className="flex flex-col gap-4">
          <Alerta tipo="aviso">
            <strong>Copie o segredo agora: ele não será exibido novamente.</strong> Seu sistema usa-o para verificar a assinatura de cada
            entrega. Se ele se perder, rotacione o segredo.
          </Alerta>
          <label htmlFor="segredo-webhook" className="sr-only">
            Segredo
          </label>
          <CampoSegredo
            id="segredo-webhook"
            valor={webhook.segredo}
            botao="Copiar segredo"
            copiado="✓ Segredo copiado para a área de transferência."
            falhou="Não foi possível copiar: o texto está selecionado, use Ctrl+C."
          />
          <div className="flex justify-end">
            <Botao type="button" onClick={onFechar}>
              Já guardei o segredo
            </Botao>
          </div>
        </div>
      )}
    </Dialogo>
  );
}

export function AcoesWebhook({ webhook }: { webhook: WebhookResponse }) {
  const acoes = useAcoesDaLinha<'excluir' | 'segredo'>(chavesWebhooks.todos);
  const { avisar, confirmar, setConfirmar, erro, atualizar, confirmacao } = acoes;
  const novo = useSegredoUmaVez<WebhookCriadoResponse>(chavesWebhooks.todos);
  const alternar = useMutation({
    mutationFn: () =>
      chamarApi<WebhookResponse>('PUT', `/api/v1/admin/webhooks/${webhook.id}`, {
        corpo: { url: webhook.url, descricao: webhook.descricao, eventos: webhook.eventos, ativo: !webhook.ativo },
      }),
    onSuccess: async () => {
      avisar('sucesso', webhook.ativo ? 'Webhook desativado.' : 'Webhook ativado.');
      await atualizar();
    },
    onError: erro,
  });
  const excluir = useMudancaDaLinha(acoes, 'DELETE', `/api/v1/admin/webhooks/${webhook.id}`, 'Webhook excluído.');
  const rotacionar = useNovoSegredoDaLinha(acoes, novo, `/api/v1/admin/webhooks/${webhook.id}/segredo`);

  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Link
        href={`/painel/webhooks/${webhook.id}`}
        className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        Entregas
      </Link>
      <Botao type="button" variante="fantasma" carregando={alternar.isPending} onClick={() => alternar.mutate()}>
        {webhook.ativo ? 'Desativar' : 'Ativar'}
      </Botao>
      <Botao type="button" variante="fantasma" onClick={() => setConfirmar('segredo')}>
        Novo segredo
      </Botao>
      <Botao type="button" variante="fantasma" className="text-red-700" onClick={() => setConfirmar('excluir')}>
        Excluir
      </Botao>
      {confirmar === 'excluir' && (
        <Confirmar {...confirmacao(excluir)} titulo="Excluir este webhook?" textoConfirmar="Excluir webhook">
          <p>
            <code className="break-all">{webhook.url}</code> deixa de receber eventos, e o histórico de entregas é apagado. Entregas
            pendentes não serão enviadas.
          </p>
        </Confirmar>
      )}
      {confirmar === 'segredo' && (
        <Confirmar {...confirmacao(rotacionar)} titulo="Gerar um novo segredo?" textoConfirmar="Gerar novo segredo">
          <p>O segredo atual deixa de assinar na hora. Atualize seu sistema com o novo logo em seguida.</p>
        </Confirmar>
      )}
      <SegredoWebhook webhook={novo.segredo} onFechar={novo.fechar} />
    </div>
  );
}

export function BotaoReenviar({ webhookId, entregaId }: { webhookId: string; entregaId: string }) {
  const router = useRouter();
  const avisar = useAvisos();
  const reenviar = useMutation({
    mutationFn: () => chamarApi('POST', `/api/v1/admin/webhooks/${webhookId}/entregas/${entregaId}/reenviar`),
    onSuccess: (r) => {
      avisar('sucesso', r.mensagem ?? 'Entrega colocada na fila para reenvio.');
      router.refresh();
    },
    onError: (e) => avisar('erro', e instanceof ErroApi ? e.mensagem : 'Não foi possível reenviar. Tente novamente.'),
  });
  return (
    <Botao type="button" variante="fantasma" carregando={reenviar.isPending} onClick={() => reenviar.mutate()}>
      Reenviar
    </Botao>
  );
}

/**
 * Every failed delivery of the endpoint back in the queue at once (POST …/entregas/reenviar),
 * after asking: the receiver gets them again under their ids and must skip what it already has.
 */
export function BotaoReenviarFalhas({ webhookId, quantas }: { webhookId: string; quantas: number }) {
  const acoes = useAcoesDaLinha<'falhas'>(chavesWebhooks.todos);
  const { confirmar, setConfirmar, confirmacao } = acoes;
  const reenviar = useMudancaDaLinha(
    acoes,
    'POST',
    `/api/v1/admin/webhooks/${webhookId}/entregas/reenviar`,
    'Entregas com falha colocadas na fila para reenvio.',
  );
  const entregas = quantas === 1 ? 'A entrega com falha volta' : `As ${quantas} entregas com falha voltam`;
  return (
    <>
      <Botao type="button" onClick={() => setConfirmar('falhas')}>
        Reenviar falhas ({quantas})
      </Botao>
      {confirmar === 'falhas' && (
        <Confirmar {...confirmacao(reenviar)} titulo="Reenviar as entregas com falha?" textoConfirmar="Reenviar falhas" variante="primario">
          <p>
            {entregas} para a fila agora, com as tentativas zeradas e o mesmo id (
            <code className="rounded bg-slate-100 px-1">X-Fidelidade-Entrega</code>): seu sistema deve ignorar as que já tiver processado.
          </p>
        </Confirmar>
      )}
    </>
  );
}

'use client';
// Send now, schedule or cancel a campaign (POST …/enviar and …/cancelar), then reload the counts.
// The API sends at once an `agendadaPara` already past (docs/comunicacao.md): a date typed one day
// or one year too early would go out now to the whole segment, under "Envio iniciado". The panel
// asks for a future time instead, and "Enviar agora" stays the one way to send now.
// "Enviar agora" and "Cancelar campanha" ask first (the campaigns' status dialog pattern,
// campanhas/_componentes/acoes-status.tsx): one click used to send marketing to a whole segment,
// or stop it, with no way back. The send's question repeats the editor's warning of a control
// group too small to measure (avisoGrupoControle, from the campaign's reach asked when it opens):
// the last moment to change it.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { Confirmar } from '@/components/ui/confirmar';
import { dataHora, quantos } from '@/lib/formatar';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import type { AlcanceCampanha } from '@/lib/domain/comunicacao/alcance';
import { avisoGrupoControle } from '@/lib/domain/comunicacao/leitura-resultados';

export type CampanhaDasAcoes = {
  id: string;
  tenantId: string;
  nome: string;
  status: string;
  canal: 'WhatsApp' | 'Email';
  /** The segment's name; null when it was deleted (the API then refuses to send). */
  segmento: string | null;
  segmentoId: string | null;
  assunto: string | null;
  modelo: string;
  holdoutPercentual: number;
  agendadaPara: string | null;
  contagens: { pendentes: number; enfileirados: number };
};

/** What "Enviar agora" is about to do, with the numbers the page has (the segment's reach comes from GET …/alcance). */
function textoEnviar(k: CampanhaDasAcoes): string {
  const canal = k.canal === 'Email' ? 'e-mail' : 'WhatsApp';
  const publico = k.segmento
    ? `Ela sai agora, por ${canal}, para os clientes do segmento “${k.segmento}” que aceitam marketing por ${canal}`
    : `Ela sai agora, por ${canal}, para os clientes do segmento da campanha que aceitam marketing por ${canal}`;
  const controle = k.holdoutPercentual > 0 ? `, menos o grupo de controle (${k.holdoutPercentual} % sorteados, que não recebem nada)` : '';
  return `${publico}${controle}. Depois do envio, a campanha não pode ser alterada, e o que já saiu não volta.`;
}

function textoCancelar(k: CampanhaDasAcoes): string {
  if (k.status === 'Enviando') {
    const { pendentes, enfileirados } = k.contagens;
    return (
      `${quantos(pendentes, 'cliente que ainda aguarda', 'clientes que ainda aguardam')} o envio não ${pendentes === 1 ? 'recebe' : 'recebem'} a mensagem. ` +
      `${quantos(enfileirados, 'mensagem que já está', 'mensagens que já estão')} na fila ainda ${enfileirados === 1 ? 'sai' : 'saem'}, e as já enviadas não voltam.`
    );
  }
  const agendada = k.status === 'Agendada' && k.agendadaPara ? ` O envio agendado para ${dataHora(k.agendadaPara)} não acontece.` : '';
  return `Nenhuma mensagem sai.${agendada} Uma campanha cancelada não pode mais ser enviada nem alterada.`;
}

export function AcoesCampanha({ campanha: k }: { campanha: CampanhaDasAcoes }) {
  const { id, status } = k;
  const router = useRouter();
  const [quando, setQuando] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  const [erroQuando, setErroQuando] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState<'enviar' | 'cancelar' | null>(null);
  const acao = useMutation({
    mutationFn: (a: { caminho: string; corpo?: unknown }) =>
      chamarApi('POST', `/api/v1/admin/comunicacao/campanhas/${id}/${a.caminho}`, { corpo: a.corpo }),
    onMutate: () => setAviso(null),
    onSuccess: (r) => {
      setConfirmar(null);
      setAviso(r.mensagem);
      router.refresh();
    },
    // The refusal shows on the page, under the closed dialog.
    onError: () => setConfirmar(null),
  });
  // The reach now, for the warning (none without a control group: nothing to measure, by choice):
  // the campaign's numbers only (GET …/alcance), never a customer's rendered message.
  const alcance = useQuery({
    queryKey: ['comunicacao', 'alcance-envio', id, k.holdoutPercentual],
    queryFn: () => chamarApi<AlcanceCampanha>('GET', `/api/v1/admin/comunicacao/campanhas/${id}/alcance`),
    enabled: confirmar === 'enviar' && !!k.segmentoId && k.holdoutPercentual > 0,
    retry: false,
  });
  const avisoControle = alcance.data ? avisoGrupoControle(alcance.data.dados) : null;
  // Asking is a new step: the notice of the last action goes away with it.
  function perguntar(a: 'enviar' | 'cancelar') {
    setAviso(null);
    setConfirmar(a);
  }
  const podeEnviar = status === 'Rascunho' || status === 'Agendada';
  const podeCancelar = podeEnviar || status === 'Enviando';
  // Cancelled: no action is left, but the API's "Campanha cancelada com sucesso." still shows.
  if (!podeCancelar) return aviso ? <Alerta tipo="sucesso">{aviso}</Alerta> : null;
  return (
    <div className="flex flex-col gap-3">
      {aviso && <Alerta tipo="sucesso">{aviso}</Alerta>}
      {acao.error && <Alerta tipo="erro">{acao.error instanceof ErroApi ? acao.error.mensagem : 'Não foi possível concluir.'}</Alerta>}
      <div className="flex flex-wrap items-end gap-3">
        {podeEnviar && (
          <>
            <Botao disabled={acao.isPending} onClick={() => perguntar('enviar')}>
              Enviar agora
            </Botao>
            <Campo
              rotulo="Agendar para"
              type="datetime-local"
              value={quando}
              erro={erroQuando}
              onChange={(e) => {
                setQuando(e.target.value);
                setErroQuando(null);
              }}
            />
            <Botao
              variante="secundario"
              disabled={!quando}
              onClick={() => {
                const instante = new Date(quando);
                if (Number.isNaN(instante.getTime())) {
                  setErroQuando('Informe a data e a hora do envio.');
                  return;
                }
                // A minute of slack: the current minute, typed a few seconds late, still sends now.
                if (instante.getTime() < Date.now() - 60_000) {
                  setAviso(null);
                  setErroQuando('Essa data e hora já passaram. Escolha um horário futuro, ou use “Enviar agora”.');
                  return;
                }
                acao.mutate({ caminho: 'enviar', corpo: { agendadaPara: instante.toISOString() } });
              }}
            >
              Agendar
            </Botao>
          </>
        )}
        <Botao variante="perigo" disabled={acao.isPending} onClick={() => perguntar('cancelar')}>
          Cancelar campanha
        </Botao>
      </div>
      {confirmar === 'enviar' && (
        <Confirmar
          aberto
          titulo={`Enviar a campanha “${k.nome}” agora?`}
          textoConfirmar="Enviar a campanha"
          textoCancelar="Voltar"
          carregando={acao.isPending}
          onConfirmar={() => acao.mutate({ caminho: 'enviar', corpo: {} })}
          onCancelar={() => setConfirmar(null)}
        >
          <p>{textoEnviar(k)}</p>
          {avisoControle && (
            <Alerta tipo="aviso" className="mt-3">
              <span data-testid="aviso-grupo-controle-envio">{avisoControle}</span>
            </Alerta>
          )}
        </Confirmar>
      )}
      {confirmar === 'cancelar' && (
        <Confirmar
          aberto
          titulo={`Cancelar a campanha “${k.nome}”?`}
          textoConfirmar="Cancelar a campanha"
          textoCancelar="Voltar"
          carregando={acao.isPending}
          onConfirmar={() => acao.mutate({ caminho: 'cancelar' })}
          onCancelar={() => setConfirmar(null)}
        >
          {textoCancelar(k)}
        </Confirmar>
      )}
    </div>
  );
}

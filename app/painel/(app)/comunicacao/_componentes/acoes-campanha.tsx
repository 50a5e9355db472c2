'use client';
// Send now, schedule or cancel a campaign (POST …/enviar and …/cancelar), then reload the counts.
// The API sends at once an `agendadaPara` already past (docs/comunicacao.md): a date typed one day
// or one year too early would go out now to the whole segment, under "Envio iniciado". The panel
// asks for a future time instead, and "Enviar agora" stays the one way to send now.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';

export function AcoesCampanha({ id, status }: { id: string; status: string }) {
  const router = useRouter();
  const [quando, setQuando] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  const [erroQuando, setErroQuando] = useState<string | null>(null);
  const acao = useMutation({
    mutationFn: (a: { caminho: string; corpo?: unknown }) =>
      chamarApi('POST', `/api/v1/admin/comunicacao/campanhas/${id}/${a.caminho}`, { corpo: a.corpo }),
    onSuccess: (r) => {
      setAviso(r.mensagem);
      router.refresh();
    },
  });
  const podeEnviar = status === 'Rascunho' || status === 'Agendada';
  const podeCancelar = podeEnviar || status === 'Enviando';
  if (!podeCancelar) return null;
  return (
    <div className="flex flex-col gap-3">
      {aviso && <Alerta tipo="sucesso">{aviso}</Alerta>}
      {acao.error && <Alerta tipo="erro">{acao.error instanceof ErroApi ? acao.error.mensagem : 'Não foi possível concluir.'}</Alerta>}
      <div className="flex flex-wrap items-end gap-3">
        {podeEnviar && (
          <>
            <Botao carregando={acao.isPending} onClick={() => acao.mutate({ caminho: 'enviar', corpo: {} })}>
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
        <Botao variante="perigo" onClick={() => acao.mutate({ caminho: 'cancelar' })}>
          Cancelar campanha
        </Botao>
      </div>
    </div>
  );
}

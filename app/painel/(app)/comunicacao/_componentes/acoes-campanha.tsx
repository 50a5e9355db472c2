'use client';
// Send now, schedule or cancel a campaign (POST …/enviar and …/cancelar), then reload the counts.
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
            <Campo rotulo="Agendar para" type="datetime-local" value={quando} onChange={(e) => setQuando(e.target.value)} />
            <Botao
              variante="secundario"
              disabled={!quando}
              onClick={() => acao.mutate({ caminho: 'enviar', corpo: { agendadaPara: new Date(quando).toISOString() } })}
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

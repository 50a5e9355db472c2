'use client';
import { useRouter } from 'next/navigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { ErroDoEnvio } from '@/components/painel/formulario-cadastro';
import { chamarApi } from '@/lib/navegador/cliente-api';
import type { AssinaturaResponse } from '@/lib/domain/assinatura/dados-assinatura';
import { chavesAssinatura } from '../../chaves-query';

export function ConfirmarPagamento({ checkoutId, voltar }: { checkoutId: string; voltar: string }) {
  const router = useRouter();
  const cliente = useQueryClient();
  const avisar = useAvisos();
  const confirmar = useMutation({
    mutationFn: () => chamarApi<AssinaturaResponse>('POST', `/api/v1/assinatura/checkout/${checkoutId}/confirmar`),
    onSuccess: async (r) => {
      avisar('sucesso', r.mensagem ?? 'Assinatura ativada.');
      await cliente.invalidateQueries({ queryKey: chavesAssinatura.todas });
      // The subscription page says it too: this page's notice leaves with it.
      router.push(`${voltar}${voltar.includes('?') ? '&' : '?'}pagamento=confirmado`);
      router.refresh();
    },
  });
  return (
    <div className="flex flex-col gap-3">
      <ErroDoEnvio erro={confirmar.error} padrao="Não foi possível confirmar agora. Tente novamente." />
      {confirmar.isSuccess && <Alerta tipo="sucesso">{confirmar.data.mensagem} Voltando para a assinatura…</Alerta>}
      <Botao
        type="button"
        carregando={confirmar.isPending || confirmar.isSuccess}
        onClick={() => confirmar.mutate()}
        className="self-start"
      >
        Confirmar pagamento
      </Botao>
    </div>
  );
}

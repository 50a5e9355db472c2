'use client';
// "Cancelar venda": asks the server for the exact reversal first (GET …/cancelamento, a dry run of
// the real cancellation), shows it in the confirmation — balances before and after, what leaves
// each credit of the sale, the cashback that comes back — and only then cancels (POST …/cancelar).
// A sale whose benefit was already spent beyond the balance is refused by the preview with the
// API's message, before any confirmation (docs/vendas-painel.md).
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { Confirmar, confirmarMutacao } from '@/components/ui/confirmar';
import { ReversaoCancelamento } from '@/components/painel/reversao-cancelamento';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { pontos, reais } from '@/lib/formatar';
import type { PreviaCancelamentoResponse } from '@/lib/domain/venda/admin-venda';
import type { CancelamentoVendaResponse } from '@/lib/domain/venda/cancelar-venda';

type Aviso = { tipo: 'sucesso' | 'erro'; texto: string } | null;

const mensagemDe = (e: unknown) => (e instanceof Error ? e.message : 'Não foi possível concluir a operação. Tente novamente.');

export function CancelarVenda({ vendaId, tenantId, cancelada }: { vendaId: string; tenantId: string | null; cancelada: boolean }) {
  const router = useRouter();
  const [previa, setPrevia] = useState<PreviaCancelamentoResponse | null>(null);
  const [motivo, setMotivo] = useState('');
  const [aviso, setAviso] = useState<Aviso>(null);
  const base = `/api/v1/admin/VendaAdmin/${vendaId}`;
  const query = { tenantId };

  const calcular = useMutation({
    mutationFn: () => chamarApi<PreviaCancelamentoResponse>('GET', `${base}/cancelamento`, { query }),
    onSuccess: (r) => {
      setAviso(null);
      setPrevia(r.dados);
    },
    onError: (e) => setAviso({ tipo: 'erro', texto: mensagemDe(e) }),
  });

  const cancelar = useMutation({
    mutationFn: () =>
      chamarApi<CancelamentoVendaResponse>('POST', `${base}/cancelar`, { query, corpo: { motivo: motivo.trim() || undefined } }),
    onSuccess: (r) => {
      setPrevia(null);
      setAviso({
        tipo: 'sucesso',
        texto: `${r.mensagem ?? 'Venda cancelada.'} Estornados ${reais(r.dados.cashbackEstornado)} de cashback e ${pontos(r.dados.pontosEstornados)}${
          r.dados.cashbackDevolvido > 0 ? `; ${reais(r.dados.cashbackDevolvido)} de cashback usado na compra voltaram ao cliente` : ''
        }.`,
      });
      router.refresh();
    },
    onError: (e) => {
      setPrevia(null);
      setAviso({ tipo: 'erro', texto: mensagemDe(e) });
    },
  });

  const p = previa;
  return (
    <div className="flex flex-col gap-3">
      {aviso && <Alerta tipo={aviso.tipo}>{aviso.texto}</Alerta>}
      {cancelada ? (
        <p className="text-sm text-slate-600">Esta venda já está cancelada.</p>
      ) : (
        <div>
          <Botao variante="perigo" type="button" carregando={calcular.isPending} onClick={() => calcular.mutate()}>
            Cancelar venda
          </Botao>
        </div>
      )}
      <Confirmar
        aberto={!!p}
        titulo="Cancelar esta venda?"
        textoConfirmar="Confirmar cancelamento"
        textoCancelar="Voltar sem cancelar"
        {...confirmarMutacao(cancelar, () => setPrevia(null))}
      >
        {p && (
          <div className="flex flex-col gap-3" data-testid="previa-cancelamento">
            {p.jaCancelada ? (
              <p>Esta venda já foi cancelada: nada muda.</p>
            ) : (
              <>
                <p>O cancelamento desfaz tudo o que a venda fez no saldo do cliente, numa única operação:</p>
                <ReversaoCancelamento
                  previa={p}
                  nota={
                    p.movimentacoesCanceladas.some((m) => m.valorEstornado > 0) && (
                      <p className="text-xs text-slate-600">
                        O que o cliente já tiver gasto desses créditos sai do restante do saldo dele, do mais antigo para o mais novo.
                      </p>
                    )
                  }
                />
                <Campo rotulo="Motivo (opcional)" value={motivo} onChange={(e) => setMotivo(e.target.value)} maxLength={500} />
                <p className="text-xs text-slate-600">Fica registrado na auditoria com o seu usuário.</p>
              </>
            )}
          </div>
        )}
      </Confirmar>
    </div>
  );
}

'use client';
// Cancelling a sale at the counter: by the number of its document (the receipt), or one of the
// sales this counter just made; confirmed in a second step (POST /api/v1/admin/caixa/venda/cancelar,
// the PDV's cancellation: every movement of the sale reversed, exactly).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { pontos, reais } from '@/lib/formatar';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import type { CancelamentoVendaResponse } from '@/lib/domain/venda/cancelar-venda';
import type { VendaFeita } from './venda';

export function FormCancelar({
  tenantId,
  cnpjLoja,
  recentes,
  onConcluido,
  onSair,
}: {
  tenantId: string | null;
  cnpjLoja: string;
  /** Sales this counter made for this customer since the page opened, newest first. */
  recentes: VendaFeita[];
  onConcluido: () => void;
  onSair: () => void;
}) {
  const [etapa, setEtapa] = useState<'editar' | 'conferir' | 'feito'>('editar');
  const [documento, setDocumento] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [feito, setFeito] = useState<{ c: CancelamentoVendaResponse; mensagem: string | null } | null>(null);

  useEffect(() => {
    const alvo = { editar: 'caixa-cancelar-documento', conferir: 'caixa-cancelar-confirmar', feito: 'caixa-cancelar-novo' }[etapa];
    document.getElementById(alvo)?.focus();
  }, [etapa]);

  const cancelar = useMutation({
    mutationFn: async () =>
      chamarApi<CancelamentoVendaResponse>('POST', '/api/v1/admin/caixa/venda/cancelar', {
        corpo: { cnpjLoja, documentoExterno: documento.trim(), motivo: motivo.trim() || undefined, tenantId },
      }),
    onSuccess: (r) => {
      setFeito({ c: r.dados, mensagem: r.mensagem });
      onConcluido();
      setEtapa('feito');
    },
  });

  function conferir(doc = documento) {
    if (!doc.trim()) {
      setErro('Informe o número do documento da venda (está no cupom).');
      return;
    }
    setDocumento(doc);
    setErro(null);
    cancelar.reset();
    setEtapa('conferir');
  }

  const venda = recentes.find((v) => v.documentoExterno === documento.trim());
  const erroApi = cancelar.error instanceof ErroApi ? cancelar.error : null;

  return (
    <div
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        if (etapa === 'conferir') setEtapa('editar');
        else if (etapa === 'feito') {
          setDocumento('');
          setMotivo('');
          setEtapa('editar');
        } else onSair();
      }}
    >
      {etapa === 'editar' && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            conferir();
          }}
          className="grid gap-3 sm:grid-cols-2"
        >
          <Campo
            id="caixa-cancelar-documento"
            rotulo="Nº do documento da venda"
            autoComplete="off"
            maxLength={100}
            value={documento}
            onChange={(e) => setDocumento(e.target.value)}
            erro={erro}
          />
          <Campo
            id="caixa-cancelar-motivo"
            rotulo="Motivo (opcional)"
            autoComplete="off"
            maxLength={500}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
          />
          <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
            <Botao type="submit" variante="perigo">
              Conferir cancelamento (Enter)
            </Botao>
            <Botao type="button" variante="secundario" onClick={onSair}>
              Trocar cliente (Esc)
            </Botao>
          </div>
          {recentes.length > 0 && (
            <div className="sm:col-span-2">
              <h3 className="mb-1 text-sm font-medium text-slate-800">Vendas deste cliente neste caixa</h3>
              <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                {recentes.map((v) => (
                  <li key={v.vendaId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                    <span>
                      <span className="font-mono">{v.documentoExterno}</span> · {reais(v.valorVenda)}
                    </span>
                    <Botao type="button" variante="fantasma" onClick={() => conferir(v.documentoExterno)}>
                      Cancelar esta
                    </Botao>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </form>
      )}

      {etapa === 'conferir' && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!cancelar.isPending) cancelar.mutate();
          }}
          className="flex flex-col gap-3"
        >
          <p className="text-base text-slate-900">
            Cancelar a venda do documento <strong className="font-mono">{documento}</strong>
            {venda ? ` (${reais(venda.valorVenda)})` : ''}?
          </p>
          <p className="text-sm text-slate-700">
            Todo o cashback e os pontos que ela creditou são estornados, e o cashback usado como desconto volta ao cliente. Se o cliente já
            gastou o que ela creditou e não tem saldo para o estorno, nada muda.
          </p>
          {erroApi && <Alerta tipo="erro">{erroApi.message}</Alerta>}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Botao id="caixa-cancelar-confirmar" type="submit" variante="perigo" carregando={cancelar.isPending}>
              Cancelar a venda (Enter)
            </Botao>
            <Botao type="button" variante="secundario" onClick={() => setEtapa('editar')}>
              Voltar (Esc)
            </Botao>
          </div>
        </form>
      )}

      {etapa === 'feito' && feito && (
        <div className="flex flex-col gap-3" role="status">
          <Alerta tipo={feito.mensagem === MENSAGENS_CAIXA.vendaJaCancelada ? 'aviso' : 'sucesso'}>
            <p className="font-semibold">
              {feito.mensagem === MENSAGENS_CAIXA.vendaJaCancelada ? 'Esta venda já estava cancelada.' : 'Venda cancelada.'}
            </p>
            <p className="mt-1">
              Estornados {reais(feito.c.cashbackEstornado)} de cashback e {pontos(feito.c.pontosEstornados)}
              {feito.c.cashbackDevolvido > 0 ? `; ${reais(feito.c.cashbackDevolvido)} de cashback usado voltou ao cliente` : ''}.
            </p>
          </Alerta>
          <Botao id="caixa-cancelar-novo" variante="secundario" onClick={() => (setDocumento(''), setMotivo(''), setEtapa('editar'))}>
            Cancelar outra venda (Enter)
          </Botao>
        </div>
      )}
    </div>
  );
}

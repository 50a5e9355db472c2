'use client';
// Cancelling a sale at the counter: by the number of its document (the receipt), or one of the
// sales this counter just made. Enter first asks the server for the exact reversal
// (POST …/venda/cancelar/previa: the real cancellation run as a dry run, rolled back) and the
// confirmation step shows it — what leaves, the cashback that comes back, the balances before and
// after; Enter there cancels that very sale by its vendaId (POST /api/v1/admin/caixa/venda/cancelar,
// the PDV's cancellation), Esc goes back (docs/caixa.md).
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { pontos, reais } from '@/lib/formatar';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import type { CancelamentoVendaResponse } from '@/lib/domain/venda/cancelar-venda';
import type { PreviaCancelamentoCaixaResponse } from '@/lib/domain/caixa/operar-caixa';
import type { VendaFeita } from './venda';

function LinhaSaldo({ id, rotulo, antes, depois }: { id: string; rotulo: string; antes: string; depois: string }) {
  return (
    <tr className="border-t border-slate-200" data-testid={`caixa-cancelar-saldo-${id}`}>
      <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-800">
        {rotulo}
      </th>
      <td className="py-1.5 pr-3 text-right tabular-nums whitespace-nowrap">{antes}</td>
      <td className="py-1.5 text-right font-semibold tabular-nums whitespace-nowrap">{depois}</td>
    </tr>
  );
}

export function FormCancelar({
  tenantId,
  clienteId,
  cnpjLoja,
  recentes,
  onConcluido,
  onSair,
}: {
  tenantId: string | null;
  /** The customer on the counter: a document of another customer's sale is said so. */
  clienteId: string;
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

  const previa = useMutation({
    mutationFn: async (doc: string) =>
      chamarApi<PreviaCancelamentoCaixaResponse>('POST', '/api/v1/admin/caixa/venda/cancelar/previa', {
        corpo: { cnpjLoja, documentoExterno: doc, tenantId },
      }),
    onSuccess: () => {
      cancelar.reset();
      setEtapa('conferir');
    },
  });

  // The sale the preview found, by its id: what is confirmed is exactly what was shown.
  const cancelar = useMutation({
    mutationFn: async () =>
      chamarApi<CancelamentoVendaResponse>('POST', '/api/v1/admin/caixa/venda/cancelar', {
        corpo: { cnpjLoja, vendaId: previa.data!.dados.vendaId, motivo: motivo.trim() || undefined, tenantId },
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
    if (!previa.isPending) previa.mutate(doc.trim());
  }

  function novo() {
    setDocumento('');
    setMotivo('');
    previa.reset();
    setEtapa('editar');
  }

  const p = previa.data?.dados ?? null;
  const erroApi = cancelar.error instanceof ErroApi ? cancelar.error : null;
  // A document that is no sale of this store is the field's error; a refusal (no balance to take
  // the credit back from) is the form's.
  const erroPrevia = previa.error instanceof ErroApi ? previa.error : previa.error ? new ErroApi(0, previa.error.message, []) : null;
  const erroDocumento = erro ?? (erroPrevia?.status === 404 ? erroPrevia.message : null);

  return (
    <div
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        if (etapa === 'conferir') setEtapa('editar');
        else if (etapa === 'feito') {
          novo();
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
            onChange={(e) => (setDocumento(e.target.value), previa.reset())}
            erro={erroDocumento}
          />
          <Campo
            id="caixa-cancelar-motivo"
            rotulo="Motivo (opcional)"
            autoComplete="off"
            maxLength={500}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
          />
          {erroPrevia && erroPrevia.status !== 404 && (
            <div className="sm:col-span-2">
              <Alerta tipo="erro">{erroPrevia.message}</Alerta>
            </div>
          )}
          <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row">
            <Botao type="submit" variante="perigo" carregando={previa.isPending}>
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

      {etapa === 'conferir' && p && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!cancelar.isPending) cancelar.mutate();
          }}
          className="flex flex-col gap-3"
          data-testid="caixa-cancelar-previa"
        >
          <p className="text-base text-slate-900">
            Cancelar a venda do documento <strong className="font-mono">{p.documentoExterno ?? documento}</strong> ({reais(p.valorVenda)})?
          </p>
          {p.clienteId !== clienteId && <Alerta tipo="aviso">Esta venda é de outro cliente: os saldos abaixo são os dele.</Alerta>}
          {p.jaCancelada ? (
            <p className="text-sm text-slate-700">Esta venda já foi cancelada: nada muda.</p>
          ) : (
            <>
              <ul className="list-disc pl-5 text-sm text-slate-800">
                {p.cashbackEstornado > 0 && (
                  <li>
                    Sai <strong>{reais(p.cashbackEstornado)}</strong> de cashback (o creditado pela venda).
                  </li>
                )}
                {p.pontosEstornados > 0 && (
                  <li>
                    Saem <strong>{pontos(p.pontosEstornados)}</strong> (os creditados pela venda).
                  </li>
                )}
                {p.cashbackDevolvido > 0 && (
                  <li>
                    Volta <strong>{reais(p.cashbackDevolvido)}</strong> de cashback que o cliente usou como desconto nesta compra.
                  </li>
                )}
                {p.cashbackEstornado === 0 && p.pontosEstornados === 0 && p.cashbackDevolvido === 0 && <li>Nenhum saldo muda.</li>}
              </ul>
              <table className="w-full max-w-md text-sm">
                <caption className="sr-only">Saldo do cliente antes e depois do cancelamento</caption>
                <thead>
                  <tr className="text-xs text-slate-600">
                    <th scope="col" className="pb-1 text-left font-medium">
                      Saldo
                    </th>
                    <th scope="col" className="pb-1 pr-3 text-right font-medium">
                      Agora
                    </th>
                    <th scope="col" className="pb-1 text-right font-medium">
                      Depois
                    </th>
                  </tr>
                </thead>
                <tbody>
                  <LinhaSaldo
                    id="cashback"
                    rotulo="Cashback"
                    antes={reais(p.saldoAntes.saldoCashback)}
                    depois={reais(p.saldoDepois.saldoCashback)}
                  />
                  <LinhaSaldo
                    id="pendente"
                    rotulo="Pendente"
                    antes={reais(p.saldoAntes.saldoPendente)}
                    depois={reais(p.saldoDepois.saldoPendente)}
                  />
                  <LinhaSaldo
                    id="pontos"
                    rotulo="Pontos"
                    antes={pontos(p.saldoAntes.saldoPontos)}
                    depois={pontos(p.saldoDepois.saldoPontos)}
                  />
                </tbody>
              </table>
            </>
          )}
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
          <Botao id="caixa-cancelar-novo" variante="secundario" onClick={novo}>
            Cancelar outra venda (Enter)
          </Botao>
        </div>
      )}
    </div>
  );
}

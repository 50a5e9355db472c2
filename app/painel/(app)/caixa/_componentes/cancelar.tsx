'use client';
// Cancelling a sale at the counter: by the number of its document (the receipt), or one of the
// sales this counter just made. Enter first asks the server for the exact reversal
// (POST …/venda/cancelar/previa: the real cancellation run as a dry run, rolled back) and the
// confirmation step shows it — what leaves, the cashback that comes back, the balances before and
// after; Enter there cancels that very sale by its vendaId (POST /api/v1/admin/caixa/venda/cancelar,
// the PDV's cancellation), Esc goes back (docs/caixa.md).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { pontos, reais } from '@/lib/formatar';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import type { CancelamentoVendaResponse } from '@/lib/domain/venda/cancelar-venda';
import type { PreviaCancelamentoCaixaResponse } from '@/lib/domain/caixa/operar-caixa';
import { ReversaoCancelamento } from '@/components/painel/reversao-cancelamento';
import type { VendaFeita } from './venda';
import { BotoesEditar, EtapaConferir, EtapaEditar, EtapaFeita, teclaEsc, useFocoDaEtapa, type Etapa, type PropsDaOperacao } from './etapas';

export function FormCancelar({
  tenantId,
  clienteId,
  cnpjLoja,
  recentes,
  onConcluido,
  onSair,
}: PropsDaOperacao & {
  /** The customer on the counter: a document of another customer's sale is said so. */
  clienteId: string;
  /** Sales this counter made for this customer since the page opened, newest first. */
  recentes: VendaFeita[];
  onConcluido: () => void;
}) {
  const [etapa, setEtapa] = useState<Etapa>('editar');
  const [documento, setDocumento] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [feito, setFeito] = useState<{ c: CancelamentoVendaResponse; mensagem: string | null } | null>(null);

  useFocoDaEtapa(etapa, 'caixa-cancelar', 'caixa-cancelar-documento');

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
  // A document that is no sale of this store is the field's error; a refusal (no balance to take
  // the credit back from) is the form's.
  const erroPrevia = previa.error instanceof ErroApi ? previa.error : previa.error ? new ErroApi(0, previa.error.message, []) : null;
  const erroDocumento = erro ?? (erroPrevia?.status === 404 ? erroPrevia.message : null);

  return (
    <div onKeyDown={teclaEsc(etapa, { voltar: () => setEtapa('editar'), recomecar: novo, sair: onSair })}>
      {etapa === 'editar' && (
        <EtapaEditar onConferir={conferir}>
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
          <BotoesEditar rotulo="Conferir cancelamento (Enter)" perigo carregando={previa.isPending} onSair={onSair} />
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
        </EtapaEditar>
      )}

      {etapa === 'conferir' && p && (
        <EtapaConferir
          prefixo="caixa-cancelar"
          rotulo="Cancelar a venda (Enter)"
          rotuloVoltar="Voltar (Esc)"
          perigo
          mutacao={cancelar}
          onVoltar={() => setEtapa('editar')}
          testId="caixa-cancelar-previa"
        >
          <p className="text-base text-slate-900">
            Cancelar a venda do documento <strong className="font-mono">{p.documentoExterno ?? documento}</strong> ({reais(p.valorVenda)})?
          </p>
          {p.clienteId !== clienteId && <Alerta tipo="aviso">Esta venda é de outro cliente: os saldos abaixo são os dele.</Alerta>}
          {p.jaCancelada ? (
            <p className="text-sm text-slate-700">Esta venda já foi cancelada: nada muda.</p>
          ) : (
            <ReversaoCancelamento previa={p} prefixoTeste="caixa-cancelar-saldo" className="text-sm text-slate-800" />
          )}
        </EtapaConferir>
      )}

      {etapa === 'feito' && feito && (
        <EtapaFeita
          prefixo="caixa-cancelar"
          titulos={['Venda cancelada.', 'Esta venda já estava cancelada.']}
          repetido={feito.mensagem === MENSAGENS_CAIXA.vendaJaCancelada}
          novo={['Cancelar outra venda (Enter)', novo]}
          secundario
        >
          Estornados {reais(feito.c.cashbackEstornado)} de cashback e {pontos(feito.c.pontosEstornados)}
          {feito.c.cashbackDevolvido > 0 ? `; ${reais(feito.c.cashbackDevolvido)} de cashback usado voltou ao cliente` : ''}.
        </EtapaFeita>
      )}
    </div>
  );
}

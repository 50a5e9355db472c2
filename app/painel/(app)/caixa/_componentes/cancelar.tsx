'use client';
// Cancelling a sale at the counter: by the number of its document (the receipt), or one of the
// customer's sales of today at this store, read from the server (GET /api/v1/admin/VendaAdmin:
// this customer, this store, not cancelled, today in the store's clock, the 5 newest), so a reload
// does not lose them; a sale made here appears at once (the counter adds it to the list's cache
// and the list is read again). Enter first asks the server for the exact reversal
// (POST …/venda/cancelar/previa: the real cancellation run as a dry run, rolled back) and the
// confirmation step shows it — what leaves, the cashback that comes back, the balances before and
// after; Enter there cancels that very sale by its vendaId (POST /api/v1/admin/caixa/venda/cancelar,
// the PDV's cancellation), Esc goes back (docs/caixa.md).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { pontos, reais } from '@/lib/formatar';
import { dataLocal } from '@/lib/datas';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import type { CancelamentoVendaResponse } from '@/lib/domain/venda/cancelar-venda';
import type { PreviaCancelamentoCaixaResponse } from '@/lib/domain/caixa/operar-caixa';
import type { ListaVendasAdmin, VendaAdminItem } from '@/lib/domain/venda/admin-listar-vendas';
import { ReversaoCancelamento } from '@/components/painel/reversao-cancelamento';
import { chavesCaixa } from '../chaves';
import type { LojaDoCaixa } from '../consultas';
import { BotoesEditar, EtapaConferir, EtapaEditar, EtapaFeita, teclaEsc, useFocoDaEtapa, type Etapa, type PropsDaOperacao } from './etapas';

/** A sale of the shortcut list: what the cashier recognises it by. */
export type VendaRecente = Pick<VendaAdminItem, 'vendaId' | 'documentoExterno' | 'valorVenda' | 'criadoEm'>;

/** How many of today's sales the list shows (docs/caixa.md §6). */
export const MAXIMO_VENDAS_RECENTES = 5;

/** The customer's sales of today (the store's calendar day) at the counter's store, not cancelled, newest first. */
function useVendasRecentes(tenantId: string | null, clienteId: string, loja: LojaDoCaixa) {
  return useQuery({
    queryKey: chavesCaixa.vendasRecentes(tenantId, clienteId, loja.id),
    queryFn: async (): Promise<VendaRecente[]> =>
      (
        await chamarApi<ListaVendasAdmin>('GET', '/api/v1/admin/VendaAdmin', {
          query: {
            tenantId,
            clienteId,
            lojaId: loja.id,
            status: 'Registrada',
            // Read when the list is read: a counter left open overnight asks for the new day.
            dataInicio: dataLocal(new Date(), loja.fusoHorario),
            tamanho: MAXIMO_VENDAS_RECENTES,
          },
        })
      ).dados.itens.map(({ vendaId, documentoExterno, valorVenda, criadoEm }) => ({ vendaId, documentoExterno, valorVenda, criadoEm })),
    staleTime: 0,
    retry: false,
  });
}

/** The time of a sale on the store's clock (they are all of today). */
const hora = (iso: string, fuso: string) => new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', timeZone: fuso }).format(new Date(iso));

export function FormCancelar({
  tenantId,
  clienteId,
  cnpjLoja,
  loja,
  onConcluido,
  onSair,
}: PropsDaOperacao & {
  /** The customer on the counter: a document of another customer's sale is said so. */
  clienteId: string;
  /** The store this counter sells in (the one of `cnpjLoja`). */
  loja: LojaDoCaixa;
  onConcluido: () => void;
}) {
  const qc = useQueryClient();
  const recentes = useVendasRecentes(tenantId, clienteId, loja);
  const [etapa, setEtapa] = useState<Etapa>('editar');
  const [documento, setDocumento] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [feito, setFeito] = useState<{ c: CancelamentoVendaResponse; mensagem: string | null } | null>(null);

  useFocoDaEtapa(etapa, 'caixa-cancelar', 'caixa-cancelar-documento');

  // By the number typed, or by the id of a sale of the list (which may have no number).
  const previa = useMutation({
    mutationFn: async (venda: { documentoExterno: string } | { vendaId: string }) =>
      chamarApi<PreviaCancelamentoCaixaResponse>('POST', '/api/v1/admin/caixa/venda/cancelar/previa', {
        corpo: { cnpjLoja, ...venda, tenantId },
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
      // The cancelled sale leaves the list.
      void qc.invalidateQueries({ queryKey: chavesCaixa.vendasRecentes(tenantId, clienteId, loja.id) });
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
    if (!previa.isPending) previa.mutate({ documentoExterno: doc.trim() });
  }

  function conferirDaLista(v: VendaRecente) {
    setDocumento(v.documentoExterno ?? '');
    setErro(null);
    if (!previa.isPending) previa.mutate({ vendaId: v.vendaId });
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
          {recentes.isError ? (
            <p className="text-sm text-slate-700 sm:col-span-2">
              Não foi possível ler as vendas de hoje deste cliente ({recentes.error.message}). Informe o número do documento.
            </p>
          ) : (
            !!recentes.data?.length && (
              <div className="sm:col-span-2">
                <h3 className="mb-1 text-sm font-medium text-slate-800">Vendas de hoje deste cliente nesta loja</h3>
                <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
                  {recentes.data.map((v) => (
                    <li key={v.vendaId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm">
                      {/* Two short lines, so a phone never cuts the document number. */}
                      <span className="flex min-w-0 flex-col">
                        <span className="font-mono break-words">{v.documentoExterno ?? 'sem nº de documento'}</span>{' '}
                        <span className="text-slate-700 tabular-nums">
                          {reais(v.valorVenda)} · {hora(v.criadoEm, loja.fusoHorario)}
                        </span>
                      </span>
                      <Botao type="button" variante="fantasma" onClick={() => conferirDaLista(v)}>
                        Cancelar esta
                      </Botao>
                    </li>
                  ))}
                </ul>
              </div>
            )
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
            {p.documentoExterno ? (
              <>
                Cancelar a venda do documento <strong className="font-mono">{p.documentoExterno}</strong> ({reais(p.valorVenda)})?
              </>
            ) : (
              <>Cancelar a venda sem número de documento ({reais(p.valorVenda)})?</>
            )}
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

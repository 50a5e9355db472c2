'use client';
// A sale at the counter: the value and the document number, then the preview of the three
// models (POST /api/v1/admin/caixa/venda/preview, the sale's own arithmetic), then the
// confirmation (POST /api/v1/admin/caixa/venda). The document number is generated once per form
// and kept in sessionStorage: a double click or a reload sends the same number and the API
// replays the sale instead of crediting twice (docs/caixa.md).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Campo } from '@/components/ui/campo';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { pontos, reais } from '@/lib/formatar';
import { MENSAGENS_VENDA } from '@/lib/domain/venda/mensagens';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import type { OpcaoVendaCaixa, PreviewVendaCaixaResponse } from '@/lib/domain/caixa/operar-caixa';
import type { ClienteCaixaResponse } from '@/lib/domain/caixa/buscar-cliente-caixa';
import type { VendaResponse } from '@/lib/domain/venda/registrar-venda';
import { lerReais } from './valores';
import { useDocumentoDoFormulario } from './use-documento-do-formulario';
import { BotoesEditar, EtapaConferir, EtapaEditar, EtapaFeita, teclaEsc, useFocoDaEtapa, type Etapa, type PropsDaOperacao } from './etapas';
import { SO_TECLADO } from './teclas';

const TITULO_MODELO: Record<1 | 2 | 3, string> = {
  1: 'Sem desconto',
  2: 'Usar o cashback disponível',
  3: 'Desconto com o cashback desta compra',
};

function descreverCredito(o: Pick<OpcaoVendaCaixa, 'cashbackCreditado' | 'pontosCreditados' | 'cashbackPendente'>) {
  const partes: string[] = [];
  // A no-break space: "R$" never ends a line apart from its amount.
  if (o.cashbackCreditado > 0)
    partes.push(`${reais(o.cashbackCreditado).replace(' ', '\u00a0')} de cashback${o.cashbackPendente ? ' (pendente)' : ''}`);
  if (o.pontosCreditados > 0) partes.push(pontos(o.pontosCreditados));
  return partes.length ? `credita ${partes.join(' e ')}` : 'não credita benefício';
}

/** An amount on one line: reais() separates "R$" with a plain space, which a 360 px line may break. */
function Quantia({ children }: { children: string }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

export type VendaFeita = { vendaId: string; documentoExterno: string; valorVenda: number; valorFinal: number };

export function FormVenda({
  tenantId,
  cnpjLoja,
  cliente,
  onConcluida,
  onSair,
}: PropsDaOperacao & {
  cliente: ClienteCaixaResponse;
  onConcluida: (v: VendaFeita) => void;
}) {
  const [etapa, setEtapa] = useState<Etapa>('editar');
  const [valorTexto, setValorTexto] = useState('');
  const [erroValor, setErroValor] = useState<string | null>(null);
  // Generated once per form and kept across reloads (the form only mounts in the browser, after a customer is chosen).
  const { documento, renovarDocumento, campoDocumento } = useDocumentoDoFormulario('venda', tenantId);
  const [modelo, setModelo] = useState<1 | 2 | 3>(1);
  const [resultado, setResultado] = useState<{ venda: VendaResponse; mensagem: string | null } | null>(null);

  const preview = useMutation({
    mutationFn: async (valor: string) =>
      (
        await chamarApi<PreviewVendaCaixaResponse>('POST', '/api/v1/admin/caixa/venda/preview', {
          corpo: { cnpjLoja, clienteId: cliente.clienteId, valorVenda: Number(valor), tenantId },
        })
      ).dados,
    onSuccess: () => {
      setModelo(1);
      setEtapa('conferir');
    },
  });

  // The document travels with the call: a double click that slips a second (replayed) call through
  // must not record the next form's number for this sale (its answer comes after the renewal).
  const venda = useMutation({
    mutationFn: async (doc: string) =>
      chamarApi<VendaResponse>('POST', '/api/v1/admin/caixa/venda', {
        corpo: {
          cnpjLoja,
          clienteId: cliente.clienteId,
          valorVenda: Number(lerReais(valorTexto)),
          documentoExterno: doc,
          usarCashbackDisponivel: modelo === 2,
          usarCashbackGerado: modelo === 3,
          tenantId,
        },
      }),
    onSuccess: (r, doc) => {
      setResultado({ venda: r.dados, mensagem: r.mensagem });
      onConcluida({
        vendaId: r.dados.vendaId,
        documentoExterno: doc,
        valorVenda: r.dados.valorVenda,
        valorFinal: r.dados.valorFinal,
      });
      // Only now, with the sale confirmed, may the next form have a new number.
      renovarDocumento();
      setEtapa('feito');
    },
  });

  useFocoDaEtapa(etapa, 'caixa-venda', 'caixa-venda-valor');

  function conferir() {
    const literal = lerReais(valorTexto);
    if (!literal) {
      setErroValor('Informe o valor da venda, por exemplo 125,90.');
      return;
    }
    if (!documento.trim()) {
      renovarDocumento();
    }
    setErroValor(null);
    preview.mutate(literal);
  }

  function recomecar() {
    setValorTexto('');
    setResultado(null);
    preview.reset();
    venda.reset();
    setEtapa('editar');
  }

  const p = preview.data;
  const escolhida = p?.opcoes.find((o) => o.modelo === modelo);
  const novoDocumento = () => (renovarDocumento(), venda.reset());

  return (
    <div onKeyDown={teclaEsc(etapa, { voltar: () => setEtapa('editar'), recomecar, sair: onSair })}>
      {etapa === 'editar' && (
        <EtapaEditar onConferir={conferir}>
          <Campo
            id="caixa-venda-valor"
            rotulo="Valor da venda (R$)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            value={valorTexto}
            onChange={(e) => setValorTexto(e.target.value.replace(/[^\d.,]/g, ''))}
            erro={erroValor}
            className="[&_input]:text-xl [&_input]:font-semibold"
          />
          <Campo
            rotulo="Nº do documento (cupom)"
            {...campoDocumento}
            ajuda="Gerado pelo caixa; troque pelo número do cupom fiscal, se houver. O mesmo número nunca credita duas vezes."
          />
          {preview.error && (
            <Alerta tipo="erro" className="sm:col-span-2">
              {preview.error.message}
            </Alerta>
          )}
          <BotoesEditar rotulo="Conferir venda (Enter)" carregando={preview.isPending} onSair={onSair} />
        </EtapaEditar>
      )}

      {etapa === 'conferir' && p && escolhida && (
        <EtapaConferir
          prefixo="caixa-venda"
          rotulo="Confirmar venda (Enter)"
          mutacao={{ isPending: venda.isPending, error: venda.error, mutate: () => venda.mutate(documento) }}
          onNovoDocumento={(e) => (e.mensagem === MENSAGENS_VENDA.documentoDivergente ? novoDocumento : null)}
          onVoltar={() => setEtapa('editar')}
          className="flex flex-col gap-4"
        >
          <p className="text-sm text-slate-700">
            Venda de <strong className="tabular-nums">{reais(p.valorVenda)}</strong> · documento{' '}
            <span className="font-mono">{documento}</span>
          </p>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              Desconto<span className={SO_TECLADO}> (↑ ↓ para escolher)</span>
            </legend>
            <div className="flex flex-col gap-2">
              {p.opcoes.map((o) => (
                <label
                  key={o.modelo}
                  className={`flex items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-marca-600 has-[:checked]:bg-marca-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-marca-600 ${o.disponivel ? 'cursor-pointer border-slate-300' : 'border-slate-200 text-slate-500'}`}
                >
                  <input
                    type="radio"
                    name="caixa-modelo"
                    value={o.modelo}
                    checked={modelo === o.modelo}
                    disabled={!o.disponivel}
                    onChange={() => setModelo(o.modelo)}
                    className="mt-0.5 size-4 shrink-0"
                  />
                  <span className="flex flex-col gap-0.5">
                    <span className="font-semibold text-slate-900">{TITULO_MODELO[o.modelo]}</span>
                    {o.disponivel ? (
                      <span>
                        {o.cashbackUsado > 0 && (
                          <>
                            <Quantia>{reais(o.cashbackUsado)}</Quantia> de desconto ·{' '}
                          </>
                        )}
                        {o.descontoGerado > 0 && (
                          <>
                            <Quantia>{reais(o.descontoGerado)}</Quantia> de desconto ·{' '}
                          </>
                        )}
                        paga <Quantia>{reais(o.valorFinal)}</Quantia> · {descreverCredito(o)}
                      </span>
                    ) : (
                      <span>{o.motivoBloqueio}</span>
                    )}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {/* Each amount on one line ("R$" never apart from it): as many per row as fit. */}
          <dl className="flex flex-wrap gap-x-6 gap-y-3 rounded-lg bg-slate-50 p-3 [&_dd]:whitespace-nowrap">
            <div>
              <dt className="text-xs text-slate-600">Desconto</dt>
              <dd className="font-semibold tabular-nums">{reais(escolhida.cashbackUsado || escolhida.descontoGerado)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Valor a pagar</dt>
              <dd className="text-xl font-bold tabular-nums text-slate-900" data-testid="caixa-valor-final">
                {reais(escolhida.valorFinal)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Cashback a creditar</dt>
              <dd className="font-semibold tabular-nums">
                {reais(escolhida.cashbackCreditado)}
                {escolhida.cashbackPendente ? ' (pendente)' : ''}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Pontos a creditar</dt>
              <dd className="font-semibold tabular-nums">{pontos(escolhida.pontosCreditados)}</dd>
            </div>
          </dl>
        </EtapaConferir>
      )}

      {etapa === 'feito' && resultado && (
        <EtapaFeita
          prefixo="caixa-venda"
          titulos={['Venda registrada.', 'Esta venda já estava registrada com este número de documento: nada foi creditado de novo.']}
          repetido={resultado.mensagem === MENSAGENS_CAIXA.vendaRepetida}
          novo={['Nova venda para este cliente (Enter)', recomecar]}
        >
          Pagou {reais(resultado.venda.valorFinal)}
          {resultado.venda.cashbackUsado > 0 && ` (${reais(resultado.venda.cashbackUsado)} de cashback usado)`}
          {resultado.venda.descontoGerado > 0 && ` (${reais(resultado.venda.descontoGerado)} de desconto)`} ·{' '}
          {descreverCredito({
            cashbackCreditado: resultado.venda.cashbackCreditado,
            pontosCreditados: resultado.venda.pontosCreditados,
            cashbackPendente: resultado.venda.beneficiosAplicados.some((b) => b.statusBeneficio === 'Pendente' && b.cashbackCreditado > 0),
          })}
          .
        </EtapaFeita>
      )}
    </div>
  );
}

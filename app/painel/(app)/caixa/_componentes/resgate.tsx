'use client';
// A redemption at the counter: cashback (R$) or points, with what the customer took home
// (`descricaoTroca`, shown in the club's history), confirmed in a second step and sent with the
// form's document number (POST /api/v1/admin/caixa/resgate; same idempotency as the sale).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Campo } from '@/components/ui/campo';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { pontos, reais } from '@/lib/formatar';
import { MENSAGENS_CAIXA } from '@/lib/domain/caixa/mensagens';
import { MENSAGENS_RESGATE } from '@/lib/domain/resgate/mensagens';
import type { ClienteCaixaResponse } from '@/lib/domain/caixa/buscar-cliente-caixa';
import type { ResgateResponse } from '@/lib/domain/resgate/resgatar-saldo';
import { lerPontos, lerReais } from './valores';
import { useDocumentoDoFormulario } from './use-documento-do-formulario';
import { BotoesEditar, EtapaConferir, EtapaEditar, EtapaFeita, teclaEsc, useFocoDaEtapa, type Etapa, type PropsDaOperacao } from './etapas';
import { SO_TECLADO } from './teclas';

type Tipo = 'Cashback' | 'Pontos';

export function FormResgate({
  tenantId,
  cnpjLoja,
  cliente,
  onConcluido,
  onSair,
}: PropsDaOperacao & {
  cliente: ClienteCaixaResponse;
  onConcluido: () => void;
}) {
  const [etapa, setEtapa] = useState<Etapa>('editar');
  const [tipo, setTipo] = useState<Tipo>(cliente.saldoCashback > 0 || cliente.saldoPontos === 0 ? 'Cashback' : 'Pontos');
  const [quantia, setQuantia] = useState('');
  const [troca, setTroca] = useState('');
  const { documento, renovarDocumento, campoDocumento } = useDocumentoDoFormulario('resgate', tenantId);
  const [erro, setErro] = useState<string | null>(null);
  const [feito, setFeito] = useState<{ r: ResgateResponse; mensagem: string | null } | null>(null);

  useFocoDaEtapa(etapa, 'caixa-resgate', 'caixa-resgate-quantia');

  const resgate = useMutation({
    mutationFn: async () =>
      chamarApi<ResgateResponse>('POST', '/api/v1/admin/caixa/resgate', {
        corpo: {
          cnpjLoja,
          clienteId: cliente.clienteId,
          tipoBeneficio: tipo,
          valorResgate: tipo === 'Cashback' ? Number(lerReais(quantia)) : undefined,
          pontosResgate: tipo === 'Pontos' ? lerPontos(quantia) : undefined,
          descricaoTroca: tipo === 'Pontos' && troca.trim() ? troca.trim() : undefined,
          documentoExterno: documento,
          tenantId,
        },
      }),
    onSuccess: (r) => {
      setFeito({ r: r.dados, mensagem: r.mensagem });
      renovarDocumento();
      onConcluido();
      setEtapa('feito');
    },
  });

  function conferir() {
    const ok = tipo === 'Cashback' ? lerReais(quantia) !== null : lerPontos(quantia) !== null;
    if (!ok) {
      setErro(tipo === 'Cashback' ? 'Informe o valor a resgatar, por exemplo 5,00.' : 'Informe quantos pontos, um número inteiro.');
      return;
    }
    setErro(null);
    resgate.reset();
    setEtapa('conferir');
  }

  function recomecar() {
    setQuantia('');
    setTroca('');
    setFeito(null);
    resgate.reset();
    setEtapa('editar');
  }

  const descricao =
    tipo === 'Cashback'
      ? `${reais(lerReais(quantia) ?? 0)} de cashback`
      : `${pontos(lerPontos(quantia) ?? 0)}${troca.trim() ? ` por “${troca.trim()}”` : ''}`;
  const novoDocumento = () => (renovarDocumento(), resgate.reset());

  return (
    <div onKeyDown={teclaEsc(etapa, { voltar: () => setEtapa('editar'), recomecar, sair: onSair })}>
      {etapa === 'editar' && (
        <EtapaEditar onConferir={conferir}>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">
              Resgatar<span className={SO_TECLADO}> (← → para trocar)</span>
            </legend>
            <div className="grid grid-cols-2 gap-1 rounded-md bg-slate-100 p-1">
              {(['Cashback', 'Pontos'] as const).map((t) => (
                <label
                  key={t}
                  className="flex min-h-10 cursor-pointer items-center justify-center rounded px-2 text-sm font-medium text-slate-700 has-[:checked]:bg-white has-[:checked]:text-marca-800 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-marca-600"
                >
                  <input
                    type="radio"
                    name="caixa-resgate-tipo"
                    value={t}
                    checked={tipo === t}
                    onChange={() => (setTipo(t), setQuantia(''), setErro(null))}
                    className="sr-only"
                  />
                  {/* One box for the words: the label is a flex box, which would drop the space between bare texts. */}
                  <span>
                    {t === 'Cashback' ? 'Cashback' : 'Pontos'}{' '}
                    <span className="whitespace-nowrap">
                      ({t === 'Cashback' ? reais(cliente.saldoCashback) : pontos(cliente.saldoPontos)})
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <Campo
            id="caixa-resgate-quantia"
            rotulo={tipo === 'Cashback' ? 'Valor a resgatar (R$)' : 'Pontos a resgatar'}
            inputMode={tipo === 'Cashback' ? 'decimal' : 'numeric'}
            autoComplete="off"
            placeholder={tipo === 'Cashback' ? '0,00' : '0'}
            value={quantia}
            onChange={(e) => setQuantia(e.target.value.replace(tipo === 'Cashback' ? /[^\d.,]/g : /\D/g, ''))}
            erro={erro}
            ajuda={tipo === 'Cashback' ? `Disponível: ${reais(cliente.saldoCashback)}.` : `Disponível: ${pontos(cliente.saldoPontos)}.`}
          />
          {tipo === 'Pontos' && (
            <Campo
              id="caixa-resgate-troca"
              rotulo="O que o cliente levou (opcional)"
              autoComplete="off"
              maxLength={200}
              value={troca}
              onChange={(e) => setTroca(e.target.value)}
              ajuda="Aparece no histórico do cliente no clube."
            />
          )}
          <Campo rotulo="Nº do documento" {...campoDocumento} />
          <BotoesEditar rotulo="Conferir resgate (Enter)" onSair={onSair} />
        </EtapaEditar>
      )}

      {etapa === 'conferir' && (
        <EtapaConferir
          prefixo="caixa-resgate"
          rotulo="Confirmar resgate (Enter)"
          mutacao={resgate}
          onNovoDocumento={(e) => (e.mensagem === MENSAGENS_RESGATE.documentoDivergente ? novoDocumento : null)}
          onVoltar={() => setEtapa('editar')}
        >
          <p className="text-base text-slate-900">
            Resgatar <strong>{descricao}</strong> de {cliente.clienteNome ?? 'cliente sem nome'}? O saldo é debitado na hora.
          </p>
          <p className="text-sm text-slate-600">
            Documento <span className="font-mono">{documento}</span>
          </p>
        </EtapaConferir>
      )}

      {etapa === 'feito' && feito && (
        <EtapaFeita
          prefixo="caixa-resgate"
          titulos={['Resgate registrado.', 'Este resgate já estava registrado com este número de documento: nada foi debitado de novo.']}
          repetido={feito.mensagem === MENSAGENS_CAIXA.resgateRepetido}
          novo={['Novo resgate (Enter)', recomecar]}
        >
          {feito.r.tipoBeneficio === 'Cashback' ? `${reais(feito.r.cashbackResgatado)} de cashback` : pontos(feito.r.pontosResgatados)} ·
          saldo agora {reais(feito.r.saldoAtual.saldoCashback)} e {pontos(feito.r.saldoAtual.saldoPontos)}.
        </EtapaFeita>
      )}
    </div>
  );
}

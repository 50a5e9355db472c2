'use client';
// "Ajustar saldo" (issue 11, item 4): a manager credits a bonus or debits cashback or points, with
// a reason, through POST /api/v1/admin/ClienteAdmin/{id}/ajuste. The form checks with the API's
// own schema, then a confirmation shows the balance after the adjustment; the API's refusals land
// next to their fields (lib/navegador/mensagens-formulario.ts). One idempotency key per filled
// form: sending the same confirmation twice (double click, a retry after a network failure)
// applies it once; a new key is drawn after each success. Rendered for managers only.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alerta, AlertaDeErros } from '@/components/ui/alerta';
import { Botao, BotaoExpandir } from '@/components/ui/botao';
import { Campo, CampoInteiro, Opcoes, Selecao } from '@/components/ui/campo';
import { Cartao } from '@/components/ui/cartao';
import { Confirmar } from '@/components/ui/confirmar';
import { validarFormulario, type ErrosDoFormulario } from '@/components/ui/validacao';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { errosDaResposta, errosDoPainel, mensagensSemCampo } from '@/lib/navegador/mensagens-formulario';
import { numeroParaApi } from '@/lib/navegador/numero-digitado';
import { Decimal } from '@/lib/dinheiro';
import { pontos, reais } from '@/lib/formatar';
import { MENSAGENS_AJUSTE } from '@/lib/domain/ajuste/mensagens';
import { ajusteSaldoSchema } from '@/app/api/v1/admin/clienteadmin/[id]/ajuste/schemas';
import { chavesClientes } from '../chaves';

type Loja = { id: string; nome: string };
type Saldos = { saldoCashback: number; saldoPontos: number };
type Resposta = { saldoAtual: { saldoCashback: number; saldoPontos: number; saldoPendente: number }; dataExpiracao: string | null };
type Valores = {
  operacao: 'Credito' | 'Debito';
  tipoBeneficio: 'Cashback' | 'Pontos';
  lojaId: string;
  valor: string;
  validadeDias: string;
  motivo: string;
};

/** The labels of the fields, for the messages (docs/painel.md, "Mensagens de validação"). */
const ROTULOS = {
  operacao: 'Operação',
  tipoBeneficio: 'Benefício',
  lojaId: 'Loja',
  valor: 'Valor',
  validadeDias: 'Validade (dias)',
  motivo: 'Motivo',
  chaveIdempotencia: 'Chave',
};

/** API messages that name no field but are about one. */
function campoDaMensagem(m: string): string | null {
  if (m === MENSAGENS_AJUSTE.saldoInsuficiente) return 'valor';
  if (m === MENSAGENS_AJUSTE.lojaNaoEncontrada || m === MENSAGENS_AJUSTE.lojaInativa) return 'lojaId';
  return null;
}

/**
 * The amount or days as typed, the way every panel form reads them (lib/navegador/numero-digitado.ts):
 * "1.000" is one thousand, "10,50" or "10.50" is 10.5, what is no number stays text for the schema
 * to refuse; blank is absent (the amount's required message, the validity's campaign default).
 */
const numeroDigitado = (v: string) => numeroParaApi(v, { milhar: true }) ?? undefined;

const novaChave = () => crypto.randomUUID();

export function AjusteSaldo({
  clienteId,
  tenantId,
  lojas,
  saldos,
}: {
  clienteId: string;
  tenantId: string | null;
  lojas: Loja[];
  saldos: Saldos;
}) {
  const router = useRouter();
  const qc = useQueryClient();
  const [aberto, setAberto] = useState(false);
  const [v, setV] = useState<Valores>({
    operacao: 'Credito',
    tipoBeneficio: 'Cashback',
    lojaId: lojas[0]?.id ?? '',
    valor: '',
    validadeDias: '',
    motivo: '',
  });
  const [chave, setChave] = useState(novaChave);
  const [erros, setErros] = useState<ErrosDoFormulario>({});
  const [confirmando, setConfirmando] = useState<{ corpo: Record<string, unknown>; depois: string; texto: string } | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);

  const enviar = useMutation({
    mutationFn: (corpo: Record<string, unknown>) =>
      chamarApi<Resposta>('POST', `/api/v1/admin/ClienteAdmin/${clienteId}/ajuste`, { corpo, query: { tenantId } }),
    onSuccess: (r) => {
      setConfirmando(null);
      const s = r.dados.saldoAtual;
      setAviso(`${r.mensagem ?? 'Saldo ajustado.'} Saldo agora: ${reais(s.saldoCashback)} de cashback e ${pontos(s.saldoPontos)}.`);
      setV((x) => ({ ...x, valor: '', validadeDias: '', motivo: '' }));
      setChave(novaChave());
      setAberto(false);
      qc.invalidateQueries({ queryKey: chavesClientes.todas });
      router.refresh();
    },
    onError: (e) => {
      setConfirmando(null);
      setErros(
        errosDaResposta(
          e instanceof ErroApi ? e.erros : [e instanceof Error ? e.message : 'Falha ao ajustar.'],
          ROTULOS,
          campoDaMensagem,
          v,
        ),
      );
    },
  });

  const muda = (campo: keyof Valores) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setV((x) => ({ ...x, [campo]: e.target.value }));

  function revisar(e: React.FormEvent) {
    e.preventDefault();
    setAviso(null);
    const credito = v.operacao === 'Credito';
    const corpo: Record<string, unknown> = {
      operacao: v.operacao,
      tipoBeneficio: v.tipoBeneficio,
      lojaId: v.lojaId,
      valor: numeroDigitado(v.valor),
      motivo: v.motivo,
      validadeDias: credito ? numeroDigitado(v.validadeDias) : undefined,
      chaveIdempotencia: chave,
    };
    const r = validarFormulario(ajusteSaldoSchema, corpo);
    if (!r.ok) {
      setErros(errosDoPainel(r.erros, ROTULOS, corpo));
      return;
    }
    const cashback = v.tipoBeneficio === 'Cashback';
    const atual = new Decimal(String(cashback ? saldos.saldoCashback : saldos.saldoPontos));
    const depois = credito ? atual.add(r.dados.valor) : atual.sub(r.dados.valor);
    const fmt = (d: Decimal) => (cashback ? reais(d.toFixed(2)) : pontos(d.toNumber()));
    if (depois.lt(0)) {
      setErros({ valor: `O saldo disponível é ${fmt(atual)}: o débito não pode ser maior.` });
      return;
    }
    setErros({});
    const loja = lojas.find((l) => l.id === v.lojaId)?.nome ?? '';
    setConfirmando({
      corpo,
      depois: fmt(depois),
      texto: credito
        ? `Creditar ${fmt(r.dados.valor)} na loja ${loja}, como um lote novo.`
        : `Debitar ${fmt(r.dados.valor)} dos lotes mais antigos do cliente, registrado na loja ${loja}.`,
    });
  }

  if (lojas.length === 0) return null;

  return (
    <div className="mt-3">
      {aviso && (
        <Alerta tipo="sucesso" className="mb-3">
          {aviso}
        </Alerta>
      )}
      <BotaoExpandir aberto={aberto} onMudar={(a) => (setAviso(null), setAberto(a))} textos={['Fechar ajuste', 'Ajustar saldo']} />
      {aberto && (
        <Cartao titulo="Ajustar saldo" className="mt-3">
          <form onSubmit={revisar} noValidate aria-label="Ajustar saldo" className="grid gap-3 sm:grid-cols-2">
            <AlertaDeErros mensagens={mensagensSemCampo(erros._)} className="sm:col-span-2" />
            <Selecao rotulo="Operação" value={v.operacao} onChange={muda('operacao')} erro={erros.operacao}>
              <option value="Credito">Crédito (bônus)</option>
              <option value="Debito">Débito</option>
            </Selecao>
            <Selecao rotulo="Benefício" value={v.tipoBeneficio} onChange={muda('tipoBeneficio')} erro={erros.tipoBeneficio}>
              <option value="Cashback">Cashback (R$)</option>
              <option value="Pontos">Pontos</option>
            </Selecao>
            <Selecao
              rotulo="Loja"
              value={v.lojaId}
              onChange={muda('lojaId')}
              erro={erros.lojaId}
              ajuda={
                v.operacao === 'Debito'
                  ? 'Onde o débito fica registrado; ele usa os lotes mais antigos do cliente, de qualquer loja.'
                  : undefined
              }
            >
              <Opcoes itens={lojas} />
            </Selecao>
            <Campo
              rotulo={v.tipoBeneficio === 'Cashback' ? 'Valor (R$)' : 'Valor (pontos)'}
              inputMode={v.tipoBeneficio === 'Cashback' ? 'decimal' : 'numeric'}
              value={v.valor}
              onChange={muda('valor')}
              erro={erros.valor}
              ajuda={`Disponível: ${v.tipoBeneficio === 'Cashback' ? reais(saldos.saldoCashback) : pontos(saldos.saldoPontos)}.`}
            />
            {v.operacao === 'Credito' && (
              <CampoInteiro
                rotulo="Validade (dias)"
                value={v.validadeDias}
                onChange={muda('validadeDias')}
                erro={erros.validadeDias}
                ajuda="Em branco: a validade da campanha ativa da loja; sem campanha, não expira."
              />
            )}
            <Campo
              rotulo="Motivo"
              value={v.motivo}
              onChange={muda('motivo')}
              erro={erros.motivo}
              maxLength={200}
              ajuda="De 3 a 200 caracteres. Fica na auditoria; o cliente não vê."
              className="sm:col-span-2"
            />
            <div className="sm:col-span-2">
              <Botao type="submit">Revisar ajuste</Botao>
            </div>
          </form>
        </Cartao>
      )}
      {confirmando && (
        <Confirmar
          aberto
          titulo="Confirmar ajuste de saldo?"
          textoConfirmar="Confirmar ajuste"
          carregando={enviar.isPending}
          onConfirmar={() => enviar.mutate(confirmando.corpo)}
          onCancelar={() => setConfirmando(null)}
        >
          <p>{confirmando.texto}</p>
          <p className="mt-2">
            Saldo depois do ajuste: <strong data-testid="saldo-depois">{confirmando.depois}</strong>.
          </p>
          <p className="mt-2 text-sm text-slate-600">Motivo: {v.motivo.trim()}</p>
        </Confirmar>
      )}
    </div>
  );
}

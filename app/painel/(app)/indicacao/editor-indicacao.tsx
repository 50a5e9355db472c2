'use client';
// The referral programme's configuration (docs/painel.md, "Indicação"): on/off, the kind of
// benefit, each side's bonus, the friend's qualifying purchase, the grace period, the referrer's
// limit and the bonus's validity, with a live example told from the values as typed.
// Saving sends PUT /api/v1/admin/indicacao with the numbers as typed (numero-digitado.ts: "5e"
// reaches the API and is refused with its message). Each refusal shows next to the field it names,
// in the panel's label wording (docs/painel.md, "Mensagens de validação"); the rest below the fields.
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { AlertaDeErros } from '@/components/ui/alerta';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { Campo, CampoInteiro, Selecao } from '@/components/ui/campo';
import { Cartao } from '@/components/ui/cartao';
import { Etiqueta } from '@/components/ui/etiqueta';
import { FormularioDaMutacao } from '@/components/painel/formulario-da-mutacao';
import { errosDoEnvio } from '@/components/painel/formulario-cadastro';
import { reais, semQuebraNoValor } from '@/lib/formatar';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { mensagensSemCampo } from '@/lib/navegador/mensagens-formulario';
import { inteiroParaApi, numeroParaApi, valorDoTexto } from '@/lib/navegador/numero-digitado';
import { MENSAGENS_INDICACAO } from '@/lib/domain/indicacao/mensagens';
import type { ConfiguracaoIndicacao, ProgramaIndicacaoResponse } from '@/lib/domain/indicacao/configurar-indicacao';
import { exemploIndicacao, type PrazosIndicacao, type ValoresIndicacao } from './exemplo-indicacao';

const CAMINHO = '/api/v1/admin/indicacao';

/** A saved value as the field shows it: R$ the Brazilian way ("10,00"), points and days as they are. */
const emReais = (n: number) => reais(n).replace(/^R\$\s*/, '');

function valoresDoPrograma(c: ConfiguracaoIndicacao): ValoresIndicacao {
  const bonus = c.tipoBeneficio === 'Cashback' ? emReais : String;
  return {
    tipoBeneficio: c.tipoBeneficio,
    bonusIndicador: bonus(c.bonusIndicador),
    bonusIndicado: bonus(c.bonusIndicado),
    compraMinima: emReais(c.compraMinima),
    diasCarencia: String(c.diasCarencia),
    limiteMensal: String(c.limiteMensal),
    validadeDias: c.validadeDias === null ? '' : String(c.validadeDias),
  };
}

/** The fields' labels, which the API's `O campo BonusIndicador …` takes; the bonuses say their unit. */
function rotulos(tipo: ValoresIndicacao['tipoBeneficio']) {
  const unidade = tipo === 'Cashback' ? '(R$)' : '(pontos)';
  return {
    tipoBeneficio: 'Benefício',
    bonusIndicador: `Bônus de quem indica ${unidade}`,
    bonusIndicado: `Bônus do amigo indicado ${unidade}`,
    compraMinima: 'Compra mínima do amigo (R$)',
    diasCarencia: 'Carência (dias)',
    limiteMensal: 'Limite de amigos premiados',
    validadeDias: 'Validade do bônus (dias)',
  };
}

export function EditorIndicacao({
  programa,
  tenantId,
  prazos,
}: {
  programa: ProgramaIndicacaoResponse;
  tenantId: string | null;
  prazos: PrazosIndicacao;
}) {
  const router = useRouter();
  const avisar = useAvisos();
  const [ativo, setAtivo] = useState(programa.ativo);
  const [v, setV] = useState(() => valoresDoPrograma(programa));
  const exemplo = exemploIndicacao(v, prazos);

  const salvar = useMutation({
    // Blank validity: the bonus never expires; any other blank is refused by the API with its message.
    mutationFn: () =>
      chamarApi<ProgramaIndicacaoResponse>('PUT', CAMINHO, {
        corpo: {
          tenantId,
          ativo,
          tipoBeneficio: v.tipoBeneficio,
          bonusIndicador: numeroParaApi(v.bonusIndicador, { milhar: true }),
          bonusIndicado: numeroParaApi(v.bonusIndicado, { milhar: true }),
          compraMinima: numeroParaApi(v.compraMinima, { milhar: true }),
          diasCarencia: inteiroParaApi(v.diasCarencia),
          limiteMensal: inteiroParaApi(v.limiteMensal),
          validadeDias: inteiroParaApi(v.validadeDias),
        },
      }),
    onSuccess: (r) => {
      setV(valoresDoPrograma(r.dados));
      avisar('sucesso', r.mensagem ?? MENSAGENS_INDICACAO.salva);
      router.refresh();
    },
  });
  const r = rotulos(v.tipoBeneficio);
  // "Bônus em pontos deve ser um número inteiro." is about whichever bonus has a fraction; the
  // one about no bonus at all goes to the first bonus, where the focus lands.
  const erros = errosDoEnvio(salvar.error, r, (m) => {
    if (m === MENSAGENS_INDICACAO.pontosInteiros)
      return Number.isInteger(Number(valorDoTexto(v.bonusIndicador))) ? 'bonusIndicado' : 'bonusIndicador';
    return m === MENSAGENS_INDICACAO.semBonus ? 'bonusIndicador' : null;
  });
  /** A field's label, value, change and message, by its name in the request. */
  const campo = (k: keyof ValoresIndicacao) => ({
    rotulo: r[k],
    value: v[k],
    onChange: (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value })),
    erro: erros[k],
  });

  return (
    <Cartao
      titulo="Configuração"
      acoes={
        <Etiqueta cor={programa.ativo ? 'verde' : 'cinza'}>
          {programa.ativo ? 'Ligado' : programa.configurada ? 'Desligado' : 'Não configurado'}
        </Etiqueta>
      }
    >
      <FormularioDaMutacao salvar={salvar} className="flex flex-col gap-4">
        <div>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-5"
              checked={ativo}
              onChange={(e) => setAtivo(e.target.checked)}
              aria-describedby="ajuda-programa-ligado"
            />
            Programa ligado
          </label>
          <p id="ajuda-programa-ligado" className="text-sm text-slate-700">
            Ligado, cada cliente que já comprou no programa vê no clube o próprio link de indicação. Desligado, nenhuma indicação é
            concluída (as pendentes esperam e podem expirar).
          </p>
        </div>
        <div className="rounded-md border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Como fica, com estes valores</p>
          <p data-testid="exemplo-indicacao">
            {exemplo ? semQuebraNoValor(exemplo) : 'Preencha os valores abaixo com números para ver o exemplo.'}
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Selecao {...campo('tipoBeneficio')} ajuda="Os dois bônus são do mesmo tipo.">
            <option value="Cashback">Cashback (R$)</option>
            <option value="Pontos">Pontos</option>
          </Selecao>
          <Campo
            {...campo('compraMinima')}
            inputMode="decimal"
            ajuda={`O valor pago (descontados o saldo usado e o desconto imediato) da compra do amigo que conclui a indicação, em até ${prazos.prazoDias} dias depois de entrar no clube. 0: qualquer valor.`}
          />
          <Campo {...campo('bonusIndicador')} inputMode="decimal" ajuda="O que ganha o cliente que indicou. 0: nada." />
          <Campo {...campo('bonusIndicado')} inputMode="decimal" ajuda="O que ganha o amigo que entrou pelo link. 0: nada." />
          <CampoInteiro {...campo('diasCarencia')} ajuda="De 0 a 90: os dias que a compra precisa ficar sem cancelamento antes do bônus." />
          <CampoInteiro {...campo('validadeDias')} ajuda="De 1 a 3650. Vazio: o bônus não vence." />
          <CampoInteiro
            {...campo('limiteMensal')}
            ajuda={`De 1 a 100: por quantos amigos, a cada ${prazos.janelaLimiteDias} dias, quem indica ganha. Depois disso o amigo ainda ganha o dele.`}
          />
        </div>
        <AlertaDeErros mensagens={mensagensSemCampo(erros._)} />
        <div>
          <Botao type="submit" carregando={salvar.isPending}>
            {salvar.isPending ? 'Salvando…' : 'Salvar'}
          </Botao>
        </div>
      </FormularioDaMutacao>
    </Cartao>
  );
}

'use client';
// One automation's card: on/off, channel, template with a live preview (the same renderer the
// send uses, on an example customer, with the bonus as typed: "{bonus}" → "R$ 10,00"), holdout,
// days without purchase and bonus where they apply.
// Saving sends PUT /api/v1/admin/automacoes/{tipo} with the numbers as typed (numero-digitado.ts:
// "5e" reaches the API and is refused with its message). Each refusal shows next to the field it
// names, in the panel's label wording (docs/painel.md, "Mensagens de validação"); the rest below the fields.
import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { comParametros } from '@/lib/url';
import { useMutation } from '@tanstack/react-query';
import { AlertaDeErros } from '@/components/ui/alerta';
import { FormularioDaMutacao } from '@/components/painel/formulario-da-mutacao';
import { errosDoEnvio } from '@/components/painel/formulario-cadastro';
import { CampoGrupoControle, SelecaoCanal } from '@/components/painel/campos-envio';
import { Botao } from '@/components/ui/botao';
import { Campo, CampoInteiro, CampoTexto, Selecao } from '@/components/ui/campo';
import { Cartao } from '@/components/ui/cartao';
import { Etiqueta } from '@/components/ui/etiqueta';
import { useAvisos } from '@/components/ui/avisos';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { mensagensSemCampo } from '@/lib/navegador/mensagens-formulario';
import { inteiroParaApi, numeroParaApi, valorDoTexto } from '@/lib/navegador/numero-digitado';
import { renderizarModelo, usaBonus, VARIAVEIS_MODELO, VARIAVEL_BONUS, type BonusModelo } from '@/lib/domain/comunicacao/modelo';
import { AUTOMACOES, DIAS_SEM_COMPRA_PADRAO, JANELA_RECUPERACAO_DIAS } from '@/lib/domain/automacao/definicoes';
import { MENSAGENS_AUTOMACAO } from '@/lib/domain/automacao/mensagens';
import type { AutomacaoResponse } from '@/lib/domain/automacao/configurar-automacao';

/** The example customer of the preview. */
const EXEMPLO = { nome: 'Maria Souza', saldoCashback: '23.50', proximaExpiracao: '2026-12-20', loja: 'Loja Centro', pontos: '340' };

/**
 * The fields that show the API's refusal next to them, by their labels (`O campo HoldoutPercentual …`
 * at "Grupo de controle (%)"); a dotted name matches whole (`Bonus.Valor` -> `bonus.valor`). A field
 * off screen is sent as null, so the API never refuses it.
 */
const ROTULOS = {
  canal: 'Canal',
  assunto: 'Assunto',
  modelo: 'Mensagem',
  holdoutPercentual: 'Grupo de controle (%)',
  diasSemCompra: 'Dias sem compra',
  'bonus.tipoBeneficio': 'Benefício',
  'bonus.valor': 'Valor (R$)',
  'bonus.validadeDias': 'Validade (dias)',
};

/** Refusals about a field that name it otherwise than `O campo X …`. */
function sobreCampo(mensagem: string): string | null {
  if (mensagem.startsWith('O modelo usa variáveis') || mensagem === MENSAGENS_AUTOMACAO.variavelBonusSemBonus) return 'modelo';
  if (mensagem.startsWith('O assunto usa variáveis') || mensagem === MENSAGENS_AUTOMACAO.assuntoVariavelBonusSemBonus) return 'assunto';
  if (mensagem === MENSAGENS_AUTOMACAO.bonusPontosInteiros) return 'bonus.valor';
  return null;
}

export function EditorAutomacao({ automacao: a, tenantId }: { automacao: AutomacaoResponse; tenantId: string | null }) {
  const router = useRouter();
  const avisar = useAvisos();
  const def = AUTOMACOES[a.tipo];
  const [ativa, setAtiva] = useState(a.ativa);
  const [canal, setCanal] = useState(a.canal);
  const [assunto, setAssunto] = useState(a.assunto ?? def.assuntoPadrao);
  const [modelo, setModelo] = useState(a.modelo);
  const [holdout, setHoldout] = useState(String(a.holdoutPercentual));
  const [dias, setDias] = useState(a.diasSemCompra === null ? '' : String(a.diasSemCompra));
  const [bonusTipo, setBonusTipo] = useState(a.bonus?.tipoBeneficio ?? '');
  const [bonusValor, setBonusValor] = useState(a.bonus ? String(a.bonus.valor).replace('.', ',') : '');
  const [bonusValidade, setBonusValidade] = useState(a.bonus?.validadeDias ? String(a.bonus.validadeDias) : '');
  // The bonus as configured on screen; one that is no amount yet shows nothing (the API will say why).
  const bonusPrevia = useMemo(() => {
    const valor = bonusTipo ? valorDoTexto(bonusValor) : null;
    return bonusTipo && typeof valor === 'string' && Number(valor) > 0
      ? { tipoBeneficio: bonusTipo as BonusModelo['tipoBeneficio'], valor }
      : null;
  }, [bonusTipo, bonusValor]);
  const previa = useMemo(() => renderizarModelo(modelo, { ...EXEMPLO, bonus: bonusPrevia }), [modelo, bonusPrevia]);
  const variaveis = [...VARIAVEIS_MODELO, ...(def.aceitaBonus ? [VARIAVEL_BONUS] : [])];

  const salvar = useMutation({
    // Blank: the holdout stays as it is, the days go back to the default, the bonus takes the
    // store campaign's validity (docs/automacoes.md).
    mutationFn: () =>
      chamarApi<AutomacaoResponse>('PUT', `/api/v1/admin/automacoes/${a.tipo}`, {
        corpo: {
          tenantId,
          ativa,
          canal,
          assunto: canal === 'Email' ? assunto : null,
          modelo,
          holdoutPercentual: inteiroParaApi(holdout),
          diasSemCompra: a.tipo === 'Reconquista' ? inteiroParaApi(dias) : null,
          bonus:
            def.aceitaBonus && bonusTipo
              ? {
                  tipoBeneficio: bonusTipo,
                  valor: numeroParaApi(bonusValor, { milhar: true }),
                  validadeDias: inteiroParaApi(bonusValidade),
                }
              : null,
        },
      }),
    onSuccess: (r) => {
      avisar('sucesso', r.mensagem ?? 'Automação salva com sucesso.');
      router.refresh();
    },
  });
  // The bonus's amount is labelled by its kind, as on screen.
  const rotulos = bonusTipo === 'Pontos' ? { ...ROTULOS, 'bonus.valor': 'Pontos' } : ROTULOS;
  const erros = errosDoEnvio(salvar.error, rotulos, sobreCampo);

  return (
    <Cartao
      titulo={def.nome}
      acoes={<Etiqueta cor={a.ativa ? 'verde' : 'cinza'}>{a.ativa ? 'Ligada' : a.configurada ? 'Desligada' : 'Não configurada'}</Etiqueta>}
    >
      <p className="mb-3 text-sm text-slate-700">{def.descricao}</p>
      {a.tipo === 'LembreteExpiracao' && !a.configurada && (
        <p className="mb-3 text-sm text-slate-700">
          Hoje vale o aviso padrão do sistema, sem grupo de controle. Ao salvar, o lembrete passa a usar o modelo abaixo e as regras de
          marketing; desligado, nenhum lembrete sai.
        </p>
      )}
      <dl className="mb-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4" aria-label={`Números de ${def.nome}`}>
        {(
          [
            ['Enviadas', a.envios.enviados],
            ['Aguardando', a.envios.pendentes],
            ['Controle', a.envios.holdout],
            ['Não enviadas', a.envios.ignorados],
          ] as const
        ).map(([rotulo, n]) => (
          <div key={rotulo} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{rotulo}</dt>
            <dd className="text-lg font-semibold text-slate-900">{n.toLocaleString('pt-BR')}</dd>
          </div>
        ))}
      </dl>
      <FormularioDaMutacao salvar={salvar} className="flex flex-col gap-3">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" className="size-5" checked={ativa} onChange={(e) => setAtiva(e.target.checked)} />
          Ligada
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelecaoCanal valor={canal} onMudar={setCanal} erro={erros.canal} />
          <CampoGrupoControle
            valor={holdout}
            onMudar={setHoldout}
            erro={erros.holdoutPercentual}
            ajuda="Sorteados que não recebem nada (0 a 50)."
          />
        </div>
        {canal === 'Email' && (
          <Campo rotulo="Assunto" value={assunto} onChange={(e) => setAssunto(e.target.value)} maxLength={150} erro={erros.assunto} />
        )}
        <CampoTexto
          rotulo="Mensagem"
          rows={3}
          maxLength={1000}
          value={modelo}
          onChange={(e) => setModelo(e.target.value)}
          erro={erros.modelo}
          ajuda={
            `Variáveis: ${variaveis.map((v) => `{${v}}`).join(' ')}` +
            (def.aceitaBonus ? '. {bonus} é o valor do bônus abaixo (R$ 10,00 ou 500 pontos), e só vale com um bônus configurado.' : '')
          }
        />
        <div className="rounded-md border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Prévia (cliente de exemplo)</p>
          <p className="whitespace-pre-line" data-testid={`previa-${a.tipo}`}>
            {previa}
          </p>
          {def.aceitaBonus && usaBonus(modelo) && !bonusPrevia && (
            <p className="mt-1 text-xs text-slate-600">{'{bonus}'} fica vazio sem um bônus: escolha o benefício e o valor abaixo.</p>
          )}
        </div>
        {a.tipo === 'Reconquista' && (
          <CampoInteiro
            rotulo="Dias sem compra"
            value={dias}
            onChange={(e) => setDias(e.target.value)}
            erro={erros.diasSemCompra}
            ajuda={ajudaDiasSemCompra(dias)}
          />
        )}
        {def.aceitaBonus && (
          <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-3">
            <legend className="px-1 text-sm font-medium text-slate-800">Bônus com a mensagem</legend>
            <Selecao
              rotulo="Benefício"
              value={bonusTipo}
              onChange={(e) => setBonusTipo(e.target.value as typeof bonusTipo)}
              erro={erros['bonus.tipoBeneficio']}
            >
              <option value="">Sem bônus</option>
              <option value="Cashback">Cashback</option>
              <option value="Pontos">Pontos</option>
            </Selecao>
            {bonusTipo && (
              <>
                <Campo
                  rotulo={bonusTipo === 'Pontos' ? 'Pontos' : 'Valor (R$)'}
                  inputMode="decimal"
                  value={bonusValor}
                  onChange={(e) => setBonusValor(e.target.value)}
                  erro={erros['bonus.valor']}
                />
                <CampoInteiro
                  rotulo="Validade (dias)"
                  value={bonusValidade}
                  onChange={(e) => setBonusValidade(e.target.value)}
                  erro={erros['bonus.validadeDias']}
                  ajuda="Vazio: a da campanha da loja."
                />
              </>
            )}
          </fieldset>
        )}
        <AlertaDeErros mensagens={mensagensSemCampo(erros._)} />
        <div className="flex flex-wrap items-center gap-3">
          <Botao type="submit" carregando={salvar.isPending}>
            Salvar
          </Botao>
          {a.campanhaId && (
            <Link
              className="text-sm text-marca-700 underline"
              href={comParametros(`/painel/automacoes/${a.tipo}`, { tenantId: tenantId ?? undefined })}
            >
              Ver resultados
            </Link>
          )}
        </div>
      </FormularioDaMutacao>
    </Cartao>
  );
}

/**
 * The win-back reaches whoever completes N days without buying, within the catch-up window
 * (docs/automacoes.md, "o que conta como compra"): switching it on never writes to the customers
 * gone for longer. Without this, "Para quem está há N dias sem comprar" let a manager think their
 * segment "no purchase for 60 days" (which has no upper bound) would be covered.
 */
function ajudaDiasSemCompra(digitado: string): string {
  const n = /^\d+$/.test(digitado.trim()) ? Number(digitado.trim()) : DIAS_SEM_COMPRA_PADRAO;
  return (
    `De 7 a 730. Alcança quem está entre ${n} e ${n + JANELA_RECUPERACAO_DIAS} dias sem comprar, uma vez por ausência; ` +
    'quem sumiu há mais tempo não recebe: para esses, use uma campanha em Comunicação.'
  );
}

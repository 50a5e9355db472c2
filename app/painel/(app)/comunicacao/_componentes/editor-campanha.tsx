'use client';
// Create or edit a campaign with the live preview: each change waits 400 ms of quiet, then
// POST /api/v1/admin/comunicacao/previa renders the message for the segment's first customer
// (the API validates the template; its message shows in place of the preview). Saving sends the
// holdout as typed (inteiroParaApi): "5e" reaches the API, which refuses it next to the field.
import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Alerta, AlertaDeErros } from '@/components/ui/alerta';
import { FormularioEditor } from '@/components/painel/formulario-editor';
import { CampoLivre, errosDoEnvio } from '@/components/painel/formulario-cadastro';
import { Botao } from '@/components/ui/botao';
import { CampoTexto, Opcoes, Selecao } from '@/components/ui/campo';
import { CampoGrupoControle, SelecaoCanal } from '@/components/painel/campos-envio';
import { Cartao } from '@/components/ui/cartao';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import { useAtrasado } from '@/lib/navegador/use-atrasado';
import { inteiroParaApi } from '@/lib/navegador/numero-digitado';
import { VARIAVEIS_MODELO } from '@/lib/domain/comunicacao/modelo';
import type { CampanhaComunicacaoResponse, PreviaResponse } from '@/lib/domain/comunicacao/admin-campanhas';
import { avisoGrupoControle } from '@/lib/domain/comunicacao/leitura-resultados';
import { AlcanceCampanha } from './alcance-campanha';

/** The control group typed, as a whole 0–50 the API reads (blank is 0 %); null otherwise. */
function holdoutParaEstimativa(t: string): number | null {
  const n = inteiroParaApi(t) ?? 0;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 50 ? n : null;
}

const MODELO_INICIAL = 'Olá, {nome}! Você tem {saldoCashback} de cashback na {loja}. Passe aqui para usar!';

/** The fields that show the API's refusal next to them, by their labels (`O campo Modelo …` at "Mensagem"). */
const ROTULOS = {
  nome: 'Nome da campanha',
  modelo: 'Mensagem',
  segmentoId: 'Segmento',
  canal: 'Canal',
  assunto: 'Assunto',
  holdoutPercentual: 'Grupo de controle (%)',
};

export function EditorCampanha({
  tenantId,
  segmentos,
  campanha,
}: {
  tenantId: string;
  segmentos: { id: string; nome: string }[];
  /** Editing (only Rascunho or Agendada campaigns change). */
  campanha?: CampanhaComunicacaoResponse;
}) {
  const router = useRouter();
  const [nome, setNome] = useState(campanha?.nome ?? '');
  const [segmentoId, setSegmentoId] = useState(campanha?.segmentoId ?? segmentos[0]?.id ?? '');
  const [canal, setCanal] = useState<'WhatsApp' | 'Email'>(campanha?.canal ?? 'WhatsApp');
  const [assunto, setAssunto] = useState(campanha?.assunto ?? '');
  const [modelo, setModelo] = useState(campanha?.modelo ?? MODELO_INICIAL);
  const [holdout, setHoldout] = useState(String(campanha?.holdoutPercentual ?? 10));

  const entrada = useMemo(
    () => ({ tenantId, segmentoId, canal, assunto: assunto || null, modelo }),
    [tenantId, segmentoId, canal, assunto, modelo],
  );
  // The reach estimate takes the control group as typed when the API can read it (blank: 0 %, as
  // saved); anything else gets no estimate rather than one for another percentage.
  const holdoutDaPrevia = holdoutParaEstimativa(holdout);
  const atrasada = useAtrasado(
    useMemo(() => ({ ...entrada, holdoutPercentual: holdoutDaPrevia ?? 0 }), [entrada, holdoutDaPrevia]),
    400,
  );
  const previa = useQuery({
    queryKey: ['comunicacao', 'previa', JSON.stringify(atrasada)],
    queryFn: () => chamarApi<PreviaResponse>('POST', '/api/v1/admin/comunicacao/previa', { corpo: atrasada }),
    enabled: !!atrasada.segmentoId,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const salvar = useMutation({
    mutationFn: () => {
      // Blank is 0 %, as the number field always sent it (not the API's default of 10 %).
      const corpo = { ...entrada, nome, holdoutPercentual: inteiroParaApi(holdout) ?? 0 };
      return campanha
        ? chamarApi<CampanhaComunicacaoResponse>('PUT', `/api/v1/admin/comunicacao/campanhas/${campanha.id}`, { corpo })
        : chamarApi<CampanhaComunicacaoResponse>('POST', '/api/v1/admin/comunicacao/campanhas', { corpo });
    },
    onSuccess: (r) => {
      router.push(`/painel/comunicacao/${r.dados.id}`);
      router.refresh();
    },
  });

  const erros = errosDoEnvio(salvar.error, ROTULOS);
  // Before sending: a control group too small to measure anything is said where it is typed.
  const alcance = previa.data && !previa.error && holdoutDaPrevia !== null ? previa.data.dados.alcance : null;
  const avisoControle = alcance ? avisoGrupoControle(alcance) : null;
  const errosPrevia =
    previa.error instanceof ErroApi
      ? previa.error.erros.length
        ? previa.error.erros
        : [previa.error.mensagem]
      : previa.error
        ? ['Não foi possível gerar a prévia.']
        : [];

  return (
    <FormularioEditor
      salvar={salvar}
      erros={erros}
      espaco="gap-4"
      lateral={
        <div className="lg:sticky lg:top-4 lg:w-96">
          <Cartao titulo="Prévia">
            {errosPrevia.length > 0 ? (
              <AlertaDeErros mensagens={errosPrevia} />
            ) : previa.data ? (
              <div aria-live="polite" className="flex flex-col gap-2 text-sm">
                <AlcanceCampanha alcance={previa.data.dados.alcance} canal={atrasada.canal} holdoutValido={holdoutDaPrevia !== null} />
                <p className="text-slate-600">Mensagem para {previa.data.dados.nomeCliente ?? 'cliente'}:</p>
                {previa.data.dados.assunto && <p className="font-semibold text-slate-900">{previa.data.dados.assunto}</p>}
                <p data-testid="previa-texto" className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-slate-900">
                  {previa.data.dados.texto}
                </p>
              </div>
            ) : (
              <p className="text-sm text-slate-600">Gerando a prévia…</p>
            )}
          </Cartao>
        </div>
      }
    >
      <CampoLivre rotulo="Nome da campanha" valor={nome} onMudar={setNome} maxLength={100} erro={erros.nome} />
      <Selecao rotulo="Segmento" value={segmentoId} onChange={(e) => setSegmentoId(e.target.value)} erro={erros.segmentoId}>
        <Opcoes itens={segmentos} />
      </Selecao>
      <SelecaoCanal valor={canal} onMudar={setCanal} erro={erros.canal} />
      {canal === 'Email' && <CampoLivre rotulo="Assunto" valor={assunto} onMudar={setAssunto} maxLength={150} erro={erros.assunto} />}
      <CampoTexto
        rotulo="Mensagem"
        value={modelo}
        onChange={(e) => setModelo(e.target.value)}
        rows={5}
        maxLength={2000}
        erro={erros.modelo}
        ajuda={`Variáveis: ${VARIAVEIS_MODELO.map((v) => `{${v}}`).join(', ')}.`}
      />
      <CampoGrupoControle
        valor={holdout}
        onMudar={setHoldout}
        erro={erros.holdoutPercentual}
        ajuda="Sorteados que não recebem nada, para medir o efeito da campanha: de 0 a 50 (vazio: 0)."
      />
      {avisoControle && (
        <Alerta tipo="aviso">
          <span data-testid="aviso-grupo-controle">{avisoControle}</span>
        </Alerta>
      )}
      <div>
        <Botao type="submit" carregando={salvar.isPending}>
          Salvar campanha
        </Botao>
      </div>
    </FormularioEditor>
  );
}

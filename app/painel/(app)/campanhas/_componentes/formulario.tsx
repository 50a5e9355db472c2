'use client';
// Create and edit a campaign. Validated in the browser with the API's own zod schemas
// (app/api/v1/admin/campanhaadmin/schemas.ts): each message appears next to its field (the
// issue's `path`); a refusal of the API after sending goes next to the field it names too
// (errosDoEnvioCampanha), and only what names no field stays in the box at the bottom. Fields that only
// apply to one type or mode appear and disappear with it; hidden ones are sent empty.
import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { chamarApi } from '@/lib/navegador/cliente-api';
import type { CampanhaResponse } from '@/lib/domain/campanha/dados-campanha';
import { chavesCampanhas } from './chaves';
import type { PropsSecao } from './controles-campanha';
import { corpoDaCampanha, errosDoEnvioCampanha, validar, valoresIniciais, type Erros } from './corpo-campanha';
import { RodapeFormulario, type ResultadoEnvio } from './rodape-formulario';
import { SecaoCampanha } from './secao-campanha';
import { SecaoLiberacao } from './secao-liberacao';
import { SecaoLojas, type LojaOpcao } from './secao-lojas';
import { SecaoResgate } from './secao-resgate';
import { SecaoValidade } from './secao-validade';
import { SimulacaoVenda } from './simulacao';
import type { ValoresCampanha } from './simular';

export type { LojaOpcao } from './secao-lojas';

export function FormularioCampanha({
  modo,
  campanha,
  lojas,
  tenantId,
  superAdmin,
  hoje,
}: {
  modo: 'criar' | 'editar';
  campanha?: CampanhaResponse;
  lojas: LojaOpcao[];
  tenantId: string;
  superAdmin: boolean;
  hoje: string;
}) {
  const router = useRouter();
  const qc = useQueryClient();
  const [v, setV] = useState<ValoresCampanha>(() => valoresIniciais(campanha));
  const [tentou, setTentou] = useState(false);
  const [focar, setFocar] = useState(0);
  const [resultado, setResultado] = useState<ResultadoEnvio | null>(null);
  // The API's field messages of the last send; each goes away when its field is changed.
  const [errosApi, setErrosApi] = useState<Erros>({});
  const somenteLeitura = campanha?.status === 'Encerrada';
  const tipoTravado = modo === 'editar' && campanha?.status !== 'Rascunho';

  const mudar = <K extends keyof ValoresCampanha>(k: K, valor: ValoresCampanha[K]) => {
    setV((x) => ({ ...x, [k]: valor }));
    setErrosApi(({ [k]: _mudou, ...resto }) => resto);
  };
  const corpo = useMemo(() => corpoDaCampanha(v), [v]);
  // After the first attempt, messages follow every change (the schema runs on each keystroke).
  const erros = useMemo<Erros>(() => ({ ...errosApi, ...(tentou ? validar(modo, corpo) : {}) }), [errosApi, tentou, modo, corpo]);

  useEffect(() => {
    if (focar) document.querySelector<HTMLElement>('#formulario-campanha [aria-invalid="true"]')?.focus();
  }, [focar]);

  const salvar = useMutation({
    mutationFn: async (ativar: boolean) => {
      if (modo === 'criar') {
        return chamarApi<CampanhaResponse>('POST', '/api/v1/admin/CampanhaAdmin', {
          corpo: { ...corpo, status: ativar ? 'Ativa' : 'Rascunho', ...(superAdmin ? { tenantId } : {}) },
        });
      }
      return chamarApi<CampanhaResponse>('PUT', `/api/v1/admin/CampanhaAdmin/${campanha!.id}`, { corpo });
    },
    onMutate: () => (setResultado(null), setErrosApi({})),
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: chavesCampanhas.todas });
      if (modo === 'criar') {
        router.push(superAdmin ? `/painel/campanhas?tenantId=${tenantId}&ok=criada` : '/painel/campanhas?ok=criada');
        return;
      }
      setResultado({ tipo: 'sucesso', mensagem: r.mensagem ?? 'Campanha atualizada com sucesso.', erros: [] });
      router.refresh();
    },
    onError: (e) => {
      const { campos, geral } = errosDoEnvioCampanha(e, corpo);
      setErrosApi(campos);
      if (geral.length > 0) setResultado({ tipo: 'erro', mensagem: geral[0]!, erros: geral.slice(1) });
      if (Object.keys(campos).length > 0) setFocar((n) => n + 1);
    },
  });

  function enviar(ativar: boolean) {
    setTentou(true);
    const e = validar(
      modo,
      modo === 'criar' ? { ...corpo, status: ativar ? 'Ativa' : 'Rascunho', ...(superAdmin ? { tenantId } : {}) } : corpo,
    );
    if (Object.keys(e).length > 0) {
      setResultado(null);
      setFocar((n) => n + 1);
      return;
    }
    salvar.mutate(ativar);
  }

  const secao: PropsSecao = { v, mudar, erros };

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form
        id="formulario-campanha"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          enviar(false);
        }}
        className="flex flex-col gap-5"
      >
        {somenteLeitura && <Alerta tipo="info">Esta campanha está encerrada: ela não pode mais ser editada nem reativada.</Alerta>}
        <fieldset disabled={somenteLeitura || salvar.isPending} className="flex flex-col gap-5">
          <SecaoCampanha secao={secao} tipoTravado={tipoTravado} />
          {v.tipo === 'Cashback' && <SecaoLiberacao secao={secao} />}
          <SecaoValidade secao={secao} />
          <SecaoResgate secao={secao} />
          <SecaoLojas secao={secao} lojas={lojas} />
        </fieldset>

        <RodapeFormulario
          modo={modo}
          erros={erros}
          resultado={resultado}
          tipo={v.tipo}
          tenantId={tenantId}
          campanhaId={campanha?.id}
          somenteLeitura={somenteLeitura}
          enviando={salvar.isPending}
          ativando={salvar.variables}
          onAtivar={() => enviar(true)}
        />
      </form>
      <div className="lg:sticky lg:top-4">
        <SimulacaoVenda valores={v} hoje={hoje} />
      </div>
    </div>
  );
}

'use client';
// Create or edit a segment, with the live count: each change of the filter waits 400 ms of quiet
// (typing a number does not fire a count per digit), then POST /api/v1/admin/segmentos/contagem.
// The API validates the filter; its refusal shows next to the count in the panel's words, as it reads
// next to the field when saving refuses the same filter (“Compras no período, mínimo” deve ser menor
// ou igual a “Compras no período, máximo”., not the API's ComprasMin / ComprasMax).
import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { FormularioEditor } from '@/components/painel/formulario-editor';
import { CampoLivre, CampoNome, errosDoEnvio } from '@/components/painel/formulario-cadastro';
import { Botao } from '@/components/ui/botao';
import { Campo, CampoInteiro, Selecao } from '@/components/ui/campo';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import { useAtrasado } from '@/lib/navegador/use-atrasado';
import { useBarraFixa } from '@/lib/navegador/use-barra-fixa';
import { mensagemDoPainel } from '@/lib/navegador/mensagens-formulario';
import { numeroParaApi } from '@/lib/navegador/numero-digitado';
import { CLASSES_RFM, EXPIRACAO_PADRAO_DIAS, PERIODO_PADRAO_DIAS, RFM, ROTULOS_RFM, type ClasseRfm } from '@/lib/domain/segmento/filtro';
import type { ContagemSegmentoResponse, SegmentoResponse } from '@/lib/domain/segmento/admin-segmentos';
import { chavesSegmentos } from './chaves';

const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

const EXPLICACAO_RFM: Record<ClasseRfm, string> = {
  Novos: `primeira compra nos últimos ${RFM.diasNovo} dias (ou entrou no programa nesse prazo e ainda não comprou)`,
  Campeoes: `comprou nos últimos ${RFM.diasCampeao} dias e fez ${RFM.comprasCampeao}+ compras em ${RFM.diasFrequencia} dias`,
  Ativos: `última compra nos últimos ${RFM.diasAtivo} dias`,
  EmRisco: `última compra entre ${RFM.diasAtivo} e ${RFM.diasRisco} dias atrás`,
  Inativos: `sem compra há mais de ${RFM.diasRisco} dias, ou nunca comprou`,
};

type Texto = Record<
  | 'lojaId'
  | 'compraNosUltimosDias'
  | 'semCompraHaDias'
  | 'periodoDias'
  | 'comprasMin'
  | 'comprasMax'
  | 'valorGastoMin'
  | 'valorGastoMax'
  | 'saldoMin'
  | 'saldoExpirandoMin'
  | 'expiraEmDias'
  | 'canal',
  string
>;

const CAMPOS_TEXTO: (keyof Texto)[] = [
  'lojaId',
  'compraNosUltimosDias',
  'semCompraHaDias',
  'periodoDias',
  'comprasMin',
  'comprasMax',
  'valorGastoMin',
  'valorGastoMax',
  'saldoMin',
  'saldoExpirandoMin',
  'expiraEmDias',
  'canal',
];
const NAO_NUMERICOS = new Set<keyof Texto>(['lojaId', 'canal']);

/** The labels of the fields that show the API's refusal next to them. */
const ROTULOS: Record<keyof Texto | 'nome' | 'descricao', string> = {
  nome: 'Nome do segmento',
  descricao: 'Descrição (opcional)',
  lojaId: 'Loja',
  compraNosUltimosDias: 'Comprou nos últimos (dias)',
  semCompraHaDias: 'Sem comprar há (dias)',
  periodoDias: 'Período das compras e do valor (dias)',
  comprasMin: 'Compras no período, mínimo',
  comprasMax: 'Compras no período, máximo',
  valorGastoMin: 'Valor gasto, mínimo (R$)',
  valorGastoMax: 'Valor gasto, máximo (R$)',
  saldoMin: 'Saldo disponível, mínimo (R$)',
  saldoExpirandoMin: 'Expirando, mínimo (R$)',
  expiraEmDias: 'Expirando em até (dias)',
  canal: 'Consentimento de marketing',
};

/**
 * The form's text fields as the API's filter: a blank field is no condition (or the default, for
 * the period and the expiry window); a number as a number, read the Brazilian way ("1.500",
 * "7,5"); anything else as the text typed, which the API refuses: an unreadable condition never
 * disappears into a broader segment.
 */
function montarFiltro(t: Texto, meses: number[], rfm: ClasseRfm[]): Record<string, unknown> {
  const f: Record<string, unknown> = {};
  for (const k of CAMPOS_TEXTO) {
    const v = t[k].trim();
    if (v) f[k] = NAO_NUMERICOS.has(k) ? v : numeroParaApi(v, { milhar: true });
  }
  if (meses.length) f.mesesAniversario = meses;
  if (rfm.length) f.rfm = rfm;
  return f;
}

export function EditorSegmento({
  segmento,
  tenantId,
  lojas,
}: {
  segmento?: SegmentoResponse;
  tenantId: string;
  lojas: { id: string; nome: string }[];
}) {
  const router = useRouter();
  const qc = useQueryClient();
  const f = segmento?.filtro ?? {};
  const [nome, setNome] = useState(segmento?.nome ?? '');
  const [descricao, setDescricao] = useState(segmento?.descricao ?? '');
  const [texto, setTexto] = useState<Texto>(() => {
    const t = Object.fromEntries(CAMPOS_TEXTO.map((k) => [k, ''])) as Texto;
    for (const k of CAMPOS_TEXTO) {
      const v = f[k as keyof typeof f];
      if (v !== undefined) t[k] = String(v);
    }
    return t;
  });
  const [meses, setMeses] = useState<number[]>(f.mesesAniversario ?? []);
  const [rfm, setRfm] = useState<ClasseRfm[]>(f.rfm ?? []);

  const filtro = useMemo(() => montarFiltro(texto, meses, rfm), [texto, meses, rfm]);
  const filtroAtrasado = useAtrasado(filtro, 400);
  const contagem = useQuery({
    queryKey: chavesSegmentos.contagem(tenantId, filtroAtrasado),
    queryFn: () =>
      chamarApi<ContagemSegmentoResponse>('POST', '/api/v1/admin/segmentos/contagem', { corpo: { tenantId, filtro: filtroAtrasado } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const atualizando = contagem.isFetching || filtroAtrasado !== filtro;

  const salvar = useMutation({
    mutationFn: () =>
      segmento
        ? chamarApi<SegmentoResponse>('PUT', `/api/v1/admin/segmentos/${segmento.id}`, { corpo: { nome, descricao, filtro } })
        : chamarApi<SegmentoResponse>('POST', '/api/v1/admin/segmentos', { corpo: { tenantId, nome, descricao, filtro } }),
    onSuccess: (r) => {
      void qc.invalidateQueries({ queryKey: chavesSegmentos.todas });
      router.push(`/painel/segmentos?salvo=${encodeURIComponent(r.mensagem ?? 'Segmento salvo.')}`);
      router.refresh();
    },
  });

  const barra = useBarraFixa<HTMLElement>();
  const erros = errosDoEnvio(salvar.error, ROTULOS);
  const campo = (k: keyof Texto) => ({
    value: texto[k],
    onChange: (e: { target: { value: string } }) => setTexto((t) => ({ ...t, [k]: e.target.value })),
    erro: erros[k],
  });
  const alternar = <T,>(lista: T[], v: T) => (lista.includes(v) ? lista.filter((x) => x !== v) : [...lista, v]);
  const erroContagem =
    contagem.error instanceof ErroApi
      ? (contagem.error.erros.length ? contagem.error.erros : [contagem.error.mensagem]).map((m) => mensagemDoPainel(m, ROTULOS)).join(' ')
      : contagem.error
        ? 'Não foi possível contar agora.'
        : null;

  return (
    <FormularioEditor
      salvar={salvar}
      erros={erros}
      espaco="gap-5"
      lateral={
        // The count stays in view while the filter is edited: beside the form on wide screens,
        // pinned to the bottom of a phone's screen (where a focused field is kept above it: useBarraFixa).
        <aside
          ref={barra}
          className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white p-3 shadow-[0_-2px_6px_rgba(0,0,0,0.06)] sm:mx-0 lg:top-4 lg:bottom-auto lg:w-72 lg:gap-3 lg:rounded-lg lg:border lg:p-4 lg:shadow-sm"
        >
          <div className="flex items-baseline justify-between gap-3 lg:flex-col lg:items-start lg:gap-1">
            <p className="text-sm text-slate-600">Clientes neste segmento agora</p>
            <p className="text-2xl font-bold text-slate-900 lg:text-3xl" aria-live="polite" data-testid="contagem-segmento">
              {contagem.data ? contagem.data.dados.total.toLocaleString('pt-BR') : '—'}
            </p>
          </div>
          <p className="text-xs text-slate-600">{atualizando ? 'Atualizando…' : 'Atualizado com o filtro atual.'}</p>
          {erroContagem && <Alerta tipo="erro">{erroContagem}</Alerta>}
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
            <Botao type="submit" carregando={salvar.isPending}>
              {segmento ? 'Salvar alterações' : 'Criar segmento'}
            </Botao>
            <Botao type="button" variante="secundario" onClick={() => router.push('/painel/segmentos')}>
              Cancelar
            </Botao>
          </div>
        </aside>
      }
    >
      <Secao titulo="Identificação">
        <CampoNome rotulo="Nome do segmento" valor={nome} onMudar={setNome} maxLength={100} erro={erros.nome} />
        <CampoLivre rotulo="Descrição (opcional)" valor={descricao} onMudar={setDescricao} maxLength={500} erro={erros.descricao} />
      </Secao>

      <Secao
        titulo="Compras"
        ajuda="Só vendas registradas contam; canceladas não. Com uma loja escolhida, tudo aqui conta só as compras dela."
      >
        <Selecao rotulo="Loja" {...campo('lojaId')}>
          <option value="">Todas as lojas</option>
          {lojas.map((l) => (
            <option key={l.id} value={l.id}>
              Comprou na {l.nome}
            </option>
          ))}
        </Selecao>
        <Grade>
          <CampoInteiro rotulo="Comprou nos últimos (dias)" {...campo('compraNosUltimosDias')} />
          <CampoInteiro rotulo="Sem comprar há (dias)" {...campo('semCompraHaDias')} ajuda="Inclui quem nunca comprou." />
        </Grade>
        <CampoInteiro rotulo="Período das compras e do valor (dias)" placeholder={String(PERIODO_PADRAO_DIAS)} {...campo('periodoDias')} />
        <Grade>
          <CampoInteiro rotulo="Compras no período, mínimo" {...campo('comprasMin')} />
          <CampoInteiro rotulo="Compras no período, máximo" {...campo('comprasMax')} />
          <Campo rotulo="Valor gasto, mínimo (R$)" inputMode="decimal" {...campo('valorGastoMin')} />
          <Campo rotulo="Valor gasto, máximo (R$)" inputMode="decimal" {...campo('valorGastoMax')} />
        </Grade>
      </Secao>

      <Secao titulo="Saldo de cashback" ajuda="Saldo disponível agora (liberado e não expirado).">
        <Grade>
          <Campo rotulo="Saldo disponível, mínimo (R$)" inputMode="decimal" {...campo('saldoMin')} />
          <Campo
            rotulo="Expirando, mínimo (R$)"
            inputMode="decimal"
            {...campo('saldoExpirandoMin')}
            ajuda="0 ou vazio com prazo: qualquer valor."
          />
          <CampoInteiro rotulo="Expirando em até (dias)" placeholder={String(EXPIRACAO_PADRAO_DIAS)} {...campo('expiraEmDias')} />
        </Grade>
      </Secao>

      <Secao titulo="Aniversário e contato">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Mês de aniversário</legend>
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {MESES.map((m, i) => (
              <Marcavel
                key={m}
                rotulo={m.slice(0, 3)}
                titulo={m}
                marcado={meses.includes(i + 1)}
                onChange={() => setMeses((x) => alternar(x, i + 1).sort((a, b) => a - b))}
              />
            ))}
          </div>
        </fieldset>
        <Selecao rotulo="Consentimento de marketing" {...campo('canal')}>
          <option value="">Não filtrar</option>
          <option value="WhatsApp">Aceita WhatsApp (e tem telefone)</option>
          <option value="Email">Aceita e-mail (e tem e-mail)</option>
        </Selecao>
      </Secao>

      <Secao titulo="Classes RFM" ajuda="Cada cliente está em exatamente uma classe. Marque uma ou mais.">
        <div className="flex flex-col gap-2">
          {CLASSES_RFM.map((c) => (
            <label key={c} className="flex items-start gap-2 text-sm text-slate-800">
              <input type="checkbox" className="mt-1 size-4" checked={rfm.includes(c)} onChange={() => setRfm((x) => alternar(x, c))} />
              <span>
                <strong>{ROTULOS_RFM[c]}</strong>: {EXPLICACAO_RFM[c]}
              </span>
            </label>
          ))}
        </div>
      </Secao>
    </FormularioEditor>
  );
}

function Secao({ titulo, ajuda, children }: { titulo: string; ajuda?: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{titulo}</h2>
        {ajuda && <p className="text-sm text-slate-600">{ajuda}</p>}
      </div>
      {children}
    </section>
  );
}

function Grade({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</div>;
}

function Marcavel({ rotulo, titulo, marcado, onChange }: { rotulo: string; titulo: string; marcado: boolean; onChange: () => void }) {
  return (
    <label
      title={titulo}
      className={`flex min-h-11 cursor-pointer items-center justify-center gap-1 rounded-md border px-2 text-sm ${marcado ? 'border-marca-700 bg-marca-50 font-semibold text-marca-800' : 'border-slate-300 text-slate-700'}`}
    >
      <input type="checkbox" className="sr-only" checked={marcado} onChange={onChange} aria-label={titulo} />
      {rotulo}
    </label>
  );
}

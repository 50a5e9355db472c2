'use client';
// Create and edit a campaign. Validated in the browser with the API's own zod schemas
// (app/api/v1/admin/campanhaadmin/schemas.ts): each message appears next to its field (the
// issue's `path`), and a server-side refusal still shows the API's message. Fields that only
// apply to one type or mode appear and disappear with it; hidden ones are sent empty.
import { useEffect, useMemo, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import type { CampanhaResponse } from '@/lib/domain/campanha/dados-campanha';
import { atualizarCampanhaSchema, criarCampanhaSchema } from '@/app/api/v1/admin/campanhaadmin/schemas';
import { chavesCampanhas } from './chaves';
import { ehConflito, ExplicacaoConflito } from './conflito';
import { SimulacaoVenda } from './simulacao';
import { numeroDoTexto, type ValoresCampanha } from './simular';

export type LojaOpcao = { id: string; nome: string; cnpj: string; ativo: boolean };

const texto = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v).replace('.', ','));

function valoresIniciais(c?: CampanhaResponse): ValoresCampanha {
  return {
    nome: c?.nome ?? '',
    tipo: c?.tipo ?? 'Cashback',
    percentualCashback: texto(c?.percentualCashback),
    pontosPorReal: texto(c?.pontosPorReal),
    compraMinima: c && c.compraMinima > 0 ? texto(c.compraMinima) : '',
    dataInicio: c?.dataInicio ?? '',
    dataFim: c?.dataFim ?? '',
    validadeDias: texto(c?.validadeDias),
    modoCashback: c?.modoCashback ?? 'Imediato',
    diasLiberacao: c && c.diasLiberacao > 0 ? String(c.diasLiberacao) : '',
    resgateMinimo: c && c.resgateMinimo > 0 ? texto(c.resgateMinimo) : '',
    percentualMaximoResgate: texto(c?.percentualMaximoResgate),
    pontosMinimosParaResgate: texto(c?.pontosMinimosParaResgate),
    permiteUsoParcialDePontos: c?.permiteUsoParcialDePontos ?? true,
    permiteCheckoutCashbackNaVenda: c?.permiteCheckoutCashbackNaVenda ?? false,
    permiteDescontoSobreCashbackGerado: c?.permiteDescontoSobreCashbackGerado ?? false,
    permiteCashbackEmResgate: c?.permiteCashbackEmResgate ?? false,
    lojaIds: c?.lojas.map((l) => l.id) ?? [],
  };
}

/** A typed number as JSON: a number when it is one, the text itself otherwise (so the schema says "formato inválido"), null when empty. */
function numero(t: string, o: { milhar?: boolean } = {}): number | string | null {
  const n = numeroDoTexto(t, o);
  return n === null ? null : n === undefined ? t : Number(n);
}

const MILHAR = { milhar: true };

/** The request body (CriarCampanhaRequest / AtualizarCampanhaRequest) from the form. */
export function corpoDaCampanha(v: ValoresCampanha) {
  const cashback = v.tipo === 'Cashback';
  const imediato = !cashback || v.modoCashback === 'Imediato';
  return {
    nome: v.nome,
    tipo: v.tipo,
    percentualCashback: cashback ? numero(v.percentualCashback) : null,
    pontosPorReal: cashback ? null : numero(v.pontosPorReal),
    compraMinima: numero(v.compraMinima, MILHAR),
    dataInicio: v.dataInicio || null,
    dataFim: v.dataFim || null,
    validadeDias: numero(v.validadeDias, MILHAR),
    modoCashback: cashback ? v.modoCashback : 'Imediato',
    diasLiberacao: cashback && v.modoCashback === 'Diferido' ? numero(v.diasLiberacao, MILHAR) : null,
    resgateMinimo: cashback ? numero(v.resgateMinimo, MILHAR) : null,
    percentualMaximoResgate: cashback ? numero(v.percentualMaximoResgate) : null,
    pontosMinimosParaResgate: cashback ? null : numero(v.pontosMinimosParaResgate, MILHAR),
    permiteUsoParcialDePontos: cashback ? true : v.permiteUsoParcialDePontos,
    permiteCheckoutCashbackNaVenda: cashback && imediato && v.permiteCheckoutCashbackNaVenda,
    permiteDescontoSobreCashbackGerado: cashback && imediato && v.permiteDescontoSobreCashbackGerado,
    permiteCashbackEmResgate: cashback && imediato && v.permiteDescontoSobreCashbackGerado && v.permiteCashbackEmResgate,
    lojaIds: v.lojaIds,
  };
}

type Erros = Partial<Record<keyof ValoresCampanha | 'status' | 'tenantId', string>>;

function validar(modo: 'criar' | 'editar', corpo: Record<string, unknown>): Erros {
  const r = (modo === 'criar' ? criarCampanhaSchema : atualizarCampanhaSchema).safeParse(corpo);
  if (r.success) return {};
  const erros: Erros = {};
  for (const i of r.error.issues) {
    const campo = String(i.path[0] ?? '') as keyof Erros;
    if (campo && !erros[campo]) erros[campo] = i.message;
  }
  return erros;
}

function Caixa({
  rotulo,
  ajuda,
  checked,
  onChange,
  erro,
}: {
  rotulo: string;
  ajuda?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  erro?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-marca-700"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={erro ? true : undefined}
        />
        <span>
          <span className="font-medium">{rotulo}</span>
          {ajuda && <span className="block text-xs text-slate-600">{ajuda}</span>}
        </span>
      </label>
      {erro && <p className="text-sm text-red-700">{erro}</p>}
    </div>
  );
}

function Opcoes<T extends string>({
  legenda,
  nome,
  valor,
  opcoes,
  onChange,
  desabilitado,
  ajuda,
  erro,
}: {
  legenda: string;
  nome: string;
  valor: T;
  opcoes: { valor: T; rotulo: string; ajuda: string }[];
  onChange: (v: T) => void;
  desabilitado?: boolean;
  ajuda?: string;
  erro?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={desabilitado}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legenda}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {opcoes.map((o) => (
          <label
            key={o.valor}
            className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm ${valor === o.valor ? 'border-marca-600 bg-marca-50' : 'border-slate-300 bg-white'}`}
          >
            <input
              type="radio"
              name={nome}
              value={o.valor}
              checked={valor === o.valor}
              onChange={() => onChange(o.valor)}
              className="mt-1 size-4 accent-marca-700"
            />
            <span>
              <span className="font-medium text-slate-900">{o.rotulo}</span>
              <span className="block text-xs text-slate-600">{o.ajuda}</span>
            </span>
          </label>
        ))}
      </div>
      {ajuda && <p className="text-xs text-slate-600">{ajuda}</p>}
      {erro && <p className="text-sm text-red-700">{erro}</p>}
    </fieldset>
  );
}

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
  const [resultado, setResultado] = useState<{ tipo: 'sucesso' | 'erro'; mensagem: string; erros: string[] } | null>(null);
  const somenteLeitura = campanha?.status === 'Encerrada';
  const tipoTravado = modo === 'editar' && campanha?.status !== 'Rascunho';

  const mudar = <K extends keyof ValoresCampanha>(k: K, valor: ValoresCampanha[K]) => setV((x) => ({ ...x, [k]: valor }));
  const corpo = useMemo(() => corpoDaCampanha(v), [v]);
  // After the first attempt, messages follow every change (the schema runs on each keystroke).
  const erros = useMemo(() => (tentou ? validar(modo, corpo) : {}), [tentou, modo, corpo]);

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
    onMutate: () => setResultado(null),
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
      const mensagem = e instanceof ErroApi ? e.mensagem : 'Não foi possível salvar a campanha. Tente novamente.';
      setResultado({ tipo: 'erro', mensagem, erros: e instanceof ErroApi ? e.erros.filter((x) => x !== mensagem) : [] });
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

  const cashback = v.tipo === 'Cashback';
  const diferido = cashback && v.modoCashback === 'Diferido';
  const todasMarcadas = lojas.length > 0 && lojas.every((l) => v.lojaIds.includes(l.id));

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
          <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-base font-semibold text-slate-900">Campanha</h2>
            <Campo
              rotulo="Nome"
              value={v.nome}
              onChange={(e) => mudar('nome', e.target.value)}
              erro={erros.nome}
              maxLength={150}
              autoComplete="off"
            />
            <Opcoes
              legenda="Tipo"
              nome="tipo"
              valor={v.tipo}
              onChange={(t) => mudar('tipo', t)}
              desabilitado={tipoTravado}
              ajuda={tipoTravado ? 'O tipo só muda enquanto a campanha é rascunho.' : undefined}
              erro={erros.tipo}
              opcoes={[
                { valor: 'Cashback', rotulo: 'Cashback', ajuda: 'Devolve uma porcentagem da compra em reais.' },
                { valor: 'Pontos', rotulo: 'Pontos', ajuda: 'Dá pontos por real gasto.' },
              ]}
            />
            {cashback ? (
              <Campo
                rotulo="Percentual de cashback (%)"
                inputMode="decimal"
                value={v.percentualCashback}
                onChange={(e) => mudar('percentualCashback', e.target.value)}
                erro={erros.percentualCashback}
                ajuda="Sobre o valor pago. Ex.: 5 ou 7,5."
              />
            ) : (
              <Campo
                rotulo="Pontos por real"
                inputMode="decimal"
                value={v.pontosPorReal}
                onChange={(e) => mudar('pontosPorReal', e.target.value)}
                erro={erros.pontosPorReal}
                ajuda="Pontos por R$ 1,00 pago; frações de ponto são descartadas. Ex.: 1 ou 1,5."
              />
            )}
            <Campo
              rotulo="Compra mínima (R$)"
              inputMode="decimal"
              value={v.compraMinima}
              onChange={(e) => mudar('compraMinima', e.target.value)}
              erro={erros.compraMinima}
              ajuda="Vendas abaixo deste valor não ganham nada. Vazio: qualquer valor."
            />
          </section>

          {cashback && (
            <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <h2 className="text-base font-semibold text-slate-900">Liberação do cashback</h2>
              <Opcoes
                legenda="Modo"
                nome="modoCashback"
                valor={v.modoCashback}
                onChange={(m) => mudar('modoCashback', m)}
                erro={erros.modoCashback}
                opcoes={[
                  { valor: 'Imediato', rotulo: 'Imediato', ajuda: 'Disponível assim que a venda é registrada.' },
                  { valor: 'Diferido', rotulo: 'Diferido', ajuda: 'Fica pendente alguns dias (ex.: prazo de troca).' },
                ]}
              />
              {diferido && (
                <Campo
                  rotulo="Dias até liberar"
                  inputMode="numeric"
                  value={v.diasLiberacao}
                  onChange={(e) => mudar('diasLiberacao', e.target.value)}
                  erro={erros.diasLiberacao}
                  ajuda="De 1 a 365 dias após a venda."
                />
              )}
            </section>
          )}

          <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-base font-semibold text-slate-900">Validade</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <Campo
                rotulo="Início"
                type="date"
                value={v.dataInicio}
                onChange={(e) => mudar('dataInicio', e.target.value)}
                erro={erros.dataInicio}
                ajuda="Vazio: desde já."
              />
              <Campo
                rotulo="Fim"
                type="date"
                value={v.dataFim}
                onChange={(e) => mudar('dataFim', e.target.value)}
                erro={erros.dataFim}
                ajuda="Vazio: sem data para acabar."
              />
            </div>
            <Campo
              rotulo="Validade dos créditos (dias)"
              inputMode="numeric"
              value={v.validadeDias}
              onChange={(e) => mudar('validadeDias', e.target.value)}
              erro={erros.validadeDias}
              ajuda="Quanto tempo cada crédito pode ser usado depois de disponível. Vazio: não vence."
            />
          </section>

          <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-base font-semibold text-slate-900">Resgate</h2>
            {cashback ? (
              <>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Campo
                    rotulo="Resgate mínimo (R$)"
                    inputMode="decimal"
                    value={v.resgateMinimo}
                    onChange={(e) => mudar('resgateMinimo', e.target.value)}
                    erro={erros.resgateMinimo}
                    ajuda="Vazio: qualquer valor."
                  />
                  <Campo
                    rotulo="Máximo da compra pago com saldo (%)"
                    inputMode="decimal"
                    value={v.percentualMaximoResgate}
                    onChange={(e) => mudar('percentualMaximoResgate', e.target.value)}
                    erro={erros.percentualMaximoResgate}
                    ajuda="Vazio: até 100 %."
                  />
                </div>
                {!diferido && (
                  <>
                    <Caixa
                      rotulo="Permitir usar o saldo como desconto na compra (modelo 2)"
                      ajuda="No PDV, o cliente abate o cashback disponível do valor da venda."
                      checked={v.permiteCheckoutCashbackNaVenda}
                      onChange={(x) => mudar('permiteCheckoutCashbackNaVenda', x)}
                      erro={erros.permiteCheckoutCashbackNaVenda}
                    />
                    <Caixa
                      rotulo="Permitir desconto imediato com o cashback da compra (modelo 3)"
                      ajuda="O cashback que a venda geraria vira desconto na hora."
                      checked={v.permiteDescontoSobreCashbackGerado}
                      onChange={(x) => mudar('permiteDescontoSobreCashbackGerado', x)}
                      erro={erros.permiteDescontoSobreCashbackGerado}
                    />
                    {v.permiteDescontoSobreCashbackGerado && (
                      <Caixa
                        rotulo="Creditar cashback também sobre o valor com desconto"
                        ajuda="No modelo 3, a compra com desconto ainda gera cashback sobre o valor pago."
                        checked={v.permiteCashbackEmResgate}
                        onChange={(x) => mudar('permiteCashbackEmResgate', x)}
                        erro={erros.permiteCashbackEmResgate}
                      />
                    )}
                  </>
                )}
              </>
            ) : (
              <>
                <Campo
                  rotulo="Pontos mínimos para resgatar"
                  inputMode="numeric"
                  value={v.pontosMinimosParaResgate}
                  onChange={(e) => mudar('pontosMinimosParaResgate', e.target.value)}
                  erro={erros.pontosMinimosParaResgate}
                  ajuda="Vazio: sem mínimo."
                />
                <Caixa
                  rotulo="Permitir resgate parcial de pontos"
                  ajuda="Sem isto, o cliente resgata todo o saldo de pontos de uma vez."
                  checked={v.permiteUsoParcialDePontos}
                  onChange={(x) => mudar('permiteUsoParcialDePontos', x)}
                  erro={erros.permiteUsoParcialDePontos}
                />
              </>
            )}
          </section>

          <fieldset
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            aria-describedby={erros.lojaIds ? 'lojas-erro' : undefined}
          >
            <legend className="float-left mb-2 text-base font-semibold text-slate-900">Lojas</legend>
            {lojas.length === 0 ? (
              <p className="clear-left text-sm text-slate-700">
                Nenhuma loja cadastrada.{' '}
                <Link className="text-marca-700 underline" href="/painel/lojas">
                  Cadastre uma loja
                </Link>{' '}
                antes de criar campanhas.
              </p>
            ) : (
              <>
                <label className="clear-left flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-marca-700"
                    checked={todasMarcadas}
                    onChange={(e) => mudar('lojaIds', e.target.checked ? lojas.map((l) => l.id) : [])}
                  />
                  Todas as lojas
                </label>
                <div className="grid gap-1 sm:grid-cols-2">
                  {lojas.map((l) => (
                    <label key={l.id} className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="size-4 accent-marca-700"
                        checked={v.lojaIds.includes(l.id)}
                        aria-invalid={erros.lojaIds ? true : undefined}
                        onChange={(e) => mudar('lojaIds', e.target.checked ? [...v.lojaIds, l.id] : v.lojaIds.filter((x) => x !== l.id))}
                      />
                      <span>
                        {l.nome}
                        {!l.ativo && <span className="ml-1 text-xs text-slate-600">(inativa)</span>}
                      </span>
                    </label>
                  ))}
                </div>
              </>
            )}
            {erros.lojaIds && (
              <p id="lojas-erro" className="text-sm text-red-700">
                {erros.lojaIds}
              </p>
            )}
            <p className="text-xs text-slate-600">Cada loja pode ter só uma campanha ativa de cada tipo.</p>
          </fieldset>
        </fieldset>

        {/* Follows the fields: disappears as soon as the last message next to a field is gone. */}
        {Object.keys(erros).length > 0 && (
          <Alerta tipo="erro">
            Corrija {Object.keys(erros).length === 1 ? 'o campo destacado' : `os ${Object.keys(erros).length} campos destacados`}.
          </Alerta>
        )}
        {resultado &&
          (resultado.tipo === 'erro' && ehConflito(resultado.mensagem) ? (
            <ExplicacaoConflito mensagem={resultado.mensagem} tipo={v.tipo} tenantId={tenantId} campanhaId={campanha?.id} />
          ) : (
            <Alerta tipo={resultado.tipo}>
              <p>{resultado.mensagem}</p>
              {resultado.erros.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {resultado.erros.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              )}
            </Alerta>
          ))}

        {!somenteLeitura && (
          <div className="flex flex-wrap gap-3">
            {modo === 'criar' ? (
              <>
                <Botao
                  type="button"
                  carregando={salvar.isPending && salvar.variables === true}
                  disabled={salvar.isPending}
                  onClick={() => enviar(true)}
                >
                  Salvar e ativar
                </Botao>
                <Botao
                  type="submit"
                  variante="secundario"
                  carregando={salvar.isPending && salvar.variables === false}
                  disabled={salvar.isPending}
                >
                  Salvar como rascunho
                </Botao>
              </>
            ) : (
              <Botao type="submit" carregando={salvar.isPending}>
                Salvar alterações
              </Botao>
            )}
            <Link href="/painel/campanhas" className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-marca-700 underline">
              Voltar para a lista
            </Link>
          </div>
        )}
      </form>
      <div className="lg:sticky lg:top-4">
        <SimulacaoVenda valores={v} hoje={hoje} />
      </div>
    </div>
  );
}

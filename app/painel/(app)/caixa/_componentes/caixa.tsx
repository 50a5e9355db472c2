'use client';
// The counter: which store it sells in, the customer (found by QR, CPF or phone, or registered
// here), then the sale, the redemption or the cancellation. Keyboard first — a cashier with a
// barcode reader never needs the mouse: the focus always sits where the next key goes, Enter
// moves on, Esc goes back, and F2/F4/F7/F9 jump between the parts (docs/caixa.md).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Opcoes, Selecao } from '@/components/ui/campo';
import { Etiqueta } from '@/components/ui/etiqueta';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { data, pontos, reais } from '@/lib/formatar';
import type { ClienteCaixaResponse } from '@/lib/domain/caixa/buscar-cliente-caixa';
import { COR_STATUS_LOTE, ROTULO_STATUS_LOTE, valorDoBeneficio } from '../../clientes/rotulos';
import { chavesCaixa } from '../chaves';
import type { LojaDoCaixa } from '../consultas';
import { BuscaCliente, ID_BUSCA } from './busca-cliente';
import { CadastroCliente } from './cadastro-cliente';
import { FormVenda } from './venda';
import { FormResgate } from './resgate';
import { ComTecla, SO_TECLADO } from './teclas';
import { ponteiroDeDedo } from './ponteiro';
import { FormCancelar, MAXIMO_VENDAS_RECENTES, type VendaRecente } from './cancelar';

type Aba = 'venda' | 'resgate' | 'cancelar';
const ATALHO: Record<string, Aba> = { F4: 'venda', F7: 'resgate', F9: 'cancelar' };
const ROTULO_ABA: Record<Aba, string> = { venda: 'Venda', resgate: 'Resgate', cancelar: 'Cancelar venda' };
const TECLA_ABA: Record<Aba, string> = { venda: 'F4', resgate: 'F7', cancelar: 'F9' };
/** The keys the counter answers to, as the hint line under the store names them. */
const ATALHOS_VISIVEIS = [
  ['F2', 'cliente'],
  ['F4', 'venda'],
  ['F7', 'resgate'],
  ['F9', 'cancelar venda'],
  ['Enter', 'confirma'],
  ['Esc', 'volta'],
] as const;

const focarBusca = () => document.getElementById(ID_BUSCA)?.focus();

function assinarArmazenamento(avisar: () => void) {
  window.addEventListener('storage', avisar);
  return () => window.removeEventListener('storage', avisar);
}

function Tecla({ children }: { children: React.ReactNode }) {
  return <kbd className="rounded border border-slate-300 bg-white px-1.5 py-0.5 font-mono text-xs text-slate-700">{children}</kbd>;
}

/** Literal classes for Tailwind: the tint of a balance's box and of its label. */
const COR_SALDO = {
  marca: ['bg-marca-50', 'text-marca-800'],
  ambar: ['bg-amber-50', 'text-amber-900'],
  azul: ['bg-sky-50', 'text-sky-900'],
} as const;

/** One of the customer's balances, large enough to read across the counter. */
function Saldo({
  rotulo,
  cor,
  testId,
  children,
}: {
  rotulo: string;
  cor: keyof typeof COR_SALDO;
  testId?: string;
  children: React.ReactNode;
}) {
  const [fundo, texto] = COR_SALDO[cor];
  return (
    <div className={`rounded-lg ${fundo} p-2 sm:p-3`}>
      <dt className={`text-xs font-medium ${texto}`}>{rotulo}</dt>
      <dd className="text-base font-bold whitespace-nowrap tabular-nums text-slate-900 sm:text-xl" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function Caixa({ tenantId, lojas }: { tenantId: string | null; lojas: LojaDoCaixa[] }) {
  const qc = useQueryClient();
  const chaveLoja = `fid-caixa:loja:${tenantId ?? 'programa'}`;
  // The store this counter sells in is remembered on this device (none on the server's render).
  const lojaSalva = useSyncExternalStore(
    assinarArmazenamento,
    () => localStorage.getItem(chaveLoja),
    () => null,
  );
  const [lojaEscolhida, setLojaEscolhida] = useState<string | null>(null);
  const cnpjLoja = [lojaEscolhida, lojaSalva].find((v) => v && lojas.some((l) => l.cnpj === v)) ?? lojas[0]!.cnpj;
  const [tela, setTela] = useState<'buscar' | 'escolher' | 'cadastrar' | 'cliente'>('buscar');
  const [candidatos, setCandidatos] = useState<ClienteCaixaResponse[]>([]);
  const [clienteId, setClienteId] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const [aba, setAba] = useState<Aba>('venda');
  const [cadastroInicial, setCadastroInicial] = useState<{ cpf?: string; telefone?: string }>({});

  const cliente = useQuery({
    queryKey: chavesCaixa.cliente(tenantId, clienteId ?? ''),
    queryFn: async () =>
      (await chamarApi<ClienteCaixaResponse[]>('GET', '/api/v1/admin/caixa/cliente', { query: { clienteId, tenantId } })).dados[0]!,
    enabled: clienteId !== null,
    staleTime: 0,
    retry: false,
  });

  const escolher = useCallback(
    (c: ClienteCaixaResponse) => {
      qc.setQueryData(chavesCaixa.cliente(tenantId, c.clienteId), c);
      setClienteId(c.clienteId);
      setAba('venda');
      setTela('cliente');
    },
    [qc, tenantId],
  );

  const voltarParaBusca = useCallback(() => {
    setClienteId(null);
    setAviso(null);
    setTela('buscar');
    // After the search section mounts. Not on a touch screen (a tap on "Trocar cliente"): the focus
    // would open the on-screen keyboard; F2, from a keyboard, focuses it there too (below).
    if (!ponteiroDeDedo()) setTimeout(focarBusca, 0);
  }, []);

  useEffect(() => {
    function tecla(e: KeyboardEvent) {
      if (e.key === 'F2') {
        e.preventDefault();
        voltarParaBusca();
        setTimeout(focarBusca, 0);
        return;
      }
      const destino = ATALHO[e.key];
      if (destino && tela === 'cliente') {
        e.preventDefault();
        setAba(destino);
        // The form of the tab focuses its first field when it mounts; the same tab again refocuses it.
        setTimeout(
          () => (document.querySelector('#caixa-acao input:not([type=radio]), #caixa-acao button') as HTMLElement | null)?.focus(),
          0,
        );
      }
    }
    window.addEventListener('keydown', tecla);
    return () => window.removeEventListener('keydown', tecla);
  }, [tela, voltarParaBusca]);

  const c = cliente.data;
  const atualizarCliente = () => qc.invalidateQueries({ queryKey: chavesCaixa.cliente(tenantId, clienteId ?? '') });
  const operacao = { tenantId, cnpjLoja, onSair: voltarParaBusca };
  /** A redemption or cancellation went through: the balances above change. */
  const concluida = () => (setAviso(null), atualizarCliente());
  const loja = lojas.find((l) => l.cnpj === cnpjLoja)!;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 pointer-coarse:p-2 sm:flex-row sm:items-end sm:justify-between">
        {lojas.length > 1 ? (
          <Selecao
            rotulo="Loja deste caixa"
            value={cnpjLoja}
            onChange={(e) => {
              setLojaEscolhida(e.target.value);
              localStorage.setItem(chaveLoja, e.target.value);
            }}
            className="sm:min-w-64"
          >
            <Opcoes itens={lojas.map((l) => ({ id: l.cnpj, nome: l.nome }))} />
          </Selecao>
        ) : (
          <p className="text-sm text-slate-700">
            Loja: <strong>{loja.nome}</strong>
          </p>
        )}
        <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-700 ${SO_TECLADO}`} aria-label="Atalhos de teclado">
          {ATALHOS_VISIVEIS.map(([tecla, acao]) => (
            <span key={tecla}>
              <Tecla>{tecla}</Tecla> {acao}
            </span>
          ))}
        </p>
      </div>

      {tela === 'buscar' && (
        <BuscaCliente
          tenantId={tenantId}
          onEncontrados={(lista) => {
            if (lista.length === 1) escolher(lista[0]!);
            else {
              setCandidatos(lista);
              setTela('escolher');
            }
          }}
          onCadastrar={(d) => {
            setCadastroInicial(d);
            setTela('cadastrar');
          }}
        />
      )}

      {tela === 'escolher' && (
        <section aria-labelledby="caixa-escolher" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id="caixa-escolher" className="mb-3 text-lg font-semibold text-slate-900">
            {candidatos.length} clientes com este telefone: qual é?
          </h2>
          <ul className="flex flex-col gap-2" onKeyDown={(e) => e.key === 'Escape' && voltarParaBusca()}>
            {candidatos.map((k, i) => (
              <li key={k.clienteId}>
                <Botao
                  variante="secundario"
                  className="w-full justify-between"
                  onClick={() => escolher(k)}
                  // The first candidate takes the focus: Enter picks it, Tab moves on.
                  autoFocus={i === 0}
                >
                  <span>{k.clienteNome ?? 'Cliente sem nome'}</span>
                  <span className="tabular-nums text-slate-600">
                    {reais(k.saldoCashback)} · {pontos(k.saldoPontos)}
                  </span>
                </Botao>
              </li>
            ))}
          </ul>
          <Botao variante="fantasma" className="mt-3" onClick={voltarParaBusca}>
            <ComTecla rotulo="Voltar (Esc)" />
          </Botao>
        </section>
      )}

      {tela === 'cadastrar' && (
        <CadastroCliente
          tenantId={tenantId}
          lojaId={loja.id}
          inicial={cadastroInicial}
          onCancelar={voltarParaBusca}
          onCadastrado={async (id, jaExistia) => {
            const lista = (
              await chamarApi<ClienteCaixaResponse[]>('GET', '/api/v1/admin/caixa/cliente', { query: { clienteId: id, tenantId } })
            ).dados;
            escolher(lista[0]!);
            setAviso(
              jaExistia
                ? 'Este CPF já estava cadastrado: os dados foram mantidos e o cliente entrou neste programa.'
                : 'Cliente cadastrado.',
            );
          }}
        />
      )}

      {tela === 'cliente' && (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section
            aria-labelledby="caixa-cliente"
            aria-live="polite"
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            {aviso && (
              <Alerta tipo="sucesso" className="mb-3">
                {aviso}
              </Alerta>
            )}
            {cliente.isError && <Alerta tipo="erro">{cliente.error.message}</Alerta>}
            {c && (
              <div className="flex flex-col gap-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="text-sm font-medium text-slate-600">Cliente</p>
                    <h2 id="caixa-cliente" className="break-words text-2xl font-bold text-slate-900" data-testid="caixa-cliente-nome">
                      {c.clienteNome ?? 'Cliente sem nome'}
                    </h2>
                  </div>
                  {!c.ativo && <Etiqueta cor="vermelho">Inativo</Etiqueta>}
                </div>
                {/* Each balance on one line ("R$" never apart from the amount): as many per row as fit. */}
                <dl className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-2">
                  <Saldo rotulo="Cashback" cor="marca" testId="caixa-saldo-cashback">
                    {reais(c.saldoCashback)}
                  </Saldo>
                  <Saldo rotulo="Pendente" cor="ambar" testId="caixa-saldo-pendente">
                    {reais(c.saldoPendente)}
                  </Saldo>
                  <Saldo rotulo="Pontos" cor="azul" testId="caixa-saldo-pontos">
                    {pontos(c.saldoPontos)}
                  </Saldo>
                </dl>
                {c.lotesAtivos.length > 0 && (
                  <details className="text-sm">
                    <summary className="min-h-10 cursor-pointer py-2.5 font-medium text-slate-800">
                      Lotes ativos ({c.lotesAtivos.length})
                    </summary>
                    <ul className="mt-2 divide-y divide-slate-100 rounded-md border border-slate-200">
                      {c.lotesAtivos.map((l) => (
                        <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                          <span className="flex items-center gap-2">
                            <Etiqueta cor={COR_STATUS_LOTE[l.status]}>{ROTULO_STATUS_LOTE[l.status]}</Etiqueta>
                            <span className="font-semibold tabular-nums">{valorDoBeneficio(l.tipoBeneficio, l.valorDisponivel)}</span>
                          </span>
                          <span className="text-slate-700">
                            {l.status === 'Pendente' && l.dataLiberacao ? `Libera em ${data(l.dataLiberacao)} · ` : ''}
                            {l.dataExpiracao ? `Vence em ${data(l.dataExpiracao)}` : 'Sem validade'}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
                <Botao variante="secundario" onClick={voltarParaBusca}>
                  <ComTecla rotulo="Trocar cliente (F2)" />
                </Botao>
              </div>
            )}
          </section>

          {c && (
            <section aria-label="Operação no caixa" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <div className="mb-4 grid grid-cols-3 gap-1 rounded-md bg-slate-100 p-1" role="group" aria-label="Operação">
                {(['venda', 'resgate', 'cancelar'] as const).map((a) => (
                  <button
                    key={a}
                    type="button"
                    aria-pressed={aba === a}
                    onClick={() => setAba(a)}
                    className="flex min-h-11 flex-col items-center justify-center rounded px-1 text-sm font-medium text-slate-700 focus-visible:outline-2 focus-visible:outline-marca-600 aria-pressed:bg-white aria-pressed:text-marca-800 aria-pressed:shadow-sm"
                  >
                    <span>{ROTULO_ABA[a]}</span>
                    <span className={`text-[11px] font-normal text-slate-600 ${SO_TECLADO}`}>{TECLA_ABA[a]}</span>
                  </button>
                ))}
              </div>
              <div id="caixa-acao">
                {!c.ativo && aba !== 'cancelar' ? (
                  <Alerta tipo="aviso">
                    Cliente inativo neste programa: não acumula nem resgata. Um gestor pode reativá-lo em Clientes. Cancelar uma venda
                    continua possível<span className={SO_TECLADO}> (F9)</span>.
                  </Alerta>
                ) : aba === 'venda' ? (
                  <FormVenda
                    key={`${c.clienteId}-${cnpjLoja}`}
                    {...operacao}
                    cliente={c}
                    onConcluida={(v) => {
                      setAviso(null);
                      // The sale is in the cancellation's list at once (F9), then the list is read again.
                      const chave = chavesCaixa.vendasRecentes(tenantId, c.clienteId, loja.id);
                      const nova: VendaRecente = {
                        vendaId: v.vendaId,
                        documentoExterno: v.documentoExterno,
                        valorVenda: v.valorVenda,
                        criadoEm: new Date().toISOString(),
                      };
                      qc.setQueryData<VendaRecente[]>(
                        chave,
                        (l) => l && [nova, ...l.filter((x) => x.vendaId !== v.vendaId)].slice(0, MAXIMO_VENDAS_RECENTES),
                      );
                      void qc.invalidateQueries({ queryKey: chave });
                      atualizarCliente();
                    }}
                  />
                ) : aba === 'resgate' ? (
                  <FormResgate key={`${c.clienteId}-${cnpjLoja}`} {...operacao} cliente={c} onConcluido={concluida} />
                ) : (
                  <FormCancelar
                    key={`${c.clienteId}-${cnpjLoja}`}
                    {...operacao}
                    clienteId={c.clienteId}
                    loja={loja}
                    onConcluido={concluida}
                  />
                )}
              </div>
            </section>
          )}
        </div>
      )}
    </div>
  );
}

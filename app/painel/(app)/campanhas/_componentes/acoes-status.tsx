'use client';
// Activate, deactivate or end a campaign (PATCH /api/v1/admin/CampanhaAdmin/{id}/status), with
// pending state, the API's success message and its error message — the one-active-per-type
// conflict explained (conflito.tsx). Transitions offered are the API's (docs/api-decisoes.md):
// Rascunho → Ativa | Encerrada; Ativa → Inativa | Encerrada; Inativa → Ativa | Encerrada.
// Deactivating and ending are confirmed first: from that moment the store's sales stop earning.
import { useLayoutEffect, useRef, useState } from 'react';
import type { ClassesLinha } from '@/components/ui/tabela';
import { useRouter } from 'next/navigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alerta } from '@/components/ui/alerta';
import { Botao } from '@/components/ui/botao';
import { Confirmar } from '@/components/ui/confirmar';
import { chamarApi, ErroApi } from '@/lib/navegador/cliente-api';
import type { CampanhaResponse, StatusCampanha } from '@/lib/domain/campanha/dados-campanha';
import { chavesCampanhas } from './chaves';
import { ehConflito, ExplicacaoConflito } from './conflito';

export type CampanhaResumo = { id: string; nome: string; tipo: 'Cashback' | 'Pontos'; status: StatusCampanha; tenantId: string };

type Resultado = { tipo: 'sucesso' | 'erro'; mensagem: string };

const ACOES: Record<StatusCampanha, { para: StatusCampanha; rotulo: string }[]> = {
  Rascunho: [{ para: 'Ativa', rotulo: 'Ativar' }],
  Ativa: [{ para: 'Inativa', rotulo: 'Desativar' }],
  Inativa: [{ para: 'Ativa', rotulo: 'Ativar' }],
  Encerrada: [],
};

/** The changes confirmed first, each with its dialog's words. */
type Confirmado = 'Inativa' | 'Encerrada';
const CONFIRMACAO: Record<Confirmado, { titulo: (c: CampanhaResumo) => string; botao: string; texto: (c: CampanhaResumo) => string }> = {
  Inativa: {
    titulo: (c) => `Desativar a campanha “${c.nome}”?`,
    botao: 'Desativar campanha',
    texto: (c) =>
      `A partir de agora as vendas nas lojas desta campanha deixam de ganhar ${c.tipo === 'Cashback' ? 'cashback' : 'pontos'} por ela, até você ativá-la de novo. Os créditos que ela já deu continuam valendo.`,
  },
  Encerrada: {
    titulo: (c) => `Encerrar a campanha “${c.nome}”?`,
    botao: 'Encerrar campanha',
    texto: () =>
      'Uma campanha encerrada não volta a ser ativada nem pode ser editada. Os créditos que ela já deu continuam valendo até vencer. Para só pausar, use “Desativar”.',
  },
};

export function useAlterarStatus(c: CampanhaResumo) {
  const router = useRouter();
  const qc = useQueryClient();
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const [confirmando, setConfirmando] = useState<Confirmado | null>(null);
  const m = useMutation({
    mutationFn: (status: StatusCampanha) =>
      chamarApi<CampanhaResponse>('PATCH', `/api/v1/admin/CampanhaAdmin/${c.id}/status`, { query: { status } }),
    onMutate: () => setResultado(null),
    onSuccess: (r, status) => {
      setConfirmando(null);
      setResultado({ tipo: 'sucesso', mensagem: `${r.mensagem ?? 'Status da campanha atualizado.'} “${c.nome}” agora está ${status}.` });
      void qc.invalidateQueries({ queryKey: chavesCampanhas.todas });
      router.refresh();
    },
    onError: (e) => {
      setConfirmando(null);
      setResultado({ tipo: 'erro', mensagem: e instanceof ErroApi ? e.mensagem : 'Não foi possível mudar o status. Tente novamente.' });
    },
  });

  const botoes = (
    <div className="flex flex-wrap gap-2">
      {ACOES[c.status].map((a) => (
        <Botao
          key={a.para}
          type="button"
          variante={a.para === 'Ativa' ? 'primario' : 'secundario'}
          className="min-h-9 px-3 py-1"
          carregando={m.isPending && m.variables === a.para}
          disabled={m.isPending}
          onClick={() => {
            if (a.para !== 'Inativa') return m.mutate(a.para);
            setResultado(null);
            setConfirmando('Inativa');
          }}
        >
          {a.rotulo}
          <span className="sr-only"> {c.nome}</span>
        </Botao>
      ))}
      {c.status !== 'Encerrada' && (
        <Botao
          type="button"
          variante="fantasma"
          className="min-h-9 px-3 py-1"
          disabled={m.isPending}
          onClick={() => {
            setResultado(null);
            setConfirmando('Encerrada');
          }}
        >
          Encerrar
          <span className="sr-only"> {c.nome}</span>
        </Botao>
      )}
      {confirmando && (
        <Confirmar
          aberto
          titulo={CONFIRMACAO[confirmando].titulo(c)}
          textoConfirmar={CONFIRMACAO[confirmando].botao}
          carregando={m.isPending}
          onConfirmar={() => m.mutate(confirmando)}
          onCancelar={() => setConfirmando(null)}
        >
          {CONFIRMACAO[confirmando].texto(c)}
        </Confirmar>
      )}
    </div>
  );

  const feedback = resultado ? (
    resultado.tipo === 'erro' && ehConflito(resultado.mensagem) ? (
      <ExplicacaoConflito mensagem={resultado.mensagem} tipo={c.tipo} tenantId={c.tenantId} campanhaId={c.id} />
    ) : (
      <Alerta tipo={resultado.tipo}>{resultado.mensagem}</Alerta>
    )
  ) : null;

  return { botoes, feedback };
}

/** For a single campaign (its edit page): the buttons with the feedback under them. */
export function AcoesStatus({ campanha }: { campanha: CampanhaResumo }) {
  const { botoes, feedback } = useAlterarStatus(campanha);
  return (
    <div className="flex flex-col gap-3">
      {botoes}
      {feedback}
    </div>
  );
}

/**
 * A row of the campaign table: the server-rendered cells, the actions, and the feedback in a
 * full-width row below. On a phone the row is a card (the table's classes) closed by the actions,
 * the feedback right under it.
 */
export function LinhaCampanha({
  campanha,
  colunas,
  classes,
  children,
}: {
  campanha: CampanhaResumo;
  colunas: number;
  classes: ClassesLinha;
  children: React.ReactNode;
}) {
  const { botoes, feedback } = useAlterarStatus(campanha);
  return (
    <>
      <tr className={`align-top ${classes.linha} ${feedback ? 'border-b-0' : ''}`}>
        {children}
        <td className={classes.acoes}>{botoes}</td>
      </tr>
      {feedback && (
        <tr className="max-sm:block">
          <td colSpan={colunas} className="px-4 pb-3 max-sm:block">
            <NaTela>{feedback}</NaTela>
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * The row's message, as wide as the visible part of the table and held at its left edge: where
 * the table scrolls sideways (a narrow window above the phone's cards), a message as wide as the
 * table would be cut at the window's edge, unreadable, once the click on the last column scrolled
 * the table to its end.
 */
function NaTela({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [largura, setLargura] = useState<number>();
  useLayoutEffect(() => {
    const rolagem = ref.current?.closest<HTMLElement>('[role="region"]');
    if (!rolagem) return;
    const medir = () => setLargura(Math.max(0, rolagem.clientWidth - 32));
    medir();
    const observador = new ResizeObserver(medir);
    observador.observe(rolagem);
    return () => observador.disconnect();
  }, []);
  return (
    <div ref={ref} className="sticky left-4" style={largura === undefined ? undefined : { width: largura }}>
      {children}
    </div>
  );
}

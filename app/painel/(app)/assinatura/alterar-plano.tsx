'use client';
// The platform team's change of a tenant's plan (PUT /api/v1/assinatura/{tenantId}, SuperAdmin
// only), for support cases such as a shop on the one-store trial that needs a second store. Only
// the plan changes: the status and its dates are sent back as they are, because the PUT replaces
// the whole state. The confirmation says what changes (price, store limit) before anything is
// written; the API audits the change with the reason typed here (docs/api-admin-assinatura.md).
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AlertaDeErros } from '@/components/ui/alerta';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { CampoTexto, Selecao } from '@/components/ui/campo';
import { Confirmar } from '@/components/ui/confirmar';
import { useValidacaoDoPainel } from '@/components/painel/validacao-do-painel';
import { ErroApi, chamarApi } from '@/lib/navegador/cliente-api';
import { dataHora, reais } from '@/lib/formatar';
import type { AssinaturaResponse, PlanoResponse } from '@/lib/domain/assinatura/dados-assinatura';
import { alterarAssinaturaSchema } from '@/app/api/v1/assinatura/schemas';

const ROTULOS = { plano: 'Novo plano', motivo: 'Motivo' };

/** "até 1 loja ativa", "até 5 lojas ativas", "lojas ativas sem limite". */
export function limiteDeLojas(p: PlanoResponse): string {
  if (p.limiteLojas === null) return 'lojas ativas sem limite';
  return `até ${p.limiteLojas} ${p.limiteLojas === 1 ? 'loja ativa' : 'lojas ativas'}`;
}

/** What the status keeps, said in the confirmation: the plan changes, the dates do not. */
function situacaoMantida(a: AssinaturaResponse): string {
  switch (a.status) {
    case 'Trial':
      return `O período de avaliação continua até ${dataHora(a.trialAte)}: nada é cobrado agora; depois dele, vale o preço do novo plano.`;
    case 'Ativa':
      return `A assinatura continua paga até ${dataHora(a.periodoAtualAte)}; o próximo pagamento já é no preço do novo plano.`;
    case 'Inadimplente':
      return 'A situação continua “Pagamento pendente”: só o plano muda.';
    default:
      return 'A situação continua “Cancelada”: só o plano muda.';
  }
}

export function AlterarPlano({
  assinatura: a,
  tenantId,
  tenantNome,
}: {
  assinatura: AssinaturaResponse;
  tenantId: string;
  tenantNome: string;
}) {
  const router = useRouter();
  const avisar = useAvisos();
  const outros = a.planos.filter((p) => p.codigo !== a.plano);
  const [plano, setPlano] = useState(outros[0]?.codigo ?? '');
  const [motivo, setMotivo] = useState('');
  const { erros, validar } = useValidacaoDoPainel(ROTULOS);
  const [confirmando, setConfirmando] = useState(false);

  const corpo = { plano, status: a.status, trialAte: a.trialAte, periodoAtualAte: a.periodoAtualAte, motivo };
  const alterar = useMutation({
    mutationFn: () => chamarApi<AssinaturaResponse>('PUT', `/api/v1/assinatura/${tenantId}`, { corpo }),
    onSuccess: (r) => {
      setConfirmando(false);
      setMotivo('');
      avisar('sucesso', r.mensagem ?? 'Assinatura atualizada com sucesso.');
      router.refresh();
    },
  });

  // A tenant created before billing has no plan and no limit: a plan here would start a billing
  // state (status and dates) that is not this form's to invent.
  if (!a.status || !a.plano) return null;
  const atual = a.planos.find((p) => p.codigo === a.plano);
  const novo = a.planos.find((p) => p.codigo === plano);

  function revisar(e: React.FormEvent) {
    e.preventDefault();
    alterar.reset();
    if (validar(alterarAssinaturaSchema, corpo)) setConfirmando(true);
  }

  const pequeno = novo && novo.limiteLojas !== null && a.lojasAtivas > novo.limiteLojas;
  return (
    <section aria-labelledby="titulo-alterar-plano" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="titulo-alterar-plano" className="text-base font-semibold text-slate-900">
        Alterar o plano (equipe da plataforma)
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Troca o plano de {tenantNome} sem pagamento pelo painel, por exemplo para liberar mais lojas durante a avaliação. A situação e as
        datas da assinatura não mudam; a alteração fica na auditoria com o motivo.
      </p>
      <form onSubmit={revisar} noValidate className="mt-3 flex flex-col gap-4">
        <Selecao rotulo={ROTULOS.plano} value={plano} onChange={(e) => setPlano(e.target.value)} erro={erros.plano} className="max-w-md">
          {outros.map((p) => (
            <option key={p.codigo} value={p.codigo}>
              {p.nome} — {reais(p.valorMensal)}/mês
            </option>
          ))}
        </Selecao>
        {novo && (
          <p className="-mt-2 text-sm text-slate-700">
            {novo.nome}: {novo.descricao} Limite: {limiteDeLojas(novo)}.
          </p>
        )}
        <CampoTexto
          rotulo={ROTULOS.motivo}
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          erro={erros.motivo}
          rows={2}
          maxLength={500}
          ajuda="Vai para a auditoria: por exemplo “Precisa de uma segunda loja durante a avaliação (chamado 4521)”."
          className="max-w-2xl"
        />
        <div>
          <Botao type="submit" variante="secundario">
            Revisar alteração
          </Botao>
        </div>
      </form>
      <Confirmar
        aberto={confirmando}
        titulo={`Alterar o plano de ${tenantNome}?`}
        textoConfirmar="Alterar plano"
        variante="primario"
        carregando={alterar.isPending}
        onConfirmar={() => alterar.mutate()}
        onCancelar={() => {
          setConfirmando(false);
          alterar.reset();
        }}
      >
        {alterar.isError && (
          <AlertaDeErros
            className="mb-3"
            mensagens={
              alterar.error instanceof ErroApi
                ? alterar.error.erros.length
                  ? alterar.error.erros
                  : [alterar.error.mensagem]
                : ['Não foi possível alterar o plano. Tente novamente.']
            }
          />
        )}
        {atual && novo && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600">Plano</dt>
            <dd className="font-medium text-slate-900">
              {atual.nome} → {novo.nome}
            </dd>
            <dt className="text-slate-600">Preço</dt>
            <dd className="text-slate-900">
              {reais(atual.valorMensal)}/mês → {reais(novo.valorMensal)}/mês
            </dd>
            <dt className="text-slate-600">Lojas</dt>
            <dd className="text-slate-900">
              {limiteDeLojas(atual)} → {limiteDeLojas(novo)}
            </dd>
          </dl>
        )}
        <p className="mt-3">{situacaoMantida(a)}</p>
        {pequeno && (
          <p className="mt-2 font-medium text-amber-900">
            Este tenant tem {a.lojasAtivas} lojas ativas: elas continuam funcionando, mas uma loja nova só será aceita quando houver menos
            lojas ativas que o limite.
          </p>
        )}
        <p className="mt-2">Motivo registrado na auditoria: “{motivo.trim()}”</p>
      </Confirmar>
    </section>
  );
}

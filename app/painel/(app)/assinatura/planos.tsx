'use client';
// Plan choice: "Assinar" opens a checkout (POST /api/v1/assinatura/checkout) and goes to the
// provider's payment page — with the built-in provider, a page of this panel.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useAvisos } from '@/components/ui/avisos';
import { Botao } from '@/components/ui/botao';
import { Campo } from '@/components/ui/campo';
import { validarFormulario } from '@/components/ui/validacao';
import { ErroDoEnvio } from '@/components/painel/formulario-cadastro';
import { mensagemDoErro } from '@/components/painel/acoes-cadastro';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { reais } from '@/lib/formatar';
import type { AssinaturaResponse, PlanoResponse } from '@/lib/domain/assinatura/dados-assinatura';
import type { CheckoutResponse } from '@/lib/domain/assinatura/checkout-assinatura';
import { criarCheckoutSchema } from '@/app/api/v1/assinatura/schemas';

/** An address of this app is followed inside the panel; any other (a payment provider) in the whole window. */
function irPara(url: string, router: ReturnType<typeof useRouter>) {
  const u = new URL(url, window.location.origin);
  if (u.pathname.startsWith('/painel/')) router.push(`${u.pathname}${u.search}`);
  else window.location.assign(url);
}

export function Planos({ assinatura, tenantId }: { assinatura: AssinaturaResponse; tenantId: string | null }) {
  const router = useRouter();
  const avisar = useAvisos();
  const [cupom, setCupom] = useState('');
  const [erroCupom, setErroCupom] = useState<string | undefined>();
  const [escolhido, setEscolhido] = useState<string | null>(null);

  const checkout = useMutation({
    mutationFn: (corpo: { plano: string; codigoCupom?: string; tenantId?: string }) =>
      chamarApi<CheckoutResponse>('POST', '/api/v1/assinatura/checkout', { corpo }),
    onSuccess: (r) => {
      avisar('sucesso', r.mensagem ?? 'Checkout criado.');
      irPara(r.dados.url, router);
    },
  });

  function assinar(plano: PlanoResponse) {
    const corpo = { plano: plano.codigo, ...(cupom.trim() ? { codigoCupom: cupom } : {}), ...(tenantId ? { tenantId } : {}) };
    const v = validarFormulario(criarCheckoutSchema, corpo);
    setErroCupom(v.ok ? undefined : (v.erros.codigoCupom ?? Object.values(v.erros)[0]));
    if (!v.ok) return;
    setEscolhido(plano.codigo);
    checkout.mutate(corpo);
  }

  return (
    <div className="flex flex-col gap-4">
      <ErroDoEnvio erro={checkout.error} padrao="Não foi possível iniciar o pagamento. Tente novamente." />
      <Campo
        rotulo="Cupom da campanha de lançamento (opcional)"
        value={cupom}
        onChange={(e) => setCupom(e.target.value.toUpperCase())}
        erro={erroCupom}
        className="max-w-sm"
        autoComplete="off"
      />
      <ul className="grid gap-4 md:grid-cols-3">
        {assinatura.planos.map((plano) => {
          const atual = assinatura.plano === plano.codigo;
          const cabe = plano.limiteLojas === null || assinatura.lojasAtivas <= plano.limiteLojas;
          const rotulo = atual && assinatura.status === 'Ativa' ? 'Pagar mais um mês' : atual ? 'Assinar este plano' : 'Assinar';
          return (
            <li
              key={plano.codigo}
              className={`flex flex-col gap-3 rounded-lg border bg-white p-4 ${atual ? 'border-marca-600 ring-1 ring-marca-600' : 'border-slate-200'}`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-base font-semibold text-slate-900">{plano.nome}</h3>
                {atual && <span className="text-xs font-semibold text-marca-800">Plano atual</span>}
              </div>
              <p className="text-2xl font-bold text-slate-900">
                {reais(plano.valorMensal)}
                <span className="text-sm font-normal text-slate-600"> /mês</span>
              </p>
              <p className="text-sm text-slate-700">{plano.descricao}</p>
              <p className="text-xs text-slate-600">
                {plano.limiteLojas === null
                  ? 'Sem limite de lojas ativas'
                  : plano.limiteLojas === 1
                    ? 'Limite: 1 loja ativa'
                    : `Limite: ${plano.limiteLojas} lojas ativas`}
              </p>
              {!cabe && (
                <p className="text-sm text-amber-900">
                  Você tem {assinatura.lojasAtivas} lojas ativas: desative lojas ou escolha um plano maior.
                </p>
              )}
              <Botao
                type="button"
                className="mt-auto"
                variante={atual ? 'primario' : 'secundario'}
                disabled={!cabe || (checkout.isPending && escolhido !== plano.codigo)}
                carregando={checkout.isPending && escolhido === plano.codigo}
                onClick={() => assinar(plano)}
                aria-label={`${rotulo}: plano ${plano.nome}`}
              >
                {rotulo}
              </Botao>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function BotaoPortal({ tenantId }: { tenantId: string | null }) {
  const router = useRouter();
  const avisar = useAvisos();
  const portal = useMutation({
    mutationFn: () => chamarApi<{ url: string }>('POST', '/api/v1/assinatura/portal', { query: { tenantId: tenantId ?? undefined } }),
    onSuccess: (r) => {
      const u = new URL(r.dados.url, window.location.origin);
      // The built-in provider's portal is this very page: say so instead of reloading it.
      if (u.pathname === window.location.pathname)
        avisar('sucesso', 'A cobrança deste ambiente é feita pelo provedor interno: ela é gerenciada nesta página.');
      else irPara(r.dados.url, router);
    },
    onError: (e) => avisar('erro', mensagemDoErro(e, 'Não foi possível abrir o portal de cobrança. Tente novamente.')),
  });
  return (
    <Botao type="button" variante="secundario" carregando={portal.isPending} onClick={() => portal.mutate()}>
      Gerenciar cobrança
    </Botao>
  );
}

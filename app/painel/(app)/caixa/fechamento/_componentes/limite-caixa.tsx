'use client';
// The programme's ceiling for a sale an Operador types at the counter (docs/caixa.md §9), read and
// saved through /api/v1/admin/caixa/configuracao. Blank = no limit.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CartaoDaConfiguracao } from '@/components/painel/formulario-da-mutacao';
import { Campo } from '@/components/ui/campo';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { numeroParaApi } from '@/lib/navegador/numero-digitado';
import { reais } from '@/lib/formatar';
import type { ConfiguracaoCaixa } from '@/lib/domain/caixa/limite-caixa';

const CAMINHO = '/api/v1/admin/caixa/configuracao';
const paraCampo = (v: number | null) => (v === null ? '' : reais(v).replace(/^R\$\s*/, ''));

export function LimiteCaixa({ tenantId }: { tenantId: string | null }) {
  const atual = useQuery({
    queryKey: ['caixa', 'configuracao', tenantId],
    queryFn: () => chamarApi<ConfiguracaoCaixa>('GET', CAMINHO, { query: { tenantId } }),
  });
  if (!atual.data) return null;
  return <Formulario tenantId={tenantId} inicial={atual.data.dados} />;
}

function Formulario({ tenantId, inicial }: { tenantId: string | null; inicial: ConfiguracaoCaixa }) {
  const [limite, setLimite] = useState(paraCampo(inicial.limiteVendaCaixaOperador));
  const salvar = useMutation({
    mutationFn: () =>
      chamarApi<ConfiguracaoCaixa>('PUT', CAMINHO, {
        corpo: { tenantId: tenantId ?? undefined, limiteVendaCaixaOperador: numeroParaApi(limite, { milhar: true }) },
      }),
    onSuccess: (r) => setLimite(paraCampo(r.dados.limiteVendaCaixaOperador)),
  });
  const gravado = salvar.data?.dados.limiteVendaCaixaOperador ?? (salvar.data ? null : inicial.limiteVendaCaixaOperador);
  return (
    <CartaoDaConfiguracao titulo="Limite do caixa para operadores" className="mt-6 print:hidden" salvar={salvar} botao="Salvar limite">
      <Campo
        rotulo="Valor máximo de uma venda registrada por um operador (R$)"
        inputMode="decimal"
        value={limite}
        onChange={(e) => setLimite(e.target.value)}
        placeholder="Sem limite"
        className="w-full sm:w-56"
        ajuda="Em branco: sem limite. Acima dele o caixa recusa a venda do operador e pede um gerente; gestores não são limitados."
      />
      <p className="text-sm text-slate-700" data-testid="limite-atual">
        Agora: {gravado === null ? 'sem limite' : reais(gravado)}.
      </p>
    </CartaoDaConfiguracao>
  );
}

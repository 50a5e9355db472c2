'use client';
// The tenant's marketing rules (docs/comunicacao.md, "Regras do tenant"): weekly cap per customer
// and quiet hours, read and saved through /api/v1/admin/comunicacao/configuracao.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CartaoDaConfiguracao } from '@/components/painel/formulario-da-mutacao';
import { Campo, CampoInteiro } from '@/components/ui/campo';
import { chamarApi } from '@/lib/navegador/cliente-api';
import { inteiroParaApi } from '@/lib/navegador/numero-digitado';
import type { ConfiguracaoComunicacao } from '@/lib/domain/comunicacao/configuracao';

export function RegrasComunicacao({ tenantId }: { tenantId: string }) {
  const atual = useQuery({
    queryKey: ['comunicacao', 'configuracao', tenantId],
    queryFn: () => chamarApi<ConfiguracaoComunicacao>('GET', '/api/v1/admin/comunicacao/configuracao', { query: { tenantId } }),
  });
  if (!atual.data) return null;
  return <Formulario tenantId={tenantId} inicial={atual.data.dados} />;
}

function Formulario({ tenantId, inicial }: { tenantId: string; inicial: ConfiguracaoComunicacao }) {
  const [limite, setLimite] = useState(String(inicial.limiteSemanal));
  const [inicio, setInicio] = useState(inicial.silencioInicio);
  const [fim, setFim] = useState(inicial.silencioFim);
  const salvar = useMutation({
    mutationFn: () =>
      chamarApi<ConfiguracaoComunicacao>('PUT', '/api/v1/admin/comunicacao/configuracao', {
        corpo: {
          tenantId,
          // The cap as typed ("5e" is refused by the API); blank goes as 0, refused with the range's message.
          limiteSemanal: inteiroParaApi(limite) ?? 0,
          silencioInicio: inicio,
          silencioFim: fim,
          fusoHorario: inicial.fusoHorario,
        },
      }),
  });
  return (
    <CartaoDaConfiguracao titulo="Regras de envio" className="mb-4" salvar={salvar} botao="Salvar regras">
      <div className="grid gap-3 sm:grid-cols-3">
        <CampoInteiro
          rotulo="Mensagens por cliente em 7 dias"
          value={limite}
          onChange={(e) => setLimite(e.target.value)}
          ajuda="De 1 a 14."
        />
        <Campo rotulo="Silêncio a partir de" type="time" value={inicio} onChange={(e) => setInicio(e.target.value)} />
        <Campo rotulo="Silêncio até" type="time" value={fim} onChange={(e) => setFim(e.target.value)} />
      </div>
      <p className="text-xs text-slate-600">
        No fuso da loja de origem de cada cliente ({inicial.fusoHorario} para quem não tem loja). No silêncio nada é enviado: as mensagens
        esperam o fim dele. Início igual ao fim desliga o silêncio.
      </p>
    </CartaoDaConfiguracao>
  );
}

// POST /api/v1/venda/preview: read-only simulation of model 3 (spec "POST /api/v1/venda/preview").
// It runs the very calculation the sale runs (calcularVenda, model 3), so what it announces is
// what the confirmation credits, to the centavo. It writes nothing.
import 'server-only';
import type { z } from 'zod';
import { consulta, sql } from '@/lib/db';
import { type Decimal, formatarReais, paraNumero } from '@/lib/dinheiro';
import { MENSAGENS, regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { cnpjOuErro } from '@/lib/domain/loja/loja-do-tenant';
import { lerCampanhas, sqlCampanhasAtivas } from '@/lib/domain/campanha/campanhas-da-venda';
import { calcularVenda } from '@/lib/domain/venda/calcular-beneficios';
import type { vendaPreviewResponseSchema } from '@/lib/openapi/respostas';

/** The answer is the API document's schema (type only: nothing of lib/openapi is loaded here). */
export type VendaPreviewResponse = z.output<typeof vendaPreviewResponseSchema>;

export const MOTIVOS_BLOQUEIO = {
  semCampanha: 'Nenhuma campanha de cashback ativa nesta loja.',
  naoPermite: 'A campanha de cashback desta loja não permite desconto sobre o cashback gerado.',
  diferido: 'O cashback desta loja é liberado após a compra (modo diferido) e não pode virar desconto imediato.',
  compraMinima: (v: Decimal) => `Valor da venda abaixo da compra mínima da campanha (${formatarReais(v)}).`,
} as const;

const Q = consulta(`SELECT l.ativo, ${sqlCampanhasAtivas('$3')} AS campanhas FROM loja l WHERE l.tenant_id = $1 AND l.cnpj = $2`);

export async function simularVenda(tenantId: string, cnpjLoja: string, valorVenda: Decimal): Promise<VendaPreviewResponse> {
  const cnpj = cnpjOuErro(cnpjLoja);
  const [l] = await sql.query<{ ativo: boolean; campanhas: unknown }>(Q, [tenantId, cnpj, relogio()]);
  if (!l || !l.ativo) throw regraDeNegocio(MENSAGENS.lojaNaoEncontrada);
  const camp = lerCampanhas(l.campanhas).find((c) => c.tipo === 'Cashback');

  let motivo: string | null = null;
  if (!camp) motivo = MOTIVOS_BLOQUEIO.semCampanha;
  else if (camp.modoCashback !== 'Imediato') motivo = MOTIVOS_BLOQUEIO.diferido;
  else if (!camp.permiteDescontoSobreCashbackGerado) motivo = MOTIVOS_BLOQUEIO.naoPermite;
  else if (camp.compraMinima.gt(valorVenda)) motivo = MOTIVOS_BLOQUEIO.compraMinima(camp.compraMinima);

  if (motivo || !camp) {
    return {
      valorVenda: paraNumero(valorVenda),
      permiteAplicarDesconto: false,
      motivoBloqueio: motivo,
      cashbackGeradoPrevisto: 0,
      valorComDesconto: 0,
      cashbackSobreDesconto: 0,
    };
  }
  const calc = calcularVenda({ valorVenda, elegiveis: [camp], modelo: 3 });
  return {
    valorVenda: paraNumero(valorVenda),
    permiteAplicarDesconto: true,
    motivoBloqueio: null,
    cashbackGeradoPrevisto: paraNumero(calc.descontoGerado),
    valorComDesconto: paraNumero(calc.valorFinal),
    cashbackSobreDesconto: paraNumero(calc.beneficios[0]!.cashback),
  };
}

// GET /api/v1/configuracao: what the PDV needs at start-up (spec ConfiguracaoResponse).
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { MENSAGENS, regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { cnpjOuErro } from '@/lib/domain/loja/loja-do-tenant';
import {
  lerCampanhas,
  permiteCheckoutCashback,
  permiteDescontoSobreGerado,
  sqlCampanhasAtivas,
} from '@/lib/domain/campanha/campanhas-da-venda';

export type ConfiguracaoResponse = {
  cnpjLoja: string;
  nomeLoja: string;
  campanhaAtiva: boolean;
  tipoCampanha: 'Cashback' | 'Pontos' | null;
  permiteCheckoutCashbackNaVenda: boolean;
  permiteDescontoSobreGerado: boolean;
  pontosMinimosParaResgate: number | null;
  permiteUsoParcialDePontos: boolean | null;
};

const Q = consulta(
  `SELECT l.cnpj, l.nome, l.ativo, ${sqlCampanhasAtivas('$3')} AS campanhas FROM loja l WHERE l.tenant_id = $1 AND l.cnpj = $2`,
);

export async function obterConfiguracao(tenantId: string, cnpjLoja: string): Promise<ConfiguracaoResponse> {
  const cnpj = cnpjOuErro(cnpjLoja);
  const [l] = await sql.query<{ cnpj: string; nome: string; ativo: boolean; campanhas: unknown }>(Q, [tenantId, cnpj, relogio()]);
  if (!l || !l.ativo) throw regraDeNegocio(MENSAGENS.lojaNaoEncontrada);
  const campanhas = lerCampanhas(l.campanhas);
  const cashback = campanhas.find((c) => c.tipo === 'Cashback');
  const pontos = campanhas.find((c) => c.tipo === 'Pontos');
  return {
    cnpjLoja: l.cnpj,
    nomeLoja: l.nome,
    campanhaAtiva: campanhas.length > 0,
    // Spec: only the highest-priority campaign is named; Cashback ranks above Pontos.
    tipoCampanha: cashback ? 'Cashback' : pontos ? 'Pontos' : null,
    permiteCheckoutCashbackNaVenda: permiteCheckoutCashback(cashback),
    permiteDescontoSobreGerado: permiteDescontoSobreGerado(cashback),
    // The points fields describe the store's active Pontos campaign whenever there is one, also
    // when Cashback is the campaign named above (docs/api-decisoes.md); null without one.
    pontosMinimosParaResgate: pontos ? (pontos.pontosMinimosParaResgate ?? 0) : null,
    permiteUsoParcialDePontos: pontos ? pontos.permiteUsoParcialDePontos : null,
  };
}

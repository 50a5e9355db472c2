import { entradaDoPdv, rotaPdv } from '@/lib/api/pdv';
import { respostaOk } from '@/lib/api/envelope';
import { registrarVenda } from '@/lib/domain/venda/registrar-venda';
import { metricas } from '@/lib/metricas';
import { vendaSchema } from './schemas';

export const POST = rotaPdv('POST /api/v1/venda', { corpo: vendaSchema }, async ({ principal, corpo }) => {
  const { venda, retransmissao } = await registrarVenda(principal.tenantId, entradaDoPdv(corpo));
  // Spec "Events": how many benefits (1 or 2) each sale generated; a replay generated none.
  if (!retransmissao) metricas.movimentacoesPorVenda.observe(venda.beneficiosAplicados.length);
  return respostaOk(venda, {
    mensagem: retransmissao
      ? 'Venda já registrada com este documentoExterno; nenhum crédito novo foi gerado.'
      : 'Venda registrada com sucesso.',
  });
});

import { respostaOk } from '@/lib/api/envelope';
import { rotaClube } from '@/lib/api/clube';
import { naoAutorizado } from '@/lib/erros';
import { agora } from '@/lib/relogio';
import { exportarDadosCliente } from '@/lib/domain/lgpd/exportar-dados';
import { MENSAGENS_LGPD } from '@/lib/domain/lgpd/mensagens';

export const dynamic = 'force-dynamic';

// LGPD art. 18, II: the customer's own data in every programme, as a JSON file to keep.
export const GET = rotaClube('GET /api/v1/clube/lgpd/exportar', {}, async ({ principal }) => {
  const dados = await exportarDadosCliente(principal.clienteId, null, agora());
  if (!dados) throw naoAutorizado();
  return respostaOk(dados, {
    mensagem: MENSAGENS_LGPD.exportado,
    cabecalhos: { 'Content-Disposition': 'attachment; filename="meus-dados.json"', 'Cache-Control': 'no-store' },
  });
});

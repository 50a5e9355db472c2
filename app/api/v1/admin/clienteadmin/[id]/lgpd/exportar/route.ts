import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { agora } from '@/lib/relogio';
import { exportarDadosClienteAdmin } from '@/lib/domain/lgpd/exportar-dados';
import { MENSAGENS_LGPD } from '@/lib/domain/lgpd/mensagens';
import { tenantQuerySchema } from '../../../schemas';

export const dynamic = 'force-dynamic';

// The person's data and this programme's records only; managers, not cashiers (docs/lgpd.md).
export const GET = rotaAdmin(
  'GET /api/v1/admin/ClienteAdmin/{id}/lgpd/exportar',
  { perfis: ADMINISTRADORES, query: tenantQuerySchema, tenant: 'obrigatorio', id: true },
  async ({ principal, tenantId, id }) => {
    const dados = await exportarDadosClienteAdmin(principal, tenantId, id, agora());
    return respostaOk(dados, {
      mensagem: MENSAGENS_LGPD.exportado,
      cabecalhos: { 'Content-Disposition': `attachment; filename="dados-cliente-${id}.json"`, 'Cache-Control': 'no-store' },
    });
  },
);

import { ADMINISTRADORES, rotaAdmin } from '@/lib/api/admin';
import { respostaOk } from '@/lib/api/envelope';
import { importarClientes } from '@/lib/domain/cliente/importar-clientes';
import { mensagemDaImportacao } from '@/lib/domain/cliente/admin-mensagens';
import { importarClientesSchema } from './schemas';

export const dynamic = 'force-dynamic';

/** A file of 5,000 customers is about 500 kB of JSON; the other routes keep 64 KiB. */
const LIMITE_CORPO = 2 * 1024 * 1024;

// Managers only (Operador: 403): an import registers a whole list at once.
export const POST = rotaAdmin(
  'POST /api/v1/admin/ClienteAdmin/importar',
  { perfis: ADMINISTRADORES, corpo: importarClientesSchema, tenant: 'obrigatorio', limiteCorpo: LIMITE_CORPO },
  async ({ principal, tenantId, corpo }) => {
    const r = await importarClientes(principal, tenantId, corpo);
    return respostaOk(r, { mensagem: mensagemDaImportacao(r) });
  },
);

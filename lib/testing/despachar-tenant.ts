// A dispatcher in a process of its own, for lib/domain/comunicacao/envio.int.test.ts: it delivers
// one tenant's outbox events in batches until none is left, and can be killed (SIGKILL) anywhere.
//   tsx lib/testing/despachar-tenant.ts <tenantId>
import 'server-only';
import { pool } from '@/lib/db';
import { despacharOutbox } from '@/lib/notificacoes/despachar-outbox';

const [tenantId] = process.argv.slice(2);
if (!tenantId) throw new Error('tenantId obrigatório');
async function principal() {
  process.stdout.write('pronto\n');
  for (;;) {
    const r = await despacharOutbox({ tenantId, tamanho: 200 });
    if (r.reivindicados === 0) break;
  }
  await pool.end();
  process.exit(0);
}
void principal();

// Readiness: the database answers. 503 otherwise, so a load balancer stops sending traffic.
import { pool } from '@/lib/db';

export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    await pool.query('SELECT 1');
    return Response.json({ status: 'ok', banco: 'ok' });
  } catch {
    return Response.json({ status: 'indisponivel', banco: 'falhou' }, { status: 503 });
  }
}

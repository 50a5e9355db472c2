// Fixtures of the communication campaigns (docs/comunicacao.md): a programme with many customers
// generated in SQL (generate_series: 10,000 in well under a second), their marketing consent,
// a segment and a campaign ready to prepare.
import 'server-only';
import { randomInt } from 'node:crypto';
import { pool, prisma } from '@/lib/db';
import { criarTenant } from '@/lib/testing/cenario';

export async function programaComClientes(
  n: number,
  o: { consentimento?: 'todos' | 'nenhum'; silencio?: [string, string]; limiteSemanal?: number } = {},
) {
  const t = await criarTenant('Comunicação');
  const base = randomInt(10_000_000, 80_000_000);
  const marca = randomInt(1e9).toString(36);
  await pool.query(
    `WITH c AS (
       INSERT INTO cliente (nome, email, telefone)
       SELECT 'Cliente ' || i || ' Teste', 'c' || i || '.' || $2 || '@exemplo.com', '119' || lpad(($3::int + i)::text, 8, '0')
         FROM generate_series(1, $1::int) i RETURNING id)
     INSERT INTO cliente_tenant (tenant_id, cliente_id) SELECT $4, id FROM c`,
    [n, marca, base, t.tenantId],
  );
  if ((o.consentimento ?? 'todos') === 'todos') {
    await pool.query(
      `INSERT INTO preferencia_comunicacao (tenant_id, cliente_id, whatsapp, email, atualizado_em)
       SELECT tenant_id, cliente_id, true, true, now() FROM cliente_tenant WHERE tenant_id = $1`,
      [t.tenantId],
    );
  }
  // Quiet hours off by default (equal ends), so a test does not depend on the hour it runs at.
  const [inicio, fim] = o.silencio ?? ['00:00', '00:00'];
  await pool.query(
    `INSERT INTO configuracao_comunicacao (tenant_id, limite_semanal, silencio_inicio, silencio_fim) VALUES ($1, $2, $3, $4)`,
    [t.tenantId, o.limiteSemanal ?? 2, inicio, fim],
  );
  const segmento = await prisma.segmento.create({ data: { tenantId: t.tenantId, nome: `Todos ${marca}`, filtro: {} } });
  const { rows } = await pool.query<{ cliente_id: string }>(
    `SELECT cliente_id FROM cliente_tenant WHERE tenant_id = $1 ORDER BY cliente_id`,
    [t.tenantId],
  );
  return { ...t, segmentoId: segmento.id, clientes: rows.map((r) => r.cliente_id) };
}

export async function campanhaAgendada(
  tenantId: string,
  segmentoId: string,
  o: { canal?: 'Email' | 'WhatsApp'; holdout?: number; agendadaPara?: Date; modelo?: string } = {},
) {
  return prisma.campanhaComunicacao.create({
    data: {
      tenantId,
      nome: `Campanha ${randomInt(1e9)}`,
      segmentoId,
      canal: o.canal ?? 'Email',
      assunto: 'Novidades da {loja}',
      modelo: o.modelo ?? 'Olá, {nome}! Você tem {saldoCashback} de cashback na {loja}.',
      holdoutPercentual: o.holdout ?? 10,
      status: 'Agendada',
      agendadaPara: o.agendadaPara ?? new Date(),
    },
  });
}

/** Messages in the development sink per customer of a tenant's marketing events. */
export async function mensagensPorCliente(tenantId: string): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ cliente_id: string; n: number }>(
    `SELECT e.payload->>'clienteId' AS cliente_id, count(*)::int AS n
       FROM mensagem_dev m JOIN evento_outbox e ON e.id = m.evento_id
      WHERE e.tenant_id = $1 AND e.tipo = 'Marketing'
      GROUP BY 1`,
    [tenantId],
  );
  return new Map(rows.map((r) => [r.cliente_id, r.n]));
}

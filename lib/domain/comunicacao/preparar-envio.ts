// Preparing a campaign's send (docs/comunicacao.md, "Como um envio acontece", step 1): the
// segment's members at that instant become the recipients table, one row per customer
// (unique (campanha, cliente, ocorrencia): exactly once per customer per campaign), each
// assigned once and for all to
//   - `Fora` (status IgnoradoConsentimento / SemContato): no marketing consent for the channel
//     in this programme, or no contact for it — they are not drawn, so the holdout is comparable;
//   - `Holdout` (status Holdout): the deterministic random draw of holdout.ts, receives nothing;
//   - `Envio` (status Pendente): released by liberar-envios.ts under the policy.
// The campaign moves Agendada → Enviando in the same transaction, so two runs cannot prepare it
// twice (and a re-run inserts nothing: ON CONFLICT DO NOTHING).
import 'server-only';
import { consulta, sql, transacao, type Executor } from '@/lib/db';
import { membrosSegmento } from '@/lib/domain/segmento/contar-segmento';
import { filtroSegmentoSchema } from '@/lib/domain/segmento/filtro';
import { sqlDestinatarios } from './destinatarios-sql';

const Q_DEVIDAS = consulta(`
  SELECT id FROM campanha_comunicacao WHERE status = 'Agendada' AND agendada_para <= $1 AND ($2::uuid IS NULL OR tenant_id = $2::uuid)
   ORDER BY agendada_para LIMIT 20`);

const Q_TRAVAR = consulta(`
  SELECT k.id, k.tenant_id, k.canal, k.holdout_percentual, k.status, s.filtro
    FROM campanha_comunicacao k LEFT JOIN segmento s ON s.id = k.segmento_id
   WHERE k.id = $1`);
const Q_TRAVAR_TX = consulta(`${Q_TRAVAR.texto} FOR UPDATE OF k`);

const S_DESTINATARIOS = consulta(
  sqlDestinatarios(
    `SELECT $1::uuid AS campanha_id, $2::uuid AS tenant_id, u.cliente_id, '' AS ocorrencia, $3::text AS canal, $4::int AS holdout_percentual
       FROM unnest($6::uuid[]) u(cliente_id)`,
    '$5',
  ),
);

const S_INICIADA = consulta(`UPDATE campanha_comunicacao SET status = 'Enviando', iniciada_em = $2, atualizado_em = $2 WHERE id = $1`);

type Travada = { id: string; tenant_id: string; canal: string; holdout_percentual: number; status: string; filtro: unknown };

/** Prepares one campaign (it must be Agendada); returns the recipients written. */
export async function prepararCampanha(campanhaId: string, agora: Date): Promise<number> {
  // The members are computed before the lock (a segment query may take a moment); the lock
  // then decides, and a campaign already prepared by another run is left alone.
  const [previa] = await lerCampanha(sql, campanhaId);
  if (!previa || previa.status !== 'Agendada') return 0;
  // A segment deleted after scheduling (or a filter that no longer validates) is nobody, never
  // everybody: the empty filter would be the whole base.
  const filtro = previa.filtro == null ? null : filtroSegmentoSchema.safeParse(previa.filtro);
  const membros = filtro?.success ? await membrosSegmento(previa.tenant_id, filtro.data, agora) : [];
  return transacao(async (tx) => {
    const [k] = await lerCampanha(tx, campanhaId, true);
    if (!k || k.status !== 'Agendada') return 0;
    const n = await tx.contar(S_DESTINATARIOS, [k.id, k.tenant_id, k.canal, k.holdout_percentual, agora, membros]);
    await tx.query(S_INICIADA, [k.id, agora]);
    return n;
  });
}

function lerCampanha(ex: Executor, id: string, travar = false) {
  return ex.query<Travada>(travar ? Q_TRAVAR_TX : Q_TRAVAR, [id]);
}

/** The job's step: every campaign whose time has come (`tenantId`: only that tenant's, for tests sharing a database). */
export async function prepararCampanhasDevidas(agora: Date, tenantId: string | null = null): Promise<number> {
  const devidas = await sql.query<{ id: string }>(Q_DEVIDAS, [agora, tenantId]);
  let n = 0;
  for (const d of devidas) n += await prepararCampanha(d.id, agora);
  return n;
}

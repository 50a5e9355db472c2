// The reach of a campaign before it is sent (docs/comunicacao.md, "Alcance antes de enviar"): of the
// segment's members now, how many can receive it on the channel — the send's own rule
// (destinatarios-sql.ts `sqlElegibilidade`: marketing consent for the channel in this programme and
// a contact for it) — and about how many the control group will hold back. The draw is per
// campaign and customer (holdout.ts), so before the send only its expected size is known: "cerca de".
import 'server-only';
import { consulta, type Executor } from '@/lib/db';
import { sqlElegibilidade } from './destinatarios-sql';

export type AlcanceCampanha = {
  /** Members of the segment now. */
  noSegmento: number;
  /** With marketing consent for the channel and a contact for it: those the send draws from. */
  podemReceber: number;
  /** A contact for the channel, but no marketing consent for it (IgnoradoConsentimento). */
  semConsentimento: number;
  /** No phone (WhatsApp) / e-mail (Email) at all (SemContato). */
  semContato: number;
  holdoutPercentual: number;
  /** About how many the control group holds back: podemReceber × holdout %, rounded. */
  grupoControleEstimado: number;
  /** About how many are sent: podemReceber − grupoControleEstimado. */
  envioEstimado: number;
};

const Q_ALCANCE = consulta(`
  SELECT count(*)::int AS no_segmento,
         count(*) FILTER (WHERE consentiu)::int AS podem_receber,
         count(*) FILTER (WHERE NOT consentiu AND tem_contato)::int AS sem_consentimento,
         count(*) FILTER (WHERE NOT tem_contato)::int AS sem_contato
    FROM (${sqlElegibilidade(
      `SELECT $1::uuid AS tenant_id, u.cliente_id, $2::text AS canal FROM unnest($3::uuid[]) u(cliente_id)`,
      'f.cliente_id',
    )}) m`);

type Linha = { no_segmento: number; podem_receber: number; sem_consentimento: number; sem_contato: number };

/** The expected hold-back of `n` at `percentual` %, in whole people (half rounds up), exact integer arithmetic. */
export function controleEstimado(n: number, percentual: number): number {
  return Math.floor((n * percentual + 50) / 100);
}

export async function alcanceDaCampanha(
  ex: Executor,
  tenantId: string,
  canal: 'WhatsApp' | 'Email',
  membros: string[],
  holdoutPercentual: number,
): Promise<AlcanceCampanha> {
  const [l] = await ex.query<Linha>(Q_ALCANCE, [tenantId, canal, membros]);
  const podemReceber = l?.podem_receber ?? 0;
  const grupoControleEstimado = controleEstimado(podemReceber, holdoutPercentual);
  return {
    noSegmento: l?.no_segmento ?? 0,
    podemReceber,
    semConsentimento: l?.sem_consentimento ?? 0,
    semContato: l?.sem_contato ?? 0,
    holdoutPercentual,
    grupoControleEstimado,
    envioEstimado: podemReceber - grupoControleEstimado,
  };
}

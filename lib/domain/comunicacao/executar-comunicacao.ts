// The scheduled step of the campaigns (job `comunicacao`, lib/jobs/registro.ts): prepare the
// campaigns whose time has come, release due recipients to the outbox under the policy, and
// close the campaigns with nothing left to send. Each part is idempotent and resumable: a run
// killed anywhere leaves rows that the next run picks up (docs/comunicacao.md).
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { agora as relogio } from '@/lib/relogio';
import { prepararCampanhasDevidas } from './preparar-envio';
import { liberarEnvios } from './liberar-envios';

const S_CONCLUIR = consulta(`
  UPDATE campanha_comunicacao k SET status = 'Concluida', atualizado_em = $1
   WHERE k.status = 'Enviando'
     AND NOT EXISTS (SELECT 1 FROM destinatario_comunicacao d WHERE d.campanha_id = k.id AND d.status IN ('Pendente', 'Enfileirado'))`);

export async function executarComunicacao(agora = relogio()): Promise<Record<string, number>> {
  const preparados = await prepararCampanhasDevidas(agora);
  const r = await liberarEnvios({ agora });
  const concluidas = await sql.contar(S_CONCLUIR, [agora]);
  if (r.enfileirados > 0) avisarOutbox();
  return {
    preparados,
    enfileirados: r.enfileirados,
    adiados: r.adiados,
    ignorados: r.ignoradosConsentimento + r.ignoradosOptout + r.ignoradosLimite,
    concluidas,
  };
}

export async function concluirCampanhas(agora: Date): Promise<number> {
  return sql.contar(S_CONCLUIR, [agora]);
}

// Job: clean-up of what has expired and is no longer needed. Each delete is bounded and
// idempotent, so runs can overlap. The ledger, the audit log and the consents are never touched.
import 'server-only';
import { consulta, sql } from '@/lib/db';
import { agora } from '@/lib/relogio';

const DIA = 24 * 60 * 60_000;

const Q_PINS = consulta(`
  DELETE FROM pin_clube WHERE id IN (SELECT id FROM pin_clube WHERE expira_em < $1 LIMIT $2)`);
// Pending club sign-ups and the events that carried their codes hold what a person typed (CPF,
// name, contacts) and may never become a customer: a day later the code is long dead, and nothing
// of it is kept (docs/clube.md, "Participar pelo link da loja"; docs/lgpd.md).
const Q_CADASTROS_CLUBE = consulta(`
  DELETE FROM cadastro_clube WHERE id IN (SELECT id FROM cadastro_clube WHERE criado_em < $1 LIMIT $2)`);
const Q_EVENTOS_CADASTRO_CLUBE = consulta(`
  DELETE FROM evento_outbox WHERE id IN (
    SELECT id FROM evento_outbox WHERE tipo = 'CadastroClube' AND criado_em < $1 LIMIT $2)`);
const Q_TOKENS = consulta(`
  DELETE FROM token_admin WHERE id IN (SELECT id FROM token_admin WHERE expira_em < $1 LIMIT $2)`);
const Q_OUTBOX = consulta(`
  DELETE FROM evento_outbox WHERE id IN (
    SELECT id FROM evento_outbox WHERE status IN ('Enviado', 'Descartado') AND criado_em < $1 LIMIT $2)`);
const Q_SINK = consulta(`
  DELETE FROM mensagem_dev WHERE id IN (SELECT id FROM mensagem_dev WHERE criado_em < $1 LIMIT $2)`);
const Q_EXECUCOES = consulta(`
  DELETE FROM execucao_job WHERE (job, tick) IN (SELECT job, tick FROM execucao_job WHERE iniciado_em < $1 LIMIT $2)`);
const Q_CHECKOUTS = consulta(`
  UPDATE checkout_assinatura SET status = 'Expirado' WHERE status = 'Aberto' AND expira_em < $1`);

export async function limparExpirados(o: { tamanhoLote?: number } = {}) {
  const tamanho = o.tamanhoLote ?? 5000;
  const momento = agora().getTime();
  const apagar = async (q: ReturnType<typeof consulta>, antesDe: number) => {
    let total = 0;
    for (let i = 0; i < 100; i++) {
      const n = await sql.contar(q, [new Date(antesDe), tamanho]);
      total += n;
      if (n < tamanho) break;
    }
    return total;
  };
  return {
    // A PIN lives 10 minutes; a day later nobody needs it, not even to count wrong tries.
    pins: await apagar(Q_PINS, momento - DIA),
    cadastrosClube: await apagar(Q_CADASTROS_CLUBE, momento - DIA),
    eventosCadastroClube: await apagar(Q_EVENTOS_CADASTRO_CLUBE, momento - DIA),
    // First-access and reset tokens, a week after they expired or were used.
    tokensAdmin: await apagar(Q_TOKENS, momento - 7 * DIA),
    // Delivered events stay 90 days for support; failed ones stay until someone looks.
    eventosEntregues: await apagar(Q_OUTBOX, momento - 90 * DIA),
    mensagensDev: await apagar(Q_SINK, momento - 30 * DIA),
    // The record of job runs: a week is enough to see what ran where.
    execucoesJobs: await apagar(Q_EXECUCOES, momento - 7 * DIA),
    checkoutsExpirados: await sql.contar(Q_CHECKOUTS, [new Date(momento)]),
  };
}

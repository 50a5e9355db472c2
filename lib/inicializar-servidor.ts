// What every server process does before serving (instrumentation.ts):
//   1. checks every setting (lib/env.ts) and stops the process with the variable and the rule
//      when one is invalid, instead of a server that answers 500 to everything;
//   2. with SMTP_URL set, asks the SMTP server whether it accepts us and logs one line, ok or
//      the error, in the background: start-up and readiness never wait for it
//      (lib/notificacoes/verificar-canal.ts);
//   3. unless JOBS=off, runs the scheduled jobs inside this process (lib/jobs/agendador.ts):
//      with several instances each tick still runs once (claimed in execucao_job), and outbox
//      events leave as soon as they are committed.
import 'server-only';
import { env, exigirConfiguracaoValida } from '@/lib/env';
import { iniciarJobs } from '@/lib/jobs/registro';
import { log } from '@/lib/log';
import { verificarCanalEmail } from '@/lib/notificacoes/verificar-canal';

export async function iniciarServidor(): Promise<void> {
  exigirConfiguracaoValida('início do servidor');
  verificarCanalEmail().catch((erro) => log.warn('Falha ao verificar o canal de e-mail', { erro }));
  if (env().JOBS === 'off') return;
  const agendador = iniciarJobs();
  const parar = () => void agendador.parar();
  process.once('SIGTERM', parar);
  process.once('SIGINT', parar);
}

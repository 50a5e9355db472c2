// Is the e-mail channel usable? With SMTP_URL set, a wrong password or a blocked port is only
// noticed when customers say "o código não chegou": every server process therefore asks the SMTP
// server at start-up (connection, TLS, login; nothing is sent) and writes one log line, ok or the
// error. It never holds the start-up and never touches readiness: readiness is about the database,
// and a mail server that is down for a minute must not take the whole service out of the load
// balancer (docs/operacao.md, "Channels and configuration").
import 'server-only';
import { log, mascararTexto } from '@/lib/log';
import { canaisConfigurados, type Canal } from '@/lib/notificacoes/canais';

export type VerificacaoCanal = {
  /** `sink`: no SMTP_URL, nothing to check. */
  tipo: 'smtp' | 'sink' | 'http';
  ok: boolean;
  servidor: string | null;
  /** What the server or the network said, masked like a log line; null when ok. */
  erro: string | null;
  duracaoMs: number;
};

/** How long start-up waits for the answer; nodemailer's own timeouts are longer. */
export const LIMITE_VERIFICACAO_MS = 5000;

/** The masked text of a delivery error, with nodemailer's code (EAUTH, ECONNECTION…) when it has one. */
export function textoDoErro(erro: unknown): string {
  const mensagem = mascararTexto(erro instanceof Error ? erro.message : String(erro));
  const codigo = (erro as { code?: unknown } | null)?.code;
  const texto = typeof codigo === 'string' && !mensagem.includes(codigo) ? `${codigo}: ${mensagem}` : mensagem;
  return texto.slice(0, 500);
}

export async function verificarCanalEmail(o: { canal?: Canal; limiteMs?: number } = {}): Promise<VerificacaoCanal> {
  const canal = o.canal ?? canaisConfigurados().email;
  const servidor = canal.servidor ?? null;
  if (!canal.verificarConexao) return { tipo: canal.tipo, ok: true, servidor, erro: null, duracaoMs: 0 };
  const inicio = Date.now();
  let relogio: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      canal.verificarConexao(),
      new Promise((_, rejeitar) => {
        const limite = o.limiteMs ?? LIMITE_VERIFICACAO_MS;
        relogio = setTimeout(() => rejeitar(new Error(`sem resposta em ${limite / 1000} s`)), limite);
        relogio.unref();
      }),
    ]);
    const r = { tipo: canal.tipo, ok: true, servidor, erro: null, duracaoMs: Date.now() - inicio };
    log.info('Canal de e-mail verificado: o servidor SMTP aceitou a conexão e o login', { servidor, duracaoMs: r.duracaoMs });
    return r;
  } catch (erro) {
    const r = { tipo: canal.tipo, ok: false, servidor, erro: textoDoErro(erro), duracaoMs: Date.now() - inicio };
    log.error('Canal de e-mail com problema: o servidor SMTP recusou ou não respondeu; os e-mails vão falhar', {
      servidor,
      erro: r.erro,
      duracaoMs: r.duracaoMs,
    });
    return r;
  } finally {
    clearTimeout(relogio);
  }
}

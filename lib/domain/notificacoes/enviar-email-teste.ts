// The panel's test e-mail (POST /api/v1/admin/mensagens/teste, SuperAdmin): one message to an
// address the platform team types, sent right away through the same e-mail channel object the
// outbox uses (SMTP, or the development sink without SMTP_URL), so that the answer says at once
// whether the server accepted it or what it said. Not through the outbox: a test that waits for
// the next dispatcher run and its retries answers nothing. The audit row records who tested,
// the masked address and the outcome (docs/operacao.md, "Channels and configuration").
import 'server-only';
import { randomUUID } from 'node:crypto';
import { prisma } from '@/lib/db';
import { isoUtc, FUSO_BRASILIA, dataLocal, formatarData, horaLocal } from '@/lib/datas';
import { log } from '@/lib/log';
import { agora } from '@/lib/relogio';
import { auditar } from '@/lib/domain/auditoria/auditar';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { canaisConfigurados, type Canal } from '@/lib/notificacoes/canais';
import { mascararEmail } from '@/lib/notificacoes/contatos';
import { textoDoErro } from '@/lib/notificacoes/verificar-canal';

export const ASSUNTO_EMAIL_TESTE = 'Teste de envio do Fidelidade';

export const MENSAGENS_EMAIL_TESTE = {
  aceito: 'E-mail de teste aceito pelo servidor SMTP.',
  sink: 'Sem SMTP_URL neste servidor: o e-mail de teste foi guardado nas mensagens de desenvolvimento, não enviado.',
  recusado: 'O servidor SMTP não aceitou o e-mail de teste.',
} as const;

export type EmailTesteResponse = {
  /** Whether the channel took the message: the SMTP server's 250, or the sink's row. */
  aceito: boolean;
  /** `smtp`: sent for real; `sink`: kept in /painel/mensagens (no SMTP_URL). */
  canal: 'smtp' | 'sink';
  /** Host and port of the SMTP server (never its user or password); null for the sink. */
  servidor: string | null;
  destinoMascarado: string;
  /** What the server or the network said, masked; null when accepted. */
  erro: string | null;
  duracaoMs: number;
  enviadoEm: string;
};

export async function enviarEmailTeste(principal: PrincipalAdmin, email: string, o: { canal?: Canal } = {}): Promise<EmailTesteResponse> {
  const canal = o.canal ?? canaisConfigurados().email;
  const momento = agora();
  const quando = `${formatarData(dataLocal(momento, FUSO_BRASILIA))} às ${horaLocal(momento, FUSO_BRASILIA)} (horário de Brasília)`;
  const inicio = Date.now();
  let erro: string | null = null;
  try {
    await canal.enviar({
      canal: 'email',
      destino: email,
      assunto: ASSUNTO_EMAIL_TESTE,
      texto: `Este é um e-mail de teste do Fidelidade, pedido no painel pela equipe da plataforma em ${quando}.\nSe ele chegou, o envio de e-mails está funcionando: PINs do clube, links de primeiro acesso e avisos de saldo saem por este mesmo canal.\nNão é preciso responder.`,
      // Its own key: a test is never a retry of anything (the sink keeps one row per key).
      chaveIdempotencia: `teste:${randomUUID()}`,
      eventoId: null,
    });
  } catch (e) {
    erro = textoDoErro(e);
  }
  const r: EmailTesteResponse = {
    aceito: erro === null,
    canal: canal.tipo === 'sink' ? 'sink' : 'smtp',
    servidor: canal.servidor ?? null,
    destinoMascarado: mascararEmail(email),
    erro,
    duracaoMs: Date.now() - inicio,
    enviadoEm: isoUtc(momento),
  };
  await prisma.$transaction((tx) =>
    auditar(tx, {
      principal,
      tenantId: null,
      acao: 'EmailTeste',
      entidade: 'CanalEmail',
      depois: { para: r.destinoMascarado, canal: r.canal, servidor: r.servidor, aceito: r.aceito, erro: r.erro },
    }),
  );
  const linha = { para: r.destinoMascarado, canal: r.canal, servidor: r.servidor, duracaoMs: r.duracaoMs };
  if (r.aceito) log.info('E-mail de teste aceito', linha);
  else log.warn('E-mail de teste recusado', { ...linha, erro: r.erro });
  return r;
}

// LGPD erasure (Lei 13.709/2018, art. 18, IV and VI) by anonymization: the person stops being
// identifiable, the money history stays. One function for both doors, the customer in the club
// (POST /api/v1/clube/lgpd/excluir) and a manager in the panel
// (POST /api/v1/admin/ClienteAdmin/{id}/lgpd/anonimizar), in ONE transaction:
//
// - the person's row loses CPF, name, e-mail, phone, birth date, WhatsApp id, password and QR
//   token (a new random one), and `versao_sessao` moves, so every club token dies at once;
// - PINs are deleted; outbox events still waiting (or failed) for the person are discarded with
//   their secrets stripped (the dispatcher would discard them anyway: it skips erased people);
//   messages of the development sink sent to the person are deleted;
// - the customer's name inside the stored sale/redemption answers (replayed on retransmission)
//   is replaced; no amount is touched;
// - lots, movements, sales, redemptions, memberships and consent events stay as they are, so
//   every balance and total of every programme is unchanged (the books still add up), and the
//   consent history still proves the consent that was given;
// - a pending referral of which the person is the friend expires (docs/indicacao.md);
// - one audit row records the erasure, without the CPF or the contacts it removed.
//
// The CPF is free afterwards: the same person may register again and starts from zero.
import 'server-only';
import { transacaoPrisma } from '@/lib/db';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditar } from '@/lib/domain/auditoria/auditar';
import { naoEncontrado } from '@/lib/domain/cliente/admin-obter-cliente';
import { paraE164 } from '@/lib/notificacoes/contatos';
import { NOME_ANONIMIZADO } from '@/lib/domain/lgpd/mensagens';

export type OrigemAnonimizacao = 'Clube' | 'Painel';

export type ResultadoAnonimizacao = { jaAnonimizado: boolean };

type Pessoa = { cpf: string | null; email: string | null; telefone: string | null; anonimizado_em: Date | null };

export async function anonimizarCliente(a: {
  clienteId: string;
  /** The programme the panel acts on (the person must be its member); null from the club. */
  tenantId: string | null;
  principal: PrincipalAdmin | null;
  origem: OrigemAnonimizacao;
  agora: Date;
}): Promise<ResultadoAnonimizacao> {
  const { clienteId, agora } = a;
  // A debit of the same customer at the same instant can deadlock with the erasure (see
  // transacaoPrisma): the aborted erasure wrote nothing and runs again.
  return transacaoPrisma(async (tx) => {
    if (a.tenantId) {
      const vinculo = await tx.clienteTenant.findUnique({
        where: { tenantId_clienteId: { tenantId: a.tenantId, clienteId } },
        select: { id: true },
      });
      if (!vinculo) throw naoEncontrado();
    }
    // Referrals (docs/indicacao.md): one still pending whose friend is this person expires (nobody
    // identifiable made the purchase); one where the person referred stays, and completes for the
    // friend alone (nothing is credited to an erased person; their code invites nobody: the
    // referral rules skip anonymized people). Taken before the person's row, as the referral job
    // takes the referral before the memberships and the person's key share of its credit.
    const indicacoes = await tx.$executeRaw`
      UPDATE indicacao SET status = 'Expirada', concluida_em = ${agora}
       WHERE indicado_id = ${clienteId}::uuid AND status = 'Pendente'`;
    // The person's row lock: a concurrent profile change, PIN request or second erasure waits.
    const [p] = await tx.$queryRaw<Pessoa[]>`
      SELECT cpf, email, telefone, anonimizado_em FROM cliente WHERE id = ${clienteId}::uuid FOR UPDATE`;
    if (!p) throw naoEncontrado();
    // Idempotent: a second request changes nothing and writes no second audit row.
    if (p.anonimizado_em) return { jaAnonimizado: true };

    await tx.$executeRaw`
      UPDATE cliente
         SET cpf = NULL, nome = ${NOME_ANONIMIZADO}, email = NULL, telefone = NULL, data_nascimento = NULL,
             whatsapp_jid = NULL, whatsapp_verificado_em = NULL, senha_hash = NULL,
             qr_token = gen_random_uuid(), qr_gerado_em = ${agora}, versao_sessao = versao_sessao + 1,
             falhas_pin = 0, falhas_pin_desde = NULL, pin_bloqueado_ate = NULL,
             anonimizado_em = ${agora}, atualizado_em = ${agora}
       WHERE id = ${clienteId}::uuid`;
    const pins = await tx.$executeRaw`DELETE FROM pin_clube WHERE cliente_id = ${clienteId}::uuid`;
    // Sign-ups through a store's link not confirmed yet (docs/clube.md §7) hold the CPF, the name and
    // the contacts typed: gone, with the codes of their events, so no code sent before the erasure
    // can register the CPF again.
    const cadastros = await tx.$queryRaw<{ id: string }[]>`
      DELETE FROM cadastro_clube WHERE cpf = ${p.cpf ?? ''} RETURNING id::text`;
    // Sent ones too keep the address typed (the dispatcher strips only the code): it goes from all.
    if (cadastros.length)
      await tx.$executeRaw`
        UPDATE evento_outbox
           SET status = CASE WHEN status IN ('Pendente', 'Falhou') THEN 'Descartado' ELSE status END,
               ultimo_erro = CASE WHEN status IN ('Pendente', 'Falhou') THEN 'Cliente anonimizado (LGPD).' ELSE ultimo_erro END,
               payload = payload - 'pin' - 'para'
         WHERE tipo = 'CadastroClube' AND payload->>'cadastroId' = ANY(${cadastros.map((c) => c.id)}::text[])`;

    // Messages already in the development sink: by the events of this person, and by the old
    // addresses (a message may predate a contact change). WhatsApp destinations are E.164.
    const destinos = [p.email, p.telefone, paraE164(p.telefone)].filter((d): d is string => !!d);
    const mensagens = await tx.$executeRaw`
      DELETE FROM mensagem_dev
       WHERE destino = ANY(${destinos}::text[])
          OR evento_id IN (SELECT id FROM evento_outbox WHERE payload->>'clienteId' = ${clienteId})`;

    // Pending events would tell nobody (no contact left); failed ones may still hold a PIN in
    // their payload or in the provider's error text. Sent events were stripped when sent.
    const eventos = await tx.$executeRaw`
      UPDATE evento_outbox
         SET status = 'Descartado', ultimo_erro = 'Cliente anonimizado (LGPD).',
             payload = payload - 'pin' - 'token' - 'link'
       WHERE status IN ('Pendente', 'Falhou') AND payload->>'clienteId' = ${clienteId}`;

    // The stored answers of sales and redemptions carry the customer's name (replayed to a PDV
    // that retransmits); the amounts in them stay.
    await tx.$executeRaw`
      UPDATE venda SET resposta = jsonb_set(resposta, '{clienteNome}', to_jsonb(${NOME_ANONIMIZADO}::text))
       WHERE cliente_id = ${clienteId}::uuid AND resposta ? 'clienteNome'`;
    await tx.$executeRaw`
      UPDATE resgate SET resposta = jsonb_set(resposta, '{clienteNome}', to_jsonb(${NOME_ANONIMIZADO}::text))
       WHERE cliente_id = ${clienteId}::uuid AND resposta ? 'clienteNome'`;

    // No CPF, name or contact here: the audit table is append-only, so anything written to it
    // could never be erased.
    await auditar(tx, {
      principal: a.principal,
      tenantId: a.tenantId,
      acao: 'AnonimizacaoLgpd',
      entidade: 'Cliente',
      entidadeId: clienteId,
      depois: {
        origem: a.origem,
        anonimizadoEm: agora.toISOString(),
        pinsApagados: pins,
        cadastrosApagados: cadastros.length,
        indicacoesEncerradas: indicacoes,
        eventosDescartados: eventos,
        mensagensApagadas: mensagens,
      },
    });
    return { jaAnonimizado: false };
  });
}

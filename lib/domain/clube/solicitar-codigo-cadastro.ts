// POST /api/v1/clube/cadastro/solicitar-codigo: the first step of joining a store's programme by
// its link (docs/clube.md, "Participar pelo link da loja"). What the person typed waits in
// `cadastro_clube` until they prove the contact of the channel they chose with a 6-digit code.
//
// - The CPF is not looked up: the answer is the same whether it is registered or not, so the form
//   cannot be used to find out who is a customer. Who the CPF is gets decided at confirmation.
// - The code is like the club PIN's (pin-clube.ts): crypto.randomInt, stored only as an HMAC
//   keyed by the server's secret, valid 10 minutes, single use, dead after 5 wrong tries; a new
//   request of the same CPF at the same store voids the earlier ones.
// - It goes to the contact GIVEN for the channel, through the outbox (event `CadastroClube`,
//   delivered and stripped of the code like `PinClube`).
// - Anyone may type someone else's phone or e-mail: at most 5 codes an hour go to one contact,
//   whatever the IPs, so the form cannot be used to flood a victim (the per-IP limit is the route's).
import 'server-only';
import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { consulta, sql, transacao } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { formatoInvalido } from '@/lib/api/campos';
import { agora as relogio } from '@/lib/relogio';
import { chaveDerivada } from '@/lib/segredos';
import { avisarOutbox } from '@/lib/notificacoes/aviso-outbox';
import { canaisConfigurados } from '@/lib/notificacoes/canais';
import { mascararEmail, mascararTelefone, paraE164 } from '@/lib/notificacoes/contatos';
import type { SolicitarCodigoCadastro } from '@/lib/api/schemas/clube-cadastro';
import { lojaParaCadastro } from './loja-do-cadastro';
import { MENSAGENS_CADASTRO_CLUBE } from './mensagens-cadastro';
import { normalizarCodigoIndicacao } from '@/lib/domain/indicacao/codigo-indicacao';
import { REGRAS, chaveDeLimite, consumirLimite } from '@/lib/limites/limitador';

export const VALIDADE_CODIGO_CADASTRO_MINUTOS = 10;
export const MAX_TENTATIVAS_CODIGO_CADASTRO = 5;
export const MAX_CODIGOS_POR_CONTATO_HORA = 5;
const HORA_MS = 60 * 60_000;

export type SolicitarCodigoCadastroResponse = {
  cadastroId: string | null;
  destinoMascarado: string;
  whatsappIndisponivel: boolean;
  validadeMinutos: number;
};

export function gerarCodigoCadastro(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The code's HMAC, bound to its sign-up (a code of one sign-up is worth nothing for another). */
export function hashCodigoCadastro(cadastroId: string, codigo: string): string {
  return createHmac('sha256', chaveDerivada('cadastro-clube')).update(`${cadastroId}:${codigo}`).digest('hex');
}

// Two requests to one contact at the same instant are counted one after the other.
const S_TRAVAR_DESTINO = consulta(`SELECT pg_advisory_xact_lock(hashtextextended('cadastro-clube:' || $1::text, 0))`);
const Q_CODIGOS_NA_HORA = consulta(`
  SELECT count(*)::int AS n, min(criado_em) AS primeiro FROM cadastro_clube WHERE destino = $1 AND criado_em > $2`);
const S_INVALIDAR_ANTERIORES = consulta(`
  UPDATE cadastro_clube SET invalidado_em = $3
   WHERE loja_id = $1 AND cpf = $2 AND usado_em IS NULL AND invalidado_em IS NULL`);
// The pending row and its message, in one statement. The event names no customer (there is none
// yet): it carries its own address (`para`) on its channel.
const S_NOVO_CADASTRO = consulta(`
  WITH c AS (
    INSERT INTO cadastro_clube (id, tenant_id, loja_id, cpf, nome, email, telefone, data_nascimento, canal, destino,
                                marketing_whatsapp, marketing_email, hash, expira_em, criado_em, codigo_indicacao)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $13, $14, $15, $19)
    RETURNING id)
  INSERT INTO evento_outbox (tenant_id, tipo, chave, payload, criado_em, proxima_tentativa_em)
  SELECT $2, 'CadastroClube', 'cadastro-clube:' || c.id,
         jsonb_build_object('cadastroId', c.id, 'canal', $9::text, 'para', $10::text, 'pin', $16::text,
                            'validadeMinutos', $17::int, 'programa', $18::text), $15, $15
    FROM c`);

export async function solicitarCodigoCadastro(dados: SolicitarCodigoCadastro): Promise<SolicitarCodigoCadastroResponse> {
  const momento = relogio();
  const loja = await lojaParaCadastro(sql, dados.lojaId);
  const validadeMinutos = VALIDADE_CODIGO_CADASTRO_MINUTOS;

  let destino: string;
  let destinoMascarado: string;
  if (dados.canal === 'whatsapp') {
    const e164 = paraE164(dados.telefone);
    // 10 to 13 digits pass the field's rule; 12 or 13 must be 55 and a Brazilian number.
    if (!e164) throw new ErroDeNegocio(400, formatoInvalido('Telefone'));
    destinoMascarado = mascararTelefone(dados.telefone!);
    const limite = await consumirLimite(REGRAS.whatsappCadastroClube, chaveDeLimite(e164));
    if (!limite.permitido) {
      const espera = Math.max(1, Math.ceil((limite.resetEm - Date.now()) / 1000));
      throw new ErroDeNegocio(429, MENSAGENS_CADASTRO_CLUBE.muitosCodigos, { cabecalhos: { 'Retry-After': String(espera) } });
    }
    const { disponivel } = await canaisConfigurados().consultaWhatsapp.verificar(e164);
    // Not on WhatsApp: say so (the page offers the e-mail), and keep nothing.
    if (!disponivel) return { cadastroId: null, destinoMascarado, whatsappIndisponivel: true, validadeMinutos };
    destino = e164;
  } else {
    destino = dados.email!;
    destinoMascarado = mascararEmail(destino);
  }

  const cadastroId = randomUUID();
  const espera = await transacao(async (tx) => {
    await tx.query(S_TRAVAR_DESTINO, [destino]);
    const [n] = await tx.query<{ n: number; primeiro: Date | null }>(Q_CODIGOS_NA_HORA, [destino, new Date(momento.getTime() - HORA_MS)]);
    if (n && n.n >= MAX_CODIGOS_POR_CONTATO_HORA) {
      // Until the oldest code of the hour leaves the window.
      return Math.max(1, Math.ceil(((n.primeiro?.getTime() ?? momento.getTime()) + HORA_MS - momento.getTime()) / 1000));
    }
    const codigo = gerarCodigoCadastro();
    await tx.query(S_INVALIDAR_ANTERIORES, [loja.id, dados.cpf, momento]);
    await tx.query(S_NOVO_CADASTRO, [
      cadastroId,
      loja.tenant_id,
      loja.id,
      dados.cpf,
      dados.nome,
      dados.email ?? null,
      dados.telefone ?? null,
      dados.dataNascimento ?? null,
      dados.canal,
      destino,
      dados.marketingWhatsapp,
      dados.marketingEmail,
      hashCodigoCadastro(cadastroId, codigo),
      new Date(momento.getTime() + validadeMinutos * 60_000),
      momento,
      codigo,
      validadeMinutos,
      loja.programa,
      // A link's code that cannot be one is dropped, not refused: the person joins all the same (docs/indicacao.md).
      normalizarCodigoIndicacao(dados.codigoIndicacao),
    ]);
    return null;
  });
  if (espera !== null) {
    throw new ErroDeNegocio(429, MENSAGENS_CADASTRO_CLUBE.muitosCodigos, { cabecalhos: { 'Retry-After': String(espera) } });
  }
  avisarOutbox();
  return { cadastroId, destinoMascarado, whatsappIndisponivel: false, validadeMinutos };
}

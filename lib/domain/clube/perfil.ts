// GET and PUT /api/v1/clube/perfil (spec "Club endpoints"). The profile is the person's global
// record (one per CPF, docs/regras-de-negocio.md §10): the e-mail and phone changed here are the
// ones every programme and the club login use. They are the customer's own to change: the panel
// may only fill a contact the customer never gave (docs/api-admin-clientes.md §6), because the
// club's PIN goes to them.
import 'server-only';
import { consulta, sql, transacao } from '@/lib/db';
import { ErroDeNegocio, naoAutorizado } from '@/lib/erros';
import { isoUtc } from '@/lib/datas';

export { MENSAGENS_PERFIL } from '@/lib/domain/clube/mensagens-perfil';
import { MENSAGENS_PERFIL } from '@/lib/domain/clube/mensagens-perfil';

export type PerfilClubeResponse = {
  clienteId: string;
  nome: string | null;
  email: string | null;
  telefone: string | null;
  dataUltimoLogin: string | null;
  dataCriacao: string;
};

type LinhaPerfil = {
  id: string;
  nome: string | null;
  email: string | null;
  telefone: string | null;
  data_ultimo_login: Date | null;
  criado_em: Date;
};

const Q_PERFIL = consulta(`
  SELECT id, nome, email, telefone, data_ultimo_login, criado_em FROM cliente WHERE id = $1 AND anonimizado_em IS NULL`);

export async function obterPerfilClube(clienteId: string): Promise<PerfilClubeResponse> {
  const [c] = await sql.query<LinhaPerfil>(Q_PERFIL, [clienteId]);
  // The token was checked a moment ago; a customer erased in between is simply not authorized.
  if (!c) throw naoAutorizado();
  return {
    clienteId: c.id,
    nome: c.nome,
    // Stored empty strings (older registrations) read as "not given".
    email: c.email || null,
    telefone: c.telefone || null,
    dataUltimoLogin: c.data_ultimo_login ? isoUtc(c.data_ultimo_login) : null,
    dataCriacao: isoUtc(c.criado_em),
  };
}

/**
 * What PUT /clube/perfil changes: `undefined` keeps the field, `''` clears it, any other value
 * replaces it (already validated and normalized: e-mail in lower case, phone as digits).
 */
export type AlteracaoPerfil = { email?: string; telefone?: string };

// NO KEY: the sales' and redemptions' foreign keys (FOR KEY SHARE) must not wait for this lock,
// which then waits for the segment summary (the `cliente` trigger): docs/saldo-corrente.md, "Lock order".
const Q_TRAVAR = consulta(`
  SELECT email, telefone FROM cliente WHERE id = $1 AND anonimizado_em IS NULL FOR NO KEY UPDATE`);

// A new phone has not been checked on WhatsApp: the verification (and the JID it found) was the
// old number's, so both are cleared and the dispatcher asks again before using that channel.
const S_ATUALIZAR = consulta(`
  UPDATE cliente SET email = $2, telefone = $3, atualizado_em = $5,
         whatsapp_jid = CASE WHEN $4 THEN NULL ELSE whatsapp_jid END,
         whatsapp_verificado_em = CASE WHEN $4 THEN NULL ELSE whatsapp_verificado_em END
   WHERE id = $1`);

export async function atualizarPerfilClube(clienteId: string, a: AlteracaoPerfil, agora: Date): Promise<void> {
  await transacao(async (tx) => {
    const [c] = await tx.query<{ email: string | null; telefone: string | null }>(Q_TRAVAR, [clienteId]);
    if (!c) throw naoAutorizado();
    const atual = { email: c.email || null, telefone: c.telefone || null };
    const email = a.email === undefined ? atual.email : a.email || null;
    const telefone = a.telefone === undefined ? atual.telefone : a.telefone || null;
    // Without any contact the customer could never get a PIN again (a password may not exist),
    // and the benefit notices would have nowhere to go. Erasing everything is the LGPD request.
    if (!email && !telefone) throw new ErroDeNegocio(422, MENSAGENS_PERFIL.semContato);
    if (email === atual.email && telefone === atual.telefone) return;
    await tx.query(S_ATUALIZAR, [clienteId, email, telefone, telefone !== atual.telefone, agora]);
  });
}

// The customer's marketing preferences per programme, from the club (docs/segmentos.md, section
// 4; issue 11 item 6). The current state lives in `preferencia_comunicacao` (what segments and
// sends read); each change also appends its proof to `consentimento_lgpd` (purpose
// MarketingWhatsapp / MarketingEmail, accepted or withdrawn, instant, source `Clube`, text
// version), in the same transaction. Registration consent is not marketing consent: without a
// row, nothing is consented.
import 'server-only';
import { consulta, sql, transacao, type Executor } from '@/lib/db';
import { isoUtc } from '@/lib/datas';
import { ErroDeNegocio, naoAutorizado, regraDeNegocio } from '@/lib/erros';
import { VERSAO_TERMO_LGPD } from '@/lib/domain/cliente/registrar-consentimento';
import { MENSAGENS_PREFERENCIAS } from './mensagens-preferencias';

export { MENSAGENS_PREFERENCIAS };

export type PreferenciaPrograma = {
  tenantId: string;
  programa: string;
  whatsapp: boolean;
  email: boolean;
  /** Last change, or null when the customer never chose (nothing consented). */
  atualizadoEm: string | null;
};

export type PreferenciasClubeResponse = { telefoneInformado: boolean; emailInformado: boolean; programas: PreferenciaPrograma[] };

export type AlteracaoPreferencias = { tenantId?: string; whatsapp?: boolean; email?: boolean };

type Linha = { tenant_id: string; programa: string; whatsapp: boolean | null; email: boolean | null; atualizado_em: Date | null };

// The customer's active programmes, with their preferences (or none yet).
const Q_PREFERENCIAS = consulta(`
  SELECT ct.tenant_id, t.nome AS programa, pc.whatsapp, pc.email, pc.atualizado_em
    FROM cliente_tenant ct
    JOIN tenant t ON t.id = ct.tenant_id
    LEFT JOIN preferencia_comunicacao pc ON pc.tenant_id = ct.tenant_id AND pc.cliente_id = ct.cliente_id
   WHERE ct.cliente_id = $1 AND ct.ativo
   ORDER BY t.nome, ct.tenant_id`);

const Q_CONTATOS = consulta(`
  SELECT coalesce(telefone, '') <> '' AS telefone, coalesce(email, '') <> '' AS email
    FROM cliente WHERE id = $1 AND anonimizado_em IS NULL`);

// The person's row is locked so that two changes (two tabs, a retry) apply one after the other,
// each with its own consent event, and never interleave with a contact change in the profile.
// NO KEY: the ledger's foreign keys (FOR KEY SHARE) must not wait for it while it waits for the
// segment summary (the preference's trigger): docs/saldo-corrente.md, "Lock order".
const Q_TRAVAR = consulta(`
  SELECT coalesce(telefone, '') <> '' AS telefone, coalesce(email, '') <> '' AS email
    FROM cliente WHERE id = $1 AND anonimizado_em IS NULL FOR NO KEY UPDATE`);

const S_GRAVAR = consulta(`
  INSERT INTO preferencia_comunicacao (tenant_id, cliente_id, whatsapp, email, atualizado_em)
  VALUES ($1, $2, $3, $4, $5)
  ON CONFLICT (tenant_id, cliente_id) DO UPDATE SET whatsapp = EXCLUDED.whatsapp, email = EXCLUDED.email, atualizado_em = EXCLUDED.atualizado_em`);

const S_CONSENTIMENTO = consulta(`
  INSERT INTO consentimento_lgpd (cliente_id, tenant_id, canal, versao_texto, finalidade, aceito, criado_em)
  VALUES ($1, $2, 'Clube', $3, $4, $5, $6)`);

function serializar(l: Linha): PreferenciaPrograma {
  return {
    tenantId: l.tenant_id,
    programa: l.programa,
    whatsapp: l.whatsapp ?? false,
    email: l.email ?? false,
    atualizadoEm: l.atualizado_em ? isoUtc(l.atualizado_em) : null,
  };
}

export async function obterPreferencias(clienteId: string): Promise<PreferenciasClubeResponse> {
  const [contatos] = await sql.query<{ telefone: boolean; email: boolean }>(Q_CONTATOS, [clienteId]);
  if (!contatos) throw naoAutorizado();
  const linhas = await sql.query<Linha>(Q_PREFERENCIAS, [clienteId]);
  return { telefoneInformado: contatos.telefone, emailInformado: contatos.email, programas: linhas.map(serializar) };
}

/**
 * Applies a change to one programme (`tenantId`) or, without it, to every active programme of the
 * customer (the "stop all marketing" of the club). A channel absent from the request keeps its
 * value. Only real changes write a consent event; repeating the current choice writes nothing.
 * Opting in to a channel needs its contact (a WhatsApp opt-in without a phone could never be used).
 */
export async function atualizarPreferencias(clienteId: string, a: AlteracaoPreferencias, agora: Date): Promise<PreferenciasClubeResponse> {
  await transacao((tx) => gravarPreferencias(tx, clienteId, a, agora));
  return obterPreferencias(clienteId);
}

/**
 * The change of `atualizarPreferencias`, in the caller's transaction: the club's sign-up by a
 * store's link records the opt-ins of its form here, with the membership it has just written
 * (lib/domain/clube/confirmar-cadastro.ts).
 */
export async function gravarPreferencias(tx: Executor, clienteId: string, a: AlteracaoPreferencias, agora: Date): Promise<void> {
  const [contatos] = await tx.query<{ telefone: boolean; email: boolean }>(Q_TRAVAR, [clienteId]);
  if (!contatos) throw naoAutorizado();
  if (a.whatsapp === true && !contatos.telefone) throw regraDeNegocio(MENSAGENS_PREFERENCIAS.semTelefone);
  if (a.email === true && !contatos.email) throw regraDeNegocio(MENSAGENS_PREFERENCIAS.semEmail);
  const programas = (await tx.query<Linha>(Q_PREFERENCIAS, [clienteId])).filter((l) => !a.tenantId || l.tenant_id === a.tenantId);
  if (a.tenantId && programas.length === 0) throw new ErroDeNegocio(404, MENSAGENS_PREFERENCIAS.programaNaoEncontrado);
  for (const p of programas) {
    const atual = serializar(p);
    const whatsapp = a.whatsapp ?? atual.whatsapp;
    const email = a.email ?? atual.email;
    // A programme never chosen has no row: writing false there proves an explicit opt-out too.
    const nuncaEscolheu = p.atualizado_em === null;
    const mudancas: [string, boolean][] = [];
    if (a.whatsapp !== undefined && (whatsapp !== atual.whatsapp || nuncaEscolheu)) mudancas.push(['MarketingWhatsapp', whatsapp]);
    if (a.email !== undefined && (email !== atual.email || nuncaEscolheu)) mudancas.push(['MarketingEmail', email]);
    if (mudancas.length === 0) continue;
    await tx.query(S_GRAVAR, [p.tenant_id, clienteId, whatsapp, email, agora]);
    for (const [finalidade, aceito] of mudancas) {
      await tx.query(S_CONSENTIMENTO, [clienteId, p.tenant_id, VERSAO_TERMO_LGPD, finalidade, aceito, agora]);
    }
  }
}

// POST /api/v1/clube/cadastro/confirmar, and the club's sign-in provider `clube-cadastro`
// (lib/auth/opcoes-clube.ts): the code proves the contact of the sign-up's channel; then the
// person joins the store's programme and is signed in (docs/clube.md, "Participar pelo link da loja").
//
// Everything happens in one transaction, under the lock of the pending row, so a code is used once
// and every wrong try is counted (5 kill the row). Then, by the CPF:
// - unknown: the person is created with what was typed;
// - known, and the contact just proved is the one registered for that channel: the person is left
//   as is (name and contacts are theirs to change in the profile) and only joins the programme;
// - known with another contact: refused (409), nothing written but the spent code. Proving one's
//   own e-mail must never take over someone else's CPF.
// Joining is what every door does: the membership (with the store of origin), the registration
// consent (`Clube`, with the store) and the marketing opt-ins ticked in the form, as the club's
// preferences record them. The welcome automation needs nothing more: it greets first purchases
// of active members, whatever made the membership (lib/domain/automacao/executar-automacoes.ts).
//
// Lock order (docs/saldo-corrente.md): the person (FOR NO KEY UPDATE, by the no-op upsert, as
// garantirClienteNoTenant takes it) before the membership, then the summaries the preference's
// trigger takes. Two confirmations of one new CPF at once meet at the person's unique CPF: the
// second waits, finds the first one's person, and goes on as "known".
import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { consulta, transacao } from '@/lib/db';
import { ErroDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { UUID } from '@/lib/api/consulta';
import { mesmoEmail, mesmoTelefone } from '@/lib/notificacoes/contatos';
import { registrarConsentimento } from '@/lib/domain/cliente/registrar-consentimento';
import { gravarPreferencias } from '@/lib/domain/clube/preferencias';
import { respostaDeLogin, type ClubeLoginResponse } from '@/lib/domain/clube/sessao-clube';
import { MAX_TENTATIVAS_CODIGO_CADASTRO, hashCodigoCadastro } from './solicitar-codigo-cadastro';
import { JANELA_FALHAS_MS, MAX_FALHAS_POR_CONTA } from './pin-clube';
import { MENSAGENS_CADASTRO_CLUBE } from './mensagens-cadastro';
import { registrarIndicacao } from '@/lib/domain/indicacao/registrar-indicacao';

export type ConfirmarCadastroResponse = ClubeLoginResponse & { jaExistia: boolean; programa: string; lojaNome: string };

type Pendente = {
  id: string;
  tenant_id: string;
  loja_id: string;
  cpf: string;
  nome: string;
  email: string | null;
  telefone: string | null;
  data_nascimento: string | null;
  canal: 'whatsapp' | 'email';
  destino: string;
  marketing_whatsapp: boolean;
  marketing_email: boolean;
  codigo_indicacao: string | null;
  hash: string;
  expira_em: Date;
  usado_em: Date | null;
  invalidado_em: Date | null;
  loja_nome: string;
  programa: string;
  loja_viva: boolean;
};

const Q_TRAVAR_PENDENTE = consulta(`
  SELECT c.id, c.tenant_id, c.loja_id, c.cpf, c.nome, c.email, c.telefone, c.data_nascimento::text, c.canal, c.destino,
         c.marketing_whatsapp, c.marketing_email, c.hash, c.expira_em, c.usado_em, c.invalidado_em, c.codigo_indicacao,
         l.nome AS loja_nome, t.nome AS programa, (l.ativo AND NOT l.sandbox AND t.ativo AND t.sandbox_de IS NULL) AS loja_viva
    FROM cadastro_clube c JOIN loja l ON l.id = c.loja_id JOIN tenant t ON t.id = c.tenant_id
   WHERE c.id = $1
     FOR UPDATE OF c`);
const S_ERRO = consulta(`
  UPDATE cadastro_clube SET tentativas = tentativas + 1,
         invalidado_em = CASE WHEN tentativas + 1 >= $3 THEN $2 ELSE invalidado_em END
   WHERE id = $1`);
const S_USADO = consulta(`UPDATE cadastro_clube SET usado_em = $2 WHERE id = $1`);

// The person by the CPF, created when unknown. The no-op DO UPDATE returns (and locks, NO KEY) the
// existing one, also one a concurrent confirmation has just committed.
const S_PESSOA = consulta(`
  INSERT INTO cliente (cpf, nome, email, telefone, data_nascimento, criado_em, atualizado_em)
  VALUES ($1, $2, $3, $4, $5::date, $6, $6)
  ON CONFLICT (cpf, sandbox) DO UPDATE SET nome = cliente.nome
  RETURNING id, email, telefone, (xmax = 0) AS criado`);
const S_VINCULO = consulta(`
  INSERT INTO cliente_tenant (tenant_id, cliente_id, loja_origem_id, criado_em, atualizado_em) VALUES ($1, $2, $3, $4, $4)
  ON CONFLICT (tenant_id, cliente_id) DO UPDATE SET tenant_id = EXCLUDED.tenant_id
  RETURNING ativo, (xmax = 0) AS novo`);
const S_LOGIN = consulta(`UPDATE cliente SET data_ultimo_login = $2 WHERE id = $1`);
// The guesses at one CPF, across all its sign-ups (a new request makes a new row with 5 tries of
// its own), in the PIN's 24-hour window; taken under a lock of the CPF, so two confirmations of
// different rows of one CPF count one after the other.
const Q_TRAVAR_CPF = consulta(`SELECT pg_advisory_xact_lock(hashtextextended('cadastro-clube:' || $1, 0))`);
const Q_FALHAS_DO_CPF = consulta(`
  SELECT coalesce(sum(tentativas), 0)::int AS n FROM cadastro_clube WHERE cpf = $1 AND criado_em > $2`);
// A known person whose PIN sign-in is locked (pin-clube.ts): the code of a sign-up is a way in
// too, so it waits for the same lock.
const Q_PIN_BLOQUEADO = consulta(`
  SELECT 1 FROM cliente WHERE cpf = $1 AND NOT sandbox AND anonimizado_em IS NULL AND pin_bloqueado_ate > $2`);

type Pessoa = { id: string; email: string | null; telefone: string | null; criado: boolean };

function confere(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

type Resultado = { erro: ErroDeNegocio } | { clienteId: string; jaExistia: boolean; programa: string; lojaNome: string };

export async function confirmarCadastro(cadastroId: string, codigo: string): Promise<ConfirmarCadastroResponse> {
  const invalido = () => new ErroDeNegocio(401, MENSAGENS_CADASTRO_CLUBE.codigoInvalido);
  if (!UUID.test(cadastroId)) throw invalido();
  const momento = relogio();

  // Refusals after the code was checked are returned, not thrown, so that the counted try or the
  // spent code commits with them.
  const r = await transacao(async (tx): Promise<Resultado> => {
    const [p] = await tx.query<Pendente>(Q_TRAVAR_PENDENTE, [cadastroId.toLowerCase()]);
    if (!p || p.usado_em || p.invalidado_em || p.expira_em <= momento) return { erro: invalido() };
    // A right code of a known person is a sign-in: no more guesses at one CPF than the PIN allows
    // (MAX_FALHAS_POR_CONTA a day), counted whether or not the CPF is registered (nothing to learn
    // from the refusal), and none while the person's PIN sign-in is locked. Nothing is counted here.
    await tx.query(Q_TRAVAR_CPF, [p.cpf]);
    const [falhas] = await tx.query<{ n: number }>(Q_FALHAS_DO_CPF, [p.cpf, new Date(momento.getTime() - JANELA_FALHAS_MS)]);
    if ((falhas?.n ?? 0) >= MAX_FALHAS_POR_CONTA) return { erro: invalido() };
    if ((await tx.query(Q_PIN_BLOQUEADO, [p.cpf, momento])).length) return { erro: invalido() };
    if (!/^\d{6}$/.test(codigo) || !confere(p.hash, hashCodigoCadastro(p.id, codigo))) {
      await tx.query(S_ERRO, [p.id, momento, MAX_TENTATIVAS_CODIGO_CADASTRO]);
      return { erro: invalido() };
    }
    await tx.query(S_USADO, [p.id, momento]);
    // The store or its programme went off since the code was asked for.
    if (!p.loja_viva) return { erro: new ErroDeNegocio(404, MENSAGENS_CADASTRO_CLUBE.lojaNaoEncontrada) };

    const [pessoa] = await tx.query<Pessoa>(S_PESSOA, [p.cpf, p.nome, p.email, p.telefone, p.data_nascimento, momento]);
    const c = pessoa!;
    const provado = p.canal === 'whatsapp' ? mesmoTelefone(c.telefone, p.telefone) : mesmoEmail(c.email, p.email);
    if (!c.criado && !provado) return { erro: new ErroDeNegocio(409, MENSAGENS_CADASTRO_CLUBE.outroContato) };

    const [vinculo] = await tx.query<{ ativo: boolean; novo: boolean }>(S_VINCULO, [p.tenant_id, c.id, p.loja_id, momento]);
    // A membership the programme switched off stays off; the upsert above changed nothing in it.
    if (!vinculo!.ativo) return { erro: new ErroDeNegocio(422, MENSAGENS_CADASTRO_CLUBE.vinculoInativo) };

    await registrarConsentimento(tx, {
      clienteId: c.id,
      tenantId: p.tenant_id,
      lojaId: p.loja_id,
      canal: 'Clube',
      aceito: true,
      agora: momento,
    });
    // An opt-in counts only for the contact the code proved, and only when it is the one on file:
    // a contact typed but not proved may be anybody's (a new person's too), and marketing needs
    // its owner's consent (LGPD). The other channel's offers are turned on later in the club.
    const whatsapp = p.marketing_whatsapp && p.canal === 'whatsapp' && mesmoTelefone(c.telefone, p.telefone);
    const email = p.marketing_email && p.canal === 'email' && mesmoEmail(c.email, p.email);
    if (whatsapp || email) {
      await gravarPreferencias(
        tx,
        c.id,
        { tenantId: p.tenant_id, ...(whatsapp ? { whatsapp: true } : {}), ...(email ? { email: true } : {}) },
        momento,
      );
    }
    // Someone already in the programme was brought by nobody: only a membership made now is a referral.
    if (vinculo!.novo) {
      await registrarIndicacao(tx, {
        tenantId: p.tenant_id,
        indicadoId: c.id,
        lojaId: p.loja_id,
        codigo: p.codigo_indicacao,
        contatos: { email: p.email, telefone: p.telefone },
        agora: momento,
      });
    }
    await tx.query(S_LOGIN, [c.id, momento]);
    return { clienteId: c.id, jaExistia: !c.criado, programa: p.programa, lojaNome: p.loja_nome };
  });
  if ('erro' in r) throw r.erro;
  return { ...(await respostaDeLogin(r.clienteId)), jaExistia: r.jaExistia, programa: r.programa, lojaNome: r.lojaNome };
}

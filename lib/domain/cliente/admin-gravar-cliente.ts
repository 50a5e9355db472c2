// Writes of the panel on customers (ClienteAdmin): register, update the person's data, and
// (de)activate the membership. Each runs in one Prisma transaction with its audit row; audit rows
// carry the masked CPF only.
import 'server-only';
import { prisma, type Consulta, type Executor, type Tx } from '@/lib/db';
import { ErroDeNegocio, MENSAGENS, regraDeNegocio } from '@/lib/erros';
import { agora as relogio } from '@/lib/relogio';
import { cpfValido, normalizarCpf } from '@/lib/documentos/cpf';
import { dataIso } from '@/lib/datas';
import type { PrincipalAdmin } from '@/lib/domain/acesso/sessao-admin';
import { auditarMudanca } from '@/lib/domain/auditoria/auditar';
import { registrarConsentimento } from '@/lib/domain/cliente/registrar-consentimento';
import { MENSAGENS_CLIENTE } from '@/lib/domain/cliente/mensagens';
import { MENSAGENS_CLIENTE_ADMIN } from '@/lib/domain/cliente/admin-mensagens';
import { naoEncontrado, obterClienteAdmin } from '@/lib/domain/cliente/admin-obter-cliente';
import { Q_TRAVAR_VINCULO } from '@/lib/domain/lote/status-efetivo-sql';
import {
  retratoAuditoria,
  type ClienteAdminCriadoResponse,
  type ClienteAdminResponse,
} from '@/lib/domain/cliente/serializar-cliente-admin';

/** The shared SQL statements (consent, membership lock) run inside the Prisma transaction. */
function executorDaTransacao(tx: Tx): Executor {
  return {
    query: <T>(c: Consulta, valores: unknown[] = []) => tx.$queryRawUnsafe<T[]>(c.texto, ...valores),
  } as Executor;
}

const dataColuna = (d: string | null | undefined) => (d ? new Date(`${d}T00:00:00Z`) : null);

/** The person's data as the panel edits it (the global record: the same in every programme). */
export type DadosPessoaCliente = { nome: string; email: string; telefone: string; dataNascimento?: string };

export type CadastroClienteAdmin = DadosPessoaCliente & {
  cpf: string;
  aceiteLgpd: boolean;
  /** The store the customer is registered at (the counter's): the membership's store of origin. */
  lojaId?: string | null;
};

/**
 * POST ClienteAdmin. The same rules and idempotency as the PDV's POST /api/v1/cliente: an
 * existing CPF keeps its data (`jaExistia: true`); the membership in this tenant and the LGPD
 * consent event (channel `Painel`) are recorded either way. A membership that already existed
 * keeps its `ativo`: reactivating is PATCH …/status, an administrator's decision.
 *
 * `lojaId` (the counter's store) must be an active store of the tenant (422 with the PDV's
 * message, as every store the counter names); it becomes the store of origin of a membership
 * created here. A membership that already existed keeps its origin, as a first sale's does
 * (garantir-cliente.ts): the first membership wins.
 */
export async function cadastrarClienteAdmin(
  principal: PrincipalAdmin,
  tenantId: string,
  d: CadastroClienteAdmin,
): Promise<ClienteAdminCriadoResponse> {
  if (!d.aceiteLgpd) throw regraDeNegocio(MENSAGENS_CLIENTE.aceiteLgpd);
  if (d.cpf.length < 11 || d.cpf.length > 14 || !cpfValido(d.cpf)) throw regraDeNegocio(MENSAGENS_CLIENTE.cpfInvalido);
  const cpf = normalizarCpf(d.cpf);
  const agora = relogio();

  const r = await prisma.$transaction(async (tx) => {
    // SuperAdmin names the tenant: it must be a live programme (the others act on their own).
    const tenant = await tx.tenant.findUnique({ where: { id: tenantId }, select: { ativo: true } });
    if (!tenant?.ativo) throw regraDeNegocio(MENSAGENS_CLIENTE_ADMIN.tenantNaoEncontrado);
    if (d.lojaId) {
      // Another programme's store answers as an unknown one: a programme never learns another's ids.
      const loja = await tx.loja.findFirst({ where: { id: d.lojaId, tenantId }, select: { ativo: true } });
      if (!loja?.ativo) throw regraDeNegocio(MENSAGENS.lojaNaoEncontrada);
    }
    // ON CONFLICT DO NOTHING on the CPF: two registrations of one CPF at once end with one person.
    const criado = await tx.cliente.createMany({
      data: [
        {
          cpf,
          nome: d.nome,
          email: d.email || null,
          telefone: d.telefone || null,
          dataNascimento: dataColuna(d.dataNascimento),
          criadoEm: agora,
          atualizadoEm: agora,
        },
      ],
      skipDuplicates: true,
    });
    const c = await tx.cliente.findFirstOrThrow({ where: { cpf, sandbox: false } });
    const vinculo = await tx.clienteTenant.createMany({
      data: [{ tenantId, clienteId: c.id, lojaOrigemId: d.lojaId ?? null, criadoEm: agora, atualizadoEm: agora }],
      skipDuplicates: true,
    });
    await registrarConsentimento(executorDaTransacao(tx), { clienteId: c.id, tenantId, canal: 'Painel', aceito: true, agora });
    const jaExistia = criado.count === 0;
    await auditarMudanca(tx, principal, 'CadastrarCliente', 'Cliente', { id: c.id, tenantId }, null, {
      ...retratoAuditoria({ ...c, dataNascimento: dataIso(c.dataNascimento) }),
      jaExistia,
      vinculoCriado: vinculo.count === 1,
      ...(d.lojaId ? { lojaId: d.lojaId } : {}),
    });
    return { clienteId: c.id, jaExistia };
  });
  return { ...(await obterClienteAdmin(principal.perfil, tenantId, r.clienteId)), jaExistia: r.jaExistia };
}

/**
 * PUT ClienteAdmin/{id}: name, e-mail, phone and birth date of the person. They are the global
 * record, so the change is seen by every programme the person belongs to and by the club. The
 * CPF, the membership's `ativo`, the balances and the QR token are not editable here (the
 * request schema has no such fields; unknown properties are dropped by the binding).
 */
export async function atualizarClienteAdmin(
  principal: PrincipalAdmin,
  tenantId: string,
  clienteId: string,
  d: DadosPessoaCliente,
): Promise<ClienteAdminResponse> {
  await prisma.$transaction(async (tx) => {
    const vinculo = await tx.clienteTenant.findUnique({ where: { tenantId_clienteId: { tenantId, clienteId } }, select: { id: true } });
    if (!vinculo) throw naoEncontrado();
    // Locks the person first: the `antes` of the audit row is the state this update replaces,
    // even when two panels save at the same moment. NO KEY, so that a sale's or redemption's
    // foreign keys never wait for it while it waits for the segment summary (the `cliente`
    // trigger): docs/saldo-corrente.md, "Lock order".
    await tx.$queryRaw`SELECT 1 FROM cliente WHERE id = ${clienteId}::uuid FOR NO KEY UPDATE`;
    const atual = await tx.cliente.findUnique({ where: { id: clienteId } });
    // An LGPD-erased person stays erased: the panel cannot attach data to it again.
    if (!atual || atual.anonimizadoEm) throw naoEncontrado();
    const telefone = d.telefone || null;
    const email = d.email || null;
    // The e-mail and phone are where the club sends its login PIN: if any programme's manager
    // could change them, they could take over the customer's club account. The panel may fill
    // a contact the customer has not given; changing or removing one is the customer's own
    // action, in the club profile (docs/api-admin-clientes.md).
    const mudaContato = (antes: string | null, depois: string | null) => antes !== null && antes !== '' && antes !== depois;
    if (mudaContato(atual.email, email) || mudaContato(atual.telefone, telefone)) {
      throw new ErroDeNegocio(422, MENSAGENS_CLIENTE_ADMIN.contatoSoPeloCliente);
    }
    const novo = await tx.cliente.update({
      where: { id: clienteId },
      data: {
        nome: d.nome,
        email,
        telefone,
        dataNascimento: dataColuna(d.dataNascimento),
        // The verified messaging number belongs to the old phone; it must be verified again.
        ...(telefone !== atual.telefone ? { whatsappJid: null } : {}),
      },
    });
    const retrato = (c: typeof atual) => retratoAuditoria({ ...c, dataNascimento: dataIso(c.dataNascimento) });
    await auditarMudanca(tx, principal, 'AtualizarCliente', 'Cliente', { id: clienteId, tenantId }, retrato(atual), retrato(novo));
  });
  return obterClienteAdmin(principal.perfil, tenantId, clienteId);
}

/**
 * PATCH ClienteAdmin/{id}/status: activates or deactivates the membership. A deactivated customer
 * earns and redeems nothing in this programme (docs/regras-de-negocio.md §10); the sale and
 * redemption paths read this flag under the same row lock taken here, so a sale in flight
 * finishes first and the next one sees the new status. Setting the current value changes
 * nothing and writes no audit row.
 */
export async function alterarStatusClienteAdmin(
  principal: PrincipalAdmin,
  tenantId: string,
  clienteId: string,
  ativo: boolean,
): Promise<ClienteAdminResponse> {
  await prisma.$transaction(async (tx) => {
    const [v] = await executorDaTransacao(tx).query<{ id: string; ativo: boolean }>(Q_TRAVAR_VINCULO, [tenantId, clienteId]);
    if (!v) throw naoEncontrado();
    if (v.ativo === ativo) return;
    await tx.clienteTenant.update({ where: { id: v.id }, data: { ativo } });
    await auditarMudanca(tx, principal, 'AlterarStatusCliente', 'Cliente', { id: clienteId, tenantId }, { ativo: v.ativo }, { ativo });
  });
  return obterClienteAdmin(principal.perfil, tenantId, clienteId);
}

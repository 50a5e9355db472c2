// Find-or-create of a customer and of its membership in a tenant, race-safe: two first
// purchases of the same CPF at the same moment end with one customer (ON CONFLICT on the CPF and
// on the membership). When the CPF exists, the data sent is ignored (spec rule 1). A sandbox
// tenant's customers are rows of their own (`sandbox`, docs/sandbox.md), read off the tenant here.
//
// Lock order (docs/saldo-corrente.md, "Lock order"): the no-op DO UPDATE on `cliente` sets a
// column outside every unique index (`nome` to itself), so it locks the person FOR NO KEY UPDATE.
// Setting `cpf` (as it did) took FOR UPDATE, which conflicts with the FOR KEY SHARE that every
// insert referencing the person takes (sale, movement, lot, redemption): a second first sale held
// the person and waited for the membership here while a model-2 sale or a redemption of the same
// customer held the membership and waited for the person in its foreign keys — a deadlock.
import 'server-only';
import { consulta, type Executor } from '@/lib/db';

const S_GARANTIR = consulta(`
  WITH c AS (
    INSERT INTO cliente (id, cpf, nome, email, telefone, criado_em, atualizado_em, sandbox)
    VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $5, (SELECT sandbox_de IS NOT NULL FROM tenant WHERE id = $6))
    ON CONFLICT (cpf, sandbox) DO UPDATE SET nome = cliente.nome
    RETURNING id, nome, email, telefone),
  ct AS (
    INSERT INTO cliente_tenant (tenant_id, cliente_id, loja_origem_id, criado_em, atualizado_em)
    SELECT $6, c.id, $7, $5, $5 FROM c
    ON CONFLICT (tenant_id, cliente_id) DO UPDATE SET tenant_id = EXCLUDED.tenant_id
    RETURNING ativo, (xmax = 0) AS vinculo_criado)
  SELECT c.id, c.nome, (coalesce(c.email, '') <> '' OR coalesce(c.telefone, '') <> '') AS contato, ct.ativo, ct.vinculo_criado
    FROM c, ct`);

export type ClienteGarantido = { id: string; nome: string | null; contato: boolean; ativo: boolean; vinculo_criado: boolean };

export async function garantirClienteNoTenant(
  ex: Executor,
  a: {
    tenantId: string;
    lojaId: string | null;
    cpf: string;
    nome: string | null;
    email: string | null;
    telefone: string | null;
    agora: Date;
  },
): Promise<ClienteGarantido> {
  const [r] = await ex.query<ClienteGarantido>(S_GARANTIR, [a.cpf, a.nome, a.email, a.telefone, a.agora, a.tenantId, a.lojaId]);
  return r!;
}

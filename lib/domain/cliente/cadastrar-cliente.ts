// POST /api/v1/cliente: registers a customer with LGPD consent (spec "POST /api/v1/cliente").
// Idempotent: an existing CPF is answered with its data unchanged and `jaExistia: true`; the
// membership in the caller's tenant and the consent event are recorded either way, since the
// store did obtain the customer's consent for its programme.
import 'server-only';
import type { z } from 'zod';
import { consulta, transacao } from '@/lib/db';
import { agora as relogio } from '@/lib/relogio';
import { registrarConsentimento } from '@/lib/domain/cliente/registrar-consentimento';
import type { cadastrarClienteResponseSchema } from '@/lib/openapi/respostas';

/** The answer is the API document's schema (type only: nothing of lib/openapi is loaded here). */
export type CadastrarClienteResponse = z.output<typeof cadastrarClienteResponseSchema>;

const S_CADASTRAR = consulta(`
  WITH novo AS (
    INSERT INTO cliente (cpf, nome, email, telefone, data_nascimento, criado_em, atualizado_em, sandbox)
    VALUES ($1, $2, $3, $4, $5::date, $6, $6, (SELECT sandbox_de IS NOT NULL FROM tenant WHERE id = $7))
    ON CONFLICT (cpf, sandbox) DO NOTHING
    RETURNING id, cpf, nome, email, telefone, true AS criado)
  SELECT * FROM novo
  UNION ALL
  SELECT id, cpf, nome, email, telefone, false FROM cliente
   WHERE cpf = $1 AND sandbox = (SELECT sandbox_de IS NOT NULL FROM tenant WHERE id = $7) AND NOT EXISTS (SELECT 1 FROM novo)`);

const S_VINCULO = consulta(`
  INSERT INTO cliente_tenant (tenant_id, cliente_id, criado_em, atualizado_em) VALUES ($1, $2, $3, $3)
  ON CONFLICT (tenant_id, cliente_id) DO NOTHING`);

type Linha = { id: string; cpf: string; nome: string | null; email: string | null; telefone: string | null; criado: boolean };

export async function cadastrarCliente(
  tenantId: string,
  a: { cpf: string; nome: string; email: string; telefone: string; dataNascimento?: string },
): Promise<CadastrarClienteResponse> {
  const agora = relogio();
  // A concurrent registration of the same CPF may commit between the INSERT and the SELECT of one
  // statement (both see the same snapshot); a second attempt then finds it.
  const r = await transacao(async (tx) => {
    for (let tentativa = 0; tentativa < 3; tentativa++) {
      const [c] = await tx.query<Linha>(S_CADASTRAR, [
        a.cpf,
        a.nome,
        a.email || null,
        a.telefone || null,
        a.dataNascimento ?? null,
        agora,
        tenantId,
      ]);
      if (!c) continue;
      await tx.query(S_VINCULO, [tenantId, c.id, agora]);
      await registrarConsentimento(tx, { clienteId: c.id, tenantId, canal: 'PDV', aceito: true, agora });
      return c;
    }
    throw new Error('cadastrarCliente: cliente não encontrado após conflito');
  });
  return {
    clienteId: r.id,
    cpf: r.cpf,
    nome: r.nome ?? '',
    email: r.email ?? '',
    telefone: r.telefone ?? '',
    jaExistia: !r.criado,
  };
}
